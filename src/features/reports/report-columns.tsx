/** The columns of the statistics tabs: the grouping's value, then each tab's metrics; footers are the totals row. */
import { type ColumnDef, createColumnHelper } from "@tanstack/react-table";
import { FormattedMessage } from "react-intl";
import type { ReportRow, ReportTotals } from "../../../contracts/reports.contract";
import { formatMoney, formatMoneyRate, rateDigits } from "../../lib/money";
import { approvalRateText } from "../../lib/metrics";
import { ConversionRate } from "../../ui/conversion-rate";
import type { StatisticsTab } from "./grouping";

export type Metric = keyof ReportTotals | "goalEpc" | "goalEpm";
type Kind = "count" | "money" | "rate" | "number" | "ratio" | "percent";

const KINDS: Record<Metric, Kind> = {
  hits: "count",
  uHits: "count",
  clicks: "count",
  uClicks: "count",
  impressions: "count",
  conversions: "count",
  approved: "count",
  pending: "count",
  declined: "count",
  approvalRate: "percent",
  revenue: "money",
  payout: "money",
  commission: "money",
  epc: "rate",
  uEpc: "rate",
  epm: "rate",
  goalEpc: "rate",
  goalEpm: "rate",
  gpm: "number",
  uGpm: "number",
  uGpc: "number",
  ratio: "ratio",
};

/** The metrics each tab shows, in order. */
export const TAB_METRICS: Record<StatisticsTab, ReadonlyArray<Metric>> = {
  summary: ["hits", "uHits", "clicks", "uClicks", "impressions", "conversions", "ratio", "payout", "epc", "uEpc", "epm"],
  revenue: ["conversions", "approved", "pending", "declined", "approvalRate", "revenue", "payout", "commission", "epc"],
  goalPerformance: ["clicks", "conversions", "ratio", "payout", "goalEpc", "goalEpm", "gpm", "uGpm", "uGpc"],
};

const column = createColumnHelper<ReportRow>();

export interface ColumnOptions {
  readonly tab: StatisticsTab;
  readonly groupingLabel: string;
  readonly totals: ReportTotals | null;
  readonly symbol: string;
  readonly format: (value: number, digits?: number) => string;
  readonly notSet: string;
  /** The interface language, for percentages. */
  readonly locale: string;
  /** The metric columns to show (default: all of the tab's), in the tab's order. */
  readonly visible?: ReadonlyArray<Metric>;
  /** The page's rows: each rate column shows one number of decimals for all of them and the total. */
  readonly rows?: ReadonlyArray<ReportRow>;
}

export const reportColumns = ({
  tab,
  groupingLabel,
  totals,
  symbol,
  format,
  notSet,
  locale,
  visible,
  rows = [],
}: ColumnOptions): ReadonlyArray<ColumnDef<ReportRow, never>> => {
  const digitsOf = (metric: Metric) =>
    rateDigits([...rows.map((r) => r[metric]), totals && metric !== "goalEpc" && metric !== "goalEpm" ? totals[metric] : null]);
  const show = (kind: Kind, value: number | null, row: { conversions: number; clicks: number }, digits?: number) => {
    if (kind === "ratio") return <ConversionRate conversions={row.conversions} clicks={row.clicks} />;
    if (kind === "percent") return <span className="tabular-nums">{approvalRateText(value, locale)}</span>;
    if (value === null) return "—";
    if (kind === "money") return formatMoney(value, symbol);
    if (kind === "rate") return formatMoneyRate(value, symbol, digits);
    return format(value, kind === "number" ? 4 : 0);
  };
  const key = column.accessor("key", {
    id: "key",
    header: () => groupingLabel,
    cell: (c) => c.row.original.label ?? c.row.original.key ?? <span className="text-slate-500 dark:text-slate-400">{notSet}</span>,
    footer: () => <FormattedMessage id="reports.total" />,
    // Long labels (landing URLs, sub values) wrap, so that every metric fits beside them (issue 25 item 14).
    meta: { wrap: true },
  });
  const goal = column.accessor((row) => row.goal?.title ?? "", {
    id: "goal",
    enableSorting: false,
    header: () => <FormattedMessage id="reports.grouping.goal" />,
    cell: (c) => c.getValue(),
    footer: () => null,
  });
  const shown = visible ? TAB_METRICS[tab].filter((m) => visible.includes(m)) : TAB_METRICS[tab];
  const metrics = shown.map((metric) => {
    const digits = KINDS[metric] === "rate" ? digitsOf(metric) : undefined;
    return column.accessor((row) => row[metric], {
      id: metric,
      meta: { align: "right" },
      header: () => <FormattedMessage id={metric === "ratio" ? "metric.conversionRate" : `metric.${metric}`} />,
      cell: (c) => show(KINDS[metric], c.getValue(), c.row.original, digits),
      footer: () => (totals && metric !== "goalEpc" && metric !== "goalEpm" ? show(KINDS[metric], totals[metric], totals, digits) : null),
    });
  });
  return [key, ...(tab === "goalPerformance" ? [goal] : []), ...metrics] as ReadonlyArray<ColumnDef<ReportRow, never>>;
};
