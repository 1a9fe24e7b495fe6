/**
 * A list's URL decoded once (issue 15, item 2), with the contract's schemas and the spec's rules:
 * what can be put right is (a page that is not a number, a reversed or future date range, country
 * codes in lower case, a list item the request would refuse), what cannot falls back to the
 * default; each such change is a correction to tell the publisher about, and the URL to show instead.
 */
import { Option, Schema } from "effect";
import type { Temporal } from "temporal-polyfill";
import { ItemsPerPage, OrderDirection, Page } from "../../../contracts/list-query";
import { type RangeRepair, repairQuery, toQuery } from "../date-range/range";
import type { FilterField } from "./filter-field";
import { repairFilter } from "./filter-values";
import { DEFAULT_PAGE_SIZE, type PageSize } from "./helpers";

export type SortDirection = "asc" | "desc";
export interface ListSort {
  readonly field: string;
  readonly direction: SortDirection;
}

/** A change made to a link's state, as a message of the catalogues (`labelId`: a filter's label, passed as `filter`). */
export interface ListCorrection {
  readonly messageId: string;
  readonly values?: Readonly<Record<string, string | number>>;
  readonly labelId?: string;
}

export interface ListUrlOptions {
  /** Fields the server can order by. */
  readonly sortable: ReadonlyArray<string>;
  /** The filters: fields (checked and normalised) or bare names (trimmed only). */
  readonly filters: ReadonlyArray<FilterField | string>;
  /** The dateRange query when the URL has none (e.g. the last 30 days). */
  readonly defaultDateRange?: string | undefined;
  /** Today in the publisher's time zone: later days cannot be chosen. */
  readonly today: Temporal.PlainDate;
}

export interface DecodedListUrl {
  readonly page: number;
  readonly itemsPerPage: PageSize;
  readonly sort: ListSort | null;
  readonly filters: Readonly<Record<string, string>>;
  readonly dateRange: string | undefined;
  readonly corrections: ReadonlyArray<ListCorrection>;
  /** The URL's parameters with the corrections made (the same text when there were none). */
  readonly canonical: URLSearchParams;
}

export const ORDER_KEY = /^order\[(.+)\]$/;

/** A bare filter name as a one-value text field. */
export const asField = (filter: FilterField | string): FilterField =>
  typeof filter === "string" ? { name: filter, labelId: filter, kind: "text" } : filter;

const RANGE_MESSAGES: Record<RangeRepair, string> = {
  unreadable: "lists.notice.dateUnreadable",
  reversed: "lists.notice.dateReversed",
  empty: "lists.notice.dateEmpty",
  future: "lists.notice.dateFuture",
};

const decodePage = (raw: string | null, fix: (correction: ListCorrection) => void): number => {
  if (raw === null) return 1;
  const page = Schema.decodeUnknownOption(Page)(raw);
  if (Option.isSome(page)) return page.value;
  fix({ messageId: "lists.notice.page", values: { value: raw } });
  return 1;
};

const decodePageSize = (raw: string | null, fix: (correction: ListCorrection) => void): PageSize => {
  if (raw === null) return DEFAULT_PAGE_SIZE;
  const size = Schema.decodeUnknownOption(ItemsPerPage)(raw);
  if (Option.isSome(size)) return size.value;
  fix({ messageId: "lists.notice.pageSize", values: { value: raw, size: DEFAULT_PAGE_SIZE } });
  return DEFAULT_PAGE_SIZE;
};

/** Decodes a list's URL parameters; see the module comment. */
export const decodeListUrl = (params: URLSearchParams, { sortable, filters, defaultDateRange, today }: ListUrlOptions): DecodedListUrl => {
  const canonical = new URLSearchParams(params);
  const corrections: ListCorrection[] = [];
  const fix = (correction: ListCorrection) => corrections.push(correction);

  const page = decodePage(params.get("page"), fix);
  if (page === 1 && params.has("page") && params.get("page") !== "1") canonical.delete("page");
  const itemsPerPage = decodePageSize(params.get("itemsPerPage"), fix);
  if (itemsPerPage === DEFAULT_PAGE_SIZE && params.has("itemsPerPage") && params.get("itemsPerPage") !== String(DEFAULT_PAGE_SIZE))
    canonical.delete("itemsPerPage");

  let sort: ListSort | null = null;
  let refusedOrder = false;
  for (const [key, value] of params) {
    const field = ORDER_KEY.exec(key)?.[1];
    if (field === undefined) continue;
    const direction = Schema.decodeUnknownOption(OrderDirection)(value);
    if (!sortable.includes(field) || Option.isNone(direction)) {
      refusedOrder = true;
      canonical.delete(key);
    } else {
      sort ??= { field, direction: direction.value };
    }
  }
  if (refusedOrder) fix({ messageId: "lists.notice.order" });

  let dateRange = defaultDateRange;
  const rawRange = params.get("dateRange");
  if (rawRange !== null) {
    const { range, repairs } = repairQuery(rawRange, today);
    for (const repair of repairs) fix({ messageId: RANGE_MESSAGES[repair] });
    if (range) {
      dateRange = toQuery(range);
      canonical.set("dateRange", dateRange);
    } else {
      canonical.delete("dateRange");
    }
  }

  const values: Record<string, string> = {};
  for (const field of filters.map(asField)) {
    const raw = params.get(field.name);
    if (raw === null) continue;
    const { value, problem } = repairFilter(field, raw);
    if (problem) {
      fix(
        problem.kind === "items" && value !== ""
          ? {
              messageId: "lists.notice.filterItems",
              labelId: field.labelId,
              values: { items: problem.items.join(", "), count: problem.items.length },
            }
          : { messageId: "lists.notice.filterOff", labelId: field.labelId },
      );
    }
    if (value) {
      values[field.name] = value;
      canonical.set(field.name, value);
    } else {
      canonical.delete(field.name);
    }
  }

  return { page, itemsPerPage, sort, filters: values, dateRange, corrections, canonical };
};
