/**
 * Preferences (spec 01 sections 4 and 9): the language selector and the colour-scheme switch in its
 * dropdown. A guest's language switches at once and is kept in the `_locale` cookie (one year, path
 * /publisher, Secure, SameSite=Lax); a signed-in publisher's language is PATCHed on the profile
 * first, then "Language updated" shows in the new language. The colour scheme acts immediately.
 */
import type { Page } from "@playwright/test";
import enApp from "../src/i18n/messages/en/app.json" with { type: "json" };
import enPages from "../src/i18n/messages/en/pages.json" with { type: "json" };
import enPreferences from "../src/i18n/messages/en/preferences.json" with { type: "json" };
import ruApp from "../src/i18n/messages/ru/app.json" with { type: "json" };
import ruPages from "../src/i18n/messages/ru/pages.json" with { type: "json" };
import ruPreferences from "../src/i18n/messages/ru/preferences.json" with { type: "json" };
import ukApp from "../src/i18n/messages/uk/app.json" with { type: "json" };
import ukPages from "../src/i18n/messages/uk/pages.json" with { type: "json" };
import ukPreferences from "../src/i18n/messages/uk/preferences.json" with { type: "json" };
import zhApp from "../src/i18n/messages/zh/app.json" with { type: "json" };
import zhPages from "../src/i18n/messages/zh/pages.json" with { type: "json" };
import zhPreferences from "../src/i18n/messages/zh/preferences.json" with { type: "json" };
import { expect, test } from "./fixtures";
import { DEMO, signIn } from "./helpers";

const LANGUAGES = [
  { code: "en", name: "English", pages: enPages, app: enApp, preferences: enPreferences },
  { code: "ru", name: "Русский", pages: ruPages, app: ruApp, preferences: ruPreferences },
  { code: "uk", name: "Українська", pages: ukPages, app: ukApp, preferences: ukPreferences },
  { code: "zh", name: "中文", pages: zhPages, app: zhApp, preferences: zhPreferences },
] as const;

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const DEMO_PROFILE = "/publisher/api/publishers/1001";

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
    await expect(selector(page, "Язык")).toHaveAccessibleName("Язык: Русский");

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

  test("each of the four languages renders the login page in that language", async ({ page }) => {
    await page.goto("/publisher/login");
    // From English to each other language and back, through the selector's current label.
    let label: string = enPreferences["language.label"];
    for (const language of [...LANGUAGES.slice(1), LANGUAGES[0]]) {
      await chooseLanguage(page, language.name, label);
      await expect(loginTitle(page, language.pages["page.login"])).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", language.code);
      await expect(page).toHaveTitle(`${language.pages["page.login"]} · ${language.app["app.title"]}`);
      label = language.preferences["language.label"];
    }
  });

  test("the selector works by keyboard: open, move to Українська, choose", async ({ page }) => {
    await page.goto("/publisher/login");
    await expect(loginTitle(page, "Sign in")).toBeVisible();
    // The page is pre-rendered (decision 045): its controls answer once the portal has taken it over.
    await expect(page.getByRole("button", { name: "Sign in" })).toBeEnabled();
    await selector(page).focus();
    await page.keyboard.press("Enter");
    const target = page.getByRole("menuitem", { name: "Українська" });
    await expect(target).toBeVisible();
    for (let i = 0; i < 8 && (await target.getAttribute("data-focus")) === null; i++) await page.keyboard.press("ArrowDown");
    await expect(target).toHaveAttribute("data-focus", "");
    await page.keyboard.press("Enter");
    await expect(loginTitle(page, ukPages["page.login"])).toBeVisible();
    await expect(page.getByRole("menu")).toBeHidden();
    await expect(selector(page, "Мова")).toBeFocused();
  });
});

test.describe("colour scheme", () => {
  test("Dark applies at once and survives a reload; Light removes it", async ({ page }) => {
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
  });

  test("System follows the operating system live, without a reload", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/publisher/login");
    await selector(page).click();
    await page.getByRole("menuitem", { name: "Dark" }).click();
    await selector(page).click();
    await page.getByRole("menuitem", { name: "System" }).click();
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);

    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: "light" });
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  });
});

test.describe("language for a signed-in publisher", () => {
  // Depends on the signed-in header holding the LanguageSelector.
  test("the language is PATCHed on the profile first, the selector is busy meanwhile, then 'Language updated' shows in the new language", async ({
    page,
  }) => {
    await signIn(page, DEMO);
    await page.goto("/publisher/dashboard");
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();

    // Hold the PATCH until the busy state has been seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${DEMO_PROFILE}`, async (route) => {
      if (route.request().method() === "PATCH") await held;
      await route.continue();
    });

    const patch = page.waitForRequest((r) => r.method() === "PATCH" && new URL(r.url()).pathname === DEMO_PROFILE);
    await chooseLanguage(page, "Українська");
    expect((await patch).postDataJSON()).toMatchObject({ language: "uk" });
    await expect(selector(page)).toHaveAttribute("aria-busy", "true");
    // Nothing switches before the profile is saved.
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();

    release();
    await expect(page.getByRole("status").filter({ hasText: ukApp["language.updated"] })).toBeVisible();
    await expect(page.getByRole("heading", { name: ukPages["menu.dashboard"], level: 1 })).toBeVisible();
    await expect(selector(page, "Мова")).not.toHaveAttribute("aria-busy", "true");
  });
});
