/**
 * Promo codes on the Balance page (spec 02 sections 2, 5 and 7; issue 11; docs/decisions/024): the
 * field's messages, the server's 422 texts on the field (unknown, expired, already used), the
 * activated codes with their date and amount; a good code updates the balance in the header and on
 * the page at once and the new transaction is listed; the code never reaches the journal; axe and
 * screenshots in light and dark.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { picture } from "./pictures";
import { seriousViolations } from "./axe";
import { signIn } from "./helpers";
import { cellOf, columnTexts } from "./table";

const openBalance = async (page: Page) => {
  await signIn(page);
  await page.goto("/publisher/balance");
  await expect(page.getByRole("heading", { level: 1, name: "Balance" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Transactions" })).toHaveAttribute("aria-busy", "false");
};

const panel = (page: Page) => page.getByRole("region", { name: "Promo codes" });

test("the field's messages and the server's 422 texts on the field; what was typed stays", async ({ page, allowErrors }) => {
  allowErrors(/^response 422 POST \/publisher\/api\/promo_codes/);
  await openBalance(page);
  const field = panel(page).getByLabel("Promo code");
  const activate = panel(page).getByRole("button", { name: "Activate" });
  await activate.click();
  await expect(panel(page).getByText("Code is required")).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await field.fill("   ");
  await expect(panel(page).getByText("Code is required")).toHaveCount(0);
  await activate.click();
  await expect(panel(page).getByText("Code should not be blank")).toBeVisible();

  for (const [code, message] of [
    ["NOPE2026", "This promo code does not exist."],
    ["SUMMER2026", "This promo code has expired."],
    ["spring25", "This promo code has already been used."],
  ] as const) {
    await field.fill(code);
    await activate.click();
    await expect(panel(page).getByText(message)).toBeVisible();
    await expect(field).toHaveValue(code);
  }
  // Nothing was credited.
  await expect(page.getByRole("region", { name: "Current balance" })).toContainText("$12,345.67");
});

test("a good code: the header and the page show the new balance at once, the code and the transaction are listed", async ({ page }) => {
  await openBalance(page);
  const codes = panel(page).getByRole("table", { name: "Activated codes" });
  expect(await columnTexts(codes, "Code")).toEqual(["SPRING25"]);
  await expect(await cellOf(codes.getByRole("row").nth(1), "Amount")).toHaveText("+$25.00");
  const header = page.getByRole("banner");
  await expect(header).toContainText("$12,345.67");

  await panel(page).getByLabel("Promo code").fill("welcome50");
  await panel(page).getByRole("button", { name: "Activate" }).click();
  await expect(page.getByText("Promo code WELCOME50 activated: $50.00 added to your balance.")).toBeVisible();
  await expect(panel(page).getByLabel("Promo code")).toHaveValue("");
  await expect(page.getByRole("region", { name: "Current balance" })).toContainText("$12,395.67");
  await expect(header).toContainText("$12,395.67");
  await expect.poll(() => columnTexts(codes, "Code")).toEqual(["WELCOME50", "SPRING25"]);
  const activated = codes.getByRole("row").nth(1);
  await expect(await cellOf(activated, "Amount")).toHaveText("+$50.00");
  await expect(await cellOf(activated, "Activated")).not.toBeEmpty();

  const transactions = page.getByRole("table", { name: "Transactions" });
  const credit = transactions.getByRole("row").filter({ hasText: "Promo code WELCOME50" });
  await expect(credit).toHaveCount(1);
  await expect(await cellOf(credit, "Amount")).toHaveText("+$50.00");
  await expect(await cellOf(credit, "Balance after")).toHaveText("$12,395.67");

  // A code goes to the server only: the stored journal never holds it.
  const stored = await page.evaluate(() => localStorage.getItem("publisher-portal.journal") ?? "");
  expect(stored.toUpperCase()).not.toContain("WELCOME50");
});

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`${colorScheme} scheme`, () => {
    test.use({ colorScheme });

    test("the panel with a message passes axe; screenshots at 1440, 1023 and 767", async ({ page, allowErrors }) => {
      allowErrors(/^response 422 POST \/publisher\/api\/promo_codes/);
      await openBalance(page);
      await panel(page).getByLabel("Promo code").fill("SUMMER2026");
      await panel(page).getByRole("button", { name: "Activate" }).click();
      await expect(panel(page).getByText("This promo code has expired.")).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      for (const width of [1440, 1023, 767]) {
        await page.setViewportSize({ width, height: 900 });
        await picture(page, `promo-codes-${width}-${colorScheme}.png`, { fullPage: true });
      }
    });
  });
}
