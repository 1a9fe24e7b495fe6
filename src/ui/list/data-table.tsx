/**
 * A server-side list as a table (TanStack Table, manual paging and sorting): headers of sortable
 * columns are buttons with aria-sort; sorting cycles ascending, descending, ascending. Four states,
 * each distinct (issue 15): loading (placeholder rows, never another query's rows), failed (the
 * catalogue's text and Retry), empty ("No data") and the rows. The table scrolls sideways inside its
 * card with its first column kept in view, and the row's action column (`meta.action`, or a column
 * with the id "action" or "actions") kept in view on the right. A list fits its card at any width
 * (issue 25 item 14, decision 057; on a wide screen too since issue 35 item 6): the columns that fit,
 * by `meta.priority`, with the row's main column and its action always, and the others under each
 * row's Details disclosure; a table with a totals row (a report) keeps every column and scrolls
 * sideways instead.
 *
 * Where each part is: the rows, placeholders and whole-row states in ./table-rows.tsx; what the table
 * knows of the screen (narrow, its width, more to the right) in ./table-screen.tsx; which columns fit
 * in ./fit-columns.ts, measured in ./measure-columns.ts; this file holds the header, the fold and the
 * rows' commits.
 */
import { type ColumnDef, type Row, type SortingState, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import { startTransition, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { FormattedMessage } from "react-intl";
import type { ApiError } from "../../api";
import type { ListSort } from "./use-list-state";
import { Card } from "../card";
import { type FitColumn, hiddenColumns } from "./fit-columns";
import { measureColumns } from "./measure-columns";
import {
  DataRow,
  Failed,
  HEAD_BG,
  type RowDetails,
  type RowFit,
  Placeholders,
  STICKY,
  STICKY_END,
  WholeRow,
  metaOf,
  renderTemplate,
  rowsShown,
  WRAP,
  CELL_X,
} from "./table-rows";
import { RightShade, useNarrowScreen, useWidth } from "./table-screen";
import { pageNonce } from "../page-nonce";

export interface DataTableProps<T> {
  /** The table's accessible name. */
  readonly label: string;
  readonly columns: ReadonlyArray<ColumnDef<T, never>>;
  readonly rows: ReadonlyArray<T>;
  readonly sort: ListSort | null;
  readonly onSort: (sort: ListSort) => void;
  /** Whether the rows of the current query are on their way: placeholders are shown, and `rows` (the last ones, if any) stay hidden to be updated in place. */
  readonly loading?: boolean;
  /** How many placeholder rows stand in while loading (the last page's count keeps the table's height). */
  readonly placeholderRows?: number;
  /** The current query's failure: shown instead of the rows, with Retry. */
  readonly error?: ApiError | null;
  /** Runs the same query again. */
  readonly onRetry?: () => void;
  readonly rowKey: (row: T) => string;
  /** Whether the columns' `footer`s form a last row (a report's totals), shown with the rows only. */
  readonly footer?: boolean;
  /**
   * What the table does when its columns are wider than its card: "fit" (lists, at any width) shows
   * the columns that fit, by priority, and the others under each row's Details disclosure; "scroll"
   * (a report, read across its columns with a totals row) keeps every column and scrolls sideways
   * with its first column in view.
   */
  readonly narrow?: "fit" | "scroll";
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
 * The rows a table mounts per commit while it fills: about a phone's screenful. A table's first rows
 * (or the rows it gains) come a commit at a time, each commit in a task of its own, and the table is
 * busy until the last: committed and laid out at once, 100 rows were one task of 300-500 ms at a
 * phone's CPU (docs/decisions/071-rows-in-commits.md). Rows already mounted are updated in place.
 */
const ROWS_PER_COMMIT = 25;

/**
 * The rows of an answer's first commit on a small screen: what a phone shows of a list below its
 * page's title and toolbar (7 rows at 375 × 667, 10 at 412 × 823, measured), and a few more. The
 * rest follow 25 a commit; a larger screen's first commit is 25 rows too (14 show at 1440 × 900).
 */
const FIRST_ROWS_NARROW = 12;

/** The width of the disclosure's column (its 44 px button and padding). */
const TOGGLE_PX = 48;

/**
 * The fold's choice as a style sheet for one table: the columns left out, and the disclosure's column
 * unless something is left out; the copies of cells shown under another column's (`meta.under`)
 * unless their own column is left out. The table's cells carry `data-column` (the disclosure's
 * `data-toggle`, the copies `data-under`), so a new measure or a resize changes this text, not the
 * rows' cells: a list's first paint on a phone renders its cells once (decision 057).
 */
const foldStyle = (fit: string, hidden: ReadonlySet<string>, under: ReadonlyArray<string>): string =>
  [
    ...(hidden.size === 0 ? ["[data-toggle]"] : [...hidden].map((id) => `[data-column="${id}"]`)),
    ...under.filter((id) => !hidden.has(id)).map((id) => `[data-under="${id}"]`),
  ]
    .map((selector) => `[data-fit="${fit}"] ${selector}{display:none}`)
    .join("");

export const DataTable = <T,>({
  label,
  columns,
  rows,
  sort,
  onSort,
  loading = false,
  placeholderRows = 10,
  error = null,
  onRetry,
  rowKey,
  footer = false,
  narrow: narrowForm = footer ? "scroll" : "fit",
}: DataTableProps<T>) => {
  const sorting: SortingState = useMemo(() => (sort ? [{ id: sort.field, desc: sort.direction === "desc" }] : []), [sort]);
  const scroller = useRef<HTMLDivElement>(null);
  const tableElement = useRef<HTMLTableElement>(null);
  const narrow = useNarrowScreen();
  // A list fits its card at every width: at 1440 px the conversions' Status and Payout sat under the
  // sticky Actions column, seen only by scrolling the table sideways (issue 35 item 6).
  const fitting = narrowForm === "fit";
  const firstRows = narrow ? FIRST_ROWS_NARROW : ROWS_PER_COMMIT;
  const observed = useWidth(scroller, fitting);
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

  const tableRows = table.getRowModel().rows;
  // The rows a commit shows: the first `fresh` of the answer, and below them, hidden, the rows the
  // last commits showed (`stale`: mounted, so that the answer's next commit updates them in place).
  // An answer is known by its rows' keys in order: a page may pass the same rows in a new array on
  // each render (an empty list's `[]`), which is not a new answer.
  const answer = tableRows.map((row) => row.id).join("\n");
  const [shown, setShown] = useState<{
    answer: string;
    source: ReadonlyArray<Row<T>>;
    fresh: number;
    stale: ReadonlyArray<Row<T>>;
  }>(() => ({ answer, source: tableRows, fresh: firstRows, stale: [] }));
  if (shown.answer !== answer) setShown({ answer, source: tableRows, fresh: firstRows, stale: rowsShown(shown.source, shown) });
  const fresh = Math.min(shown.fresh, tableRows.length);
  const shownRows = rowsShown(tableRows, shown);
  const filling = !loading && !error && fresh < tableRows.length;
  useEffect(() => {
    if (!filling) return;
    // In a transition: rendered in slices, and committed in a task after this one.
    startTransition(() => setShown((current) => ({ ...current, fresh: current.fresh + ROWS_PER_COMMIT })));
  }, [filling, fresh]);
  // Each column's one-line width is measured for each page of rows, on a copy of a few of its cells
  // (decision 073), then the columns that fit are chosen by the room, again on every resize without
  // measuring.
  const [measured, setMeasured] = useState<{
    rows: string | null;
    columns: string;
    complete: boolean;
    fit: ReadonlyArray<FitColumn>;
    /** The room when the measure was taken. */
    room: number;
  } | null>(null);
  // The room the columns are chosen for: the observer's, and until its first report the measure's. The
  // observer reports after a commit's layout and its answer renders in a later task, after that frame
  // is painted: a table whose first commit already had its rows (the answer in before the first
  // render ended, as on a slow phone) was painted once with every column, its cells squeezed to a
  // letter a line, and then folded: one layout shift of 0.52 on Conversions in Lighthouse's phone run.
  const room = observed > 0 ? observed : (measured?.room ?? 0);
  // What the measure was taken for: the answer (its rows' keys in order, so that a page passing the
  // same rows in a new array on each render is not measured again: with lists fitted at every width,
  // that was a measure per render of every list on a desktop) and the columns (by their names, so a
  // page that builds its column list anew on each render is not measured again either). A row whose
  // text changes under the same key (an offer requested) keeps the choice: a cell grown past it wraps.
  const measuredRows = rows.length === 0 ? null : answer;
  const measuredColumns = columns
    .map((column, index) => column.id ?? ("accessorKey" in column ? String(column.accessorKey) : index))
    .join(" ");
  // Measured with the first rows mounted (nothing is shown unfitted), and again once all are.
  const measuring =
    fitting &&
    !loading &&
    !error &&
    (measured?.rows !== measuredRows || measured.columns !== measuredColumns || measured.complete !== !filling);
  // A new page of the same columns keeps the last choice until its own measure is in (the same
  // style: nothing is styled or laid out twice); new columns have none, and their table is not shown
  // (nor laid out) until measured.
  const unfitted = fitting && !loading && !error && measured?.columns !== measuredColumns;
  const hidden = useMemo<ReadonlySet<string>>(
    () => (fitting && !unfitted && measured && room > 0 ? hiddenColumns(measured.fit, room, TOGGLE_PX) : new Set()),
    [fitting, unfitted, measured, room],
  );
  useLayoutEffect(() => {
    if (!measuring || !tableElement.current) return;
    // Read before the measure: one layout serves both. A scrolling box is as wide as its card, whatever its table.
    const width = scroller.current?.clientWidth ?? 0;
    setMeasured({
      rows: measuredRows,
      columns: measuredColumns,
      complete: !filling,
      fit: measureColumns(tableElement.current),
      room: width,
    });
  }, [measuring, measuredRows, measuredColumns, filling]);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const ids = useId();
  const [nonce] = useState(pageNonce);
  const toggle = hidden.size > 0;
  const leafColumns = table.getVisibleLeafColumns();
  // The cells shown in a row: the columns that fit, and the disclosure's when something is left out.
  const span = leafColumns.length - hidden.size + (toggle ? 1 : 0);
  const underColumns = leafColumns.filter((column) => metaOf(column).under !== undefined).map((column) => column.id);
  const mainColumn = leafColumns.find((column) => metaOf(column).priority === 0)?.id ?? leafColumns[0]?.id ?? "";
  const rowFit = useMemo<RowFit | null>(
    () =>
      fitting
        ? {
            main: mainColumn,
            ids,
            onToggle: (id: string) =>
              setOpen((current) => {
                const next = new Set(current);
                if (!next.delete(id)) next.add(id);
                return next;
              }),
          }
        : null,
    [fitting, mainColumn, ids],
  );
  // An open row's second row follows the choice; the others get the same `null` and stay as they are.
  const details = useMemo<RowDetails | null>(() => (toggle ? { hidden, span } : null), [toggle, hidden, span]);
  // While the next answer loads, the last rows stay mounted but hidden (display: none: not shown, not
  // in the accessibility tree), so the answer updates them in place (decision 019) instead of
  // re-creating every cell after the placeholders.
  const rowsBody = (
    <tbody hidden={loading}>
      {!error &&
        shownRows.map((row, index) => (
          <DataRow
            key={index}
            row={row}
            columns={columns}
            fit={rowFit}
            details={open.has(row.id) ? details : null}
            stale={index >= fresh}
          />
        ))}
    </tbody>
  );
  const stateBody = loading ? (
    <Placeholders count={Math.max(1, placeholderRows)} span={span} />
  ) : error ? (
    <tbody>
      <WholeRow span={span}>
        <Failed error={error} onRetry={onRetry} />
      </WholeRow>
    </tbody>
  ) : tableRows.length === 0 ? (
    <tbody>
      <WholeRow span={span}>
        <FormattedMessage id="lists.noData" />
      </WholeRow>
    </tbody>
  ) : null;

  return (
    <Card className="relative overflow-hidden">
      {loading && (
        <p role="status" className="sr-only">
          <FormattedMessage id="lists.loading" />
        </p>
      )}
      {/* With the page's nonce: the policy admits no other inline style. */}
      {fitting && <style nonce={nonce}>{foldStyle(ids, hidden, underColumns)}</style>}
      <div ref={scroller} className="overflow-x-auto">
        <table
          ref={tableElement}
          data-fit={fitting ? ids : undefined}
          aria-label={label}
          aria-busy={loading || filling}
          // A report's many numbers (the sideways form) sit closer: at 1440 px its columns fit beside a long grouping label.
          hidden={unfitted}
          className={`w-full ${narrowForm === "scroll" ? "[&_td]:px-2 [&_th]:px-2" : ""} border-collapse text-left text-sm`}
        >
          <thead className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {rowFit && (
                  <th
                    scope="col"
                    data-toggle=""
                    className={`w-0 border-b border-slate-200 py-2.5 pl-1 pr-0 dark:border-slate-800 ${HEAD_BG}`}
                  >
                    <span className="sr-only">
                      <FormattedMessage id="lists.details" />
                    </span>
                  </th>
                )}
                {group.headers.map((header, index) => {
                  const canSort = header.column.getCanSort();
                  const direction = sort?.field === header.column.id ? sort.direction : false;
                  const content = renderTemplate(header.column.columnDef.header, header.getContext());
                  const meta = metaOf(header.column);
                  const align = meta.align === "right" ? "text-right" : "";
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      data-column={header.column.id}
                      data-priority={meta.priority}
                      data-action={meta.action || undefined}
                      aria-sort={canSort ? (direction === "asc" ? "ascending" : direction === "desc" ? "descending" : "none") : undefined}
                      className={`border-b border-slate-200 ${CELL_X} py-2.5 align-bottom dark:border-slate-800 ${HEAD_BG} ${rowFit ? "" : index === 0 ? STICKY : meta.action ? STICKY_END : ""} ${align}`}
                    >
                      {canSort ? (
                        <button
                          type="button"
                          onClick={() => onSort({ field: header.column.id, direction: nextDirection(sort, header.column.id) })}
                          className="inline-flex items-center gap-1 rounded text-left uppercase outline-none hover:text-teal-700 focus-visible:ring-2 focus-visible:ring-teal-600 dark:hover:text-teal-300 dark:focus-visible:ring-teal-400"
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
          {rowsBody}
          {stateBody}
          {footer && !loading && !error && tableRows.length > 0 && (
            <tfoot className="font-semibold text-slate-900 dark:text-slate-50">
              {table.getFooterGroups().map((group) => (
                <tr key={group.id} className="border-t-2 border-slate-200 dark:border-slate-700">
                  {rowFit && <td data-toggle="" className={HEAD_BG} />}
                  {group.headers.map((header, index) => {
                    const meta = metaOf(header.column);
                    const align = meta.align === "right" ? "text-right tabular-nums" : "";
                    return (
                      <td
                        key={header.id}
                        data-column={rowFit ? header.column.id : undefined}
                        className={`${meta.wrap ? WRAP : "whitespace-nowrap"} ${CELL_X} py-2 ${HEAD_BG} ${rowFit ? "" : index === 0 ? STICKY : meta.action ? STICKY_END : ""} ${align}`}
                      >
                        {renderTemplate(header.column.columnDef.footer, header.getContext())}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tfoot>
          )}
        </table>
      </div>
      <RightShade scroller={scroller} />
    </Card>
  );
};
