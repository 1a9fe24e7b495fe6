/**
 * The state of a list in the URL (so that a list survives reload and can be shared): `page`,
 * `itemsPerPage`, `order[field]=asc|desc`, `dateRange` ("start - end", end exclusive) and the
 * filters, under the same names the API takes, so the query is the URL's own parameters. The URL is
 * decoded once (list-url.ts); a link the UI would refuse is corrected in place and the publisher is
 * told what changed.
 */
import { Either, ParseResult, Schema } from "effect";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { useIntl } from "react-intl";
import { useSearchParams } from "react-router-dom";
import { todayIn } from "../date-range/range";
import type { FilterField } from "./filter-field";
import { normaliseFilter } from "./filter-values";
import { useListServices } from "./list-services";
import type { PageSize } from "./helpers";
import { type DecodedListUrl, type ListSort, ORDER_KEY, asField, decodeListUrl } from "./list-url";
import { type ParamsChange, pageChange, pageSizeChange, useParamsUpdate } from "./page-params";

export type { ListSort } from "./list-url";

export interface ListStateOptions<Q, I> {
  /** The endpoint's query schema (e.g. `TransactionQuery`): the state's `query` is its decoded type. */
  readonly query: Schema.Schema<Q, I, never>;
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

/** The URL state as the query's text form: paging, order, date range and filters, in this order (its JSON is the data key). */
const paramsOf = ({ page, itemsPerPage, sort, dateRange, filters }: DecodedListUrl): Record<string, string> => {
  const result: Record<string, string> = { page: String(page), itemsPerPage: String(itemsPerPage) };
  if (sort) result[`order[${sort.field}]`] = sort.direction;
  if (dateRange) result.dateRange = dateRange;
  Object.assign(result, filters);
  return result;
};

/**
 * The endpoint's query decoded from the URL state. Paging, order and date range were decoded with the
 * contract's own schemas and filters with a contract were checked against it (list-url.ts), so this
 * does not fail for them; a bare-name filter the contract refuses is left out of the request (the
 * request would refuse it), and the parameters left are decoded again.
 */
export const decodeListQuery = <Q, I>(schema: Schema.Schema<Q, I, never>, params: Readonly<Record<string, string>>): Q => {
  const decode = Schema.decodeUnknownEither(schema);
  let left: Record<string, string> = { ...params };
  for (;;) {
    const result = decode(left);
    if (Either.isRight(result)) return result.right;
    const refused = new Set(ParseResult.ArrayFormatter.formatErrorSync(result.left).map((issue) => String(issue.path[0])));
    const kept = Object.fromEntries(Object.entries(left).filter(([key]) => !refused.has(key)));
    // Nothing more to leave out: the schema requires a parameter no list state has (a programming error).
    if (Object.keys(kept).length === Object.keys(left).length) throw result.left;
    left = kept;
  }
};

/**
 * Who hears of a change before it reaches the URL, with the query it leads to (`useListQuery` sends
 * that query's request at once, while React renders the change).
 */
export interface ListIntent<Q> {
  current: ((query: Q) => void) | null;
}

export const useListState = <Q, I>({ query: schema, sortable, filters, defaultDateRange }: ListStateOptions<Q, I>) => {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const { timeZone, notify } = useListServices();
  const today = todayIn(timeZone);
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
      notify({ tone: "info", messageId: correction.messageId, values });
    }
    setParams(canonical, { replace: true, preventScrollReset: true });
  }, [canonical, corrections, search, intl, setParams, notify]);

  const intentRef = useRef<ListIntent<Q>["current"]>(null);
  const navigate = useParamsUpdate(setParams);
  // A change is decoded as the render will decode it, and its query told to the intent before the URL moves.
  const update = useCallback(
    (change: ParamsChange, replace = false) => {
      if (intentRef.current) {
        const next = new URLSearchParams(search);
        change(next);
        intentRef.current(decodeListQuery(schema, paramsOf(decodeListUrl(next, { sortable, filters, defaultDateRange, today }))));
      }
      navigate(change, replace);
    },
    // As for the decoding above: the options' content, not their identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [navigate, search, day, fieldsKey, sortKey, defaultDateRange, schema],
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

  /** The API query: paging, order, date range and filters, as the endpoint's query type. */
  const query = useMemo(() => decodeListQuery(schema, paramsOf(decoded)), [schema, decoded]);

  return {
    page,
    itemsPerPage,
    sort,
    filters: values,
    dateRange,
    query,
    intentRef: intentRef as ListIntent<Q>,
    setPage,
    setItemsPerPage,
    setSort,
    setFilters,
    setDateRange,
  };
};

/** What a list's parts (the table, the pager, the filter drawer) read and change of its state: all but the query. */
export type ListControls = Omit<ReturnType<typeof useListState>, "query" | "intentRef">;

/** A list's state, with `Q` the decoded type of its endpoint's query. */
export interface ListState<Q> extends ListControls {
  readonly query: Q;
  readonly intentRef: ListIntent<Q>;
}
