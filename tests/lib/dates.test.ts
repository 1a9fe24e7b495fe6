/** The spec's date formats (spec 02 section 9, issue 26 item 8): tables "YYYY-MM-DD HH:mm:ss", chart days "DD MMM". */
import { describe, expect, it } from "vitest";
import { formatShortDay, formatSpecDateTime } from "../../src/lib/dates";
import { pointLabel } from "../../src/ui/chart/point-label";
import { Temporal } from "../../src/lib/temporal";

describe("formatSpecDateTime", () => {
  it("writes the instant's wall-clock time in the zone as YYYY-MM-DD HH:mm:ss", () => {
    expect(formatSpecDateTime("2026-11-21T13:05:09Z", "Europe/Prague")).toBe("2026-11-21 14:05:09");
    expect(formatSpecDateTime("2026-11-21T13:05:00.750+00:00", "Europe/Kyiv")).toBe("2026-11-21 15:05:00");
    // Across midnight and a daylight-saving change (Prague leaves summer time on 25 Oct 2026).
    expect(formatSpecDateTime("2026-10-25T00:30:00Z", "Europe/Prague")).toBe("2026-10-25 02:30:00");
    expect(formatSpecDateTime("2026-10-25T01:30:00Z", "Europe/Prague")).toBe("2026-10-25 02:30:00");
    expect(formatSpecDateTime("2026-12-31T23:59:59Z", "Asia/Shanghai")).toBe("2027-01-01 07:59:59");
  });
});

describe("formatShortDay and chart labels", () => {
  it("puts the two-digit day before the locale's short month", () => {
    expect(formatShortDay(Temporal.PlainDate.from("2026-11-02"), "en")).toBe("02 Nov");
    expect(formatShortDay(Temporal.PlainDate.from("2026-11-02"), "ru")).toMatch(/^02 нояб\.?$/);
    expect(pointLabel("2026-11-12", "en")).toBe("12 Nov");
    expect(pointLabel("2026-11-12 14:00", "en")).toBe("14:00");
  });
});
