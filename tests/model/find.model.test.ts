/**
 * Model-based test of "Find anything"'s server search (machines/find/find.machine.ts): paths generated
 * from the machine with xstate/graph, each executed by a fresh real actor whose search goes to the
 * running mock server through the real client, as the palette provides it. The debounce passes on a
 * simulated clock; a failed search is a fault the server injects. Every answer shown is checked against
 * the query shown: only the answer for the text on screen is ever kept.
 */
import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, SimulatedClock, createActor, fromPromise } from "xstate";
import type { SearchResults } from "../../contracts/search.contract";
import { FIND_DEBOUNCE_MS, type FindContext, findMachine } from "../../machines/find/find.machine";
import { runApiOrFail, withApi } from "../../src/api";
import { type FlowModel, type Path, coverageInspector, describePath, executePath, generatePaths } from "./flow-paths";
import { Coverage, apiFor, modelServer, signedInBrowser } from "./harness";

const DEBOUNCED = { type: `xstate.after.${FIND_DEBOUNCE_MS}.find.debouncing` };
/** What is typed: too short, a query with spaces to trim, the same query with other spaces, another query, nothing. */
const TEXTS = ["d", " dating ", "dating", "#4102", ""] as const;

const context = (s: AnyMachineSnapshot) => s.context as FindContext;

/** A stand-in answer for the traversal: the real one comes from the server and is checked on its own. */
const ANSWER = { "@type": "SearchResults" } as unknown as SearchResults;

const model: FlowModel = {
  machine: findMachine,
  events: (s) => {
    if (s.matches("searching"))
      return [
        { type: "xstate.done.actor.0.find.searching", output: ANSWER },
        { type: "xstate.error.actor.0.find.searching", error: { _tag: "ServerError" } },
      ];
    const typing = TEXTS.filter((t) => t !== context(s).text).map((text) => ({ type: "find.type", text }));
    if (s.matches("debouncing")) return [DEBOUNCED, ...typing];
    return [...typing, ...(s.matches("failed") ? [{ type: "find.retry" }] : [])];
  },
  summary: (s) => {
    const c = context(s);
    return { value: s.value, text: c.text, query: c.query, answered: c.results !== null, failed: c.failure !== null };
  },
  describe: (e) =>
    e.type === "find.type"
      ? `type ${JSON.stringify((e as unknown as { text: string }).text)}`
      : e.type.startsWith("xstate.after")
        ? "a pause"
        : e.type.startsWith("xstate.done.actor")
          ? "answered"
          : e.type.startsWith("xstate.error.actor")
            ? "failed"
            : e.type,
  isStable: (s) => !s.matches("searching") && !s.matches("debouncing"),
};

const coverage = new Coverage("find", findMachine);
const server = modelServer(coverage);

const execute = async (path: Path) => {
  const { runtime } = apiFor(server, await signedInBrowser(server), "/publisher/dashboard");
  const asked: string[] = [];
  const clock = new SimulatedClock();
  const actor = createActor(
    findMachine.provide({
      actors: {
        search: fromPromise<SearchResults, { query: string }>(({ input, signal }) => {
          asked.push(input.query);
          return runApiOrFail(
            runtime,
            withApi((api) => api.search.find({ urlParams: { q: input.query } })),
            signal,
          );
        }),
      },
    }),
    { clock, inspect: coverageInspector(coverage) },
  );
  const snapshot = await executePath(model, path, {
    actor,
    arrange: async (outcomes) => {
      await fetch(`${server.url}/__mock/faults`, { method: "DELETE" });
      if (outcomes.some((o) => o.type.startsWith("xstate.error.actor")))
        await server.fault({ route: "search.find", status: 500, times: 1 });
    },
    take: (event) => {
      if (event.type !== DEBOUNCED.type) return false;
      clock.increment(FIND_DEBOUNCE_MS);
      return true;
    },
  });
  return { snapshot, asked };
};

describe("find anything, model-based", () => {
  const paths = generatePaths(model);

  it("has paths through a search answered, a failed one retried, and typing on while waiting", () => {
    const ends = paths.map((p) => model.summary(p.state) as { value: string; query: string; failed: boolean });
    expect(ends.some((e) => e.value === "ready" && e.query === "dating")).toBe(true);
    expect(paths.some((p) => p.steps.some((s) => s.event.type === "find.retry"))).toBe(true);
    expect(ends.some((e) => e.failed)).toBe(true);
  });

  for (const path of paths) {
    it(`${JSON.stringify(path.state.value)} via ${describePath(model, path)}`, async () => {
      await server.reset();
      const { snapshot, asked } = await execute(path);
      // Each search the path ends was asked once, for the trimmed text: typing alone asks nothing.
      const searches = path.steps.filter((s) => /^xstate\.(done|error)\.actor\./.test(s.event.type)).length;
      expect(asked).toHaveLength(searches);
      const shown = context(snapshot);
      for (const query of asked) expect(query).toBe(query.trim());
      // What is shown answers the query shown: the server's offers for it, by name or by "#id".
      if (shown.results) {
        expect(shown.query).toBe(shown.text.trim());
        for (const offer of shown.results.offers)
          expect(
            shown.query.startsWith("#")
              ? `#${offer.relativeId}` === shown.query
              : offer.displayName.toLowerCase().includes(shown.query.toLowerCase()),
          ).toBe(true);
      }
    });
  }

  it("takes every transition and visits every state", () => {
    const { missedTransitions, missedStates } = coverage.report();
    expect(missedStates).toEqual([]);
    expect(missedTransitions).toEqual([]);
  });
});
