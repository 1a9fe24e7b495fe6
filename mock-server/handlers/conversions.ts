/** The conversions list and its CSV export, filtered, ordered and paged over the publisher's seeded conversions. */
import {
  CONVERSION_ORDER,
  type Conversion,
  type ConversionExportQuery,
  ConversionQuery,
  type ConversionSource,
} from "../../contracts/conversions.contract";
import type { HandlerContext } from "../context";
import type { HandlersOf } from "../handler-types";
import type { ConversionRecord } from "../store/records";
import type { SourceRecord } from "../store/traffic";
import { StreamedText } from "../streamed-text";
import { requestLocale, translate } from "../server-messages";
import { allOf, dateRangeInstants, isoSeconds, listValues, localDateTime, needle, requestedOrder, timeZoneOf } from "./list";
import { listResource, pagedList } from "./collection";
import { approvalRate } from "./report-query";

const LIST = listResource("Conversion", ConversionQuery, "ch", "conversions");
const PATH = LIST.path;

const sources = new WeakMap<SourceRecord, ConversionSource>();
const sourceWire = (s: SourceRecord): ConversionSource => {
  let wire = sources.get(s);
  if (!wire) {
    wire = { "@id": s.iri, type: s.type, relativeId: s.relativeId, displayName: s.displayName };
    sources.set(s, wire);
  }
  return wire;
};

/**
 * Why the network declined a conversion: the advertiser's answer, derived from the id so the seed's
 * random stream (and every figure drawn from it) stays as it was; one declined conversion in five has no reason.
 */
const DECLINE_REASONS = [
  "Duplicate conversion: the click was already converted.",
  "Not confirmed by the advertiser.",
  "Fraud suspected: the traffic source is not allowed for this offer.",
  "Outside the offer's targeting (country or device).",
  null,
] as const;
export const declineReasonOf = (r: Pick<ConversionRecord, "id" | "status">): string | null =>
  r.status === "declined" ? DECLINE_REASONS[r.id % DECLINE_REASONS.length]! : null;

type Locale = Parameters<typeof translate>[1];

const toWire = (r: ConversionRecord, locale: Locale): Conversion => ({
  "@id": `${PATH}/${r.id}`,
  "@type": "Conversion",
  id: r.id,
  datetime: isoSeconds(r.timeMs),
  source: sourceWire(r.source),
  externalClickId: r.externalClickId,
  clickId: r.clickId,
  subsource: r.subsource,
  device: r.device,
  country: r.country,
  payout: r.payout,
  type: r.type,
  status: r.status,
  declineReason: ((reason) => (reason === null ? null : translate(reason, locale)))(declineReasonOf(r)),
  goal: r.goal.key,
  goalTitle: r.goal.title,
  sub1: r.sub1,
  sub2: r.sub2,
  sub3: r.sub3,
  sub4: r.sub4,
  sub5: r.sub5,
  sub6: r.sub6,
});

/** The filters of the query as one predicate (undefined when there are none); a 422 for a bad date range. */
const conversionFilter = (q: ConversionExportQuery, timeZone: string) => {
  const checks: Array<(r: ConversionRecord) => boolean> = [];
  const range = dateRangeInstants(q.dateRange, timeZone);
  if (range) checks.push((r) => r.timeMs >= range.startMs && r.timeMs < range.endMs);
  const countries = listValues(q.country, q["country[]"]);
  if (countries) {
    const set = new Set(countries.map((c) => c.toUpperCase()));
    checks.push((r) => set.has(r.country));
  }
  if (q.device) checks.push((r) => r.device === q.device);
  if (q.type) checks.push((r) => r.type === q.type);
  if (q.status) checks.push((r) => r.status === q.status);
  const goal = q.goal?.trim();
  if (goal) checks.push((r) => r.goal.key === goal);
  const offers = listValues(q.offerRelativeId, q["offerRelativeId[]"]);
  const smartlinks = listValues(q.smartlinkRelativeId, q["smartlinkRelativeId[]"]);
  if (offers || smartlinks) {
    // A conversion has one source: offers and smartlinks given together widen the list (either may match).
    const offerIds = new Set((offers ?? []).map(Number));
    const smartlinkIds = new Set((smartlinks ?? []).map(Number));
    checks.push((r) => (r.source.type === "offer" ? offerIds : smartlinkIds).has(r.source.relativeId));
  }
  const ext = needle(q.externalClickId);
  if (ext) checks.push((r) => r.externalClickId !== null && r.externalClickId.toLowerCase().includes(ext));
  const subsource = needle(q.subsource);
  if (subsource) checks.push((r) => r.subsource !== null && r.subsource.toLowerCase().includes(subsource));
  return allOf(checks);
};

const select = (q: ConversionExportQuery, { requireUser, store, request }: HandlerContext) => {
  const user = requireUser();
  const table = store.activity(user).conversions;
  const keep = conversionFilter(q, timeZoneOf(user));
  const order = requestedOrder(request, q, CONVERSION_ORDER, { field: "datetime", direction: "desc" });
  return { user, rows: table.rows, positions: table.select(keep, order) };
};

const CSV_COLUMNS = [
  "datetime",
  "sourceType",
  "sourceRelativeId",
  "sourceName",
  "externalClickId",
  "clickId",
  "subsource",
  "device",
  "country",
  "payout",
  "currency",
  "type",
  "status",
  "declineReason",
  "goal",
  "goalTitle",
  "sub1",
  "sub2",
  "sub3",
  "sub4",
  "sub5",
  "sub6",
] as const;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. Text that a spreadsheet
 * would run as a formula (=, +, -, @ first) gets a leading apostrophe; click ids and subsources come
 * from traffic, so they are not trusted.
 */
export const csvField = (value: string | number | null): string => {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export const conversionHandlers: HandlersOf<"conversions"> = {
  list({ urlParams }, ctx) {
    const { rows, positions } = select(urlParams, ctx);
    const locale = requestLocale(ctx.cookie("_locale"), ctx.request.headers["accept-language"]);
    const counts = { approved: 0, pending: 0, declined: 0 };
    for (let i = 0; i < positions.length; i++) counts[rows[positions[i]!]!.status]++;
    return {
      ...pagedList(ctx.request, LIST, urlParams, positions, (p) => toWire(rows[p]!, locale)),
      statusCounts: { ...counts, approvalRate: approvalRate({ approved: counts.approved, conversions: positions.length }) },
    };
  },

  export({ urlParams }, ctx) {
    const { user, rows, positions } = select(urlParams, ctx);
    if (positions.length === 0) return undefined;
    // The decline reason as the list gives it: in the request's language.
    const locale = requestLocale(ctx.cookie("_locale"), ctx.request.headers["accept-language"]);
    const timeZone = timeZoneOf(user);
    const currency = user.currency.name;
    const stamp = localDateTime(timeZone, ctx.clock.nowMs()).slice(0, 10);
    ctx.reply.header("content-disposition", `attachment; filename="conversions-${stamp}.csv"`);
    return StreamedText.lines(`${CSV_COLUMNS.join(",")}\r\n`, positions.length, (i) => {
      const r = rows[positions[i]!]!;
      return (
        [
          localDateTime(timeZone, r.timeMs),
          r.source.type,
          r.source.relativeId,
          csvField(r.source.displayName),
          csvField(r.externalClickId),
          r.clickId,
          csvField(r.subsource),
          r.device,
          r.country,
          r.payout,
          currency,
          r.type,
          r.status,
          csvField(((reason) => (reason === null ? null : translate(reason, locale)))(declineReasonOf(r))),
          r.goal.key,
          csvField(r.goal.title),
          csvField(r.sub1),
          csvField(r.sub2),
          csvField(r.sub3),
          csvField(r.sub4),
          csvField(r.sub5),
          csvField(r.sub6),
        ].join(",") + "\r\n"
      );
    });
  },
};
