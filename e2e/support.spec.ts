/**
 * Support (issue 11; spec 01 section 2, spec 02 section 2): tabs contacts, faq and notifications in the
 * URL; the manager with every present contact, each a link and copyable ("Copied to clipboard"); the
 * FAQ as a disclosure list with a search box. Here: each tab's axe findings and pictures at the
 * breakpoints; what the tabs show and do is tests/components/shell/support.test.tsx.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoOverflow, picture, pictureWidths } from "./pictures";
import { seriousViolations } from "./axe";
import { signIn } from "./helpers";

const faqs = (page: Page) => page.getByRole("list", { name: "Frequently asked questions" });
const search = (page: Page) => page.getByRole("searchbox", { name: "Search questions" });

const QUESTIONS = ["When are payments made?"];

for (const colorScheme of ["light", "dark"] as const) {
  test(`the three tabs: axe finds nothing serious, pictured at 1440, 1023 and 767 (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await signIn(page);
    for (const width of pictureWidths([1440, 1023, 767])) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoOverflow(page);
      await page.goto("/publisher/support?selectedTab=contacts");
      await expect(page.getByRole("region", { name: "Olena" })).toBeVisible();
      if (width === 1440) expect(await seriousViolations(page), "contacts").toEqual([]);
      await picture(page, `contacts-${width}-${colorScheme}.png`, { fullPage: true });
      await page.goto("/publisher/support?selectedTab=faq");
      await faqs(page).getByRole("button", { name: QUESTIONS[0] }).click();
      await expect(page.getByText(/^Every week, once your balance/)).toBeVisible();
      if (width === 1440) expect(await seriousViolations(page), "faq").toEqual([]);
      await picture(page, `faq-${width}-${colorScheme}.png`, { fullPage: true });
      await search(page).fill("bitcoin");
      await expect(page.getByRole("status")).toContainText("No questions match");
      if (width === 1440) expect(await seriousViolations(page), "faq, nothing found").toEqual([]);
      await page.goto("/publisher/support?selectedTab=notifications");
      await expect(page.getByRole("list", { name: "Notifications" }).getByRole("listitem")).toHaveCount(10);
      if (width === 1440) expect(await seriousViolations(page), "notifications").toEqual([]);
      await picture(page, `notifications-${width}-${colorScheme}.png`, { fullPage: true });
    }
  });
}
