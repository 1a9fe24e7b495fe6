/**
 * The line above a report's table: when its figures were computed ("Updated 3 minutes ago", the
 * dashboard's piece) and which period its totals are compared with.
 */
import { FormattedMessage, useIntl } from "react-intl";
import { formatDay, fromQuery } from "../../ui/date-range/range";
import { Freshness } from "../dashboard/freshness";

export const ReportMeta = ({ computedAt, timeZone, previousRange }: { computedAt: string | null; timeZone: string; previousRange: string | null }) => {
  const intl = useIntl();
  const previous = fromQuery(previousRange);
  if (!computedAt && !previous) return null;
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1" data-testid="report-meta">
      {computedAt ? <Freshness computedAt={computedAt} timeZone={timeZone} /> : <span />}
      {previous && (
        <p className="text-xs text-slate-500 dark:text-slate-400">
          <FormattedMessage id="reports.previous.range" values={{ start: formatDay(previous.start, intl.locale), end: formatDay(previous.end, intl.locale) }} />
        </p>
      )}
    </div>
  );
};
