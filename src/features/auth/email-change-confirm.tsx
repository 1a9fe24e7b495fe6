/**
 * E-mail change confirmation (spec 01 section 2): confirms on open, then opens settings with
 * "Email updated"; on failure the server's text stays on the page with a link to login.
 */
import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";
import { useFlow } from "../../app/use-flow";
import { FormAlert, useFormText } from "../../ui/form";
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
        <p role="status" className="flex items-center gap-3 text-sm text-slate-600 dark:text-slate-400">
          <span
            aria-hidden="true"
            className="size-5 animate-spin rounded-full border-2 border-teal-600 border-t-transparent dark:border-teal-400 dark:border-t-transparent"
          />
          <FormattedMessage id="auth.emailConfirm.confirming" />
        </p>
      )}
    </div>
  );
};
