/**
 * "Schedule by e-mail" (issue 37 item 4): a saved view's schedule in one Headless UI dialog, loaded
 * when first opened. How often (daily, covering the day before; weekly, covering the seven days
 * before, on a day of the week), the hour in the publisher's time zone (named beside it), the
 * recipients among the account's e-mails (a change of e-mail waiting for its link is named, not
 * offered), and when the first e-mail would go. The server's messages go to their fields, the others
 * above the form; what was chosen stays. Escape or a click outside asks first once something changed.
 */
import { Description } from "@headlessui/react";
import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { SCHEDULE_FREQUENCIES } from "../../../../contracts/report-schedules.contract";
import type { ScheduleField, ScheduleSubject, ScheduleValues } from "../../../../machines/report-schedules/report-schedules.machine";
import type { FieldErrors, FormMessage } from "../../../../machines/form/form-model";
import { FieldError, FieldLabel } from "../../../ui/form/field";
import { FormAlert, SubmitButton, useFormText } from "../../../ui/form";
import { ModalFrame, ModalTitle } from "../../../ui/modal";
import { HOURS, WEEKDAYS, firstRunText, hourText, weekdayText } from "./schedule-texts";
import { quietButton } from "./styles";

export interface ScheduleDialogProps {
  readonly subject: ScheduleSubject;
  /** Whether the view has a schedule already (the dialog changes it). */
  readonly editing: boolean;
  readonly busy: boolean;
  readonly values: ScheduleValues;
  /** The values the dialog opened with: a change from them asks before Escape throws it away. */
  readonly initial: ScheduleValues;
  readonly errors: FieldErrors<ScheduleField>;
  readonly formError: FormMessage | null;
  /** The account's e-mails, the recipients to choose among. */
  readonly accountEmails: ReadonlyArray<string>;
  /** A new e-mail waiting for its confirmation link, not offered until confirmed. */
  readonly pendingEmail: string | null;
  readonly timeZone: string;
  /** The zone's label beside its name ("Europe/Kyiv (GMT+2)"). */
  readonly timeZoneLabel: string;
  readonly onChange: (values: Partial<ScheduleValues>) => void;
  readonly onSubmit: () => void;
  readonly onCancel: () => void;
}

const selectClass =
  "block w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm outline-none focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 sm:w-56 dark:bg-slate-900 dark:text-slate-100 dark:[color-scheme:dark] dark:focus:border-teal-400 dark:focus:ring-teal-400/30";
const border = (error: string | undefined) => (error ? "border-red-500 dark:border-red-400" : "border-slate-300 dark:border-slate-700");
const choiceLabel =
  "flex min-h-11 cursor-pointer items-start gap-3 rounded-lg px-2 py-2 hover:bg-slate-50 sm:min-h-0 dark:hover:bg-slate-800/60";
const choiceInput = "mt-0.5 size-5 shrink-0 accent-teal-700 dark:accent-teal-400";

/** A fieldset of choices with its legend, hint and error. */
const Choices = ({
  legend,
  hint,
  error,
  children,
}: {
  legend: string;
  hint?: string | undefined;
  error: string | undefined;
  children: React.ReactNode;
}) => {
  const id = useId();
  return (
    <fieldset
      aria-describedby={[error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined}
      aria-invalid={error ? true : undefined}
      className="space-y-1.5"
    >
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
      <ul className="space-y-1">{children}</ul>
      <FieldError id={id} error={error} />
    </fieldset>
  );
};

/** A native select with its label, hint and error. */
const Select = ({
  label,
  hint,
  error,
  value,
  disabled,
  options,
  onChange,
}: {
  label: string;
  hint?: string;
  error: string | undefined;
  value: number;
  disabled: boolean;
  options: ReadonlyArray<{ value: number; label: string }>;
  onChange: (value: number) => void;
}) => {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <FieldLabel id={id} label={label} />
      <select
        id={id}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined}
        onChange={(event) => onChange(Number(event.target.value))}
        className={`${selectClass} ${border(error)}`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
};

const same = (a: ScheduleValues, b: ScheduleValues) => JSON.stringify(a) === JSON.stringify(b);

export default function ScheduleDialog(props: ScheduleDialogProps) {
  const { subject, editing, busy, values, initial, errors, formError, accountEmails, pendingEmail, timeZone, timeZoneLabel } = props;
  const { onChange, onSubmit, onCancel } = props;
  const intl = useIntl();
  const text = useFormText();
  const weekly = values.frequency === "weekly";
  const tab = intl.formatMessage({ id: `reports.tab.${subject.tab}` });
  return (
    <ModalFrame width="lg" busy={busy} dirty={!same(values, initial)} onClose={() => !busy && onCancel()}>
      <ModalTitle>
        <FormattedMessage id={editing ? "reportSchedules.form.titleEdit" : "reportSchedules.form.titleNew"} />
      </ModalTitle>
      <Description className="mt-1 text-sm break-words text-slate-600 dark:text-slate-300">
        <FormattedMessage id="reportSchedules.form.subject" values={{ name: subject.name, tab }} />
      </Description>
      <form
        noValidate
        className="mt-4 space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) onSubmit();
        }}
      >
        {formError && <FormAlert>{text(formError)}</FormAlert>}
        <Choices legend={intl.formatMessage({ id: "reportSchedules.field.frequency" })} error={text(errors.frequency)}>
          {SCHEDULE_FREQUENCIES.map((frequency) => (
            <li key={frequency}>
              <label className={choiceLabel}>
                <input
                  type="radio"
                  name="frequency"
                  value={frequency}
                  checked={values.frequency === frequency}
                  disabled={busy}
                  onChange={() => onChange({ frequency })}
                  className={choiceInput}
                />
                <span className="text-sm">
                  <span className="block font-medium text-slate-800 dark:text-slate-100">
                    <FormattedMessage id={`reportSchedules.frequency.${frequency}`} />
                  </span>
                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                    <FormattedMessage id={`reportSchedules.frequency.${frequency}.hint`} />
                  </span>
                </span>
              </label>
            </li>
          ))}
        </Choices>
        <div className="flex flex-col gap-4 sm:flex-row">
          {weekly && (
            <Select
              label={intl.formatMessage({ id: "reportSchedules.field.weekday" })}
              error={text(errors.weekday)}
              value={values.weekday}
              disabled={busy}
              options={WEEKDAYS.map((day) => ({ value: day, label: weekdayText(day, intl.locale) }))}
              onChange={(weekday) => onChange({ weekday })}
            />
          )}
          <Select
            label={intl.formatMessage({ id: "reportSchedules.field.hour" })}
            hint={intl.formatMessage({ id: "reportSchedules.field.hour.hint" }, { timeZone: timeZoneLabel })}
            error={text(errors.hour)}
            value={values.hour}
            disabled={busy}
            options={HOURS.map((hour) => ({ value: hour, label: hourText(hour, intl.locale) }))}
            onChange={(hour) => onChange({ hour })}
          />
        </div>
        <Choices
          legend={intl.formatMessage({ id: "reportSchedules.field.recipients" })}
          hint={
            pendingEmail
              ? intl.formatMessage({ id: "reportSchedules.field.recipients.pending" }, { email: pendingEmail })
              : intl.formatMessage({ id: "reportSchedules.field.recipients.hint" })
          }
          error={text(errors.recipients)}
        >
          {accountEmails.map((email) => (
            <li key={email}>
              <label className={`${choiceLabel} items-center`}>
                <input
                  type="checkbox"
                  checked={values.recipients.includes(email)}
                  disabled={busy}
                  onChange={(event) =>
                    onChange({
                      recipients: event.target.checked
                        ? accountEmails.filter((e) => e === email || values.recipients.includes(e))
                        : values.recipients.filter((e) => e !== email),
                    })
                  }
                  className={`${choiceInput} mt-0`}
                />
                <span className="text-sm break-all text-slate-800 dark:text-slate-100">{email}</span>
              </label>
            </li>
          ))}
        </Choices>
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-200">
          <FormattedMessage id="reportSchedules.form.first" values={{ when: firstRunText(values, timeZone), timeZone: timeZoneLabel }} />
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={quietButton} disabled={busy} onClick={onCancel}>
            <FormattedMessage id="confirm.cancel" />
          </button>
          <div>
            <SubmitButton busy={busy}>
              <FormattedMessage id="reportSchedules.form.submit" />
            </SubmitButton>
          </div>
        </div>
      </form>
    </ModalFrame>
  );
}
