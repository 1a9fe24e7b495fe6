/**
 * A whole list screen below its title: the date range, the filters button with its drawer and tags,
 * extra actions, the over-1000 warning, the table and the pagination. The state lives in the URL.
 * The table shows only the rows of the URL's query (issue 15): while they load, placeholders; when
 * they fail, the error with Retry. The pagination and total stay from the last answer meanwhile,
 * so that the page does not jump and a failed page can be left. The filter drawer's code (a Headless
 * UI Dialog and the lookup selects) loads when the browser is idle, or when the Filters button is
 * first pressed (src/ui/deferred.tsx).
 */
import type { ColumnDef } from "@tanstack/react-table";
import { type ReactNode, useMemo, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { ApiError } from "../../api";
import { DateRangePicker } from "../date-range/date-range-picker";
import { DEFAULT_PRESET, fromQuery, presetRange, toQuery, todayIn } from "../date-range/range";
import { DataTable } from "./data-table";
import { deferredModule } from "../deferred";
import { useDeferredModule } from "../use-deferred-module";
import type { FilterField } from "./filter-drawer";
import { useListServices } from "./list-services";
import { type PagedCounts, pageCount, totalOf } from "./helpers";
import { Pagination } from "./pagination";
import { FilterChips, ResultWarning, toolbarButton } from "./parts";
import type { ListControls } from "./use-list-state";

/** The filter drawer's module; a failure the user waited for is shown as the unexpected error (below). */
const filterDrawerModule = deferredModule(
  () => import("./filter-drawer"),
  () => undefined,
);
const prefetchDrawer = () => void filterDrawerModule.load().catch(() => undefined);

/** The publisher's time zone, today in it, and the default range (last 30 days) as a query. */
export const usePublisherDays = () => {
  const { timeZone, networkTimeZone } = useListServices();
  const today = todayIn(timeZone);
  return { timeZone, networkTimeZone, today, defaultDateRange: toQuery(presetRange(DEFAULT_PRESET, today)) };
};

/** A page of a list as the API answers it. */
export type ListPage<T> = PagedCounts & { readonly "hydra:member": ReadonlyArray<T> };

/** Brings the table's top back into view (below the sticky header) when it has scrolled above it. */
const scrollToTop = (element: HTMLElement | null) => {
  if (!element) return;
  const margin = Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  if (element.getBoundingClientRect().top < margin) element.scrollIntoView({ block: "start" });
};

/** What a list needs of its query: the answer for the URL's state, the last answer, and how it stands. */
export interface ListQuery<A> {
  /** The answer to the current state; `null` while it loads and after it failed. */
  readonly data: A | null;
  /** The last answer received, for whichever state (the total shown while the next page loads). */
  readonly latest: A | null;
  readonly loading: boolean;
  readonly error: ApiError | null;
  readonly retry: () => void;
}

export interface ListViewProps<T> {
  readonly label: string;
  readonly state: ListControls;
  readonly columns: ReadonlyArray<ColumnDef<T, never>>;
  /** The list's query for the URL's state (what `useApiQuery` returns: src/app/use-api-query.ts). */
  readonly query: ListQuery<ListPage<T>>;
  readonly rowKey: (row: T) => string;
  readonly filters: ReadonlyArray<FilterField>;
  /** Buttons beside the filters (e.g. Export). */
  readonly actions?: ReactNode;
  /** Whether the list has a date range (default true); a catalogue such as Offers has none. */
  readonly dateRange?: boolean;
  /** What sits between the toolbar and the table (a report's grouping and chart). */
  readonly beforeTable?: ReactNode;
  /** Whether the columns' footers form a totals row (DataTable's `footer`). */
  readonly footer?: boolean;
}

export const ListView = <T,>({
  label,
  state,
  columns,
  query,
  rowKey,
  filters,
  actions,
  dateRange = true,
  beforeTable,
  footer,
}: ListViewProps<T>) => {
  const intl = useIntl();
  const days = usePublisherDays();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { handleError } = useListServices();
  const drawer = useDeferredModule(filterDrawerModule, { now: drawerOpen, onDemandedFailure: handleError });
  const tableTop = useRef<HTMLDivElement>(null);
  const range = useMemo(() => fromQuery(state.dateRange ?? null) ?? presetRange(DEFAULT_PRESET, days.today), [state.dateRange, days.today]);
  const { data, latest, loading, error, retry } = query;
  const counts = data ?? latest;
  const total = counts ? totalOf(counts) : 0;
  const pages = counts ? pageCount(counts, state.itemsPerPage) : 0;
  const placeholderRows = latest ? latest["hydra:member"].length : Math.min(state.itemsPerPage, 10);
  const activeCount = filters.filter((f) => state.filters[f.name]).length;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {dateRange ? (
          <DateRangePicker
            value={range}
            today={days.today}
            timeZone={days.timeZone}
            networkTimeZone={days.networkTimeZone}
            onChange={(next) => state.setDateRange(toQuery(next))}
          />
        ) : (
          <span />
        )}
        <div className="flex flex-wrap items-center gap-2">
          {actions}
          {filters.length > 0 && (
            <button
              type="button"
              className={toolbarButton}
              onClick={() => setDrawerOpen(true)}
              onPointerEnter={prefetchDrawer}
              onFocus={prefetchDrawer}
            >
              <svg aria-hidden="true" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" className="size-4">
                <path d="M2 3.5h12M4.5 8h7M7 12.5h2" strokeLinecap="round" />
              </svg>
              <FormattedMessage id="lists.filters.open" />
              {activeCount > 0 && (
                <span className="rounded-full bg-teal-700 px-1.5 text-xs font-semibold text-white dark:bg-teal-400 dark:text-slate-950">
                  {intl.formatNumber(activeCount)}
                </span>
              )}
            </button>
          )}
        </div>
      </div>
      <FilterChips fields={filters} values={state.filters} onRemove={(name) => state.setFilters({ ...state.filters, [name]: "" })} />
      {beforeTable}
      <div ref={tableTop} className="scroll-mt-[calc(var(--strip-offset,0px)+5rem)]">
        <DataTable
          label={label}
          columns={columns}
          rows={(data ?? (loading ? latest : null))?.["hydra:member"] ?? []}
          sort={state.sort}
          onSort={state.setSort}
          loading={loading}
          placeholderRows={placeholderRows}
          error={error}
          onRetry={retry}
          rowKey={rowKey}
          footer={footer}
        />
      </div>
      {/* Below the table: above it, its arrival with the first page pushed the table down (a layout shift of 0.3, decision 045). */}
      <ResultWarning total={error ? 0 : total} />
      <Pagination
        page={state.page}
        pages={pages}
        itemsPerPage={state.itemsPerPage}
        total={total}
        onPage={(page) => {
          state.setPage(page);
          scrollToTop(tableTop.current);
        }}
        onItemsPerPage={state.setItemsPerPage}
      />
      {drawer && (
        <drawer.FilterDrawer
          open={drawerOpen}
          fields={filters}
          values={state.filters}
          onCancel={() => setDrawerOpen(false)}
          onSave={(values) => {
            state.setFilters(values);
            setDrawerOpen(false);
          }}
        />
      )}
    </div>
  );
};
