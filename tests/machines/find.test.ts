/** The find palette's search on a simulated clock: debounced, trimmed, cancelled when typing goes on, failures kept apart. */
import { SimulatedClock, createActor, fromPromise, waitFor } from "xstate";
import { describe, expect, it } from "vitest";
import type { SearchResults } from "../../contracts/search.contract";
import { FIND_DEBOUNCE_MS, findMachine } from "../../machines/find/find.machine";

const answer = (query: string): SearchResults => ({
  "@type": "SearchResults",
  query,
  offers: [],
  smartlinks: [],
  domains: [],
  postbacks: [],
  conversions: [],
  news: [],
});

const setup = () => {
  const clock = new SimulatedClock();
  const calls: Array<{ query: string; aborted: () => boolean }> = [];
  const pending: Array<{ resolve: (v: SearchResults) => void; reject: (e: unknown) => void }> = [];
  const actor = createActor(
    findMachine.provide({
      actors: {
        search: fromPromise<SearchResults, { query: string }>(
          ({ input, signal }) =>
            new Promise((resolve, reject) => {
              calls.push({ query: input.query, aborted: () => signal.aborted });
              pending.push({ resolve, reject });
            }),
        ),
      },
    }),
    { clock },
  );
  actor.start();
  return { actor, calls, pending, clock };
};

describe("find machine", () => {
  it("asks at exactly two characters", () => {
    const { actor, calls, clock } = setup();
    actor.send({ type: "find.type", text: " of " });
    clock.increment(FIND_DEBOUNCE_MS);
    expect(calls.map((c) => c.query)).toEqual(["of"]);
  });

  it("a failure without a tag of its own is kept as Unknown, the text as typed", async () => {
    const { actor, pending, clock } = setup();
    actor.send({ type: "find.type", text: "demo " });
    clock.increment(FIND_DEBOUNCE_MS);
    pending[0]!.reject(new Error("offline"));
    await waitFor(actor, (s) => s.matches("failed"));
    expect(actor.getSnapshot().context).toMatchObject({ text: "demo ", query: "demo", results: null, failure: "Unknown" });
  });

  it("asks nothing under two characters, and asks once after the typing pauses", () => {
    const { actor, calls, clock } = setup();
    actor.send({ type: "find.type", text: " o " });
    clock.increment(FIND_DEBOUNCE_MS * 4);
    expect(calls).toEqual([]);
    expect(actor.getSnapshot().value).toBe("idle");
    actor.send({ type: "find.type", text: "of" });
    clock.increment(FIND_DEBOUNCE_MS - 1);
    actor.send({ type: "find.type", text: "off " });
    clock.increment(FIND_DEBOUNCE_MS - 1);
    expect(calls).toEqual([]);
    clock.increment(1);
    expect(calls.map((c) => c.query)).toEqual(["off"]);
    expect(actor.getSnapshot().value).toBe("searching");
  });

  it("stops the running search when the text changes, and shows only the last query's answer", async () => {
    const { actor, calls, pending, clock } = setup();
    actor.send({ type: "find.type", text: "demo" });
    clock.increment(FIND_DEBOUNCE_MS);
    actor.send({ type: "find.type", text: "demo-t" });
    expect(calls[0]!.aborted()).toBe(true);
    pending[0]!.resolve(answer("demo"));
    clock.increment(FIND_DEBOUNCE_MS);
    expect(calls.map((c) => c.query)).toEqual(["demo", "demo-t"]);
    pending[1]!.resolve(answer("demo-t"));
    await waitFor(actor, (s) => s.matches("ready"));
    expect(actor.getSnapshot().context).toMatchObject({ query: "demo-t", results: answer("demo-t"), failure: null });
  });

  it("keeps the query when only spaces change, and forgets the results under two characters", async () => {
    const { actor, calls, pending, clock } = setup();
    actor.send({ type: "find.type", text: "demo" });
    clock.increment(FIND_DEBOUNCE_MS);
    pending[0]!.resolve(answer("demo"));
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "find.type", text: "demo  " });
    clock.increment(FIND_DEBOUNCE_MS);
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe("ready");
    actor.send({ type: "find.type", text: "d" });
    expect(actor.getSnapshot().context).toMatchObject({ text: "d", query: "", results: null });
  });

  it("a failure is a state with the error's tag; retry asks again", async () => {
    const { actor, calls, pending, clock } = setup();
    actor.send({ type: "find.type", text: "demo" });
    clock.increment(FIND_DEBOUNCE_MS);
    pending[0]!.reject({ _tag: "NetworkError" });
    await waitFor(actor, (s) => s.matches("failed"));
    expect(actor.getSnapshot().context.failure).toBe("NetworkError");
    actor.send({ type: "find.retry" });
    expect(calls.map((c) => c.query)).toEqual(["demo", "demo"]);
    pending[1]!.resolve(answer("demo"));
    await waitFor(actor, (s) => s.matches("ready"));
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
});
