/**
 * The publisher's saved answers (docs/decisions/083-readable-offline.md): the service worker keeps a
 * copy of each answer the portal reads for its pages, in a cache of the signed-in publisher's own,
 * and gives it back when the network is gone. What is kept:
 *
 * - only same-origin GETs under `/publisher/api/` that a page reads (`READABLE`, a list, not a
 *   pattern: an endpoint added later is not kept until someone adds it here). Nothing that signs in
 *   or out, sends a code, holds a secret or a payout account (what the journal redacts or masks,
 *   src/journal/redact.ts), no postback (their addresses hold tokens), no file;
 * - only a 200 in JSON, with the time it was fetched (`SAVED_AT_HEADER`) and its content type: not
 *   the server's version header (an old build's answer would make the page reload itself), no cookie;
 * - in `publisher-answers-<relativeId>`, the only such cache: switching to another publisher deletes
 *   the other ones, and whatever ends the session in the page (logout, a 401, a public page) deletes
 *   them all (src/journal/cached-answers.ts). Who is signed in is learnt from the answer that names
 *   the publisher (`/publishers/current`) and from the page once it knows (a sign-in, `PUBLISHER_MESSAGE` of ./protocol.ts);
 * - an answer fetched while another publisher was known is thrown away (a session changed while it
 *   travelled); one fetched before anybody was known is kept for the publisher known when it arrives
 *   (the page's first calls after a sign-in, which a wipe preceded). One that arrives while nobody
 *   is known yet waits, in the worker's memory, for its own page's `/publishers/current` (the page's
 *   first load under the worker asks for both at once, and either may come back first); at most
 *   `WAITING_LIMIT` wait per page, and another page's learning does not take them;
 * - at most `SAVED_LIMIT` answers per publisher, the least recently saved go first.
 *
 * The offers' pictures the publisher's pages showed (`isKeptImage`: the backend's own
 * `/cdn/offers/<file>`, the offer page's and the list's) are kept beside them, in the same cache, so
 * under the same rules (the publisher's alone, gone with the session): a 200 image the page could
 * read (never an opaque answer of another origin: its status, type and size cannot be checked, and
 * Chrome counts each as megabytes of the origin's quota), of at most `IMAGE_BYTES_LIMIT`, at most
 * `IMAGE_LIMIT` of them, the least recently saved going first. They do not count among the answers.
 *
 * A list asked for a range relative to today (the last 7 days) is asked for another range the next
 * day: its answer is also kept under the range counted in days from the day it was asked, in the
 * publisher's time zone (`relativeRangeKey`), so that the next day's "last 7 days" finds the last one
 * seen. Only where the browser has Temporal (a worker loads no polyfill); elsewhere the exact
 * address alone.
 */
import type { Temporal as Types } from "temporal-polyfill";
import { timezoneOf } from "../../machines/session/timezone";
import { SAVED_AT_HEADER } from "./protocol";

/** What every publisher's saved answers cache is named by: `publisher-answers-<relativeId>`. */
export const ANSWERS_PREFIX = "publisher-answers-";

/** The API's path. */
const API = "/publisher/api/";

/** The answer that names the signed-in publisher. */
export const CURRENT_PUBLISHER = `${API}publishers/current`;

/** At most this many answers are kept for one publisher. */
export const SAVED_LIMIT = 300;

/**
 * At most this many offer pictures are kept for one publisher: a whole page of the offers list at its
 * largest size (100), or five at its default (20), with the offers opened from them.
 */
export const IMAGE_LIMIT = 100;

/**
 * A picture larger than this is not kept. An offer's preview is drawn at most 128×72 CSS pixels
 * (384×216 on a 3× phone): 10-40 KB as JPEG, PNG or WebP, the mock's SVGs about 1 KB. With
 * `IMAGE_LIMIT`, a publisher's pictures take at most 10 MB, in practice 1-4 MB.
 */
export const IMAGE_BYTES_LIMIT = 100 * 1024;

/** At most this many answers of one page wait for its publisher to be known. */
export const WAITING_LIMIT = 40;

/** Answers wait for at most this many pages at once. */
const WAITING_PAGES = 4;

/**
 * The GETs a page reads, by their path under `/publisher/api/` (`\d+` for an id): the dashboard,
 * balance, conversions, payments and reports, offers and smartlinks with what their pages look up,
 * the shell's counts and news, and the reference lists the filters name values with.
 */
const READABLE: readonly RegExp[] = [
  /^publishers\/current$/,
  /^ch\/(balance|dashboard|chart|impressions|conversions|transactions)$/,
  /^ch\/reports\/(summary|revenue|goal_performance|referral)$/,
  /^report_preferences$/,
  /^(payments|promo_codes|competitions\.jsonld|faqs)$/,
  /^announcements(\/\d+)?$/,
  /^notifications(\/unseen)?$/,
  /^support_chat\/unread$/,
  /^offers(\/\d+)?$/,
  /^(categories|offer_creatives|offer_goals\/filter)$/,
  /^smartlinks(\/\d+)?$/,
  /^(smartlink_verticals|campaigns)$/,
  /^campaigns\/\d+$/,
  /^proxy_domains(\/\d+)?$/,
  /^(countries\.jsonld|devices|promo_channels|traffic_types|languages|timezones|publisher\/timezones)$/,
];

/** The pictures kept for reading offline, by their path under `/publisher/api/`: the offers' previews the backend serves. */
const KEPT_IMAGES: readonly RegExp[] = [/^cdn\/offers\/[^/]+$/];

/** Whether `url`'s path is one of the kept pictures'. */
const isImagePath = (url: URL): boolean =>
  url.pathname.startsWith(API) && KEPT_IMAGES.some((path) => path.test(url.pathname.slice(API.length)));

/** Whether `url` is an offer's picture the worker keeps for reading offline (on the portal's origin). */
export const isKeptImage = (url: URL, origin: string): boolean => url.origin === origin && isImagePath(url);

/** Whether `url` is an answer the worker keeps for reading offline (a GET of a page's data on the portal's origin). */
export const isReadable = (url: URL, origin: string): boolean =>
  url.origin === origin && url.pathname.startsWith(API) && READABLE.some((path) => path.test(url.pathname.slice(API.length)));

/** The cache of one publisher's saved answers. */
export const answersCacheName = (publisher: string): string => `${ANSWERS_PREFIX}${publisher}`;

const RANGE = /^(\d{4}-\d{2}-\d{2}) - (\d{4}-\d{2}-\d{2})$/;

/**
 * The address `url` is also kept under when it asks for a date range: the range as days from `today`
 * (`dateRange=~-6~1` for the last 7 days), so that the same view asked another day finds it.
 * Undefined without a range, or without Temporal.
 */
export const relativeRangeKey = (url: URL, today: Types.PlainDate | undefined): string | undefined => {
  const match = RANGE.exec(url.searchParams.get("dateRange") ?? "");
  const temporal = (globalThis as { Temporal?: typeof Types }).Temporal;
  if (!match || !today || !temporal) return undefined;
  const days = (date: string) => today.until(temporal.PlainDate.from(date), { largestUnit: "day" }).days;
  const key = new URL(url);
  key.searchParams.set("dateRange", `~${days(match[1]!)}~${days(match[2]!)}`);
  return key.href;
};

/** Today in `timeZone`, where the browser has Temporal. */
const todayIn = (timeZone: string): Types.PlainDate | undefined => {
  const temporal = (globalThis as { Temporal?: typeof Types }).Temporal;
  try {
    return temporal?.Now.plainDateISO(timeZone);
  } catch {
    return undefined;
  }
};

/** The part of Cache Storage the store uses (a fake one in the unit tests). */
export type AnswerCaches = Pick<CacheStorage, "keys" | "open" | "delete" | "has" | "match">;

export interface AnswerStore {
  /** The publisher whose answers are kept now (the one `publisher-answers-*` cache), or null. */
  owner(): Promise<string | null>;
  /** From now on the answers are `publisher`'s: every other publisher's are deleted. */
  switchTo(publisher: string): Promise<void>;
  /**
   * Keeps `response` (a copy: the page reads the original) as the answer to `url`, fetched while
   * `ownerAtStart` was known by the page `client` (the fetch event's client id).
   */
  save(url: URL, response: Response, ownerAtStart: string | null, client?: string): Promise<void>;
  /**
   * Keeps `response` (a copy) as the offer picture at `url`, fetched while `ownerAtStart` was known,
   * for the publisher known now: none while nobody is (a picture does not wait), none that another
   * publisher's session fetched.
   */
  saveImage(url: URL, response: Response, ownerAtStart: string | null): Promise<void>;
  /** Learns the publisher from the answer of `/publishers/current` (asked by the page `client`) and keeps it as theirs, with what that page's answers waited for it. */
  learn(url: URL, response: Response, client?: string): Promise<void>;
  /** The saved answer to `url` of the publisher known now, if any. */
  find(url: URL): Promise<Response | undefined>;
}

const isJson = (response: Response) => /^application\/(ld\+)?json\b/.test(response.headers.get("content-type") ?? "");

/** A picture's body, if it may be kept: a 200 image the page could read, of at most `IMAGE_BYTES_LIMIT`. */
const imageBody = async (response: Response): Promise<ArrayBuffer | undefined> => {
  if (response.status !== 200 || response.type === "opaque" || !/^image\//.test(response.headers.get("content-type") ?? ""))
    return undefined;
  if (Number(response.headers.get("content-length") ?? 0) > IMAGE_BYTES_LIMIT) return undefined;
  const body = await response.arrayBuffer();
  return body.byteLength <= IMAGE_BYTES_LIMIT ? body : undefined;
};

/** Deletes the first of `requests` (the least recently saved) beyond `limit`. */
const keepLast = async (cache: Cache, requests: readonly Request[], limit: number) => {
  for (const old of requests.slice(0, Math.max(0, requests.length - limit))) await cache.delete(old);
};

/** The store over `caches` (the worker's Cache Storage); `now` is the clock of the saved-at times. */
export const answerStore = (caches: AnswerCaches, now: () => Date = () => new Date()): AnswerStore => {
  // Every change goes in turn, so that an answer never lands in a cache a switch has just deleted.
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
    const next = queue.then(run);
    queue = next.catch(() => undefined);
    return next;
  };
  /** The publishers' time zones, read from their saved `/publishers/current`. */
  const zones = new Map<string, string>();
  /** Per page, the answers that arrived while nobody was known, with the address each answers. */
  const waiting = new Map<string, { url: URL; response: Response }[]>();

  const owner = async (): Promise<string | null> => {
    const names = (await caches.keys()).filter((name) => name.startsWith(ANSWERS_PREFIX));
    // Two publishers' caches at once is no state this store makes: then it answers for nobody.
    return names.length === 1 ? names[0]!.slice(ANSWERS_PREFIX.length) : null;
  };

  const switchNow = async (publisher: string) => {
    const keep = answersCacheName(publisher);
    for (const name of await caches.keys()) if (name.startsWith(ANSWERS_PREFIX) && name !== keep) await caches.delete(name);
    await caches.open(keep);
  };

  const zoneOf = async (publisher: string): Promise<string | undefined> => {
    if (zones.has(publisher)) return zones.get(publisher);
    const saved = await caches.match(CURRENT_PUBLISHER, { cacheName: answersCacheName(publisher) });
    if (!saved) return undefined;
    const zone = timezoneOf((await saved.json()) as Parameters<typeof timezoneOf>[0]);
    zones.set(publisher, zone);
    return zone;
  };

  const put = async (publisher: string, url: URL, response: Response) => {
    const name = answersCacheName(publisher);
    // Deleted by the page since (a logout): nothing is kept, and the cache is not made again.
    if (!(await caches.has(name))) return;
    const body = await response.arrayBuffer();
    const saved = () =>
      new Response(body, {
        status: 200,
        headers: { "content-type": response.headers.get("content-type")!, [SAVED_AT_HEADER]: now().toISOString() },
      });
    const cache = await caches.open(name);
    await cache.put(url.href, saved());
    const zone = url.pathname === CURRENT_PUBLISHER ? undefined : await zoneOf(publisher);
    const relative = zone === undefined ? undefined : relativeRangeKey(url, todayIn(zone));
    if (relative) await cache.put(relative, saved());
    // The publisher's own answer stays whatever its age: without it the portal cannot start offline.
    // The pictures have a limit of their own.
    const keys = (await cache.keys()).filter((request) => {
      const at = new URL(request.url);
      return at.pathname !== CURRENT_PUBLISHER && !isImagePath(at);
    });
    await keepLast(cache, keys, SAVED_LIMIT);
  };

  const putImage = async (publisher: string, url: URL, body: ArrayBuffer, contentType: string) => {
    const name = answersCacheName(publisher);
    if (!(await caches.has(name))) return;
    const cache = await caches.open(name);
    await cache.put(
      url.href,
      new Response(body, { status: 200, headers: { "content-type": contentType, [SAVED_AT_HEADER]: now().toISOString() } }),
    );
    await keepLast(
      cache,
      (await cache.keys()).filter((request) => isImagePath(new URL(request.url))),
      IMAGE_LIMIT,
    );
  };

  return {
    owner,
    switchTo: (publisher) => inTurn(() => switchNow(publisher)),
    save: (url, response, ownerAtStart, client) =>
      inTurn(async () => {
        if (response.status !== 200 || !isJson(response)) return;
        const publisher = await owner();
        if (publisher === null) {
          if (ownerAtStart !== null || client === undefined || client === "") return;
          const answers = waiting.get(client) ?? [];
          if (answers.length >= WAITING_LIMIT) return;
          waiting.delete(client);
          waiting.set(client, [...answers, { url, response }]);
          // Pages that never learn anybody (closed first) are let go, the oldest first.
          for (const page of waiting.keys()) if (waiting.size > WAITING_PAGES) waiting.delete(page);
          return;
        }
        if (ownerAtStart !== null && ownerAtStart !== publisher) return;
        await put(publisher, url, response);
      }),
    saveImage: (url, response, ownerAtStart) =>
      inTurn(async () => {
        const publisher = await owner();
        if (publisher === null || (ownerAtStart !== null && ownerAtStart !== publisher)) return;
        const body = await imageBody(response);
        if (body) await putImage(publisher, url, body, response.headers.get("content-type")!);
      }),
    learn: (url, response, client) =>
      inTurn(async () => {
        const held = client ? (waiting.get(client) ?? []) : [];
        if (client) waiting.delete(client);
        if (response.status !== 200 || !isJson(response)) return;
        const answer = (await response.clone().json()) as { relativeId?: unknown };
        if (typeof answer.relativeId !== "number") return;
        const publisher = String(answer.relativeId);
        zones.set(publisher, timezoneOf(answer as Parameters<typeof timezoneOf>[0]));
        await switchNow(publisher);
        await put(publisher, url, response);
        for (const early of held) await put(publisher, early.url, early.response);
      }),
    find: async (url) => {
      const publisher = await owner();
      if (publisher === null) return undefined;
      const cacheName = answersCacheName(publisher);
      const exact = await caches.match(url.href, { cacheName });
      if (exact || url.pathname === CURRENT_PUBLISHER) return exact;
      const zone = await zoneOf(publisher);
      const relative = zone === undefined ? undefined : relativeRangeKey(url, todayIn(zone));
      return relative ? caches.match(relative, { cacheName }) : undefined;
    },
  };
};
