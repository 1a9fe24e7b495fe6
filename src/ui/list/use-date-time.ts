/** The date-time formatter for table cells. */
import { useMemo } from "react";
import { formatSpecDateTime } from "../../lib/dates";

/** "2026-11-21 08:45:03": the spec's table time (YYYY-MM-DD HH:mm:ss, spec 02 section 9) in the given time zone. */
export const useDateTimeFormat = (timeZone: string): ((iso: string) => string) =>
  useMemo(() => (iso: string) => formatSpecDateTime(iso, timeZone), [timeZone]);
