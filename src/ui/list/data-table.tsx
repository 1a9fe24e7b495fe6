/**
 * A server-side list as a table (TanStack Table, manual paging and sorting): headers of sortable
 * columns are buttons with aria-sort; sorting cycles ascending, descending, ascending. Four states,
 * each distinct (issue 15): loading (placeholder rows, never another query's rows), failed (the
 * catalogue's text and Retry), empty ("No data") and the rows. The table scrolls sideways inside its
 * card with its first column kept in view, and the row's action column (`meta.action`, or a column
 * with the id "action" or "actions") kept in view on the right. Below 1024 px a list takes its
 * small-screen form (issue 25 item 14, decision 057): the columns that fit, by `meta.priority`, with
 * the row's main column and its action always, and the others under each row's Details disclosure;
 * a table with a totals row (a report) keeps every column and scrolls sideways instead.
 */
import { type ColumnDef, type Row, type SortingState, flexRender, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import {
  type ReactElement,
  type ReactNode,
  type RefObject,
  memo,
  startTransition,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { ApiError } from "../../api";
import { errorText } from "../error-text";
import type { ListSort } from "./use-list-state";
import { Card } from "../card";
import { type FitColumn, hiddenColumns } from "./fit-columns";
import { measureColumns } from "./measure-columns";
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
   * The small-screen form (below 1024 px): "fit" (lists) shows the columns that fit, by priority, and
   * the others under each row's Details disclosure; "scroll" (a report, read across its columns with
   * a totals row) keeps every column and scrolls sideways with its first column in view.
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
 * A column's options: numbers aligned right; the row's action column kept in view on the right; on
 * a small screen, `priority` orders the columns that stay (lower first; 0 marks the row's main
 * column, always shown, which is otherwise the first).
 */
interface ColumnMeta {
  readonly align?: "right";
  readonly action?: boolean;
  readonly priority?: number;
  /** Long texts (a report's grouping labels): wrapped within 8 to 20 rem instead of kept on one line. */
  readonly wrap?: boolean;
}

/** A wrapping column's cells. */
const WRAP = "min-w-32 max-w-80 whitespace-normal [overflow-wrap:anywhere]";

const metaOf = (column: { id: string; columnDef: { meta?: unknown } }): ColumnMeta & { action: boolean } => {
  const meta = (column.columnDef.meta ?? {}) as ColumnMeta;
  return { ...meta, action: meta.action ?? (column.id === "action" || column.id === "actions") };
};

/** Below Tailwind's `lg`: where lists take their small-screen form. */
const NARROW_QUERY = "(max-width: 1023.98px)";
const subscribeNarrow = (onChange: () => void) => {
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};
/** Whether the screen is narrow (never while pre-rendering on the server). */
const useNarrowScreen = (): boolean =>
  useSyncExternalStore(
    subscribeNarrow,
    () => window.matchMedia(NARROW_QUERY).matches,
    () => false,
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

/** The width of the disclosure's column (its button and padding). */
const TOGGLE_PX = 48;

/** The element's inner width, kept up to date. */
const useWidth = (element: RefObject<HTMLElement | null>, active: boolean): number => {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const box = element.current;
    if (!box || !active) return;
    // The observer reports the first size too, before the frame is painted.
    const observer = new ResizeObserver(() => setWidth(box.clientWidth));
    observer.observe(box);
    return () => observer.disconnect();
  }, [element, active]);
  return width;
};

const Chevron = ({ open }: { open: boolean }) => (
  <svg aria-hidden="true" viewBox="0 0 20 20" className={`size-4 transition-transform ${open ? "rotate-90" : ""}`}>
    <path d="m7.5 5 5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** The action column stays in view on the right (above the edge's shade); opaque like the first. */
const STICKY_END = "sticky right-0 z-[2] shadow-[inset_1px_0_0_var(--color-slate-200)] dark:shadow-[inset_1px_0_0_var(--color-slate-800)]";

/** The first column stays in view while the table scrolls sideways; its cells need an opaque background. */
const STICKY = "sticky left-0 z-[1] shadow-[inset_-1px_0_0_var(--color-slate-200)] dark:shadow-[inset_-1px_0_0_var(--color-slate-800)]";
/** The header's background, opaque (the sticky cell covers what scrolls under it). */
const HEAD_BG = "bg-slate-50 dark:bg-[color-mix(in_oklab,var(--color-slate-800)_60%,var(--color-slate-900))]";
const ROW_BG =
  "bg-white group-hover:bg-slate-50 dark:bg-slate-900 dark:group-hover:bg-[color-mix(in_oklab,var(--color-slate-800)_40%,var(--color-slate-900))]";

/**
 * Whether the element's content runs past its right edge (more columns to scroll to), kept up to
 * date on scroll and resize.
 */
const useMoreToTheRight = (element: RefObject<HTMLElement | null>): boolean => {
  const [more, setMore] = useState(false);
  useEffect(() => {
    const box = element.current;
    if (!box) return;
    const measure = () => setMore(box.scrollLeft + box.clientWidth < box.scrollWidth - 1);
    // No measure here: reading the box's widths in the commit forced the page's whole layout into the
    // commit's task (80 ms of a 375 ms task on a phone, the reports' table). A ResizeObserver reports
    // every observed box once after the next layout anyway, when the widths cost nothing to read.
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    box.addEventListener("scroll", measure, { passive: true });
    return () => {
      observer.disconnect();
      box.removeEventListener("scroll", measure);
    };
  }, [element]);
  return more;
};

/**
 * More columns to the right: a shade on the edge says the table scrolls sideways. A component of its
 * own, so that the measure's answer renders the shade alone, not the table.
 */
const RightShade = ({ scroller }: { scroller: RefObject<HTMLElement | null> }) => {
  const more = useMoreToTheRight(scroller);
  return (
    <div
      aria-hidden="true"
      className={`pointer-events-none absolute inset-y-0 right-0 w-10 bg-gradient-to-l from-slate-900/10 to-transparent transition-opacity dark:from-black/40 ${more ? "opacity-100" : "opacity-0"}`}
    />
  );
};

/** One row across the table (empty, failed). */
const WholeRow = ({ span, children }: { span: number; children: ReactNode }) => (
  <tr>
    <td colSpan={span} className="px-3 py-10 text-center text-slate-500 dark:text-slate-400">
      {children}
    </td>
  </tr>
);

const Failed = ({ error, onRetry }: { error: ApiError; onRetry?: () => void }) => {
  const intl = useIntl();
  return (
    <div className="flex flex-col items-center gap-3">
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        className="size-6 text-red-600 dark:text-red-400"
      >
        <circle cx="10" cy="10" r="7.25" />
        <path d="M10 6.5v4.25M10 13.5v.01" strokeLinecap="round" />
      </svg>
      <p role="alert" className="max-w-xl whitespace-pre-line text-slate-700 dark:text-slate-200">
        {errorText(error, intl)}
      </p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-teal-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 dark:focus-visible:ring-teal-400"
        >
          <FormattedMessage id="lists.retry" />
        </button>
      )}
    </div>
  );
};

/** The height of a data row: its padding (1rem), a line of text (1.25rem) and its border. */
const ROW_REM = 2.3125;

/**
 * Grey bars where the rows will be, hidden from assistive technology (the table is aria-busy). One
 * element painted with a bar per row, not a cell per column and row: a hundred placeholder rows of
 * nine pulsing cells cost more to create and restyle than the rows they stand for.
 */
const Placeholders = ({ count, span }: { count: number; span: number }) => (
  <tbody aria-hidden="true">
    <tr>
      <td colSpan={span} className="px-3 py-0">
        <div
          className="animate-pulse [--bar:var(--color-slate-100)] dark:[--bar:var(--color-slate-800)]"
          style={{
            height: `${count * ROW_REM}rem`,
            backgroundImage: `repeating-linear-gradient(to bottom, transparent 0 0.5rem, var(--bar) 0.5rem 1.75rem, transparent 1.75rem ${ROW_REM}rem)`,
          }}
        />
      </td>
    </tr>
  </tbody>
);

/**
 * How a row lays out on a small screen. The same for every row and for every measure: which columns
 * fit is a style of the table (see `foldStyle`), so choosing them re-renders no row.
 */
interface RowFit {
  readonly onToggle: (id: string) => void;
  /** The id of the row's main column, whose cell names the disclosure's button. */
  readonly main: string;
  /** A prefix for the element ids of this table. */
  readonly ids: string;
}

/** An open row's second row: the columns left out (by id) and how many cells the row shows. */
interface RowDetails {
  readonly hidden: ReadonlySet<string>;
  readonly span: number;
}

/**
 * The small-screen form's choice as a style sheet for one table: the columns left out, and the
 * disclosure's column unless something is left out. The table's cells carry `data-column` (and the
 * disclosure's `data-toggle`), so a new measure or a resize changes this text, not the rows' cells:
 * a list's first paint on a phone renders its cells once (decision 057).
 */
const foldStyle = (fit: string, hidden: ReadonlySet<string>): string =>
  (hidden.size === 0 ? [`[data-fit="${fit}"] [data-toggle]`] : [...hidden].map((id) => `[data-fit="${fit}"] [data-column="${id}"]`))
    .map((selector) => `${selector}{display:none}`)
    .join("");

const CELL = "px-3 py-2 text-slate-700 dark:text-slate-200";

/**
 * One body row. Memoised, and keyed by its position: a re-render with the same rows skips the cells
 * (TanStack keeps the row objects while the data is the same), and a new page of the same size
 * updates the text of the rows in place instead of removing and creating every cell (decision 019).
 * `columns` is compared too, so new column definitions still re-render every row. On a small screen
 * a Details button (aria-expanded) opens a second row with the columns that did not fit, each named
 * by its header. Its cell and the cells of columns left out are in every row, hidden by the table's
 * style: only an open row depends on which columns those are (`details`). A `stale` row still shows
 * the last answer while the new one fills the rows above it: it is hidden, and its cells are not
 * rendered again for that (decision 071).
 */
const DataRow = memo(function DataRow<T>({
  row,
  columns,
  fit,
  details,
  stale,
}: {
  row: Row<T>;
  columns: unknown;
  fit: RowFit | null;
  details: RowDetails | null;
  stale: boolean;
}) {
  const ids = `${fit?.ids ?? ""}-${row.id}`;
  const hiddenCells = details ? row.getAllCells().filter((cell) => details.hidden.has(cell.column.id)) : [];
  return (
    <>
      <tr hidden={stale} className="group border-b border-slate-100 last:border-0 dark:border-slate-800">
        <RowCells row={row} columns={columns} fit={fit} open={details !== null} />
      </tr>
      {fit && details && !stale && (
        <tr id={`${ids}-details`} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
          <td colSpan={details.span} className={`${CELL} bg-slate-50/60 pl-12 dark:bg-slate-800/30`}>
            <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-4 gap-y-1.5 [overflow-wrap:anywhere]">
              {hiddenCells.map((cell) => (
                <div key={cell.id} className="contents">
                  <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">
                    {flexRender(cell.column.columnDef.header, {
                      column: cell.column,
                      header: undefined,
                      table: cell.getContext().table,
                    } as never)}
                  </dt>
                  <dd>{flexRender(cell.column.columnDef.cell, cell.getContext())}</dd>
                </div>
              ))}
            </dl>
          </td>
        </tr>
      )}
    </>
  );
}) as <T>(props: { row: Row<T>; columns: unknown; fit: RowFit | null; details: RowDetails | null; stale: boolean }) => ReactElement;

/**
 * A row's cells: the disclosure's (on a small screen) and one per column. Memoised apart from the
 * row, so that a row that goes out of sight (`hidden`, decision 071) or comes back is not rendered
 * again for it.
 */
const RowCells = memo(function RowCells<T>({ row, fit, open }: { row: Row<T>; columns: unknown; fit: RowFit | null; open: boolean }) {
  const ids = `${fit?.ids ?? ""}-${row.id}`;
  // On a small screen a cell's text wraps, anywhere if it must; the measure's copy (at its
  // max-content width) does not wrap it anyway.
  const wrap = fit ? "[overflow-wrap:anywhere]" : "whitespace-nowrap";
  return (
    <>
      {fit && (
        <td data-toggle="" className={`w-0 py-1 pl-2 pr-0 ${ROW_BG}`}>
          <DetailsButton open={open} controls={`${ids}-details`} describedBy={`${ids}-main`} onClick={() => fit.onToggle(row.id)} />
        </td>
      )}
      {row.getVisibleCells().map((cell, index) => {
        const meta = metaOf(cell.column);
        const align = meta.align === "right" ? "text-right tabular-nums" : "";
        const sticky = fit ? "" : index === 0 ? STICKY : meta.action ? STICKY_END : "";
        return (
          <td
            key={cell.id}
            data-column={fit ? cell.column.id : undefined}
            id={fit && cell.column.id === fit.main ? `${ids}-main` : undefined}
            className={`${CELL} ${meta.action ? "whitespace-nowrap" : meta.wrap ? WRAP : wrap} ${ROW_BG} ${sticky} ${align}`}
          >
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </td>
        );
      })}
    </>
  );
}) as <T>(props: { row: Row<T>; columns: unknown; fit: RowFit | null; open: boolean }) => ReactElement;

/** The rows a table shows, by position: the first `fresh` of its answer (`rows`), then the last ones shown, as many as the answer has. */
const rowsShown = <T,>(rows: ReadonlyArray<Row<T>>, { fresh, stale }: { fresh: number; stale: ReadonlyArray<Row<T>> }) => [
  ...rows.slice(0, fresh),
  ...stale.slice(Math.min(fresh, rows.length), rows.length),
];

const DetailsButton = ({
  open,
  controls,
  describedBy,
  onClick,
}: {
  open: boolean;
  controls: string;
  describedBy: string;
  onClick: () => void;
}) => {
  const intl = useIntl();
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      aria-describedby={describedBy}
      aria-label={intl.formatMessage({ id: "lists.details" })}
      onClick={onClick}
      className="inline-flex size-8 items-center justify-center rounded-md text-slate-600 outline-none hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-teal-600 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-slate-50 dark:focus-visible:ring-teal-400"
    >
      <Chevron open={open} />
    </button>
  );
};

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
  const fitting = narrow && narrowForm === "fit";
  const firstRows = narrow ? FIRST_ROWS_NARROW : ROWS_PER_COMMIT;
  const room = useWidth(scroller, fitting);
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
  // Small screens: each column's one-line width is measured for each page of rows, on a copy of a
  // few of its cells (decision 073), then the columns that fit are chosen by the room, again on every
  // resize without measuring.
  const [measured, setMeasured] = useState<{
    rows: unknown;
    columns: string;
    complete: boolean;
    fit: ReadonlyArray<FitColumn>;
  } | null>(null);
  // What the measure was taken for: the rows (none are all alike) and the columns (by their names,
  // so a page that builds its column list anew on each render is not measured again).
  const measuredRows = rows.length === 0 ? null : rows;
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
    setMeasured({ rows: measuredRows, columns: measuredColumns, complete: !filling, fit: measureColumns(tableElement.current) });
  }, [measuring, measuredRows, measuredColumns, filling]);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const ids = useId();
  const [nonce] = useState(pageNonce);
  const toggle = hidden.size > 0;
  const leafColumns = table.getVisibleLeafColumns();
  // The cells shown in a row: the columns that fit, and the disclosure's when something is left out.
  const span = leafColumns.length - hidden.size + (toggle ? 1 : 0);
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
      {fitting && <style nonce={nonce}>{foldStyle(ids, hidden)}</style>}
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
                    className={`w-0 border-b border-slate-200 py-2.5 pl-2 pr-0 dark:border-slate-800 ${HEAD_BG}`}
                  >
                    <span className="sr-only">
                      <FormattedMessage id="lists.details" />
                    </span>
                  </th>
                )}
                {group.headers.map((header, index) => {
                  const canSort = header.column.getCanSort();
                  const direction = sort?.field === header.column.id ? sort.direction : false;
                  const content = flexRender(header.column.columnDef.header, header.getContext());
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
                      className={`border-b border-slate-200 px-3 py-2.5 align-bottom dark:border-slate-800 ${HEAD_BG} ${rowFit ? "" : index === 0 ? STICKY : meta.action ? STICKY_END : ""} ${align}`}
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
                        className={`${meta.wrap ? WRAP : "whitespace-nowrap"} px-3 py-2 ${HEAD_BG} ${rowFit ? "" : index === 0 ? STICKY : meta.action ? STICKY_END : ""} ${align}`}
                      >
                        {flexRender(header.column.columnDef.footer, header.getContext())}
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
