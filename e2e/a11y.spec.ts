/**
 * Accessibility of every screen: axe, with the WCAG 2.0 and 2.1 A/AA tags, finds no serious or
 * critical violation, in light and dark. "Label in name" (WCAG 2.5.3) is one of axe's experimental
 * rules, which tags alone leave out: it is switched on by name (issue 15, item 7).
 *
 * The screens are the menu's (src/shell/sidebar/menu-entries.ts): a new page is checked without
 * editing this file. Each screen loads once and is checked in both schemes: the portal follows the
 * device's scheme live, so the check switches it rather than loading the page again.
 */
import type { Page } from "@playwright/test";
import { MENU } from "../src/shell/sidebar/menu-entries";
import { expect, test } from "./fixtures";
import { inBothSchemes } from "./axe";
import { NEWBIE, signIn } from "./helpers";

const settledScreen = async (page: Page, path: string) => {
  await page.goto(`/publisher/${path}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
};

test.use({ viewport: { width: 1440, height: 900 } });

test("the pre-login pages", async ({ page }) => {
  for (const path of ["login", "register", "register/messengers", "reset_password"]) {
    await page.goto(`/publisher/${path}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await inBothSchemes(page, path)).toEqual([]);
  }
});

// One test per screen: the sweep spreads over the workers, and no single test is long.
for (const path of [...MENU.map((entry) => entry.path), "settings?selectedTab=notifications"]) {
  test(`the ${path} screen with demo`, async ({ page }) => {
    await signIn(page);
    await settledScreen(page, path);
    expect(await inBothSchemes(page, path)).toEqual([]);
  });
}

test("the user menu and the date picker with demo", async ({ page }) => {
  await signIn(page);
  await settledScreen(page, "conversions");
  await page.getByRole("banner").getByRole("button", { name: "User menu" }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  expect(await inBothSchemes(page, "user menu")).toEqual([]);
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: /^Date range:/ }).click();
  await page.getByLabel("Start", { exact: true }).fill("2026-02-30");
  await expect(page.getByRole("grid")).toBeVisible();
  expect(await inBothSchemes(page, "date picker")).toEqual([]);
});

test("the support chat, in its dialog and in Support's tab, with demo", async ({ page }) => {
  await signIn(page);
  await page.goto("/publisher/support?selectedTab=chat");
  await expect(page.getByRole("region", { name: "Messages" }).getByRole("listitem").first()).toBeVisible();
  expect(await inBothSchemes(page, "support chat tab")).toEqual([]);
  await page
    .getByRole("banner")
    .getByRole("button", { name: /^Chat with your manager/ })
    .click();
  await expect(page.getByRole("dialog", { name: "Chat with your manager" }).getByRole("textbox", { name: "Message" })).toBeFocused();
  expect(await inBothSchemes(page, "support chat dialog")).toEqual([]);
});

test("the signed-in shell with newbie on mobile", async ({ page }) => {
  await page.setViewportSize({ width: 767, height: 900 });
  await signIn(page, NEWBIE);
  await page.goto("/publisher/dashboard");
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  expect(await inBothSchemes(page, "newbie's dashboard")).toEqual([]);
});
