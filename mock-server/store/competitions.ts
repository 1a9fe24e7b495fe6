/**
 * The competitions a publisher takes part in, placed around the store's reset so that the server
 * clock moves each from "will start" to "live" to "ended": demo has one that ended (the "Summer
 * sprint" whose prize is in its ledger), one live and one that will start. Points are the payout of
 * the publisher's conversions since the start, so they agree with the reports.
 */
import type { CompetitionStatus } from "../../contracts/competitions.contract";
import { SEEDED_ACTIVITY } from "./activity";
import type { PublisherRecord } from "./records";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface CompetitionRecord {
  readonly id: number;
  readonly title: string;
  readonly description: string;
  readonly prize: string;
  readonly startMs: number;
  readonly endMs: number;
  readonly participants: number;
  /** The publisher's place while live and at the end. */
  readonly rank: number;
  /** The next place's lead, as a share of the publisher's points. */
  readonly gap: number;
}

/** The publisher's competitions, relative to the reset time (whole minutes). */
export const competitionsOf = (user: PublisherRecord, seededAtMs: number): CompetitionRecord[] => {
  if (!SEEDED_ACTIVITY.has(user.relativeId) || !user.showCompetitions) return [];
  const base = Math.floor(seededAtMs / 60_000) * 60_000;
  return [
    {
      id: 3,
      title: "Winter crypto cup",
      description: "Finance and crypto offers only: the most approved payout wins.",
      prize: "$3,000 prize pool",
      startMs: base + 3 * DAY_MS + 4 * HOUR_MS + 30 * 60_000,
      endMs: base + 33 * DAY_MS,
      participants: 64,
      rank: 5,
      gap: 0.1,
    },
    {
      id: 2,
      title: "Autumn competition: win up to $5,000",
      description: "Every offer and smartlink counts: one point per dollar of payout.",
      prize: "$5,000 prize pool",
      startMs: base - 6 * DAY_MS - 2 * HOUR_MS,
      endMs: base + 9 * DAY_MS + 5 * HOUR_MS + 30 * 60_000,
      participants: 138,
      rank: 7,
      gap: 0.06,
    },
    {
      id: 1,
      title: "Summer sprint",
      description: "Thirty days, every offer: the top ten share the prizes.",
      prize: "$2,500 prize pool",
      startMs: base - 118 * DAY_MS,
      endMs: base - 88 * DAY_MS,
      participants: 112,
      rank: 3,
      gap: 0.12,
    },
  ];
};

/** Where a competition is at `nowMs`. */
export const competitionStatus = (c: CompetitionRecord, nowMs: number): CompetitionStatus =>
  nowMs < c.startMs ? "will_start" : nowMs < c.endMs ? "live" : "ended";
