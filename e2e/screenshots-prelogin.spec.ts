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
      await page.waitForTimeout(200);
      await page.screenshot({ path: `/tmp/shots-prelogin/login-${width}-${scheme}.png` });
      await page.getByRole("button", { name: "Language" }).click();
      await page.waitForTimeout(250);
      await page.screenshot({ path: `/tmp/shots-prelogin/menu-${width}-${scheme}.png` });
    });
  }
}
