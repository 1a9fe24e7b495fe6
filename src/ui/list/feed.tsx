/**
 * A paged feed (notifications, news): the last page stays while the next loads (marked busy), then
 * the failure with Retry, a loading line, the empty text, or the items as a list; the pager below
 * (hidden with one page), its page in the URL (`usePageParams`).
 */
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import type { ApiError } from "../../api";
import { LoadFailed } from "../load-failed";
import { type PagedCounts, pageCount, totalOf } from "./helpers";
import type { usePageParams } from "./page-params";
import { Pagination } from "./pagination";
import { CARD, Card } from "../card";

const BOX = `${CARD} px-4 py-6 text-sm`;

/** What a feed reads of its data hook (`useApiQuery`'s answer). */
export interface FeedQuery<C> {
  readonly data: C | null;
  readonly latest: C | null;
  readonly loading: boolean;
  readonly error: ApiError | null;
  readonly retry: () => void;
}

export interface FeedProps<T> {
  /** The list's accessible name. */
  readonly label: string;
  readonly query: FeedQuery<PagedCounts & { readonly "hydra:member": ReadonlyArray<T> }>;
  readonly pages: ReturnType<typeof usePageParams>;
  /** Message ids of the first load and of an empty page. */
  readonly loadingId: string;
  readonly emptyId: string;
  /** One item, as an `<li>`. */
  readonly children: (item: T) => ReactNode;
}

export const Feed = <T,>({ label, query, pages, loadingId, emptyId, children }: FeedProps<T>) => {
  const shown = query.data ?? query.latest;
  return (
    <>
      {query.error ? (
        <LoadFailed error={query.error} onRetry={query.retry} />
      ) : !shown ? (
        <p aria-busy="true" className={`${BOX} text-slate-500 dark:text-slate-400`}>
          <FormattedMessage id={loadingId} />
        </p>
      ) : shown["hydra:member"].length === 0 ? (
        <p className={`${BOX} text-center text-slate-600 dark:text-slate-300`}>
          <FormattedMessage id={emptyId} />
        </p>
      ) : (
        <Card
          as="ul"
          aria-label={label}
          aria-busy={query.loading}
          className="divide-y divide-slate-200 overflow-hidden dark:divide-slate-800"
        >
          {shown["hydra:member"].map(children)}
        </Card>
      )}
      {shown && (
        <Pagination
          page={pages.page}
          pages={pageCount(shown, pages.itemsPerPage)}
          itemsPerPage={pages.itemsPerPage}
          total={totalOf(shown)}
          onPage={pages.setPage}
          onItemsPerPage={pages.setItemsPerPage}
        />
      )}
    </>
  );
};
