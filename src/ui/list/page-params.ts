/**
 * The page and page size in the URL (`page`, `itemsPerPage`; spec 02 section 2), as one set of
 * changes that the list toolkit's `useListState` and the feeds (notifications, news) both apply. A
 * light module of its own: a feed has no sort, filter or date range, and importing `useListState`
 * would bring the list pages' shared chunk (docs/decisions/025-news-support-notifications.md).
 */
import { useCallback } from "react";
import { type SetURLSearchParams, useSearchParams } from "react-router-dom";
import { DEFAULT_PAGE_SIZE, type PageSize, isPageSize } from "./helpers";

/**
 * The names of a list's page parameters: a page's own list uses `page` and `itemsPerPage`; a panel
 * that pages beside it (the postbacks in a tab of a page with its own list) uses its own (`pageKeys`).
 */
export interface PageKeys {
  readonly page: string;
  readonly itemsPerPage: string;
}

export const LIST_PAGE_KEYS: PageKeys = { page: "page", itemsPerPage: "itemsPerPage" };

/** A panel's page parameters: `<prefix>Page` and `<prefix>ItemsPerPage`. */
export const pageKeys = (prefix: string): PageKeys => ({ page: `${prefix}Page`, itemsPerPage: `${prefix}ItemsPerPage` });

/** A change to the URL's search parameters, made on a copy of the current ones. */
export type ParamsChange = (next: URLSearchParams) => void;

/** Page `next` (page 1 is the URL without `page`). */
export const pageChange =
  (next: number, keys: PageKeys = LIST_PAGE_KEYS): ParamsChange =>
  (p) =>
    next <= 1 ? p.delete(keys.page) : p.set(keys.page, String(next));

/** Page size `next` from page 1 (the default size is the URL without `itemsPerPage`). */
export const pageSizeChange =
  (next: PageSize, keys: PageKeys = LIST_PAGE_KEYS): ParamsChange =>
  (p) => {
    p.delete(keys.page);
    if (next === DEFAULT_PAGE_SIZE) p.delete(keys.itemsPerPage);
    else p.set(keys.itemsPerPage, String(next));
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
export const readPageParams = (params: URLSearchParams, keys: PageKeys = LIST_PAGE_KEYS): { page: number; itemsPerPage: PageSize } => {
  const page = Number(params.get(keys.page) ?? "1");
  const size = Number(params.get(keys.itemsPerPage) ?? DEFAULT_PAGE_SIZE);
  return { page: Number.isSafeInteger(page) && page >= 1 ? page : 1, itemsPerPage: isPageSize(size) ? size : DEFAULT_PAGE_SIZE };
};

/**
 * A feed's or a panel's page and size from the URL beside whatever else is there (a tab, the page's
 * own list: then under the panel's `keys`), and their setters.
 */
export const usePageParams = (keys: PageKeys = LIST_PAGE_KEYS) => {
  const [params, setParams] = useSearchParams();
  const { page, itemsPerPage } = readPageParams(params, keys);
  const update = useParamsUpdate(setParams);
  const setPage = useCallback(
    (next: number, change: { readonly replace?: boolean } = {}) => update(pageChange(next, keys), change.replace),
    [update, keys],
  );
  const setItemsPerPage = useCallback((next: PageSize) => update(pageSizeChange(next, keys)), [update, keys]);
  return { page, itemsPerPage, setPage, setItemsPerPage };
};
