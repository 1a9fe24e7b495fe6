/**
 * The country picker in a browser (issue 26.6): open in the drawer it passes axe in light and dark and
 * nothing overflows at 1440 and 767 px. Its search, choices and languages, and the offers' devices:
 * tests/components/lists/countries.test.tsx.
 */
import type { Page } from "@playwright/test";
import { inBothSchemes } from "./axe";
import { expect, test } from "./fixtures";
import { signIn } from "./helpers";
import { expectNoOverflow, picture, resize } from "./pictures";

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

test("the open picker passes axe in light and dark; it fits at 1440 and 767 in each, pictured", async ({ page }) => {
  // Opened once: a scheme is a switch, a width a resize (as the drawer was resized before).
  await page.setViewportSize({ width: 1440, height: 900 });
  const drawer = await openDrawer(page, "/publisher/conversions?country=DE");
  await drawer.getByRole("combobox", { name: "Country" }).click();
  await expect(drawer.getByRole("group", { name: "Popular countries" })).toBeVisible();
  const found = await inBothSchemes(page, "the open picker", {
    then: async (colorScheme) => {
      for (const width of [1440, 767]) {
        await resize(page, width, 900);
        await expectNoOverflow(page, `the drawer at ${width} in ${colorScheme}`);
        await picture(page, `country-picker-${width}-${colorScheme}.png`);
      }
      await resize(page, 1440, 900);
    },
  });
  expect(found).toEqual([]);
});
