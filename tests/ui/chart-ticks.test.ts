/** Issue 25.13: the chart's day labels stand one whole step apart. */
import { describe, expect, it } from "vitest";
import { spread } from "../../src/ui/chart/time-chart-drawing";

describe("spread", () => {
  it("gives every index when they fit", () => {
    expect(spread(5, 7)).toEqual([0, 1, 2, 3, 4]);
  });
  it("steps evenly through a month (no 10, 12, 13, 15)", () => {
    for (const length of [8, 10, 14, 30, 31, 90]) {
      const ticks = spread(length, 7);
      const steps = new Set(ticks.slice(1).map((t, i) => t - ticks[i]!));
      expect(steps.size, `${length}: ${ticks.join(",")}`).toBe(1);
      expect(ticks.length).toBeLessThanOrEqual(7);
      expect(ticks[0]).toBe(0);
      expect(ticks.at(-1)!).toBeLessThan(length);
    }
  });
});
