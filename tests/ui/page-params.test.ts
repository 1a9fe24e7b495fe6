/** The page changes the list toolkit and the feeds share (src/ui/list/page-params.ts). */
import { describe, expect, it } from "vitest";
import { pageChange, pageKeys, pageSizeChange, readPageParams } from "../../src/ui/list/page-params";

const applied = (search: string, change: (p: URLSearchParams) => void) => {
  const params = new URLSearchParams(search);
  change(params);
  return params.toString();
};

describe("page params", () => {
  it("page 1 is the URL without page; other pages are written, beside what else is there", () => {
    expect(applied("selectedTab=notifications&page=3", pageChange(1))).toBe("selectedTab=notifications");
    expect(applied("selectedTab=notifications", pageChange(2))).toBe("selectedTab=notifications&page=2");
  });

  it("a page size starts again at page 1; the default size is the URL without itemsPerPage", () => {
    expect(applied("page=4&itemsPerPage=50", pageSizeChange(20))).toBe("itemsPerPage=20");
    expect(applied("page=4&itemsPerPage=50", pageSizeChange(10))).toBe("");
  });

  it("reads the page and size, an unreadable or unoffered value counting as absent", () => {
    expect(readPageParams(new URLSearchParams("page=3&itemsPerPage=50"))).toEqual({ page: 3, itemsPerPage: 50 });
    expect(readPageParams(new URLSearchParams("page=0&itemsPerPage=7"))).toEqual({ page: 1, itemsPerPage: 10 });
    expect(readPageParams(new URLSearchParams("page=x"))).toEqual({ page: 1, itemsPerPage: 10 });
  });

  it("a panel pages under its own names, beside the page's own list", () => {
    const keys = pageKeys("postbacks");
    expect(applied("page=2&selectedTab=postbacks", pageChange(3, keys))).toBe("page=2&selectedTab=postbacks&postbacksPage=3");
    expect(applied("page=2&postbacksPage=3", pageSizeChange(50, keys))).toBe("page=2&postbacksItemsPerPage=50");
    expect(applied("page=2&postbacksPage=3&postbacksItemsPerPage=50", pageChange(1, keys))).toBe("page=2&postbacksItemsPerPage=50");
    expect(readPageParams(new URLSearchParams("page=2&postbacksPage=3&postbacksItemsPerPage=20"), keys)).toEqual({
      page: 3,
      itemsPerPage: 20,
    });
    expect(readPageParams(new URLSearchParams("page=2"), keys)).toEqual({ page: 1, itemsPerPage: 10 });
  });
});
