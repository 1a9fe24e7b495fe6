/**
 * A publisher's traffic history, referrals and competitions, generated on first use after a reset
 * from the store's seed (like its lists, so a reset stays fast and the data does not depend on when
 * it is first asked for) and kept beside its activity.
 */
import type { PublisherRecord } from "./records";
import { Random } from "./random";
import type { Store } from "./store";
import { type TrafficHistory, generateTrafficHistory } from "./traffic-history";
import { type Activity, EMPTY_ACTIVITY } from "./activity";

/** Keyed by the conversions table, which a later reset may reuse (`activityAt`) and a credit keeps. */
const histories = new WeakMap<Activity["conversions"], TrafficHistory>();

/** Its own random stream per publisher (lists 0 and 1 are the conversions and the ledger). */
export const statisticsStream = (seed: number, relativeId: number, list: number) =>
  new Random((seed ^ Math.imul(relativeId, 0x9e3779b1) ^ Math.imul(list + 1, 0x85ebca6b) ^ 0x5bd1e995) >>> 0);

/** The publisher's traffic over the 120 days of its conversions (empty for publishers without data). */
export const trafficOf = (store: Store, user: PublisherRecord): TrafficHistory => {
  const activity = store.activity(user);
  let history = histories.get(activity.conversions);
  if (!history) {
    // Counted from the activity's anchor, so that its clicks and its conversions agree hour by hour.
    const anchorMs = activity === EMPTY_ACTIVITY ? store.seededAtMs : activity.anchorMs;
    history = generateTrafficHistory(statisticsStream(store.seed, user.relativeId, 2), activity.conversions.rows, anchorMs);
    if (activity !== EMPTY_ACTIVITY) histories.set(activity.conversions, history);
  }
  return history;
};
