/**
 * What the report schedules' model test cannot reach (issue 33: the mutants that survived it): the
 * model sends only the events a state offers with ids it knows, holds one schedule at most and its
 * server refuses a save on a field only. Here the list holds a running and a paused schedule, events
 * name ids it does not hold, and the answers are made to the point.
 */
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { ReportSchedule } from "../../contracts/report-schedules.contract";
import { ValidationFailed } from "../../src/api/errors";
import {
  type ScheduleSave,
  type ScheduleSubject,
  reportSchedulesMachine,
  schedulePayload,
} from "../../machines/report-schedules/report-schedules.machine";

const subject = (viewId: string): ScheduleSubject => ({ viewId, name: `View ${viewId}`, tab: "summary", query: "groupBy=country" });

const schedule = (id: number, viewId: string, paused: boolean): ReportSchedule => ({
  "@id": `/publisher/api/report_schedules/${id}`,
  "@type": "ReportSchedule",
  id,
  ...subject(viewId),
  frequency: "weekly",
  weekday: 3,
  hour: 9,
  timeZone: "Europe/Kyiv",
  recipients: ["demo@example.com"],
  paused,
  nextRunAt: null,
  lastSentAt: null,
  createdAt: "2026-11-18T06:30:00Z",
});

/** The list: a running schedule, then a paused one. */
const RUNNING = schedule(1, "v-running", false);
const PAUSED = schedule(2, "v-paused", true);

interface Answers {
  readonly save?: (save: ScheduleSave) => Promise<ReportSchedule>;
  readonly setPaused?: (input: { id: number; paused: boolean }) => Promise<ReportSchedule>;
}

const pending = () => new Promise<never>(() => {});

const started = async ({ save = pending, setPaused = pending }: Answers = {}) => {
  const calls = { saves: [] as ScheduleSave[], toggles: [] as { id: number; paused: boolean }[] };
  const actor = createActor(
    reportSchedulesMachine.provide({
      actors: {
        loadList: fromPromise<ReadonlyArray<ReportSchedule>, void>(async () => [RUNNING, PAUSED]),
        saveSchedule: fromPromise<ReportSchedule, ScheduleSave>(({ input }) => (calls.saves.push(input), save(input))),
        setPaused: fromPromise<ReportSchedule, { id: number; paused: boolean }>(
          ({ input }) => (calls.toggles.push(input), setPaused(input)),
        ),
        deleteSchedule: fromPromise<void, { id: number }>(async () => {}),
      },
    }),
  ).start();
  await waitFor(actor, (s) => s.matches("idle"));
  return { actor, calls };
};

type Started = Awaited<ReturnType<typeof started>>;
type ListEvent = { type: "schedule.pause" | "schedule.resume" | "schedule.delete"; id: number };

/** Sends an event the list must refuse: the flow stays as it was, running, in the list. */
const expectRefused = ({ actor }: Started, event: ListEvent) => {
  const before = actor.getSnapshot().context;
  actor.send(event);
  expect(actor.getSnapshot()).toMatchObject({ status: "active", value: "idle", context: before });
};

const ids = ({ actor }: Started) => actor.getSnapshot().context.entries.map((s) => s.id);

/** Opens the form for a view and saves it as it opened, waiting until the list is back. */
const savedFor = async (flow: Started, viewId: string) => {
  flow.actor.send({ type: "schedule.open", subject: subject(viewId), recipients: ["demo@example.com"] });
  flow.actor.send({ type: "form.submit" });
  await waitFor(flow.actor, (s) => s.matches("idle"));
};

describe("the save's payload", () => {
  it("sends the day of the week for a weekly schedule only", () => {
    const values = { weekday: 5, hour: 7, recipients: ["demo@example.com"] };
    expect(schedulePayload(subject("v"), { ...values, frequency: "weekly" }).weekday).toBe(5);
    expect(schedulePayload(subject("v"), { ...values, frequency: "daily" }).weekday).toBeNull();
  });
});

describe("report schedules machine", () => {
  it("a refusal with reasons of no field shows each on its own line above the form", async () => {
    const { actor } = await started({
      save: async () => {
        throw new ValidationFailed({
          message: "refused",
          violations: [
            { propertyPath: "", message: "You have 20 schedules, the most there may be." },
            { propertyPath: "", message: "Reports by e-mail are turned off for this network." },
          ],
        });
      },
    });
    actor.send({ type: "schedule.open", subject: subject("v-new"), recipients: [] });
    actor.send({ type: "form.submit" });
    await waitFor(actor, (s) => s.matches({ editing: "form" }) && s.context.formError !== null);
    expect(actor.getSnapshot().context.formError).toEqual({
      text: "You have 20 schedules, the most there may be.\nReports by e-mail are turned off for this network.",
    });
  });

  it("pausing, resuming or deleting a schedule the list does not hold is refused", async () => {
    const flow = await started();
    for (const type of ["schedule.pause", "schedule.resume", "schedule.delete"] as const) expectRefused(flow, { type, id: 9 });
  });

  it("pausing a paused schedule or resuming a running one is refused", async () => {
    const flow = await started();
    expectRefused(flow, { type: "schedule.pause", id: PAUSED.id });
    expectRefused(flow, { type: "schedule.resume", id: RUNNING.id });
  });

  it("any schedule of the list may be deleted, and a deleted one leaves the list", async () => {
    const flow = await started();
    flow.actor.send({ type: "schedule.delete", id: RUNNING.id });
    expect(flow.actor.getSnapshot().matches({ deleting: "confirming" })).toBe(true);
    flow.actor.send({ type: "delete.confirm" });
    await waitFor(flow.actor, (s) => s.matches("idle"));
    expect(ids(flow)).toEqual([PAUSED.id]);
  });

  it("a toggle sends the opposite of the schedule's paused state, and its answer replaces that schedule", async () => {
    const flow = await started({ setPaused: async ({ id, paused }) => ({ ...schedule(id, `v-${id}`, paused), hour: 20 }) });
    flow.actor.send({ type: "schedule.resume", id: PAUSED.id });
    await waitFor(flow.actor, (s) => s.matches("idle"));
    flow.actor.send({ type: "schedule.pause", id: RUNNING.id });
    await waitFor(flow.actor, (s) => s.matches("idle"));
    expect(flow.calls.toggles).toEqual([
      { id: PAUSED.id, paused: false },
      { id: RUNNING.id, paused: true },
    ]);
    expect(flow.actor.getSnapshot().context.entries.map((s) => [s.id, s.paused, s.hour])).toEqual([
      [RUNNING.id, true, 20],
      [PAUSED.id, false, 20],
    ]);
  });

  it("opening the form for a view that has a schedule edits that schedule, for another view a new one", async () => {
    const { actor } = await started();
    actor.send({ type: "schedule.open", subject: subject(PAUSED.viewId), recipients: [] });
    expect(actor.getSnapshot().context.editing).toBe(PAUSED.id);
    actor.send({ type: "form.cancel" });
    actor.send({ type: "schedule.open", subject: subject("v-new"), recipients: ["other@example.com"] });
    expect(actor.getSnapshot().context).toMatchObject({
      editing: null,
      values: { frequency: "daily", weekday: 1, hour: 9, recipients: ["other@example.com"] },
    });
  });

  it("a save's answer replaces the schedule it changed, or is added to the list when new", async () => {
    const flow = await started({ save: async ({ id, payload }) => ({ ...schedule(id ?? 3, payload.viewId, false), hour: 20 }) });
    await savedFor(flow, RUNNING.viewId);
    expect(flow.actor.getSnapshot().context.entries.map((s) => [s.id, s.hour])).toEqual([
      [RUNNING.id, 20],
      [PAUSED.id, 9],
    ]);
    await savedFor(flow, "v-new");
    expect(ids(flow)).toEqual([RUNNING.id, PAUSED.id, 3]);
  });
});
