/**
 * Shared parts that no page uses yet, on the developers' UI kit page (served with the inspector
 * setting): the delete confirmation (spec 02 section 2) and the conversion rate (section 3). Here: axe
 * and pictures of the page with its dialog open, light and dark; what they say and do is
 * tests/components/shell/ui-kit.test.tsx.
 */
import { expect, test } from "./fixtures";
import { picture } from "./pictures";
import { seriousViolations } from "./axe";

test("the UI kit and its dialog: axe finds nothing serious; pictured, light and dark", async ({ page }) => {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/publisher/__ui");
    await page.getByRole("button", { name: "Delete PayPal · jo***@example.com" }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    expect(await seriousViolations(page), colorScheme).toEqual([]);
    for (const width of [1440, 767]) {
      await page.setViewportSize({ width, height: 900 });
      await picture(page, `ui-kit-${width}-${colorScheme}.png`);
    }
  }
});
