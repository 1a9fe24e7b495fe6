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

/** The figures of a period, in order, each against the period before. */
const FIGURES = ["clicks", "conversions", "approvalRate", "payout", "epc"] as const;

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
  const values: Record<(typeof FIGURES)[number], string> = {
    clicks: intl.formatNumber(period.clicks),
    conversions: intl.formatNumber(period.conversions),
    approvalRate: approvalRateText(period.approvalRate, intl.locale),
    payout: formatMoney(period.payout, symbol),
    epc: formatMoneyRate(period.epc, symbol),
  };
  return (
    <Card as="section" aria-labelledby={`period-${period.period}`} className="p-4">
      <h3 id={`period-${period.period}`} className="mb-3 text-sm font-semibold text-slate-900 dark:text-slate-50">
        <FormattedMessage id={`lists.date.preset.${period.period}`} />
      </h3>
      <p className="-mt-2 mb-3 text-xs text-slate-500 dark:text-slate-400">
        <FormattedMessage id={period.period === "today" ? "dashboard.compared.sameTime" : "dashboard.compared.before"} />
      </p>
      <dl className="space-y-2">
        {FIGURES.map((metric) => (
          <Figure
            key={metric}
            labelId={`metric.${metric}`}
            titleId={titleId}
            value={values[metric]}
            current={period[metric] ?? 0}
            previous={period.previous[metric] ?? 0}
            points={metric === "approvalRate"}
          />
        ))}
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
