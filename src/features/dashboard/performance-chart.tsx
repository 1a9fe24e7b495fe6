/**
 * The performance chart (spec 02 sections 1 and 2): clicks, conversions or payout per day (per hour
 * for one day) over the chosen range, days in the publisher's time zone; the table below is its text
 * alternative.
 */
import { useMemo, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { Chart } from "../../../contracts/dashboard.contract";
import { formatMoney } from "../../lib/money";
import { MetricSwitch } from "../../ui/chart/metric-switch";
import { pointLabel } from "../../ui/chart/point-label";
import { TimeChart } from "../../ui/chart/time-chart";

const METRICS = [
  { key: "clicks", labelId: "metric.clicks" },
  { key: "conversions", labelId: "metric.conversions" },
  { key: "payout", labelId: "metric.payout" },
] as const;
type Metric = (typeof METRICS)[number]["key"];

export const PerformanceChart = ({ chart, symbol }: { chart: Chart; symbol: string }) => {
  const intl = useIntl();
  const [metric, setMetric] = useState<Metric>("clicks");
  const format = useMemo(
    () => (metric === "payout" ? (value: number) => formatMoney(value, symbol) : (value: number) => intl.formatNumber(value)),
    [metric, symbol, intl],
  );
  const data = useMemo(
    () => chart.points.map((p) => ({ at: p.at, label: pointLabel(p.at, intl.locale), value: p[metric] })),
    [chart, metric, intl.locale],
  );
  const metricName = intl.formatMessage({ id: `metric.${metric}` });
  const total = data.reduce((sum, d) => sum + d.value, 0);
  const first = data[0]?.label ?? "";
  const last = data[data.length - 1]?.label ?? "";

  return (
    <div className="space-y-3">
      <MetricSwitch labelId="dashboard.chart.metric" metrics={METRICS} value={metric} onChange={setMetric} />
      <TimeChart
        title={intl.formatMessage({ id: "dashboard.chart.svgTitle" }, { metric: metricName })}
        description={intl.formatMessage({ id: "dashboard.chart.description" }, { metric: metricName, first, last, total: format(total) })}
        data={data}
        format={format}
      />
      <details className="text-sm">
        <summary className="cursor-pointer rounded font-medium text-teal-800 outline-none focus-visible:ring-2 focus-visible:ring-teal-600 dark:text-teal-300">
          <FormattedMessage id="dashboard.chart.table" />
        </summary>
        <div className="mt-2 max-h-72 overflow-auto rounded-lg border border-slate-200 dark:border-slate-800">
          <table className="w-full text-left text-sm" aria-label={intl.formatMessage({ id: "dashboard.chart.table" })}>
            <thead className="bg-slate-50 text-xs uppercase text-slate-600 dark:bg-slate-800 dark:text-slate-300">
              <tr>
                <th scope="col" className="px-3 py-2">
                  <FormattedMessage id={chart.interval === "hour" ? "dashboard.chart.hour" : "dashboard.chart.day"} />
                </th>
                {METRICS.map((m) => (
                  <th key={m.key} scope="col" className="px-3 py-2 text-right">
                    <FormattedMessage id={m.labelId} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {chart.points.map((p) => (
                <tr key={p.at} className="border-t border-slate-100 dark:border-slate-800">
                  <th scope="row" className="px-3 py-1.5 font-normal tabular-nums text-slate-700 dark:text-slate-200">
                    {p.at}
                  </th>
                  <td className="px-3 py-1.5 text-right tabular-nums">{intl.formatNumber(p.clicks)}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{intl.formatNumber(p.conversions)}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{formatMoney(p.payout, symbol)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
};
