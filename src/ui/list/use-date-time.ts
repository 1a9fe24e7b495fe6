/** A cached date-time formatter for table cells (one Intl.DateTimeFormat per list, not one per cell). */
import { useMemo } from "react";
import { useIntl } from "react-intl";
import { Temporal } from "../../lib/temporal";

/** "Nov 21, 2026, 08:45 AM" in the interface language and the given time zone (as src/lib/dates.ts formatDateTime). */
export const useDateTimeFormat = (timeZone: string): ((iso: string) => string) => {
  const { locale } = useIntl();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, {
      timeZone,
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
    });
    return (iso: string) => format.format(new Date(Temporal.Instant.from(iso).epochMilliseconds));
  }, [locale, timeZone]);
};
