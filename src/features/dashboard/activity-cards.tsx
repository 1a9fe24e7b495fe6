/**
 * Activity by period (today, yesterday, last 7 and 30 days): clicks, conversions, approval rate, payout
 * and EPC, each against the period before.
 */
import { FormattedMessage, useIntl } from "react-intl";
import type { Dashboard } from "../../../contracts/dashboard.contract";
import { approvalRateText } from "../../lib/metrics";
import { formatMoney, formatMoneyRate } from "../../lib/money";
import { ChangeBadge } from "../../ui/change-badge";
import { Card } from "../../ui/card";

type Period = Dashboard["periods"][number];

const Figure = ({
  labelId,
  value,
  current,
  previous,
  titleId,
  points,
}: {
  labelId: string;
  value: string;
  current: number | null;
  previous: number | null;
  titleId: string;
  /** A rate: its change in percentage points. */
  points?: boolean;
}) => (
  <div className="flex items-baseline justify-between gap-2">
    <dt className="text-sm text-slate-600 dark:text-slate-300">
      <FormattedMessage id={labelId} />
    </dt>
    <dd className="flex items-baseline gap-2">
      <span className="font-semibold tabular-nums text-slate-900 dark:text-slate-50">{value}</span>
      <ChangeBadge current={current} previous={previous} titleId={titleId} points={points} />
    </dd>
  </div>
);

const PeriodCard = ({ period, symbol }: { period: Period; symbol: string }) => {
  const intl = useIntl();
  // Today is compared with yesterday up to the same time of day (the part of today that has passed).
  const titleId = period.period === "today" ? "dashboard.change.sameTime" : "dashboard.change.title";
  return (
    <Card as="section" aria-labelledby={`period-${period.period}`} className="p-4">
      <h3 id={`period-${period.period}`} className="mb-3 text-sm font-semibold text-slate-900 dark:text-slate-50">
        <FormattedMessage id={`lists.date.preset.${period.period}`} />
      </h3>
      <p className="-mt-2 mb-3 text-xs text-slate-500 dark:text-slate-400">
        <FormattedMessage id={period.period === "today" ? "dashboard.compared.sameTime" : "dashboard.compared.before"} />
      </p>
      <dl className="space-y-2">
        <Figure
          labelId="metric.clicks"
          titleId={titleId}
          value={intl.formatNumber(period.clicks)}
          current={period.clicks}
          previous={period.previous.clicks}
        />
        <Figure
          labelId="metric.conversions"
          titleId={titleId}
          value={intl.formatNumber(period.conversions)}
          current={period.conversions}
          previous={period.previous.conversions}
        />
        <Figure
          labelId="metric.approvalRate"
          titleId={titleId}
          value={approvalRateText(period.approvalRate, intl.locale)}
          current={period.approvalRate}
          previous={period.previous.approvalRate}
          points
        />
        <Figure
          labelId="metric.payout"
          titleId={titleId}
          value={formatMoney(period.payout, symbol)}
          current={period.payout}
          previous={period.previous.payout}
        />
        <Figure
          labelId="metric.epc"
          titleId={titleId}
          value={formatMoneyRate(period.epc, symbol)}
          current={period.epc ?? 0}
          previous={period.previous.epc ?? 0}
        />
      </dl>
    </Card>
  );
};

export const ActivityCards = ({ periods, symbol }: { periods: Dashboard["periods"]; symbol: string }) => (
  <section aria-labelledby="dashboard-activity" className="space-y-3">
    <h2 id="dashboard-activity" className="text-lg font-semibold text-slate-900 dark:text-slate-50">
      <FormattedMessage id="dashboard.activity.title" />
    </h2>
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
      {periods.map((period) => (
        <PeriodCard key={period.period} period={period} symbol={symbol} />
      ))}
    </div>
  </section>
);
