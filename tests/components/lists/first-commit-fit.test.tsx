/**
 * A list whose first commit already has its rows is fitted in that commit (src/ui/list/data-table.tsx).
 * The card's width came only from a ResizeObserver, whose report renders in a task after the frame is
 * painted: on a slow phone, where Conversions' answer came in before the first render ended, the table
 * was painted once with every column, its cells a letter wide, and then folded (a layout shift of 0.52
 * in Lighthouse's phone run). The room is now read with the first measure, in the same layout.
 *
 * happy-dom lays nothing out and its ResizeObserver never reports: the card is 300 px here, and a
 * column as wide as ten pixels per letter of its header (the measure reads the header cells' widths).
 */
import type { ColumnDef } from "@tanstack/react-table";
import { render, screen } from "@testing-library/react";
import { IntlProvider } from "react-intl";
import { expect, test, vi } from "vitest";
import { loadMessages } from "../../../src/i18n/locales";
import { DataTable } from "../../../src/ui/list/data-table";

interface Conversion {
  readonly id: string;
  readonly date: string;
  readonly source: string;
  readonly click: string;
  readonly payout: string;
}

const ROWS: Conversion[] = [1, 2, 3].map((n) => ({
  id: String(n),
  date: `2026-12-0${n} 09:33:43`,
  source: `#413${n} Lucky Spin Casino – Registration`,
  click: `7d7b067f38486bb${n}`,
  payout: `$0.6${n}`,
}));

const COLUMNS: ReadonlyArray<ColumnDef<Conversion, never>> = [
  { id: "date", header: "Date and time", accessorKey: "date", meta: { priority: 0 } },
  { id: "source", header: "Source", accessorKey: "source", meta: { priority: 3 } },
  { id: "click", header: "External click ID", accessorKey: "click", meta: { priority: 2 } },
  { id: "payout", header: "Payout", accessorKey: "payout", meta: { priority: 1 } },
];

test("a table whose first commit has its rows shows only the columns that fit, before the card's size is reported", async () => {
  const messages = await loadMessages("en");
  // The scrolling box, the card's inner width: the only element the table asks for its width.
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockImplementation(function (this: HTMLElement) {
    return this.classList.contains("overflow-x-auto") ? 300 : 0;
  });
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
    return { width: (this.textContent ?? "").length * 10 } as DOMRect;
  });
  render(
    <IntlProvider locale="en" messages={messages}>
      <DataTable label="Conversions" columns={COLUMNS} rows={ROWS} sort={null} onSort={() => {}} rowKey={(row) => row.id} />
    </IntlProvider>,
  );
  const table = screen.getByRole("table", { name: "Conversions" });
  const fold = document.querySelector(`style`)!.textContent!;
  const foldedOut = (column: string) => fold.includes(`[data-column="${column}"]{display:none}`);
  // The date (130 px), the payout (60) and the Details toggle (48) fit in 300 px; the click ID (170) and
  // the source, of a lower priority, go under Details.
  expect(["date", "payout", "click", "source"].map(foldedOut)).toEqual([false, false, true, true]);
  expect(fold).not.toContain("[data-toggle]{display:none}");
  expect(table.hidden).toBe(false);
  expect(screen.getAllByRole("button", { name: /Details/ })).toHaveLength(ROWS.length);
});
