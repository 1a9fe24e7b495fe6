/**
 * A table that fills with many rows mounts them a commit at a time (docs/decisions/071-rows-in-commits.md):
 * a screenful first, 25 more in each next commit, each commit in a task of its own, and the table is
 * busy until the last. The next answer updates the mounted rows in place, a screenful a commit too:
 * the rows it has not reached yet stay mounted but hidden, showing nothing of the last answer.
 *
 * Rendered outside Testing Library's `act`, which would run every commit before it returned: a
 * MutationObserver sees each commit as the browser would.
 */
import type { ColumnDef } from "@tanstack/react-table";
import { createRoot } from "react-dom/client";
import { IntlProvider } from "react-intl";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { loadMessages } from "../../../src/i18n/locales";
import { DataTable } from "../../../src/ui/list/data-table";

interface Item {
  readonly id: number;
  readonly name: string;
}

const columns: ReadonlyArray<ColumnDef<Item, never>> = [{ id: "name", header: "Name", accessorKey: "name" }];
const items = (count: number, prefix: string): Item[] => Array.from({ length: count }, (_, i) => ({ id: i, name: `${prefix} ${i + 1}` }));

const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
beforeEach(() => void ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false));
afterEach(() => void ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment));

test("60 rows: mounted 25, 50, then 60, busy until the last; the next 60 update them in place 25 a commit, the rest hidden till then; 30 after them drop the last", async () => {
  const messages = await loadMessages("en");
  const host = document.body.appendChild(document.createElement("div"));
  const root = createRoot(host);
  const table = (rows: Item[]) => (
    <IntlProvider locale="en" messages={messages}>
      <DataTable label="Items" columns={columns} rows={rows} sort={null} onSort={() => undefined} rowKey={(row) => String(row.id)} />
    </IntlProvider>
  );
  // What each commit left: the rows mounted and the table's busy state.
  const commits: string[] = [];
  let latest = "First";
  const observer = new MutationObserver(() => {
    const element = host.querySelector("table");
    const rows = [...(element?.querySelector("tbody")?.querySelectorAll("tr") ?? [])];
    // Mounted/shown, busy; and a row of the last answer that shows (there must be none).
    const stale = rows.find((row) => !row.hidden && !row.textContent?.startsWith(latest));
    const state = `${rows.length}/${rows.filter((row) => !row.hidden).length} ${element?.getAttribute("aria-busy")}${stale ? ` shows ${stale.textContent}` : ""}`;
    if (commits.at(-1) !== state) commits.push(state);
  });
  observer.observe(host, { subtree: true, childList: true, attributes: true, characterData: true });
  try {
    root.render(table(items(60, "First")));
    await vi.waitFor(() => expect(host.querySelector("table")?.getAttribute("aria-busy")).toBe("false"));
    expect(commits).toEqual(["25/25 true", "50/50 true", "60/60 false"]);

    const before = [...host.querySelectorAll("tbody tr")];
    commits.length = 0;
    latest = "Second";
    root.render(table(items(60, "Second")));
    await vi.waitFor(() => expect(commits.at(-1)).toBe("60/60 false"));
    expect(commits).toEqual(["60/25 true", "60/50 true", "60/60 false"]);
    const after = [...host.querySelectorAll("tbody tr")];
    expect(after.every((row, index) => row === before[index])).toBe(true);
    expect(after[59]?.textContent).toBe("Second 60");

    commits.length = 0;
    latest = "Third";
    root.render(table(items(30, "Third")));
    await vi.waitFor(() => expect(commits.at(-1)).toBe("30/30 false"));
    expect(commits).toEqual(["30/25 true", "30/30 false"]);
    expect([...host.querySelectorAll("tbody tr")].every((row, index) => row === before[index])).toBe(true);
    expect(host.querySelectorAll("tbody tr")[29]?.textContent).toBe("Third 30");
  } finally {
    observer.disconnect();
    root.unmount();
    host.remove();
  }
});
