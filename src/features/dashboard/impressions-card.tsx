/** Impressions of the publisher's banners and widgets over the chart's range: impressions, hits, payout and EPM. */
import { FormattedMessage, useIntl } from "react-intl";
import type { Impressions } from "../../../contracts/dashboard.contract";
import { formatMoney, formatMoneyRate } from "../../lib/money";
import { Card } from "../../ui/card";
import { CardTitle } from "./card-title";

export const ImpressionsCard = ({ impressions, symbol }: { impressions: Impressions; symbol: string }) => {
  const intl = useIntl();
  const figures = [
    { labelId: "metric.impressions", value: intl.formatNumber(impressions.impressions) },
    { labelId: "metric.hits", value: intl.formatNumber(impressions.hits) },
    { labelId: "metric.payout", value: formatMoney(impressions.payout, symbol) },
    { labelId: "metric.epm", value: formatMoneyRate(impressions.epm, symbol) },
  ];
  return (
    <Card as="section" aria-labelledby="dashboard-impressions" className="p-4">
      <CardTitle id="dashboard-impressions" titleId="dashboard.impressions.title" className="mb-3" />
      <dl className="grid grid-cols-2 gap-3">
        {figures.map((f) => (
          <div key={f.labelId}>
            <dt className="text-xs text-slate-600 dark:text-slate-300">
              <FormattedMessage id={f.labelId} />
            </dt>
            <dd className="text-lg font-semibold tabular-nums text-slate-900 dark:text-slate-50">{f.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
};
