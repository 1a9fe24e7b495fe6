/**
 * The registration screen: the form while editing or submitting, the activation notice after
 * success, the limit note when the registration cookie exists. The flow (machines/registration)
 * decides; this component shows its state and sends the user's input to it.
 */
import { type FormEvent, useEffect, useRef } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import type { StandardField } from "../../../machines/registration/registration.rules";
import { useFlow } from "../../app/use-flow";
import { FormAlert, PasswordField, SubmitButton, TextField, useFormText } from "../../ui/form";
import { SelectField } from "../../ui/form/select-field";
import { CustomField } from "../../ui/form/custom-field";
import { useRegistrationMachine } from "./flow-implementations";
import { ActivationSent, LimitExceeded, LoadFailed, Loading } from "./notices";

export interface RegistrationFormProps {
  readonly limitExceeded: boolean;
  readonly registrationReferrerToken: string | null;
  readonly utmSource: string | null;
}

const focusFirstError = (form: HTMLFormElement | null) =>
  form?.querySelector<HTMLElement>('[aria-invalid="true"], button[data-invalid]')?.focus();

const linkClass =
  "font-semibold text-teal-700 underline-offset-2 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-teal-600 dark:text-teal-300";

/** A sentence and the link that goes on from it ("Already have an account? Sign in"). */
const TextAndLink = ({ className, textId, to, linkId }: { className: string; textId: string; to: string; linkId: string }) => (
  <p className={className}>
    <FormattedMessage id={textId} />{" "}
    <Link to={to} className={linkClass}>
      <FormattedMessage id={linkId} />
    </Link>
  </p>
);

export const RegistrationForm = (input: RegistrationFormProps) => {
  const intl = useIntl();
  const machine = useRegistrationMachine();
  const [state, send] = useFlow(machine, "registration", input);
  const errorText = useFormText();
  const form = useRef<HTMLFormElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  const { values, errors, fields, messengers, custom, formError, registeredEmail } = state.context;
  const busy = state.matches("submitting");

  // When the server refused the form: its description comes into view, or the first field in error takes the focus.
  const wasBusy = useRef(false);
  useEffect(() => {
    if (busy) {
      wasBusy.current = true;
      return;
    }
    if (!wasBusy.current) return;
    wasBusy.current = false;
    if (formError) alert.current?.scrollIntoView({ block: "center" });
    else focusFirstError(form.current);
  }, [busy, formError]);

  if (state.matches("limited")) return <LimitExceeded />;
  if (state.matches("registered")) return <ActivationSent email={registeredEmail ?? values.email} />;
  const intro = (
    <p className="text-sm text-slate-600 dark:text-slate-400">
      <FormattedMessage id="registration.intro" />
    </p>
  );
  // The introduction shows while the form's fields load (it is the page's largest text: in the
  // pre-rendered page it paints with the HTML, decision 045), in the place it keeps once they are there.
  if (state.matches("loading") || state.matches("checking")) {
    return (
      <div className="space-y-5">
        {intro}
        <Loading messageId="registration.loading" />
      </div>
    );
  }
  if (state.matches("loadFailed")) return <LoadFailed messageId="registration.loadFailed" onRetry={() => send({ type: "form.retry" })} />;

  const label = (id: string) => intl.formatMessage({ id });
  // A standard text field's label, value, input and error.
  const bind = (field: StandardField, labelId: string) => ({
    label: label(labelId),
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) => send({ type: "field.change", field, value: event.currentTarget.value }),
    error: errorText(errors[field]),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: "form.submit" });
    // After a submit the form itself refused, the first field in error takes the focus.
    requestAnimationFrame(() => focusFirstError(form.current));
  };

  return (
    <div className="space-y-5">
      {intro}
      {formError ? (
        <div ref={alert}>
          <FormAlert>{errorText(formError)}</FormAlert>
        </div>
      ) : null}
      <form ref={form} noValidate onSubmit={submit} aria-busy={busy || undefined}>
        <fieldset disabled={busy} className="space-y-4">
          <legend className="sr-only">
            <FormattedMessage id="registration.account" />
          </legend>
          <TextField {...bind("email", "registration.email")} type="email" autoComplete="email" required />
          <TextField {...bind("username", "registration.username")} autoComplete="username" required />
          <PasswordField {...bind("plainPassword", "registration.password")} autoComplete="new-password" required />
          <PasswordField {...bind("repeatPlainPassword", "registration.repeatPassword")} autoComplete="new-password" required />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <SelectField
              label={label("registration.messenger")}
              required
              options={messengers.map((m) => ({ value: m["@id"], label: m.title }))}
              value={values.messenger}
              onChange={(value) => send({ type: "field.change", field: "messenger", value })}
              placeholder={label("registration.messenger.placeholder")}
              error={errorText(errors.messenger)}
              disabled={busy}
            />
            <TextField {...bind("contactInfo", "registration.contactInfo")} autoComplete="off" />
          </div>
          <TextAndLink
            className="-mt-2 text-xs text-slate-500 dark:text-slate-400"
            textId="registration.contactInfo.hint"
            to="/register/messengers"
            linkId="registration.messengersLink"
          />
        </fieldset>

        {fields.length > 0 ? (
          <fieldset
            disabled={busy}
            aria-labelledby="registration-about"
            className="mt-6 space-y-4 border-t border-slate-200 pt-5 dark:border-slate-800"
          >
            <h2 id="registration-about" className="text-sm font-semibold text-slate-900 dark:text-slate-100">
              <FormattedMessage id="registration.about" />
            </h2>
            {fields.map((field) => {
              const fieldId = field["@id"];
              return (
                <CustomField
                  key={fieldId}
                  field={field}
                  input={custom[fieldId] ?? { text: "", selected: [], files: [] }}
                  errors={errors[fieldId]}
                  disabled={busy}
                  onText={(value) => send({ type: "custom.change", fieldId, value })}
                  onSelect={(value) => send({ type: "custom.change", fieldId, value })}
                  onChoose={(files) => send({ type: "upload.add", fieldId, files })}
                  onRemove={(key) => send({ type: "upload.remove", fieldId, key })}
                />
              );
            })}
          </fieldset>
        ) : null}

        <div className="mt-6">
          <SubmitButton busy={busy}>
            <FormattedMessage id="registration.submit" />
          </SubmitButton>
        </div>
      </form>
      <TextAndLink
        className="text-center text-sm text-slate-600 dark:text-slate-400"
        textId="registration.haveAccount"
        to="/login"
        linkId="registration.signIn"
      />
    </div>
  );
};
