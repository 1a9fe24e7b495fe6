/**
 * The login screen (spec 01 section 2): e-mail or username, password, "Remember me" (checked by
 * default), "Forgot password?" and "Sign up". The auth machine validates, keeps what was typed
 * and allows one submit at a time; the server's error shows above the form. With two-step sign-in
 * on, the code is asked for next (./two-step-form.tsx); a password reset then opens this page with a
 * notice to sign in with the new password and the code.
 */
import { Suspense, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useLocation } from "react-router-dom";
import type { LoginField } from "../../../machines/auth/auth.machine";
import { sessionEndedMidWork } from "../../app/resume";
import { useFlow } from "../../app/use-flow";
import { CheckboxField, PasswordField, SubmitButton, TextField } from "../../ui/form";
import { linkClass } from "./auth-heading";
import { authMachine } from "../../../machines/auth/auth.machine";
import { isPasswordChangedTwoStep, useLoginFlow } from "./flow-implementations";
import { FlowFormFrame, useFlowForm } from "./flow-form";
import { lazyComponent } from "../../ui/lazy-component";

// The second step's form: fetched when the password is submitted, in parallel with the login call.
const TwoStepForm = lazyComponent(() => import("./two-step-form"), { whenIdle: false });

const FIELDS: ReadonlyArray<LoginField> = ["username", "password"];

export const LoginForm = () => {
  const intl = useIntl();
  const machine = useLoginFlow(authMachine);
  const [snapshot, send, actor] = useFlow(machine, "login");
  const { values, errors, formError } = snapshot.context;
  const busy = snapshot.matches("submitting") || snapshot.matches("signedIn");
  const { onSubmit, field } = useFlowForm({ fields: FIELDS, values, errors, send, errorsNow: () => actor.getSnapshot().context.errors });
  // A 401 sent the publisher here from their work (src/app/resume.ts): signing in takes them back to it.
  const [sessionEnded] = useState(sessionEndedMidWork);
  // A password reset with two-step sign-in on changed the password but signed nobody in (flow-implementations.ts).
  const passwordChanged = isPasswordChangedTwoStep(useLocation().state);

  // Two-step sign-in: the login answered a challenge (docs/decisions/088-two-step-sign-in.md).
  if (snapshot.matches("secondStep"))
    return (
      <Suspense fallback={null}>
        <TwoStepForm
          codes={snapshot.context.codes}
          method={snapshot.context.method}
          errors={errors}
          formError={formError}
          busy={snapshot.matches({ secondStep: "verifying" }) || snapshot.matches("signedIn")}
          onChange={(codes) => send({ type: "code.change", values: codes })}
          onMethod={(method) => send({ type: "code.method", method })}
          onSubmit={() => send({ type: "code.submit" })}
          onBack={() => send({ type: "code.back" })}
        />
      </Suspense>
    );

  return (
    <div className="space-y-8">
      <FlowFormFrame
        titleId="page.login"
        introId="auth.login.subtitle"
        formError={formError}
        busy={busy}
        onSubmit={(event) => {
          TwoStepForm.preload();
          onSubmit(event);
        }}
        notice={
          passwordChanged ? (
            <FormattedMessage id="auth.login.passwordChangedTwoStep" />
          ) : sessionEnded ? (
            <FormattedMessage id="auth.login.sessionEnded" />
          ) : null
        }
      >
        <TextField
          {...field("username")}
          label={intl.formatMessage({ id: "auth.login.username" })}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={255}
          required
        />
        <PasswordField
          {...field("password")}
          label={intl.formatMessage({ id: "auth.login.password" })}
          autoComplete="current-password"
          maxLength={4096}
          required
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
      </FlowFormFrame>
      <p className="text-center text-sm text-slate-600 dark:text-slate-400">
        <FormattedMessage id="auth.login.noAccount" />{" "}
        <Link to="/register" className={linkClass}>
          <FormattedMessage id="auth.login.signUp" />
        </Link>
      </p>
    </div>
  );
};
