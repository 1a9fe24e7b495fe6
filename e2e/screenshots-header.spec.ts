/**
 * The header of demo and newbie at the spec's widths: nothing overflows, the news popover and the user
 * menu open. With `npm run pictures` it walks light and dark and keeps a picture of each state.
 */
import { expect, test } from "./fixtures";
import { DEMO, NEWBIE, signIn } from "./helpers";
import { PICTURE_SCHEMES, expectNoOverflow, picture } from "./pictures";

const WIDTHS = [1440, 1023, 767] as const;

for (const who of [DEMO, NEWBIE]) {
  for (const width of WIDTHS) {
    for (const colorScheme of PICTURE_SCHEMES) {
      test(`header: ${who.username}, ${width} px, ${colorScheme}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.emulateMedia({ colorScheme });
        await signIn(page, who);
        await page.goto("/publisher/dashboard");
        await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
        await expectNoOverflow(page);
        const base = `${who.username}-${width}-${colorScheme}`;
        await picture(page, base);

        await page.getByRole("button", { name: /^Latest news/ }).click();
        await expect(page.getByRole("list", { name: "Latest news" }).getByRole("listitem")).toHaveCount(3);
        await expectNoOverflow(page, "the news popover");
        await picture(page, `${base}-news`);
        await page.keyboard.press("Escape");

        await page.getByRole("button", { name: "User menu" }).click();
        await expect(page.getByRole("menuitem", { name: "Log out" })).toBeVisible();
        await picture(page, `${base}-user`);
      });
    }
  }
}
