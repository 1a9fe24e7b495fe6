/**
 * Date ranges of lists (spec 02 sections 5 and 9), through Temporal only: presets for a given
 * "today" in the publisher's time zone, the "start - end" query whose end is the next day, weeks
 * that start on Monday, and the rules of the typed input.
 */
import { Temporal } from "../../lib/temporal";

export const PRESETS = ["today", "yesterday", "last7Days", "last30Days", "thisMonth", "lastMonth", "last3Months"] as const;
export type Preset = (typeof PRESETS)[number];
export const DEFAULT_PRESET: Preset = "last30Days";

/** Both days inclusive, start on or before end. */
export interface DayRange {
  readonly start: Temporal.PlainDate;
  readonly end: Temporal.PlainDate;
}

/** Today in a time zone. */
export const todayIn = (timeZone: string, now: Temporal.Instant = Temporal.Now.instant()): Temporal.PlainDate =>
  now.toZonedDateTimeISO(timeZone).toPlainDate();

/** The days of a preset, ending today at the latest. "last 7 days" goes 6 days back, "last 30 days" 29 (both include today). */
export const presetRange = (preset: Preset, today: Temporal.PlainDate): DayRange => {
  switch (preset) {
    case "today":
      return { start: today, end: today };
    case "yesterday": {
      const day = today.subtract({ days: 1 });
      return { start: day, end: day };
    }
    case "last7Days":
      return { start: today.subtract({ days: 6 }), end: today };
    case "last30Days":
      return { start: today.subtract({ days: 29 }), end: today };
    case "thisMonth":
      return { start: today.with({ day: 1 }), end: today };
    case "lastMonth": {
      const start = today.with({ day: 1 }).subtract({ months: 1 });
      return { start, end: start.with({ day: start.daysInMonth }) };
    }
    case "last3Months":
      return { start: today.subtract({ months: 3 }), end: today };
  }
};

/** The preset a range is, if any. */
export const presetOf = (range: DayRange, today: Temporal.PlainDate): Preset | null =>
  PRESETS.find((preset) => {
    const candidate = presetRange(preset, today);
    return candidate.start.equals(range.start) && candidate.end.equals(range.end);
  }) ?? null;

/** The two days in order. */
export const sortRange = (a: Temporal.PlainDate, b: Temporal.PlainDate): DayRange =>
  Temporal.PlainDate.compare(a, b) <= 0 ? { start: a, end: b } : { start: b, end: a };

/** Whether a day cannot be chosen (after today). */
export const isAfterToday = (day: Temporal.PlainDate, today: Temporal.PlainDate): boolean => Temporal.PlainDate.compare(day, today) > 0;

/** The query form: "start - end" with the end being the day after the last day. */
export const toQuery = (range: DayRange): string => `${range.start.toString()} - ${range.end.add({ days: 1 }).toString()}`;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A typed or stored day, or null when it is not a real date in YYYY-MM-DD. */
export const parseDay = (text: string): Temporal.PlainDate | null => {
  if (!DAY.test(text)) return null;
  try {
    return Temporal.PlainDate.from(text, { overflow: "reject" });
  } catch {
    return null;
  }
};

/** The range of a query ("start - end", end exclusive), or null when malformed or empty. */
export const fromQuery = (query: string | null): DayRange | null => {
  if (!query) return null;
  const [first, second, ...rest] = query.split(" - ");
  if (rest.length > 0 || first === undefined || second === undefined) return null;
  const start = parseDay(first);
  const endExclusive = parseDay(second);
  if (!start || !endExclusive || Temporal.PlainDate.compare(start, endExclusive) >= 0) return null;
  return { start, end: endExclusive.subtract({ days: 1 }) };
};

/** What the typed input keeps: digits and "-" only (letters and symbols are blocked), at most 10 characters. */
export const sanitizeDayInput = (text: string): string => text.replace(/[^\d-]/g, "").slice(0, 10);

/** Whether one typed character may go into the input. */
export const isDayInputCharacter = (character: string): boolean => /^[\d-]$/.test(character);

/** The weeks of a month, Monday first; days of the neighbouring months are null. */
export const monthWeeks = (month: Temporal.PlainYearMonth): ReadonlyArray<ReadonlyArray<Temporal.PlainDate | null>> => {
  const first = month.toPlainDate({ day: 1 });
  const cells: Array<Temporal.PlainDate | null> = Array.from({ length: first.dayOfWeek - 1 }, () => null);
  for (let day = 1; day <= month.daysInMonth; day++) cells.push(month.toPlainDate({ day }));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<Temporal.PlainDate | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
};

/** The weekday names Monday..Sunday in a locale ("Mo", "Tu", … in English with `narrow`/`short`). */
export const weekdayNames = (locale: string, width: "short" | "narrow" = "short"): string[] => {
  const monday = Temporal.PlainDate.from("2024-01-01"); // a Monday
  const format = new Intl.DateTimeFormat(locale, { weekday: width, timeZone: "UTC" });
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(monday.add({ days: i }).toZonedDateTime("UTC").epochMilliseconds)));
};

/** "November 2026" in a locale. */
export const monthTitle = (month: Temporal.PlainYearMonth, locale: string): string => {
  const text = formatDay(month.toPlainDate({ day: 1 }), locale, { month: "long", year: "numeric" });
  // Only the first letter: "ноябрь 2026 г." → "Ноябрь 2026 г." (CSS capitalize would also give "Г.").
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
};

/**
 * One formatter per locale and options: creating an Intl.DateTimeFormat costs far more than using one
 * (the range trigger formats two days on every render of a list; the calendar 42 on each of its own).
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const dayFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat => {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
    dayFormats.set(key, format);
  }
  return format;
};

/** A day as text in a locale, in `options`' form (a calendar day's name "21 November 2026"; shown days are `formatSpecDay`'s). */
export const formatDay = (day: Temporal.PlainDate, locale: string, options: Intl.DateTimeFormatOptions): string =>
  dayFormat(locale, options).format(new Date(day.toZonedDateTime("UTC").epochMilliseconds));

/** What was wrong with a stored range and has been put right. */
export type RangeRepair = "unreadable" | "reversed" | "empty" | "future";

/**
 * A stored range ("start - end", end exclusive; a link's) read by the picker's rules: days that are
 * not real dates make it unreadable (null); ends the wrong way round are swapped; an empty range
 * (start = end) becomes its one day; days after today become today, as typed days do.
 */
export const repairQuery = (
  query: string,
  today: Temporal.PlainDate,
): { readonly range: DayRange | null; readonly repairs: ReadonlyArray<RangeRepair> } => {
  const [first, second, ...rest] = query.split(" - ");
  const a = first === undefined ? null : parseDay(first.trim());
  const b = second === undefined ? null : parseDay(second.trim());
  if (rest.length > 0 || !a || !b) return { range: null, repairs: ["unreadable"] };
  const repairs: RangeRepair[] = [];
  const order = Temporal.PlainDate.compare(a, b);
  if (order > 0) repairs.push("reversed");
  if (order === 0) repairs.push("empty");
  const start = order > 0 ? b : a;
  const last = order === 0 ? a : (order > 0 ? a : b).subtract({ days: 1 });
  const clamp = (day: Temporal.PlainDate) => (isAfterToday(day, today) ? today : day);
  if (isAfterToday(last, today)) repairs.push("future");
  return { range: { start: clamp(start), end: clamp(last) }, repairs };
};

/** What the date range picker (date-range-picker.tsx) and its popover take. */
export interface DateRangePickerProps {
  readonly value: DayRange;
  readonly today: Temporal.PlainDate;
  readonly timeZone: string;
  readonly networkTimeZone: string;
  readonly onChange: (range: DayRange) => void;
}
