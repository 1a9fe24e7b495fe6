/**
 * Shared parts that no page uses yet, tested on the developers' UI kit page (served with the
 * inspector setting): the delete confirmation (spec 02 section 2) and the conversion rate (section 3).
 */
import { expect, test } from "./fixtures";
import { picture } from "./pictures";
import { seriousViolations } from "./axe";
import { cellOf } from "./table";

test('the delete confirmation asks "Are you ready to delete?", Cancel keeps, Delete deletes, a failure keeps the dialog', async ({
  page,
}) => {
  await page.goto("/publisher/__ui");
  await expect(page.getByRole("heading", { level: 1, name: "UI kit" })).toBeVisible();
  const records = page.getByRole("list", { name: "Delete confirmation" }).getByRole("listitem");
  await expect(records).toHaveCount(3);

  const opener = page.getByRole("button", { name: "Delete PayPal · jo***@example.com" });
  await opener.click();
  const dialog = page.getByRole("alertdialog", { name: "Are you ready to delete?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("PayPal · jo***@example.com");
  // Cancel has the focus first: Enter or Escape never deletes by accident.
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(records).toHaveCount(3);

  await page.getByLabel("Make the next deletion fail").check();
  await opener.click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(dialog.getByRole("button", { name: "Deleting…" })).toBeDisabled();
  // The reason shows inside the dialog: the page behind it is inert while it is open.
  await expect(dialog.getByRole("alert")).toContainText("Something went wrong");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Delete" })).toBeEnabled();

  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(dialog).toBeHidden();
  await expect(records).toHaveCount(2);
  await expect(page.getByRole("status").filter({ hasText: "PayPal · jo***@example.com deleted" })).toBeVisible();
});

test("the delete confirmation speaks the interface language", async ({ page, context, baseURL }) => {
  for (const [locale, title] of [
    ["ru", "Вы уверены, что хотите удалить?"],
    ["uk", "Ви впевнені, що хочете видалити?"],
    ["zh", "确定要删除吗？"],
  ] as const) {
    await context.addCookies([{ name: "_locale", value: locale, url: `${baseURL}/publisher/` }]);
    await page.goto("/publisher/__ui");
    await page.getByRole("list").first().getByRole("button").first().click();
    await expect(page.getByRole("alertdialog", { name: title })).toBeVisible();
    await page.keyboard.press("Escape");
  }
});

test("the conversion rate reads 1 : N with a percentage, in the interface's numbers", async ({ page }) => {
  await page.goto("/publisher/__ui");
  const rows = page.getByRole("table", { name: "Conversion rate" }).getByRole("row");
  await expect(await cellOf(rows.nth(1), "Rate")).toHaveText(/^1 : 123\.4\s*0\.81%$/);
  await expect(await cellOf(rows.nth(2), "Rate")).toHaveText(/^1 : 50\s*2%$/);
  await expect(await cellOf(rows.nth(3), "Rate")).toHaveText(/^1 : 0\.67\s*150%$/);
  await expect(await cellOf(rows.nth(4), "Rate")).toHaveText(/^—\s*0%$/);
  await expect(await cellOf(rows.nth(5), "Rate")).toHaveText(/^—\s*—$/);
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`the UI kit and its dialog: axe finds nothing serious; pictured (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto("/publisher/__ui");
    await page.getByRole("button", { name: "Delete PayPal · jo***@example.com" }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    for (const width of [1440, 767]) {
      await page.setViewportSize({ width, height: 900 });
      await picture(page, `ui-kit-${width}-${colorScheme}.png`);
    }
  });
}
