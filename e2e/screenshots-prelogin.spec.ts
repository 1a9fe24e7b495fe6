/**
 * The login page at the prelogin breakpoints with the language menu open: nothing overflows. With
 * `npm run pictures` it walks light and dark and keeps a picture of each.
 */
import { expect, test } from "./fixtures";
import { PICTURE_SCHEMES, expectNoOverflow, picture } from "./pictures";

const WIDTHS = [
  [1600, 1000],
  [1440, 900],
  [1023, 768],
  [767, 900],
  [390, 844],
] as const;

for (const scheme of PICTURE_SCHEMES) {
  for (const [width, height] of WIDTHS) {
    test(`login ${width} ${scheme}`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto("/publisher/login");
      await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
      await expectNoOverflow(page);
      await picture(page, `login-${width}-${scheme}`);
      await page.getByRole("button", { name: "Language" }).click();
      await expect(page.getByRole("menuitem", { name: "Русский" })).toBeVisible();
      await expectNoOverflow(page, "the language menu");
      await picture(page, `menu-${width}-${scheme}`);
    });
  }
}
