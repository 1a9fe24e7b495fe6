import { describe, expect, it } from "vitest";
import { SimulatedClock, createActor, fromPromise, waitFor } from "xstate";
import { type LookupPage, type LookupQuery, SEARCH_DEBOUNCE_MS, lookupMachine, lookupQuery } from "../../machines/lookup/lookup.machine";

const NAMES = Array.from({ length: 45 }, (_, i) => ({
  value: String(100 + i),
  label: `#${100 + i} Offer ${i % 2 === 0 ? "Dating" : "Casino"} ${i}`,
}));

/** A lookup over NAMES, 20 a page; `input` as the lookup's (by relative id unless given). */
const setup = (opts: { input?: { byRelativeId?: boolean }; failPages?: ReadonlySet<number> } = {}) => {
  const calls: Array<{ query: LookupQuery; page: number }> = [];
  let failNext = false;
  const clock = new SimulatedClock();
  const actor = createActor(
    lookupMachine.provide({
      actors: {
        loadPage: fromPromise(async ({ input }: { input: { query: LookupQuery; page: number } }): Promise<LookupPage> => {
          calls.push(input);
          if (failNext || opts.failPages?.has(input.page)) {
            failNext = false;
            throw new Error("page failed");
          }
          const { search, relativeId } = input.query;
          const kept = NAMES.filter(
            (n) =>
              (relativeId === undefined || n.value === String(relativeId)) &&
              (search === undefined || n.label.toLowerCase().includes(search.toLowerCase())),
          );
          return { options: kept.slice((input.page - 1) * 20, input.page * 20), total: kept.length };
        }),
      },
    }),
    { input: opts.input ?? { byRelativeId: true }, clock },
  );
  actor.start();
  return { actor, calls, clock, failOnce: () => (failNext = true) };
};

describe("lookupQuery", () => {
  it("trims; a blank text asks for everything", () => {
    expect(lookupQuery("  dating  ", false)).toEqual({ search: "dating" });
    expect(lookupQuery("   ", true)).toEqual({});
  });
  it("a leading # with digits is a relative id only when the lookup offers it", () => {
    expect(lookupQuery(" #4102 ", true)).toEqual({ relativeId: 4102 });
    expect(lookupQuery("#4102", false)).toEqual({ search: "#4102" });
    expect(lookupQuery("#", true)).toEqual({});
    expect(lookupQuery("#abc", true)).toEqual({ search: "#abc" });
    expect(lookupQuery("#0", true)).toEqual({ search: "#0" });
    expect(lookupQuery("#1234567890", true)).toEqual({ search: "#1234567890" });
    // Only a text that begins with # is an id: anything before it makes it a search.
    expect(lookupQuery("offer #12", true)).toEqual({ search: "offer #12" });
  });
});

describe("lookup machine", () => {
  it("loads the first page when opened, the next at the end, and stops when all are shown", async () => {
    const { actor, calls } = setup();
    expect(calls).toEqual([]);
    actor.send({ type: "list.open" });
    await waitFor(actor, (s) => s.matches("ready"));
    expect(actor.getSnapshot().context.options).toHaveLength(20);
    actor.send({ type: "list.end" });
    await waitFor(actor, (s) => s.matches("ready") && s.context.page === 2);
    actor.send({ type: "list.end" });
    await waitFor(actor, (s) => s.matches("ready") && s.context.page === 3);
    expect(actor.getSnapshot().context.options.map((o) => o.value)).toEqual(NAMES.map((n) => n.value));
    actor.send({ type: "list.end" });
    expect(actor.getSnapshot().value).toBe("ready");
    expect(calls.map((c) => c.page)).toEqual([1, 2, 3]);
  });

  it("applies the typed text 1000 ms after the last keystroke, trimmed", async () => {
    const { actor, calls, clock } = setup();
    actor.send({ type: "list.open" });
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "search.type", text: "d" });
    clock.increment(SEARCH_DEBOUNCE_MS - 1);
    actor.send({ type: "search.type", text: " dating " });
    clock.increment(SEARCH_DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe("debouncing");
    clock.increment(1);
    await waitFor(actor, (s) => s.matches("ready"));
    expect(calls.at(-1)).toEqual({ query: { search: "dating" }, page: 1 });
    expect(actor.getSnapshot().context.options.every((o) => o.label.includes("Dating"))).toBe(true);
    expect(actor.getSnapshot().context.text).toBe(" dating ");
    // Labels of the earlier page stay known (a chosen option keeps its name after another search).
    expect(actor.getSnapshot().context.labels["101"]).toBe("#101 Offer Casino 1");
  });

  it("spaces around the same search load nothing; going back to it while waiting cancels the wait", async () => {
    const { actor, calls, clock } = setup();
    actor.send({ type: "search.type", text: "casino" });
    clock.increment(SEARCH_DEBOUNCE_MS);
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "search.type", text: "casino  " });
    expect(actor.getSnapshot().value).toBe("ready");
    actor.send({ type: "search.type", text: "casin" });
    actor.send({ type: "search.type", text: "casino" });
    expect(actor.getSnapshot().value).toBe("ready");
    clock.increment(SEARCH_DEBOUNCE_MS * 2);
    expect(calls).toHaveLength(1);
  });

  it("# and digits look up the relative id", async () => {
    const { actor, calls, clock } = setup();
    actor.send({ type: "search.type", text: "#105" });
    clock.increment(SEARCH_DEBOUNCE_MS);
    await waitFor(actor, (s) => s.matches("ready"));
    expect(calls).toEqual([{ query: { relativeId: 105 }, page: 1 }]);
    expect(actor.getSnapshot().context.options.map((o) => o.value)).toEqual(["105"]);
  });

  it("a failed page is ignored: the options stay, and the end of the list can ask again", async () => {
    const { actor, calls, failOnce } = setup();
    actor.send({ type: "list.open" });
    await waitFor(actor, (s) => s.matches("ready"));
    failOnce();
    actor.send({ type: "list.end" });
    await waitFor(actor, (s) => s.matches("ready") && calls.length === 2);
    expect(actor.getSnapshot().context.options).toHaveLength(20);
    expect(actor.getSnapshot().context.page).toBe(1);
    actor.send({ type: "list.end" });
    await waitFor(actor, (s) => s.matches("ready") && s.context.page === 2);
    expect(actor.getSnapshot().context.options).toHaveLength(40);
  });

  it("a failed first page leaves the list empty, and opening again retries", async () => {
    const { actor, calls, failOnce } = setup();
    failOnce();
    actor.send({ type: "list.open" });
    await waitFor(actor, (s) => s.matches("ready") && calls.length === 1);
    expect(actor.getSnapshot().context.options).toEqual([]);
    actor.send({ type: "list.open" });
    await waitFor(actor, (s) => s.matches("ready") && s.context.page === 1);
    expect(actor.getSnapshot().context.options).toHaveLength(20);
  });

  it("a new search while a page loads abandons that page", async () => {
    const { actor, calls, clock } = setup();
    actor.send({ type: "list.open" });
    actor.send({ type: "search.type", text: "casino" });
    expect(actor.getSnapshot().value).toBe("debouncing");
    clock.increment(SEARCH_DEBOUNCE_MS);
    await waitFor(actor, (s) => s.matches("ready"));
    expect(actor.getSnapshot().context.options.every((o) => o.label.includes("Casino"))).toBe(true);
    expect(calls.map((c) => c.query)).toEqual([{}, { search: "casino" }]);
  });

  it("closing clears the search: the next opening lists everything at once, without waiting", async () => {
    const { actor, calls, clock } = setup();
    actor.send({ type: "list.open" });
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "list.close" });
    expect(actor.getSnapshot().value).toBe("ready");
    actor.send({ type: "search.type", text: "casino" });
    clock.increment(SEARCH_DEBOUNCE_MS);
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "list.close" });
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context).toMatchObject({ text: "", options: [], page: 0 });
    clock.increment(SEARCH_DEBOUNCE_MS * 2);
    expect(calls).toHaveLength(2);
    actor.send({ type: "list.open" });
    await waitFor(actor, (s) => s.matches("ready"));
    expect(calls.at(-1)).toEqual({ query: {}, page: 1 });
  });

  it("a failed first page of a new search keeps the options and the query they answer; the next page is of that query", async () => {
    const { actor, calls, clock, failOnce } = setup();
    actor.send({ type: "list.open" });
    await waitFor(actor, (s) => s.matches("ready"));
    failOnce();
    actor.send({ type: "search.type", text: "#105" });
    clock.increment(SEARCH_DEBOUNCE_MS);
    await waitFor(actor, (s) => s.matches("ready") && calls.length === 2);
    expect(actor.getSnapshot().context).toMatchObject({ query: {}, pending: null, page: 1, total: 45, text: "#105" });
    actor.send({ type: "list.end" });
    await waitFor(actor, (s) => s.matches("ready") && s.context.page === 2);
    expect(calls.at(-1)).toEqual({ query: {}, page: 2 });
    // Typing the failed search again tries it again.
    actor.send({ type: "search.type", text: "#105 " });
    clock.increment(SEARCH_DEBOUNCE_MS);
    await waitFor(actor, (s) => s.matches("ready") && s.context.page === 1);
    expect(actor.getSnapshot().context.options.map((o) => o.value)).toEqual(["105"]);
  });

  it("a lookup not told otherwise reads # and digits as a search", async () => {
    const { actor, calls, clock } = setup({ input: {} });
    actor.send({ type: "search.type", text: "#105" });
    clock.increment(SEARCH_DEBOUNCE_MS);
    await waitFor(actor, (s) => s.matches("ready"));
    expect(calls).toEqual([{ query: { search: "#105" }, page: 1 }]);
  });

  it("a page that repeats an option of the one before (a record added between them) shows it once, and every label shown is kept", async () => {
    const pages: Record<number, LookupPage> = {
      1: { options: [NAMES[0]!, NAMES[1]!], total: 4 },
      // The record added at the top pushed NAMES[1] onto the second page.
      2: { options: [NAMES[1]!, NAMES[2]!, NAMES[3]!], total: 4 },
    };
    const actor = createActor(
      lookupMachine.provide({
        actors: { loadPage: fromPromise(async ({ input }: { input: { query: LookupQuery; page: number } }) => pages[input.page]!) },
      }),
      { input: { byRelativeId: true } },
    ).start();
    actor.send({ type: "list.open" });
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "list.end" });
    await waitFor(actor, (s) => s.matches("ready") && s.context.page === 2);
    const { options, labels } = actor.getSnapshot().context;
    expect(options.map((o) => o.value)).toEqual(["100", "101", "102", "103"]);
    // A page with a label known already and new ones: the new ones are kept too.
    expect(labels).toEqual(Object.fromEntries(NAMES.slice(0, 4).map((n) => [n.value, n.label])));
  });
});
