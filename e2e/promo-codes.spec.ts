/**
 * Promo codes on the Balance page in a browser (issue 11; docs/decisions/024): the panel with a message
 * passes axe in light and dark; screenshots. The field's messages, the server's texts, a good code and
 * the journal: tests/components/lists/promo-codes.test.tsx.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { picturesAt } from "./pictures";
import { inBothSchemes } from "./axe";
import { signIn } from "./helpers";

const openBalance = async (page: Page) => {
  await signIn(page);
  await page.goto("/publisher/balance");
  await expect(page.getByRole("heading", { level: 1, name: "Balance" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Transactions" })).toHaveAttribute("aria-busy", "false");
};

const panel = (page: Page) => page.getByRole("region", { name: "Promo codes" });

test("the panel with a message passes axe in light and dark; screenshots at 1440, 1023 and 767", async ({ page, allowErrors }) => {
  allowErrors(/^response 422 POST \/publisher\/api\/promo_codes/);
  // The message is shown once and checked in both schemes, switched live; widths (pictures only) are resizes.
  await openBalance(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await panel(page).getByLabel("Promo code").fill("SUMMER2026");
  await panel(page).getByRole("button", { name: "Activate" }).click();
  await expect(panel(page).getByText("This promo code has expired.")).toBeVisible();
  const found = await inBothSchemes(page, "the panel", {
    then: (colorScheme) => picturesAt(page, [1440, 1023, 767], (width) => `promo-codes-${width}-${colorScheme}.png`, { fullPage: true }),
  });
  expect(found).toEqual([]);
});
