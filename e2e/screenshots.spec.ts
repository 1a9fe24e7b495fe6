/**
 * The shell at the spec's breakpoints in light and dark: nothing overflows sideways, and a
 * screenshot of each is kept in the test results to look at.
 */
import { expect, test } from "./fixtures";
import { NEWBIE, signIn } from "./helpers";

const WIDTHS = [1440, 1023, 767] as const;
const PAGES = [
  { name: "login", path: "/publisher/login", who: null },
  { name: "dashboard-demo", path: "/publisher/dashboard", who: "demo" },
  { name: "dashboard-newbie", path: "/publisher/dashboard", who: "newbie" },
  { name: "settings-demo", path: "/publisher/settings?selectedTab=contacts", who: "demo" },
] as const;

for (const colorScheme of ["light", "dark"] as const) {
  for (const width of WIDTHS) {
    test(`${colorScheme} at ${width}px`, async ({ page }, info) => {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height: 900 });
      for (const p of PAGES) {
        if (p.who) await signIn(page, p.who === "newbie" ? NEWBIE : undefined);
        await page.goto(p.path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.locator("html")).toHaveClass(colorScheme === "dark" ? /dark/ : /^(?!.*dark).*$/);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${p.name} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
        await page.screenshot({ path: info.outputPath(`${p.name}-${width}-${colorScheme}.png`), fullPage: false });
      }
    });
  }
}
