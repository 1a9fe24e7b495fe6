/**
 * Model-based test of the report schedules flow (issue 37 item 4): paths generated from the machine
 * with xstate/graph, each executed by a fresh real actor against the running mock server through the
 * real client and the page's own calls. The outcomes a path expects are made real before the step that
 * causes them: a failed call is a fault the server injects, a refused save is the form without a
 * recipient (the server's 422 on that field), a schedule gone is deleted on the server first. One view
 * is scheduled at most, so its schedule is made, changed, paused, resumed and deleted. After each path
 * the flow's list is the server's, and a saved schedule holds what the form chose.
 */
import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, type EventObject, createActor } from "xstate";
import type { ReportSchedule } from "../../contracts/report-schedules.contract";
import {
  type ReportSchedulesContext,
  type ReportSchedulesEvent,
  type ScheduleSubject,
  reportSchedulesMachine,
} from "../../machines/report-schedules/report-schedules.machine";
import { runApiOrFail, withApi } from "../../src/api";
import {
  deleteScheduleCall,
  listSchedulesCall,
  saveScheduleCall,
  setPausedCall,
} from "../../src/features/reports/schedules/schedule-calls";
import { type FlowModel, type Path, coverageInspector, describePath, executePath, generatePaths } from "./flow-paths";
import { Coverage, apiFor, modelServer, signedInBrowser } from "./harness";

const ctx = (s: AnyMachineSnapshot) => s.context as ReportSchedulesContext;

const SUBJECT: ScheduleSubject = { viewId: "v-model", name: "By country", tab: "summary", query: "groupBy=country" };
const DEMO = "demo@example.com";

const schedule = (paused: boolean): ReportSchedule => ({
  "@id": "/publisher/api/report_schedules/1",
  "@type": "ReportSchedule",
  id: 1,
  ...SUBJECT,
  frequency: "weekly",
  weekday: 3,
  hour: 9,
  timeZone: "Europe/Kyiv",
  recipients: [DEMO],
  paused,
  nextRunAt: paused ? null : "2026-11-25T07:00:00Z",
  lastSentAt: null,
  createdAt: "2026-11-18T06:30:00Z",
});

type Outcome = EventObject & { readonly outcome: string; readonly output?: unknown; readonly error?: unknown };
const done = (actor: string, outcome: string, output: unknown): Outcome => ({ type: `xstate.done.actor.${actor}`, output, outcome });
const failed = (actor: string, outcome: string, status: number, message = `Injected fault: ${status}`): Outcome => ({
  type: `xstate.error.actor.${actor}`,
  error: { _tag: "RequestFailed", status, message },
  outcome,
});
const REFUSED: Outcome = {
  type: "xstate.error.actor.saveSchedule",
  error: { _tag: "ValidationFailed", message: "", violations: [{ propertyPath: "recipients", message: "Choose at least one recipient." }] },
  outcome: "refused",
};

const entry = (s: AnyMachineSnapshot) => ctx(s).entries[0];
/** The form filled in: weekly on Wednesday, to demo. */
const FILL = { type: "field.change", values: { frequency: "weekly", weekday: 3, recipients: [DEMO] } } satisfies ReportSchedulesEvent;
const filled = (s: AnyMachineSnapshot) => ctx(s).values.recipients.length > 0;

const nameOf = (event: EventObject): string => {
  if ("outcome" in event) return String(event.outcome);
  if (event === FILL) return "fill";
  return event.type;
};

const model: FlowModel = {
  machine: reportSchedulesMachine,
  events: (s) => {
    const current = entry(s);
    if (s.matches("loading")) return [done("loadList", "loaded", []), failed("loadList", "loadFault", 500)];
    if (s.matches("loadFailed")) return [{ type: "list.retry" }];
    if (s.matches("idle"))
      return [
        // The page offers the account's e-mail first; opened with none, the server's refusal shows.
        { type: "schedule.open", subject: SUBJECT, recipients: [] },
        ...(current ? [{ type: current.paused ? "schedule.resume" : "schedule.pause", id: current.id }] : []),
        ...(current ? [{ type: "schedule.delete", id: current.id }] : []),
      ];
    if (s.matches({ editing: "form" })) return [...(filled(s) ? [] : [FILL]), { type: "form.submit" }, { type: "form.cancel" }];
    if (s.matches({ editing: "saving" })) {
      if (!filled(s)) return [REFUSED];
      return [
        done("saveSchedule", "saved", schedule(current?.paused ?? false)),
        failed("saveSchedule", "saveFault", 500),
        ...(ctx(s).editing !== null ? [failed("saveSchedule", "saveGone", 404, "Not Found")] : []),
      ];
    }
    if (s.matches("toggling"))
      return [
        done("setPaused", "toggled", schedule(!current!.paused)),
        failed("setPaused", "toggleFault", 500),
        failed("setPaused", "toggleGone", 404, "Not Found"),
      ];
    if (s.matches({ deleting: "confirming" })) return [{ type: "delete.confirm" }, { type: "delete.cancel" }];
    if (s.matches({ deleting: "removing" }))
      return [
        done("deleteSchedule", "deleted", undefined),
        failed("deleteSchedule", "deleteGone", 404, "Not Found"),
        failed("deleteSchedule", "deleteFault", 500),
      ];
    return [];
  },
  summary: (s) => {
    const c = ctx(s);
    return {
      value: s.value,
      entries: c.entries.map((e) => (e.paused ? "paused" : "running")),
      editing: c.editing !== null,
      filled: filled(s),
      errors: Object.keys(c.errors).sort(),
      formError: c.formError !== null,
      notice: c.notice !== null,
      loadError: c.loadError !== null,
    };
  },
  describe: nameOf,
  isStable: (s) =>
    ["idle", "loadFailed"].some((v) => s.matches(v)) || s.matches({ editing: "form" }) || s.matches({ deleting: "confirming" }),
};

const coverage = new Coverage("report schedules", reportSchedulesMachine);
const server = modelServer(coverage);

const execute = async (path: Path) => {
  const browser = await signedInBrowser(server);
  const { runtime, fromApi } = apiFor(server, browser, "/publisher/reports");
  const call = <A>(f: Parameters<typeof withApi<A>>[0]) => runApiOrFail(runtime, withApi(f));
  const effects: string[] = [];
  const actor = createActor(
    reportSchedulesMachine.provide({
      actors: {
        loadList: fromApi(listSchedulesCall),
        saveSchedule: fromApi(saveScheduleCall),
        setPaused: fromApi(setPausedCall),
        deleteSchedule: fromApi(deleteScheduleCall),
      },
      actions: { notifySaved: (_, { name }) => effects.push(`saved ${name}`), notifyDeleted: () => effects.push("deleted") },
    }),
    { inspect: coverageInspector(coverage) },
  );
  /** The real schedule's id (the model's are its own). */
  const realId = () => ctx(actor.getSnapshot() as AnyMachineSnapshot).entries[0]?.id;
  const snapshot = await executePath(model, path, {
    actor,
    take: (event) => {
      const id = realId();
      if (!["schedule.pause", "schedule.resume", "schedule.delete"].includes(event.type) || id === undefined) return false;
      actor.send({ ...event, id } as ReportSchedulesEvent);
      return true;
    },
    arrange: async (outcomes, at) => {
      await fetch(`${server.url}/__mock/faults`, { method: "DELETE" });
      for (const { outcome } of outcomes as Outcome[]) {
        if (outcome === "loadFault") await server.fault({ route: "reportSchedules.list", status: 500, times: 1 });
        if (outcome === "saveFault")
          await server.fault({
            route: ctx(at).editing === null ? "reportSchedules.create" : "reportSchedules.update",
            status: 500,
            times: 1,
          });
        if (outcome === "toggleFault") await server.fault({ route: "reportSchedules.update", status: 500, times: 1 });
        if (outcome === "deleteFault") await server.fault({ route: "reportSchedules.remove", status: 500, times: 1 });
        if (outcome === "saveGone" || outcome === "toggleGone" || outcome === "deleteGone")
          await call((api) => deleteScheduleCall(api, { id: realId()! }));
      }
    },
  });
  return { snapshot, effects, call };
};

describe("report schedules, model-based", () => {
  const paths = generatePaths(model);

  it("has paths through a save, its refusal, each failure and each schedule gone, a pause, a resumption and a deletion", () => {
    const names = new Set(paths.flatMap((p) => p.steps.map((s) => nameOf(s.event))));
    for (const name of [
      "saved",
      "refused",
      "saveFault",
      "saveGone",
      "schedule.pause",
      "schedule.resume",
      "toggleFault",
      "toggleGone",
      "deleted",
      "deleteGone",
      "deleteFault",
      "loadFault",
    ])
      expect(names).toContain(name);
  });

  for (const path of paths) {
    it(`${JSON.stringify(path.state.value)} via ${describePath(model, path)}`, async () => {
      await server.reset();
      const { snapshot, effects, call } = await execute(path);
      const c = ctx(snapshot);
      const steps = path.steps.map((s) => nameOf(s.event));
      expect(effects).toEqual(
        steps.flatMap((s) => (s === "saved" ? [`saved ${SUBJECT.name}`] : s === "deleted" || s === "deleteGone" ? ["deleted"] : [])),
      );
      if (steps.at(-1) === "refused") expect(c.errors).toEqual({ recipients: [{ text: "Choose at least one recipient." }] });
      if (steps.at(-1) === "saveGone") expect(c.formError).toEqual({ id: "reportSchedules.gone" });
      // What the flow lists is what the server holds; a saved schedule holds what the form chose.
      if (c.loadError === null) {
        const held = await call(listSchedulesCall);
        expect(c.entries.map((s) => [s.id, s.paused])).toEqual(held.map((s) => [s.id, s.paused]));
        if (steps.at(-1) === "saved")
          expect(held[0]).toMatchObject({ ...SUBJECT, frequency: "weekly", weekday: 3, hour: 9, recipients: [DEMO] });
      }
    });
  }

  it("takes every transition and visits every state", () => {
    const { missedStates, missedTransitions } = coverage.report();
    expect(missedStates).toEqual([]);
    expect(missedTransitions).toEqual([]);
  });
});
