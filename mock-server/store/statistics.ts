/**
 * A publisher's traffic history, referrals and competitions, generated on first use after a reset
 * from the store's seed (like its lists, so a reset stays fast and the data does not depend on when
 * it is first asked for) and kept beside its activity.
 */
import type { PublisherRecord } from "./records";
import { Random } from "./random";
import type { Store } from "./store";
import { type TrafficHistory, generateTrafficHistory } from "./traffic-history";
import type { Activity } from "./activity";

const histories = new WeakMap<Activity, TrafficHistory>();

/** Its own random stream per publisher (lists 0 and 1 are the conversions and the ledger). */
export const statisticsStream = (seed: number, relativeId: number, list: number) =>
  new Random((seed ^ Math.imul(relativeId, 0x9e3779b1) ^ Math.imul(list + 1, 0x85ebca6b) ^ 0x5bd1e995) >>> 0);

/** The publisher's traffic over the 120 days of its conversions (empty for publishers without data). */
export const trafficOf = (store: Store, user: PublisherRecord): TrafficHistory => {
  const activity = store.activity(user);
  let history = histories.get(activity);
  if (!history) {
    history = generateTrafficHistory(statisticsStream(store.seed, user.relativeId, 2), activity.conversions.rows, store.seededAtMs);
    histories.set(activity, history);
  }
  return history;
};
