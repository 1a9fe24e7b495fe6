/** The signed-in navigation (spec 01 sections 2 and 6, spec 02 section 2): menu, selection, routes. */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { DEMO, NEWBIE, signIn } from "./helpers";

const DEMO_MENU = [
  "Dashboard",
  "Smartlinks",
  "Offers",
  "Reports",
  "Conversions",
  "Balance",
  "Payments",
  "Domains",
  "News",
  "Support",
  "Settings",
];
const NEWBIE_MENU = DEMO_MENU.filter((label) => label !== "Smartlinks");
const PATHS: Record<string, string> = {
  Dashboard: "dashboard",
  Smartlinks: "smartlinks",
  Offers: "offers",
  Reports: "reports",
  Conversions: "conversions",
  Balance: "balance",
  Payments: "payments",
  Domains: "domains",
  News: "announcements",
  Support: "support",
  Settings: "settings",
};

type Account = { readonly username: string; readonly password: string };

const menu = (page: Page) => page.getByRole("navigation", { name: "Main menu" });

const open = async (page: Page, path: string, who: Account = DEMO) => {
  await signIn(page, who);
  await page.goto(`/publisher/${path}`);
  await expect(menu(page)).toBeVisible();
};

test.use({ viewport: { width: 1440, height: 900 } });

test("demo sees every menu entry in the spec's order, Smartlinks included", async ({ page }) => {
  await open(page, "dashboard");
  await expect(menu(page).getByRole("link")).toHaveText(DEMO_MENU);
});

test("newbie, without the smartlinks role, sees the menu without Smartlinks", async ({ page }) => {
  await open(page, "dashboard", NEWBIE);
  await expect(menu(page).getByRole("link")).toHaveText(NEWBIE_MENU);
  await expect(menu(page).getByRole("link", { name: "Smartlinks" })).toHaveCount(0);
});

for (const [who, entries] of [
  [DEMO, DEMO_MENU],
  [NEWBIE, NEWBIE_MENU],
] as const) {
  test(`each entry opens its page, shows its heading and is the current entry (${who.username})`, async ({ page }) => {
    await open(page, "dashboard", who);
    for (const label of entries) {
      await menu(page).getByRole("link", { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/publisher/${PATHS[label]}$`));
      await expect(page.getByRole("heading", { level: 1, name: label, exact: true })).toBeVisible();
      await expect(menu(page).getByRole("link", { name: label, exact: true })).toHaveAttribute("aria-current", "page");
      await expect(menu(page).locator("[aria-current=page]")).toHaveCount(1);
    }
  });
}

test("a news article selects News: the selection follows the first path segment", async ({ page }) => {
  await open(page, "announcements/article/2");
  await expect(menu(page).getByRole("link", { name: "News" })).toHaveAttribute("aria-current", "page");
  await expect(menu(page).locator("[aria-current=page]")).toHaveCount(1);
});

test("the logo leads to the dashboard", async ({ page }) => {
  await open(page, "offers");
  await page.getByRole("link", { name: "Publisher Platform" }).click();
  await expect(page).toHaveURL(/\/publisher\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
});

test('an unknown path shows "Not found" inside the shell', async ({ page }) => {
  await open(page, "no-such-page");
  await expect(page.getByRole("main").getByText("Not found", { exact: true })).toBeVisible();
  await expect(menu(page).getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText("Version 0.1.0");
  await expect(menu(page).locator("[aria-current=page]")).toHaveCount(0);
});

test("the page scrolls to the top at a route change", async ({ page }) => {
  await open(page, "dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await page.evaluate(() => {
    document.querySelector("main")!.style.minHeight = "5000px";
    window.scrollTo(0, 2500);
  });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await menu(page).getByRole("link", { name: "Offers" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Offers" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("keyboard: Tab reaches the first menu entry and Enter navigates", async ({ page }) => {
  await open(page, "settings");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  const dashboard = menu(page).getByRole("link", { name: "Dashboard" });
  for (let i = 0; i < 10 && !(await dashboard.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(dashboard).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/publisher\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(dashboard).toHaveAttribute("aria-current", "page");
});
