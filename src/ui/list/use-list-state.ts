/**
 * The state of a list in the URL (so that a list survives reload and can be shared): `page`,
 * `itemsPerPage`, `order[field]=asc|desc`, `dateRange` ("start - end", end exclusive) and the
 * filters, under the same names the API takes, so the query is the URL's own parameters. The URL is
 * decoded once (list-url.ts); a link the UI would refuse is corrected in place and the publisher is
 * told what changed.
 */
import { useCallback, useEffect, useMemo, useRef } from "react";
import { useIntl } from "react-intl";
import { useSearchParams } from "react-router-dom";
import { timezoneOf } from "../../../machines/session/session.machine";
import { usePublisher } from "../../app/react";
import { toasts } from "../../app/toasts";
import { todayIn } from "../date-range/range";
import type { FilterField } from "./filter-field";
import { normaliseFilter } from "./filter-values";
import type { PageSize } from "./helpers";
import { type DecodedListUrl, type ListSort, ORDER_KEY, asField, decodeListUrl } from "./list-url";
import { type ParamsChange, pageChange, pageSizeChange, useParamsUpdate } from "./page-params";

export type { ListCorrection, ListSort, SortDirection } from "./list-url";

export interface ListStateOptions {
  /** Fields the server can order by. */
  readonly sortable: ReadonlyArray<string>;
  /** The filters this list takes: fields (normalised and checked against their contract) or bare names. */
  readonly filters: ReadonlyArray<FilterField | string>;
  /** The dateRange query when the URL has none (e.g. the last 30 days). */
  readonly defaultDateRange?: string;
}

/** Options of a page change: `replace` corrects the current history entry instead of adding one. */
export interface PageChange {
  readonly replace?: boolean;
}

/** A list's API query: paging, order, date range and filters, in this order (its JSON is the data key). */
export type ListApiQuery = Readonly<Record<string, string | number>>;

const queryOf = ({ page, itemsPerPage, sort, dateRange, filters }: DecodedListUrl): ListApiQuery => {
  const result: Record<string, string | number> = { page, itemsPerPage };
  if (sort) result[`order[${sort.field}]`] = sort.direction;
  if (dateRange) result.dateRange = dateRange;
  Object.assign(result, filters);
  return result;
};

/**
 * Who hears of a change before it reaches the URL, with the query it leads to (`useListQuery` sends
 * that query's request at once, while React renders the change).
 */
export interface ListIntent {
  current: ((query: ListApiQuery) => void) | null;
}

export const useListState = ({ sortable, filters, defaultDateRange }: ListStateOptions) => {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const today = todayIn(timezoneOf(usePublisher()));
  const search = params.toString();
  const day = today.toString();
  const fieldsKey = filters.map((f) => (typeof f === "string" ? f : f.name)).join(",");
  const sortKey = sortable.join(",");
  const decoded = useMemo(
    () => decodeListUrl(new URLSearchParams(search), { sortable, filters, defaultDateRange, today }),
    // The options are often inline literals: the decoding follows their content, not their identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [search, day, fieldsKey, sortKey, defaultDateRange],
  );
  const { page, itemsPerPage, sort, filters: values, dateRange, corrections, canonical } = decoded;

  // A corrected link replaces the URL (so that reload and sharing show what the list shows) and says why, once.
  const told = useRef<string | null>(null);
  useEffect(() => {
    const corrected = canonical.toString();
    if (corrected === search || told.current === search) return;
    told.current = search;
    for (const correction of corrections) {
      const values: Record<string, string | number> = { ...correction.values };
      if (correction.labelId) values.filter = intl.formatMessage({ id: correction.labelId });
      toasts.show({ tone: "info", messageId: correction.messageId, values });
    }
    setParams(canonical, { replace: true, preventScrollReset: true });
  }, [canonical, corrections, search, intl, setParams]);

  const intentRef = useRef<ListIntent["current"]>(null);
  const navigate = useParamsUpdate(setParams);
  // A change is decoded as the render will decode it, and its query told to the intent before the URL moves.
  const update = useCallback(
    (change: ParamsChange, replace = false) => {
      if (intentRef.current) {
        const next = new URLSearchParams(search);
        change(next);
        intentRef.current(queryOf(decodeListUrl(next, { sortable, filters, defaultDateRange, today })));
      }
      navigate(change, replace);
    },
    // As for the decoding above: the options' content, not their identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [navigate, search, day, fieldsKey, sortKey, defaultDateRange],
  );

  const setPage = useCallback((next: number, change: PageChange = {}) => update(pageChange(next), change.replace), [update]);

  const setItemsPerPage = useCallback((next: PageSize) => update(pageSizeChange(next)), [update]);

  const setSort = useCallback(
    (next: ListSort | null) =>
      update((p) => {
        for (const key of [...p.keys()]) if (ORDER_KEY.test(key)) p.delete(key);
        p.delete("page");
        if (next) p.set(`order[${next.field}]`, next.direction);
      }),
    [update],
  );

  const setFilters = useCallback(
    (next: Record<string, string>) =>
      update((p) => {
        p.delete("page");
        for (const field of filters.map(asField)) {
          const value = normaliseFilter(field, next[field.name] ?? "");
          if (value) p.set(field.name, value);
          else p.delete(field.name);
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
  const query = useMemo(() => queryOf(decoded), [decoded]);

  return { page, itemsPerPage, sort, filters: values, dateRange, query, intentRef: intentRef as ListIntent, setPage, setItemsPerPage, setSort, setFilters, setDateRange };
};

export type ListState = ReturnType<typeof useListState>;

/**
 * The list state as an endpoint's query. Only the static type is asserted: the values were decoded
 * from the URL with the contract's paging, order and date-range schemas and, where the page gives
 * its filters a contract, the filters too (list-url.ts); the server checks them again.
 */
export const endpointQuery = <Q>(state: ListState): Q => state.query as unknown as Q;
