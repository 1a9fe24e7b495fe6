/**
 * Reports by e-mail under the saved views (issue 37 item 4; decision 087), loaded once the backend is
 * known to have them (decision 085): the flow (machines/report-schedules) drawn state by state. The
 * schedules listed (the view, how often and when in the publisher's time zone, the recipients, the
 * next e-mail or Paused, the last one sent), each with Edit, Pause or Resume, and Delete (asked
 * first); nothing while there are none. A view's "Schedule by e-mail" (`request`) opens the form for
 * it once the list is there; the form's dialog loads when first needed.
 */
import { Suspense, useEffect, useEffectEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { ReportSchedule } from "../../../../contracts/report-schedules.contract";
import { usePublisher } from "../../../app/react";
import { timeZoneLabel } from "../../../lib/dates";
import { FormAlert, useFormText } from "../../../ui/form";
import { useDateTimeFormat, usePublisherDays } from "../../../ui/list";
import { lazyComponent } from "../../../ui/lazy-component";
import { type NeedsNetwork, NetworkButton, useNeedsNetwork } from "../../../ui/needs-network";
import type { SavedReportView } from "../report-preferences";
import { DeleteScheduleDialog } from "./delete-dialog";
import { useReportSchedulesFlow } from "./flow-implementations";
import { subjectOfSchedule, subjectOfView } from "./schedule-subject";
import { hourText, weekdayText } from "./schedule-texts";
import { deleteRowButton, quietButton, rowButton } from "./styles";

const ScheduleDialog = lazyComponent(() => import("./schedule-dialog"));

export interface SchedulesPanelProps {
  /** The saved views (a schedule's Edit takes its view as it is now). */
  readonly views: ReadonlyArray<SavedReportView>;
  /** A view whose "Schedule by e-mail" was chosen, until the form has opened for it. */
  readonly request: SavedReportView | null;
  readonly onRequestTaken: () => void;
}

const Schedule = ({
  schedule,
  enabled,
  network,
  onEdit,
  onToggle,
  onDelete,
}: {
  schedule: ReportSchedule;
  enabled: boolean;
  /** The list's one reason for the actions that wait offline (Pause and Resume; opening Edit or Delete stays). */
  network: NeedsNetwork;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
}) => {
  const intl = useIntl();
  const dateTime = useDateTimeFormat(schedule.timeZone);
  const time = hourText(schedule.hour, intl.locale);
  const name = schedule.name;
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm dark:border-slate-700 dark:bg-slate-900">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-medium break-words text-slate-900 dark:text-slate-50">{name}</span>
          <span className="text-xs text-slate-500 dark:text-slate-400">
            <FormattedMessage id={`reports.tab.${schedule.tab}`} />
          </span>
          {schedule.paused && (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-300 dark:bg-amber-400/15 dark:text-amber-200 dark:ring-amber-400/40">
              <FormattedMessage id="reportSchedules.paused" />
            </span>
          )}
        </p>
        <p className="text-slate-700 dark:text-slate-200">
          {schedule.frequency === "weekly" && schedule.weekday !== null ? (
            <FormattedMessage
              id="reportSchedules.rule.weekly"
              values={{ weekday: weekdayText(schedule.weekday, intl.locale), time, timeZone: schedule.timeZone }}
            />
          ) : (
            <FormattedMessage id="reportSchedules.rule.daily" values={{ time, timeZone: schedule.timeZone }} />
          )}
        </p>
        <p className="break-all text-slate-600 dark:text-slate-300">
          <FormattedMessage id="reportSchedules.to" values={{ recipients: schedule.recipients.join(", ") }} />
        </p>
        <p className="text-xs text-slate-500 tabular-nums dark:text-slate-400">
          {schedule.nextRunAt !== null && <FormattedMessage id="reportSchedules.next" values={{ when: dateTime(schedule.nextRunAt) }} />}
          {schedule.nextRunAt !== null && " · "}
          {schedule.lastSentAt === null ? (
            <FormattedMessage id="reportSchedules.neverSent" />
          ) : (
            <FormattedMessage id="reportSchedules.lastSent" values={{ when: dateTime(schedule.lastSentAt) }} />
          )}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-1">
        <button
          type="button"
          className={rowButton}
          disabled={!enabled}
          aria-label={intl.formatMessage({ id: "reportSchedules.editLabel" }, { name })}
          onClick={onEdit}
        >
          <FormattedMessage id="reportSchedules.edit" />
        </button>
        <NetworkButton
          network={network}
          className={rowButton}
          disabled={!enabled}
          aria-label={intl.formatMessage({ id: schedule.paused ? "reportSchedules.resumeLabel" : "reportSchedules.pauseLabel" }, { name })}
          onClick={onToggle}
        >
          <FormattedMessage id={schedule.paused ? "reportSchedules.resume" : "reportSchedules.pause"} />
        </NetworkButton>
        <button
          type="button"
          className={deleteRowButton}
          disabled={!enabled}
          aria-label={intl.formatMessage({ id: "reportSchedules.deleteLabel" }, { name })}
          onClick={onDelete}
        >
          <FormattedMessage id="reportSchedules.delete" />
        </button>
      </div>
    </li>
  );
};

export default function SchedulesPanel({ views, request, onRequestTaken }: SchedulesPanelProps) {
  const intl = useIntl();
  const text = useFormText();
  const publisher = usePublisher();
  const { timeZone } = usePublisherDays();
  const [state, send] = useReportSchedulesFlow();
  const { entries, loadError, subject, editing, values, opened, errors, formError, target, notice } = state.context;
  const roles = publisher.customer.roles;
  // The account's e-mails: its confirmed address (a new one waiting for its link is named in the form, not offered).
  const accountEmails = [publisher.email];
  const idle = state.matches("idle");
  const network = useNeedsNetwork();

  const open = useEffectEvent((view: SavedReportView) => {
    onRequestTaken();
    const asked = subjectOfView(view, roles);
    if (asked) send({ type: "schedule.open", subject: asked, recipients: accountEmails });
  });
  // A view's "Schedule by e-mail" opens the form once the list is there (a view is scheduled once).
  useEffect(() => {
    if (request && idle) open(request);
  }, [request, idle]);

  const edit = (schedule: ReportSchedule) => {
    const view = views.find((v) => v.id === schedule.viewId);
    const now = view ? subjectOfView(view, roles) : null;
    send({ type: "schedule.open", subject: now ?? subjectOfSchedule(schedule), recipients: accountEmails });
  };

  const deleting = state.matches("deleting") ? entries.find((s) => s.id === target) : undefined;
  const saving = state.matches({ editing: "saving" });
  return (
    <>
      {state.matches("loadFailed") && (
        <div className="space-y-2">
          <FormAlert>{text(loadError)}</FormAlert>
          <NetworkButton className={quietButton} onClick={() => send({ type: "list.retry" })}>
            <FormattedMessage id="reportSchedules.retry" />
          </NetworkButton>
        </div>
      )}
      {entries.length > 0 && (
        <section aria-labelledby="report-schedules-title" className="space-y-2">
          <h2 id="report-schedules-title" className="text-sm font-medium text-slate-700 dark:text-slate-200">
            <FormattedMessage id="reportSchedules.title" />
          </h2>
          {notice && !deleting && <FormAlert>{text(notice)}</FormAlert>}
          {network.note}
          <ul className="grid gap-2 lg:grid-cols-2">
            {entries.map((schedule) => (
              <Schedule
                key={schedule.id}
                schedule={schedule}
                enabled={idle}
                network={network}
                onEdit={() => edit(schedule)}
                onToggle={() => send({ type: schedule.paused ? "schedule.resume" : "schedule.pause", id: schedule.id })}
                onDelete={() => send({ type: "schedule.delete", id: schedule.id })}
              />
            ))}
          </ul>
        </section>
      )}
      {entries.length === 0 && notice && <FormAlert>{text(notice)}</FormAlert>}
      {state.matches("editing") && subject && (
        <Suspense fallback={null}>
          <ScheduleDialog
            subject={subject}
            editing={editing !== null}
            busy={saving}
            values={values}
            initial={opened}
            errors={errors}
            formError={formError}
            accountEmails={accountEmails}
            pendingEmail={publisher.temporaryEmail}
            timeZone={timeZone}
            timeZoneLabel={`${timeZone} (${timeZoneLabel(timeZone, intl.locale)})`}
            onChange={(next) => send({ type: "field.change", values: next })}
            onSubmit={() => send({ type: "form.submit" })}
            onCancel={() => send({ type: "form.cancel" })}
          />
        </Suspense>
      )}
      {deleting && (
        <DeleteScheduleDialog
          name={deleting.name}
          busy={state.matches({ deleting: "removing" })}
          notice={notice}
          onConfirm={() => send({ type: "delete.confirm" })}
          onCancel={() => send({ type: "delete.cancel" })}
        />
      )}
    </>
  );
}
