import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { formatSpecDateTime, relativeTime } from "../../src/lib/dates";
import { conversionRate } from "../../src/lib/metrics";
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
    // The spec's "YYYY-MM-DD HH:mm:ss", 24-hour in every language (a 12-hour "02:00 PM" read wrong beside the lists).
    expect(formatSpecDateTime("2026-11-21T12:00:00Z", "Europe/Kyiv")).toBe("2026-11-21 14:00:00");
    expect(formatSpecDateTime("2026-11-21T14:00:00Z", "Europe/Prague")).toBe("2026-11-21 15:00:00");
  });
});

describe("conversion rate", () => {
  it("reads 1 : N (clicks per conversion) and a percentage", () => {
    expect(conversionRate(10, 1234)).toEqual({ ratio: "1 : 123.4", percent: "0.81%" });
    expect(conversionRate(1, 50)).toEqual({ ratio: "1 : 50", percent: "2%" });
    expect(conversionRate(1, 3)).toEqual({ ratio: "1 : 3", percent: "33.33%" });
    expect(conversionRate(3, 2)).toEqual({ ratio: "1 : 0.67", percent: "150%" });
    expect(conversionRate(7, 123_456_789)).toEqual({ ratio: "1 : 17,636,684.14", percent: "0%" });
  });
  it("has no ratio without conversions and nothing without clicks", () => {
    expect(conversionRate(0, 500)).toEqual({ ratio: "—", percent: "0%" });
    expect(conversionRate(0, 0)).toEqual({ ratio: "—", percent: "—" });
    expect(conversionRate(5, 0)).toEqual({ ratio: "—", percent: "—" });
    expect(conversionRate(Number.NaN, 10)).toEqual({ ratio: "—", percent: "—" });
  });
  it("uses the interface language's number format", () => {
    expect(conversionRate(10, 1234, "ru").ratio).toBe("1 : 123,4");
    expect(conversionRate(10, 1234, "ru").percent).toMatch(/^0,81\s?%$/);
    expect(conversionRate(1, 12_345, "uk").ratio).toMatch(/^1 : 12\s345$/);
  });
});
