/**
 * The browser's Back with typed work in a dialog (issue 35 item 1): a dialog's own Escape and outside
 * click ask "Discard your changes?" (component tests); Back would take the page and the dialog with it,
 * so it asks too. Keep editing stays with what was typed; Discard goes back.
 */
import { expect, test } from "./fixtures";
import { signIn } from "./helpers";

test("Back with a changed dialog open asks first; Keep editing keeps the typing, Discard goes back", async ({ page }) => {
  await signIn(page);
  await page.goto("/publisher/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await page.getByRole("navigation").getByRole("link", { name: "Domains" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Domains" })).toBeVisible();
  await page.getByRole("button", { name: "Add domain" }).click();
  const dialog = page.getByRole("dialog", { name: "Add domain" });
  await dialog.getByRole("textbox", { name: "Domain" }).fill("typed.example.com");

  await page.goBack();
  const ask = page.getByRole("alertdialog", { name: "Discard your changes?" });
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Keep editing" }).click();
  await expect(ask).toHaveCount(0);
  await expect(page).toHaveURL(/\/publisher\/domains$/);
  await expect(dialog.getByRole("textbox", { name: "Domain" })).toHaveValue("typed.example.com");

  await page.goBack();
  await ask.getByRole("button", { name: "Discard" }).click();
  await expect(page).toHaveURL(/\/publisher\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
});
