/**
 * Model-based test of the lookup select's flow (spec 02 sections 2, 8 and 9): paths generated from
 * the lookup machine with xstate/graph, each executed by a fresh real actor whose pages come from
 * the running mock server through the real client (src/ui/list/lookup-sources.ts). The model's
 * answers are computed from the server's seed (the offer catalogue), so every page the path expects
 * is checked against what the server really answered; a failed page is a fault the server injects,
 * and the one-second debounce passes on a simulated clock.
 */
import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, SimulatedClock, createActor, fromPromise } from "xstate";
import {
  LOOKUP_PAGE_SIZE,
  type LookupContext,
  type LookupPage,
  type LookupQuery,
  SEARCH_DEBOUNCE_MS,
  lookupMachine,
} from "../../machines/lookup/lookup.machine";
import { OFFER_CATALOGUE } from "../../mock-server/store/traffic";
import { lookupSource } from "../../src/ui/list/lookup-sources";
import { type FlowModel, type Path, coverageInspector, describePath, executePath, generatePaths } from "./flow-paths";
import { Coverage, apiFor, modelServer, signedInBrowser } from "./harness";

const DEBOUNCED = { type: `xstate.after.${SEARCH_DEBOUNCE_MS}.lookup.debouncing` };
/** What the user types: a search (with spaces to trim), a relative id, and back to nothing. */
const TEXTS = [" dating ", "#4102", ""] as const;

/** The page the server should answer, from its seed: the oracle of the model. */
const expectedPage = (query: LookupQuery, page: number): LookupPage => {
  const kept = OFFER_CATALOGUE.filter(
    (o) =>
      (query.relativeId === undefined || o.relativeId === query.relativeId) &&
      (query.search === undefined || o.displayName.toLowerCase().includes(query.search.toLowerCase())),
  );
  return {
    options: kept
      .slice((page - 1) * LOOKUP_PAGE_SIZE, page * LOOKUP_PAGE_SIZE)
      .map((o) => ({ value: String(o.relativeId), label: `#${o.relativeId} ${o.displayName}` })),
    total: kept.length,
  };
};

const context = (s: AnyMachineSnapshot) => s.context as LookupContext;
const pageAsked = (s: AnyMachineSnapshot) => (s.matches("loadingMore") ? context(s).page + 1 : 1);

const model: FlowModel = {
  machine: lookupMachine,
  input: { byRelativeId: true },
  events: (s) => {
    const c = context(s);
    if (s.matches("loading") || s.matches("loadingMore")) {
      return [
        { type: "xstate.done.actor.loadPage", output: expectedPage(s.matches("loading") ? (c.pending ?? c.query) : c.query, pageAsked(s)) },
        { type: "xstate.error.actor.loadPage", error: new Error("page failed") },
      ];
    }
    const typing = TEXTS.filter((t) => t !== c.text).map((text) => ({ type: "search.type", text }));
    // Typing on while waiting ("casino" is only typed then, so that its state is reached that way).
    if (s.matches("debouncing")) return [DEBOUNCED, ...typing, ...(c.text === "casino" ? [] : [{ type: "search.type", text: "casino" }])];
    return [{ type: "list.open" }, { type: "list.end" }, { type: "list.close" }, ...typing];
  },
  summary: (s) => {
    const c = context(s);
    return {
      value: s.value,
      text: c.text,
      query: c.query,
      pending: c.pending,
      page: c.page,
      total: c.total,
      options: c.options.map((o) => o.label),
    };
  },
  describe: (e) =>
    e.type === "search.type"
      ? `type ${JSON.stringify((e as unknown as { text: string }).text)}`
      : e.type.startsWith("xstate.after")
        ? "1 s later"
        : e.type === "xstate.done.actor.loadPage"
          ? "page loaded"
          : e.type === "xstate.error.actor.loadPage"
            ? "page failed"
            : e.type,
  isStable: (s) => !s.matches("loading") && !s.matches("loadingMore") && !s.matches("debouncing"),
};

const coverage = new Coverage("lookup", lookupMachine);
const server = modelServer(coverage);

const execute = async (path: Path) => {
  const { runtime } = apiFor(server, await signedInBrowser(server), "/publisher/conversions");
  const source = lookupSource(runtime, "offers");
  const asked: Array<{ query: LookupQuery; page: number }> = [];
  const clock = new SimulatedClock();
  const actor = createActor(
    lookupMachine.provide({
      actors: {
        loadPage: fromPromise<LookupPage, { query: LookupQuery; page: number }>(({ input, signal }) => {
          asked.push(input);
          return source.load(input.query, input.page, LOOKUP_PAGE_SIZE, signal);
        }),
      },
    }),
    { input: { byRelativeId: true }, clock, inspect: coverageInspector(coverage) },
  );
  const snapshot = await executePath(model, path, {
    actor,
    arrange: async (outcomes) => {
      await fetch(`${server.url}/__mock/faults`, { method: "DELETE" });
      if (outcomes.some((o) => o.type.startsWith("xstate.error.actor")))
        await server.fault({ route: "offers.list", status: 500, times: 1 });
    },
    take: (event) => {
      if (event.type !== DEBOUNCED.type) return false;
      clock.increment(SEARCH_DEBOUNCE_MS);
      return true;
    },
  });
  return { snapshot, asked };
};

describe("lookup select, model-based", () => {
  const paths = generatePaths(model);

  it("has paths through every page of everything, a search, a relative id and failed pages", () => {
    const ends = paths.map((p) => model.summary(p.state) as { query: LookupQuery; page: number });
    expect(ends.some((e) => e.query.search === "dating")).toBe(true);
    expect(ends.some((e) => e.query.relativeId === 4102)).toBe(true);
    expect(ends.some((e) => e.page === 3)).toBe(true);
    expect(paths.some((p) => p.steps.some((s) => s.event.type.startsWith("xstate.error.actor")))).toBe(true);
  });

  for (const path of paths) {
    it(`${JSON.stringify(path.state.value)} via ${describePath(model, path)}`, async () => {
      await server.reset();
      const { snapshot, asked } = await execute(path);
      // Each page the path loads was asked for once: typing never sends a request by itself.
      const loads = path.steps.filter(
        (s) => s.event.type.startsWith("xstate.done.actor") || s.event.type.startsWith("xstate.error.actor"),
      ).length;
      expect(asked).toHaveLength(loads);
      // What is shown is always one query's pages, as the server answers them.
      const shown = context(snapshot);
      const pages = Array.from({ length: shown.page }, (_, i) => expectedPage(shown.query, i + 1).options).flat();
      expect(shown.options).toEqual(pages);
      if (shown.page > 0) expect(shown.total).toBe(expectedPage(shown.query, 1).total);
    });
  }

  it("takes every transition and visits every state", () => {
    const { missedTransitions, missedStates } = coverage.report();
    expect(missedStates).toEqual([]);
    expect(missedTransitions).toEqual([]);
  });
});
