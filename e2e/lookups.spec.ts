/**
 * Lookup selects in the list filters in a browser (spec 02 sections 2, 8 and 9): arrowing down the
 * options scrolls the end of the list into view, which loads the next page; an open lookup with chosen
 * offers passes axe in light and dark, pictured. The search, its debounce, paging, failed pages and the
 * choice as a filter: tests/components/lists/lookups.test.tsx.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { picture, PICTURE_SCHEMES, pictureWidths, resize } from "./pictures";
import { inBothSchemes, switchScheme } from "./axe";
import { signIn } from "./helpers";

const openDrawer = async (page: Page, query = "") => {
  await page.goto(`/publisher/conversions${query}`);
  await expect(page.getByRole("table", { name: "Conversions" })).toHaveAttribute("aria-busy", "false");
  await page.getByRole("button", { name: "Filters" }).click();
  const drawer = page.getByRole("dialog", { name: "Filters" });
  await expect(drawer).toBeVisible();
  return drawer;
};

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test("offers by keyboard alone: arrows reach the next page (the end scrolled into view), Enter chooses, Escape closes", async ({
  page,
}) => {
  const drawer = await openDrawer(page);
  const box = drawer.getByRole("combobox", { name: "Offers" });
  await box.focus();
  await expect(drawer.getByRole("listbox").getByRole("option")).toHaveCount(20);
  for (let i = 0; i < 20; i++) await box.press("ArrowDown");
  await expect(drawer.getByRole("listbox").getByRole("option")).toHaveCount(40);
  await box.press("ArrowDown");
  await box.press("Enter");
  await expect(drawer.getByRole("listbox").getByRole("option", { selected: true })).toHaveCount(1);
  await box.press("Escape");
  await expect(drawer.getByRole("listbox")).toHaveCount(0);
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole("list", { name: "Chosen" }).getByRole("listitem")).toHaveCount(1);
});

test("an open lookup with chosen offers: axe finds nothing serious in light and dark, and it is pictured", async ({ page }) => {
  // Opened once: a scheme is a switch, a picture's width a resize.
  await page.setViewportSize({ width: 1440, height: 900 });
  const drawer = await openDrawer(page, "?offerRelativeId=4117,4102");
  await expect(drawer.getByRole("list", { name: "Chosen" }).getByRole("listitem")).toHaveText([/^#4117 MatchMe/, /^#4102 CoinVault/]);
  await drawer.getByRole("combobox", { name: "Offers" }).click();
  await expect(drawer.getByRole("listbox").getByRole("option")).toHaveCount(20);
  expect(await inBothSchemes(page, "open lookup")).toEqual([]);
  for (const width of pictureWidths([1440, 1023, 767], [])) {
    await resize(page, width, 900);
    for (const colorScheme of PICTURE_SCHEMES) {
      await switchScheme(page, colorScheme);
      await picture(page, `lookup-${width}-${colorScheme}.png`);
    }
  }
});
