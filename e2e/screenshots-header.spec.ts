/**
 * Screens of the header for review (written to the test's output folder): demo and newbie at the spec's
 * widths, light and dark, closed, with the news popover open and with the user menu open.
 */
import { expect, test } from "./fixtures";
import { DEMO, NEWBIE, signIn } from "./helpers";

const WIDTHS = [1440, 1023, 767] as const;
const SCHEMES = ["light", "dark"] as const;

for (const who of [DEMO, NEWBIE]) {
  for (const width of WIDTHS) {
    for (const colorScheme of SCHEMES) {
      test(`header screens: ${who.username}, ${width} px, ${colorScheme}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.emulateMedia({ colorScheme });
        await signIn(page, who);
        await page.goto("/publisher/dashboard");
        await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
        const base = test.info().outputPath(`${who.username}-${width}-${colorScheme}`);
        await page.screenshot({ path: `${base}.png`, animations: "disabled" });

        await page.getByRole("button", { name: /^Latest news/ }).click();
        await expect(page.getByRole("list", { name: "Latest news" }).getByRole("listitem")).toHaveCount(3);
        await page.screenshot({ path: `${base}-news.png`, animations: "disabled" });
        await page.keyboard.press("Escape");

        await page.getByRole("button", { name: "User menu" }).click();
        await expect(page.getByRole("menuitem", { name: "Log out" })).toBeVisible();
        await page.screenshot({ path: `${base}-user.png`, animations: "disabled" });
      });
    }
  }
}
