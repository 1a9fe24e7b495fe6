/**
 * A publisher's traffic over the 120 days of its seeded conversions, as one columnar table of
 * cells: an hour and a value of every dimension (source, the offer a smartlink chose, country,
 * device, os, browser, landing, subsource, track, referrer, sub1-sub6) with hits, unique hits,
 * clicks, unique clicks and impressions. Cell i < conversions.length is the click of conversion i
 * (same hour, same dimensions, at least one click), so every conversion's click is in the clicks;
 * the other cells are traffic that did not convert, drawn from the conversions' own mix and times.
 * Generated on first use from the store's seed, in about 100 ms
 * (docs/decisions/020-traffic-and-report-metrics.md).
 */
import type { ConversionStatus } from "../../contracts/conversions.contract";
import {
  BROWSERS_BY_OS,
  COMMISSION_RATE,
  DEVICE_NAMES,
  Dictionary,
  GOAL_INDEX,
  LANDINGS_BY_OFFER,
  OS_BY_DEVICE,
  REFERRERS,
  SMARTLINK_OFFERS,
  SOURCES,
  SOURCE_INDEX,
  TRACKS,
} from "./dimensions";
import { Random } from "./random";
import type { ConversionRecord } from "./records";
import { COUNTRIES, OFFERS, TIER_FACTOR } from "./traffic";

export const HOUR_MS = 3_600_000;
/** Cells of traffic that did not convert (besides one cell per conversion). */
const BACKGROUND_CELLS = 60_000;
const STATUS_CODE: Readonly<Record<ConversionStatus, number>> = { approved: 0, pending: 1, declined: 2 };
const COUNTRY_INDEX = new Map(COUNTRIES.map((c, i) => [c.code, i]));
/** Subsources whose traffic is shown as banners or widgets, so it has impressions. */
const IMPRESSION_PREFIXES = ["site_", "zone_", "native_", "inapp_", "blog_"];

/** The columns of the cells; codes index the dictionaries (-1 is "not set"). */
export interface TrafficHistory {
  /** UTC hour (ms / HOUR_MS) of hour index 0. */
  readonly firstHour: number;
  readonly hours: number;
  /** Cells [0, conversions) are the conversions' clicks, in time order; the rest are in hour order too. */
  readonly conversions: number;
  readonly size: number;
  readonly hour: Int32Array;
  readonly source: Uint8Array;
  /** For smartlink traffic, the offer (index into OFFERS) the smartlink chose; -1 for offer traffic. */
  readonly subOffer: Int8Array;
  readonly country: Uint8Array;
  readonly device: Uint8Array;
  readonly os: Uint8Array;
  readonly browser: Uint8Array;
  /** Index into LANDINGS, -1 for smartlink traffic. */
  readonly landing: Int16Array;
  readonly subsource: Int32Array;
  readonly track: Int16Array;
  readonly referrer: Int16Array;
  readonly subs: ReadonlyArray<Int32Array>;
  readonly subsourceValues: Dictionary;
  readonly subValues: ReadonlyArray<Dictionary>;
  readonly hits: Uint32Array;
  readonly uHits: Uint32Array;
  readonly clicks: Uint32Array;
  readonly uClicks: Uint32Array;
  readonly impressions: Uint32Array;
  /** Per conversion (by position in the conversions table). */
  readonly timeMs: Float64Array;
  readonly status: Uint8Array;
  readonly goal: Uint8Array;
  readonly payout: Float64Array;
  /** What the advertiser paid: payout / (1 - the network's commission rate). */
  readonly revenue: Float64Array;
}

const weighted = (random: Random, options: ReadonlyArray<readonly [number, number]>): number => {
  let total = 0;
  for (const [, w] of options) total += w;
  let x = random.next() * total;
  for (const [value, w] of options) {
    x -= w;
    if (x < 0) return value;
  }
  return options[options.length - 1]![0];
};

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Generates the traffic of the publisher whose conversions are `rows` (empty rows, empty traffic). */
export const generateTrafficHistory = (random: Random, rows: ReadonlyArray<ConversionRecord>, seededAtMs: number): TrafficHistory => {
  const conversions = rows.length;
  const background = conversions === 0 ? 0 : BACKGROUND_CELLS;
  const size = conversions + background;
  const firstHour = Math.floor(seededAtMs / HOUR_MS) - 121 * 24;
  const hours = Math.floor(seededAtMs / HOUR_MS) - firstHour + 1;
  const h: TrafficHistory = {
    firstHour,
    hours,
    conversions,
    size,
    hour: new Int32Array(size),
    source: new Uint8Array(size),
    subOffer: new Int8Array(size),
    country: new Uint8Array(size),
    device: new Uint8Array(size),
    os: new Uint8Array(size),
    browser: new Uint8Array(size),
    landing: new Int16Array(size),
    subsource: new Int32Array(size),
    track: new Int16Array(size),
    referrer: new Int16Array(size),
    subs: Array.from({ length: 6 }, () => new Int32Array(size)),
    subsourceValues: new Dictionary(),
    subValues: Array.from({ length: 6 }, () => new Dictionary()),
    hits: new Uint32Array(size),
    uHits: new Uint32Array(size),
    clicks: new Uint32Array(size),
    uClicks: new Uint32Array(size),
    impressions: new Uint32Array(size),
    timeMs: new Float64Array(conversions),
    status: new Uint8Array(conversions),
    goal: new Uint8Array(conversions),
    payout: new Float64Array(conversions),
    revenue: new Float64Array(conversions),
  };

  /** The dimensions of cell `i` taken from conversion `r`, plus the ones a conversion does not carry. */
  const describe = (i: number, r: ConversionRecord) => {
    const source = SOURCE_INDEX.get(r.source)!;
    h.hour[i] = Math.floor(r.timeMs / HOUR_MS) - firstHour;
    h.source[i] = source;
    const offers = SMARTLINK_OFFERS[source]!;
    let chosen = -1;
    if (offers.length > 0) {
      const withGoal = offers.filter((o) => OFFERS[o]!.goals.includes(r.goal));
      chosen = random.pick(withGoal.length > 0 ? withGoal : offers);
    }
    h.subOffer[i] = chosen;
    h.country[i] = COUNTRY_INDEX.get(r.country)!;
    const device = DEVICE_NAMES.indexOf(r.device);
    h.device[i] = device;
    const os = weighted(random, OS_BY_DEVICE[r.device]);
    h.os[i] = os;
    h.browser[i] = weighted(random, BROWSERS_BY_OS[os]!);
    h.landing[i] = source < OFFERS.length ? random.pick(LANDINGS_BY_OFFER[source]!) : -1;
    h.subsource[i] = h.subsourceValues.code(r.subsource);
    h.track[i] = random.next() < 0.7 ? Math.floor(random.next() ** 1.5 * TRACKS.length) : -1;
    h.referrer[i] = random.next() < 0.7 ? Math.floor(random.next() ** 2 * REFERRERS.length) : -1;
    const subs = [r.sub1, r.sub2, r.sub3, r.sub4, r.sub5, r.sub6];
    for (let s = 0; s < 6; s++) h.subs[s]![i] = h.subValues[s]!.code(subs[s]!);
  };

  /** Traffic counts of cell `i` with `clicks` clicks. */
  const count = (i: number, clicks: number, subsource: string | null) => {
    const uClicks = Math.max(1, clicks - Math.floor(random.next() * clicks * 0.3));
    const hits = clicks + Math.floor(clicks * (0.05 + 0.3 * random.next()));
    h.clicks[i] = clicks;
    h.uClicks[i] = uClicks;
    h.hits[i] = hits;
    h.uHits[i] = Math.max(uClicks, hits - Math.floor(random.next() * hits * 0.3));
    h.impressions[i] =
      subsource !== null && IMPRESSION_PREFIXES.some((p) => subsource.startsWith(p)) ? hits * (8 + Math.floor(random.next() * 33)) : 0;
  };

  for (let i = 0; i < conversions; i++) {
    const r = rows[i]!;
    describe(i, r);
    count(i, 1 + Math.floor(random.next() ** 2 * 6), r.subsource);
    h.timeMs[i] = r.timeMs;
    h.status[i] = STATUS_CODE[r.status];
    h.goal[i] = GOAL_INDEX.get(r.goal)!;
    h.payout[i] = r.payout;
    h.revenue[i] = round2(r.payout / (1 - COMMISSION_RATE[h.source[i]!]!));
  }
  for (let j = 0; j < background; j++) {
    const i = conversions + j;
    // The mix of a random conversion; the hour of the conversion at the same share of time, so these
    // cells stay in hour order and follow the conversions' days and hours.
    const mix = rows[Math.floor(random.next() * conversions)]!;
    describe(i, mix);
    const at = rows[Math.min(conversions - 1, Math.floor(((j + random.next()) * conversions) / background))]!;
    h.hour[i] = Math.floor(at.timeMs / HOUR_MS) - firstHour;
    const tier = COUNTRIES[h.country[i]!]!.tier;
    count(i, Math.max(1, Math.round((20 + 80 * random.next()) * (1 / TIER_FACTOR[tier]) ** 0.6)), mix.subsource);
  }
  return h;
};

/** The source codes (into SOURCES) of the offers and of the smartlinks. */
export const sourceCodes = (type: "offer" | "smartlink") => SOURCES.flatMap((s, i) => (s.type === type ? [i] : []));
