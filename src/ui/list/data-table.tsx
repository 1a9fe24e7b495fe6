/**
 * A server-side list as a table (TanStack Table, manual paging and sorting): headers of sortable
 * columns are buttons with aria-sort; sorting cycles ascending, descending, ascending; an empty
 * page shows "No data".
 */
import { type ColumnDef, type Row, type SortingState, flexRender, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import { type ReactElement, memo, useMemo } from "react";
import { FormattedMessage } from "react-intl";
import type { ListSort } from "./use-list-state";

export interface DataTableProps<T> {
  /** The table's accessible name. */
  readonly label: string;
  readonly columns: ReadonlyArray<ColumnDef<T, never>>;
  readonly rows: ReadonlyArray<T>;
  readonly sort: ListSort | null;
  readonly onSort: (sort: ListSort) => void;
  /** Whether a page is loading (the rows shown are the previous page's). */
  readonly loading?: boolean;
  readonly rowKey: (row: T) => string;
}

/** The next direction of a header click: ascending first, then it toggles (asc, desc, asc…). */
export const nextDirection = (current: ListSort | null, field: string): ListSort["direction"] =>
  current?.field === field && current.direction === "asc" ? "desc" : "asc";

const SortIcon = ({ direction }: { direction: "asc" | "desc" | false }) => (
  <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3 shrink-0">
    <path d="M6 2 9 5H3z" className={direction === "asc" ? "fill-current" : "fill-current opacity-25"} />
    <path d="M6 10 3 7h6z" className={direction === "desc" ? "fill-current" : "fill-current opacity-25"} />
  </svg>
);

/**
 * One body row. Memoised: while the next page loads the table re-renders (busy state) with the same
 * rows, and those renders skip the cells (TanStack keeps the row objects while the data is the same).
 * `columns` is compared too, so new column definitions still re-render every row.
 */
const DataRow = memo(function DataRow<T>({ row }: { row: Row<T>; columns: unknown }) {
  return (
    <tr className="border-b border-slate-100 last:border-0 hover:bg-slate-50/70 dark:border-slate-800 dark:hover:bg-slate-800/40">
      {row.getVisibleCells().map((cell) => {
        const align = (cell.column.columnDef.meta as { align?: "right" } | undefined)?.align === "right" ? "text-right tabular-nums" : "";
        return (
          <td key={cell.id} className={`whitespace-nowrap px-3 py-2 text-slate-700 dark:text-slate-200 ${align}`}>
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </td>
        );
      })}
    </tr>
  );
}) as <T>(props: { row: Row<T>; columns: unknown }) => ReactElement;

export const DataTable = <T,>({ label, columns, rows, sort, onSort, loading = false, rowKey }: DataTableProps<T>) => {
  const sorting: SortingState = useMemo(() => (sort ? [{ id: sort.field, desc: sort.direction === "desc" }] : []), [sort]);
  // TanStack Table keeps mutable state; the React Compiler leaves this component as it is, which is what it needs.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<T>({
    data: rows as T[],
    columns: columns as ColumnDef<T, never>[],
    state: { sorting },
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    sortDescFirst: false,
    getCoreRowModel: getCoreRowModel(),
    getRowId: rowKey,
  });

  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table aria-label={label} aria-busy={loading} className="w-full border-collapse text-left text-sm">
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const canSort = header.column.getCanSort();
                const direction = sort?.field === header.column.id ? sort.direction : false;
                const content = flexRender(header.column.columnDef.header, header.getContext());
                const align = (header.column.columnDef.meta as { align?: "right" } | undefined)?.align === "right" ? "text-right" : "";
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={canSort ? (direction === "asc" ? "ascending" : direction === "desc" ? "descending" : "none") : undefined}
                    className={`whitespace-nowrap border-b border-slate-200 px-3 py-2.5 dark:border-slate-800 ${align}`}
                  >
                    {canSort ? (
                      <button
                        type="button"
                        onClick={() => onSort({ field: header.column.id, direction: nextDirection(sort, header.column.id) })}
                        className="inline-flex items-center gap-1 rounded uppercase outline-none hover:text-teal-700 focus-visible:ring-2 focus-visible:ring-teal-600 dark:hover:text-teal-300 dark:focus-visible:ring-teal-400"
                      >
                        {content}
                        <SortIcon direction={direction} />
                      </button>
                    ) : (
                      content
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody className={loading ? "opacity-60 transition-opacity" : undefined}>
          {table.getRowModel().rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-10 text-center text-slate-500 dark:text-slate-400">
                {loading ? <span className="sr-only"><FormattedMessage id="lists.loading" /></span> : <FormattedMessage id="lists.noData" />}
              </td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => <DataRow key={row.index} row={row} columns={columns} />)
          )}
        </tbody>
      </table>
    </div>
  );
};
