/**
 * Shared parts that no page uses yet, on the developers' UI kit page: the delete confirmation (spec 02
 * section 2) and the conversion rate (section 3). Moved from e2e/ui-kit.spec.ts (axe and pictures stay).
 */
import { screen, waitFor, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { renderRoute } from "../render";

const records = () => within(screen.getByRole("list", { name: "Delete confirmation" })).getAllByRole("listitem");

test('the delete confirmation asks "Are you ready to delete?", Cancel keeps, Delete deletes, a failure keeps the dialog', async () => {
  const { user } = await renderRoute("/__ui");
  expect(await screen.findByRole("heading", { level: 1, name: "UI kit" })).toBeTruthy();
  expect(records()).toHaveLength(3);

  const opener = screen.getByRole("button", { name: "Delete PayPal · jo***@example.com" });
  await user.click(opener);
  const dialog = await screen.findByRole("alertdialog", { name: "Are you ready to delete?" });
  expect(dialog.textContent).toContain("PayPal · jo***@example.com");
  // Cancel has the focus first: Enter or Escape never deletes by accident.
  await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Cancel" })));
  await user.keyboard("{Escape}");
  await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  await waitFor(() => expect(document.activeElement).toBe(opener));
  expect(records()).toHaveLength(3);

  await user.click(screen.getByLabelText("Make the next deletion fail"));
  await user.click(opener);
  const again = await screen.findByRole("alertdialog", { name: "Are you ready to delete?" });
  await user.click(within(again).getByRole("button", { name: "Delete" }));
  expect(within(again).getByRole("button", { name: "Deleting…" })).toHaveProperty("disabled", true);
  // The reason shows inside the dialog: the page behind it is inert while it is open.
  expect((await within(again).findByRole("alert")).textContent).toContain("Something went wrong");
  expect(screen.getByRole("alertdialog")).toBe(again);
  await waitFor(() => expect(within(again).getByRole("button", { name: "Delete" })).toHaveProperty("disabled", false));

  await user.click(within(again).getByRole("button", { name: "Delete" }));
  await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  expect(records()).toHaveLength(2);
  await waitFor(() =>
    expect(screen.getAllByRole("status").some((s) => s.textContent?.includes("PayPal · jo***@example.com deleted"))).toBe(true),
  );
});

for (const [locale, title] of [
  ["ru", "Вы уверены, что хотите удалить?"],
  ["uk", "Ви впевнені, що хочете видалити?"],
  ["zh", "确定要删除吗？"],
] as const) {
  test(`the delete confirmation speaks the interface language (${locale})`, async () => {
    const { user } = await renderRoute("/__ui", { locale });
    const first = within((await screen.findAllByRole("list"))[0]!).getAllByRole("button")[0]!;
    await user.click(first);
    expect(await screen.findByRole("alertdialog", { name: title })).toBeTruthy();
  });
}

test("the conversion rate reads 1 : N with a percentage, in the interface's numbers", async () => {
  await renderRoute("/__ui");
  const table = await screen.findByRole("table", { name: "Conversion rate" });
  const rows = within(table).getAllByRole("row");
  const column = within(rows[0]!)
    .getAllByRole("columnheader")
    .findIndex((th) => th.textContent === "Rate");
  expect(column).toBeGreaterThanOrEqual(0);
  const rate = (row: number) => within(rows[row]!).getAllByRole("cell")[column]!.textContent;
  expect(rate(1)).toMatch(/^1 : 123\.4\s*0\.81%$/);
  expect(rate(2)).toMatch(/^1 : 50\s*2%$/);
  expect(rate(3)).toMatch(/^1 : 0\.67\s*150%$/);
  expect(rate(4)).toMatch(/^—\s*0%$/);
  expect(rate(5)).toMatch(/^—\s*—$/);
});
