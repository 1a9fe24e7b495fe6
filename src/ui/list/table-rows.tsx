/**
 * A data table's body parts (src/ui/list/data-table.tsx): the rows, each with its cells and, on a
 * small screen, its Details disclosure and second row; the placeholders while loading; the whole-row
 * states (empty, failed); and the column options and classes the header shares with the rows.
 */
import type { ColumnDefTemplate, Row } from "@tanstack/react-table";
import { NetworkButton } from "../needs-network";
import { type ReactElement, type ReactNode, memo } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { ApiError } from "../../api";
import { errorText } from "../error-text";

/**
 * A column's options: numbers aligned right; the row's action column kept in view on the right; in
 * a list too wide for its card, `priority` orders the columns that stay (lower first; 0 marks the
 * row's main column, always shown, which is otherwise the first).
 */
interface ColumnMeta {
  readonly align?: "right";
  readonly action?: boolean;
  readonly priority?: number;
  /**
   * The id of a column under whose cell this one's shows when it is folded, instead of in Details:
   * a payment's status under its amount on a phone, where the status's own column does not fit
   * (issue 35 item 11).
   */
  readonly under?: string;
  /** Long texts (a report's grouping labels): wrapped within 8 to 20 rem instead of kept on one line. */
  readonly wrap?: boolean;
}

/**
 * A column's header, cell or footer template, rendered as TanStack's `flexRender` renders it but
 * called rather than mounted. `flexRender` mounts a template function as a component, and a page
 * that builds its columns on each render (most do: their cells close over the page's state) gives
 * each render new functions, so React unmounted every cell and mounted it again on every render of
 * the page: a row's button went from under a click or a keyboard's focus whenever anything
 * re-rendered the list (a toast, the network's state, the dialog the click itself opened), and a
 * click landing between the two was lost. Called, a template's elements are kept across renders.
 * A template holds no hooks (the rules of hooks hold a lowercase `cell` or `header` to that).
 */
export const renderTemplate = <P extends object>(template: ColumnDefTemplate<P> | undefined, props: P): ReactNode =>
  typeof template === "function" ? (template(props) as ReactNode) : template;

/** A wrapping column's cells. */
export const WRAP = "min-w-32 max-w-80 whitespace-normal [overflow-wrap:anywhere]";

export const metaOf = (column: { id: string; columnDef: { meta?: unknown } }): ColumnMeta & { action: boolean } => {
  const meta = (column.columnDef.meta ?? {}) as ColumnMeta;
  return { ...meta, action: meta.action ?? (column.id === "action" || column.id === "actions") };
};

const Chevron = ({ open }: { open: boolean }) => (
  <svg aria-hidden="true" viewBox="0 0 20 20" className={`size-4 transition-transform ${open ? "rotate-90" : ""}`}>
    <path d="m7.5 5 5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** The action column stays in view on the right (above the edge's shade); opaque like the first. */
export const STICKY_END =
  "sticky right-0 z-[2] shadow-[inset_1px_0_0_var(--color-slate-200)] dark:shadow-[inset_1px_0_0_var(--color-slate-800)]";

/** The first column stays in view while the table scrolls sideways; its cells need an opaque background. */
export const STICKY =
  "sticky left-0 z-[1] shadow-[inset_-1px_0_0_var(--color-slate-200)] dark:shadow-[inset_-1px_0_0_var(--color-slate-800)]";

/** The header's background, opaque (the sticky cell covers what scrolls under it). */
export const HEAD_BG = "bg-slate-50 dark:bg-[color-mix(in_oklab,var(--color-slate-800)_60%,var(--color-slate-900))]";

export const ROW_BG =
  "bg-white group-hover:bg-slate-50 dark:bg-slate-900 dark:group-hover:bg-[color-mix(in_oklab,var(--color-slate-800)_40%,var(--color-slate-900))]";

/** One row across the table (empty, failed). */
export const WholeRow = ({ span, children }: { span: number; children: ReactNode }) => (
  <tr>
    <td colSpan={span} className="px-3 py-10 text-center text-slate-500 dark:text-slate-400">
      {children}
    </td>
  </tr>
);

export const Failed = ({ error, onRetry }: { error: ApiError; onRetry?: () => void }) => {
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
        <NetworkButton
          onClick={onRetry}
          className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-teal-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 dark:focus-visible:ring-teal-400"
        >
          <FormattedMessage id="lists.retry" />
        </NetworkButton>
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
export const Placeholders = ({ count, span }: { count: number; span: number }) => (
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
export interface RowFit {
  readonly onToggle: (id: string) => void;
  /** The id of the row's main column, whose cell names the disclosure's button. */
  readonly main: string;
  /** A prefix for the element ids of this table. */
  readonly ids: string;
}

/** An open row's second row: the columns left out (by id) and how many cells the row shows. */
export interface RowDetails {
  readonly hidden: ReadonlySet<string>;
  readonly span: number;
}

const CELL = "py-2 text-slate-700 dark:text-slate-200";
/** A cell's sides: closer on a phone, where every 8 px decides whether a column fits (the payments' status at 375 px). */
export const CELL_X = "px-2 sm:px-3";

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
export const DataRow = memo(function DataRow<T>({
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
  // A folded column shown under another's cell is not repeated here (unless that one is folded too).
  const hiddenCells = details
    ? row.getAllCells().filter((cell) => {
        const under = metaOf(cell.column).under;
        return details.hidden.has(cell.column.id) && (under === undefined || details.hidden.has(under));
      })
    : [];
  return (
    <>
      <tr hidden={stale} className="group border-b border-slate-100 last:border-0 dark:border-slate-800">
        <RowCells row={row} columns={columns} fit={fit} open={details !== null} />
      </tr>
      {fit && details && !stale && (
        <tr id={`${ids}-details`} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
          <td colSpan={details.span} className={`${CELL} bg-slate-50/60 pl-12 pr-2 sm:pr-3 dark:bg-slate-800/30`}>
            {/* The names take at most 40% of the row and wrap: "Комиссия платёжной системы" on one line left the values 50 px on a phone. */}
            <dl className="grid grid-cols-[fit-content(40%)_minmax(0,1fr)] gap-x-4 gap-y-1.5 [overflow-wrap:anywhere]">
              {hiddenCells.map((cell) => (
                <div key={cell.id} className="contents">
                  <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">
                    {renderTemplate(cell.column.columnDef.header, {
                      column: cell.column,
                      header: undefined,
                      table: cell.getContext().table,
                    } as never)}
                  </dt>
                  <dd>{renderTemplate(cell.column.columnDef.cell, cell.getContext())}</dd>
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
        <td data-toggle="" className={`w-0 py-0 pl-1 pr-0 ${ROW_BG}`}>
          <DetailsButton open={open} controls={`${ids}-details`} describedBy={`${ids}-main`} onClick={() => fit.onToggle(row.id)} />
        </td>
      )}
      {row.getVisibleCells().map((cell, index, cells) => {
        const meta = metaOf(cell.column);
        // The cells shown under this one when their own columns are folded (the table's style shows them then).
        const beneath = fit ? cells.filter((other) => metaOf(other.column).under === cell.column.id) : [];
        const align = meta.align === "right" ? "text-right tabular-nums" : "";
        const sticky = fit ? "" : index === 0 ? STICKY : meta.action ? STICKY_END : "";
        return (
          <td
            key={cell.id}
            data-column={fit ? cell.column.id : undefined}
            id={fit && cell.column.id === fit.main ? `${ids}-main` : undefined}
            className={`${CELL} ${CELL_X} ${meta.action ? "whitespace-nowrap" : meta.wrap ? WRAP : wrap} ${ROW_BG} ${sticky} ${align}`}
          >
            {renderTemplate(cell.column.columnDef.cell, cell.getContext())}
            {beneath.map((other) => (
              <div key={other.id} data-under={other.column.id} className="mt-1">
                {renderTemplate(other.column.columnDef.cell, other.getContext())}
              </div>
            ))}
          </td>
        );
      })}
    </>
  );
}) as <T>(props: { row: Row<T>; columns: unknown; fit: RowFit | null; open: boolean }) => ReactElement;

/** The rows a table shows, by position: the first `fresh` of its answer (`rows`), then the last ones shown, as many as the answer has. */
export const rowsShown = <T,>(rows: ReadonlyArray<Row<T>>, { fresh, stale }: { fresh: number; stale: ReadonlyArray<Row<T>> }) => [
  ...rows.slice(0, fresh),
  ...stale.slice(Math.min(fresh, rows.length), rows.length),
];

/** A row's Details disclosure (a list's folded columns; a payout account's on a phone). */
export const DetailsButton = ({
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
      // 44 px: a thumb's target on a phone (issue 35 item 14).
      className="inline-flex size-11 items-center justify-center rounded-md text-slate-600 outline-none hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-teal-600 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-slate-50 dark:focus-visible:ring-teal-400"
    >
      <Chevron open={open} />
    </button>
  );
};
