/**
 * Motion (decision 048): a publisher who asks the system for reduced motion gets the header's menu in
 * its end state at once; without that wish the menu scales in, and its items work once it has.
 * The rest of the browser tests run with reduced motion (playwright.config.ts). Log out, pressed in
 * each, ends on the login page with the session gone.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signIn } from "./helpers";

const openUserMenu = async (page: Page) => {
  await signIn(page);
  await page.goto("/publisher/settings");
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "User menu" }).click();
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  return menu;
};

const transitionOf = (page: Page) => page.getByRole("menu").evaluate((el) => getComputedStyle(el).transitionDuration);

const logOut = async (page: Page) => {
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/publisher\/login$/);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  expect((await page.request.get("/publisher/api/publishers/current")).status()).toBe(401);
};

test("the user menu opens in its end state with reduced motion asked for, and scales in without; Log out works once it stands", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openUserMenu(page);
  expect(await transitionOf(page)).toBe("0s");
  expect(await page.getByRole("menu").evaluate((el) => el.getAnimations().length)).toBe(0);
  await logOut(page);

  await page.emulateMedia({ reducedMotion: "no-preference" });
  await openUserMenu(page);
  expect(await transitionOf(page)).not.toBe("0s");
  // The item is pressed once the menu has stopped moving (Headless UI marks it while it does).
  await expect(page.getByRole("menu")).not.toHaveAttribute("data-transition");
  await logOut(page);
});
