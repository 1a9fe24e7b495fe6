/**
 * The one aggregation every statistic comes from: the cells of a traffic history and its
 * conversions, kept by a filter (masks over the dimension codes) and a time range, summed per value
 * of one grouping dimension (and per goal when asked). The metrics of a row are computed from the
 * sums by `metricsOf` (formulas in docs/decisions/020-traffic-and-report-metrics.md).
 */
import { Temporal } from "temporal-polyfill";
import type { ReportGrouping } from "../../contracts/reports.contract";
import { BROWSERS, DEVICE_NAMES, GOALS, LANDINGS, OFFER_LINK_IDS, OS_NAMES, REFERRERS, SOURCES, SOURCE_GOALS, TRACKS } from "./dimensions";
import { HOUR_MS, type TrafficHistory } from "./traffic-history";
import { COUNTRIES, OFFERS } from "./traffic";

const DAY_MS = 86_400_000;

/** A grouping dimension (spec 02 section 5's internal names, plus landing). */
export type GroupDimension = ReportGrouping;

/**
 * What a report keeps. Each mask is indexed by code + 1 (index 0 is "not set"); an absent mask keeps
 * everything. `sources` keeps the cells of the sources it marks; `goals` keeps conversions of those
 * goals and the traffic of sources that have one of them.
 */
export interface CellFilter {
  readonly startMs: number;
  readonly endMs: number;
  readonly sources?: Uint8Array | undefined;
  readonly goals?: Uint8Array | undefined;
  readonly country?: Uint8Array | undefined;
  readonly device?: Uint8Array | undefined;
  readonly os?: Uint8Array | undefined;
  readonly browser?: Uint8Array | undefined;
  readonly landing?: Uint8Array | undefined;
  readonly subsource?: Uint8Array | undefined;
  readonly track?: Uint8Array | undefined;
  readonly referrer?: Uint8Array | undefined;
  readonly subs?: ReadonlyArray<Uint8Array | undefined> | undefined;
}

/** The sums a row is made of, in this order in the accumulators. */
export const SUMS = [
  "hits",
  "uHits",
  "clicks",
  "uClicks",
  "impressions",
  "conversions",
  "approved",
  "pending",
  "declined",
  "payout",
  "revenue",
] as const;
export type Sums = { -readonly [K in (typeof SUMS)[number]]: number };
const M = SUMS.length;
const [HITS, UHITS, CLICKS, UCLICKS, IMPRESSIONS, CONVERSIONS, APPROVED, PENDING, DECLINED, PAYOUT, REVENUE] = SUMS.map(
  (_, i) => i,
) as number[] as [number, number, number, number, number, number, number, number, number, number, number];

/** A group: its key (null: the value is not set), what the portal shows, and the sums. */
export interface Group {
  readonly key: string | null;
  readonly label: string | null;
  readonly goal: { readonly key: string; readonly title: string } | null;
  readonly sums: Sums;
}

/** Local days and hours of every hour of a history in a time zone (cached per history and zone). */
interface LocalHours {
  readonly day: Int32Array;
  readonly firstDay: number;
  readonly days: number;
  readonly offsetMs: Int32Array;
}
const localHoursCache = new WeakMap<TrafficHistory, Map<string, LocalHours>>();
const localHours = (h: TrafficHistory, timeZone: string): LocalHours => {
  let byZone = localHoursCache.get(h);
  if (!byZone) localHoursCache.set(h, (byZone = new Map()));
  let local = byZone.get(timeZone);
  if (!local) {
    const day = new Int32Array(h.hours);
    const offsetMs = new Int32Array(h.hours);
    const offsetAt = (ms: number) => Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone).offsetNanoseconds / 1e6;
    // Offsets change at most a few times a year: looked up at UTC midnights, hourly on a day they change.
    let dayStart = NaN;
    let uniform: number | undefined;
    for (let i = 0; i < h.hours; i++) {
      const ms = (h.firstHour + i) * HOUR_MS;
      const utcDay = Math.floor(ms / DAY_MS) * DAY_MS;
      if (utcDay !== dayStart) {
        dayStart = utcDay;
        const first = offsetAt(utcDay);
        uniform = first === offsetAt(utcDay + DAY_MS) ? first : undefined;
      }
      const offset = uniform ?? offsetAt(ms);
      offsetMs[i] = offset;
      day[i] = Math.floor((ms + offset) / DAY_MS);
    }
    local = { day, firstDay: day[0]!, days: day[h.hours - 1]! - day[0]! + 1, offsetMs };
    byZone.set(timeZone, local);
  }
  return local;
};

const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

interface Grouping {
  readonly size: number;
  readonly codeOf: (cell: number) => number;
  readonly keyOf: (code: number) => { key: string | null; label: string | null };
}

const NOT_SET = { key: null, label: null };
const named = (names: ReadonlyArray<string>) => (code: number) => (code < 0 ? NOT_SET : { key: names[code]!, label: names[code]! });
const offerLabel = (o: number) => `#${OFFERS[o]!.relativeId} ${OFFERS[o]!.displayName}`;
const OFFER_COUNT = OFFERS.length;
const SMARTLINK_CODES = SOURCES.length - OFFER_COUNT;

const grouping = (h: TrafficHistory, dimension: GroupDimension, timeZone: string): Grouping => {
  switch (dimension) {
    case "date": {
      const local = localHours(h, timeZone);
      return {
        size: local.days,
        codeOf: (c) => local.day[h.hour[c]!]! - local.firstDay,
        keyOf: (code) => ({ key: isoDay(local.firstDay + code), label: isoDay(local.firstDay + code) }),
      };
    }
    case "hour": {
      const local = localHours(h, timeZone);
      // Labels are made once per hour (the grouping is cached with its codes).
      const labels: Array<{ key: string; label: string } | undefined> = new Array(h.hours);
      return {
        size: h.hours,
        codeOf: (c) => h.hour[c]!,
        keyOf: (code) => {
          let label = labels[code];
          if (!label) {
            const text =
              new Date((h.firstHour + code) * HOUR_MS + local.offsetMs[code]!).toISOString().slice(0, 13).replace("T", " ") + ":00";
            labels[code] = label = { key: text, label: text };
          }
          return label;
        },
      };
    }
    case "browser":
      return { size: BROWSERS.length, codeOf: (c) => h.browser[c]!, keyOf: named(BROWSERS) };
    case "os":
      return { size: OS_NAMES.length, codeOf: (c) => h.os[c]!, keyOf: named(OS_NAMES) };
    case "device":
      return { size: DEVICE_NAMES.length, codeOf: (c) => h.device[c]!, keyOf: named(DEVICE_NAMES) };
    case "country":
      return { size: COUNTRIES.length, codeOf: (c) => h.country[c]!, keyOf: named(COUNTRIES.map((x) => x.code)) };
    case "landing":
      return {
        size: LANDINGS.length,
        codeOf: (c) => h.landing[c]!,
        keyOf: (code) =>
          code < 0
            ? NOT_SET
            : // "#id" first: the landing filter takes these ids.
              {
                key: String(LANDINGS[code]!.id),
                label: `#${LANDINGS[code]!.id} ${LANDINGS[code]!.name} (${offerLabel(LANDINGS[code]!.offer)})`,
              },
      };
    case "offerLink":
      return {
        size: OFFER_COUNT,
        codeOf: (c) => (h.source[c]! < OFFER_COUNT ? h.source[c]! : -1),
        keyOf: (code) => (code < 0 ? NOT_SET : { key: String(OFFER_LINK_IDS[code]), label: offerLabel(code) }),
      };
    case "offerCampaign":
      return {
        size: OFFER_COUNT,
        codeOf: (c) => (h.source[c]! < OFFER_COUNT ? h.source[c]! : -1),
        keyOf: (code) => (code < 0 ? NOT_SET : { key: String(OFFERS[code]!.relativeId), label: offerLabel(code) }),
      };
    case "subOfferCampaign":
      return {
        size: OFFER_COUNT,
        codeOf: (c) => h.subOffer[c]!,
        keyOf: (code) => (code < 0 ? NOT_SET : { key: String(OFFERS[code]!.relativeId), label: offerLabel(code) }),
      };
    case "offerGoal":
      // Handled by the goal breakdown itself (one group).
      return { size: 1, codeOf: () => 0, keyOf: () => NOT_SET };
    case "smartlinkCampaign":
      return {
        size: SMARTLINK_CODES,
        codeOf: (c) => h.source[c]! - OFFER_COUNT,
        keyOf: (code) =>
          code < 0 ? NOT_SET : { key: String(SOURCES[OFFER_COUNT + code]!.relativeId), label: SOURCES[OFFER_COUNT + code]!.displayName },
      };
    case "subSmartlinkCampaign":
      return {
        size: SMARTLINK_CODES * DEVICE_NAMES.length,
        codeOf: (c) => (h.source[c]! < OFFER_COUNT ? -1 : (h.source[c]! - OFFER_COUNT) * DEVICE_NAMES.length + h.device[c]!),
        keyOf: (code) => {
          if (code < 0) return NOT_SET;
          const s = SOURCES[OFFER_COUNT + Math.floor(code / DEVICE_NAMES.length)]!;
          const device = DEVICE_NAMES[code % DEVICE_NAMES.length]!;
          return { key: `${s.relativeId}-${device}`, label: `${s.displayName} · ${device}` };
        },
      };
    case "referrer":
      return { size: REFERRERS.length, codeOf: (c) => h.referrer[c]!, keyOf: named(REFERRERS) };
    case "track":
      return { size: TRACKS.length, codeOf: (c) => h.track[c]!, keyOf: named(TRACKS) };
    case "subSource":
      return { size: h.subsourceValues.values.length, codeOf: (c) => h.subsource[c]!, keyOf: named(h.subsourceValues.values) };
    default: {
      const s = Number(dimension.slice(3)) - 1;
      const column = h.subs[s]!;
      return { size: h.subValues[s]!.values.length, codeOf: (c) => column[c]!, keyOf: named(h.subValues[s]!.values) };
    }
  }
};

/** First index in [lo, hi) whose hour is at least `hour` (the segment is in hour order). */
const firstAtHour = (hours: Int32Array, lo: number, hi: number, hour: number) => {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (hours[mid]! < hour) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

/** The masks of the filter with the columns they apply to (not the time range, nor the goals' own). */
const maskedColumns = (h: TrafficHistory, f: CellFilter): { masks: Uint8Array[]; columns: Int32Array[] } => {
  const masks: Uint8Array[] = [];
  const columns: Int32Array[] = [];
  const add = (mask: Uint8Array | undefined, column: ArrayLike<number>) => {
    if (!mask) return;
    masks.push(mask);
    columns.push(column instanceof Int32Array ? column : Int32Array.from(column));
  };
  add(f.sources, h.source);
  add(f.country, h.country);
  add(f.device, h.device);
  add(f.os, h.os);
  add(f.browser, h.browser);
  add(f.landing, h.landing);
  add(f.subsource, h.subsource);
  add(f.track, h.track);
  add(f.referrer, h.referrer);
  f.subs?.forEach((mask, s) => add(mask, h.subs[s]!));
  if (f.goals) {
    const goals = f.goals;
    // Traffic counts for a goal when its source has the goal.
    add(
      Uint8Array.from({ length: SOURCES.length + 1 }, (_, i) => (i > 0 && SOURCE_GOALS[i - 1]!.some((g) => goals[g + 1] === 1) ? 1 : 0)),
      h.source,
    );
  }
  return { masks, columns };
};

/** The group code (+ 1) of every cell for a grouping (cached per history, dimension and zone). */
const codesCache = new WeakMap<TrafficHistory, Map<string, { codes: Int32Array; grouping: Grouping }>>();
const groupCodes = (h: TrafficHistory, dimension: GroupDimension, timeZone: string) => {
  let byKey = codesCache.get(h);
  if (!byKey) codesCache.set(h, (byKey = new Map()));
  const key = dimension === "date" || dimension === "hour" ? `${dimension} ${timeZone}` : dimension;
  let entry = byKey.get(key);
  if (!entry) {
    const g = grouping(h, dimension, timeZone);
    const codes = new Int32Array(h.size);
    for (let c = 0; c < h.size; c++) codes[c] = g.codeOf(c) + 1;
    entry = { codes, grouping: g };
    byKey.set(key, entry);
  }
  return entry;
};

const emptySums = (): Sums => Object.fromEntries(SUMS.map((k) => [k, 0])) as Sums;

/** What `aggregate` answers: the totals and the groups with any traffic or conversion. */
export interface Aggregate {
  readonly total: Sums;
  readonly groups: ReadonlyArray<Group>;
}

/**
 * Answers of `aggregate` by their inputs, per history (which never changes once generated): the same
 * report asked again, by another user of the portal or by a load test, is not summed again. A few
 * hundred answers at most; the oldest goes first. `setAggregateCache(false)` turns it off (benchmarks).
 */
const AGGREGATE_CACHE_SIZE = 256;
const answers = new WeakMap<TrafficHistory, Map<string, Aggregate>>();
let caching = true;
export const setAggregateCache = (on: boolean): void => {
  caching = on;
};
const maskKey = (mask: Uint8Array | undefined) => (mask ? mask.join("") : "-");
const cacheKey = (timeZone: string, f: CellFilter, dimension: GroupDimension | null, byGoal: boolean) =>
  [
    timeZone,
    f.startMs,
    f.endMs,
    dimension,
    byGoal,
    maskKey(f.sources),
    maskKey(f.goals),
    maskKey(f.country),
    maskKey(f.device),
    maskKey(f.os),
    maskKey(f.browser),
    maskKey(f.landing),
    maskKey(f.subsource),
    maskKey(f.track),
    maskKey(f.referrer),
    ...(f.subs ?? []).map(maskKey),
  ].join("|");

/**
 * Sums the traffic and conversions the filter keeps: in total, and per value of `dimension` (and
 * per goal when `byGoal`: a goal's traffic is the traffic of the sources that have the goal).
 * Groups without any traffic or conversion are left out.
 */
export const aggregate = (
  h: TrafficHistory,
  timeZone: string,
  filter: CellFilter,
  dimension: GroupDimension | null,
  byGoal: boolean,
): Aggregate => {
  if (!caching) return compute(h, timeZone, filter, dimension, byGoal);
  let byKey = answers.get(h);
  if (!byKey) answers.set(h, (byKey = new Map()));
  const key = cacheKey(timeZone, filter, dimension, byGoal);
  let answer = byKey.get(key);
  if (answer) {
    // Most recently used last.
    byKey.delete(key);
  } else {
    answer = compute(h, timeZone, filter, dimension, byGoal);
    if (byKey.size >= AGGREGATE_CACHE_SIZE) byKey.delete(byKey.keys().next().value!);
  }
  byKey.set(key, answer);
  return answer;
};

const compute = (h: TrafficHistory, timeZone: string, filter: CellFilter, dimension: GroupDimension | null, byGoal: boolean): Aggregate => {
  const { codes, grouping: g } =
    dimension === null
      ? { codes: null, grouping: { size: 1, codeOf: () => 0, keyOf: () => NOT_SET } as Grouping }
      : groupCodes(h, dimension, timeZone);
  const goalCount = byGoal ? GOALS.length : 1;
  // Slot 0 of a group is "not set" (code -1).
  const slots = (g.size + 1) * goalCount;
  const acc = new Float64Array(slots * M);
  const total = new Float64Array(M);
  const { masks, columns } = maskedColumns(h, filter);
  const checks = masks.length;
  const goals = filter.goals;
  const { hits, uHits, clicks, uClicks, impressions, timeMs, status, goal: goalOf, payout, revenue, source } = h;
  // Hours are UTC; the range's ends are local midnights, which fall on whole UTC hours in every zone
  // the portal offers but a few; those hours are cut by the conversions' exact times only.
  const startHour = Math.floor(filter.startMs / HOUR_MS) - h.firstHour;
  const endHour = Math.ceil(filter.endMs / HOUR_MS) - h.firstHour;
  const { startMs, endMs } = filter;

  const addConversion = (target: Float64Array, at: number, c: number) => {
    const s = status[c]!;
    target[at + CONVERSIONS]! += 1;
    target[at + (s === 0 ? APPROVED : s === 1 ? PENDING : DECLINED)]! += 1;
    // A declined conversion pays nothing.
    if (s !== 2) {
      target[at + PAYOUT]! += payout[c]!;
      target[at + REVENUE]! += revenue[c]!;
    }
  };

  const segments: Array<[number, number]> = [
    [0, h.conversions],
    [h.conversions, h.size],
  ];
  for (const [lo, hi] of segments) {
    const converted = lo === 0;
    const from = firstAtHour(h.hour, lo, hi, startHour);
    const to = firstAtHour(h.hour, from, hi, endHour);
    cells: for (let c = from; c < to; c++) {
      if (converted) {
        const t = timeMs[c]!;
        if (t < startMs || t >= endMs) continue;
      }
      for (let k = 0; k < checks; k++) if (masks[k]![columns[k]![c]! + 1] !== 1) continue cells;
      const group = codes === null ? 0 : codes[c]!;
      const hc = hits[c]!;
      const uh = uHits[c]!;
      const cc = clicks[c]!;
      const uc = uClicks[c]!;
      const ic = impressions[c]!;
      total[HITS]! += hc;
      total[UHITS]! += uh;
      total[CLICKS]! += cc;
      total[UCLICKS]! += uc;
      total[IMPRESSIONS]! += ic;
      if (byGoal) {
        for (const goal of SOURCE_GOALS[source[c]!]!) {
          if (goals && goals[goal + 1] !== 1) continue;
          const at = (group * goalCount + goal) * M;
          acc[at + HITS]! += hc;
          acc[at + UHITS]! += uh;
          acc[at + CLICKS]! += cc;
          acc[at + UCLICKS]! += uc;
          acc[at + IMPRESSIONS]! += ic;
        }
      } else {
        const at = group * M;
        acc[at + HITS]! += hc;
        acc[at + UHITS]! += uh;
        acc[at + CLICKS]! += cc;
        acc[at + UCLICKS]! += uc;
        acc[at + IMPRESSIONS]! += ic;
      }
      if (!converted) continue;
      const goal = goalOf[c]!;
      if (goals && goals[goal + 1] !== 1) continue;
      addConversion(acc, (byGoal ? group * goalCount + goal : group) * M, c);
      addConversion(total, 0, c);
    }
  }

  const sumsAt = (array: Float64Array, at: number): Sums => {
    const sums = emptySums();
    SUMS.forEach((k, i) => (sums[k] = k === "payout" || k === "revenue" ? Math.round(array[at + i]! * 100) / 100 : array[at + i]!));
    return sums;
  };
  const groups: Group[] = [];
  for (let slot = 0; slot < slots; slot++) {
    const at = slot * M;
    if (acc[at + HITS] === 0 && acc[at + CLICKS] === 0 && acc[at + CONVERSIONS] === 0 && acc[at + IMPRESSIONS] === 0) continue;
    const code = Math.floor(slot / goalCount) - 1;
    const goal = byGoal ? GOALS[slot % goalCount]! : null;
    groups.push({ ...g.keyOf(code), goal: goal ? { key: goal.key, title: goal.title } : null, sums: sumsAt(acc, at) });
  }
  return { total: sumsAt(total, 0), groups };
};
