/**
 * The lines above a report's table: when its figures were computed ("Updated 3 minutes ago", the
 * dashboard's piece), and each total shown against the period of equal length before (the
 * dashboard's change badge), named with that period. The badges sit here rather than in the totals
 * row, whose cells stay the figures alone (what is copied, read and compared with other pages).
 * While the figures load the lines keep their place: the period compared with is known from the
 * range alone, so it is named at once, with a grey bar where each badge will be, and the table below
 * does not move when the figures arrive.
 */
import { FormattedMessage } from "react-intl";
import type { ReportTotals } from "../../../contracts/reports.contract";
import { formatSpecDay } from "../../lib/dates";
import { fromQuery } from "../../ui/date-range/range";
import { ChangeBadge, type ChangeTone } from "../../ui/change-badge";
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
  /** The figures are on their way: the lines hold their place. */
  readonly loading?: boolean;
}

/** How a total's change reads where a relative, rise-is-good change would mislead (issue 35.8). */
const CHANGE_READING: Partial<Record<keyof ReportTotals, { points?: boolean; tone?: ChangeTone }>> = {
  approvalRate: { points: true },
  pending: { tone: "neutral" },
  declined: { tone: "riseBad" },
};

/** Where a figure will be, while it loads (hidden from assistive technology: the table says it is loading). */
const Pending = ({ className }: { className: string }) => (
  <span aria-hidden="true" className={`inline-block animate-pulse rounded bg-slate-100 dark:bg-slate-800 ${className}`} />
);

export const ReportMeta = ({ computedAt, timeZone, previousRange, totals, previous, metrics, loading = false }: ReportMetaProps) => {
  const period = fromQuery(previousRange);
  const figures = totals !== null && previous !== null;
  const compared = period && (figures || loading) ? metrics.filter((m): m is keyof ReportTotals => m !== "goalEpc" && m !== "goalEpm") : [];
  if (!computedAt && !loading && compared.length === 0) return null;
  return (
    <div className="space-y-1.5" data-testid="report-meta">
      {computedAt ? (
        <Freshness computedAt={computedAt} timeZone={timeZone} />
      ) : (
        loading && (
          <p className="text-xs">
            <Pending className="h-3 w-40" />
          </p>
        )
      )}
      {period && compared.length > 0 && (
        <section aria-labelledby="report-compared" className="space-y-1 text-xs">
          <p id="report-compared" className="text-slate-600 dark:text-slate-300">
            <FormattedMessage id="reports.previous.range" values={{ start: formatSpecDay(period.start), end: formatSpecDay(period.end) }} />
          </p>
          <dl className="grid grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-x-3 gap-y-1">
            {compared.map((metric) => (
              <div key={metric} className="flex items-baseline gap-1">
                <dt className="text-slate-600 dark:text-slate-300">
                  <FormattedMessage id={metricLabelId(metric)} />
                </dt>
                <dd>
                  {figures ? (
                    <ChangeBadge current={totals[metric]} previous={previous[metric]} {...CHANGE_READING[metric]} />
                  ) : (
                    <Pending className="h-3 w-10" />
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </div>
  );
};
