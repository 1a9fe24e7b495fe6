/**
 * "Compared with the previous period" (issue 14): the period of equal length that ends the day
 * before the report's range starts, through Temporal. A report filtered to one day (`date`) is
 * compared with the day before.
 */
import { type DayRange, fromQuery, parseDay, toQuery } from "../../ui/date-range/range";

/** The report's days: the `date` filter's day when set, else the range of the query. */
export const reportDays = (dateRange: string | undefined, day: string | undefined): DayRange | null => {
  const one = day ? parseDay(day) : null;
  return one ? { start: one, end: one } : fromQuery(dateRange ?? null);
};

/** The days just before `range`, as many as it has. */
export const previousDays = (range: DayRange): DayRange => {
  const length = range.start.until(range.end, { largestUnit: "days" }).days + 1;
  return { start: range.start.subtract({ days: length }), end: range.start.subtract({ days: 1 }) };
};

/** The previous period as a `dateRange` query, or null when the report's range cannot be read. */
export const previousRangeQuery = (dateRange: string | undefined, day: string | undefined): string | null => {
  const days = reportDays(dateRange, day);
  return days ? toQuery(previousDays(days)) : null;
};
