/** The time left until an instant, in whole days, hours and minutes (spec 02 section 4), through Temporal. */
import { useEffect, useState } from "react";
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

/** The current instant, renewed every `everyMs` (the countdown ticks on the clock). */
export const useNow = (everyMs = 1000): Temporal.Instant => {
  const [now, setNow] = useState(() => Temporal.Now.instant());
  useEffect(() => {
    const timer = setInterval(() => setNow(Temporal.Now.instant()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
};
