/**
 * The dashboard (spec 02 sections 1, 2 and 7): activity by period, the performance chart, impressions,
 * and smartlinks compared with offers. Every figure comes from the same aggregation as the reports:
 * a period's figures equal the Summary report's totals for its date range
 * (docs/decisions/020-traffic-and-report-metrics.md).
 */
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform";
import { Schema } from "effect";
import { ld } from "./hydra";
import { DateRange, optionalParam } from "./list-query";
import { Session } from "./session";

const Count = Schema.Int.pipe(Schema.nonNegative());
const Money = Schema.Number.annotations({ description: "In the publisher's currency, rounded to cents" });
const Rate = Schema.NullOr(Schema.Number).annotations({ description: "Null when there were no clicks" });

/** Clicks, conversions, approvals, payout and EPC over a date range (as the Summary report's totals compute them). */
export const Activity = Schema.Struct({
  dateRange: DateRange,
  clicks: Count,
  conversions: Count,
  approved: Count,
  approvalRate: Schema.NullOr(Schema.Number).annotations({ description: "approved / conversions; null without conversions" }),
  payout: Money,
  epc: Rate,
}).annotations({ identifier: "Activity" });
export type Activity = typeof Activity.Type;

export const DASHBOARD_PERIODS = ["today", "yesterday", "last7Days", "last30Days"] as const;
export const DashboardPeriod = Schema.Literal(...DASHBOARD_PERIODS).annotations({ identifier: "DashboardPeriod" });

export const PeriodActivity = Schema.Struct({
  period: DashboardPeriod,
  ...Activity.fields,
  previous: Activity.annotations({
    description: "The period of the same length just before; for today, yesterday up to the same time of day",
  }),
}).annotations({ identifier: "PeriodActivity" });

export const Dashboard = Schema.Struct({
  "@context": Schema.optional(Schema.String),
  "@id": Schema.String,
  "@type": Schema.Literal("Dashboard"),
  computedAt: Schema.String.annotations({ description: "RFC 3339: when the figures were computed" }),
  timeZone: Schema.String.annotations({ description: "The zone whose days the periods are (the publisher's, else the network's)" }),
  periods: Schema.Array(PeriodActivity),
  sources: Schema.Struct({
    dateRange: DateRange,
    offers: Activity.pipe(Schema.omit("dateRange")),
    smartlinks: Activity.pipe(Schema.omit("dateRange")),
  }).annotations({ description: "Smartlinks compared with offers over the last 30 days" }),
}).annotations({ identifier: "Dashboard" });
export type Dashboard = typeof Dashboard.Type;

export const RangeQuery = Schema.Struct({ dateRange: optionalParam(DateRange) });

export const ChartPoint = Schema.Struct({
  at: Schema.String.annotations({ description: 'A day "YYYY-MM-DD", or an hour "YYYY-MM-DD HH:00" when the range is one day' }),
  clicks: Count,
  conversions: Count,
  payout: Money,
}).annotations({ identifier: "ChartPoint" });

/** The performance chart: clicks, conversions and payout per day (per hour for one day), every day of the range. */
export const Chart = Schema.Struct({
  "@context": Schema.optional(Schema.String),
  "@id": Schema.String,
  "@type": Schema.Literal("Chart"),
  dateRange: DateRange,
  interval: Schema.Literal("day", "hour"),
  points: Schema.Array(ChartPoint),
  computedAt: Schema.String,
}).annotations({ identifier: "Chart" });
export type Chart = typeof Chart.Type;

export const ImpressionPoint = Schema.Struct({ at: Schema.String, impressions: Count, payout: Money }).annotations({
  identifier: "ImpressionPoint",
});

/** Impressions of the publisher's banners and widgets, and what they earned. */
export const Impressions = Schema.Struct({
  "@context": Schema.optional(Schema.String),
  "@id": Schema.String,
  "@type": Schema.Literal("Impressions"),
  dateRange: DateRange,
  impressions: Count,
  hits: Count,
  payout: Money.annotations({ description: "The payout over the range (as the reports' EPM divides it)" }),
  epm: Rate.annotations({ description: "payout / impressions x 1000" }),
  points: Schema.Array(ImpressionPoint),
  computedAt: Schema.String,
}).annotations({ identifier: "Impressions" });
export type Impressions = typeof Impressions.Type;

export const DashboardGroup = HttpApiGroup.make("dashboard")
  .add(HttpApiEndpoint.get("summary", "/ch/dashboard").addSuccess(ld(Dashboard)))
  .add(HttpApiEndpoint.get("chart", "/ch/chart").setUrlParams(RangeQuery).addSuccess(ld(Chart)))
  .add(HttpApiEndpoint.get("impressions", "/ch/impressions").setUrlParams(RangeQuery).addSuccess(ld(Impressions)))
  .middleware(Session);
