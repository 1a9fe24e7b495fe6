/**
 * The signed-in navigation in a browser (spec 01 sections 2 and 6, spec 02 section 2): every menu
 * entry opens its page, and a route change scrolls to the top. The entries come from the menu itself
 * (src/shell/sidebar/menu-entries.ts), so a new page is walked without editing this file; the spec's
 * order, the roles, the selection, the logo, an unknown path and the keyboard are component tests
 * (tests/components/navigation/menu.test.tsx).
 */
import enPages from "../src/i18n/messages/en/pages.json" with { type: "json" };
import { MENU } from "../src/shell/sidebar/menu-entries";
import { expect, test } from "./fixtures";
import { signIn } from "./helpers";

const label = (id: string) => (enPages as Record<string, string>)[id] ?? id;

test.use({ viewport: { width: 1440, height: 900 } });

test("each entry opens its page, shows its heading and is the only current entry", async ({ page }) => {
  await signIn(page);
  await page.goto("/publisher/dashboard");
  const menu = page.getByRole("navigation", { name: "Main menu" });
  for (const entry of MENU) {
    const name = label(entry.label);
    await menu.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/publisher/${entry.path}$`));
    await expect(page.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();
    await expect(menu.getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "page");
    await expect(menu.locator("[aria-current=page]")).toHaveCount(1);
  }
});

test("the page scrolls to the top at a route change", async ({ page }) => {
  await signIn(page);
  await page.goto("/publisher/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await page.evaluate(() => {
    document.querySelector("main")!.style.minHeight = "5000px";
    window.scrollTo(0, 2500);
  });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Offers" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Offers" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
