/**
 * Early answers (src/api/early-answers.ts): the signed-in frame's head script asks for the publisher
 * with the HTML, and the client's first GET of the same address takes that answer, once, instead of
 * asking again; anything else asks the server.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EARLY_ANSWERS_KEY, EARLY_ANSWER_MS, askEarly, fetchOrEarly, takeEarlyAnswer } from "../../src/api/early-answers";

const ORIGIN = "https://portal.example";
const CURRENT = "/publisher/api/publishers/current";
let now = 0;
let asked: string[] = [];

beforeEach(() => {
  now = 100;
  asked = [];
  vi.stubGlobal("window", { location: { href: `${ORIGIN}/publisher/dashboard`, origin: ORIGIN, pathname: "/publisher/dashboard" } });
  vi.stubGlobal("performance", { now: () => now });
  vi.stubGlobal(
    "fetch",
    vi.fn((input: string | URL) => {
      asked.push(String(input));
      return Promise.resolve(new Response(`answer ${asked.length}`));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const client = fetchOrEarly(() => globalThis.fetch);
const text = (answer: Promise<Response>) => answer.then((r) => r.text());

describe("early answers", () => {
  it("the head script asks once with the page's cookies, and the first GET of that address takes its answer", async () => {
    askEarly([CURRENT], EARLY_ANSWERS_KEY);
    expect(asked).toEqual([CURRENT]);
    expect(vi.mocked(globalThis.fetch).mock.calls[0]![1]).toEqual({ credentials: "same-origin" });

    expect(await text(client(new URL(CURRENT, ORIGIN), { method: "GET" }))).toBe("answer 1");
    expect(asked).toHaveLength(1);
    // Taken once: the next call asks the server.
    expect(await text(client(new URL(CURRENT, ORIGIN), { method: "GET" }))).toBe("answer 2");
    expect(asked).toHaveLength(2);
  });

  it("another address, another method or another origin asks the server and leaves the early answer", async () => {
    askEarly([CURRENT], EARLY_ANSWERS_KEY);
    await client(new URL(`${CURRENT}?x=1`, ORIGIN), { method: "GET" });
    await client(new URL(CURRENT, ORIGIN), { method: "POST" });
    await client(new URL(CURRENT, "https://other.example"), { method: "GET" });
    expect(asked).toHaveLength(4);
    expect(takeEarlyAnswer("get", new URL(CURRENT, ORIGIN))).toBeDefined();
  });

  it("an answer not taken in time is dropped", async () => {
    askEarly([CURRENT], EARLY_ANSWERS_KEY);
    now = EARLY_ANSWER_MS + 1;
    expect(takeEarlyAnswer("GET", new URL(CURRENT, ORIGIN))).toBeUndefined();
    expect(takeEarlyAnswer("GET", new URL(CURRENT, ORIGIN))).toBeUndefined();
  });

  it("without the head script every call asks the server", async () => {
    expect(takeEarlyAnswer("GET", new URL(CURRENT, ORIGIN))).toBeUndefined();
    expect(await text(client(new URL(CURRENT, ORIGIN)))).toBe("answer 1");
  });

  it("where there is no window (Node, a worker) there is no early answer and the call asks the server", async () => {
    vi.stubGlobal("window", undefined);
    expect(takeEarlyAnswer("GET", new URL(CURRENT, ORIGIN))).toBeUndefined();
    expect(await text(client(new URL(CURRENT, ORIGIN)))).toBe("answer 1");
  });

  it("a failed early answer reaches whoever takes it, and one nobody takes is no unhandled rejection", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("offline"))),
    );
    askEarly([CURRENT, "/publisher/api/other"], EARLY_ANSWERS_KEY);
    await expect(client(new URL(CURRENT, ORIGIN))).rejects.toThrow("offline");
  });
  it("a path with :id takes the page's own number, and is not asked for on a page without one", async () => {
    const OFFER = "/publisher/api/offers/:id";
    vi.stubGlobal("window", { location: { href: `${ORIGIN}/publisher/offers/4102`, origin: ORIGIN, pathname: "/publisher/offers/4102" } });
    askEarly([CURRENT, OFFER], EARLY_ANSWERS_KEY);
    expect(asked).toEqual([CURRENT, "/publisher/api/offers/4102"]);
    expect(await text(client(new URL("/publisher/api/offers/4102", ORIGIN)))).toBe("answer 2");

    asked = [];
    for (const pathname of ["/publisher/offers", "/publisher/offers/new", "/publisher/offers/12345678901234567890"]) {
      vi.stubGlobal("window", { location: { href: `${ORIGIN}${pathname}`, origin: ORIGIN, pathname } });
      askEarly([OFFER], EARLY_ANSWERS_KEY);
    }
    expect(asked).toEqual([]);
  });
});
