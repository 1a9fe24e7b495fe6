/**
 * Hardening the list toolkit in a browser (issue 15, item 9): the product title whole in the sidebar in
 * Russian; pictures (a test defined only when pictures are asked for) of the refused drawer, the notice, the calendar and the UI kit's list states at
 * 1440, 1023 and 767 px in light and dark. The refusals, corrections, pager, names and the calendar's
 * keyboard grid: tests/components/lists/list-hardening.test.tsx.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { picture, PICTURE_SCHEMES, PICTURES, pictureWidths } from "./pictures";
import { openConversions, pickCountries, signIn } from "./helpers";

const notice = (page: Page, text: string | RegExp) => page.getByRole("status").filter({ hasText: text });

test.describe("demo", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test("9. the product title stays “Publisher Platform” in Russian, whole in the sidebar", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/publisher/dashboard");
    await page.getByRole("banner").getByRole("button", { name: "Language" }).click();
    await page.getByRole("menuitem", { name: "Русский" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    const title = page.locator("[data-shell='sidebar']").getByRole("link", { name: "Publisher Platform" });
    await expect(title).toBeVisible();
    const fits = await title.getByText("Publisher Platform").evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(fits).toBe(true);
    await expect(page).toHaveTitle(/ · Publisher Platform$/);
  });
});

// Only pictures, so only when they are taken: what its steps wait for is asserted as components in
// tests/components/lists/list-hardening.test.tsx (the click ID's aria-invalid: "1. filters the request would
// refuse…"; the notice: "2. a future date range ends today…"; Apply disabled for 2026-02-30: "8. typed days…";
// the UI kit's refused drawer: "the UI kit shows the list toolkit's refusals and corrections").
// Defined only then, so that a run without pictures lists no skipped test.
if (PICTURES)
  test.describe("demo", () => {
    test.beforeEach(async ({ page }) => {
      await signIn(page);
    });

    test("pictures: the refused drawer, the correction notice and the calendar at 1440, 1023 and 767 px, light and dark", async ({
      page,
    }) => {
      for (const colorScheme of PICTURE_SCHEMES) {
        await page.emulateMedia({ colorScheme });
        for (const width of pictureWidths([1440, 1023, 767])) {
          await page.setViewportSize({ width, height: 900 });
          await openConversions(page);
          await page.getByRole("button", { name: "Filters" }).click();
          const drawer = page.getByRole("dialog", { name: "Filters" });
          await pickCountries(drawer, "Country", ["Germany"]);
          await drawer.getByLabel("External click ID").fill("x".repeat(256));
          await drawer.getByRole("button", { name: "Save" }).click();
          await expect(drawer.getByLabel("External click ID")).toHaveAttribute("aria-invalid", "true");
          await picture(page, `drawer-error-${width}-${colorScheme}.png`);
          await page.keyboard.press("Escape");
          await expect(drawer).toBeHidden();

          await openConversions(page, "?dateRange=2027-01-01%20-%202027-02-01&country=usa,de");
          await expect(notice(page, "Dates after today cannot be chosen")).toBeVisible();
          await picture(page, `correction-notice-${width}-${colorScheme}.png`);

          await page.getByRole("button", { name: /^Date range:/ }).click();
          await page.getByLabel("Start", { exact: true }).fill("2026-02-30");
          await expect(page.getByRole("button", { name: "Apply" })).toBeDisabled();
          await picture(page, `calendar-${width}-${colorScheme}.png`);
        }
        // The UI kit's list states and its refused drawer (their texts: tests/components/lists/list-hardening.test.tsx).
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.goto("/publisher/__ui");
        const section = page.getByRole("region", { name: "List states: refused filters, corrected links, pager" });
        await expect(section.getByRole("table", { name: "Failed" }).getByRole("button", { name: "Retry" })).toBeVisible();
        await section.scrollIntoViewIfNeeded();
        await picture(page, `ui-kit-lists-${colorScheme}.png`, { fullPage: true });
        await section.getByRole("button", { name: "Open filters with refused values" }).click();
        const refused = page.getByRole("dialog", { name: "Filters" });
        await refused.getByRole("button", { name: "Save" }).click();
        await expect(refused.getByLabel("External click ID")).toHaveAttribute("aria-invalid", "true");
        await picture(page, `ui-kit-drawer-${colorScheme}.png`);
      }
    });
  });
