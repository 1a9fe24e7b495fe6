/**
 * A report link's unknown tab corrected in place without a history entry (issue 25.11). A grouping the
 * chooser does not offer and the custom landing filter: tests/components/lists/reports-links.test.tsx.
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
