/**
 * The publisher's time zone (spec 01 section 4): the stored one, else Europe/Prague. Apart from the
 * session machine so that the service worker, which reads it from the publisher's saved answer
 * (src/worker/answers.ts), takes this function and not XState with it.
 */
import type { Publisher } from "../../contracts/publisher";

export const DEFAULT_TIMEZONE = "Europe/Prague";

/** The publisher's time zone, or the default when none is stored. */
export const timezoneOf = (publisher: Pick<Publisher, "timezone" | "timezoneInfo"> | null): string =>
  publisher?.timezoneInfo?.value ?? publisher?.timezone ?? DEFAULT_TIMEZONE;
