/**
 * The forgot-password screen (spec 01 section 2): one e-mail field, Back (to login) and submit.
 * Success replaces the form with the notice; failure returns the form with what was typed.
 */
import { FormattedMessage, useIntl } from "react-intl";
import type { ResetRequestField } from "../../../machines/password-reset/password-reset-request.machine";
import { useFlow } from "../../app/use-flow";
import { SubmitButton, TextField } from "../../ui/form";
import { AuthHeading, secondaryButtonClass } from "./auth-heading";
import { passwordResetRequestMachine } from "../../../machines/password-reset/password-reset-request.machine";
import { useResetRequestFlow } from "./flow-implementations";
import { FlowFormFrame, useFlowForm } from "./flow-form";

const FIELDS: ReadonlyArray<ResetRequestField> = ["email"];

const MailIcon = () => (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    className="size-6"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3.5 6.5 8.5 6 8.5-6" />
  </svg>
);

export const ResetRequestForm = () => {
  const intl = useIntl();
  const machine = useResetRequestFlow(passwordResetRequestMachine);
  const [snapshot, send, actor] = useFlow(machine, "passwordResetRequest");
  const { values, errors, formError } = snapshot.context;
  const busy = snapshot.matches("submitting");
  const { onSubmit, field } = useFlowForm({ fields: FIELDS, values, errors, send, errorsNow: () => actor.getSnapshot().context.errors });
  const back = (
    <button type="button" onClick={() => send({ type: "form.back" })} className={secondaryButtonClass}>
      <FormattedMessage id="auth.reset.back" />
    </button>
  );

  if (snapshot.matches("sent")) {
    return (
      <div className="space-y-8">
        <AuthHeading titleId="page.resetPassword" />
        <div
          role="status"
          className="flex gap-4 rounded-xl border border-teal-200 bg-teal-50 p-5 text-teal-950 dark:border-teal-800 dark:bg-teal-950/50 dark:text-teal-50"
        >
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-teal-700 text-white dark:bg-teal-400 dark:text-slate-950">
            <MailIcon />
          </span>
          <p className="text-sm leading-6">
            <FormattedMessage id="auth.reset.sent" />
          </p>
        </div>
        {back}
      </div>
    );
  }

  return (
    <div className="space-y-8">
      <FlowFormFrame titleId="page.resetPassword" introId="auth.reset.intro" formError={formError} busy={busy} onSubmit={onSubmit}>
        <TextField
          {...field("email")}
          label={intl.formatMessage({ id: "auth.reset.email" })}
          // type "text": an e-mail input would trim what was typed, hiding the not-blank rule.
          type="text"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={255}
          required
        />
        <div className="grid grid-cols-2 gap-3">
          {back}
          <SubmitButton busy={busy}>
            <FormattedMessage id="auth.reset.submit" />
          </SubmitButton>
        </div>
      </FlowFormFrame>
    </div>
  );
};
