/**
 * The reset screen (spec 01 section 2): new password and its repeat; success signs the publisher
 * in and opens the dashboard. An invalid or expired link shows the server's text above the form.
 */
import { type FormEvent, useMemo, useRef } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import {
  type ResetConfirmField,
  type ResetConfirmInput,
  passwordResetConfirmMachine,
} from "../../../machines/password-reset/password-reset-confirm.machine";
import { useFlow } from "../../app/use-flow";
import { FormAlert, PasswordField, SubmitButton, useFormText } from "../../ui/form";
import { AuthHeading, linkClass } from "./auth-heading";
import { takeFingerprint, useAuthImplementations } from "./flow-implementations";
import { focusFirstError } from "./focus-first-error";

const FIELDS: ReadonlyArray<ResetConfirmField> = ["plainPassword", "repeatPlainPassword"];

export const ResetConfirmForm = ({ token }: { token: string }) => {
  const intl = useIntl();
  const text = useFormText();
  const impl = useAuthImplementations();
  const machine = useMemo(
    () =>
      passwordResetConfirmMachine.provide({
        actors: {
          takeFingerprint,
          confirmReset: impl.system.fromApi((api, { token: t, ...payload }: ResetConfirmInput) => api.auth.confirmPasswordReset({ path: { token: t }, payload })),
        },
        actions: {
          prefetchApi: impl.prefetchApi,
          sessionSignedIn: impl.sessionSignedIn,
          navigateToDashboard: impl.navigateToDashboard,
          showViolations: impl.showViolations,
        },
      }),
    [impl],
  );
  const [snapshot, send, actor] = useFlow(machine, "passwordResetConfirm", { token });
  const { values, errors, formError } = snapshot.context;
  const busy = snapshot.matches("submitting") || snapshot.matches("done");
  const refs = useRef<Partial<Record<ResetConfirmField, HTMLInputElement | null>>>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: "form.submit" });
    focusFirstError(FIELDS, actor.getSnapshot().context.errors, refs.current);
  };
  const onFocus = () => send({ type: "field.focus" });

  return (
    <div className="space-y-8">
      <AuthHeading titleId="page.resetPasswordConfirm" introId="auth.resetConfirm.intro" />
      {formError ? <FormAlert>{text(formError)}</FormAlert> : null}
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={busy || undefined}>
        <PasswordField
          ref={(el) => void (refs.current.plainPassword = el)}
          label={intl.formatMessage({ id: "auth.resetConfirm.password" })}
          name="plainPassword"
          autoComplete="new-password"
          maxLength={4096}
          required
          value={values.plainPassword}
          error={text(errors.plainPassword)}
          onFocus={onFocus}
          onChange={(e) => send({ type: "field.change", values: { plainPassword: e.target.value } })}
        />
        <PasswordField
          ref={(el) => void (refs.current.repeatPlainPassword = el)}
          label={intl.formatMessage({ id: "auth.resetConfirm.repeatPassword" })}
          name="repeatPlainPassword"
          autoComplete="new-password"
          maxLength={4096}
          required
          value={values.repeatPlainPassword}
          error={text(errors.repeatPlainPassword)}
          onFocus={onFocus}
          onChange={(e) => send({ type: "field.change", values: { repeatPlainPassword: e.target.value } })}
        />
        <SubmitButton busy={busy}>
          <FormattedMessage id="auth.resetConfirm.submit" />
        </SubmitButton>
      </form>
      <p className="text-center text-sm">
        <Link to="/login" className={linkClass}>
          <FormattedMessage id="auth.backToLogin" />
        </Link>
      </p>
    </div>
  );
};
