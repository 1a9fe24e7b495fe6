/**
 * The Offers list in a browser (issue 12): nothing overflows at 1440, 1023 and 767 px, and each row's
 * action is in view at 767 px. Search, filters, ordering, paging and the row's action:
 * tests/components/lists/offers.test.tsx.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoOverflow, picture, PICTURE_SCHEMES } from "./pictures";
import { signIn } from "./helpers";

const table = (page: Page) => page.getByRole("table", { name: "Offers" });

const openOffers = async (page: Page, query = "") => {
  await page.goto(`/publisher/offers${query}`);
  await expect(page.getByRole("heading", { level: 1, name: "Offers" })).toBeVisible();
  await expect(table(page)).toHaveAttribute("aria-busy", "false");
};

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

for (const colorScheme of PICTURE_SCHEMES) {
  test(`the offers list at 1440, 1023 and 767 px (${colorScheme}): nothing overflows the page; screenshots`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    for (const width of [1440, 1023, 767]) {
      await page.setViewportSize({ width, height: 900 });
      await openOffers(page);
      await expectNoOverflow(page, `the offers list at ${width}`);
      await picture(page, `offers-${width}-${colorScheme}.png`);
    }
  });
}

test("at 767 px each row's action is in view without scrolling sideways, in light and dark (issue 25 item 14)", async ({ page }) => {
  await page.setViewportSize({ width: 767, height: 900 });
  await openOffers(page);
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const actions = table(page).getByRole("button", { name: /^(Get link for|Request) / });
    await expect(actions.first()).toBeVisible();
    for (const button of await actions.all()) {
      const box = (await button.boundingBox())!;
      expect(box.x + box.width, (await button.getAttribute("aria-label")) ?? "").toBeLessThanOrEqual(767);
      expect(box.x).toBeGreaterThanOrEqual(0);
    }
    // What covers the action? Nothing: the point under its centre is the button itself.
    const first = actions.first();
    const hit = await first.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return el === top || el.contains(top);
    });
    expect(hit).toBe(true);
    await picture(page, `offers-767-${scheme}`);
  }
});
