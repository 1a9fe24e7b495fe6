/** The time left until an instant, in whole days, hours and minutes (spec 02 section 4), through Temporal. */
import { Temporal } from "../../lib/temporal";

export interface Remaining {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  /** Whether the instant has passed. */
  readonly over: boolean;
}

/** What is left from `now` until `until` (RFC 3339), rounded down to the minute. */
export const remainingUntil = (until: string, now: Temporal.Instant): Remaining => {
  const left = Temporal.Instant.from(until).since(now, { largestUnit: "hour", smallestUnit: "minute", roundingMode: "trunc" });
  if (left.sign <= 0) return { days: 0, hours: 0, minutes: 0, over: true };
  return { days: Math.floor(left.hours / 24), hours: left.hours % 24, minutes: left.minutes, over: false };
};
