/** The login page at the prelogin breakpoints in light and dark, with the language menu open; pictures kept in the test output. */
import { expect, test } from "./fixtures";

const WIDTHS = [
  [1600, 1000],
  [1440, 900],
  [1023, 768],
  [767, 900],
  [390, 844],
] as const;

for (const scheme of ["light", "dark"] as const) {
  for (const [width, height] of WIDTHS) {
    test(`login ${width} ${scheme}`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto("/publisher/login");
      await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
      // Finite transitions are finished for the picture instead of waited for.
      await page.screenshot({ path: test.info().outputPath(`login-${width}-${scheme}.png`), animations: "disabled" });
      await page.getByRole("button", { name: "Language" }).click();
      await expect(page.getByRole("menuitem", { name: "Русский" })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`menu-${width}-${scheme}.png`), animations: "disabled" });
    });
  }
}
