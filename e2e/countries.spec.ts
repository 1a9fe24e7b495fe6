/**
 * The country picker in a browser (issue 26.6): open in the drawer it passes axe in light and dark and
 * nothing overflows at 1440 and 767 px. Its search, choices and languages, and the offers' devices:
 * tests/components/lists/countries.test.tsx.
 */
import type { Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { signIn } from "./helpers";
import { expectNoOverflow, picture } from "./pictures";

const openDrawer = async (page: Page, path: string) => {
  await page.goto(path);
  await page.getByRole("button", { name: "Filters" }).click();
  const drawer = page.getByRole("dialog", { name: "Filters" });
  await expect(drawer).toBeVisible();
  return drawer;
};

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test("the open picker passes axe in light and dark; pictures at 1440 and 767", async ({ page }) => {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 1440, height: 900 });
    const drawer = await openDrawer(page, "/publisher/conversions?country=DE");
    await drawer.getByRole("combobox", { name: "Country" }).click();
    await expect(drawer.getByRole("group", { name: "Popular countries" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    for (const width of [1440, 767]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoOverflow(page, "the drawer");
      await picture(page, `country-picker-${width}-${colorScheme}.png`);
    }
  }
});
