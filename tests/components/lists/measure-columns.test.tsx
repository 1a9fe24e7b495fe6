/**
 * A small screen's columns are measured on a copy of a few cells (decision 073): per column the cells
 * with the longest text, under their own header, the table itself untouched. happy-dom lays nothing
 * out, so a cell's "width" here is ten pixels per letter of the longest text in its column of the copy
 * (what a layout gives a one-line column): a cell put under the wrong header, or left out, changes it.
 */
import { afterEach, expect, test, vi } from "vitest";
import { longestCells, measureColumns } from "../../../src/ui/list/measure-columns";

const tableOf = (headers: ReadonlyArray<{ id: string; text: string; priority?: number; action?: boolean }>, rows: string[][]) => {
  const table = document.createElement("table");
  table.className = "w-full text-sm";
  table.setAttribute("aria-label", "Items");
  // What the table carries while its first measure is taken: its fold's name, and not shown.
  table.dataset.fit = "t1";
  table.hidden = true;
  const head = table.appendChild(document.createElement("thead"));
  head.className = "uppercase";
  const headRow = head.appendChild(document.createElement("tr"));
  headRow.appendChild(Object.assign(document.createElement("th"), { textContent: "" })).dataset.toggle = "";
  for (const header of headers) {
    const th = headRow.appendChild(document.createElement("th"));
    th.textContent = header.text;
    th.dataset.column = header.id;
    if (header.priority !== undefined) th.dataset.priority = String(header.priority);
    if (header.action) th.dataset.action = "true";
  }
  const body = table.appendChild(document.createElement("tbody"));
  for (const [index, texts] of rows.entries()) {
    const row = body.appendChild(document.createElement("tr"));
    row.appendChild(document.createElement("td")).dataset.toggle = "";
    texts.forEach((text, column) => {
      const td = row.appendChild(document.createElement("td"));
      td.dataset.column = headers[column]!.id;
      td.innerHTML = `<span id="cell-${index}-${column}">${text}</span>`;
    });
  }
  const scroller = document.body.appendChild(document.createElement("div"));
  scroller.appendChild(table);
  return table;
};

const body = (table: HTMLTableElement) => table.querySelector("tbody")!;

afterEach(() => void document.body.replaceChildren());

test("longestCells: per column the three cells with the longest text, longest first, the first of equals", () => {
  const table = tableOf(
    [
      { id: "name", text: "Name" },
      { id: "city", text: "City" },
    ],
    [
      ["ab", "Paris"],
      ["abcd", "Rome"],
      ["a", "Lisbon"],
      ["wxyz", "Oslo"],
      ["abc", "Kyiv"],
    ],
  );
  const picked = longestCells(body(table));
  expect([...picked.keys()]).toEqual(["name", "city"]);
  expect(picked.get("name")!.map((cell) => cell.textContent)).toEqual(["abcd", "wxyz", "abc"]);
  expect(picked.get("city")!.map((cell) => cell.textContent)).toEqual(["Lisbon", "Paris", "Rome"]);
  expect(
    longestCells(body(table), 1)
      .get("city")!
      .map((cell) => cell.textContent),
  ).toEqual(["Lisbon"]);
});

test("measureColumns: each column as wide as its header or its longest cell, the main and action columns kept, the table untouched", () => {
  const table = tableOf(
    [
      { id: "id", text: "ID" },
      { id: "name", text: "Name", priority: 0 },
      { id: "status", text: "Status", priority: 1 },
      { id: "actions", text: "", action: true },
    ],
    [
      ["1", "Short", "ok", "Go"],
      ["22", "A much longer name", "declined", "Go"],
      ["333", "Mid name", "pending", "Go"],
      ["4444", "x", "ok", "Go"],
      ["5", "Another long name", "ok", "Go"],
    ],
  );
  const before = table.outerHTML;
  // Ten pixels per letter of the longest text in the measured cell's column of the copy.
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
    const cell = this as HTMLTableCellElement;
    const copy = cell.closest("table")!;
    expect(copy).not.toBe(table);
    expect(copy.getAttributeNames().sort()).toEqual(["aria-hidden", "class"]);
    expect(copy.getAttribute("aria-hidden")).toBe("true");
    expect(copy.className).toContain("w-max");
    expect(copy.className).not.toContain("w-full");
    expect(copy.querySelector("thead")!.className).toBe("uppercase");
    expect(copy.querySelector("[id]")).toBeNull();
    const column = [...cell.parentElement!.children].indexOf(cell);
    const longest = Math.max(...[...copy.querySelectorAll("tr")].map((row) => row.children[column]?.textContent?.length ?? 0));
    return { width: longest * 10 } as DOMRect;
  });
  expect(measureColumns(table)).toEqual([
    { id: "id", width: 40, keep: false, priority: undefined },
    { id: "name", width: 180, keep: true, priority: 0 },
    { id: "status", width: 80, keep: false, priority: 1 },
    { id: "actions", width: 20, keep: true, priority: undefined },
  ]);
  // The copy is gone and the table is as it was.
  expect(document.querySelectorAll("table")).toHaveLength(1);
  expect(table.outerHTML).toBe(before);
});

test("measureColumns: a table without rows measures its headers; without a priority 0 the first column is the main one", () => {
  const table = tableOf(
    [
      { id: "date", text: "Date" },
      { id: "amount", text: "Amount" },
    ],
    [],
  );
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
    return { width: (this.textContent?.length ?? 0) * 10 } as DOMRect;
  });
  expect(measureColumns(table)).toEqual([
    { id: "date", width: 40, keep: true, priority: undefined },
    { id: "amount", width: 60, keep: false, priority: undefined },
  ]);
});

test("measureColumns: a folded column's copy under another's cell (`data-under`) is not that column's width (issue 35 item 11)", () => {
  const table = tableOf(
    [
      { id: "period", text: "Period" },
      { id: "amount", text: "Amount", priority: 1 },
      { id: "status", text: "Status", priority: 2 },
    ],
    [
      ["2026-11-16", "$2,406.32", "Processing"],
      ["2026-11-09", "$1.00", "Paid"],
    ],
  );
  for (const cell of table.querySelectorAll<HTMLElement>('tbody td[data-column="amount"]'))
    cell.insertAdjacentHTML("beforeend", '<div data-under="status">Processing, and far longer</div>');
  const before = table.outerHTML;
  // Ten pixels per letter of the cell's text in the copy.
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
    const cell = this as HTMLTableCellElement;
    const column = [...cell.parentElement!.children].indexOf(cell);
    return {
      width:
        Math.max(...[...cell.closest("table")!.querySelectorAll("tr")].map((row) => row.children[column]?.textContent?.length ?? 0)) * 10,
    } as DOMRect;
  });
  expect(measureColumns(table).map(({ id, width }) => [id, width])).toEqual([
    ["period", 100],
    ["amount", 90],
    ["status", 100],
  ]);
  expect(table.outerHTML).toBe(before);
});
