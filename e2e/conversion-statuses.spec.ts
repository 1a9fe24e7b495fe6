/**
 * Conversion statuses in a browser (issue 27.1): the declined list and the Revenue report are
 * axe-clean and fit at 1440 and 767 px in light and dark (all conversions: a11y.spec.ts, pictured here). The status words, the filter, the
 * reasons and the one approval rate: tests/components/lists/conversion-statuses.test.tsx.
 */
import type { Page } from "@playwright/test";
import { type ColorScheme, forBothSchemes, inBothSchemes, switchScheme } from "./axe";
import { expect, test } from "./fixtures";
import { openConversions, signIn } from "./helpers";
import { expectNoOverflow, picture, PICTURE_SCHEMES, PICTURES, resize } from "./pictures";

const table = (page: Page) => page.getByRole("table", { name: "Conversions" });

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test("the statuses are axe-clean and fit in light and dark", async ({ page }) => {
  // Each page loads once: a width is a resize, a scheme a switch (axe at 1440, the fit at both widths).
  await page.setViewportSize({ width: 1440, height: 1000 });
  await openConversions(page, "?status=declined");
  for (const width of [1440, 767]) {
    await resize(page, width, 1000);
    const declined = async (colorScheme: ColorScheme) => {
      await expectNoOverflow(page, `declined at ${width} in ${colorScheme}`);
      if (!PICTURES) return;
      await picture(page, `conversion-statuses-${width}-${colorScheme}.png`, { fullPage: true });
      // The status column sits right of the payout: scrolled into view for the picture of it, and back.
      await table(page)
        .locator("tbody tr")
        .first()
        .evaluate((row) => row.querySelector("[data-status]")?.scrollIntoView({ inline: "center", block: "nearest" }));
      await picture(page, `conversion-statuses-scrolled-${width}-${colorScheme}.png`, { fullPage: true });
      await table(page).evaluate((element) => element.parentElement!.scrollTo({ left: 0 }));
      await page.evaluate(() => window.scrollTo({ top: 0 }));
    };
    if (width === 1440) expect(await inBothSchemes(page, "declined", { then: declined })).toEqual([]);
    else await forBothSchemes(page, declined);
  }
  // All conversions, pictured only: demo's Conversions at 1440 in both schemes is a11y.spec.ts's
  // "the conversions screen with demo".
  if (PICTURES) {
    await openConversions(page);
    for (const width of [767, 1440]) {
      await resize(page, width, 1000);
      for (const colorScheme of PICTURE_SCHEMES) {
        await switchScheme(page, colorScheme);
        await picture(page, `conversion-statuses-all-${width}-${colorScheme}.png`);
      }
    }
  }
  await resize(page, 1440, 1000);
  await page.goto("/publisher/reports?selectedTab=revenue");
  await expect(page.getByRole("table", { name: "Revenue" }).locator("tfoot")).toContainText("Total");
  for (const width of [1440, 767]) {
    await resize(page, width, 1000);
    const revenue = async (colorScheme: ColorScheme) => {
      await expectNoOverflow(page, `revenue at ${width} in ${colorScheme}`);
      await picture(page, `revenue-${width}-${colorScheme}.png`, { fullPage: true });
    };
    if (width === 1440) expect(await inBothSchemes(page, "revenue", { then: revenue })).toEqual([]);
    else await forBothSchemes(page, revenue);
  }
});
