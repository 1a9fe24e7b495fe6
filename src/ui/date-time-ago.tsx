/**
 * When something happened, twice: relative ("3 hours ago", Intl.RelativeTimeFormat) and absolute
 * ("21 Nov 2026, 14:05", Intl.DateTimeFormat), both in the publisher's time zone through Temporal
 * (src/lib/dates.ts). Notifications and news use it.
 */
import { FormattedRelativeTime, useIntl } from "react-intl";
import { formatDateTime, relativeTime } from "../lib/dates";

export const DateTimeAgo = ({ iso, timeZone, className }: { iso: string; timeZone: string; className?: string }) => {
  const intl = useIntl();
  const { value, unit } = relativeTime(iso, timeZone);
  return (
    <time dateTime={iso} className={className}>
      <FormattedRelativeTime value={value} unit={unit} numeric="auto" />
      <span aria-hidden="true"> · </span>
      <span className="sr-only">, </span>
      {formatDateTime(iso, timeZone, intl.locale)}
    </time>
  );
};
