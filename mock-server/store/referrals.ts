/**
 * The publishers a publisher referred (its `referralsNumber`) and their daily earnings over the 120
 * days of the seeded data, on which it earns a referral commission. Only publishers with seeded
 * activity have any.
 */
import { SEEDED_ACTIVITY } from "./activity";
import type { PublisherRecord } from "./records";
import { statisticsStream } from "./statistics";
import type { Store } from "./store";

/** The share of the referrals' payout paid to the referrer. */
export const REFERRAL_COMMISSION_RATE = 0.05;
const DAY_MS = 86_400_000;
const DAYS = 120;

export interface ReferralRecord {
  readonly relativeId: number;
  /** Shown as the row's label: part of the username, as the network shows its publishers to each other. */
  readonly name: string;
}

/** One referral's earnings on one day, booked at noon UTC of that day. */
export interface ReferralDay {
  readonly referral: number;
  readonly atMs: number;
  readonly conversions: number;
  readonly payout: number;
}

export interface Referrals {
  readonly referrals: ReadonlyArray<ReferralRecord>;
  readonly days: ReadonlyArray<ReferralDay>;
}

const EMPTY: Referrals = { referrals: [], days: [] };
const cache = new WeakMap<Store, { seed: number; seededAtMs: number; byPublisher: Map<number, Referrals> }>();

const generate = (store: Store, user: PublisherRecord): Referrals => {
  const random = statisticsStream(store.seed, user.relativeId, 3);
  const referrals = Array.from({ length: user.referralsNumber }, (_, i): ReferralRecord => ({
    relativeId: 1200 + i * 17 + random.int(0, 9),
    name: `${random.string(3, "abcdefghijklmnopqrstuvwxyz")}***${random.int(10, 99)}`,
  }));
  const today = Math.floor(store.seededAtMs / DAY_MS) * DAY_MS;
  const days: ReferralDay[] = [];
  referrals.forEach((_, referral) => {
    const joined = random.int(0, DAYS - 20);
    const scale = 5 + random.next() * 40;
    for (let d = joined; d < DAYS; d++) {
      if (random.next() < 0.2) continue;
      const atMs = today - (DAYS - 1 - d) * DAY_MS + DAY_MS / 2;
      if (atMs > store.seededAtMs) continue;
      const conversions = Math.max(1, Math.round(scale * (0.5 + random.next())));
      days.push({ referral, atMs, conversions, payout: Math.round(conversions * (0.3 + random.next() * 1.2) * 100) / 100 });
    }
  });
  days.sort((a, b) => a.atMs - b.atMs || a.referral - b.referral);
  return { referrals, days };
};

/** The publisher's referrals, generated on first use after a reset. */
export const referralsOf = (store: Store, user: PublisherRecord): Referrals => {
  if (!SEEDED_ACTIVITY.has(user.relativeId)) return EMPTY;
  let entry = cache.get(store);
  if (!entry || entry.seededAtMs !== store.seededAtMs || entry.seed !== store.seed) {
    cache.set(store, (entry = { seed: store.seed, seededAtMs: store.seededAtMs, byPublisher: new Map() }));
  }
  let referrals = entry.byPublisher.get(user.relativeId);
  if (!referrals) entry.byPublisher.set(user.relativeId, (referrals = generate(store, user)));
  return referrals;
};
