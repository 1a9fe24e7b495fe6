/** Labels of chart points: a day "YYYY-MM-DD" as "12 Nov" (DD MMM) in the interface language, an hour "YYYY-MM-DD HH:00" as "14:00". */
import { Temporal } from "../../lib/temporal";

export const pointLabel = (at: string, locale: string): string =>
  at.length > 10 ? at.slice(11, 16) : Temporal.PlainDate.from(at.slice(0, 10)).toLocaleString(locale, { day: "2-digit", month: "short" });
