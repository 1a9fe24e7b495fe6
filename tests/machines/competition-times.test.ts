/**
 * The competitions flow's time rules (machines/competitions/competition-times.ts; spec 02 section 4):
 * which instant a competition waits for, which boundaries have passed, when the countdown's minute
 * next changes, and whether one is live. The model test's competitions start and end far from its
 * clock, so the minute arithmetic never ran there (issue 33).
 */
import { describe, expect, it } from "vitest";
import type { Competition } from "../../contracts/competitions.contract";
import { anyLive, boundaryOf, nextChangeInMs, passedBoundaries } from "../../machines/competitions/competition-times";

// Not on a whole minute, so that a sum of instants cannot pass for their difference.
const NOW = Date.parse("2026-11-30T12:00:10.500Z");
const MINUTE = 60_000;
const at = (ms: number) => new Date(NOW + ms).toISOString();
const competition = (id: number, status: Competition["status"], startMs: number, endMs: number) =>
  ({ id, status, startDate: at(startMs), endDate: at(endMs) }) as unknown as Competition;

describe("boundaryOf", () => {
  it("is the start while it will start, the end while live, none once ended", () => {
    expect(boundaryOf(competition(1, "will_start", MINUTE, 2 * MINUTE))).toBe(NOW + MINUTE);
    expect(boundaryOf(competition(1, "live", -MINUTE, 2 * MINUTE))).toBe(NOW + 2 * MINUTE);
    expect(boundaryOf(competition(1, "ended", -2 * MINUTE, -MINUTE))).toBeNull();
  });
});

describe("passedBoundaries", () => {
  it("names each competition whose boundary is now or past, by id and status", () => {
    const list = [
      competition(1, "will_start", 0, MINUTE),
      competition(2, "live", -MINUTE, -1),
      competition(3, "live", -MINUTE, 1),
      competition(4, "ended", -2 * MINUTE, -MINUTE),
    ];
    expect(passedBoundaries(list, NOW)).toEqual(["1:will_start", "2:live"]);
  });
});

describe("nextChangeInMs", () => {
  it("is the time to the countdown's next whole minute, the nearest of all", () => {
    const list = [competition(1, "will_start", 5 * MINUTE + 20_000, 9 * MINUTE), competition(2, "live", -MINUTE, 3 * MINUTE + 7_000)];
    expect(nextChangeInMs(list, NOW)).toBe(7_000);
  });

  it("is a whole minute when the boundary is a whole number of minutes away", () => {
    expect(nextChangeInMs([competition(1, "live", -MINUTE, 3 * MINUTE)], NOW)).toBe(MINUTE);
  });

  it("leaves out boundaries already reached and ended competitions; null when nothing is left to wait for", () => {
    expect(nextChangeInMs([competition(1, "live", -MINUTE, 0), competition(2, "will_start", 30_000, MINUTE)], NOW)).toBe(30_000);
    expect(nextChangeInMs([competition(1, "ended", -2 * MINUTE, -MINUTE), competition(2, "live", -MINUTE, -1)], NOW)).toBeNull();
    expect(nextChangeInMs([competition(1, "live", -MINUTE, 0)], NOW)).toBeNull();
  });
});

describe("anyLive", () => {
  it("is true when one of them is live, false when none is", () => {
    expect(anyLive([competition(1, "ended", -2 * MINUTE, -MINUTE), competition(2, "live", -MINUTE, MINUTE)])).toBe(true);
    expect(anyLive([competition(1, "ended", -2 * MINUTE, -MINUTE), competition(2, "will_start", MINUTE, 2 * MINUTE)])).toBe(false);
    expect(anyLive([])).toBe(false);
  });
});
