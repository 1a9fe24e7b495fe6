/** "Updated 3 minutes ago": when a statistic was computed, relative to now, with the exact time in a title. */
import { FormattedMessage, FormattedRelativeTime, useIntl } from "react-intl";
import { formatDateTime, relativeTime } from "../lib/dates";

export const Freshness = ({ computedAt, timeZone }: { computedAt: string; timeZone: string }) => {
  const intl = useIntl();
  const { value, unit } = relativeTime(computedAt, timeZone);
  return (
    <p className="text-xs text-slate-500 dark:text-slate-400">
      <FormattedMessage
        id="dashboard.updated"
        values={{
          when: (
            <time dateTime={computedAt} title={formatDateTime(computedAt, timeZone, intl.locale)}>
              <FormattedRelativeTime value={value} unit={unit} numeric="auto" />
            </time>
          ),
        }}
      />
    </p>
  );
};
