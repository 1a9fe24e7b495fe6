/**
 * What the report, dashboard and chart handlers share: the date range of a query (default the last
 * 30 days, today included), the report filter keys as masks over the traffic history's codes, the
 * grouping rules of spec 02 sections 5 and 6, and the metrics of a row
 * (docs/decisions/020-traffic-and-report-metrics.md).
 */
import { Temporal } from "temporal-polyfill";
import {
  OFFER_GROUPINGS,
  type ReportExportQuery,
  type ReportGrouping,
  type ReportTotals,
  SMARTLINK_GROUPINGS,
} from "../../contracts/reports.contract";
import { fail, violations } from "../http-error";
import { BROWSERS, DEVICE_NAMES, GOALS, LANDINGS, OFFER_LINK_IDS, OS_NAMES, REFERRERS, SOURCES, TRACKS } from "../store/dimensions";
import type { CellFilter, Sums } from "../store/report-engine";
import type { PublisherRecord } from "../store/records";
import type { TrafficHistory } from "../store/traffic-history";
import { COUNTRIES } from "../store/traffic";
import { dateRangeDays, listValues, needle } from "./list";

/** A date range as local days (end exclusive) and instants in the publisher's zone. */
export interface Range {
  readonly start: Temporal.PlainDate;
  readonly end: Temporal.PlainDate;
  readonly startMs: number;
  readonly endMs: number;
  /** "YYYY-MM-DD - YYYY-MM-DD", as the query spells it. */
  readonly text: string;
}

/** The local day of an instant. */
export const localDay = (ms: number, timeZone: string): Temporal.PlainDate =>
  Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone).toPlainDate();

/** The range from `start` (inclusive) to `end` (exclusive) in `timeZone`. */
export const rangeOf = (start: Temporal.PlainDate, end: Temporal.PlainDate, timeZone: string): Range => ({
  start,
  end,
  startMs: start.toZonedDateTime({ timeZone }).epochMilliseconds,
  endMs: end.toZonedDateTime({ timeZone }).epochMilliseconds,
  text: `${start.toString()} - ${end.toString()}`,
});

/** The last 30 days, today included (the portal's default preset). */
export const last30Days = (nowMs: number, timeZone: string): Range => {
  const today = localDay(nowMs, timeZone);
  return rangeOf(today.subtract({ days: 29 }), today.add({ days: 1 }), timeZone);
};

const invalidDate = () => fail(violations([{ propertyPath: "date", message: "This value is not a valid date." }]));

/** The range of `dateRange` and/or `date` (both: the day must lie in the range), or the last 30 days. */
export const queryRange = (
  q: { readonly dateRange?: string | undefined; readonly date?: string | undefined },
  timeZone: string,
  nowMs: number,
): Range => {
  const days = dateRangeDays(q.dateRange);
  let start = days ? Temporal.PlainDate.from(days.start) : undefined;
  let end = days ? Temporal.PlainDate.from(days.end) : undefined;
  if (q.date !== undefined && q.date.trim() !== "") {
    let day: Temporal.PlainDate;
    try {
      day = Temporal.PlainDate.from(q.date, { overflow: "reject" });
    } catch {
      return invalidDate();
    }
    if (start && end && (Temporal.PlainDate.compare(day, start) < 0 || Temporal.PlainDate.compare(day, end) >= 0)) {
      return fail(violations([{ propertyPath: "date", message: "The date should lie in the date range." }]));
    }
    start = day;
    end = day.add({ days: 1 });
  }
  if (!start || !end) return last30Days(nowMs, timeZone);
  return rangeOf(start, end, timeZone);
};

/** A mask over codes (index code + 1; index 0 is "not set") marking `codes`. */
const maskOf = (size: number, codes: Iterable<number>): Uint8Array => {
  const mask = new Uint8Array(size + 1);
  for (const code of codes) if (code >= -1 && code < size) mask[code + 1] = 1;
  return mask;
};
const indexesWhere = <T>(values: ReadonlyArray<T>, keep: (value: T) => boolean): number[] => values.flatMap((v, i) => (keep(v) ? [i] : []));
const likeMask = (values: ReadonlyArray<string>, text: string | undefined) => {
  const n = needle(text);
  return n === undefined
    ? undefined
    : maskOf(
        values.length,
        indexesWhere(values, (v) => v.toLowerCase().includes(n)),
      );
};

/** The filter keys of a report query as a cell filter over `history`. */
export const cellFilter = (q: ReportExportQuery, range: Range, h: TrafficHistory): CellFilter => {
  const offers = listValues(q.offerCampaignRelativeId, q["offerCampaignRelativeId[]"])?.map(Number);
  const links = listValues(q.offerLinkRelativeId, q["offerLinkRelativeId[]"])?.map(Number);
  const smartlinks = listValues(q.smartlinkCampaign, q["smartlinkCampaign[]"])?.map(Number);
  // A cell has one source: offer and smartlink filters given together widen the report (either may match).
  const sources =
    offers || links || smartlinks
      ? maskOf(
          SOURCES.length,
          indexesWhere(SOURCES, (s) =>
            s.type === "offer"
              ? (offers?.includes(s.relativeId) ?? false) || (links?.includes(OFFER_LINK_IDS[SOURCES.indexOf(s)]!) ?? false)
              : (smartlinks?.includes(s.relativeId) ?? false),
          ),
        )
      : undefined;
  const goalTitle = needle(q.offerGoalTitle);
  const countries = listValues(q.country, q["country[]"])?.map((c) => c.toUpperCase());
  const landings = listValues(q.landing, q["landing[]"])?.map(Number);
  const subs = [q.sub1, q.sub2, q.sub3, q.sub4, q.sub5, q.sub6].map((value, s) => {
    if (value === undefined || value === "") return undefined;
    const dictionary = h.subValues[s]!;
    return maskOf(dictionary.values.length, [dictionary.find(value) ?? -2]);
  });
  return {
    startMs: range.startMs,
    endMs: range.endMs,
    sources,
    goals:
      goalTitle === undefined
        ? undefined
        : maskOf(
            GOALS.length,
            indexesWhere(GOALS, (g) => g.title.toLowerCase() === goalTitle),
          ),
    country: countries
      ? maskOf(
          COUNTRIES.length,
          indexesWhere(COUNTRIES, (c) => countries.includes(c.code)),
        )
      : undefined,
    device: q.device ? maskOf(DEVICE_NAMES.length, [DEVICE_NAMES.indexOf(q.device)]) : undefined,
    os: q.os ? maskOf(OS_NAMES.length, [OS_NAMES.indexOf(q.os)]) : undefined,
    browser: q.browser ? maskOf(BROWSERS.length, [BROWSERS.indexOf(q.browser)]) : undefined,
    landing: landings
      ? maskOf(
          LANDINGS.length,
          indexesWhere(LANDINGS, (l) => landings.includes(l.id)),
        )
      : undefined,
    subsource: likeMask(h.subsourceValues.values, q.subSourceLike),
    track: likeMask(TRACKS, q.trackLike),
    referrer: likeMask(REFERRERS, q.referral),
    subs: subs.some((m) => m !== undefined) ? subs : undefined,
  };
};

/** The report tabs whose grouping rules differ. */
export type ReportTab = "summary" | "revenue" | "goalPerformance";

/**
 * The grouping rules, server-side (spec 02 sections 5 and 6): a grouping the portal would not offer
 * is refused with a violation on `groupBy`, never computed.
 */
export const checkGrouping = (tab: ReportTab, groupBy: ReportGrouping, q: ReportExportQuery, user: PublisherRecord): void => {
  const refuse = (message: string) => fail(violations([{ propertyPath: "groupBy", message }]));
  const smartlinkGrouping = SMARTLINK_GROUPINGS.includes(groupBy);
  if (smartlinkGrouping && !user.roles.includes("ROLE_SMARTLINKS"))
    refuse("Grouping by smartlink needs the smartlinks role (ROLE_SMARTLINKS).");
  if (groupBy === "landing" && !user.roles.includes("ROLE_CUSTOM_LANDINGS"))
    refuse("Grouping by landing needs the custom landings role (ROLE_CUSTOM_LANDINGS).");
  if (listValues(q.landing, q["landing[]"]) && !user.roles.includes("ROLE_CUSTOM_LANDINGS"))
    fail(violations([{ propertyPath: "landing", message: "Filtering by landing needs the custom landings role (ROLE_CUSTOM_LANDINGS)." }]));
  if (smartlinkGrouping && tab === "goalPerformance") refuse("Grouping by smartlink is not available on Goal performance.");
  if (groupBy === "offerGoal" && tab === "summary") refuse("Grouping by goal is available on Revenue and Goal performance only.");
  const offerFilters =
    listValues(q.offerCampaignRelativeId, q["offerCampaignRelativeId[]"]) ?? listValues(q.offerLinkRelativeId, q["offerLinkRelativeId[]"]);
  const smartlinkFilters = listValues(q.smartlinkCampaign, q["smartlinkCampaign[]"]);
  if (smartlinkGrouping && offerFilters) refuse("Grouping by smartlink is not available while offers are selected.");
  if (OFFER_GROUPINGS.includes(groupBy) && smartlinkFilters) refuse("Grouping by offer is not available while smartlinks are selected.");
};

const rate = (value: number, by: number, scale = 1, digits = 4) =>
  by === 0 ? null : Math.round(((value * scale) / by) * 10 ** digits) / 10 ** digits;

/** approved / conversions (every status), to 6 decimals: the one formula the reports, the dashboard and the list's counts share. */
export const approvalRate = (s: { readonly approved: number; readonly conversions: number }) => rate(s.approved, s.conversions, 1, 6);

/** The metrics of a row or totals from its sums (the formulas of decision 020). */
export const metricsOf = (s: Sums): ReportTotals => ({
  hits: s.hits,
  uHits: s.uHits,
  clicks: s.clicks,
  uClicks: s.uClicks,
  impressions: s.impressions,
  conversions: s.conversions,
  approved: s.approved,
  pending: s.pending,
  declined: s.declined,
  approvalRate: approvalRate(s),
  revenue: s.revenue,
  payout: s.payout,
  commission: Math.round((s.revenue - s.payout) * 100) / 100,
  epc: rate(s.payout, s.clicks),
  uEpc: rate(s.payout, s.uClicks),
  epm: rate(s.payout, s.impressions, 1000),
  gpm: rate(s.conversions, s.clicks, 1000),
  uGpm: rate(s.conversions, s.uClicks, 1000),
  uGpc: rate(s.conversions, s.uClicks, 1, 6),
  ratio: rate(s.conversions, s.clicks, 1, 6),
});
