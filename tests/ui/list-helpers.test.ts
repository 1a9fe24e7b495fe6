/** The list toolkit's pure helpers (src/ui/list/helpers.ts): inputs, truncation, paging, flags, an export's query. */
import { describe, expect, it } from "vitest";
import {
  countryFlag,
  flagsToShow,
  pageCount,
  pageWindow,
  splitListInput,
  totalOf,
  truncate,
  withoutPaging,
} from "../../src/ui/list/helpers";

describe("list inputs", () => {
  it("split on commas, spaces and newlines, dropping empty items", () => {
    expect(splitListInput("US, de\nFR  gb,,\n")).toEqual(["US", "de", "FR", "gb"]);
    expect(splitListInput(" \n, ")).toEqual([]);
  });
});

describe("truncation", () => {
  it("keeps short text and cuts long text at 50 by default", () => {
    expect(truncate("short")).toEqual({ text: "short", cut: false });
    const long = "x".repeat(60);
    expect(truncate(long)).toEqual({ text: `${"x".repeat(50)}…`, cut: true });
  });
  it("keeps text of exactly the length whole, with no ellipsis", () => {
    expect(truncate("x".repeat(50))).toEqual({ text: "x".repeat(50), cut: false });
  });
  it("cuts filter tags at 22 and never allows more than 255", () => {
    expect(truncate("abcdefghijklmnopqrstuvwxyz", 22).text).toBe("abcdefghijklmnopqrstuv…");
    expect(truncate("y".repeat(300), 1000).text).toBe(`${"y".repeat(255)}…`);
  });
});

describe("page count", () => {
  it("uses hydra:totalItems and hydra:itemsPerPage", () => {
    expect(pageCount({ "hydra:totalItems": 50714, "hydra:itemsPerPage": 100 })).toBe(508);
    expect(pageCount({ "hydra:totalItems": 10, "hydra:itemsPerPage": 10 })).toBe(1);
    expect(pageCount({ "hydra:totalItems": 0, "hydra:itemsPerPage": 10 })).toBe(0);
  });
  it("falls back to totalCount and numItemsPerPage, then the requested size", () => {
    expect(pageCount({ totalCount: 41, numItemsPerPage: 20 })).toBe(3);
    expect(pageCount({ totalCount: 41 }, 50)).toBe(1);
    expect(totalOf({ totalCount: 7 })).toBe(7);
  });
  it("counts no pages when the collection gives a page size of 0", () => {
    expect(pageCount({ "hydra:totalItems": 5, "hydra:itemsPerPage": 0 })).toBe(0);
  });
  it("offers first, last and neighbours with gaps", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });
  it("never hides a single page behind a gap", () => {
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(1, 5)).toEqual([1, 2, null, 5]);
    expect(pageWindow(10, 20)).toEqual([1, null, 9, 10, 11, null, 20]);
  });
});

describe("country flags", () => {
  it("turns codes into regional indicators and counts the rest", () => {
    expect(countryFlag("us")).toBe("🇺🇸");
    expect(countryFlag("USA")).toBe("");
    expect(flagsToShow(["US", "DE", "FR", "GB", "IT"], ["RU"])).toEqual({ shown: ["US", "DE", "FR"], more: 2, denied: 1 });
  });
  it("counts no denied countries when none are given", () => {
    expect(flagsToShow(["US"])).toEqual({ shown: ["US"], more: 0, denied: 0 });
  });
});

describe("a query without its paging", () => {
  it("keeps the filters, order and date range as text, leaving out the page, the page size and unset values", () => {
    const query = { page: 3, itemsPerPage: 50, "order[payout]": "desc", country: "US,DE", offer: 4102, status: undefined };
    expect(withoutPaging(query)).toEqual({ "order[payout]": "desc", country: "US,DE", offer: "4102" });
  });
});
