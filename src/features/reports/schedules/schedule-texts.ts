/**
 * A schedule's times in words, through Temporal and Intl: an hour of the day in the locale's own form,
 * a day of the week by its name, and the first e-mail the form's choice would send (the times of
 * contracts/report-schedule-times.ts, which the server follows too).
 */
import { nextRunAfter } from "../../../../contracts/report-schedule-times";
import type { ScheduleValues } from "../../../../machines/report-schedules/report-schedules.machine";
import { formatSpecDateTime } from "../../../lib/dates";
import { Temporal } from "../../../lib/temporal";

/** A Monday: the days of the week are named from it. */
const A_MONDAY = "2024-01-01";

/** "09:00", "09:00 AM", "09:00": the hour in the locale's form. */
export const hourText = (hour: number, locale: string): string =>
  Temporal.PlainTime.from({ hour }).toLocaleString(locale, { hour: "2-digit", minute: "2-digit" });

/** "Monday", "понедельник", "星期一": an ISO day of the week (1 Monday) by its name. */
export const weekdayText = (weekday: number, locale: string): string =>
  Temporal.PlainDate.from(A_MONDAY)
    .add({ days: weekday - 1 })
    .toLocaleString(locale, { weekday: "long" });

/** The ISO days of the week, Monday first. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** The hours of a day. */
export const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** When the first e-mail of these values would go, from now, in `timeZone` ("2026-11-19 09:00:00"). */
export const firstRunText = (values: ScheduleValues, timeZone: string): string => {
  const run = nextRunAfter(Temporal.Now.zonedDateTimeISO(timeZone), values);
  return formatSpecDateTime(run.toInstant().toString(), timeZone);
};
