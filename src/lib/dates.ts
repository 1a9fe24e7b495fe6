/**
 * Dates through Temporal and Intl only: shown in the publisher's time zone, with the network's time
 * zone available beside them. Weeks start on Monday (ISO).
 */
import { Temporal } from "./temporal";

/**
 * A time as the spec writes it, "YYYY-MM-DD HH:mm:ss" (spec 02 section 9), in lists and everywhere a
 * time is shown (news, notifications, chat, timelines, competitions: issue 35 item 16), in the given
 * time zone: Temporal's ISO form of the zoned wall-clock time to the second, with a space for its "T".
 */
export const formatSpecDateTime = (iso: string, timeZone: string): string =>
  Temporal.Instant.from(iso).toZonedDateTimeISO(timeZone).toPlainDateTime().toString({ smallestUnit: "second" }).replace("T", " ");

/** A day as the spec writes it, "YYYY-MM-DD" (spec 02 section 9): the date-range button, the payments period, the period compared with. */
export const formatSpecDay = (day: Temporal.PlainDate): string => day.toString();

/** A day as the spec's short date, "DD MMM" ("02 Nov", "02 нояб."): the locale's own two-digit day and short month, day first. */
export const formatShortDay = (day: Temporal.PlainDate, locale: string): string => {
  const parts = shortDayFormat(locale).formatToParts(day.toZonedDateTime("UTC").epochMilliseconds);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("day")} ${part("month")}`;
};

const shortDayFormats = new Map<string, Intl.DateTimeFormat>();
const shortDayFormat = (locale: string): Intl.DateTimeFormat => {
  let format = shortDayFormats.get(locale);
  if (!format) shortDayFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { day: "2-digit", month: "short", timeZone: "UTC" })));
  return format;
};

/** The short label of a time zone at an instant, e.g. "GMT+1". */
export const timeZoneLabel = (timeZone: string, locale: string, at: Temporal.Instant = Temporal.Now.instant()): string => {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "shortOffset" }).formatToParts(new Date(at.epochMilliseconds));
  return parts.find((p) => p.type === "timeZoneName")?.value ?? timeZone;
};

const UNITS = ["year", "month", "week", "day", "hour", "minute", "second"] as const;
type Unit = (typeof UNITS)[number];

/** The value and unit for a relative time ("3 hours ago"), for Intl.RelativeTimeFormat / FormattedRelativeTime. */
export const relativeTime = (
  iso: string,
  timeZone: string,
  now: Temporal.Instant = Temporal.Now.instant(),
): { value: number; unit: Unit } => {
  const then = Temporal.Instant.from(iso).toZonedDateTimeISO(timeZone);
  const current = now.toZonedDateTimeISO(timeZone);
  const duration = then.since(current, { largestUnit: "year", smallestUnit: "second" });
  for (const unit of UNITS) {
    const total = Math.trunc(duration.total({ unit, relativeTo: current }));
    if (total !== 0) return { value: total, unit };
  }
  return { value: 0, unit: "second" };
};
