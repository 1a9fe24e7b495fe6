/**
 * A whole list screen below its title: the date range, the filters button with its drawer and tags,
 * extra actions, the over-1000 warning, the table and the pagination. The state lives in the URL.
 */
import type { ColumnDef } from "@tanstack/react-table";
import { type ReactNode, useMemo, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { timezoneOf } from "../../../machines/session/session.machine";
import { usePublisher } from "../../app/react";
import { DateRangePicker } from "../date-range/date-range-picker";
import { DEFAULT_PRESET, fromQuery, presetRange, toQuery, todayIn } from "../date-range/range";
import { DataTable } from "./data-table";
import { type FilterField, FilterDrawer } from "./filter-drawer";
import { type PagedCounts, pageCount, totalOf } from "./helpers";
import { Pagination } from "./pagination";
import { FilterChips, ResultWarning, toolbarButton } from "./parts";
import type { ListState } from "./use-list-state";

/** The publisher's time zone, today in it, and the default range (last 30 days) as a query. */
export const usePublisherDays = () => {
  const publisher = usePublisher();
  const timeZone = timezoneOf(publisher);
  const today = todayIn(timeZone);
  return { timeZone, networkTimeZone: publisher.networkTimezone, today, defaultDateRange: toQuery(presetRange(DEFAULT_PRESET, today)) };
};

export interface ListViewProps<T> {
  readonly label: string;
  readonly state: ListState;
  readonly columns: ReadonlyArray<ColumnDef<T, never>>;
  readonly collection: (PagedCounts & { readonly "hydra:member": ReadonlyArray<T> }) | null;
  readonly loading: boolean;
  readonly rowKey: (row: T) => string;
  readonly filters: ReadonlyArray<FilterField>;
  /** Buttons beside the filters (e.g. Export). */
  readonly actions?: ReactNode;
}

export const ListView = <T,>({ label, state, columns, collection, loading, rowKey, filters, actions }: ListViewProps<T>) => {
  const intl = useIntl();
  const days = usePublisherDays();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const range = useMemo(() => fromQuery(state.dateRange ?? null) ?? presetRange(DEFAULT_PRESET, days.today), [state.dateRange, days.today]);
  const total = collection ? totalOf(collection) : 0;
  const pages = collection ? pageCount(collection, state.itemsPerPage) : 0;
  const activeCount = filters.filter((f) => state.filters[f.name]).length;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <DateRangePicker
          value={range}
          today={days.today}
          timeZone={days.timeZone}
          networkTimeZone={days.networkTimeZone}
          onChange={(next) => state.setDateRange(toQuery(next))}
        />
        <div className="flex items-center gap-2">
          {actions}
          {filters.length > 0 && (
            <button type="button" className={toolbarButton} onClick={() => setDrawerOpen(true)}>
              <svg aria-hidden="true" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" className="size-4">
                <path d="M2 3.5h12M4.5 8h7M7 12.5h2" strokeLinecap="round" />
              </svg>
              <FormattedMessage id="lists.filters.open" />
              {activeCount > 0 && (
                <span className="rounded-full bg-teal-700 px-1.5 text-xs font-semibold text-white dark:bg-teal-400 dark:text-slate-950">{intl.formatNumber(activeCount)}</span>
              )}
            </button>
          )}
        </div>
      </div>
      <FilterChips fields={filters} values={state.filters} onRemove={(name) => state.setFilters({ ...state.filters, [name]: "" })} />
      <ResultWarning total={total} />
      <DataTable label={label} columns={columns} rows={collection?.["hydra:member"] ?? []} sort={state.sort} onSort={state.setSort} loading={loading} rowKey={rowKey} />
      <Pagination page={state.page} pages={pages} itemsPerPage={state.itemsPerPage} total={total} onPage={state.setPage} onItemsPerPage={state.setItemsPerPage} />
      <FilterDrawer
        open={drawerOpen}
        fields={filters}
        values={state.filters}
        onCancel={() => setDrawerOpen(false)}
        onSave={(values) => {
          state.setFilters(values);
          setDrawerOpen(false);
        }}
      />
    </div>
  );
};
