/**
 * Nothing of the publisher is left behind at logout (issue 15): on a shared computer the next
 * person must not read the previous publisher's e-mail, phone, username or balance from the
 * browser's storage, nor in Cache Storage, where a service worker keeps answers (issue 36). Device
 * preferences (language, colour scheme, sidebar) may stay.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { DEMO, signIn, signInThroughForm } from "./helpers";

/** demo's seeded data (mock-server/store/seed.ts), as it can appear in a JSON text. */
const DEMO_DATA = {
  email: "demo@example.com",
  phone: "+420 601 234 567",
  username: `"${DEMO.username}"`,
  balance: "12345.67",
};

/** Everything the page keeps in localStorage and sessionStorage, as `key=value` lines. */
const storageText = (page: Page) =>
  page.evaluate(() =>
    [window.localStorage, window.sessionStorage]
      .flatMap((storage) =>
        Array.from({ length: storage.length }, (_, i) => storage.key(i)!).map((key) => `${key}=${storage.getItem(key) ?? ""}`),
      )
      .join("\n"),
  );

/** The pieces of demo's data found in `text`. */
const demoDataIn = (text: string) =>
  Object.entries(DEMO_DATA)
    .filter(([, value]) => text.includes(value))
    .map(([name]) => name);

/**
 * Puts demo's answer into Cache Storage as a service worker's runtime cache would keep it (issue 36),
 * beside a cache named as the worker's precache of the build.
 */
const cacheAnswers = (page: Page) =>
  page.evaluate(async () => {
    const answer = await fetch("/publisher/api/publishers/current").then((r) => r.text());
    await (await caches.open("publisher-answers")).put("/publisher/api/publishers/current", new Response(answer));
    await (await caches.open("workbox-precache-v2-test")).put("/publisher/icon.svg", new Response("<svg/>"));
  });

/** Everything Cache Storage holds, as `cache url=body` lines. */
const cachedText = (page: Page) =>
  page.evaluate(async () => {
    const lines: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) lines.push(`${name} ${request.url}=${await (await cache.match(request))!.text()}`);
    }
    return lines.join("\n");
  });

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

const logOut = async (page: Page) => {
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
};

test("after logout no e-mail, phone, username or balance is left in storage; the colour scheme stays", async ({ page, consoleErrors }) => {
  await signInThroughForm(page);
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Dark" }).click();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await page.goto("/publisher/settings");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  // The journal did hold the publisher while signed in, so the check below is not vacuous.
  await expect.poll(async () => demoDataIn(await storageText(page))).toEqual(expect.arrayContaining(["email", "username"]));
  await cacheAnswers(page);
  expect(demoDataIn(await cachedText(page))).toEqual(expect.arrayContaining(["email", "username"]));

  await logOut(page);

  expect(demoDataIn(await storageText(page))).toEqual([]);
  // The answers cached for the publisher are gone; the build's precache (nobody's data) stays.
  await expect.poll(() => cacheNames(page)).toEqual(["workbox-precache-v2-test"]);
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  expect(consoleErrors.filter((e) => !e.includes("401"))).toEqual([]);
});

test("a 401 that ends the session leaves nothing of the publisher in storage either", async ({ page, consoleErrors }) => {
  await signIn(page);
  await page.goto("/publisher/dashboard");
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect.poll(async () => demoDataIn(await storageText(page))).toEqual(expect.arrayContaining(["email"]));
  await cacheAnswers(page);

  await page.context().clearCookies();
  // Whatever asks the server next meets the 401: the click on Settings, or a call of the dashboard's
  // own still on its way (then the login page is there already and there is nothing to click: a
  // click that waits for the link would wait for ever).
  await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href="/publisher/settings"]')?.click());
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();

  await expect.poll(async () => demoDataIn(await storageText(page))).toEqual([]);
  await expect.poll(() => cacheNames(page)).toEqual(["workbox-precache-v2-test"]);
  expect(consoleErrors.filter((e) => !e.includes("401"))).toEqual([]);
});
