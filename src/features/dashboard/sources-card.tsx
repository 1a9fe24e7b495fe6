/** Smartlinks compared with offers over the last 30 days: clicks, conversions, conversion rate (1 : N and %), approval rate, payout, EPC. */
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { Dashboard } from "../../../contracts/dashboard.contract";
import { approvalRateText } from "../../lib/metrics";
import { formatMoney, formatMoneyRate } from "../../lib/money";
import { ConversionRate } from "../../ui/conversion-rate";
import { Card } from "../../ui/card";
import { CardTitle } from "./card-title";

type Sources = Dashboard["sources"];

export const SourcesCard = ({ sources, symbol }: { sources: Sources; symbol: string }) => {
  const intl = useIntl();
  const rows: ReadonlyArray<{ labelId: string; cell: (s: Sources["offers"]) => ReactNode }> = [
    { labelId: "metric.clicks", cell: (s) => intl.formatNumber(s.clicks) },
    { labelId: "metric.conversions", cell: (s) => intl.formatNumber(s.conversions) },
    { labelId: "metric.conversionRate", cell: (s) => <ConversionRate conversions={s.conversions} clicks={s.clicks} /> },
    { labelId: "metric.approvalRate", cell: (s) => approvalRateText(s.approvalRate, intl.locale) },
    { labelId: "metric.payout", cell: (s) => formatMoney(s.payout, symbol) },
    { labelId: "metric.epc", cell: (s) => formatMoneyRate(s.epc, symbol) },
  ];
  return (
    <Card as="section" aria-labelledby="dashboard-sources" className="p-4">
      <CardTitle id="dashboard-sources" titleId="dashboard.sources.title" />
      <p className="mb-3 text-xs text-slate-500 dark:text-slate-400">
        <FormattedMessage id="lists.date.preset.last30Days" />
      </p>
      <table className="w-full text-sm">
        <thead className="text-xs uppercase text-slate-600 dark:text-slate-300">
          <tr>
            <td />
            <th scope="col" className="py-1 text-right font-semibold">
              <FormattedMessage id="dashboard.sources.offers" />
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              <FormattedMessage id="dashboard.sources.smartlinks" />
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.labelId} className="border-t border-slate-100 dark:border-slate-800">
              <th scope="row" className="py-1.5 text-left font-normal text-slate-600 dark:text-slate-300">
                <FormattedMessage id={row.labelId} />
              </th>
              <td className="py-1.5 text-right tabular-nums text-slate-900 dark:text-slate-50">{row.cell(sources.offers)}</td>
              <td className="py-1.5 text-right tabular-nums text-slate-900 dark:text-slate-50">{row.cell(sources.smartlinks)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
};
