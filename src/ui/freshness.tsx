/** "Updated 3 minutes ago": when a statistic was computed, relative to now, with the exact time in a title. */
import { FormattedMessage, FormattedRelativeTime } from "react-intl";
import { formatSpecDateTime, relativeTime } from "../lib/dates";

export const Freshness = ({ computedAt, timeZone }: { computedAt: string; timeZone: string }) => {
  const { value, unit } = relativeTime(computedAt, timeZone);
  return (
    <p className="text-xs text-slate-500 dark:text-slate-400">
      <FormattedMessage
        id="dashboard.updated"
        values={{
          when: (
            <time dateTime={computedAt} title={formatSpecDateTime(computedAt, timeZone)}>
              <FormattedRelativeTime value={value} unit={unit} numeric="auto" />
            </time>
          ),
        }}
      />
    </p>
  );
};
