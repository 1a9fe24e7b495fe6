/**
 * Which columns a table shows on a small screen (issue 25 item 14): the kept ones always (the row's
 * main column and its action), then the others by priority (a lower `priority` first, then left to
 * right) while their one-line widths fit the room; the rest are shown under the row's disclosure.
 */
export interface FitColumn {
  readonly id: string;
  /** The column's one-line (max-content) width, in CSS pixels. */
  readonly width: number;
  /** Always shown: the row's main column and its action. */
  readonly keep: boolean;
  /** A lower number stays longer; columns without one follow those with one, left to right. */
  readonly priority?: number;
}

/**
 * The ids of the columns left out when `room` pixels are available, reserving `toggle` pixels for
 * the disclosure's own column when anything is left out. Nothing is left out when all fit.
 */
export const hiddenColumns = (columns: ReadonlyArray<FitColumn>, room: number, toggle: number): ReadonlySet<string> => {
  const total = columns.reduce((sum, column) => sum + column.width, 0);
  if (total <= room) return new Set();
  const ranked = columns
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => !column.keep)
    .sort((a, b) => (a.column.priority ?? Infinity) - (b.column.priority ?? Infinity) || a.index - b.index);
  let used = toggle + columns.filter((column) => column.keep).reduce((sum, column) => sum + column.width, 0);
  const hidden = new Set<string>();
  for (const { column } of ranked) {
    if (hidden.size === 0 && used + column.width <= room) used += column.width;
    else hidden.add(column.id);
  }
  return hidden;
};
