/**
 * The state of a list in the URL (so that a list survives reload and can be shared): `page`,
 * `itemsPerPage`, `order[field]=asc|desc`, `dateRange` ("start - end", end exclusive) and the
 * filters, under the same names the API takes, so the query is the URL's own parameters.
 */
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { fromQuery } from "../date-range/range";
import { DEFAULT_PAGE_SIZE, type PageSize, isPageSize } from "./helpers";

export type SortDirection = "asc" | "desc";
export interface ListSort {
  readonly field: string;
  readonly direction: SortDirection;
}

export interface ListStateOptions {
  /** Fields the server can order by. */
  readonly sortable: ReadonlyArray<string>;
  /** Filter parameter names this list takes. */
  readonly filters: ReadonlyArray<string>;
  /** The dateRange query when the URL has none (e.g. the last 30 days). */
  readonly defaultDateRange?: string;
}

const ORDER = /^order\[(.+)\]$/;

/** The first valid `order[field]` of the URL. */
const sortOf = (params: URLSearchParams, sortable: ReadonlyArray<string>): ListSort | null => {
  for (const [key, value] of params) {
    const field = ORDER.exec(key)?.[1];
    if (field && sortable.includes(field) && (value === "asc" || value === "desc")) return { field, direction: value };
  }
  return null;
};

export const useListState = ({ sortable, filters, defaultDateRange }: ListStateOptions) => {
  const [params, setParams] = useSearchParams();

  const page = useMemo(() => {
    const value = Number(params.get("page"));
    return Number.isInteger(value) && value >= 1 ? value : 1;
  }, [params]);

  const itemsPerPage: PageSize = useMemo(() => {
    const value = Number(params.get("itemsPerPage"));
    return isPageSize(value) ? value : DEFAULT_PAGE_SIZE;
  }, [params]);

  const sort = useMemo(() => sortOf(params, sortable), [params, sortable]);

  const values = useMemo(() => {
    const result: Record<string, string> = {};
    for (const name of filters) {
      const value = params.get(name);
      if (value) result[name] = value;
    }
    return result;
  }, [params, filters]);

  // A malformed range in the URL (hand-edited, or an old link) falls back to the default.
  const urlRange = params.get("dateRange");
  const dateRange = urlRange !== null && fromQuery(urlRange) !== null ? urlRange : defaultDateRange;

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );

  const setPage = useCallback((next: number) => update((p) => (next <= 1 ? p.delete("page") : p.set("page", String(next)))), [update]);

  const setItemsPerPage = useCallback(
    (next: PageSize) =>
      update((p) => {
        p.delete("page");
        if (next === DEFAULT_PAGE_SIZE) p.delete("itemsPerPage");
        else p.set("itemsPerPage", String(next));
      }),
    [update],
  );

  const setSort = useCallback(
    (next: ListSort | null) =>
      update((p) => {
        for (const key of [...p.keys()]) if (ORDER.test(key)) p.delete(key);
        p.delete("page");
        if (next) p.set(`order[${next.field}]`, next.direction);
      }),
    [update],
  );

  const setFilters = useCallback(
    (next: Record<string, string>) =>
      update((p) => {
        p.delete("page");
        for (const name of filters) {
          const value = next[name]?.trim();
          if (value) p.set(name, value);
          else p.delete(name);
        }
      }),
    [update, filters],
  );

  const setDateRange = useCallback(
    (next: string) =>
      update((p) => {
        p.delete("page");
        p.set("dateRange", next);
      }),
    [update],
  );

  /** The API query: paging, order, date range and filters. */
  const query = useMemo(() => {
    const result: Record<string, string | number> = { page, itemsPerPage };
    if (sort) result[`order[${sort.field}]`] = sort.direction;
    if (dateRange) result.dateRange = dateRange;
    Object.assign(result, values);
    return result;
  }, [page, itemsPerPage, sort, dateRange, values]);

  return { page, itemsPerPage, sort, filters: values, dateRange, query, setPage, setItemsPerPage, setSort, setFilters, setDateRange };
};

export type ListState = ReturnType<typeof useListState>;

/**
 * The list state as an endpoint's query. Only the static type is asserted: the values come from the
 * URL (a shared or hand-edited link), and the server checks them against the contract, answering a
 * wrong one with a 422 that names it, which the list shows like any other error.
 */
export const endpointQuery = <Q>(state: ListState): Q => state.query as unknown as Q;
