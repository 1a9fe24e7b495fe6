/**
 * The shell at the spec's breakpoints: nothing overflows sideways; the dark scheme follows the system's
 * (at 1440, and at every width with `npm run pictures`, which keeps a picture of each).
 */
import { expect, test } from "./fixtures";
import { expectNoOverflow, picture, PICTURES } from "./pictures";
import { NEWBIE, signIn } from "./helpers";

const WIDTHS = [1440, 1023, 767] as const;
const PAGES = [
  { name: "login", path: "/publisher/login", who: null },
  { name: "dashboard-demo", path: "/publisher/dashboard", who: "demo" },
  { name: "dashboard-newbie", path: "/publisher/dashboard", who: "newbie" },
  { name: "settings-demo", path: "/publisher/settings?selectedTab=contacts", who: "demo" },
] as const;

for (const colorScheme of ["light", "dark"] as const) {
  for (const width of colorScheme === "light" || PICTURES ? WIDTHS : WIDTHS.slice(0, 1)) {
    test(`${colorScheme} at ${width}px`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height: 900 });
      for (const p of PAGES) {
        if (p.who) await signIn(page, p.who === "newbie" ? NEWBIE : undefined);
        await page.goto(p.path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.locator("html")).toHaveClass(colorScheme === "dark" ? /dark/ : /^(?!.*dark).*$/);
        await expectNoOverflow(page, p.name);
        await picture(page, `${p.name}-${width}-${colorScheme}.png`, { fullPage: false });
      }
    });
  }
}
