/**
 * The reset screen (spec 01 section 2): new password and its repeat; success signs the publisher
 * in and opens the dashboard (with two-step sign-in on, the login page, to sign in with the code).
 * An invalid or expired link shows the server's text above the form.
 */
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import type { ResetConfirmField } from "../../../machines/password-reset/password-reset-confirm.machine";
import { useFlow } from "../../app/use-flow";
import { PasswordField, SubmitButton } from "../../ui/form";
import { linkClass } from "./auth-heading";
import { passwordResetConfirmMachine } from "../../../machines/password-reset/password-reset-confirm.machine";
import { useResetConfirmFlow } from "./flow-implementations";
import { FlowFormFrame, useFlowForm } from "./flow-form";

const FIELDS: ReadonlyArray<ResetConfirmField> = ["plainPassword", "repeatPlainPassword"];

export const ResetConfirmForm = ({ token }: { token: string }) => {
  const intl = useIntl();
  const machine = useResetConfirmFlow(passwordResetConfirmMachine);
  const [snapshot, send, actor] = useFlow(machine, "passwordResetConfirm", { token });
  const { values, errors, formError } = snapshot.context;
  const busy = snapshot.matches("submitting") || snapshot.status === "done";
  const { onSubmit, field } = useFlowForm({ fields: FIELDS, values, errors, send, errorsNow: () => actor.getSnapshot().context.errors });

  return (
    <div className="space-y-8">
      <FlowFormFrame
        titleId="page.resetPasswordConfirm"
        introId="auth.resetConfirm.intro"
        formError={formError}
        busy={busy}
        onSubmit={onSubmit}
      >
        <PasswordField
          {...field("plainPassword")}
          label={intl.formatMessage({ id: "auth.resetConfirm.password" })}
          autoComplete="new-password"
          maxLength={4096}
          required
        />
        <PasswordField
          {...field("repeatPlainPassword")}
          label={intl.formatMessage({ id: "auth.resetConfirm.repeatPassword" })}
          autoComplete="new-password"
          maxLength={4096}
          required
        />
        <SubmitButton busy={busy}>
          <FormattedMessage id="auth.resetConfirm.submit" />
        </SubmitButton>
      </FlowFormFrame>
      <p className="text-center text-sm">
        <Link to="/login" className={linkClass}>
          <FormattedMessage id="auth.backToLogin" />
        </Link>
      </p>
    </div>
  );
};
