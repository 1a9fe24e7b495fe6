/**
 * The login's second step (docs/decisions/088-two-step-sign-in.md): the code of the authenticator
 * app (one-time-code autocomplete, a numeric keyboard), or a recovery code instead; Back returns to
 * the password, which is kept as typed. Loaded when the password is submitted (./login-form.tsx), so a
 * login without the second step never fetches it; enrolment lives in Settings.
 */
import { useEffect, useRef, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { CodeField, CodeMethod, CodeValues } from "../../../machines/auth/auth.machine";
import type { FieldErrors, FormMessage } from "../../../machines/form/form-model";
import { FormAlert, SubmitButton, TextField, useFormText } from "../../ui/form";
import { AuthHeading, linkClass } from "./auth-heading";

interface TwoStepFormProps {
  readonly codes: CodeValues;
  readonly method: CodeMethod;
  readonly errors: FieldErrors<CodeField>;
  readonly formError: FormMessage | null;
  readonly busy: boolean;
  readonly onChange: (values: Partial<CodeValues>) => void;
  readonly onMethod: (method: CodeMethod) => void;
  readonly onSubmit: () => void;
  readonly onBack: () => void;
}

export default function TwoStepForm({ codes, method, errors, formError, busy, onChange, onMethod, onSubmit, onBack }: TwoStepFormProps) {
  const intl = useIntl();
  const text = useFormText();
  const field = useRef<HTMLInputElement | null>(null);
  const recovery = method === "recovery";
  const name: CodeField = recovery ? "recoveryCode" : "oneTimeCode";
  // The step's one field takes the focus when it appears, when the method changes and after a refusal.
  useEffect(() => field.current?.focus(), [method, errors, formError]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <div className="space-y-8">
      <AuthHeading titleId="auth.twoStep.title" introId={recovery ? "auth.twoStep.introRecovery" : "auth.twoStep.introApp"} />
      {formError ? <FormAlert>{text(formError)}</FormAlert> : null}
      <form noValidate onSubmit={submit} className="space-y-5" aria-busy={busy || undefined}>
        <TextField
          key={name}
          ref={field}
          name={name}
          value={codes[name]}
          error={text(errors[name])}
          onChange={(e) => onChange({ [name]: e.target.value })}
          label={intl.formatMessage({ id: recovery ? "auth.twoStep.recoveryCode" : "auth.twoStep.code" })}
          autoComplete={recovery ? "off" : "one-time-code"}
          inputMode={recovery ? "text" : "numeric"}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={recovery ? 32 : 16}
          required
        />
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3 text-sm">
          <button type="button" className={linkClass} onClick={() => onMethod(recovery ? "app" : "recovery")}>
            <FormattedMessage id={recovery ? "auth.twoStep.useApp" : "auth.twoStep.useRecovery"} />
          </button>
          <button type="button" className={linkClass} onClick={onBack}>
            <FormattedMessage id="auth.twoStep.back" />
          </button>
        </div>
        <SubmitButton busy={busy}>
          <FormattedMessage id="auth.twoStep.submit" />
        </SubmitButton>
      </form>
    </div>
  );
}
