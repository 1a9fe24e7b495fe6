/**
 * The lines above a report's table: when its figures were computed ("Updated 3 minutes ago", the
 * dashboard's piece), and each total shown against the period of equal length before (the
 * dashboard's change badge), named with that period. The badges sit here rather than in the totals
 * row, whose cells stay the figures alone (what is copied, read and compared with other pages).
 */
import { FormattedMessage, useIntl } from "react-intl";
import type { ReportTotals } from "../../../contracts/reports.contract";
import { formatDay, fromQuery } from "../../ui/date-range/range";
import { ChangeBadge } from "../../ui/change-badge";
import { Freshness } from "../../ui/freshness";
import { metricLabelId } from "./column-trigger";
import type { Metric } from "./report-columns";

export interface ReportMetaProps {
  readonly computedAt: string | null;
  readonly timeZone: string;
  /** The previous period's `dateRange`. */
  readonly previousRange: string | null;
  readonly totals: ReportTotals | null;
  readonly previous: ReportTotals | null;
  /** The metrics the table shows, in its order. */
  readonly metrics: ReadonlyArray<Metric>;
}

export const ReportMeta = ({ computedAt, timeZone, previousRange, totals, previous, metrics }: ReportMetaProps) => {
  const intl = useIntl();
  const period = fromQuery(previousRange);
  const compared = period && totals && previous ? metrics.filter((m): m is keyof ReportTotals => m !== "goalEpc" && m !== "goalEpm") : [];
  if (!computedAt && compared.length === 0) return null;
  return (
    <div className="space-y-1.5" data-testid="report-meta">
      {computedAt && <Freshness computedAt={computedAt} timeZone={timeZone} />}
      {period && totals && previous && compared.length > 0 && (
        <section aria-labelledby="report-compared" className="flex flex-wrap items-baseline gap-x-4 gap-y-1 text-xs">
          <p id="report-compared" className="text-slate-600 dark:text-slate-300">
            <FormattedMessage
              id="reports.previous.range"
              values={{ start: formatDay(period.start, intl.locale), end: formatDay(period.end, intl.locale) }}
            />
          </p>
          <dl className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            {compared.map((metric) => (
              <div key={metric} className="flex items-baseline gap-1">
                <dt className="text-slate-600 dark:text-slate-300">
                  <FormattedMessage id={metricLabelId(metric)} />
                </dt>
                <dd>
                  <ChangeBadge current={totals[metric] ?? 0} previous={previous[metric] ?? 0} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </div>
  );
};
