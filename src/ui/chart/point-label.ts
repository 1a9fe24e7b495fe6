/** Labels of chart points: a day "YYYY-MM-DD" as the spec's "DD MMM" ("02 Nov") in the interface language, an hour "YYYY-MM-DD HH:00" as "14:00". */
import { formatShortDay } from "../../lib/dates";
import { Temporal } from "../../lib/temporal";

export const pointLabel = (at: string, locale: string): string =>
  at.length > 10 ? at.slice(11, 16) : formatShortDay(Temporal.PlainDate.from(at.slice(0, 10)), locale);
