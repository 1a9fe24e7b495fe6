/**
 * Saved report views and column choices follow the publisher (issue 27.4, decision 061): saved in one
 * browser, they are there in a second one with fresh storage, and after a logout (which empties the
 * journal, decision 013) and signing in again; a change made in the second browser reaches the first.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signIn, signInThroughForm } from "./helpers";

const summary = (page: Page) => page.getByRole("table", { name: "Summary" });
const header = (page: Page, name: string) => summary(page).getByRole("columnheader", { name, exact: true });

const openReport = async (page: Page, query = "selectedTab=summary") => {
  await page.goto(`/publisher/reports?${query}`);
  await expect(page.locator("tfoot").first()).toContainText("Total");
  await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
};

const storageText = (page: Page) =>
  page.evaluate(() => Array.from({ length: localStorage.length }, (_, i) => localStorage.getItem(localStorage.key(i)!) ?? "").join("\n"));

/** What the account holds, asked of the server with this page's session. */
const accountViews = async (page: Page) =>
  ((await (await page.request.get("/publisher/api/report_preferences")).json()).views as Array<{ name: string }>).map((v) => v.name);

test("a view saved in one browser is in another, and after logging out and in again", async ({ page, browser, baseURL }) => {
  await signIn(page);
  await openReport(page, "selectedTab=summary&groupBy=country");
  await page.getByRole("button", { name: /^Columns/ }).click();
  await page.getByRole("checkbox", { name: "Hits", exact: true }).click();
  await page.keyboard.press("Escape");
  await expect(header(page, "Hits")).toHaveCount(0);
  await page.getByRole("button", { name: "Save view" }).click();
  const dialog = page.getByRole("dialog", { name: "Save this report as a view" });
  await dialog.getByRole("textbox", { name: "Name" }).fill("Across browsers");
  await dialog.getByRole("textbox", { name: "Name" }).press("Enter");
  await expect(page.getByText("View “Across browsers” saved.")).toBeVisible();
  await expect.poll(() => accountViews(page)).toEqual(["Across browsers"]);

  // A second browser: its own, empty storage; the view and the column choice come from the account.
  const second = await browser.newContext({ baseURL });
  const other = await second.newPage();
  try {
    await signInThroughForm(other);
    expect(await storageText(other)).not.toContain("Across browsers");
    await openReport(other);
    const chip = other.getByRole("link", { name: "Across browsers" });
    await expect(chip).toBeVisible();
    await expect(header(other, "Clicks")).toBeVisible();
    await expect(header(other, "Hits")).toHaveCount(0);

    // Renamed there, it is renamed here at the next opening of the reports.
    await other.getByRole("button", { name: "Actions for Across browsers" }).click();
    await other.getByRole("menuitem", { name: "Rename" }).click();
    const rename = other.getByRole("dialog", { name: "Rename the view" });
    await rename.getByRole("textbox", { name: "Name" }).fill("Renamed elsewhere");
    await rename.getByRole("button", { name: "Rename" }).click();
    await expect(other.getByRole("link", { name: "Renamed elsewhere" })).toBeVisible();
    await expect.poll(() => accountViews(other)).toEqual(["Renamed elsewhere"]);
  } finally {
    await second.close();
  }
  await openReport(page);
  await expect(page.getByRole("link", { name: "Renamed elsewhere" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Across browsers" })).toHaveCount(0);

  // Logging out empties the journal (decision 013); signing in again brings the view back from the account.
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  expect(await storageText(page)).not.toContain("Renamed elsewhere");
  await signInThroughForm(page);
  await openReport(page);
  await expect(page.getByRole("link", { name: "Renamed elsewhere" })).toBeVisible();
  await expect(header(page, "Hits")).toHaveCount(0);
});
