/**
 * The language selector (spec 01 sections 4 and 9): a guest's login page switches to each language
 * (its heading, the document's language and title), the selector works by keyboard, and a signed-in
 * publisher's choice is PATCHed on the profile first (the selector busy meanwhile), then "Language
 * updated" shows in the new language. Moved from e2e/preferences.spec.ts (issue 33); the cookie, the
 * reload and the colour scheme stay browser tests.
 */
import { screen, waitFor } from "@testing-library/react";
import { expect, test } from "vitest";
import enApp from "../../../../src/i18n/messages/en/app.json" with { type: "json" };
import enPages from "../../../../src/i18n/messages/en/pages.json" with { type: "json" };
import enPreferences from "../../../../src/i18n/messages/en/preferences.json" with { type: "json" };
import ruApp from "../../../../src/i18n/messages/ru/app.json" with { type: "json" };
import ruPages from "../../../../src/i18n/messages/ru/pages.json" with { type: "json" };
import ruPreferences from "../../../../src/i18n/messages/ru/preferences.json" with { type: "json" };
import ukApp from "../../../../src/i18n/messages/uk/app.json" with { type: "json" };
import ukPages from "../../../../src/i18n/messages/uk/pages.json" with { type: "json" };
import ukPreferences from "../../../../src/i18n/messages/uk/preferences.json" with { type: "json" };
import zhApp from "../../../../src/i18n/messages/zh/app.json" with { type: "json" };
import zhPages from "../../../../src/i18n/messages/zh/pages.json" with { type: "json" };
import zhPreferences from "../../../../src/i18n/messages/zh/preferences.json" with { type: "json" };
import { renderRoute } from "../../render";
import { watchCalls } from "../helpers";

const LANGUAGES = [
  { code: "en", name: "English", pages: enPages, app: enApp, preferences: enPreferences },
  { code: "ru", name: "Русский", pages: ruPages, app: ruApp, preferences: ruPreferences },
  { code: "uk", name: "Українська", pages: ukPages, app: ukApp, preferences: ukPreferences },
  { code: "zh", name: "中文", pages: zhPages, app: zhApp, preferences: zhPreferences },
] as const;

/** The header's language selector; its accessible name starts with the translated "Language". */
const selector = async (label: string = enPreferences["language.label"]) => {
  const [button] = await screen.findAllByRole("button", { name: new RegExp(`^${label}`) });
  expect(button!.closest("header")).not.toBeNull();
  return button!;
};

test("each of the four languages renders the login page in that language: heading, document language and title", async () => {
  const { user } = await renderRoute("/login");
  expect(await screen.findByRole("heading", { level: 1, name: "Sign in" })).toBeTruthy();
  // From English to each other language and back, through the selector's current label.
  let label: string = enPreferences["language.label"];
  for (const language of [...LANGUAGES.slice(1), LANGUAGES[0]]) {
    await user.click(await selector(label));
    await user.click(await screen.findByRole("menuitem", { name: language.name }));
    expect(await screen.findByRole("heading", { level: 1, name: language.pages["page.login"] })).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe(language.code));
    await waitFor(() => expect(document.title).toBe(`${language.pages["page.login"]} · ${language.app["app.title"]}`));
    label = language.preferences["language.label"];
  }
});

test("the selector works by keyboard: open, move to Українська, choose; the focus comes back to it", async () => {
  const { user } = await renderRoute("/login");
  expect(await screen.findByRole("heading", { level: 1, name: "Sign in" })).toBeTruthy();
  (await selector()).focus();
  await user.keyboard("{Enter}");
  const target = await screen.findByRole("menuitem", { name: "Українська" });
  for (let i = 0; i < 8 && !target.hasAttribute("data-focus"); i++) await user.keyboard("{ArrowDown}");
  expect(target.hasAttribute("data-focus")).toBe(true);
  await user.keyboard("{Enter}");
  expect(await screen.findByRole("heading", { level: 1, name: ukPages["page.login"] })).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
  const uk = await selector(ukPreferences["language.label"]);
  await waitFor(() => expect(document.activeElement).toBe(uk));
});

test("signed in: the language is PATCHed on the profile first, the selector is busy meanwhile, then 'Language updated' shows in the new language", async () => {
  const { to, hold } = watchCalls();
  const { user } = await renderRoute("/dashboard", { signedIn: true });
  expect(await screen.findByRole("heading", { name: "Dashboard", level: 1 })).toBeTruthy();
  const held = hold((c) => c.method === "PATCH" && c.path === "/publisher/api/publishers/1001");
  await user.click(await selector());
  await user.click(await screen.findByRole("menuitem", { name: "Українська" }));
  await waitFor(() => expect(held.held()).toBe(1));
  expect(to("PATCH", "/publisher/api/publishers/1001")[0]!.body).toMatchObject({ language: "uk" });
  await waitFor(async () => expect((await selector()).getAttribute("aria-busy")).toBe("true"));
  // Nothing switches before the profile is saved.
  expect(screen.getByRole("heading", { name: "Dashboard", level: 1 })).toBeTruthy();

  held.stop();
  await waitFor(() => expect(screen.getAllByRole("status").some((s) => s.textContent?.includes(ukApp["language.updated"]))).toBe(true));
  expect(await screen.findByRole("heading", { name: ukPages["menu.dashboard"], level: 1 })).toBeTruthy();
  await waitFor(async () => expect((await selector(ukPreferences["language.label"])).getAttribute("aria-busy")).not.toBe("true"));
});
