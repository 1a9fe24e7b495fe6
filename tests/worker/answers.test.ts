/**
 * The service worker's saved answers (src/worker/answers.ts, docs/decisions/083-readable-offline.md):
 * which answers are kept, that they are kept per publisher and never handed to another, and how a
 * range relative to today finds the last one seen on a later day.
 */
import { readFileSync } from "node:fs";
import { Temporal } from "temporal-polyfill";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  CURRENT_PUBLISHER,
  IMAGE_BYTES_LIMIT,
  IMAGE_LIMIT,
  SAVED_LIMIT,
  answerStore,
  answersCacheName,
  isKeptImage,
  isReadable,
  relativeRangeKey,
} from "../../src/worker/answers";
import { SAVED_AT_HEADER } from "../../src/worker/protocol";
import { FakeCaches } from "./fake-caches";

const ORIGIN = "https://portal.example";
const at = (path: string) => new URL(path, ORIGIN);
const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { "content-type": "application/ld+json; charset=utf-8", ...init.headers },
  });
const publisher = (relativeId: number, timezone = "Europe/Prague") =>
  json({ relativeId, username: `p${relativeId}`, timezone, timezoneInfo: null });
const NOW = new Date("2026-05-14T10:42:00Z");

afterEach(() => vi.restoreAllMocks());

describe("which answers are kept", () => {
  it("keeps the pages' reads and nothing that signs in or out, sends a code, or holds a secret, an account or a file", () => {
    for (const path of [
      "/publisher/api/publishers/current",
      "/publisher/api/ch/dashboard",
      "/publisher/api/ch/balance",
      "/publisher/api/ch/conversions?page=2&dateRange=2026-05-01%20-%202026-05-15",
      "/publisher/api/ch/reports/summary?groupBy=offer",
      "/publisher/api/offers/17",
      "/publisher/api/smartlinks/3",
    ])
      expect(isReadable(at(path), ORIGIN), path).toBe(true);
    for (const path of [
      "/publisher/api/login",
      "/publisher/api/logout",
      "/publisher/api/profile/pin_request",
      "/publisher/api/publisher_payout_accounts",
      "/publisher/api/publisher_payout_accounts/4",
      "/publisher/api/publisher_postbacks/2",
      "/publisher/api/publisher_postback_deliveries",
      "/publisher/api/ch/conversions/export",
      "/publisher/api/ch/reports/summary/export",
      "/publisher/api/media/5",
      "/publisher/api/cdn/offers/a.png",
      "/publisher/api/search?q=a",
      "/publisher/dashboard",
    ])
      expect(isReadable(at(path), ORIGIN), path).toBe(false);
    expect(isReadable(new URL("/publisher/api/ch/dashboard", "https://elsewhere.example"), ORIGIN)).toBe(false);
  });

  it("keeps no GET of the contract whose path names a session, a code, a secret, an account, a postback or a file", () => {
    const { paths } = JSON.parse(readFileSync(new URL("../../contracts/openapi.json", import.meta.url), "utf8")) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const kept = Object.entries(paths)
      .filter(([, operations]) => "get" in operations)
      .map(([path]) => path.replace(/\{[^}]+\}/g, "1"))
      .filter((path) => isReadable(at(path), ORIGIN));
    expect(kept).toContain("/publisher/api/ch/dashboard");
    expect(kept.filter((path) => /log(in|out)|pin|secret|token|payout_account|postback|export|media|cdn|register/.test(path))).toEqual([]);
  });
});

describe("the answers of one publisher", () => {
  it("are kept under the publisher the current answer names, with the time they were fetched, without the server's version", async () => {
    const caches = new FakeCaches();
    const store = answerStore(caches, () => NOW);
    await store.learn(at(CURRENT_PUBLISHER), publisher(1001));
    await store.save(at("/publisher/api/ch/dashboard"), json({ clicks: 5 }, { headers: { "x-app-version": "1.2.3" } }), "1001");

    expect(await caches.keys()).toEqual([answersCacheName("1001")]);
    const saved = await store.find(at("/publisher/api/ch/dashboard"));
    expect(await saved!.json()).toEqual({ clicks: 5 });
    expect(saved!.headers.get(SAVED_AT_HEADER)).toBe("2026-05-14T10:42:00.000Z");
    expect(saved!.headers.get("content-type")).toMatch(/^application\/ld\+json/);
    expect(saved!.headers.get("x-app-version")).toBeNull();
    expect(await (await store.find(at(CURRENT_PUBLISHER)))!.json()).toMatchObject({ relativeId: 1001 });
  });

  it("are never handed to the next publisher: switching deletes them, and what the first one's session fetched is not kept for the second", async () => {
    const caches = new FakeCaches();
    const store = answerStore(caches, () => NOW);
    await store.learn(at(CURRENT_PUBLISHER), publisher(1001));
    await store.save(at("/publisher/api/offers/7"), json({ id: 7 }), "1001");

    // The second publisher signs in (the page says so), while an answer of the first one still travels.
    await store.switchTo("1002");
    await store.save(at("/publisher/api/ch/balance"), json({ balance: 1 }), "1001");

    expect(await caches.keys()).toEqual([answersCacheName("1002")]);
    expect(await store.find(at("/publisher/api/offers/7"))).toBeUndefined();
    expect(await store.find(at("/publisher/api/ch/balance"))).toBeUndefined();
    // Answers fetched before anybody was known (after a sign-in, which a wipe preceded) are the new publisher's.
    await store.save(at("/publisher/api/ch/dashboard"), json({ clicks: 1 }), null);
    expect(caches.urls(answersCacheName("1002"))).toEqual([`${ORIGIN}/publisher/api/ch/dashboard`]);
  });

  it("are not kept without a publisher, after the page deleted them (a logout), nor when they are no 200 in JSON", async () => {
    const caches = new FakeCaches();
    const store = answerStore(caches, () => NOW);
    await store.save(at("/publisher/api/ch/dashboard"), json({ clicks: 1 }), null);
    expect(await caches.keys()).toEqual([]);

    await store.learn(at(CURRENT_PUBLISHER), publisher(1001));
    await store.save(at("/publisher/api/ch/balance"), new Response("<html>", { headers: { "content-type": "text/html" } }), "1001");
    await store.save(at("/publisher/api/ch/chart"), json({ error: 1 }, { status: 500 }), "1001");
    expect(caches.urls(answersCacheName("1001"))).toEqual([`${ORIGIN}${CURRENT_PUBLISHER}`]);

    await caches.delete(answersCacheName("1001"));
    await store.save(at("/publisher/api/ch/dashboard"), json({ clicks: 1 }), "1001");
    expect(await caches.keys()).toEqual([]);
    expect(await store.find(at(CURRENT_PUBLISHER))).toBeUndefined();
  });

  it("that arrive before their page's publisher is known wait for it, and for no other page's", async () => {
    const caches = new FakeCaches();
    const store = answerStore(caches, () => NOW);
    // The page's first load under the worker: the offer comes back before the publisher does.
    await store.save(at("/publisher/api/offers/4301"), json({ id: 4301 }), null, "page-a");
    await store.save(at("/publisher/api/offers/9"), json({ id: 9 }), null, "page-b");
    expect(await caches.keys()).toEqual([]);

    await store.learn(at(CURRENT_PUBLISHER), publisher(1001), "page-a");
    expect(caches.urls(answersCacheName("1001")).sort()).toEqual([`${ORIGIN}/publisher/api/offers/4301`, `${ORIGIN}${CURRENT_PUBLISHER}`]);
    expect(await (await store.find(at("/publisher/api/offers/4301")))!.json()).toEqual({ id: 4301 });

    // Another publisher learnt by page b later: what page a waited with is not handed on, and page b's is b's.
    await store.learn(at(CURRENT_PUBLISHER), publisher(1002), "page-b");
    expect(caches.urls(answersCacheName("1002")).sort()).toEqual([`${ORIGIN}/publisher/api/offers/9`, `${ORIGIN}${CURRENT_PUBLISHER}`]);
    await store.learn(at(CURRENT_PUBLISHER), publisher(1003), "page-a");
    expect(caches.urls(answersCacheName("1003"))).toEqual([`${ORIGIN}${CURRENT_PUBLISHER}`]);
  });

  it("answer for nobody when two publishers' caches are there", async () => {
    const caches = new FakeCaches();
    const store = answerStore(caches, () => NOW);
    await store.learn(at(CURRENT_PUBLISHER), publisher(1001));
    await (await caches.open(answersCacheName("1002"))).put(`${ORIGIN}${CURRENT_PUBLISHER}`, json({ relativeId: 1002 }));
    expect(await store.owner()).toBeNull();
    expect(await store.find(at(CURRENT_PUBLISHER))).toBeUndefined();
  });

  it(`are at most ${SAVED_LIMIT}: the least recently saved go first, the publisher's own answer stays`, async () => {
    const caches = new FakeCaches();
    const store = answerStore(caches, () => NOW);
    await store.learn(at(CURRENT_PUBLISHER), publisher(1001));
    for (let page = 1; page <= SAVED_LIMIT + 2; page++) await store.save(at(`/publisher/api/offers?page=${page}`), json({ page }), "1001");
    const urls = caches.urls(answersCacheName("1001"));
    expect(urls).toHaveLength(SAVED_LIMIT + 1);
    expect(urls).toContain(`${ORIGIN}${CURRENT_PUBLISHER}`);
    expect(urls).not.toContain(`${ORIGIN}/publisher/api/offers?page=1`);
    expect(urls).not.toContain(`${ORIGIN}/publisher/api/offers?page=2`);
    expect(urls).toContain(`${ORIGIN}/publisher/api/offers?page=3`);
  });
});

describe("a range relative to today", () => {
  const today = (date: string) => vi.spyOn(Temporal.Now, "plainDateISO").mockReturnValue(Temporal.PlainDate.from(date));
  const chart = (range: string) => at(`/publisher/api/ch/chart?dateRange=${encodeURIComponent(range)}`);

  it("is the range in days from today", () => {
    expect(relativeRangeKey(chart("2026-05-08 - 2026-05-15"), Temporal.PlainDate.from("2026-05-14"))).toBe(
      `${ORIGIN}/publisher/api/ch/chart?dateRange=%7E-6%7E1`,
    );
    expect(relativeRangeKey(at("/publisher/api/ch/dashboard"), Temporal.PlainDate.from("2026-05-14"))).toBeUndefined();
  });

  it("finds the last 7 days seen yesterday for today's last 7 days, and nothing for another period", async () => {
    const caches = new FakeCaches();
    const store = answerStore(caches, () => NOW);
    const zone = vi.spyOn(Temporal.Now, "plainDateISO");
    today("2026-05-14");
    await store.learn(at(CURRENT_PUBLISHER), publisher(1001, "Asia/Tokyo"));
    await store.save(chart("2026-05-08 - 2026-05-15"), json({ last7: "seen on the 14th" }), "1001");
    await store.save(chart("2026-05-01 - 2026-05-08"), json({ previous7: "seen on the 14th" }), "1001");
    // Today in the publisher's zone, as the page counts its days.
    expect(zone).toHaveBeenCalledWith("Asia/Tokyo");

    today("2026-05-15");
    expect(await (await store.find(chart("2026-05-09 - 2026-05-16")))!.json()).toEqual({ last7: "seen on the 14th" });
    expect(await (await store.find(chart("2026-05-02 - 2026-05-09")))!.json()).toEqual({ previous7: "seen on the 14th" });
    expect(await store.find(chart("2026-04-01 - 2026-05-01"))).toBeUndefined();
  });
});

describe("the offers' pictures", () => {
  const svg = (bytes = 900, init: ResponseInit = {}) =>
    new Response(`<svg xmlns="http://www.w3.org/2000/svg">${"x".repeat(bytes)}</svg>`, {
      status: 200,
      ...init,
      headers: { "content-type": "image/svg+xml", ...init.headers },
    });
  const picture = (offer: number) => at(`/publisher/api/cdn/offers/${offer}.svg`);
  const signedIn = async (caches = new FakeCaches()) => {
    const store = answerStore(caches, () => NOW);
    await store.learn(at(CURRENT_PUBLISHER), publisher(1001));
    return { caches, store };
  };

  it("are the backend's offer previews on the portal's origin: no creative, announcement or other origin's", () => {
    expect(isKeptImage(picture(4301), ORIGIN)).toBe(true);
    expect(isKeptImage(at("/publisher/api/cdn/offers/a-b.png"), ORIGIN)).toBe(true);
    for (const path of [
      "/publisher/api/cdn/creatives/7.svg",
      "/publisher/api/cdn/announcements/1.svg",
      "/publisher/api/media/5",
      "/publisher/api/offers/4301",
    ])
      expect(isKeptImage(at(path), ORIGIN), path).toBe(false);
    expect(isKeptImage(new URL("/publisher/api/cdn/offers/4301.svg", "https://cdn.example"), ORIGIN)).toBe(false);
    // Never an answer (the answers' list holds no CDN file).
    expect(isReadable(picture(4301), ORIGIN)).toBe(false);
  });

  it("are kept in the publisher's own cache and found offline; never while nobody is known, nor what another publisher's session fetched", async () => {
    const { caches, store } = await signedIn();
    await store.saveImage(picture(4301), svg(), "1001");
    const saved = await store.find(picture(4301));
    expect(saved!.headers.get("content-type")).toBe("image/svg+xml");
    expect((await saved!.text()).startsWith("<svg")).toBe(true);
    expect(caches.urls(answersCacheName("1001"))).toContain(picture(4301).href);

    // Another publisher signs in while the first one's picture travels: it is not kept for them, and the first one's went with the switch.
    await store.switchTo("1002");
    await store.saveImage(picture(9), svg(), "1001");
    expect(await caches.keys()).toEqual([answersCacheName("1002")]);
    expect(caches.urls(answersCacheName("1002"))).toEqual([]);
    expect(await store.find(picture(4301))).toBeUndefined();

    // Nobody known (after a logout's wipe): nothing is kept, no cache is made.
    const empty = new FakeCaches();
    await answerStore(empty, () => NOW).saveImage(picture(4301), svg(), null);
    expect(await empty.keys()).toEqual([]);
  });

  it(`only a readable 200 image of at most ${IMAGE_BYTES_LIMIT / 1024} KB: no opaque answer, no error, no page`, async () => {
    const { caches, store } = await signedIn();
    const opaque = svg();
    Object.defineProperty(opaque, "type", { value: "opaque" });
    await store.saveImage(picture(1), opaque, "1001");
    await store.saveImage(picture(2), svg(900, { status: 404 }), "1001");
    await store.saveImage(picture(3), new Response("<html>", { headers: { "content-type": "text/html" } }), "1001");
    await store.saveImage(picture(4), svg(IMAGE_BYTES_LIMIT), "1001");
    await store.saveImage(picture(5), svg(10, { headers: { "content-length": String(IMAGE_BYTES_LIMIT + 1) } }), "1001");
    await store.saveImage(picture(6), svg(IMAGE_BYTES_LIMIT - 100), "1001");
    expect(caches.urls(answersCacheName("1001"))).toEqual([`${ORIGIN}${CURRENT_PUBLISHER}`, picture(6).href]);
  });

  it(`are at most ${IMAGE_LIMIT}, the least recently saved going first, and never push out an answer`, async () => {
    const { caches, store } = await signedIn();
    await store.save(at("/publisher/api/offers/4301"), json({ id: 4301 }), "1001");
    for (let offer = 1; offer <= IMAGE_LIMIT + 2; offer++) await store.saveImage(picture(offer), svg(10), "1001");
    const urls = caches.urls(answersCacheName("1001"));
    expect(urls.filter((url) => url.includes("/cdn/offers/"))).toHaveLength(IMAGE_LIMIT);
    expect(urls).not.toContain(picture(1).href);
    expect(urls).not.toContain(picture(2).href);
    expect(urls).toContain(picture(3).href);
    expect(urls).toContain(`${ORIGIN}/publisher/api/offers/4301`);
    expect(urls).toContain(`${ORIGIN}${CURRENT_PUBLISHER}`);

    // Nor do the answers count the pictures.
    for (let page = 1; page <= SAVED_LIMIT; page++) await store.save(at(`/publisher/api/offers?page=${page}`), json({ page }), "1001");
    expect(caches.urls(answersCacheName("1001")).filter((url) => url.includes("/cdn/offers/"))).toHaveLength(IMAGE_LIMIT);
  });
});
