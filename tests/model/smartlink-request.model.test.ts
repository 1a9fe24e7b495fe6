/**
 * Model-based test of the smartlink request flow (spec 02 sections 3-5; issue 13): paths generated
 * from the machine with xstate/graph, each executed by a fresh real actor whose calls go through the
 * real API services to the running mock server. The manager's side is the server's /__mock controls:
 * before the publisher's step that precedes an outcome (a refresh, a submit), the test makes the
 * manager act so that the real answer is that outcome: a vertical made available or on request, a
 * request reviewed, approved, put on test or declined, a live smartlink suspended and resumed, the
 * limit lowered, the vertical disabled (before a launch is sent, and under a smartlink not launched
 * or live: the flow shows it disabled) and enabled again, a failing server. A requested, in-review, test or live
 * smartlink's traffic type is edited (and refused by the server when it names no traffic type the
 * server knows). After each path the server's display state of the smartlink must be the one the
 * machine shows, and its campaign's traffic type the one the machine last saved.
 */
import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, type EventObject, createActor } from "xstate";
import {
  SMARTLINK_STATE,
  type SmartlinkCampaign,
  type SmartlinkState,
  type VerticalAvailability,
} from "../../contracts/smartlinks.contract";
import { SMARTLINK_MESSAGES } from "../../mock-server/handlers/smartlinks";
import type { ManagerAction } from "../../mock-server/smartlink-controls";
import {
  type SmartlinkReport,
  type SmartlinkRequestContext,
  type SmartlinkStage,
  smartlinkRequestMachine,
  stageOf,
} from "../../machines/smartlink-request/smartlink-request.machine";
import { smartlinkRequestActors } from "../../src/features/smartlinks/flow-implementations";
import { type FlowModel, type Path, coverageInspector, describePath, executePath, generatePaths } from "./flow-paths";
import { Coverage, apiFor, modelServer, signedInBrowser } from "./harness";

/** Smartlink Casual Games: vertical 7 (Gaming), no campaign of demo's, no country required. */
const SMARTLINK = 316;
const VERTICAL = 7;
const TRAFFIC_TYPE = "/publisher/api/traffic_types/3";
/** What an edit changes the traffic type to, and one the server does not know (its 422). */
const EDIT_TRAFFIC_TYPE = "/publisher/api/traffic_types/5";
const UNKNOWN_TRAFFIC_TYPE = "/publisher/api/traffic_types/999";

/** A report the model stands in for the server's, enough for `stageOf` and the guards. */
const report = (
  status: SmartlinkState,
  campaign: SmartlinkCampaign["status"] | null,
  availability: VerticalAvailability = "available",
): SmartlinkReport =>
  ({
    smartlink: { "@id": `/publisher/api/smartlinks/${SMARTLINK}`, status },
    campaign: campaign && { status: campaign, trafficType: TRAFFIC_TYPE, countries: [] },
    vertical: { countryRequired: false, availability },
  }) as unknown as SmartlinkReport;

/**
 * The flow's stages as the model tells them apart: a disabled vertical hides the campaign from the
 * flow, but the manager enabling it again brings back what was under it (none, or a live campaign).
 */
type ModelStage = SmartlinkStage | "disabledLive";

const STAGE_REPORTS: Record<ModelStage, SmartlinkReport> = {
  available: report("launch", null),
  onRequest: report("on_request", null),
  requested: report("requested", "pending"),
  inReview: report("requested", "in_review"),
  live: report("active", "active"),
  test: report("active", "test"),
  suspended: report("suspended", "suspended"),
  declined: report("declined", "declined"),
  disabled: report("launch", null, "disabled"),
  disabledLive: report("active", "active", "disabled"),
};
/**
 * The load's answer that shows `to` after `from` (null: the first load), one event object per pair,
 * so that the traversal keeps a path for every move the manager can make.
 */
const LOADED = new Map<string, EventObject & { output: SmartlinkReport; from: ModelStage | null; to: ModelStage }>();
const loaded = (from: ModelStage | null, to: ModelStage) => {
  const key = `${from ?? "start"}>${to}`;
  if (!LOADED.has(key)) LOADED.set(key, { type: "xstate.done.actor.loadSmartlink", output: STAGE_REPORTS[to], from, to });
  return LOADED.get(key)!;
};
const loadedOf = (event: EventObject) => [...LOADED.values()].find((e) => e === event);

/** The edit's answer: the campaign as it was, with the traffic type sent; one event object per (status, traffic type). */
const EDITED = new Map<string, EventObject & { output: SmartlinkCampaign }>();
const edited = (campaign: SmartlinkCampaign, trafficType: string) => {
  const key = `${campaign.status}:${trafficType}`;
  if (!EDITED.has(key)) EDITED.set(key, { type: "xstate.done.actor.editCampaign", output: { ...campaign, trafficType } });
  return EDITED.get(key)!;
};

const OUTCOMES = {
  loadFailed: { type: "xstate.error.actor.loadSmartlink", error: { _tag: "RequestFailed", status: 500, message: "" } },
  launchedLive: { type: "xstate.done.actor.launchSmartlink", output: { status: "active", trafficType: TRAFFIC_TYPE, countries: [] } },
  launchedRequested: { type: "xstate.done.actor.launchSmartlink", output: { status: "pending", trafficType: TRAFFIC_TYPE, countries: [] } },
  editInvalid: {
    type: "xstate.error.actor.editCampaign",
    error: { _tag: "ValidationFailed", violations: [{ propertyPath: "trafficType", message: SMARTLINK_MESSAGES.invalid }] },
  },
  refusedLimit: {
    type: "xstate.error.actor.launchSmartlink",
    error: { _tag: "RequestFailed", status: 400, message: SMARTLINK_MESSAGES.limitReached },
  },
  refusedDisabled: {
    type: "xstate.error.actor.launchSmartlink",
    error: { _tag: "RequestFailed", status: 400, message: SMARTLINK_MESSAGES.verticalDisabled },
  },
} satisfies Record<string, EventObject & Record<string, unknown>>;

/** What the manager can do to a campaign in each stage, and the stage it leads to (mock-server/smartlink-controls.ts). */
const MANAGER: Partial<Record<ModelStage, Partial<Record<ModelStage, ManagerAction>>>> = {
  requested: { inReview: "review", live: "approve", test: "test", declined: "decline" },
  inReview: { live: "approve", test: "test", declined: "decline" },
  test: { live: "approve", declined: "decline", suspended: "suspend" },
  live: { suspended: "suspend" },
  suspended: { live: "resume" },
};

const ctx = (s: AnyMachineSnapshot) => s.context as SmartlinkRequestContext;
const stageIn = (s: AnyMachineSnapshot): SmartlinkStage | null => (ctx(s).report ? stageOf(ctx(s).report!) : null);
/** The stage with what a disabled vertical hides (see `ModelStage`). */
const modelStageIn = (s: AnyMachineSnapshot): ModelStage | null => {
  const stage = stageIn(s);
  return stage === "disabled" && ctx(s).report!.campaign ? "disabledLive" : stage;
};

const nameOf = (event: EventObject): string => {
  const load = loadedOf(event);
  if (load) return load.from === null || load.from === load.to ? `loaded(${load.to})` : `loaded(${load.from}→${load.to})`;
  const outcome = Object.entries(OUTCOMES).find(([, e]) => e === event)?.[0];
  if (outcome) return outcome;
  if (event.type === "xstate.done.actor.editCampaign") return "edited";
  const fill = FILLS.find(([, e]) => e === event)?.[0];
  return fill ? `field.change(${fill})` : event.type;
};

const FILL = { type: "field.change", values: { trafficType: TRAFFIC_TYPE } };
const EDIT_FILL = { type: "field.change", values: { trafficType: EDIT_TRAFFIC_TYPE } };
const UNKNOWN_FILL = { type: "field.change", values: { trafficType: UNKNOWN_TRAFFIC_TYPE } };
const CLEAR = { type: "field.change", values: { trafficType: "" } };
const FILLS = [
  ["trafficType", FILL],
  ["another trafficType", EDIT_FILL],
  ["unknown trafficType", UNKNOWN_FILL],
  ["no trafficType", CLEAR],
] as const;

const model: FlowModel = {
  machine: smartlinkRequestMachine,
  input: { relativeId: SMARTLINK },
  events: (s) => {
    const stage = modelStageIn(s);
    if (s.matches("loading")) {
      if (stage === null || stage === "available" || stage === "onRequest")
        return [
          loaded(stage, "available"),
          loaded(stage, "onRequest"),
          ...(stage === "available" ? [loaded(stage, "disabled")] : []),
          ...(stage === null ? [OUTCOMES.loadFailed] : []),
        ];
      if (stage === "disabled") return [loaded(stage, "disabled"), loaded(stage, "available")];
      if (stage === "disabledLive") return [loaded(stage, "disabledLive"), loaded(stage, "live")];
      return [
        loaded(stage, stage),
        ...Object.keys(MANAGER[stage] ?? {}).map((next) => loaded(stage, next as ModelStage)),
        ...(stage === "live" ? [loaded(stage, "disabledLive")] : []),
      ];
    }
    if (s.matches("submitting"))
      return [stage === "onRequest" ? OUTCOMES.launchedRequested : OUTCOMES.launchedLive, OUTCOMES.refusedLimit, OUTCOMES.refusedDisabled];
    if (s.matches("choosing")) return [FILL, { type: "form.submit" }, { type: "form.cancel" }];
    if (s.matches("editing")) return [EDIT_FILL, UNKNOWN_FILL, CLEAR, { type: "form.submit" }, { type: "form.cancel" }];
    if (s.matches("saving"))
      return [
        ctx(s).values.trafficType === UNKNOWN_TRAFFIC_TYPE
          ? OUTCOMES.editInvalid
          : edited(ctx(s).report!.campaign!, ctx(s).values.trafficType),
      ];
    return [
      { type: "smartlink.launch" },
      { type: "smartlink.request" },
      { type: "smartlink.refresh" },
      { type: "smartlink.edit" },
      { type: "load.retry" },
    ];
  },
  summary: (s) => ({
    value: s.value,
    stage: stageIn(s),
    trafficType: ctx(s).values.trafficType,
    errors: Object.keys(ctx(s).errors),
    formError: ctx(s).formError !== null,
  }),
  describe: nameOf,
  isStable: (s) => !s.matches("loading") && !s.matches("submitting") && !s.matches("saving"),
};

const coverage = new Coverage("smartlink request", smartlinkRequestMachine);
const server = modelServer(coverage);

const control = async (path: string, body: unknown = {}) => {
  const response = await fetch(`${server.url}/__mock/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`/__mock/${path} answered ${response.status}: ${await response.text()}`);
};

/** Makes the server answer `outcome` to the call that follows, given the stage the actor shows now. */
const arrangeOutcome = async (outcome: EventObject, now: ModelStage | null) => {
  const stage = loadedOf(outcome)?.to;
  if (stage === "available" || stage === "onRequest")
    return control(`smartlink-verticals/${VERTICAL}`, { availability: stage === "available" ? "available" : "on_request" });
  // The manager disables the vertical, or enables it again (by the spec's number, as the control allows).
  if (stage === "disabled" || stage === "disabledLive") return control(`smartlink-verticals/${VERTICAL}`, { availability: 0 });
  if (stage === "live" && now === "disabledLive") return control(`smartlink-verticals/${VERTICAL}`, { availability: 1 });
  if (stage && now && stage !== now) return control(`smartlinks/${SMARTLINK}/${MANAGER[now]![stage]!}`);
  if (outcome === OUTCOMES.loadFailed) return server.fault({ route: "smartlinks.get", status: 500, times: 1 });
  if (outcome === OUTCOMES.refusedLimit) return control("smartlink-limit", { limit: 6 });
  if (outcome === OUTCOMES.refusedDisabled) return control(`smartlink-verticals/${VERTICAL}`, { availability: "disabled" });
  if (outcome === OUTCOMES.launchedLive || outcome === OUTCOMES.launchedRequested) {
    await control("smartlink-limit", { limit: 8 });
    return control(`smartlink-verticals/${VERTICAL}`, { availability: outcome === OUTCOMES.launchedLive ? "available" : "on_request" });
  }
};

const execute = async (path: Path) => {
  const browser = await signedInBrowser(server);
  const { fromApi } = apiFor(server, browser, "/publisher/smartlinks");
  const effects: string[] = [];
  const actor = createActor(
    smartlinkRequestMachine.provide({
      actors: smartlinkRequestActors(fromApi),
      actions: {
        reportFailure: (_, { error }) => effects.push(`failure:${(error as { _tag?: string })._tag ?? "defect"}`),
        campaignChanged: (_, { campaign }) => effects.push(`changed:${campaign.status}`),
      },
    }),
    { input: { relativeId: SMARTLINK }, inspect: coverageInspector(coverage) },
  );
  const snapshot = await executePath(model, path, {
    actor,
    arrange: async (outcomes, now) => {
      for (const outcome of outcomes) await arrangeOutcome(outcome, modelStageIn(now));
    },
  });
  return { snapshot, effects, browser };
};

/** The display state the server shows for each stage of the flow (a disabled vertical's: what is under it). */
const DISPLAY: Record<ModelStage, SmartlinkState> = {
  available: "launch",
  onRequest: "on_request",
  requested: "requested",
  inReview: "requested",
  live: "active",
  test: "active",
  suspended: "suspended",
  declined: "declined",
  disabled: "launch",
  disabledLive: "active",
};

describe("smartlink request, model-based", () => {
  const paths = generatePaths(model);

  it("has paths through launch, request, review, test, approval, decline, suspension, resumption and every refusal", () => {
    const names = new Set(paths.flatMap((p) => p.steps.map((s) => nameOf(s.event))));
    for (const name of [
      "launchedLive",
      "launchedRequested",
      "refusedLimit",
      "refusedDisabled",
      "loadFailed",
      "loaded(requested→inReview)",
      "loaded(test→suspended)",
      "loaded(inReview→declined)",
      "loaded(suspended→live)",
      "loaded(available→disabled)",
      "loaded(live→disabledLive)",
      "loaded(disabledLive→live)",
      "edited",
      "editInvalid",
    ]) {
      expect(names).toContain(name);
    }
  });

  for (const path of paths) {
    it(`${JSON.stringify(path.state.value)} via ${describePath(model, path)}`, async () => {
      await server.reset();
      const { snapshot, effects, browser } = await execute(path);
      const steps = path.steps.map((s) => nameOf(s.event));
      const last = [...steps].reverse().find((s) => s.startsWith("launched") || s.startsWith("refused"));
      if (last === "refusedLimit" || last === "refusedDisabled") {
        expect(ctx(snapshot).formError).toEqual({
          text: SMARTLINK_MESSAGES[last === "refusedLimit" ? "limitReached" : "verticalDisabled"],
        });
      }
      expect(effects.filter((e) => e.startsWith("changed:"))).toHaveLength(
        steps.filter((s) => s.startsWith("launched") || s === "edited").length,
      );
      const stage = modelStageIn(snapshot);
      if (stage !== null && !snapshot.matches("failed")) {
        // The wire has the spec's number of the display state (decision 050).
        const shown = (await (await browser.fetch(`${server.url}/publisher/api/smartlinks/${SMARTLINK}`)).json()) as { status: number };
        // A refusal by a disabled vertical leaves it disabled: the server shows "launch" for the smartlink then.
        const expected = DISPLAY[stage] === "on_request" && last === "refusedDisabled" ? "launch" : DISPLAY[stage];
        expect(shown.status).toBe(SMARTLINK_STATE[expected]);
      }
      // The campaign on the server has the traffic type of the last edit saved (the launch's before any).
      const campaign = ctx(snapshot).report?.campaign;
      if (steps.includes("edited") && campaign) {
        let savedType = TRAFFIC_TYPE;
        let typed = TRAFFIC_TYPE;
        for (const { event } of path.steps) {
          if (event.type === "smartlink.edit") typed = savedType;
          else if (event.type === "field.change") typed = (event as typeof FILL).values.trafficType;
          else if (event.type === "xstate.done.actor.editCampaign") savedType = typed;
        }
        const saved = (await (await browser.fetch(`${server.url}/publisher/api/campaigns/${campaign.id}`)).json()) as SmartlinkCampaign;
        expect(saved.trafficType).toBe(savedType);
      }
    });
  }

  it("takes every reachable transition and visits every state", () => {
    const { missedTransitions, missedStates } = coverage.report();
    expect(missedStates).toEqual([]);
    expect(missedTransitions).toEqual([]);
  });
});
