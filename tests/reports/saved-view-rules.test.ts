import { describe, expect, it } from "vitest";
import { TAB_METRICS } from "../../src/features/reports/report-columns";
import { viewFits, viewNameProblem, viewOf, viewSearch } from "../../src/features/reports/saved-view-rules";

const views = [{ id: "a", name: "By country", tab: "summary", search: "", savedAt: "2026-11-23T10:00:00.000Z" }];

describe("a saved view's name", () => {
  it("is required, at most 60 characters and unique whatever its case and spaces", () => {
    expect(viewNameProblem("", views)?.id).toBe("reports.views.nameRequired");
    expect(viewNameProblem("   ", views)?.id).toBe("reports.views.nameRequired");
    expect(viewNameProblem("x".repeat(61), views)).toEqual({ id: "reports.views.nameTooLong", values: { max: 60 } });
    expect(viewNameProblem("x".repeat(60), views)).toBeNull();
    expect(viewNameProblem("  by COUNTRY ", views)?.id).toBe("reports.views.nameTaken");
    expect(viewNameProblem("By country", views, "a")).toBeNull();
    expect(viewNameProblem("By sub1", views)).toBeNull();
  });
});

describe("what a view keeps", () => {
  it("is the report's URL without its page, with its tab and the columns shown, in a stable order", () => {
    const params = new URLSearchParams("page=3&groupBy=country&dateRange=2026-11-01 - 2026-11-08&order[clicks]=desc");
    const search = viewSearch(params, "summary", ["clicks", "payout"]);
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({
      selectedTab: "summary",
      groupBy: "country",
      dateRange: "2026-11-01 - 2026-11-08",
      "order[clicks]": "desc",
      "columns[summary]": "clicks,payout",
    });
    const reordered = new URLSearchParams("order[clicks]=desc&dateRange=2026-11-01 - 2026-11-08&groupBy=country&selectedTab=summary");
    expect(viewSearch(reordered, "summary", ["payout", "clicks"])).toBe(search);
    expect(viewOf([{ ...views[0]!, search }], reordered, "summary", ["clicks", "payout"])?.id).toBe("a");
    expect(new URLSearchParams(viewSearch(params, "revenue", TAB_METRICS.revenue)).has("columns[revenue]")).toBe(false);
    expect(viewFits(search)).toBe(true);
    expect(viewFits("x".repeat(1501))).toBe(false);
  });
});
