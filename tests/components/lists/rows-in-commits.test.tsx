/**
 * A table that fills with many rows mounts them a commit at a time (docs/decisions/071-rows-in-commits.md):
 * a screenful first, 25 more in each next commit, each commit in a task of its own, and the table is
 * busy until the last. The next answer updates the mounted rows in place, a screenful a commit too:
 * the rows it has not reached yet stay mounted but hidden, showing nothing of the last answer.
 *
 * On a small screen the first commit is a phone's screenful, 12 rows.
 *
 * Rendered outside Testing Library's `act`, which would run every commit before it returned: a
 * MutationObserver sees each commit as the browser would.
 */
import type { ColumnDef } from "@tanstack/react-table";
import type { DetachedWindowAPI } from "happy-dom";
import { useEffect } from "react";
import { createRoot } from "react-dom/client";
import { IntlProvider } from "react-intl";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { loadMessages } from "../../../src/i18n/locales";
import { DataTable } from "../../../src/ui/list/data-table";

interface Item {
  readonly id: string;
  readonly name: string;
}

const columns: ReadonlyArray<ColumnDef<Item, never>> = [{ id: "name", header: "Name", accessorKey: "name" }];
/** An answer's rows: each answer's own (its keys are its prefix's), as a sort or the next page brings. */
const items = (count: number, prefix: string): Item[] =>
  Array.from({ length: count }, (_, i) => ({ id: `${prefix}-${i + 1}`, name: `${prefix} ${i + 1}` }));

const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
beforeEach(() => void ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false));
afterEach(() => void ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment));
const happyDOM = (window as unknown as { happyDOM: DetachedWindowAPI }).happyDOM;
afterEach(() => happyDOM.setViewport({ width: 1024, height: 768 }));

/** Calls `onCommit` once its render is committed. */
const Rendered = ({ onCommit }: { onCommit: () => void }) => {
  useEffect(onCommit);
  return null;
};

/** Renders the table into the document and records what each commit left: rows mounted/shown, busy. */
const watched = async () => {
  const messages = await loadMessages("en");
  const host = document.body.appendChild(document.createElement("div"));
  const root = createRoot(host);
  const commits: string[] = [];
  const seen = { latest: "" };
  const observer = new MutationObserver(() => {
    const element = host.querySelector("table");
    const rows = [...(element?.querySelector("tbody")?.querySelectorAll("tr") ?? [])];
    // Mounted/shown, busy; and a row of the last answer that shows (there must be none).
    const stale = rows.find((row) => !row.hidden && !row.textContent?.startsWith(seen.latest));
    const state = `${rows.length}/${rows.filter((row) => !row.hidden).length} ${element?.getAttribute("aria-busy")}${stale ? ` shows ${stale.textContent}` : ""}`;
    if (commits.at(-1) !== state) commits.push(state);
  });
  observer.observe(host, { subtree: true, childList: true, attributes: true, characterData: true });
  /** The table with `count` rows named "<prefix> <n>" (new objects each time), and what hears its commit. */
  const table = (count: number, prefix: string, onCommit?: () => void) => (
    <IntlProvider locale="en" messages={messages}>
      <DataTable
        label="Items"
        columns={columns}
        rows={items(count, prefix)}
        sort={null}
        onSort={() => undefined}
        rowKey={(row) => row.id}
      />
      {onCommit && <Rendered onCommit={onCommit} />}
    </IntlProvider>
  );
  return {
    host,
    commits,
    /** Renders `count` rows named "<prefix> <n>" and waits for the commit that shows the last of them. */
    show: async (count: number, prefix: string, last: string) => {
      commits.length = 0;
      seen.latest = prefix;
      root.render(table(count, prefix));
      await vi.waitFor(() => expect(commits.at(-1)).toBe(last));
      return [...commits];
    },
    /**
     * Renders the same rows again in a new array and waits for that render's commit: a refill would
     * have hidden rows in that very commit (the observer hears it before the commit's effects run).
     */
    again: async (count: number, prefix: string) => {
      commits.length = 0;
      await new Promise<void>((done) => root.render(table(count, prefix, done)));
    },
    /** The body's rows are the elements `before` holds, position by position. */
    sameRows: (before: ReadonlyArray<Element>) => [...host.querySelectorAll("tbody tr")].every((row, index) => row === before[index]),
    done: () => {
      observer.disconnect();
      root.unmount();
      host.remove();
    },
  };
};

test("60 rows: mounted 25, 50, then 60, busy until the last; the next 60 update them in place 25 a commit, the rest hidden till then; 30 after them drop the last", async () => {
  const table = await watched();
  try {
    expect(await table.show(60, "First", "60/60 false")).toEqual(["25/25 true", "50/50 true", "60/60 false"]);
    const before = [...table.host.querySelectorAll("tbody tr")];
    expect(await table.show(60, "Second", "60/60 false")).toEqual(["60/25 true", "60/50 true", "60/60 false"]);
    expect(table.sameRows(before)).toBe(true);
    expect(table.host.querySelectorAll("tbody tr")[59]?.textContent).toBe("Second 60");
    expect(await table.show(30, "Third", "30/30 false")).toEqual(["30/25 true", "30/30 false"]);
    expect(table.sameRows(before)).toBe(true);
    expect(table.host.querySelectorAll("tbody tr")[29]?.textContent).toBe("Third 30");
  } finally {
    table.done();
  }
});

test("the same rows in a new array (a page rendering again) are not a new answer: nothing is hidden or filled again", async () => {
  const table = await watched();
  try {
    expect(await table.show(60, "First", "60/60 false")).toEqual(["25/25 true", "50/50 true", "60/60 false"]);
    const before = [...table.host.querySelectorAll("tbody tr")];
    // The same ids and texts, new objects in a new array, as a page that builds its rows on each render.
    await table.again(60, "First");
    expect(table.commits).toEqual([]);
    expect(table.sameRows(before)).toBe(true);
  } finally {
    table.done();
  }
});

test("on a small screen an answer's first commit is 12 rows (a phone's screenful), then 25 a commit", async () => {
  happyDOM.setViewport({ width: 412, height: 823 });
  const table = await watched();
  try {
    expect(await table.show(60, "First", "60/60 false")).toEqual(["12/12 true", "37/37 true", "60/60 false"]);
    expect(await table.show(60, "Second", "60/60 false")).toEqual(["60/12 true", "60/37 true", "60/60 false"]);
  } finally {
    table.done();
  }
});
