import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { ConversionQuery } from "../../contracts/conversions.contract";
import { dayForKey } from "../../src/ui/date-range/calendar-grid";
import { repairQuery } from "../../src/ui/date-range/range";
import type { FilterField } from "../../src/ui/list/filter-field";
import { filterProblem, normaliseFilter, repairFilter, withContract } from "../../src/ui/list/filter-values";
import { decodeListUrl } from "../../src/ui/list/list-url";

const today = Temporal.PlainDate.from("2026-11-22");
const [country, device, clickId] = withContract(ConversionQuery, [
  { name: "country", labelId: "lists.conversions.country", kind: "list", itemCase: "upper" },
  {
    name: "device",
    labelId: "lists.conversions.device",
    kind: "select",
    options: ["desktop", "mobile", "tablet"].map((value) => ({ value })),
  },
  { name: "externalClickId", labelId: "lists.conversions.externalClickId", kind: "text" },
]) as [FilterField, FilterField, FilterField];

describe("filter values checked as the request checks them", () => {
  it("normalises list inputs: trimmed, de-duplicated, country codes upper-cased", () => {
    expect(normaliseFilter(country, " us, DE\nus  fr ,")).toBe("US,DE,FR");
    expect(normaliseFilter(clickId, "  abc  ")).toBe("abc");
  });
  it("names the list items the contract refuses", () => {
    expect(filterProblem(country, normaliseFilter(country, "usa, 123, de"))).toEqual({ kind: "items", items: ["USA", "123"] });
    expect(filterProblem(country, "US,DE")).toBeNull();
  });
  it("gives the contract's maximum length, and refuses a select value that is not an option", () => {
    expect(filterProblem(clickId, "x".repeat(255))).toBeNull();
    expect(filterProblem(clickId, "x".repeat(256))).toEqual({ kind: "tooLong", max: 255, length: 256 });
    expect(filterProblem(device, "phone")).toEqual({ kind: "invalid" });
    expect(filterProblem(device, "")).toBeNull();
  });
  it("repairs a link's value by leaving refused items out, or drops it", () => {
    expect(repairFilter(country, "usa,de")).toEqual({ value: "DE", problem: { kind: "items", items: ["USA"] } });
    expect(repairFilter(country, "usa,123").value).toBe("");
    expect(repairFilter(clickId, "y".repeat(300)).value).toBe("");
  });
});

describe("a stored date range read by the picker's rules", () => {
  const text = (query: string) => {
    const { range, repairs } = repairQuery(query, today);
    return { range: range && `${range.start.toString()}..${range.end.toString()}`, repairs };
  };
  it("keeps a good range", () => expect(text("2026-11-01 - 2026-11-10")).toEqual({ range: "2026-11-01..2026-11-09", repairs: [] }));
  it("swaps a reversed one", () =>
    expect(text("2026-11-10 - 2026-11-01")).toEqual({ range: "2026-11-01..2026-11-09", repairs: ["reversed"] }));
  it("makes an empty one its day", () =>
    expect(text("2026-11-10 - 2026-11-10")).toEqual({ range: "2026-11-10..2026-11-10", repairs: ["empty"] }));
  it("ends a future one today", () => {
    expect(text("2026-11-01 - 2027-01-01")).toEqual({ range: "2026-11-01..2026-11-22", repairs: ["future"] });
    expect(text("2027-01-01 - 2027-02-01")).toEqual({ range: "2026-11-22..2026-11-22", repairs: ["future"] });
    expect(text("2026-11-01 - 2026-11-23")).toEqual({ range: "2026-11-01..2026-11-22", repairs: [] });
  });
  it("cannot read an impossible or malformed one", () => {
    expect(text("2026-02-30 - 2026-03-02").repairs).toEqual(["unreadable"]);
    expect(text("yesterday").repairs).toEqual(["unreadable"]);
  });
});

describe("a list's URL decoded once", () => {
  const options = { sortable: ["payout"], filters: [country, device, clickId], defaultDateRange: "2026-10-24 - 2026-11-23", today };
  const decode = (search: string) => decodeListUrl(new URLSearchParams(search), options);

  it("leaves a good link as it is", () => {
    const result = decode("page=3&itemsPerPage=20&order%5Bpayout%5D=desc&device=mobile&country=US%2CDE");
    expect(result).toMatchObject({
      page: 3,
      itemsPerPage: 20,
      sort: { field: "payout", direction: "desc" },
      filters: { device: "mobile", country: "US,DE" },
      corrections: [],
    });
    expect(result.canonical.toString()).toBe("page=3&itemsPerPage=20&order%5Bpayout%5D=desc&device=mobile&country=US%2CDE");
    expect(result.dateRange).toBe("2026-10-24 - 2026-11-23");
  });

  it("corrects what it can and says so", () => {
    const result = decode("page=0&itemsPerPage=30&order%5Bnope%5D=asc&dateRange=2027-02-01%20-%202026-11-01&country=usa%2Cde&device=phone");
    expect(result).toMatchObject({
      page: 1,
      itemsPerPage: 10,
      sort: null,
      filters: { country: "DE" },
      dateRange: "2026-11-01 - 2026-11-23",
    });
    expect(result.corrections.map((c) => c.messageId)).toEqual([
      "lists.notice.page",
      "lists.notice.pageSize",
      "lists.notice.order",
      "lists.notice.dateReversed",
      "lists.notice.dateFuture",
      "lists.notice.filterItems",
      "lists.notice.filterOff",
    ]);
    expect(Object.fromEntries(result.canonical)).toEqual({ dateRange: "2026-11-01 - 2026-11-23", country: "DE" });
  });

  it("falls back visibly from what it cannot read", () => {
    const result = decode("dateRange=soon&externalClickId=" + "z".repeat(300));
    expect(result.dateRange).toBe("2026-10-24 - 2026-11-23");
    expect(result.filters).toEqual({});
    expect(result.corrections.map((c) => c.messageId)).toEqual(["lists.notice.dateUnreadable", "lists.notice.filterOff"]);
    expect(result.canonical.toString()).toBe("");
  });

  it("says what it corrected with the values it could not use, and which items it left out", () => {
    expect(decode("page=abc&itemsPerPage=7&country=usa%2C123%2Cde").corrections).toEqual([
      { messageId: "lists.notice.page", values: { value: "abc" } },
      { messageId: "lists.notice.pageSize", values: { value: "7", size: 10 } },
      { messageId: "lists.notice.filterItems", labelId: "lists.conversions.country", values: { items: "USA, 123", count: 2 } },
    ]);
    // Every item refused: the filter is off, not a list of what was left out of nothing.
    expect(decode("country=usa%2C123").corrections).toEqual([
      { messageId: "lists.notice.filterOff", labelId: "lists.conversions.country" },
    ]);
  });

  it("keeps the first page and the default size as the link says them", () => {
    const result = decode("page=1&itemsPerPage=10");
    expect(result.corrections).toEqual([]);
    expect(result.canonical.toString()).toBe("page=1&itemsPerPage=10");
  });

  it("normalises without a notice", () => {
    const result = decode("country=us%20de");
    expect(result.corrections).toEqual([]);
    expect(result.canonical.get("country")).toBe("US,DE");
  });
});

describe("the calendar's keys", () => {
  const day = Temporal.PlainDate.from("2026-11-18"); // a Wednesday
  it.each([
    ["ArrowLeft", false, "2026-11-17"],
    ["ArrowRight", false, "2026-11-19"],
    ["ArrowUp", false, "2026-11-11"],
    ["ArrowDown", false, "2026-11-25"],
    ["PageUp", false, "2026-10-18"],
    ["PageDown", false, "2026-12-18"],
    ["PageUp", true, "2025-11-18"],
    ["Home", false, "2026-11-16"],
    ["End", false, "2026-11-22"],
  ])("%s (shift %s) goes to %s", (key, shift, expected) => expect(dayForKey(day, key, shift)?.toString()).toBe(expected));
  it("ignores other keys", () => expect(dayForKey(day, "a", false)).toBeNull());
});
