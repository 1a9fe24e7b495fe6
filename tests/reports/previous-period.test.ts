import { describe, expect, it } from "vitest";
import { previousRangeQuery } from "../../src/features/reports/previous-period";

describe("the previous period", () => {
  it("has the range's length and ends the day before it starts", () => {
    // 30 days (2026-10-25 to 2026-11-23 inclusive) → the 30 days before.
    expect(previousRangeQuery("2026-10-25 - 2026-11-24", undefined)).toBe("2026-09-25 - 2026-10-25");
    // One day → the day before; across a month's end and a leap day.
    expect(previousRangeQuery("2024-03-01 - 2024-03-02", undefined)).toBe("2024-02-29 - 2024-03-01");
    // A calendar month (31 days) → the 31 days before, not "the month before".
    expect(previousRangeQuery("2026-10-01 - 2026-11-01", undefined)).toBe("2026-08-31 - 2026-10-01");
  });

  it("compares a one-day filter with the day before, and gives up on an unreadable range", () => {
    expect(previousRangeQuery("2026-10-25 - 2026-11-24", "2026-11-02")).toBe("2026-11-01 - 2026-11-02");
    expect(previousRangeQuery("nonsense", undefined)).toBeNull();
    expect(previousRangeQuery(undefined, undefined)).toBeNull();
  });
});
