/**
 * Cells located by their column's header (its accessible name), not by a position written in the
 * test: a column added or moved keeps the tests right.
 */
import type { Locator } from "@playwright/test";

/** The position of the column whose header is named `columnHeader` (exactly) in `table`. */
export const columnIndex = async (table: Locator, columnHeader: string): Promise<number> => {
  const header = table.getByRole("columnheader", { name: columnHeader, exact: true });
  return header.evaluate((cell) => [...(cell.parentElement?.children ?? [])].indexOf(cell));
};

/** The cell of `row` under the column header named `columnHeader`. */
export const cellOf = async (row: Locator, columnHeader: string): Promise<Locator> => {
  const index = await columnIndex(row.locator("xpath=ancestor::table[1]"), columnHeader);
  return row.locator(":scope > th, :scope > td").nth(index);
};

/** The texts of every body cell under the column header named `columnHeader`. */
export const columnTexts = async (table: Locator, columnHeader: string): Promise<string[]> => {
  const index = await columnIndex(table, columnHeader);
  return table
    .locator("tbody > tr")
    .evaluateAll((rows, i) => rows.map((row) => (row.children[i] as HTMLElement | undefined)?.innerText ?? ""), index);
};

/**
 * The first external click id a conversions table holds (not every conversion has one: those show
 * "—"), shown or folded under its row's Details (at 1280 px the column does not fit: issue 35 item 6).
 */
export const firstClickId = async (table: Locator): Promise<string> => {
  const label = await table.locator("button[aria-label^='Copy ']").first().getAttribute("aria-label");
  if (!label?.startsWith("Copy ") || label.length <= "Copy ".length) throw new Error(`no click id to copy in the table (${label})`);
  return label.slice("Copy ".length);
};
