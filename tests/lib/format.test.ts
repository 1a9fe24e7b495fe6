import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { formatDateTime, relativeTime } from "../../src/lib/dates";
import { formatMoney } from "../../src/lib/money";

describe("money", () => {
  it("shows 2 decimals, the symbol as prefix and en-US grouping", () => {
    expect(formatMoney(12345.67, "$")).toBe("$12,345.67");
    expect(formatMoney(0, "$")).toBe("$0.00");
    expect(formatMoney(1234567.5, "€")).toBe("€1,234,567.50");
    expect(formatMoney(-12.3, "$")).toBe("-$12.30");
  });
});

describe("dates", () => {
  const now = Temporal.Instant.from("2026-11-21T12:00:00Z");
  it("gives relative times in the largest whole unit", () => {
    expect(relativeTime("2026-11-21T09:00:00Z", "Europe/Prague", now)).toEqual({ value: -3, unit: "hour" });
    expect(relativeTime("2026-11-15T12:00:00Z", "Europe/Prague", now)).toEqual({ value: -6, unit: "day" });
    expect(relativeTime("2026-10-01T12:00:00Z", "Europe/Prague", now)).toEqual({ value: -1, unit: "month" });
    expect(relativeTime("2026-11-21T12:00:00Z", "Europe/Prague", now)).toEqual({ value: 0, unit: "second" });
  });
  it("formats in the publisher's time zone", () => {
    expect(formatDateTime("2026-11-21T12:00:00Z", "Europe/Kyiv", "en-GB")).toContain("14:00");
    expect(formatDateTime("2026-11-21T12:00:00Z", "Europe/Prague", "en-GB")).toContain("13:00");
  });
});
