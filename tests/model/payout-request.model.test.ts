/**
 * Model-based test of the payout request flow (issue 37 item 3; decision 089): paths generated from the
 * machine with xstate/graph, each executed by a fresh real actor against the running mock server
 * through the real client and the page's own calls. The outcomes a path expects are made real before
 * the step that causes them: terms that refuse a request are demo's active payout account with its
 * minimum raised above the payable balance (and lowered again for terms that allow one), a refused
 * request the same, a failed call a fault the server injects; after a granted request the server's
 * terms refuse another (one is open). After each path the card's word is the server's, and every
 * granted request is a pending payment the server lists.
 */
import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, type EventObject, createActor } from "xstate";
import type { Payment } from "../../contracts/payments.contract";
import type { PayoutTerms } from "../../contracts/payout-terms.contract";
import { type PayoutRequestContext, canRequest, payoutRequestMachine } from "../../machines/payout-request/payout-request.machine";
import { runApiOrFail, withApi } from "../../src/api";
import { loadTermsCall, requestPayoutCall } from "../../src/features/balance/payout/payout-calls";
import { type FlowModel, type Path, coverageInspector, describePath, executePath, generatePaths } from "./flow-paths";
import { Coverage, apiFor, modelServer, signedInBrowser } from "./harness";

const ctx = (s: AnyMachineSnapshot) => s.context as PayoutRequestContext;

const terms = (refusal: PayoutTerms["refusal"]): PayoutTerms => ({
  "@id": "/publisher/api/payout_terms",
  "@type": "PayoutTerms",
  timeZone: "Europe/Kyiv",
  threshold: 100,
  schedule: { frequency: "weekly", day: 1 },
  holdDays: 7,
  balance: 12345.67,
  payable: 12000,
  pending: [],
  nextPaymentDate: "2026-11-23",
  requestsAllowed: true,
  refusal,
  openRequest: null,
});
const PAYMENT = { id: 1, status: "pending" } as unknown as Payment;

type Outcome = EventObject & { readonly outcome: string; readonly output?: unknown; readonly error?: unknown };
const done = (actor: string, outcome: string, output: unknown): Outcome => ({ type: `xstate.done.actor.${actor}`, output, outcome });
const failed = (actor: string, outcome: string, error: unknown): Outcome => ({ type: `xstate.error.actor.${actor}`, error, outcome });

const REFUSAL_TEXT = /^The payable balance \$[\d,.]+ is below the payout threshold \$1,000,000\.00\.$/;
const OUTCOMES = {
  loadedOpen: done("loadTerms", "loadedOpen", terms(null)),
  loadedRefused: done("loadTerms", "loadedRefused", terms("belowThreshold")),
  loadFault: failed("loadTerms", "loadFault", { _tag: "RequestFailed", status: 500, message: "Injected fault: 500" }),
  requested: done("requestPayout", "requested", PAYMENT),
  refused: failed("requestPayout", "refused", {
    _tag: "ValidationFailed",
    status: 422,
    message: "refused",
    // Two reasons: the card shows each of the server's, in its order, a space between them.
    violations: [
      { propertyPath: "", message: "below the threshold." },
      { propertyPath: "", message: "no active payout account." },
    ],
  }),
  requestFault: failed("requestPayout", "requestFault", { _tag: "RequestFailed", status: 500, message: "Injected fault: 500" }),
} satisfies Record<string, Outcome>;

const wasRefused = (s: AnyMachineSnapshot) => {
  const error = ctx(s).requestError;
  return error !== null && "text" in error && error.text === "below the threshold. no active payout account.";
};

const nameOf = (event: EventObject): string => ("outcome" in event ? String(event.outcome) : event.type);

const model: FlowModel = {
  machine: payoutRequestMachine,
  events: (s) => {
    // Once a request is open, or one was refused, the server's terms refuse another.
    if (s.matches("loading"))
      return ctx(s).requested === null && !wasRefused(s)
        ? [OUTCOMES.loadedOpen, OUTCOMES.loadedRefused, OUTCOMES.loadFault]
        : [OUTCOMES.loadedRefused, OUTCOMES.loadFault];
    if (s.matches("failed")) return [{ type: "load.retry" }];
    if (s.matches("ready")) return [{ type: "payout.request" }, { type: "terms.refresh" }];
    if (s.matches("confirming")) return [{ type: "confirm.accept" }, { type: "confirm.cancel" }];
    if (s.matches("requesting")) return [OUTCOMES.requested, OUTCOMES.refused, OUTCOMES.requestFault];
    return [];
  },
  summary: (s) => {
    const c = ctx(s);
    return {
      value: s.value,
      canRequest: canRequest(c.terms),
      requested: c.requested !== null,
      loadError: c.loadError !== null,
      requestError: c.requestError !== null,
    };
  },
  describe: nameOf,
  isStable: (s) => ["ready", "failed", "confirming"].some((v) => s.matches(v)),
};

const coverage = new Coverage("payout request", payoutRequestMachine);
const server = modelServer(coverage);

/** Demo's active payout account (mock-server/store/seed.ts) and its minimum, which a raised threshold is. */
const ACTIVE_ACCOUNT = 1;
const MINIMUM = { low: 100, raised: 1_000_000 };

const execute = async (path: Path) => {
  const browser = await signedInBrowser(server);
  const { runtime, fromApi } = apiFor(server, browser, "/publisher/balance");
  const call = <A>(f: Parameters<typeof withApi<A>>[0]) => runApiOrFail(runtime, withApi(f));
  const setMinimum = async (amount: number) => {
    const answer = await browser.fetch(`${server.url}/publisher/api/publisher_payout_accounts/${ACTIVE_ACCOUNT}`, {
      method: "PATCH",
      headers: { "content-type": "application/merge-patch+json" },
      body: JSON.stringify({ minimalPaymentAmount: amount }),
    });
    if (answer.status !== 200) throw new Error(`the account's minimum answered ${answer.status}`);
  };
  const effects: string[] = [];
  const actor = createActor(
    payoutRequestMachine.provide({
      actors: { loadTerms: fromApi(loadTermsCall), requestPayout: fromApi(requestPayoutCall) },
      actions: {
        reportFailure: (_, { error }) => effects.push(`failure:${(error as { _tag?: string })._tag ?? "defect"}`),
        payoutRequested: (_, { payment }) => effects.push(`requested:${payment.status}`),
      },
    }),
    { inspect: coverageInspector(coverage) },
  );
  const snapshot = await executePath(model, path, {
    actor,
    arrange: async (outcomes) => {
      await fetch(`${server.url}/__mock/faults`, { method: "DELETE" });
      for (const { outcome } of outcomes as Outcome[]) {
        if (outcome === "loadFault") await server.fault({ route: "payoutTerms.terms", status: 500, times: 1 });
        if (outcome === "requestFault") await server.fault({ route: "payoutTerms.request", status: 500, times: 1 });
        // The terms' and the request's answers follow the account's minimum (an open request refuses by itself).
        if (outcome === "loadedOpen" || outcome === "requested") await setMinimum(MINIMUM.low);
        if (outcome === "refused") await setMinimum(MINIMUM.raised);
        if (
          outcome === "loadedRefused" &&
          ctx(actor.getSnapshot() as AnyMachineSnapshot).requested === null &&
          !outcomes.includes(OUTCOMES.requested)
        )
          await setMinimum(MINIMUM.raised);
      }
    },
  });
  return { snapshot, effects, call };
};

describe("payout request, model-based", () => {
  const paths = generatePaths(model);

  it("has paths through a granted request, a refusal, each failure, a cancel and terms that refuse", () => {
    const names = new Set(paths.flatMap((p) => p.steps.map((s) => nameOf(s.event))));
    for (const name of [
      "requested",
      "refused",
      "requestFault",
      "loadFault",
      "loadedRefused",
      "confirm.cancel",
      "terms.refresh",
      "load.retry",
    ])
      expect(names).toContain(name);
  });

  for (const path of paths) {
    it(`${JSON.stringify(path.state.value)} via ${describePath(model, path)}`, async () => {
      await server.reset();
      const { snapshot, effects, call } = await execute(path);
      const c = ctx(snapshot);
      const steps = path.steps.map((s) => nameOf(s.event));
      expect(effects.filter((e) => e.startsWith("requested"))).toEqual(
        steps.filter((s) => s === "requested").map(() => "requested:pending"),
      );
      const lastRequest = steps.filter((s) => ["requested", "refused", "requestFault"].includes(s)).at(-1);
      if (lastRequest === "refused") expect((c.requestError as { text: string }).text).toMatch(REFUSAL_TEXT);
      if (lastRequest === "requestFault") expect(c.requestError).toEqual({ text: "Injected fault: 500" });
      if (c.loadError === null && c.terms !== null) {
        // The card's word is the server's.
        const held = await call(loadTermsCall);
        expect(canRequest(held)).toBe(canRequest(c.terms));
        if (c.requested !== null) {
          expect(held.openRequest).toBe(c.requested["@id"]);
          const listed = await call((api) => api.payments.list({ urlParams: {} }));
          expect(listed["hydra:member"][0]).toEqual(c.requested);
        }
      }
    });
  }

  it("takes every transition and visits every state", () => {
    const { missedStates, missedTransitions } = coverage.report();
    expect(missedStates).toEqual([]);
    expect(missedTransitions).toEqual([]);
  });
});
