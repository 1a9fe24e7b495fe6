/**
 * Page navigation (hidden when there is one page) and the page size (10, 20, 50, 100). A page past
 * the last one (a link's, or a list that shrank) moves to the last page and says so.
 */
import { useEffect, useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { PAGE_SIZES, type PageSize, pageWindow } from "./helpers";
import { useListServices } from "./list-services";
import { SMALL_QUERY, useMediaMatch } from "../use-media-match";

export interface PaginationProps {
  readonly page: number;
  readonly pages: number;
  readonly itemsPerPage: PageSize;
  readonly total: number;
  /** `replace` when the page is corrected rather than chosen (no new history entry). */
  readonly onPage: (page: number, change?: { readonly replace?: boolean }) => void;
  readonly onItemsPerPage: (size: PageSize) => void;
}

/** A page's button: 44 px on a phone, a thumb's target (issue 35 item 14), 32 from 640 px. */
const button =
  "inline-flex h-11 min-w-11 sm:h-8 sm:min-w-8 items-center justify-center rounded-lg px-2 text-sm outline-none transition-colors focus-visible:ring-2 focus-visible:ring-teal-600 disabled:cursor-not-allowed disabled:opacity-40 dark:focus-visible:ring-teal-400";

export const Pagination = ({ page, pages, itemsPerPage, total, onPage, onItemsPerPage }: PaginationProps) => {
  const intl = useIntl();
  const sizeId = useId();
  const { notify } = useListServices();
  // On a phone a page's neighbours are left out: seven 44 px buttons and two gaps are wider than 343 px.
  const phone = useMediaMatch(SMALL_QUERY);
  const beyond = total > 0 && pages > 0 && page > pages;
  useEffect(() => {
    if (!beyond) return;
    notify({ tone: "info", messageId: "lists.notice.pageBeyond", values: { page, pages } });
    onPage(pages, { replace: true });
  }, [beyond, page, pages, onPage, notify]);
  if (total === 0) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600 dark:text-slate-300">
      <div className="flex items-center gap-2">
        <label htmlFor={sizeId}>
          <FormattedMessage id="lists.pageSize" />
        </label>
        <select
          id={sizeId}
          value={itemsPerPage}
          onChange={(event) => onItemsPerPage(Number(event.target.value) as PageSize)}
          className="h-11 rounded-lg border border-slate-300 sm:h-8 bg-white px-2 text-sm text-slate-900 outline-none focus-visible:ring-2 focus-visible:ring-teal-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:focus-visible:ring-teal-400"
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
        <span className="text-slate-500 dark:text-slate-400">
          <FormattedMessage id="lists.total" values={{ count: total }} />
        </span>
      </div>
      {pages > 1 && (
        <nav aria-label={intl.formatMessage({ id: "lists.pagination" })}>
          <ul className="flex items-center gap-1">
            <li>
              <button
                type="button"
                className={`${button} hover:bg-slate-100 dark:hover:bg-slate-800`}
                disabled={page <= 1}
                onClick={() => onPage(page - 1)}
              >
                <span aria-hidden="true">‹</span>
                <span className="sr-only">
                  <FormattedMessage id="lists.previousPage" />
                </span>
              </button>
            </li>
            {pageWindow(page, pages, phone ? 0 : 1).map((p, i) =>
              p === null ? (
                <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-400">
                  …
                </li>
              ) : (
                <li key={p}>
                  <button
                    type="button"
                    aria-current={p === page ? "page" : undefined}
                    aria-label={intl.formatMessage({ id: "lists.page" }, { page: p })}
                    onClick={() => onPage(p)}
                    className={`${button} tabular-nums ${p === page ? "bg-teal-700 font-semibold text-white dark:bg-teal-400 dark:text-slate-950" : "hover:bg-slate-100 dark:hover:bg-slate-800"}`}
                  >
                    {intl.formatNumber(p)}
                  </button>
                </li>
              ),
            )}
            <li>
              <button
                type="button"
                className={`${button} hover:bg-slate-100 dark:hover:bg-slate-800`}
                disabled={page >= pages}
                onClick={() => onPage(page + 1)}
              >
                <span aria-hidden="true">›</span>
                <span className="sr-only">
                  <FormattedMessage id="lists.nextPage" />
                </span>
              </button>
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
};
