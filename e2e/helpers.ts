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
