/**
 * Requests that end (issue 15): a call without an answer is aborted after the request timeout (30 s),
 * and the flow treats it like a network failure. The page's clock is driven, so the real setting is
 * tested without waiting 30 s.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { DEMO } from "./helpers";

const GENERIC = "Something went wrong, our system has been notified. We apologize for the inconvenience. Please try again later.";

const login = {
  username: (page: Page) => page.getByLabel("E-mail or username"),
  password: (page: Page) => page.getByRole("textbox", { name: "Password", exact: true }),
  submit: (page: Page) => page.getByRole("button", { name: "Sign in" }),
};

test("a hung login ends after 30 s: the form comes back with its input and the generic text", { tag: "@own-context" }, async ({ page }) => {
  await page.clock.install();
  await page.request.post("/__mock/faults", { data: { route: "auth.login", mode: "hang", times: 1 } });
  await page.goto("/publisher/login");
  await login.username(page).fill(DEMO.username);
  await login.password(page).fill(DEMO.password);
  const sent = page.waitForRequest((request) => request.url().endsWith("/publisher/api/login"));
  await login.submit(page).click();
  await sent;
  await expect(login.submit(page)).toBeDisabled();

  // Just before the timeout the call is still waiting.
  await page.clock.runFor(29_000);
  await expect(login.submit(page)).toBeDisabled();

  await page.clock.runFor(1_500);
  await expect(page.getByRole("alert").filter({ hasText: GENERIC })).toBeVisible();
  await expect(login.submit(page)).toBeEnabled();
  await expect(login.username(page)).toHaveValue(DEMO.username);
  await expect(login.password(page)).toHaveValue(DEMO.password);

  // The server answers the next try: the retry signs in.
  await login.submit(page).click();
  await expect(page).toHaveURL(/\/publisher\/dashboard$/);
});
