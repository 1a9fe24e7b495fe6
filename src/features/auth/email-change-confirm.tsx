/**
 * E-mail change confirmation (spec 01 section 2): confirms on open, then opens settings with
 * "Email updated"; on failure the server's text stays on the page with a link to login.
 */
import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";
import { useFlow } from "../../app/use-flow";
import { FormAlert, LoadingLine, useFormText } from "../../ui/form";
import { AuthHeading, linkClass } from "./auth-heading";
import { emailChangeConfirmMachine } from "../../../machines/email-change-confirm/email-change-confirm.machine";
import { useEmailChangeConfirmFlow } from "./flow-implementations";

export const EmailChangeConfirm = ({ token }: { token: string }) => {
  const text = useFormText();
  const machine = useEmailChangeConfirmFlow(emailChangeConfirmMachine);
  const [snapshot] = useFlow(machine, "emailChangeConfirm", { token });

  return (
    <div className="space-y-8">
      <AuthHeading titleId="page.emailUpdateConfirm" />
      {snapshot.matches("failed") ? (
        <>
          <FormAlert>{text(snapshot.context.error)}</FormAlert>
          <p className="text-sm">
            <Link to="/login" className={linkClass}>
              <FormattedMessage id="auth.emailConfirm.toLogin" />
            </Link>
          </p>
        </>
      ) : (
        <LoadingLine messageId="auth.emailConfirm.confirming" />
      )}
    </div>
  );
};
