/**
 * The page and page size in the URL (`page`, `itemsPerPage`; spec 02 section 2), as one set of
 * changes that the list toolkit's `useListState` and the feeds (notifications, news) both apply. A
 * light module of its own: a feed has no sort, filter or date range, and importing `useListState`
 * would bring the list pages' shared chunk (docs/decisions/025-news-support-notifications.md).
 */
import { useCallback } from "react";
import { type SetURLSearchParams, useSearchParams } from "react-router-dom";
import { DEFAULT_PAGE_SIZE, type PageSize, isPageSize } from "./helpers";

/** A change to the URL's search parameters, made on a copy of the current ones. */
export type ParamsChange = (next: URLSearchParams) => void;

/** Page `next` (page 1 is the URL without `page`). */
export const pageChange =
  (next: number): ParamsChange =>
  (p) =>
    next <= 1 ? p.delete("page") : p.set("page", String(next));

/** Page size `next` from page 1 (the default size is the URL without `itemsPerPage`). */
export const pageSizeChange =
  (next: PageSize): ParamsChange =>
  (p) => {
    p.delete("page");
    if (next === DEFAULT_PAGE_SIZE) p.delete("itemsPerPage");
    else p.set("itemsPerPage", String(next));
  };

/** Applies a change to the URL's search parameters, keeping the scroll (a history entry, or a replacement when `replace`). */
export const useParamsUpdate = (setParams: SetURLSearchParams) =>
  useCallback(
    (change: ParamsChange, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { preventScrollReset: true, replace },
      ),
    [setParams],
  );

/** The URL's page (1 when absent or unreadable) and page size (the default when absent or not offered). */
export const readPageParams = (params: URLSearchParams): { page: number; itemsPerPage: PageSize } => {
  const page = Number(params.get("page") ?? "1");
  const size = Number(params.get("itemsPerPage") ?? DEFAULT_PAGE_SIZE);
  return { page: Number.isSafeInteger(page) && page >= 1 ? page : 1, itemsPerPage: isPageSize(size) ? size : DEFAULT_PAGE_SIZE };
};

/** A feed's page and size from the URL beside whatever else is there (a tab), and their setters. */
export const usePageParams = () => {
  const [params, setParams] = useSearchParams();
  const { page, itemsPerPage } = readPageParams(params);
  const update = useParamsUpdate(setParams);
  const setPage = useCallback(
    (next: number, change: { readonly replace?: boolean } = {}) => update(pageChange(next), change.replace),
    [update],
  );
  const setItemsPerPage = useCallback((next: PageSize) => update(pageSizeChange(next)), [update]);
  return { page, itemsPerPage, setPage, setItemsPerPage };
};
