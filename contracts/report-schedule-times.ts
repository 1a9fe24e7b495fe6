/**
 * When a report schedule's e-mails go and what each covers (docs/decisions/087-report-schedules.md),
 * shared by the mock server, which sends them, and the portal, which shows the first one in the
 * schedule's dialog. Through Temporal's own arithmetic on the publisher's zoned times only (a day
 * added in a zone keeps the wall-clock hour; an hour a clock change skips becomes the next one that
 * exists): no hand arithmetic on milliseconds. It uses the methods of the values it is given, never the
 * `Temporal` namespace, so the mock's polyfill and the browser's own Temporal both run it.
 */
import type { Temporal } from "temporal-polyfill";

/** What decides a schedule's runs. */
export interface ScheduleRule {
  readonly frequency: "daily" | "weekly";
  /** ISO day of the week (1 Monday … 7 Sunday) of a weekly schedule; ignored for a daily one. */
  readonly weekday: number | null;
  /** The hour of the day, 0-23. */
  readonly hour: number;
}

/** The first run strictly after `after`, in `after`'s time zone. */
export const nextRunAfter = (after: Temporal.ZonedDateTime, rule: ScheduleRule): Temporal.ZonedDateTime => {
  const today = after.toPlainDate();
  // Today's run may be past; a weekly one is at most seven days on.
  for (let days = 0; days <= 8; days++) {
    const day = today.add({ days });
    if (rule.frequency === "weekly" && day.dayOfWeek !== rule.weekday) continue;
    const run = day.toZonedDateTime({ timeZone: after.timeZoneId, plainTime: { hour: rule.hour } });
    if (run.epochNanoseconds > after.epochNanoseconds) return run;
  }
  throw new RangeError(`No run of ${JSON.stringify(rule)} within a week`);
};

/** The days a run's e-mail covers, end exclusive: the day before it (daily), the seven days before it (weekly). */
export const periodOf = (
  run: Temporal.ZonedDateTime,
  frequency: ScheduleRule["frequency"],
): { readonly start: Temporal.PlainDate; readonly end: Temporal.PlainDate } => {
  const end = run.toPlainDate();
  return { start: end.subtract({ days: frequency === "daily" ? 1 : 7 }), end };
};
