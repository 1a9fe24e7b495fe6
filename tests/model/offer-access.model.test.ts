/**
 * Model-based test of the offer access flow (spec 02 sections 3 and 4; issue 12): paths generated
 * from the machine with xstate/graph, each executed by a fresh real actor whose calls go through the
 * real API services to the running mock server. Each path's first load decides which of demo's
 * offers the actor opens (one per availability); the manager's side is the server's
 * `/__mock/offer-access` control (a request approved or declined before the publisher's refresh);
 * failures are faults the server injects (a 500, or a 404 for "Not Found"). After each path the
 * server's availability of the offer must be the one the machine shows.
 */
import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, type EventObject, createActor } from "xstate";
import { OFFER_AVAILABILITY, type Offer, type OfferAvailability } from "../../contracts/offers.contract";
import { type AccessStage, type OfferAccessContext, STAGE_OF, offerAccessMachine } from "../../machines/offer-access/offer-access.machine";
import { loadOfferCall, requestAccessCall } from "../../src/features/offers/offer-calls";
import { type FlowModel, type Path, coverageInspector, describePath, executePath, generatePaths } from "./flow-paths";
import { Coverage, apiFor, modelServer, signedInBrowser } from "./harness";

/** Demo's offer in each availability at a reset (mock-server/store/offer-catalogue.ts). */
const OFFER_IN: Record<AccessStage, number> = {
  available: 4290,
  onRequest: 4301,
  requested: 4275,
  inReview: 4282,
  live: 4117,
  test: 4225,
  declined: 4251,
};
const AVAILABILITY: Record<AccessStage, OfferAvailability> = {
  available: OFFER_AVAILABILITY.available,
  onRequest: OFFER_AVAILABILITY.on_request,
  requested: OFFER_AVAILABILITY.requested,
  inReview: OFFER_AVAILABILITY.in_review,
  live: OFFER_AVAILABILITY.live,
  test: OFFER_AVAILABILITY.test,
  declined: OFFER_AVAILABILITY.declined,
};
const STAGES = Object.keys(OFFER_IN) as AccessStage[];

/** An offer the model stands in for the server's: enough for the guards. */
const offerIn = (stage: AccessStage) => ({ availability: AVAILABILITY[stage] }) as unknown as Offer;

/** The load's answer that shows `to` after `from` (null: the first load), one event object per pair. */
const LOADED = new Map<string, EventObject & { output: Offer; from: AccessStage | null; to: AccessStage }>();
const loaded = (from: AccessStage | null, to: AccessStage) => {
  const key = `${from ?? "start"}>${to}`;
  if (!LOADED.has(key)) LOADED.set(key, { type: "xstate.done.actor.loadOffer", output: offerIn(to), from, to });
  return LOADED.get(key)!;
};
const loadedOf = (event: EventObject) => [...LOADED.values()].find((e) => e === event);

const OUTCOMES = {
  loadFailed: { type: "xstate.error.actor.loadOffer", error: { _tag: "RequestFailed", status: 500, message: "The offers are offline." } },
  loadNotFound: { type: "xstate.error.actor.loadOffer", error: { _tag: "RequestFailed", status: 404, message: "Not Found" } },
  granted: { type: "xstate.done.actor.requestAccess", output: offerIn("live") },
  requested: { type: "xstate.done.actor.requestAccess", output: offerIn("requested") },
  accessFailed: {
    type: "xstate.error.actor.requestAccess",
    error: { _tag: "RequestFailed", status: 500, message: "The network is busy." },
  },
} satisfies Record<string, EventObject & Record<string, unknown>>;

/** What the manager can do to a requested offer (mock-server/offer-controls.ts), and the stage it leads to. */
const MANAGER: Partial<Record<AccessStage, Partial<Record<AccessStage, "approve" | "decline">>>> = {
  requested: { live: "approve", declined: "decline" },
};

const ctx = (s: AnyMachineSnapshot) => s.context as OfferAccessContext;
const stageIn = (s: AnyMachineSnapshot): AccessStage | null => (ctx(s).offer ? STAGE_OF[ctx(s).offer!.availability] : null);

const nameOf = (event: EventObject): string => {
  const load = loadedOf(event);
  if (load) return load.from === null || load.from === load.to ? `loaded(${load.to})` : `loaded(${load.from}→${load.to})`;
  return Object.entries(OUTCOMES).find(([, e]) => e === event)?.[0] ?? event.type;
};

const model: FlowModel = {
  machine: offerAccessMachine,
  input: { relativeId: 1 },
  events: (s) => {
    const stage = stageIn(s);
    if (s.matches("loading")) {
      // The first load shows any stage (the path picks its offer) or fails; a later one the same stage, or the manager's answer.
      if (stage === null) return [...STAGES.map((to) => loaded(null, to)), OUTCOMES.loadFailed, OUTCOMES.loadNotFound];
      return [loaded(stage, stage), ...Object.keys(MANAGER[stage] ?? {}).map((to) => loaded(stage, to as AccessStage))];
    }
    if (s.matches("granting")) return [OUTCOMES.granted, OUTCOMES.accessFailed];
    if (s.matches("requesting")) return [OUTCOMES.requested, OUTCOMES.accessFailed];
    return [{ type: "offer.getLink" }, { type: "offer.request" }, { type: "offer.refresh" }, { type: "load.retry" }];
  },
  summary: (s) => ({
    value: s.value,
    stage: stageIn(s),
    loadError: ctx(s).loadError && (ctx(s).loadError!.notFound ? "notFound" : "failed"),
    actionError: ctx(s).actionError !== null,
  }),
  describe: nameOf,
  isStable: (s) => !s.matches("loading") && !s.matches("granting") && !s.matches("requesting"),
};

const coverage = new Coverage("offer access", offerAccessMachine);
const server = modelServer(coverage);

const control = async (body: unknown) => {
  const response = await fetch(`${server.url}/__mock/offer-access`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`/__mock/offer-access answered ${response.status}: ${await response.text()}`);
};

/** The offer a path opens: the one in the stage its first successful load shows (live when it never loads). */
const offerOf = (path: Path) => {
  const first = path.steps.map((s) => loadedOf(s.event)).find((e) => e !== undefined);
  return OFFER_IN[first?.to ?? "live"];
};

/** Makes the server answer `outcome` to the call that follows, given the stage the actor shows now. */
const arrangeOutcome = async (outcome: EventObject, now: AccessStage | null, offer: number) => {
  const stage = loadedOf(outcome)?.to;
  if (stage && now && stage !== now) return control({ offer, decision: MANAGER[now]![stage] });
  if (outcome === OUTCOMES.loadFailed) return server.fault({ route: "offers.get", status: 500, times: 1 });
  if (outcome === OUTCOMES.loadNotFound) return server.fault({ route: "offers.get", status: 404, times: 1 });
  if (outcome === OUTCOMES.accessFailed) {
    // With the server's own text, which the flow shows beside the action.
    const response = await fetch(`${server.url}/__mock/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        route: "offers.requestAccess",
        mode: "status",
        status: 500,
        times: 1,
        body: { "hydra:description": OUTCOMES.accessFailed.error.message },
      }),
    });
    if (!response.ok) throw new Error(`/__mock/faults answered ${response.status}`);
  }
};

const execute = async (path: Path) => {
  const browser = await signedInBrowser(server);
  const { fromApi } = apiFor(server, browser, "/publisher/offers");
  const relativeId = offerOf(path);
  const effects: string[] = [];
  const actor = createActor(
    offerAccessMachine.provide({
      actors: {
        loadOffer: fromApi<{ relativeId: number }, Offer>(loadOfferCall),
        requestAccess: fromApi<{ relativeId: number }, Offer>(requestAccessCall),
      },
      actions: {
        reportFailure: (_, { error }) => effects.push(`failure:${(error as { _tag?: string })._tag ?? "defect"}`),
        offerChanged: (_, { offer }) => effects.push(`changed:${offer.availability}`),
      },
    }),
    { input: { relativeId }, inspect: coverageInspector(coverage) },
  );
  const snapshot = await executePath(model, path, {
    actor,
    arrange: async (outcomes, now) => {
      for (const outcome of outcomes) await arrangeOutcome(outcome, stageIn(now), relativeId);
    },
  });
  return { snapshot, effects, browser, relativeId };
};

describe("offer access, model-based", () => {
  const paths = generatePaths(model);

  it("has paths through Get link, Request, the manager's approval and refusal, and every failure", () => {
    const names = new Set(paths.flatMap((p) => p.steps.map((s) => nameOf(s.event))));
    for (const name of [
      "granted",
      "requested",
      "accessFailed",
      "loadFailed",
      "loadNotFound",
      "loaded(requested→live)",
      "loaded(requested→declined)",
    ]) {
      expect(names).toContain(name);
    }
  });

  for (const path of paths) {
    it(`${JSON.stringify(path.state.value)} via ${describePath(model, path)}`, async () => {
      await server.reset();
      const { snapshot, effects, browser, relativeId } = await execute(path);
      const steps = path.steps.map((s) => nameOf(s.event));
      // Every granted or requested access is reported once, with the server's new availability.
      expect(effects.filter((e) => e.startsWith("changed:"))).toEqual(
        steps
          .filter((s) => s === "granted" || s === "requested")
          .map((s) => `changed:${s === "granted" ? OFFER_AVAILABILITY.live : OFFER_AVAILABILITY.requested}`),
      );
      if (snapshot.matches("failed")) {
        const lastLoad = steps.filter((name) => name === "loadFailed" || name === "loadNotFound").at(-1);
        expect(ctx(snapshot).loadError?.notFound).toBe(lastLoad === "loadNotFound");
        return;
      }
      if (steps.at(-1) === "accessFailed") expect(ctx(snapshot).actionError).toEqual({ text: OUTCOMES.accessFailed.error.message });
      const shown = (await (await browser.fetch(`${server.url}/publisher/api/offers/${relativeId}`)).json()) as Offer;
      expect(STAGE_OF[shown.availability]).toBe(stageIn(snapshot));
      // The publisher has a link exactly when the offer is live or on test.
      expect(shown.trackingLink !== null).toBe(stageIn(snapshot) === "live" || stageIn(snapshot) === "test");
    });
  }

  it("takes every reachable transition and visits every state", () => {
    const { missedTransitions, missedStates } = coverage.report();
    expect(missedStates).toEqual([]);
    expect(missedTransitions).toEqual([]);
  });
});
