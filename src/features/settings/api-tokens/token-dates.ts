/** A token's dates as the tab shows them, in the publisher's time zone (Temporal only). */
import { Temporal } from "../../../lib/temporal";

/**
 * The last day a token works, in `timeZone`: the day before the instant it stops (the server makes a
 * token chosen to last through a day stop at the start of the next one, in the publisher's zone).
 */
export const lastDayOf = (expiresAt: string, timeZone: string): string =>
  Temporal.Instant.from(expiresAt).subtract({ nanoseconds: 1 }).toZonedDateTimeISO(timeZone).toPlainDate().toString();

/** Whether a token has stopped working at `now`. */
export const hasExpired = (expiresAt: string | null, now: Temporal.Instant = Temporal.Now.instant()): boolean =>
  expiresAt !== null && Temporal.Instant.compare(Temporal.Instant.from(expiresAt), now) <= 0;
