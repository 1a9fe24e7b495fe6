/**
 * Reports by e-mail (issue 37 item 4; docs/decisions/087-report-schedules.md): a saved report view
 * scheduled daily or weekly at an hour of the publisher's time zone, to recipients among the account's
 * e-mails. At each run the backend e-mails the view's report as CSV (what the tab's export gives for
 * the same query) covering the period just before the run: the day before for a daily schedule, the
 * seven days before for a weekly one. A schedule keeps a copy of its view (name, tab and the export's
 * query), taken when it was saved: editing the schedule takes the view as it is then. One schedule per
 * view; listed, edited, paused and resumed, deleted.
 *
 * An optional capability: a backend without this group (404 or 501 on its first call, the list) leaves
 * the portal without "Schedule by e-mail" and its list, and shows no error (src/api/groups.ts marks it
 * optional; decision 085).
 */
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform";
import { Schema } from "effect";
import { ConstraintViolationList, HydraCollection, IdParam, Iri, NotFound, ld, mergePatch } from "./hydra";
import { Session } from "./session";

/** Schedules a publisher may hold at once. */
export const REPORT_SCHEDULES_LIMIT = 20;
/** A schedule's longest name (a saved view's, contracts/report-views.contract.ts). */
export const SCHEDULE_NAME_MAX = 60;
/** A schedule's longest query (a saved view's). */
export const SCHEDULE_QUERY_MAX = 1500;
/** Recipients at most. */
export const SCHEDULE_RECIPIENTS_MAX = 10;

/** The statistics tabs a saved view can be of (the export of each is `/ch/reports/<tab>/export`). */
export const SCHEDULED_TABS = ["summary", "revenue", "goalPerformance"] as const;
export const ScheduledTab = Schema.Literal(...SCHEDULED_TABS).annotations({ identifier: "ScheduledTab" });
export type ScheduledTab = typeof ScheduledTab.Type;

export const SCHEDULE_FREQUENCIES = ["daily", "weekly"] as const;
export const ScheduleFrequency = Schema.Literal(...SCHEDULE_FREQUENCIES).annotations({
  identifier: "ScheduleFrequency",
  description: "daily: every day, covering the day before; weekly: on one day of the week, covering the seven days before",
});
export type ScheduleFrequency = typeof ScheduleFrequency.Type;

const Weekday = Schema.Int.pipe(
  Schema.between(1, 7, { message: () => "The day of the week should be from 1 (Monday) to 7 (Sunday)." }),
).annotations({ description: "ISO 8601: 1 is Monday, 7 is Sunday" });

const Hour = Schema.Int.pipe(Schema.between(0, 23, { message: () => "The hour should be from 0 to 23." })).annotations({
  description: "The hour of the day (0-23) in the publisher's time zone, on the hour",
});

const ViewId = Schema.String.pipe(
  Schema.pattern(/^[a-z0-9][a-z0-9-]{0,39}$/, { message: () => 'The view id should be letters, digits or "-", at most 40.' }),
).annotations({ description: "The saved view's id (contracts/report-views.contract.ts)" });

const Query = Schema.String.pipe(
  Schema.maxLength(SCHEDULE_QUERY_MAX, { message: () => `The view's query should be at most ${SCHEDULE_QUERY_MAX} characters.` }),
).annotations({
  description:
    "The query of the tab's CSV export without '?' (ReportCsvQuery: grouping, filters, order, columns). " +
    "dateRange and date are left out: each e-mail covers its own period",
});

const fields = {
  viewId: ViewId,
  name: Schema.String.pipe(
    Schema.maxLength(SCHEDULE_NAME_MAX, { message: () => `The name should be at most ${SCHEDULE_NAME_MAX} characters.` }),
  ).annotations({ description: "The view's name: the e-mail's subject says it" }),
  tab: ScheduledTab,
  query: Query,
  frequency: ScheduleFrequency,
  hour: Hour,
  recipients: Schema.Array(Schema.String)
    .pipe(Schema.maxItems(SCHEDULE_RECIPIENTS_MAX, { message: () => `At most ${SCHEDULE_RECIPIENTS_MAX} recipients.` }))
    .annotations({ description: "E-mail addresses among the account's" }),
};

export const ReportSchedule = Schema.Struct({
  "@context": Schema.optional(Schema.String),
  "@id": Iri,
  "@type": Schema.Literal("ReportSchedule"),
  id: Schema.Int,
  ...fields,
  weekday: Schema.NullOr(Weekday).annotations({ description: "The day of a weekly schedule; null for a daily one" }),
  timeZone: Schema.String.annotations({ description: "The publisher's time zone (IANA), which the hour is in" }),
  paused: Schema.Boolean,
  nextRunAt: Schema.NullOr(Schema.String).annotations({ description: "RFC 3339: when the next e-mail goes; null while paused" }),
  lastSentAt: Schema.NullOr(Schema.String).annotations({ description: "RFC 3339: when the last e-mail went; null: none yet" }),
  createdAt: Schema.String.annotations({ description: "RFC 3339" }),
}).annotations({ identifier: "ReportSchedule" });
export type ReportSchedule = typeof ReportSchedule.Type;

export const ReportScheduleInput = Schema.Struct({
  ...fields,
  weekday: Schema.optionalWith(Schema.NullOr(Weekday), { exact: true }).annotations({
    description: "Required for a weekly schedule; left out or null for a daily one",
  }),
}).annotations({ identifier: "ReportScheduleInput" });
export type ReportScheduleInput = typeof ReportScheduleInput.Type;

/** A change: any of the input's fields (a new frequency, hour, recipients; the view as it is now), or paused / resumed. */
export const ReportSchedulePatch = Schema.Struct({
  viewId: Schema.optionalWith(fields.viewId, { exact: true }),
  name: Schema.optionalWith(fields.name, { exact: true }),
  tab: Schema.optionalWith(fields.tab, { exact: true }),
  query: Schema.optionalWith(fields.query, { exact: true }),
  frequency: Schema.optionalWith(fields.frequency, { exact: true }),
  hour: Schema.optionalWith(fields.hour, { exact: true }),
  recipients: Schema.optionalWith(fields.recipients, { exact: true }),
  weekday: Schema.optionalWith(Schema.NullOr(Weekday), { exact: true }),
  paused: Schema.optionalWith(Schema.Boolean, { exact: true }).annotations({
    description: "true: no e-mail until resumed; false: resumed, the next run counted from now (runs missed while paused are not sent)",
  }),
}).annotations({ identifier: "ReportSchedulePatch" });
export type ReportSchedulePatch = typeof ReportSchedulePatch.Type;

export const ReportSchedulesGroup = HttpApiGroup.make("reportSchedules")
  .add(HttpApiEndpoint.get("list", "/report_schedules").addSuccess(ld(HydraCollection(ReportSchedule, "ReportScheduleCollection"))))
  .add(
    HttpApiEndpoint.post("create", "/report_schedules")
      .setPayload(ld(ReportScheduleInput))
      .addSuccess(ld(ReportSchedule), { status: 201 })
      .addError(ConstraintViolationList),
  )
  .add(
    HttpApiEndpoint.patch("update", "/report_schedules/:id")
      .setPath(IdParam)
      .setPayload(mergePatch(ReportSchedulePatch))
      .addSuccess(ld(ReportSchedule))
      .addError(NotFound)
      .addError(ConstraintViolationList),
  )
  .add(HttpApiEndpoint.del("remove", "/report_schedules/:id").setPath(IdParam).addSuccess(HttpApiSchema.NoContent).addError(NotFound))
  .middleware(Session);
