/**
 * Support (issue 11; spec 01 section 2, spec 02 section 2): tabs contacts, faq and notifications in the
 * URL; the manager with every present contact, each a link and copyable ("Copied to clipboard"); the
 * FAQ as a disclosure list with a search box. Here: each tab's axe findings and pictures at the
 * breakpoints; what the tabs show and do is tests/components/shell/support.test.tsx.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoOverflow, picture, pictureWidths, resize } from "./pictures";
import { type ColorScheme, forBothSchemes, inBothSchemes } from "./axe";
import { signIn } from "./helpers";

const faqs = (page: Page) => page.getByRole("list", { name: "Frequently asked questions" });
const search = (page: Page) => page.getByRole("searchbox", { name: "Search questions" });

const QUESTIONS = ["When are payments made?"];

test("the three tabs: axe finds nothing serious in light and dark, nothing overflows, pictured at 1440, 1023 and 767", async ({ page }) => {
  // Support loads once; a tab is a click, a width a resize, a scheme a switch.
  await signIn(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/publisher/support?selectedTab=contacts");
  await expect(page.getByRole("region", { name: "Olena" })).toBeVisible();
  /** At each width, in each scheme: nothing overflows, and the picture; axe at 1440 unless `axe` is false. */
  const widths = async (name: string, axe = true) => {
    for (const width of pictureWidths([1440, 1023, 767])) {
      await resize(page, width, 900);
      const fits = async (colorScheme: ColorScheme) => {
        await expectNoOverflow(page, `${name} at ${width} in ${colorScheme}`);
        await picture(page, `${name}-${width}-${colorScheme}.png`, { fullPage: true });
      };
      if (width === 1440 && axe) expect(await inBothSchemes(page, name, { then: fits })).toEqual([]);
      else await forBothSchemes(page, fits);
    }
    await resize(page, 1440, 900);
  };
  // Contacts, Support's first tab, at 1440 in both schemes is a11y.spec.ts's "the support screen with demo".
  await widths("contacts", false);
  await page.getByRole("tab", { name: "FAQ", exact: true }).click();
  await faqs(page).getByRole("button", { name: QUESTIONS[0] }).click();
  await expect(page.getByText(/^Every week, once your balance/)).toBeVisible();
  await widths("faq");
  await search(page).fill("bitcoin");
  await expect(page.getByRole("status")).toContainText("No questions match");
  expect(await inBothSchemes(page, "faq, nothing found")).toEqual([]);
  await page.getByRole("tab", { name: "Notifications", exact: true }).click();
  await expect(page).toHaveURL(/selectedTab=notifications/);
  await expect(page.getByRole("list", { name: "Notifications" }).getByRole("listitem")).toHaveCount(10);
  await widths("notifications");
});
