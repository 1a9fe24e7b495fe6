/**
 * When something happened, twice: relative ("3 hours ago", Intl.RelativeTimeFormat) and absolute
 * ("2026-11-21 14:05:00", the spec's format), both in the publisher's time zone through Temporal
 * (src/lib/dates.ts). Notifications and news use it.
 */
import { FormattedRelativeTime } from "react-intl";
import { formatSpecDateTime, relativeTime } from "../lib/dates";

export const DateTimeAgo = ({ iso, timeZone, className }: { iso: string; timeZone: string; className?: string }) => {
  const { value, unit } = relativeTime(iso, timeZone);
  return (
    <time dateTime={iso} className={className}>
      <FormattedRelativeTime value={value} unit={unit} numeric="auto" />
      <span aria-hidden="true"> · </span>
      <span className="sr-only">, </span>
      {formatSpecDateTime(iso, timeZone)}
    </time>
  );
};
