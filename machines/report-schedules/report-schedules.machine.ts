/**
 * Reports by e-mail (issue 37 item 4; docs/decisions/087-report-schedules.md): the publisher's report
 * schedules load; "Schedule by e-mail" on a saved view opens the form for that view (its schedule when
 * it has one: the view is scheduled once), whose frequency, day, hour and recipients the server checks
 * (a 422's violations go to their fields, those of no field above the form; what was chosen stays);
 * saving creates the schedule or changes it, the view as it is now going with it. A schedule deleted
 * meanwhile (404 on a change) is said above the form, which then saves it anew. From the list, a
 * schedule is paused or resumed (a failure is said above the list) and deleted after a confirmation (a
 * schedule gone already counts deleted).
 */
import { assign, setup } from "xstate";
import type { ReportSchedule, ReportScheduleInput, ScheduleFrequency, ScheduledTab } from "../../contracts/report-schedules.contract";
import {
  type FieldErrors,
  type FormMessage,
  formErrorOf,
  formFailureOf,
  isTag,
  violationsOfNoField,
  withoutErrorsOf,
} from "../form/form-model";
import { providedByTheApp } from "../provided-by-the-app";

/** What a schedule e-mails: a saved view as it is now (or as its schedule kept it, once the view is gone). */
export interface ScheduleSubject {
  readonly viewId: string;
  readonly name: string;
  readonly tab: ScheduledTab;
  /** The tab's export query for the view, without its period. */
  readonly query: string;
}

/** What the form holds; `weekday` (ISO, 1 Monday) is kept while daily is chosen, and sent only for weekly. */
export interface ScheduleValues {
  readonly frequency: ScheduleFrequency;
  readonly weekday: number;
  readonly hour: number;
  readonly recipients: ReadonlyArray<string>;
}

export const SCHEDULE_FIELDS = ["frequency", "weekday", "hour", "recipients"] as const;
export type ScheduleField = (typeof SCHEDULE_FIELDS)[number];

/** A new schedule: daily at 09:00, Monday when made weekly, to the addresses the page offers first. */
export const newScheduleValues = (recipients: ReadonlyArray<string>): ScheduleValues => ({
  frequency: "daily",
  weekday: 1,
  hour: 9,
  recipients,
});

export interface ReportSchedulesContext {
  entries: ReadonlyArray<ReportSchedule>;
  /** Why the list is not shown. */
  loadError: FormMessage | null;
  /** The view the form schedules. */
  subject: ScheduleSubject | null;
  /** The schedule the form changes; null: it makes a new one. */
  editing: number | null;
  values: ScheduleValues;
  /** The values the form opened with (a change from them asks before the form is thrown away). */
  opened: ScheduleValues;
  errors: FieldErrors<ScheduleField>;
  formError: FormMessage | null;
  /** The schedule being paused, resumed or deleted. */
  target: number | null;
  /** Why a pause, a resumption or a deletion failed (above the list, or in the delete dialog). */
  notice: FormMessage | null;
}

export type ReportSchedulesEvent =
  | { type: "list.retry" }
  | { type: "schedule.open"; subject: ScheduleSubject; recipients: ReadonlyArray<string> }
  | { type: "field.change"; values: Partial<ScheduleValues> }
  | { type: "form.submit" }
  | { type: "form.cancel" }
  | { type: "schedule.pause"; id: number }
  | { type: "schedule.resume"; id: number }
  | { type: "schedule.delete"; id: number }
  | { type: "delete.confirm" }
  | { type: "delete.cancel" };

/** What a save sends: a new schedule's whole input, or a change's (the same fields; the server keeps the rest). */
export interface ScheduleSave {
  readonly id: number | null;
  readonly payload: ReportScheduleInput;
}

/** The payload of the form for its view: the day only for a weekly schedule. */
export const schedulePayload = (subject: ScheduleSubject, values: ScheduleValues): ReportScheduleInput => ({
  ...subject,
  frequency: values.frequency,
  weekday: values.frequency === "weekly" ? values.weekday : null,
  hour: values.hour,
  recipients: values.recipients,
});

/** A schedule's values in the form. */
const valuesOf = (schedule: ReportSchedule): ScheduleValues => ({
  frequency: schedule.frequency,
  weekday: schedule.weekday ?? 1,
  hour: schedule.hour,
  recipients: schedule.recipients,
});

/** A failed save: violations on their fields, those of no field above the form, any other failure there too. */
const saveFailure = (error: unknown) => {
  const { errors, formError } = formFailureOf(error, SCHEDULE_FIELDS);
  const others = violationsOfNoField(error, SCHEDULE_FIELDS);
  return { errors, formError: others.length > 0 ? { text: others.map((v) => v.message).join("\n") } : formError };
};

const without = (entries: ReadonlyArray<ReportSchedule>, id: number | null) => entries.filter((s) => s.id !== id);
const withSaved = (entries: ReadonlyArray<ReportSchedule>, saved: ReportSchedule) =>
  entries.some((s) => s.id === saved.id) ? entries.map((s) => (s.id === saved.id ? saved : s)) : [...entries, saved];

/** The message above the form when the schedule it changes was deleted meanwhile. */
export const SCHEDULE_GONE: FormMessage = { id: "reportSchedules.gone" };

export const reportSchedulesMachine = setup({
  types: { context: {} as ReportSchedulesContext, events: {} as ReportSchedulesEvent },
  actors: {
    /** GET /report_schedules. */
    loadList: providedByTheApp<ReadonlyArray<ReportSchedule>, void>("loadList"),
    /** POST /report_schedules, or PATCH /report_schedules/{id} with the form's fields. */
    saveSchedule: providedByTheApp<ReportSchedule, ScheduleSave>("saveSchedule"),
    /** PATCH /report_schedules/{id} { paused }. */
    setPaused: providedByTheApp<ReportSchedule, { id: number; paused: boolean }>("setPaused"),
    /** DELETE /report_schedules/{id}. */
    deleteSchedule: providedByTheApp<void, { id: number }>("deleteSchedule"),
  },
  actions: {
    /** The schedule is saved (a notification naming its view). */
    notifySaved: (_, _params: { name: string }) => {},
    /** The schedule is deleted (a notification). */
    notifyDeleted: () => {},
  },
  guards: {
    isKnown: ({ context, event }) => "id" in event && context.entries.some((s) => s.id === event.id),
    isPaused: ({ context, event }) => "id" in event && context.entries.some((s) => s.id === event.id && s.paused),
    isRunning: ({ context, event }) => "id" in event && context.entries.some((s) => s.id === event.id && !s.paused),
    /** Deleted already (elsewhere): a 404. */
    isGone: (_, { error }: { error: unknown }) => isTag(error, "RequestFailed") && error.status === 404,
  },
}).createMachine({
  id: "reportSchedules",
  context: {
    entries: [],
    loadError: null,
    subject: null,
    editing: null,
    values: newScheduleValues([]),
    opened: newScheduleValues([]),
    errors: {},
    formError: null,
    target: null,
    notice: null,
  },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadList",
        src: "loadList",
        onDone: { target: "idle", actions: assign({ entries: ({ event }) => event.output, loadError: null }) },
        onError: { target: "loadFailed", actions: assign({ loadError: ({ event }) => formErrorOf(event.error) }) },
      },
    },
    loadFailed: { on: { "list.retry": "loading" } },
    idle: {
      on: {
        "schedule.open": {
          target: "editing",
          actions: assign(({ context, event }) => {
            const scheduled = context.entries.find((s) => s.viewId === event.subject.viewId);
            const values = scheduled ? valuesOf(scheduled) : newScheduleValues(event.recipients);
            return {
              subject: event.subject,
              editing: scheduled?.id ?? null,
              values,
              opened: values,
              errors: {},
              formError: null,
              notice: null,
            };
          }),
        },
        "schedule.pause": { guard: "isRunning", target: "toggling", actions: assign({ target: ({ event }) => event.id, notice: null }) },
        "schedule.resume": { guard: "isPaused", target: "toggling", actions: assign({ target: ({ event }) => event.id, notice: null }) },
        "schedule.delete": { guard: "isKnown", target: "deleting", actions: assign({ target: ({ event }) => event.id, notice: null }) },
      },
    },
    editing: {
      initial: "form",
      on: {
        "field.change": {
          actions: assign(({ context, event }) => ({
            values: { ...context.values, ...event.values },
            errors: withoutErrorsOf(context.errors, event.values),
          })),
        },
      },
      states: {
        form: {
          on: {
            "form.submit": { target: "saving", actions: assign({ errors: {}, formError: null }) },
            "form.cancel": {
              target: "#reportSchedules.idle",
              actions: assign({ subject: null, editing: null, errors: {}, formError: null }),
            },
          },
        },
        saving: {
          invoke: {
            id: "saveSchedule",
            src: "saveSchedule",
            input: ({ context }) => ({ id: context.editing, payload: schedulePayload(context.subject!, context.values) }),
            onDone: {
              target: "#reportSchedules.idle",
              actions: [
                assign(({ context, event }) => ({ entries: withSaved(context.entries, event.output), subject: null, editing: null })),
                { type: "notifySaved", params: ({ event }) => ({ name: event.output.name }) },
              ],
            },
            onError: [
              {
                // Deleted meanwhile: said above the form, which now makes it anew.
                guard: { type: "isGone", params: ({ event }) => ({ error: event.error }) },
                target: "form",
                actions: assign(({ context }) => ({
                  entries: without(context.entries, context.editing),
                  editing: null,
                  formError: SCHEDULE_GONE,
                })),
              },
              { target: "form", actions: assign(({ event }) => saveFailure(event.error)) },
            ],
          },
        },
      },
    },
    toggling: {
      invoke: {
        id: "setPaused",
        src: "setPaused",
        input: ({ context }) => ({ id: context.target!, paused: !context.entries.find((s) => s.id === context.target)!.paused }),
        onDone: {
          target: "idle",
          actions: assign(({ context, event }) => ({ entries: withSaved(context.entries, event.output), target: null })),
        },
        onError: [
          {
            guard: { type: "isGone", params: ({ event }) => ({ error: event.error }) },
            target: "idle",
            actions: assign(({ context }) => ({ entries: without(context.entries, context.target), target: null, notice: SCHEDULE_GONE })),
          },
          { target: "idle", actions: assign({ target: null, notice: ({ event }) => formErrorOf(event.error) }) },
        ],
      },
    },
    deleting: {
      initial: "confirming",
      states: {
        confirming: {
          on: {
            "delete.confirm": { target: "removing", actions: assign({ notice: null }) },
            "delete.cancel": { target: "#reportSchedules.idle", actions: assign({ target: null, notice: null }) },
          },
        },
        removing: {
          invoke: {
            id: "deleteSchedule",
            src: "deleteSchedule",
            input: ({ context }) => ({ id: context.target! }),
            onDone: {
              target: "#reportSchedules.idle",
              actions: [assign({ entries: ({ context }) => without(context.entries, context.target), target: null }), "notifyDeleted"],
            },
            onError: [
              {
                guard: { type: "isGone", params: ({ event }) => ({ error: event.error }) },
                target: "#reportSchedules.idle",
                actions: [assign({ entries: ({ context }) => without(context.entries, context.target), target: null }), "notifyDeleted"],
              },
              { target: "confirming", actions: assign({ notice: ({ event }) => formErrorOf(event.error) }) },
            ],
          },
        },
      },
    },
  },
});
