import type { FitColumn } from "./fit-columns";

/**
 * How many of a column's cells stand for it when its one-line width is measured: those with the
 * longest text. Text length only ranks the candidates; their widths come from the layout.
 */
export const CANDIDATES = 3;

/** A section's rows and a row's cells (by their children: a DOM without the table collections has these). */
const rowsOf = (section: HTMLTableSectionElement) =>
  [...section.children].filter((row): row is HTMLTableRowElement => row.tagName === "TR");
const cellsOf = (row: HTMLTableRowElement) =>
  [...row.children].filter((cell): cell is HTMLTableCellElement => cell.tagName === "TD" || cell.tagName === "TH");

/**
 * The cells of a body that stand for each column: per `data-column` id, the `count` cells with the
 * longest text (longest first; of equal ones the first). Cells without `data-column` (the disclosure's,
 * a details row's) are not a column's.
 */
export const longestCells = (
  body: HTMLTableSectionElement,
  count = CANDIDATES,
): ReadonlyMap<string, ReadonlyArray<HTMLTableCellElement>> => {
  const ranked = new Map<string, Array<{ cell: HTMLTableCellElement; length: number }>>();
  for (const row of rowsOf(body)) {
    for (const cell of cellsOf(row)) {
      const id = cell.dataset.column;
      if (id === undefined) continue;
      const length = cell.textContent?.length ?? 0;
      const list = ranked.get(id) ?? [];
      if (list.length < count || length > list.at(-1)!.length) {
        let at = list.length;
        while (at > 0 && list[at - 1]!.length < length) at--;
        list.splice(at, 0, { cell, length });
        if (list.length > count) list.pop();
      }
      ranked.set(id, list);
    }
  }
  return new Map([...ranked].map(([id, list]) => [id, list.map(({ cell }) => cell)]));
};

/**
 * Each column's one-line (max-content) width, measured on a copy of the table that holds only its
 * header and, per column, the cells with the longest text (`longestCells`): laid out on its own,
 * invisible, beside the table, and removed at once. The table itself is not changed, so what it shows
 * is not laid out again for the measure, and a table of 100 rows costs the layout of a few
 * (decision 073). The main column (`data-priority="0"`, else the first) and an action column
 * (`data-action`) are kept; the disclosure's column (`data-toggle`) is left out.
 */
export const measureColumns = (table: HTMLTableElement): ReadonlyArray<FitColumn> => {
  const head = table.querySelector<HTMLTableSectionElement>(":scope > thead");
  const headerRow = head && rowsOf(head)[0];
  const body = table.querySelector<HTMLTableSectionElement>(":scope > tbody");
  if (!headerRow) return [];
  const headers = cellsOf(headerRow).filter((cell) => cell.dataset.column !== undefined);
  const copy = table.cloneNode(false) as HTMLTableElement;
  for (const name of [...copy.getAttributeNames()]) if (name !== "class") copy.removeAttribute(name);
  copy.setAttribute("aria-hidden", "true");
  copy.classList.remove("w-full");
  copy.classList.add("w-max", "invisible", "absolute", "left-0", "top-0", "pointer-events-none");
  // The sections and rows shallow, for their classes (the header's letters are smaller and capitals).
  const copiedHead = copy.appendChild(head.cloneNode(false)).appendChild(headerRow.cloneNode(false));
  const copiedHeaders = headers.map((cell) => copiedHead.appendChild(cell.cloneNode(true) as HTMLTableCellElement));
  const firstRow = body && rowsOf(body)[0];
  const candidates = body ? longestCells(body) : new Map<string, ReadonlyArray<HTMLTableCellElement>>();
  if (body && firstRow) {
    const copiedBody = copy.appendChild(body.cloneNode(false) as HTMLElement);
    copiedBody.hidden = false;
    const depth = Math.max(...[...candidates.values()].map((cells) => cells.length));
    for (let index = 0; index < depth; index++) {
      const row = copiedBody.appendChild(firstRow.cloneNode(false));
      for (const header of headers) {
        const cell = candidates.get(header.dataset.column!)?.[index];
        row.appendChild(cell ? cell.cloneNode(true) : document.createElement("td"));
      }
    }
  }
  // No id is repeated in the document, and nothing in the copy is focusable or named twice.
  for (const element of copy.querySelectorAll("[id]")) element.removeAttribute("id");
  // A column's width is its own cells': not the cells of a folded column shown under them (`meta.under`).
  for (const element of copy.querySelectorAll("[data-under]")) element.remove();
  table.after(copy);
  const main = Math.max(
    0,
    headers.findIndex((cell) => cell.dataset.priority === "0"),
  );
  const widths = copiedHeaders.map((cell) => cell.getBoundingClientRect().width);
  copy.remove();
  return headers.map((cell, index) => ({
    id: cell.dataset.column!,
    width: widths[index]!,
    keep: index === main || cell.dataset.action !== undefined,
    priority: cell.dataset.priority === undefined ? undefined : Number(cell.dataset.priority),
  }));
};
