/**
 * The reports' extras in a browser (issue 14, docs/decisions/036): while the figures load the table
 * does not move; axe in light and dark; screenshots at 1440, 1023 and 767 px. The column chooser, the
 * comparison with the period before, saved views and four languages:
 * tests/components/lists/report-views.test.tsx.
 */
import type { Page } from "@playwright/test";
import { type ColorScheme, forBothSchemes, inBothSchemes } from "./axe";
import { expect, test } from "./fixtures";
import { expectNoOverflow, picture, pictureWidths, resize } from "./pictures";
import { signIn } from "./helpers";

const summary = (page: Page) => page.getByRole("table", { name: "Summary" });

/** Opens a report tab and waits for its table and totals (the worker's first report generates demo's traffic). */
const openReport = async (page: Page, query = "selectedTab=summary", total = "Total") => {
  await page.goto(`/publisher/reports?${query}`);
  await expect(page.locator("tfoot").first()).toContainText(total);
  await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
};

test("while the figures load, the period compared with is named, and the table does not move when they arrive", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await signIn(page);
  // The reports' answers wait until the page has shown its loading state.
  let release!: () => void;
  const shown = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/publisher/api/ch/reports/summary?*", async (route) => {
    await shown;
    await route.continue();
  });
  await page.goto("/publisher/reports?selectedTab=summary");
  const meta = page.getByTestId("report-meta");
  await expect(meta.getByText(/^Totals against .+, the period of equal length before:$/)).toBeVisible();
  await expect(meta.locator("dt", { hasText: /^Clicks$/ })).toBeVisible();
  await expect(meta).not.toContainText("Change against");
  const before = await summary(page).boundingBox();
  release();
  await expect(meta).toContainText("Change against the period before");
  await expect(page.getByText(/^Updated /)).toBeVisible();
  await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
  expect(Math.abs((await summary(page).boundingBox())!.y - before!.y)).toBeLessThan(1);
});

test("axe and screenshots in light and dark", async ({ page }) => {
  await signIn(page);
  await page.setViewportSize({ width: 1440, height: 1000 });
  // One saved view, for its chip and its menu.
  await openReport(page, "selectedTab=summary&groupBy=country");
  await page.getByRole("button", { name: "Save view" }).click();
  await page.getByRole("textbox", { name: "Name" }).fill("By country");
  await page.getByRole("textbox", { name: "Name" }).press("Enter");
  await page.getByLabel("Group by").selectOption({ label: "Date" });
  // Loaded once with the view on the account; each width is a resize, each scheme a switch.
  await openReport(page, "selectedTab=summary");
  for (const width of pictureWidths([1440, 1023, 767])) {
    await resize(page, width, 1000);
    const fits = async (colorScheme: ColorScheme) => {
      await expectNoOverflow(page, `the report at ${width} in ${colorScheme}`);
      await picture(page, `report-views-${width}-${colorScheme}.png`, { fullPage: true });
    };
    if (width === 1440) expect(await inBothSchemes(page, "page", { then: fits })).toEqual([]);
    else await forBothSchemes(page, fits);
  }
  await resize(page, 1440, 1000);
  // The column chooser open: the page around it was checked above, so axe checks the open popover
  // and its button (2 s a scheme on a busy machine for the whole report, a fraction for these).
  await page.getByRole("button", { name: /^Columns/ }).click();
  await expect(page.getByRole("checkbox", { name: "Hits", exact: true })).toBeVisible();
  const columns = (colorScheme: ColorScheme) => picture(page, `report-views-columns-${colorScheme}.png`);
  const chooser = { include: ["[id^='headlessui-popover-button'][aria-expanded='true']", "[id^='headlessui-popover-panel']"] };
  expect(await inBothSchemes(page, "column chooser", { context: chooser, then: columns })).toEqual([]);
  await page.keyboard.press("Escape");
  // The name dialog with its message.
  await page.getByRole("button", { name: "Save view" }).click();
  await page.getByRole("textbox", { name: "Name" }).fill("by country");
  await page.getByRole("textbox", { name: "Name" }).press("Enter");
  await expect(page.getByRole("dialog").getByRole("alert")).toBeVisible();
  const dialog = (colorScheme: ColorScheme) => picture(page, `report-views-dialog-${colorScheme}.png`);
  expect(await inBothSchemes(page, "name dialog", { then: dialog })).toEqual([]);
  await page.getByRole("button", { name: "Cancel" }).click();
  // The view's menu.
  await page.getByRole("button", { name: "Actions for By country" }).click();
  await expect(page.getByRole("menuitem", { name: "Rename" })).toBeVisible();
  const menu = (colorScheme: ColorScheme) => picture(page, `report-views-menu-${colorScheme}.png`);
  expect(await inBothSchemes(page, "view menu", { then: menu })).toEqual([]);
});
