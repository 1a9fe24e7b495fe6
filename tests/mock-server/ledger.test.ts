/**
 * The payments seed at any hour: the newest payment is pending and the one before it processing,
 * whatever time of the week the mock starts (the seed follows the clock).
 */
import { describe, expect, it } from "vitest";
import { generateLedger } from "../../mock-server/store/ledger";
import { Random } from "../../mock-server/store/random";

const at = (iso: string) => Date.parse(iso);

describe("payments seed", () => {
  // Monday 2026-11-23: before, inside and after the 09:00-11:00 request window, and mid-week.
  for (const now of [
    "2026-11-23T08:59:00Z",
    "2026-11-23T09:05:00Z",
    "2026-11-23T10:59:00Z",
    "2026-11-23T11:00:00Z",
    "2026-11-26T15:00:00Z",
  ]) {
    it(`at ${now} the newest payment is pending, the one before processing`, () => {
      const { payments } = generateLedger(new Random(20261123), at(now), [], 1000);
      const newest = [...payments].sort((a, b) => b.requestedAtMs - a.requestedAtMs);
      expect(newest.slice(0, 2).map((p) => p.status)).toEqual(["pending", "processing"]);
      expect(newest[0]!.requestedAtMs).toBeLessThan(at(now));
    });
  }
});
