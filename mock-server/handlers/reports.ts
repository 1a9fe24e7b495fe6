/**
 * Summary, Revenue, Goal performance and Referral reports and their CSV exports: totals plus a page of
 * rows, ordered, from the one aggregation over the publisher's traffic history.
 */
import {
  REFERRAL_ORDER,
  REPORT_CSV_COLUMNS,
  REPORT_ORDER,
  type ReferralExportQuery,
  ReferralQuery,
  type ReferralRow,
  type ReportCsvColumn,
  type ReportCsvQuery,
  type ReportExportQuery,
  type ReportGrouping,
  type ReportOrderField,
  ReportQuery,
  type ReportRow,
} from "../../contracts/reports.contract";
import type { HandlerContext } from "../context";
import type { HandlersOf } from "../handler-types";
import { type Group, aggregate } from "../store/report-engine";
import { REFERRAL_COMMISSION_RATE, referralsOf } from "../store/referrals";
import { trafficOf } from "../store/statistics";
import type { OrderSpec } from "../store/table";
import { type Locale, type ServerTextKey, localeOf, serverText } from "../server-messages";
import { StreamedText } from "../streamed-text";
import { listResource, pagedList } from "./collection";
import { csvField } from "./conversions";
import { isoSeconds, listValues, orderOf, requestedOrder, timeZoneOf } from "./list";
import type { PublisherRecord } from "../store/records";
import type { Store } from "../store/store";
import { type ReportTab, checkGrouping, cellFilter, localDay, metricsOf, queryRange } from "./report-query";

const RESOURCES = {
  summary: listResource("ReportRow", ReportQuery, "ch", "reports", "summary"),
  revenue: listResource("ReportRow", ReportQuery, "ch", "reports", "revenue"),
  goalPerformance: listResource("ReportRow", ReportQuery, "ch", "reports", "goal_performance"),
} as const;
const REFERRAL = listResource("ReferralRow", ReferralQuery, "ch", "reports", "referral");

/** Positions of `rows` in the requested order; nulls first ascending, ties in the rows' own order. */
const ordered = <R, F extends keyof R & string>(rows: ReadonlyArray<R>, order: ReadonlyArray<OrderSpec<F>>): Int32Array => {
  const positions = Int32Array.from(rows.keys());
  const compare = (a: number, b: number) => {
    for (const { field, direction } of order) {
      const x = (rows[a]![field] ?? null) as number | string | null;
      const y = (rows[b]![field] ?? null) as number | string | null;
      if (x === y) continue;
      const d = x === null ? -1 : y === null ? 1 : x < y ? -1 : 1;
      return direction === "asc" ? d : -d;
    }
    return a - b;
  };
  // Rows often come in the order asked (dates ascending): then there is nothing to sort.
  for (let i = 1; i < positions.length; i++) if (compare(i - 1, i) > 0) return positions.sort(compare);
  return positions;
};

const toRow = (group: Group, groupBy: ReportGrouping): ReportRow => {
  const metrics = metricsOf(group.sums);
  const goalRow = group.goal !== null;
  return {
    key: groupBy === "offerGoal" ? (group.goal?.key ?? null) : group.key,
    label: groupBy === "offerGoal" ? (group.goal?.title ?? null) : group.label,
    goal: group.goal,
    ...metrics,
    goalEpc: goalRow ? metrics.epc : null,
    goalEpm: goalRow ? metrics.epm : null,
  };
};

/** Who asks for a report, and when: a request's caller, or a report schedule's run (./report-schedules.ts). */
export interface ReportSource {
  readonly user: PublisherRecord;
  readonly store: Store;
  readonly nowMs: number;
  /** The query's keys in the order given (the first `order[…]` sorts first). */
  readonly queryKeys: ReadonlyArray<string>;
}

const sourceOf = (ctx: HandlerContext): ReportSource => ({
  user: ctx.requireUser(),
  store: ctx.store,
  nowMs: ctx.clock.nowMs(),
  queryKeys: Object.keys((ctx.request.query ?? {}) as object),
});

/** The rows and totals of a report tab for the query, ordered; a 422 for a refused grouping or range. */
const computeReport = (tab: ReportTab, q: ReportExportQuery, source: ReportSource) => {
  const { user } = source;
  const groupBy = q.groupBy ?? "date";
  checkGrouping(tab, groupBy, q, user);
  const timeZone = timeZoneOf(user);
  const range = queryRange(q, timeZone, source.nowMs);
  const history = trafficOf(source.store, user);
  const byGoal = tab === "goalPerformance" || groupBy === "offerGoal";
  const { total, groups } = aggregate(history, timeZone, cellFilter(q, range, history), groupBy, byGoal);
  // Revenue and Goal performance are about conversions: groups with traffic only are left out.
  const rows = groups.filter((g) => tab === "summary" || g.sums.conversions > 0).map((g) => toRow(g, groupBy));
  const fallback: OrderSpec<ReportOrderField> =
    groupBy === "date" || groupBy === "hour" ? { field: "key", direction: "asc" } : { field: "clicks", direction: "desc" };
  const order = orderOf(source.queryKeys, q, REPORT_ORDER, fallback);
  return { groupBy, range, rows, positions: ordered(rows, order), totals: metricsOf(total), timeZone };
};

const report =
  (tab: ReportTab) =>
  (input: { readonly urlParams: ReportExportQuery & { page?: number; itemsPerPage?: number } }, ctx: HandlerContext) => {
    const { groupBy, range, rows, positions, totals } = computeReport(tab, input.urlParams, sourceOf(ctx));
    return {
      ...pagedList(ctx.request, RESOURCES[tab], input.urlParams, positions, (p) => rows[p]!),
      groupBy,
      dateRange: range.text,
      computedAt: isoSeconds(ctx.clock.nowMs()),
      totals,
    };
  };

/** Every metric, when an export names no columns. */
const CSV_METRICS: ReadonlyArray<ReportCsvColumn> = REPORT_CSV_COLUMNS.filter((c) => c !== "goalEpc" && c !== "goalEpm");

const attachment = (ctx: HandlerContext, name: string, timeZone: string) =>
  ctx.reply.header("content-disposition", `attachment; filename="${name}-${localDay(ctx.clock.nowMs(), timeZone).toString()}.csv"`);

type CsvTexts = (key: ServerTextKey) => string;

/** The CSV's texts in a language: the titles the page shows for its columns (issue 35.13). */
const csvTextsIn =
  (locale: Locale): CsvTexts =>
  (key) =>
    serverText(key, locale);

/** The CSV's texts in the request's language. */
const csvTexts = (ctx: HandlerContext) => csvTextsIn(localeOf(ctx.request));

const csvLine = (cells: ReadonlyArray<string | number | null>) => `${cells.map((c) => csvField(c)).join(",")}\r\n`;

/** A CSV as its header line and its other lines by index (streamed by an export, joined for an e-mail). */
interface CsvLines {
  readonly header: string;
  readonly count: number;
  readonly line: (index: number) => string;
  readonly timeZone: string;
}

/**
 * A report as the page shows it, as CSV: the grouping's column (each row's label, as the page's first
 * column says it), the goal where the rows have goals the first column does not already say, then the
 * metrics the page shows, in its order, under the page's titles; a metric no row has is left out.
 * Undefined when there are no rows.
 */
const reportCsv = (tab: ReportTab, query: ReportCsvQuery, source: ReportSource, t: CsvTexts): CsvLines | undefined => {
  const { groupBy, rows, positions, totals, timeZone } = computeReport(tab, query, source);
  if (rows.length === 0) return undefined;
  const shown = Array.from(positions, (i) => rows[i]!);
  const first = (row: ReportRow) => row.label ?? row.key ?? t("server.csv.notSet");
  const withGoal = shown.some((row) => row.goal !== null && row.goal.title !== first(row));
  // The columns the page shows, in its order (issue 25.13); every metric when none are named.
  const named = query.columns ? [...new Set(query.columns.split(",") as ReportCsvColumn[])] : CSV_METRICS;
  const total = (c: ReportCsvColumn) => (c === "goalEpc" || c === "goalEpm" ? null : totals[c]);
  const columns = named.filter((c) => total(c) !== null || shown.some((row) => row[c] !== null));
  const header = csvLine([
    t(`server.csv.group.${groupBy}`),
    ...(withGoal ? [t("server.csv.goal")] : []),
    ...columns.map((c) => t(`server.csv.metric.${c}`)),
  ]);
  return {
    header,
    count: shown.length + 1,
    timeZone,
    line: (i) => {
      if (i === shown.length) return csvLine([t("server.csv.total"), ...(withGoal ? [null] : []), ...columns.map(total)]);
      const row = shown[i]!;
      return csvLine([first(row), ...(withGoal ? [row.goal?.title ?? null] : []), ...columns.map((m) => row[m])]);
    },
  };
};

/** The file name of each tab's export, before its day. */
const EXPORT_FILES: Record<ReportTab, string> = {
  summary: "summary-report",
  revenue: "revenue-report",
  goalPerformance: "goal-performance-report",
};

const reportExport = (tab: ReportTab) => (input: { readonly urlParams: ReportCsvQuery }, ctx: HandlerContext) => {
  const csv = reportCsv(tab, input.urlParams, sourceOf(ctx), csvTexts(ctx));
  if (!csv) return undefined;
  attachment(ctx, EXPORT_FILES[tab], csv.timeZone);
  return StreamedText.lines(csv.header, csv.count, csv.line);
};

/**
 * A tab's export as a whole text, in the publisher's language (a scheduled e-mail's attachment):
 * what the export endpoint answers for the query, asked `source.nowMs`; undefined without rows.
 */
export const reportCsvText = (
  tab: ReportTab,
  query: ReportCsvQuery,
  source: ReportSource,
  locale: Locale,
): { readonly fileName: string; readonly content: string } | undefined => {
  const csv = reportCsv(tab, query, source, csvTextsIn(locale));
  if (!csv) return undefined;
  let content = csv.header;
  for (let i = 0; i < csv.count; i++) content += csv.line(i);
  return { fileName: EXPORT_FILES[tab], content };
};

// ---------------------------------------------------------------------------------------------
// Referral

const referralReport = (q: ReferralExportQuery, ctx: HandlerContext) => {
  const user = ctx.requireUser();
  const timeZone = timeZoneOf(user);
  const range = queryRange(q, timeZone, ctx.clock.nowMs());
  const groupBy = q.groupBy ?? "date";
  const { referrals, days } = referralsOf(ctx.store, user);
  const only = listValues(q.referral, q["referral[]"])?.map(Number);
  const groups = new Map<string, { label: string; referrals: Set<number>; conversions: number; payout: number }>();
  const totals = { referrals: new Set<number>(), conversions: 0, payout: 0 };
  for (const day of days) {
    if (day.atMs < range.startMs || day.atMs >= range.endMs) continue;
    const referral = referrals[day.referral]!;
    if (only && !only.includes(referral.relativeId)) continue;
    const key = groupBy === "date" ? localDay(day.atMs, timeZone).toString() : String(referral.relativeId);
    let group = groups.get(key);
    if (!group)
      groups.set(
        key,
        (group = {
          label: groupBy === "date" ? key : `#${referral.relativeId} ${referral.name}`,
          referrals: new Set(),
          conversions: 0,
          payout: 0,
        }),
      );
    for (const target of [group, totals]) {
      target.referrals.add(day.referral);
      target.conversions += day.conversions;
      target.payout += day.payout;
    }
  }
  const money = (n: number) => Math.round(n * 100) / 100;
  const metrics = (g: { referrals: Set<number>; conversions: number; payout: number }) => ({
    referrals: g.referrals.size,
    conversions: g.conversions,
    payout: money(g.payout),
    commission: money(g.payout * REFERRAL_COMMISSION_RATE),
  });
  const rows: ReferralRow[] = [...groups.entries()].map(([key, g]) => ({ key, label: g.label, ...metrics(g) }));
  rows.sort((a, b) => (groupBy === "date" ? a.key.localeCompare(b.key) : Number(a.key) - Number(b.key)));
  // Dates oldest first, as Summary, Revenue and Goal performance order them (issue 25.13).
  const order = requestedOrder(ctx.request, q, REFERRAL_ORDER, { field: "key", direction: "asc" });
  return { groupBy, range, rows, positions: ordered(rows, order), totals: metrics(totals), timeZone };
};

export const reportHandlers: HandlersOf<"reports"> = {
  summary: report("summary"),
  summaryExport: reportExport("summary"),
  revenue: report("revenue"),
  revenueExport: reportExport("revenue"),
  goalPerformance: report("goalPerformance"),
  goalPerformanceExport: reportExport("goalPerformance"),

  referral({ urlParams }, ctx) {
    const { groupBy, range, rows, positions, totals } = referralReport(urlParams, ctx);
    return {
      ...pagedList(ctx.request, REFERRAL, urlParams, positions, (p) => rows[p]!),
      groupBy,
      dateRange: range.text,
      computedAt: isoSeconds(ctx.clock.nowMs()),
      commissionRate: REFERRAL_COMMISSION_RATE,
      totals,
    };
  },

  referralExport({ urlParams }, ctx) {
    const { groupBy, rows, positions, totals, timeZone } = referralReport(urlParams, ctx);
    if (rows.length === 0) return undefined;
    attachment(ctx, "referral-report", timeZone);
    const t = csvTexts(ctx);
    const columns = ["referrals", "conversions", "payout", "commission"] as const;
    const titles = [
      t("server.csv.referral.referrals"),
      t("server.csv.metric.conversions"),
      t("server.csv.referral.payout"),
      t("server.csv.referral.commission"),
    ];
    return StreamedText.lines(csvLine([t(`server.csv.group.${groupBy}`), ...titles]), positions.length + 1, (i) => {
      if (i === positions.length) return csvLine([t("server.csv.total"), ...columns.map((c) => totals[c])]);
      const row = rows[positions[i]!]!;
      return csvLine([row.label, ...columns.map((c) => row[c])]);
    });
  },
};
