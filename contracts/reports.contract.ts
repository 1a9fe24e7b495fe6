/**
 * Reports (spec 02 sections 2, 3, 5 and 7): Summary, Revenue, Goal performance and Referral, each
 * with totals plus a page of rows grouped by one dimension, and a CSV export
 * (docs/decisions/020-traffic-and-report-metrics.md).
 */
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform";
import { Schema } from "effect";
import { Device } from "./conversions.contract";
import { HydraPagedCollection, ld } from "./hydra";
import {
  COUNTRY_CODE,
  DateRange,
  PagingParams,
  RELATIVE_ID,
  SearchText,
  choiceParam,
  listFilter,
  optionalParam,
  orderParams,
} from "./list-query";
import { Session } from "./session";
import { readableWithToken } from "./token-scope";

/**
 * Grouping dimensions: spec 02 section 5's internal names, plus `landing`. The portal's options map to
 * them: offer → offerCampaign, goal → offerGoal, smartlink → smartlinkCampaign, tracker → track,
 * subsource → subSource; the others keep their name.
 */
export const REPORT_GROUPINGS = [
  "date",
  "hour",
  "browser",
  "country",
  "device",
  "os",
  "landing",
  "offerLink",
  "offerCampaign",
  "subOfferCampaign",
  "offerGoal",
  "smartlinkCampaign",
  "subSmartlinkCampaign",
  "referrer",
  "subSource",
  "track",
  "sub1",
  "sub2",
  "sub3",
  "sub4",
  "sub5",
  "sub6",
] as const;
export const ReportGrouping = Schema.Literal(...REPORT_GROUPINGS).annotations({ identifier: "ReportGrouping" });
export type ReportGrouping = typeof ReportGrouping.Type;

/** Groupings of an offer (refused together with smartlink filters) and of a smartlink (refused with offer filters). */
export const OFFER_GROUPINGS: ReadonlyArray<ReportGrouping> = ["offerLink", "offerCampaign"];
export const SMARTLINK_GROUPINGS: ReadonlyArray<ReportGrouping> = ["smartlinkCampaign", "subSmartlinkCampaign"];

export const OS_VALUES = ["Android", "iOS", "Windows", "macOS", "Linux"] as const;
export const BROWSER_VALUES = ["Chrome", "Safari", "Firefox", "Edge", "Samsung Internet", "Opera"] as const;
export const Os = Schema.Literal(...OS_VALUES).annotations({ identifier: "Os" });
export const Browser = Schema.Literal(...BROWSER_VALUES).annotations({ identifier: "Browser" });

const Day = Schema.String.pipe(Schema.pattern(/^\d{4}-\d{2}-\d{2}$/, { message: () => 'The date should be "YYYY-MM-DD".' })).annotations({
  description: "One day, YYYY-MM-DD (the same as a date range of that day)",
});
const SubValue = optionalParam(Schema.String.pipe(Schema.maxLength(255)).annotations({ description: "Exactly this value" }));

/** The report filter keys of spec 02 section 5, and the date range (default: the last 30 days, today included). */
export const ReportFilters = {
  dateRange: optionalParam(DateRange),
  date: optionalParam(Day),
  browser: choiceParam(Browser, BROWSER_VALUES),
  ...listFilter("country", COUNTRY_CODE, "country codes", "a country code"),
  device: choiceParam(Device, Device.literals),
  ...listFilter("offerLinkRelativeId", RELATIVE_ID, "offer link relative ids", "an offer link relative id"),
  ...listFilter("offerCampaignRelativeId", RELATIVE_ID, "offer relative ids", "an offer relative id"),
  offerGoalTitle: optionalParam(
    Schema.String.pipe(Schema.maxLength(255)).annotations({ description: "A goal's title (case-insensitive)" }),
  ),
  os: choiceParam(Os, OS_VALUES),
  ...listFilter("smartlinkCampaign", RELATIVE_ID, "smartlink relative ids", "a smartlink relative id"),
  // Custom landing filters (spec 02 section 6): ROLE_CUSTOM_LANDINGS only; the ids are the Landing grouping's keys.
  ...listFilter("landing", RELATIVE_ID, "landing page ids (ROLE_CUSTOM_LANDINGS)", "a landing page id"),
  subSourceLike: optionalParam(SearchText.annotations({ description: "Part of the subsource (case-insensitive)" })),
  referral: optionalParam(SearchText.annotations({ description: "Part of the referring site (case-insensitive)" })),
  trackLike: optionalParam(SearchText.annotations({ description: "Part of the track parameter (case-insensitive)" })),
  sub1: SubValue,
  sub2: SubValue,
  sub3: SubValue,
  sub4: SubValue,
  sub5: SubValue,
  sub6: SubValue,
};

const Count = Schema.Int.pipe(Schema.nonNegative());
const Money = Schema.Number.annotations({ description: "In the publisher's currency, rounded to cents" });
const Rate = Schema.NullOr(Schema.Number).annotations({ description: "Null when its divisor is 0" });

/** The sums and metrics of a row or of the totals (formulas in decision 020). */
export const ReportMetrics = {
  hits: Count,
  uHits: Count,
  clicks: Count,
  uClicks: Count,
  impressions: Count,
  conversions: Count.annotations({ description: "Every conversion, whatever its status (as the Conversions list counts them)" }),
  approved: Count,
  pending: Count,
  declined: Count,
  approvalRate: Rate.annotations({ description: "approved / conversions (every status counted, as the Conversions list counts them)" }),
  revenue: Money.annotations({ description: "What advertisers paid for the approved and pending conversions" }),
  payout: Money.annotations({ description: "The publisher's earnings: payouts of approved and pending conversions" }),
  commission: Money.annotations({ description: "revenue - payout: the network's share" }),
  epc: Rate.annotations({ description: "payout / clicks" }),
  uEpc: Rate.annotations({ description: "payout / uClicks" }),
  epm: Rate.annotations({ description: "payout / impressions x 1000" }),
  gpm: Rate.annotations({ description: "conversions / clicks x 1000 (goals per mille clicks)" }),
  uGpm: Rate.annotations({ description: "conversions / uClicks x 1000" }),
  uGpc: Rate.annotations({ description: "conversions / uClicks" }),
  ratio: Rate.annotations({ description: "conversions / clicks (shown as 1 : N with N = clicks / conversions, and as a percentage)" }),
};

export const ReportTotals = Schema.Struct(ReportMetrics).annotations({ identifier: "ReportTotals" });
export type ReportTotals = typeof ReportTotals.Type;

export const ReportGoal = Schema.Struct({ key: Schema.String, title: Schema.String }).annotations({ identifier: "ReportGoal" });

export const ReportRow = Schema.Struct({
  key: Schema.NullOr(Schema.String).annotations({ description: "The grouping value (a date, a code, a relative id…); null: not set" }),
  label: Schema.NullOr(Schema.String).annotations({ description: 'What the portal shows for it (an offer as "#relativeId displayName")' }),
  goal: Schema.NullOr(ReportGoal).annotations({ description: "The goal of the row (Goal performance, and offerGoal groupings)" }),
  ...ReportMetrics,
  goalEpc: Rate.annotations({ description: "Goal rows: the goal's payout / the clicks of the sources that have the goal" }),
  goalEpm: Rate.annotations({ description: "Goal rows: the goal's payout / those sources' impressions x 1000" }),
}).annotations({ identifier: "ReportRow" });
export type ReportRow = typeof ReportRow.Type;

/** Row fields a report can be ordered by; the default is `key` ascending for date and hour, `clicks` descending otherwise. */
export const REPORT_ORDER = [
  "key",
  "hits",
  "uHits",
  "clicks",
  "uClicks",
  "impressions",
  "conversions",
  "approved",
  "pending",
  "declined",
  "approvalRate",
  "revenue",
  "payout",
  "commission",
  "epc",
  "uEpc",
  "epm",
  "gpm",
  "uGpm",
  "uGpc",
  "ratio",
  "goalEpc",
  "goalEpm",
] as const;
export type ReportOrderField = (typeof REPORT_ORDER)[number];

export const ReportExportQuery = Schema.Struct({
  groupBy: choiceParam(ReportGrouping, REPORT_GROUPINGS),
  ...ReportFilters,
  ...orderParams(REPORT_ORDER),
});
export type ReportExportQuery = typeof ReportExportQuery.Type;

/** The metric columns a CSV export can hold, by their field names: every field a report orders by but the row's key. */
export const REPORT_CSV_COLUMNS = REPORT_ORDER.filter((field): field is Exclude<ReportOrderField, "key"> => field !== "key");
export type ReportCsvColumn = Exclude<ReportOrderField, "key">;
const COLUMN_NAME = `(?:${REPORT_CSV_COLUMNS.join("|")})`;

/** An export's query: the report's, and the columns the page shows, in its order (issue 25.13). */
export const ReportCsvQuery = Schema.Struct({
  ...ReportExportQuery.fields,
  columns: optionalParam(
    Schema.String.pipe(
      Schema.pattern(new RegExp(`^${COLUMN_NAME}(?:,${COLUMN_NAME})*$`), { message: () => "Expected metric names separated by commas." }),
    ).annotations({ description: "The metric columns, comma separated, in order (default: every metric)" }),
  ),
});
export type ReportCsvQuery = typeof ReportCsvQuery.Type;

export const ReportQuery = Schema.Struct({ ...PagingParams, ...ReportExportQuery.fields });
export type ReportQuery = typeof ReportQuery.Type;

const reportFields = {
  groupBy: ReportGrouping,
  dateRange: DateRange.annotations({ description: "The range the report covers (the default when none was asked)" }),
  computedAt: Schema.String.annotations({ description: "RFC 3339: when the figures were computed" }),
};

/** A report: totals over everything the filters keep, and a page of rows (hydra paging, 1000-row warning by `hydra:totalItems`). */
export const Report = Schema.Struct({
  ...HydraPagedCollection(ReportRow, "ReportRows").fields,
  ...reportFields,
  totals: ReportTotals,
}).annotations({
  identifier: "Report",
});
export type Report = typeof Report.Type;

/** RFC 4180 CSV of every row (no paging) with a totals line last; 204 when there are no rows. */
export const ReportCsv = Schema.String.pipe(HttpApiSchema.withEncoding({ kind: "Text", contentType: "text/csv" })).annotations({
  identifier: "ReportCsv",
  description: "CSV (RFC 4180, CRLF line ends): a header line, one line per row, then a totals line",
});

// ---------------------------------------------------------------------------------------------
// Referral: the publishers this one brought, their earnings and the commission paid on them.

export const REFERRAL_GROUPINGS = ["date", "referral"] as const;
export const ReferralGrouping = Schema.Literal(...REFERRAL_GROUPINGS).annotations({ identifier: "ReferralGrouping" });

export const REFERRAL_ORDER = ["key", "referrals", "conversions", "payout", "commission"] as const;

export const ReferralExportQuery = Schema.Struct({
  groupBy: choiceParam(ReferralGrouping, REFERRAL_GROUPINGS),
  dateRange: optionalParam(DateRange),
  date: optionalParam(Day),
  ...listFilter("referral", RELATIVE_ID, "referral relative ids", "a referral relative id"),
  ...orderParams(REFERRAL_ORDER),
});
export type ReferralExportQuery = typeof ReferralExportQuery.Type;
export const ReferralQuery = Schema.Struct({ ...PagingParams, ...ReferralExportQuery.fields });
export type ReferralQuery = typeof ReferralQuery.Type;

const ReferralMetrics = {
  referrals: Count.annotations({ description: "Referred publishers with earnings in the row" }),
  conversions: Count,
  payout: Money.annotations({ description: "The referred publishers' earnings" }),
  commission: Money.annotations({ description: "The referral commission earned on them (a share of their payout)" }),
};

export const ReferralRow = Schema.Struct({
  key: Schema.String.annotations({ description: "A date, or a referred publisher's relative id" }),
  label: Schema.String,
  ...ReferralMetrics,
}).annotations({ identifier: "ReferralRow" });
export type ReferralRow = typeof ReferralRow.Type;

export const ReferralReport = Schema.Struct({
  ...HydraPagedCollection(ReferralRow, "ReferralRows").fields,
  groupBy: ReferralGrouping,
  dateRange: DateRange,
  computedAt: Schema.String,
  commissionRate: Schema.Number.annotations({ description: "The share of the referrals' payout paid as commission (0.05 is 5%)" }),
  totals: Schema.Struct(ReferralMetrics).annotations({ identifier: "ReferralTotals" }),
}).annotations({ identifier: "ReferralReport" });
export type ReferralReport = typeof ReferralReport.Type;

// A token with the statistics scope reads every report and its export (contracts/token-scope.ts).
const statistics = readableWithToken("statistics");
const report = <const N extends string>(name: N, path: `/${string}`) =>
  statistics(HttpApiEndpoint.get(name, path).setUrlParams(ReportQuery).addSuccess(ld(Report)));
const reportExport = <const N extends string>(name: N, path: `/${string}`) =>
  statistics(HttpApiEndpoint.get(name, path).setUrlParams(ReportCsvQuery).addSuccess(ReportCsv).addSuccess(HttpApiSchema.NoContent));

export const ReportsGroup = HttpApiGroup.make("reports")
  .add(report("summary", "/ch/reports/summary"))
  .add(reportExport("summaryExport", "/ch/reports/summary/export"))
  .add(report("revenue", "/ch/reports/revenue"))
  .add(reportExport("revenueExport", "/ch/reports/revenue/export"))
  .add(report("goalPerformance", "/ch/reports/goal_performance"))
  .add(reportExport("goalPerformanceExport", "/ch/reports/goal_performance/export"))
  .add(statistics(HttpApiEndpoint.get("referral", "/ch/reports/referral").setUrlParams(ReferralQuery).addSuccess(ld(ReferralReport))))
  .add(
    statistics(
      HttpApiEndpoint.get("referralExport", "/ch/reports/referral/export")
        .setUrlParams(ReferralExportQuery)
        .addSuccess(ReportCsv)
        .addSuccess(HttpApiSchema.NoContent),
    ),
  )
  .middleware(Session);
