/** Shared steps of the browser tests: signing in through the API (the context holds the session cookie), opening a list. */
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

export const DEMO = { username: "demo", password: "Demo-pass-1" } as const;
export const NEWBIE = { username: "newbie", password: "Newbie-pass-1" } as const;

export const signIn = async (target: Page | APIRequestContext, who: { username: string; password: string } = DEMO) => {
  const request = "request" in target ? target.request : target;
  const response = await request.post("/publisher/api/login", { data: { ...who, _remember_me: true } });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()}`);
};

/** Opens Conversions (with `query`, e.g. "?device=mobile") and waits for its first answer. */
export const openConversions = async (page: Page, query = "") => {
  await page.goto(`/publisher/conversions${query}`);
  await expect(page.getByRole("heading", { level: 1, name: "Conversions" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Conversions" })).toHaveAttribute("aria-busy", "false");
};

/** Chooses countries in a drawer's country picker (src/ui/country-picker.tsx) by searching each name. */
export const pickCountries = async (scope: Locator, label: string, names: ReadonlyArray<string>) => {
  const box = scope.getByRole("combobox", { name: label });
  for (const name of names) {
    await box.fill(name);
    await scope.getByRole("option", { name: new RegExp(`^${name}`) }).click();
  }
};

/** Signs in through the login form (Remember me as given) and waits for the dashboard that replaces it. */
export const signInThroughForm = async (page: Page, who: { username: string; password: string } = DEMO, rememberMe = true) => {
  await page.goto("/publisher/login");
  await page.getByLabel("E-mail or username").fill(who.username);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(who.password);
  if (!rememberMe) await page.getByRole("checkbox", { name: "Remember me" }).click();
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/publisher\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
};

/** The mock's mailbox for an address: the e-mails "sent" to it, oldest first. */
export const mailbox = async (page: Page, to: string) => {
  const response = await page.request.get(`/__mock/mailbox?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { messages: Array<{ kind: string; token?: string; link?: string }> }).messages;
};
