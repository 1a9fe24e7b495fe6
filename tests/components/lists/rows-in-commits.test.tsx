/**
 * A table that fills with many rows mounts them a commit at a time (docs/decisions/071-rows-in-commits.md):
 * a screenful first, 25 more in each next commit, each commit in a task of its own, and the table is
 * busy until the last. The next answer updates the mounted rows in place, in one commit.
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

test("60 rows: mounted 25, 50, then 60, busy until the last; the next 60 update them in place in one commit", async () => {
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
  const observer = new MutationObserver(() => {
    const element = host.querySelector("table");
    const state = `${element?.querySelector("tbody")?.querySelectorAll("tr").length ?? 0} ${element?.getAttribute("aria-busy")}`;
    if (commits.at(-1) !== state) commits.push(state);
  });
  observer.observe(host, { subtree: true, childList: true, attributes: true, characterData: true });
  try {
    root.render(table(items(60, "First")));
    await vi.waitFor(() => expect(host.querySelector("table")?.getAttribute("aria-busy")).toBe("false"));
    expect(commits).toEqual(["25 true", "50 true", "60 false"]);

    const firstRow = host.querySelector("tbody tr");
    commits.length = 0;
    root.render(table(items(60, "Second")));
    await vi.waitFor(() => expect(host.querySelector("tbody tr")?.textContent).toBe("Second 1"));
    expect(commits).toEqual(["60 false"]);
    expect(host.querySelector("tbody tr")).toBe(firstRow);
    expect(host.querySelector("tbody")?.querySelectorAll("tr")[59]?.textContent).toBe("Second 60");
  } finally {
    observer.disconnect();
    root.unmount();
    host.remove();
  }
});
