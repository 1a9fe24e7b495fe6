/**
 * Conversion statuses in a browser (issue 27.1): the declined list, all conversions and the Revenue
 * report are axe-clean and fit at 1440 and 767 px in light and dark. The status words, the filter, the
 * reasons and the one approval rate: tests/components/lists/conversion-statuses.test.tsx.
 */
import type { Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { openConversions, signIn } from "./helpers";
import { expectNoOverflow, picture, pictureWidths } from "./pictures";

const table = (page: Page) => page.getByRole("table", { name: "Conversions" });

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test("the statuses are axe-clean and fit in light and dark", async ({ page }) => {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of pictureWidths([1440, 767])) {
      await page.setViewportSize({ width, height: 1000 });
      await openConversions(page, "?status=declined");
      await expectNoOverflow(page, `declined at ${width}`);
      if (width === 1440) expect(await seriousViolations(page), colorScheme).toEqual([]);
      await picture(page, `conversion-statuses-${width}-${colorScheme}.png`, { fullPage: true });
      // The status column sits right of the payout: scrolled into view for the picture of it.
      await table(page)
        .locator("tbody tr")
        .first()
        .evaluate((row) => row.querySelector("[data-status]")?.scrollIntoView({ inline: "center", block: "nearest" }));
      await picture(page, `conversion-statuses-scrolled-${width}-${colorScheme}.png`, { fullPage: true });
      await openConversions(page);
      if (width === 1440) expect(await seriousViolations(page), `${colorScheme} all`).toEqual([]);
      await picture(page, `conversion-statuses-all-${width}-${colorScheme}.png`);
      await page.goto("/publisher/reports?selectedTab=revenue");
      await expect(page.getByRole("table", { name: "Revenue" }).locator("tfoot")).toContainText("Total");
      await expectNoOverflow(page, `revenue at ${width}`);
      if (width === 1440) expect(await seriousViolations(page), `${colorScheme} revenue`).toEqual([]);
      await picture(page, `revenue-${width}-${colorScheme}.png`, { fullPage: true });
    }
  }
});
