/**
 * The competitions flow's time rules (spec 02 section 4), on epoch milliseconds so that the machine
 * stays pure: which instant a competition waits for (its start, then its end), which boundaries have
 * passed, and when the countdown in whole minutes next changes. The days, hours and minutes shown
 * are computed with Temporal by the view (src/features/reports/countdown.ts).
 */
import type { Competition } from "../../contracts/competitions.contract";

const MINUTE_MS = 60_000;

/** The instant a competition waits for: its start while it will start, its end while live; none once ended. */
export const boundaryOf = (c: Competition): number | null =>
  c.status === "will_start" ? Date.parse(c.startDate) : c.status === "live" ? Date.parse(c.endDate) : null;

/** A competition's status as the server last told it, with its id: a boundary is re-read once per key. */
export const boundaryKey = (c: Competition): string => `${c.id}:${c.status}`;

/** The keys of the competitions whose boundary has passed at `nowMs` (the server has a new status for them). */
export const passedBoundaries = (competitions: ReadonlyArray<Competition>, nowMs: number): string[] =>
  competitions
    .filter((c) => {
      const at = boundaryOf(c);
      return at !== null && nowMs >= at;
    })
    .map(boundaryKey);

/**
 * Milliseconds from `nowMs` until a shown countdown changes its minute or a boundary passes (the
 * clock wakes the flow then, not every second); null when every competition has ended.
 */
export const nextChangeInMs = (competitions: ReadonlyArray<Competition>, nowMs: number): number | null => {
  let next: number | null = null;
  for (const c of competitions) {
    const at = boundaryOf(c);
    if (at === null || at <= nowMs) continue;
    const left = at - nowMs;
    const wait = left % MINUTE_MS === 0 ? MINUTE_MS : left % MINUTE_MS;
    next = next === null ? wait : Math.min(next, wait);
  }
  return next;
};

/** Whether one of the competitions is live (the header's "Competition is live"). */
export const anyLive = (competitions: ReadonlyArray<Competition>): boolean => competitions.some((c) => c.status === "live");
