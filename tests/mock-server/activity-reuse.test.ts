/** A reset reuses the generated activity of an earlier reset up to ACTIVITY_REUSE_MS before it (decision 043). */
import { describe, expect, it } from "vitest";
import { Clock } from "../../mock-server/clock";
import { ACTIVITY_REUSE_MS, activityAt, generateActivity } from "../../mock-server/store/activity";
import { trafficOf } from "../../mock-server/store/statistics";
import { Store } from "../../mock-server/store/store";

const SEED = 4242;
const DEMO = 1001;
const T = Date.UTC(2026, 10, 20, 10, 30);

describe("generated activity across resets", () => {
  it("is reused within the window, as generated at its anchor", () => {
    const first = activityAt(SEED, DEMO, T, 100);
    const later = activityAt(SEED, DEMO, T + ACTIVITY_REUSE_MS - 1, 100);
    expect(later).toBe(first);
    expect(later.anchorMs).toBe(T);
    // The same rows a reset at the anchor generates.
    const fresh = generateActivity(SEED, DEMO, T, 100);
    expect(later.conversions.rows.slice(0, 50)).toEqual(fresh.conversions.rows.slice(0, 50));
    expect(later.transactions.rows.length).toBe(fresh.transactions.rows.length);
  });

  it("is generated again after the window, before the anchor, or for another seed, publisher or balance", () => {
    const first = activityAt(SEED + 1, DEMO, T, 100);
    expect(activityAt(SEED + 1, DEMO, T + ACTIVITY_REUSE_MS, 100)).not.toBe(first);
    const second = activityAt(SEED + 2, DEMO, T, 100);
    expect(activityAt(SEED + 2, DEMO, T - 1, 100)).not.toBe(second);
    const third = activityAt(SEED + 3, DEMO, T, 100);
    expect(activityAt(SEED + 3, DEMO, T, 101)).not.toBe(third);
    expect(activityAt(SEED + 4, DEMO, T, 100)).not.toBe(activityAt(SEED + 5, DEMO, T, 100));
  });

  it("gives a reset store the same activity and traffic, counted from the reused anchor", () => {
    const clock = new Clock();
    const store = new Store(clock, SEED + 6);
    const demo = store.findByLogin("demo")!;
    const activity = store.activity(demo);
    const traffic = trafficOf(store, demo);
    store.reset(SEED + 6);
    const again = store.findByLogin("demo")!;
    expect(store.activity(again)).toBe(activity);
    expect(trafficOf(store, again)).toBe(traffic);
    expect(traffic.firstHour + traffic.hours - 1).toBe(Math.floor(activity.anchorMs / 3_600_000));
  });
});
