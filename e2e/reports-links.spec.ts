/**
 * A report link's wrong values are corrected in place (issue 25.11): an unknown tab, a grouping the
 * chooser does not offer. The custom landing filter of ROLE_CUSTOM_LANDINGS (issue 26.5).
 */
import { expect, test } from "./fixtures";
import { signIn } from "./helpers";

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test("?selectedTab=bogus shows Summary and the URL loses the bogus tab, without a history entry", async ({ page }) => {
  await page.goto("/publisher/dashboard");
  await page.goto("/publisher/reports?selectedTab=bogus&groupBy=country");
  await expect(page.getByRole("tab", { name: "Summary" })).toHaveAttribute("aria-selected", "true");
  await expect.poll(() => new URL(page.url()).searchParams.get("selectedTab")).toBeNull();
  expect(new URL(page.url()).searchParams.get("groupBy")).toBe("country");
  // Replaced, not pushed: Back leaves the reports.
  await page.goBack();
  await expect(page).toHaveURL(/\/publisher\/dashboard$/);
});

test("?groupBy=hour falls back to date: no raw option, the URL corrected", async ({ page }) => {
  await page.goto("/publisher/reports?groupBy=hour");
  await expect(page.getByText("The link's grouping is not available here, so the report is grouped by date.")).toBeVisible();
  await expect.poll(() => new URL(page.url()).searchParams.get("groupBy")).toBeNull();
  await expect(page.getByLabel("Group by")).toHaveValue("date");
  expect(await page.getByLabel("Group by").locator("option").allTextContents()).not.toContain("hour");
});

test("the landing filter: in the drawer with ROLE_CUSTOM_LANDINGS, in the URL, and it narrows the report", async ({ page }) => {
  await page.goto("/publisher/reports?groupBy=landing");
  const table = page.getByRole("table", { name: "Summary" });
  await expect(table).toHaveAttribute("aria-busy", "false");
  const first = (await table.getByRole("row").filter({ hasText: /#\d+ / }).first().textContent())!;
  const id = /#(\d+)/.exec(first)![1]!;
  await page.getByRole("button", { name: "Filters" }).click();
  const drawer = page.getByRole("dialog", { name: "Filters" });
  await drawer.getByLabel("Landing", { exact: true }).fill(id);
  await drawer.getByRole("button", { name: "Save" }).click();
  await expect(drawer).toBeHidden();
  expect(new URL(page.url()).searchParams.get("landing")).toBe(id);
  await expect(table).toHaveAttribute("aria-busy", "false");
  await expect(table.getByRole("row").filter({ hasText: /#\d+ / })).toHaveText([new RegExp(`#${id} `)]);
});
