import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import {
  fromQuery,
  isAfterToday,
  isDayInputCharacter,
  monthTitle,
  monthWeeks,
  parseDay,
  presetOf,
  presetRange,
  sanitizeDayInput,
  sortRange,
  toQuery,
  todayIn,
} from "../../src/ui/date-range/range";

const today = Temporal.PlainDate.from("2026-03-15");
const text = (r: { start: Temporal.PlainDate; end: Temporal.PlainDate }) => `${r.start.toString()}..${r.end.toString()}`;

describe("today in the publisher's time zone", () => {
  it("depends on the zone at one instant", () => {
    const instant = Temporal.Instant.from("2026-11-20T23:30:00Z");
    expect(todayIn("Europe/Kyiv", instant).toString()).toBe("2026-11-21");
    expect(todayIn("America/New_York", instant).toString()).toBe("2026-11-20");
  });
});

describe("presets for a fixed today", () => {
  it("give the spec's ranges", () => {
    expect(text(presetRange("today", today))).toBe("2026-03-15..2026-03-15");
    expect(text(presetRange("yesterday", today))).toBe("2026-03-14..2026-03-14");
    expect(text(presetRange("last7Days", today))).toBe("2026-03-09..2026-03-15");
    expect(text(presetRange("last30Days", today))).toBe("2026-02-14..2026-03-15");
    expect(text(presetRange("thisMonth", today))).toBe("2026-03-01..2026-03-15");
    expect(text(presetRange("lastMonth", today))).toBe("2026-02-01..2026-02-28");
    expect(text(presetRange("last3Months", today))).toBe("2025-12-15..2026-03-15");
  });
  it("last month across a year and a leap February", () => {
    expect(text(presetRange("lastMonth", Temporal.PlainDate.from("2026-01-10")))).toBe("2025-12-01..2025-12-31");
    expect(text(presetRange("lastMonth", Temporal.PlainDate.from("2024-03-31")))).toBe("2024-02-01..2024-02-29");
  });
  it("are recognised back from a range", () => {
    expect(presetOf(presetRange("thisMonth", today), today)).toBe("thisMonth");
    expect(presetOf(sortRange(Temporal.PlainDate.from("2026-01-02"), today), today)).toBeNull();
  });
});

describe("query form", () => {
  it("sends the end as the next day and reads it back", () => {
    const range = presetRange("lastMonth", today);
    expect(toQuery(range)).toBe("2026-02-01 - 2026-03-01");
    expect(text(fromQuery("2026-02-01 - 2026-03-01")!)).toBe("2026-02-01..2026-02-28");
  });
  it("rejects malformed, impossible or empty ranges", () => {
    expect(fromQuery(null)).toBeNull();
    expect(fromQuery("2026-02-01")).toBeNull();
    expect(fromQuery("2026-02-30 - 2026-03-01")).toBeNull();
    expect(fromQuery("2026-03-01 - 2026-03-01")).toBeNull();
  });
});

describe("rules of the picker", () => {
  it("sorts a reversed range and disables days after today", () => {
    expect(text(sortRange(Temporal.PlainDate.from("2026-03-10"), Temporal.PlainDate.from("2026-03-01")))).toBe("2026-03-01..2026-03-10");
    expect(isAfterToday(Temporal.PlainDate.from("2026-03-16"), today)).toBe(true);
    expect(isAfterToday(today, today)).toBe(false);
  });
  it("blocks letters and symbols in typed input", () => {
    expect(sanitizeDayInput("2026a-0/3-1x5!")).toBe("2026-03-15");
    expect(isDayInputCharacter("7")).toBe(true);
    expect(isDayInputCharacter("-")).toBe(true);
    expect(isDayInputCharacter("a")).toBe(false);
    expect(isDayInputCharacter("/")).toBe(false);
    expect(parseDay("2026-02-29")).toBeNull();
    expect(parseDay("2024-02-29")?.toString()).toBe("2024-02-29");
  });
  it("lays out months in weeks that start on Monday", () => {
    const weeks = monthWeeks(Temporal.PlainYearMonth.from("2026-03"));
    // 1 March 2026 is a Sunday: six empty cells first.
    expect(weeks[0]!.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(weeks[0]![6]!.toString()).toBe("2026-03-01");
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
  });
});

describe("month titles", () => {
  it("capitalise only the first letter", () => {
    expect(monthTitle(Temporal.PlainYearMonth.from("2026-11"), "en")).toBe("November 2026");
    expect(monthTitle(Temporal.PlainYearMonth.from("2026-11"), "ru")).toBe("Ноябрь 2026 г.");
  });
});
