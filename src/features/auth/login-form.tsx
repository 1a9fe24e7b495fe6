/**
 * The login screen (spec 01 section 2): e-mail or username, password, "Remember me" (checked by
 * default), "Forgot password?" and "Sign up". The auth machine validates, keeps what was typed
 * and allows one submit at a time; the server's error shows above the form.
 */
import { type FormEvent, useMemo, useRef } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import type { LoginPayload } from "../../../contracts/auth.contract";
import { type LoginField, authMachine } from "../../../machines/auth/auth.machine";
import { useFlow } from "../../app/use-flow";
import { CheckboxField, FormAlert, PasswordField, SubmitButton, TextField, useFormText } from "../../ui/form";
import { useTypedBeforeHydration } from "../../ui/form/use-hydrated";
import { AuthHeading, linkClass } from "./auth-heading";
import { takeFingerprint, useAuthImplementations } from "./flow-implementations";
import { focusFirstError } from "./focus-first-error";

const FIELDS: ReadonlyArray<LoginField> = ["username", "password"];

export const LoginForm = () => {
  const intl = useIntl();
  const text = useFormText();
  const impl = useAuthImplementations();
  const machine = useMemo(
    () =>
      authMachine.provide({
        actors: {
          takeFingerprint,
          login: impl.system.fromApi((api, payload: LoginPayload) => api.auth.login({ payload })),
        },
        actions: {
          prefetchApi: impl.prefetchApi,
          sessionSignedIn: impl.sessionSignedIn,
          navigateToDashboard: impl.navigateToDashboard,
          navigateToLogout: () => window.location.assign("/publisher/api/logout"),
        },
      }),
    [impl],
  );
  const [snapshot, send, actor] = useFlow(machine, "login");
  const { values, errors, formError } = snapshot.context;
  const busy = snapshot.matches("submitting") || snapshot.matches("signedIn");
  const refs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});
  useTypedBeforeHydration(
    FIELDS,
    (field) => refs.current[field],
    (field) => values[field],
    (typed) => send({ type: "field.change", values: typed }),
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: "form.submit" });
    focusFirstError(FIELDS, actor.getSnapshot().context.errors, refs.current);
  };
  const onFocus = () => send({ type: "field.focus" });

  return (
    <div className="space-y-8">
      <AuthHeading titleId="page.login" introId="auth.login.subtitle" />
      {formError ? <FormAlert>{text(formError)}</FormAlert> : null}
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={busy || undefined}>
        <TextField
          ref={(el) => void (refs.current.username = el)}
          label={intl.formatMessage({ id: "auth.login.username" })}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={255}
          required
          value={values.username}
          error={text(errors.username)}
          onFocus={onFocus}
          onChange={(e) => send({ type: "field.change", values: { username: e.target.value } })}
        />
        <PasswordField
          ref={(el) => void (refs.current.password = el)}
          label={intl.formatMessage({ id: "auth.login.password" })}
          name="password"
          autoComplete="current-password"
          maxLength={4096}
          required
          value={values.password}
          error={text(errors.password)}
          onFocus={onFocus}
          onChange={(e) => send({ type: "field.change", values: { password: e.target.value } })}
        />
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
          <CheckboxField
            label={<FormattedMessage id="auth.login.rememberMe" />}
            name="rememberMe"
            checked={values.rememberMe}
            onChange={(checked) => send({ type: "field.change", values: { rememberMe: checked } })}
          />
          <Link to="/reset_password" className={`text-sm ${linkClass}`}>
            <FormattedMessage id="auth.login.forgotPassword" />
          </Link>
        </div>
        <SubmitButton busy={busy}>
          <FormattedMessage id="auth.login.submit" />
        </SubmitButton>
      </form>
      <p className="text-center text-sm text-slate-600 dark:text-slate-400">
        <FormattedMessage id="auth.login.noAccount" />{" "}
        <Link to="/register" className={linkClass}>
          <FormattedMessage id="auth.login.signUp" />
        </Link>
      </p>
    </div>
  );
};
