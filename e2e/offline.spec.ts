/**
 * Readable offline (issue 36 items 2 and 3, docs/decisions/083-readable-offline.md): with the network
 * gone, a publisher who was signed in opens the portal at its start address and reads the pages they
 * saw, each "as of" the time it was fetched, under the offline banner; what needs the network is
 * disabled with the reason; back online the banner goes and the data is asked for again. The saved
 * answers go with the session (logout, a 401) and are never another publisher's.
 *
 * The tests share their worker's context with the portal's service worker in place (`@service-worker`,
 * e2e/fixtures.ts): emptied between tests of everything but the worker and its precache, so that the
 * build is precached once, not once a test. How the worker installs is e2e/pwa.spec.ts's, in contexts
 * of their own. Playwright's offline mode cuts the worker's network too. The file's tests run in order
 * on one Playwright worker, so that they share one precache.
 */
import type { BrowserContext, Locator, Page } from "@playwright/test";
import { inBothSchemes, switchScheme } from "./axe";
import { expect, test } from "./fixtures";
import { NEWBIE, signIn, signInThroughForm } from "./helpers";
import { PICTURES, picture, resize } from "./pictures";

test.use({ serviceWorkers: "allow" });
test.describe.configure({ mode: "default" });

/** Waits until the worker controls the page: registered after the first paint, it controls from the next load on. */
const underTheWorker = async (page: Page, path: string) => {
  await page.goto(path);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/publisher\/sw\.js$/);
};

/** The publishers' saved-answer caches and what each holds (paths with their queries). */
const savedAnswers = (page: Page) =>
  page.evaluate(async () => {
    const saved: Record<string, string[]> = {};
    for (const name of await caches.keys())
      if (!name.startsWith("workbox-precache"))
        saved[name] = (await (await caches.open(name)).keys()).map(
          (request) => new URL(request.url).pathname + new URL(request.url).search,
        );
    return saved;
  });

/** The paths of the answers kept for `publisher` (empty when nothing is). */
const savedFor = async (page: Page, publisher: number) => (await savedAnswers(page))[`publisher-answers-${publisher}`] ?? [];

/** The offline banner: offline, or online while the page still shows saved copies the network has not answered again. */
const banner = (page: Page) => page.getByRole("status").filter({ hasText: /^(You're offline\.|The network does not answer\.)/ });

/** The page's "as of" instant, after checking the sentence around it. */
const asOf = async (page: Page) => {
  await expect(banner(page)).toContainText(/This page as of \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M\./);
  return Date.parse((await banner(page).locator("time").getAttribute("datetime"))!);
};

const NEEDS_NETWORK = "Needs the network: you're offline.";

/** Signs in through the form under the worker and opens `visit` online, each until its answers are saved; the instants before and after. */
const seenOnline = async (page: Page, visit: (menu: Locator) => Promise<void>, saved: string[]) => {
  await underTheWorker(page, "/publisher/login");
  const before = Date.now();
  await signInThroughForm(page);
  await visit(page.getByRole("navigation", { name: "Main menu" }));
  await expect.poll(() => savedFor(page, 1001)).toEqual(expect.arrayContaining(["/publisher/api/publishers/current", ...saved]));
  const after = Date.now();
  await expect(banner(page)).toBeHidden();
  return { before, after };
};

/** Offline, the home screen's start address: the worker answers with the dashboard's frame, under a nonce of its own. */
const openedOffline = async (page: Page, context: BrowserContext) => {
  await context.setOffline(true);
  const opened = await page.goto("/publisher/dashboard");
  expect(opened!.fromServiceWorker()).toBe(true);
  const nonce = /'nonce-([^']+)'/.exec(opened!.headers()["content-security-policy"] ?? "")?.[1];
  expect(nonce).toBeTruthy();
  expect(await page.evaluate(() => document.querySelector<HTMLScriptElement>("script[type=module]")?.nonce)).toBe(nonce);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
};

// One journey in two tests: all six pages in one took 58 s of the 60 s limit with a second suite beside it.
test(
  "offline, the dashboard, balance and conversions read as of when they were fetched; logging out and the export wait with the reason",
  { tag: "@service-worker" },
  async ({ page, context, allowErrors }) => {
    // Offline the worker's own requests fail, and it answers from the saved copies.
    allowErrors(/request failed net::ERR_(INTERNET_DISCONNECTED|FAILED)/);
    const { before, after } = await seenOnline(
      page,
      async (menu) => {
        await menu.getByRole("link", { name: "Balance" }).click();
        await expect(page.getByRole("table", { name: "Transactions" })).toHaveAttribute("aria-busy", "false");
        await menu.getByRole("link", { name: "Conversions" }).click();
        await expect(page.getByRole("table", { name: "Conversions" })).toHaveAttribute("aria-busy", "false");
      },
      ["/publisher/api/ch/dashboard"],
    );

    await openedOffline(page, context);
    await expect(page.getByRole("heading", { name: "Activity" })).toBeVisible();
    await expect(banner(page)).toContainText("What needs the network (saving, sending, downloading) waits until it is back.");
    const dashboardAsOf = await asOf(page);
    expect(dashboardAsOf).toBeGreaterThanOrEqual(before - 1000);
    expect(dashboardAsOf).toBeLessThanOrEqual(after);
    if (PICTURES) {
      await resize(page, 375, 812);
      // The chart's drawing too (a part loaded when the browser is idle, here from the precache).
      await expect(page.getByRole("group", { name: "Clicks over time" }).getByRole("img")).not.toHaveCount(0);
    }
    // The banner holds WCAG 2.1 AA in both schemes (axe); the pictures of the offline dashboard at 375 px, when asked for.
    const found = await inBothSchemes(page, "the offline banner", {
      context: "#content > [aria-live]",
      then: async (scheme) => {
        await picture(page, `offline-dashboard-375-${scheme}`);
        await picture(page, `offline-dashboard-375-${scheme}-whole`, { fullPage: true });
      },
    });
    expect(found).toEqual([]);
    await switchScheme(page, "light");
    if (PICTURES) await resize(page, 1280, 720);
    // Logging out needs the server: the item stays, disabled, saying why.
    await page.getByRole("button", { name: /User menu/ }).click();
    const logout = page.getByRole("menuitem", { name: "Log out" });
    await expect(logout).toHaveAttribute("aria-disabled", "true");
    await expect(logout).toHaveAccessibleDescription(NEEDS_NETWORK);
    await page.keyboard.press("Escape");

    const menu = page.getByRole("navigation", { name: "Main menu" });
    await menu.getByRole("link", { name: "Balance" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Balance" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Transactions" }).getByRole("row")).not.toHaveCount(0);
    expect(await asOf(page)).toBeLessThanOrEqual(after);

    await menu.getByRole("link", { name: "Conversions" }).click();
    await expect(page.getByRole("table", { name: "Conversions" })).toHaveAttribute("aria-busy", "false");
    await expect(page.getByRole("table", { name: "Conversions" }).locator("tbody tr")).not.toHaveCount(0);
    expect(await asOf(page)).toBeLessThanOrEqual(after);
    const conversionsExport = page.getByRole("button", { name: "Export" });
    await expect(conversionsExport).toBeDisabled();
    await expect(conversionsExport).toHaveAccessibleDescription(NEEDS_NETWORK);
  },
);

test(
  "offline, reports, an offer and a smartlink read as of when they were fetched; a request and a refresh wait with the reason; back online all is asked again",
  { tag: "@service-worker" },
  async ({ page, context, allowErrors }) => {
    // What no page saw is not there offline (a smartlink's postbacks): those requests fail.
    allowErrors(/request failed net::ERR_(INTERNET_DISCONNECTED|FAILED)/);
    const { after } = await seenOnline(
      page,
      async (menu) => {
        await menu.getByRole("link", { name: "Reports" }).click();
        await expect(page.getByRole("table", { name: "Summary" }).locator("tfoot")).toContainText("Total");
        await page.goto("/publisher/offers/4301");
        await expect(page.getByRole("heading", { level: 1, name: /Mobile Legends Top-Up/ })).toBeVisible();
        await page.goto("/publisher/smartlinks/305");
        await expect(page.getByRole("heading", { level: 1, name: "Smartlink Mainstream Apps" })).toBeVisible();
      },
      ["/publisher/api/offers/4301", "/publisher/api/smartlinks/305", "/publisher/api/cdn/offers/4301.svg"],
    );

    await openedOffline(page, context);
    await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Reports" }).click();
    await expect(page.getByRole("table", { name: "Summary" }).locator("tfoot")).toContainText("Total");
    expect(await asOf(page)).toBeLessThanOrEqual(after);

    await page.goto("/publisher/offers/4301");
    await expect(page.getByRole("heading", { level: 1, name: /Mobile Legends Top-Up/ })).toBeVisible();
    expect(await asOf(page)).toBeLessThanOrEqual(after);
    const request = page.getByRole("button", { name: "Request", exact: true });
    await expect(request).toBeDisabled();
    await expect(request).toHaveAccessibleDescription(NEEDS_NETWORK);
    await expect(page.getByText(NEEDS_NETWORK)).toBeVisible();
    // Its picture, which the page showed online, is drawn from the publisher's saved copy (the worker's).
    const preview = page.locator('header img[src$="/cdn/offers/4301.svg"]');
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

    await page.goto("/publisher/smartlinks/305");
    await expect(page.getByRole("heading", { level: 1, name: "Smartlink Mainstream Apps" })).toBeVisible();
    expect(await asOf(page)).toBeLessThanOrEqual(after);
    await expect(page.getByRole("button", { name: "Refresh" })).toBeDisabled();

    // Back online: the banner goes, and the page asks the server again by itself.
    const fresh = page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/publisher/api/smartlinks/305" && !response.headers()["x-portal-saved-at"],
    );
    await context.setOffline(false);
    expect((await fresh).status()).toBe(200);
    await expect(banner(page)).toBeHidden();
    await expect(page.getByRole("button", { name: "Refresh" })).toBeEnabled();
    await expect(page.getByText(NEEDS_NETWORK)).toBeHidden();
  },
);

test(
  "logout and a 401 delete the publisher's saved answers: offline afterwards nothing of theirs is shown",
  { tag: "@service-worker" },
  async ({ page, context, allowErrors }) => {
    allowErrors(/request failed net::ERR_(INTERNET_DISCONNECTED|FAILED)/);
    await signIn(page);
    await underTheWorker(page, "/publisher/dashboard");
    await expect.poll(() => savedFor(page, 1001)).toEqual(expect.arrayContaining(["/publisher/api/ch/dashboard"]));

    await page.getByRole("button", { name: /User menu/ }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await expect.poll(() => savedAnswers(page)).toEqual({});

    await context.setOffline(true);
    await page.goto("/publisher/dashboard");
    await expect(page.getByText("You're offline, and nothing of your account is saved on this device for reading offline.")).toBeVisible();
    await expect(page.getByText("demo", { exact: true })).toBeHidden();
    await context.setOffline(false);

    // A 401 (the session ended elsewhere) deletes them too.
    await signIn(page);
    await page.goto("/publisher/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect.poll(() => savedFor(page, 1001)).toEqual(expect.arrayContaining(["/publisher/api/ch/dashboard"]));
    await context.clearCookies();
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href="/publisher/balance"]')?.click());
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await expect.poll(() => savedAnswers(page)).toEqual({});
  },
);

test(
  "a second publisher signing in on the same device never reads the first one's saved answers",
  { tag: "@service-worker" },
  async ({ page, context, allowErrors }) => {
    allowErrors(/request failed net::ERR_(INTERNET_DISCONNECTED|FAILED)/);
    await signIn(page);
    await underTheWorker(page, "/publisher/offers/4301");
    await expect(page.getByRole("heading", { level: 1, name: /Mobile Legends Top-Up/ })).toBeVisible();
    await expect.poll(() => savedFor(page, 1001)).toEqual(expect.arrayContaining(["/publisher/api/offers/4301"]));

    // newbie signs in on the same browser without demo logging out (no login page on the way either).
    await signIn(page, NEWBIE);
    await page.goto("/publisher/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect.poll(async () => Object.keys(await savedAnswers(page))).toEqual(["publisher-answers-1002"]);
    await expect.poll(() => savedFor(page, 1002)).toEqual(expect.arrayContaining(["/publisher/api/publishers/current"]));
    expect(await savedFor(page, 1002)).not.toContain("/publisher/api/offers/4301");

    await context.setOffline(true);
    await page.goto("/publisher/offers/4301");
    await expect(page.getByText("Not saved for reading offline: open it once while online and it will be.")).toBeVisible();
    await expect(page.getByRole("heading", { name: /Mobile Legends/ })).toBeHidden();
    await page.goto("/publisher/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page.getByRole("button", { name: /User menu/ })).toContainText("newbie");
  },
);
