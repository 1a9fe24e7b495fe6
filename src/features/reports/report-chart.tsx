/**
 * The report's chart above its table (issue 14): the chosen metric per day over the report's range,
 * with the same filters, from the same endpoint grouped by date (every page of it); the table below
 * is its text alternative.
 */
import { Effect } from "effect";
import { useMemo, useState } from "react";
import { useIntl } from "react-intl";
import type { ReportQuery, ReportRow } from "../../../contracts/reports.contract";
import { withApi } from "../../api";
import { useApiQuery } from "../../app/use-api-query";
import { formatMoney } from "../../lib/money";
import { MetricSwitch } from "../../ui/chart/metric-switch";
import { pointLabel } from "../../ui/chart/point-label";
import { TimeChart, TimeChartPlaceholder } from "../../ui/chart/time-chart";
import type { StatisticsTab } from "./grouping";
import { Card } from "../../ui/card";

const CHART_METRICS = {
  summary: ["clicks", "conversions", "payout"],
  revenue: ["conversions", "payout", "revenue"],
  goalPerformance: ["conversions", "payout"],
} as const satisfies Record<StatisticsTab, ReadonlyArray<keyof ReportRow>>;
type ChartMetric = (typeof CHART_METRICS)[StatisticsTab][number];

const PER_PAGE = 100;

/** Every date row of the report for `query` (without its grouping, paging and order). */
const dateRows = (tab: StatisticsTab, query: ReportQuery) =>
  withApi((api) => {
    const page = (n: number) =>
      api.reports[tab]({ urlParams: { ...query, groupBy: "date", page: n, itemsPerPage: PER_PAGE, "order[key]": "asc" } });
    return page(1).pipe(
      Effect.flatMap((first) => {
        const pages = Math.ceil(first["hydra:totalItems"] / PER_PAGE);
        if (pages <= 1) return Effect.succeed(first["hydra:member"]);
        return Effect.all(
          Array.from({ length: pages - 1 }, (_, i) => page(i + 2)),
          { concurrency: 2 },
        ).pipe(Effect.map((rest) => [...first["hydra:member"], ...rest.flatMap((p) => p["hydra:member"])]));
      }),
    );
  });

export const ReportChart = ({ tab, query, symbol }: { tab: StatisticsTab; query: ReportQuery; symbol: string }) => {
  const intl = useIntl();
  const metrics = CHART_METRICS[tab];
  const [metric, setMetric] = useState<ChartMetric>(metrics[0]);
  const rows = useApiQuery(dateRows(tab, query), `${tab} ${JSON.stringify(query)}`);
  const format = useMemo(
    () => (metric === "payout" || metric === "revenue" ? (v: number) => formatMoney(v, symbol) : (v: number) => intl.formatNumber(v)),
    [metric, symbol, intl],
  );
  const data = useMemo(() => {
    // Goal performance has a row per date and goal: a day's value is their sum.
    const byDay = new Map<string, number>();
    for (const row of rows.data ?? []) if (row.key) byDay.set(row.key, (byDay.get(row.key) ?? 0) + row[metric]);
    return [...byDay].map(([at, value]) => ({ at, label: pointLabel(at, intl.locale), value }));
  }, [rows.data, metric, intl.locale]);
  const title = intl.formatMessage({ id: "reports.chart.title" });
  const metricSwitch = (
    <MetricSwitch
      labelId="dashboard.chart.metric"
      metrics={metrics.map((key) => ({ key, labelId: `metric.${key}` }))}
      value={metric}
      onChange={setMetric}
    />
  );
  // While the rows load, the chart's frame at its size: appearing later, it pushed the table down.
  if (!rows.data) {
    return rows.error ? null : (
      <Card as="section" aria-label={title} aria-busy="true" className="space-y-2 p-4">
        {metricSwitch}
        <TimeChartPlaceholder height={200} />
      </Card>
    );
  }
  // No figure at all in the range: a clear word instead of a flat line or an empty frame.
  const hasFigures = rows.data.some((row) => metrics.some((m) => row[m] !== 0));
  if (!hasFigures || data.length === 0) {
    return (
      <section
        aria-label={title}
        className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300"
      >
        <p>{intl.formatMessage({ id: "reports.chart.empty" })}</p>
      </section>
    );
  }
  const metricName = intl.formatMessage({ id: `metric.${metric}` });
  const total = data.reduce((sum, d) => sum + d.value, 0);
  return (
    <Card as="section" aria-label={title} className="space-y-2 p-4">
      {metricSwitch}
      <TimeChart
        title={intl.formatMessage({ id: "dashboard.chart.svgTitle" }, { metric: metricName })}
        description={intl.formatMessage(
          { id: "reports.chart.description" },
          { metric: metricName, first: data[0]!.label, last: data[data.length - 1]!.label, total: format(total) },
        )}
        data={data}
        format={format}
        height={200}
      />
    </Card>
  );
};
