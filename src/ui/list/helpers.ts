/** Pure helpers of the list toolkit (spec 02 sections 2 and 9). */
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from "../../../contracts/list-query";

export { DEFAULT_PAGE_SIZE, PAGE_SIZES };
export type PageSize = (typeof PAGE_SIZES)[number];

/** Above this many rows the list asks to narrow the search. */
export const RESULT_WARNING = 1000;
/** Filter tags are cut at this many characters. */
export const TAG_LENGTH = 22;
export const TRUNCATE_DEFAULT = 50;
export const TRUNCATE_MAX = 255;

/** The items of a list input: values separated by commas, spaces or newlines. */
export const splitListInput = (text: string): string[] => text.split(/[\s,]+/).filter((item) => item !== "");

/** Text cut at `length` characters (default 50, at most 255) with an ellipsis; `cut` tells whether it was. */
export const truncate = (text: string, length: number = TRUNCATE_DEFAULT): { text: string; cut: boolean } => {
  const max = Math.max(1, Math.min(Math.trunc(length), TRUNCATE_MAX));
  const characters = Array.from(text);
  return characters.length <= max ? { text, cut: false } : { text: `${characters.slice(0, max).join("")}…`, cut: true };
};

/** The page-count fields of a collection: hydra's, or the older totalCount / numItemsPerPage. */
export interface PagedCounts {
  readonly "hydra:totalItems"?: number;
  readonly totalCount?: number;
  readonly "hydra:itemsPerPage"?: number;
  readonly numItemsPerPage?: number;
}

/** The total rows of a collection (0 when it gives none). */
export const totalOf = (collection: PagedCounts): number => collection["hydra:totalItems"] ?? collection.totalCount ?? 0;

/** The number of pages: total divided by the page size, rounded up (0 for an empty list). */
export const pageCount = (collection: PagedCounts, requestedPerPage: number = DEFAULT_PAGE_SIZE): number => {
  const perPage = collection["hydra:itemsPerPage"] ?? collection.numItemsPerPage ?? requestedPerPage;
  return perPage > 0 ? Math.ceil(totalOf(collection) / perPage) : 0;
};

export const isPageSize = (value: number): value is PageSize => (PAGE_SIZES as ReadonlyArray<number>).includes(value);

/**
 * The page numbers to offer around the current one: first, last, neighbours, and null for a gap.
 * A gap always hides at least two pages: where it would hide one, that page is shown instead.
 */
export const pageWindow = (page: number, pages: number, around = 1): Array<number | null> => {
  const shown = new Set<number>([1, pages]);
  for (let p = page - around; p <= page + around; p++) if (p >= 1 && p <= pages) shown.add(p);
  const sorted = [...shown].filter((p) => p >= 1).sort((a, b) => a - b);
  const result: Array<number | null> = [];
  sorted.forEach((p, i) => {
    const gap = i > 0 ? p - sorted[i - 1]! - 1 : 0;
    if (gap === 1) result.push(p - 1);
    else if (gap > 1) result.push(null);
    result.push(p);
  });
  return result;
};

/** The flag emoji of an ISO 3166-1 alpha-2 code (regional indicator symbols), or "" for anything else. */
export const countryFlag = (code: string): string =>
  /^[A-Za-z]{2}$/.test(code) ? String.fromCodePoint(...Array.from(code.toUpperCase(), (c) => 0x1f1e6 + c.charCodeAt(0) - 65)) : "";

/** Countries to show: up to `max` (3) and how many more (+N) and denied (-N). */
export const flagsToShow = (allowed: ReadonlyArray<string>, denied: ReadonlyArray<string> = [], max = 3) => ({
  shown: allowed.slice(0, max),
  more: Math.max(0, allowed.length - max),
  denied: denied.length,
});

/** Payout as a float with a dot ("0.32"), whatever the interface language. */
export const payoutText = (payout: number): string => String(payout);

/** A list's query without its paging, as text: what an export of the same filters, order and date range takes. */
export const withoutPaging = (query: object): Record<string, string> =>
  Object.fromEntries(
    Object.entries(query).flatMap(([name, value]) =>
      name === "page" || name === "itemsPerPage" || value === undefined ? [] : [[name, String(value)]],
    ),
  );
