/**
 * A tap on a pre-rendered public page before its scripts take it over is kept and done once they
 * have (issue 35.9, src/app/early-input.ts). Each test holds every script of the portal until it has
 * tapped, pressed or typed, checks that nothing has answered yet, then lets the scripts through: the
 * language menu (by a tap and by ArrowDown; the colour scheme is in it), "Show password", "Remember
 * me", a sign-in asked for by Enter or by a tap on the still-disabled button, the reset page's Back,
 * what was typed on a page rendered afresh in the browser's own language, and a link.
 */
import type { Page } from "@playwright/test";
import { DEMO } from "./helpers";
import { expect, test } from "./fixtures";

/** Holds every script of the portal (the entry and its chunks) until `release` is called. */
const holdScripts = async (page: Page) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(/\/publisher\/assets\/[\w-]+\.js$/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  return { release, asked: () => asked };
};

/** Opens a public page with its scripts held: the pre-rendered form is there, React is not. */
const openHeld = async (page: Page, path: string, heading: string) => {
  const scripts = await holdScripts(page);
  await page.goto(path, { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  // The page has asked for its scripts (after its first paint, decision 062); none has arrived.
  await expect.poll(scripts.asked).toBe(true);
  return scripts;
};

const notTakenOver = async (page: Page) => expect(page.locator("#root")).not.toHaveAttribute("data-taken-over");
const takenOver = async (page: Page) => expect(page.locator("#root[data-taken-over]")).toBeAttached();
const languageButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Language/ });

test("a tap on the language button before the scripts opens its menu when they come; the colour scheme in it works", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  const scripts = await openHeld(page, "/publisher/login", "Sign in");
  await languageButton(page).click();
  await notTakenOver(page);
  await expect(page.getByRole("menu")).toHaveCount(0);
  scripts.release();
  await takenOver(page);
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem", { name: "Русский" })).toBeVisible();
  await expect(languageButton(page)).toHaveAttribute("aria-expanded", "true");
  await menu.getByRole("group", { name: "Colour scheme" }).getByRole("menuitem", { name: "Dark" }).click();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
});

test("ArrowDown on the focused language button before the scripts opens its menu on the first language", async ({ page }) => {
  const scripts = await openHeld(page, "/publisher/reset_password", "Forgot password?");
  await languageButton(page).focus();
  await page.keyboard.press("ArrowDown");
  await notTakenOver(page);
  scripts.release();
  // The open menu has the focus, its first item active (aria-activedescendant).
  const menu = page.getByRole("menu");
  await expect(menu).toBeFocused();
  const first = await page.getByRole("menuitem", { name: "English" }).getAttribute("id");
  await expect(menu).toHaveAttribute("aria-activedescendant", first!);
});

test("Show password and Remember me tapped before the scripts act when they come; what was typed stays; the sign-in goes without remember me", async ({
  page,
}) => {
  const scripts = await openHeld(page, "/publisher/login", "Sign in");
  await page.getByRole("textbox", { name: "E-mail or username" }).fill(DEMO.username);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO.password);
  await page.getByRole("button", { name: "Show password" }).click();
  // The label, as a thumb would: the box is small.
  await page.getByText("Remember me").click();
  await notTakenOver(page);
  // Nothing done before the scripts: the field still hides the password, the box is as it was.
  await expect(page.getByRole("button", { name: "Show password" })).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByRole("checkbox", { name: "Remember me" })).toBeChecked();

  scripts.release();
  await takenOver(page);
  await expect(page.getByRole("button", { name: "Hide password" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("textbox", { name: "Password", exact: true })).toHaveAttribute("type", "text");
  await expect(page.getByRole("checkbox", { name: "Remember me" })).not.toBeChecked();
  await expect(page.getByRole("textbox", { name: "E-mail or username" })).toHaveValue(DEMO.username);

  const login = page.waitForRequest((request) => request.url().endsWith("/publisher/api/login") && request.method() === "POST");
  await page.getByRole("button", { name: "Sign in" }).click();
  expect((await login).postDataJSON()).toMatchObject({ username: DEMO.username, password: DEMO.password, _remember_me: false });
  await expect(page).toHaveURL(/\/publisher\/dashboard$/);
});

test("a tap on the still-disabled Sign in before the scripts signs in when they come", async ({ page }) => {
  const scripts = await openHeld(page, "/publisher/login", "Sign in");
  await page.getByRole("textbox", { name: "E-mail or username" }).fill(DEMO.username);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO.password);
  const submit = page.getByRole("button", { name: "Sign in" });
  await expect(submit).toBeDisabled();
  // A tap on a disabled button: the pointer's press and release reach it, no click does.
  await submit.click({ force: true });
  await notTakenOver(page);
  await expect(page).toHaveURL(/\/publisher\/login$/);
  scripts.release();
  await expect(page).toHaveURL(/\/publisher\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
});

test("Back on the password reset page before the scripts goes back to the login when they come", async ({ page }) => {
  const scripts = await openHeld(page, "/publisher/reset_password", "Forgot password?");
  await page.getByRole("button", { name: "Back" }).click();
  await notTakenOver(page);
  scripts.release();
  await expect(page).toHaveURL(/\/publisher\/login$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
});

test("what was typed stays when the page is rendered afresh in the browser's own language, not hydrated", async ({ page, context }) => {
  // Russian chosen in this browser, then its cookie gone: the server sends the English page, the
  // portal renders the Russian one in its place.
  await page.goto("/publisher/login");
  await languageButton(page).click();
  await page.getByRole("menuitem", { name: "Русский" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Вход" })).toBeVisible();
  await context.clearCookies({ name: "_locale" });

  const scripts = await openHeld(page, "/publisher/login", "Sign in");
  await page.getByRole("textbox", { name: "E-mail or username" }).fill("typed-before-the-scripts");
  scripts.release();
  await expect(page.getByRole("heading", { level: 1, name: "Вход" })).toBeVisible();
  await expect(page.locator('input[name="username"]')).toHaveValue("typed-before-the-scripts");
});

test("a link tapped before the scripts is followed at once, as a link", async ({ page }) => {
  const scripts = await openHeld(page, "/publisher/login", "Sign in");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/publisher\/reset_password$/);
  await expect(page.getByRole("heading", { level: 1, name: "Forgot password?" })).toBeVisible();
  scripts.release();
  await takenOver(page);
});
