/**
 * Preferences (spec 01 sections 4 and 9), what needs a browser: a guest's language kept in the
 * `_locale` cookie (one year, path /publisher, Secure, SameSite=Lax) across a reload of the
 * pre-rendered page, and the colour scheme applied at once, kept across a reload and following the
 * operating system live. Each language on the login page, the keyboard path and a signed-in
 * publisher's PATCH first are component tests in tests/components/forms/preferences/ (issue 33).
 */
import type { Page } from "@playwright/test";
import enPreferences from "../src/i18n/messages/en/preferences.json" with { type: "json" };
import ruApp from "../src/i18n/messages/ru/app.json" with { type: "json" };
import { expect, test } from "./fixtures";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The header's language selector; its accessible name starts with the translated "Language". */
const selector = (page: Page, label: string = enPreferences["language.label"]) =>
  page.getByRole("banner").getByRole("button", { name: label });

const loginTitle = (page: Page, title: string) => page.getByRole("heading", { name: title, level: 1 });

const chooseLanguage = async (page: Page, name: string, label?: string) => {
  await selector(page, label).click();
  await page.getByRole("menuitem", { name }).click();
};

test.describe("language for a guest", () => {
  test("choosing Русский switches the interface and stores the _locale cookie for a year; a reload keeps Russian", async ({
    page,
    context,
  }) => {
    await page.goto("/publisher/login");
    await expect(loginTitle(page, "Sign in")).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Publisher Platform" })).toBeVisible();

    await chooseLanguage(page, "Русский");
    await expect(loginTitle(page, "Вход")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    await expect(page.getByRole("complementary", { name: ruApp["app.title"] })).toBeVisible();
    await expect(selector(page, "Язык")).toHaveAccessibleName("Язык: Русский (RU)");

    const cookie = (await context.cookies()).find((c) => c.name === "_locale");
    expect(cookie).toMatchObject({ value: "ru", path: "/publisher", sameSite: "Lax", secure: true });
    const expectedExpiry = Date.now() / 1000 + ONE_YEAR_SECONDS;
    expect(Math.abs(cookie!.expires - expectedExpiry)).toBeLessThan(24 * 60 * 60);

    await page.reload();
    await expect(loginTitle(page, "Вход")).toBeVisible();
    await selector(page, "Язык").click();
    await expect(page.getByRole("menuitem", { name: "Русский" })).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("menuitem", { name: "English" })).not.toHaveAttribute("aria-current", "true");
  });
});

test.describe("colour scheme", () => {
  test("Dark applies at once and survives a reload; Light removes it; System follows the operating system live", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/publisher/login");
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);

    await selector(page).click();
    const menu = page.getByRole("menu");
    const scheme = menu.getByRole("group", { name: "Colour scheme" });
    await expect(scheme.getByRole("menuitem")).toHaveText(["Light", "Dark", "System"]);
    await expect(scheme.getByRole("menuitem", { name: "System" })).toHaveAttribute("aria-current", "true");
    await scheme.getByRole("menuitem", { name: "Dark" }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);

    await page.reload();
    await expect(loginTitle(page, "Sign in")).toBeVisible();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await selector(page).click();
    await expect(page.getByRole("menuitem", { name: "Dark" })).toHaveAttribute("aria-current", "true");
    await page.getByRole("menuitem", { name: "Light" }).click();
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);

    // System: the operating system's scheme, followed without a reload.
    await selector(page).click();
    await page.getByRole("menuitem", { name: "System" }).click();
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: "light" });
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  });
});
