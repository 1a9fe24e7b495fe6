/**
 * A list's cells and headers are kept across renders of the page that holds them: most pages build
 * their columns anew on each render (their cells close over the page's state), and TanStack's
 * `flexRender` mounted each new template function as a new component, so every render of the page
 * replaced every cell. A row's button then went from under a click (the click that landed on the
 * old one was lost: the postbacks' "Edit" and "Delete" in a busy run) and from under the keyboard's
 * focus. `renderTemplate` calls the templates instead (src/ui/list/table-rows.tsx).
 */
import { render, screen } from "@testing-library/react";
import type { ColumnDef } from "@tanstack/react-table";
import { useState } from "react";
import { IntlProvider } from "react-intl";
import { expect, test } from "vitest";
import { loadMessages } from "../../../src/i18n/locales";
import { DataTable } from "../../../src/ui/list/data-table";
import { newUser } from "../render";

interface Item {
  readonly id: string;
  readonly name: string;
}
const ITEMS: Item[] = [
  { id: "1", name: "First" },
  { id: "2", name: "Second" },
];

/** A page whose columns are new on each render, and a button outside the table that renders it again. */
const Page = () => {
  const [renders, setRenders] = useState(0);
  const columns: ReadonlyArray<ColumnDef<Item, never>> = [
    { id: "name", header: () => <span>Name ({renders})</span>, accessorKey: "name" },
    {
      id: "actions",
      header: () => "Actions",
      cell: (c) => (
        <button type="button" onClick={() => setRenders((n) => n + 1)}>
          Edit {c.row.original.name}
        </button>
      ),
    },
  ];
  return (
    <>
      <DataTable label="Items" columns={columns} rows={ITEMS} sort={null} onSort={() => undefined} rowKey={(row) => row.id} />
      <button type="button" onClick={() => setRenders((n) => n + 1)}>
        Again
      </button>
    </>
  );
};

test("a row's button is the same element, and keeps the focus, after the page renders again with new columns", async () => {
  const messages = await loadMessages("en");
  const user = newUser();
  render(
    <IntlProvider locale="en" messages={messages}>
      <Page />
    </IntlProvider>,
  );
  const edit = await screen.findByRole("button", { name: "Edit Second" });
  edit.focus();
  await user.click(screen.getByRole("button", { name: "Again" }));
  await screen.findByRole("columnheader", { name: "Name (1)" });
  expect(edit.isConnected).toBe(true);
  // The click itself renders the page again: the button it landed on stays, with the focus.
  await user.click(edit);
  await screen.findByRole("columnheader", { name: "Name (2)" });
  expect(edit.isConnected).toBe(true);
  expect(document.activeElement).toBe(edit);
});
