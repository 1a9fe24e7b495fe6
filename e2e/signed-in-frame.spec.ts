/**
 * The signed-in frame (decision 055): a signed-in page, asked for with a session cookie, comes with
 * the shell's frame and the page's name pre-rendered in the cookie's language, painted in the
 * device's look (dark, a collapsed sidebar) before any of the portal's scripts has run; the portal
 * then replaces it whole, without a layout shift.
 */
import type { Page } from "@playwright/test";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./fixtures";
import { signIn } from "./helpers";
import { picture } from "./pictures";

/**
 * Holds back every script of the portal from here on: what shows is the HTML (and its inline scripts)
 * alone. The page that was open is left first: its own late imports (a control fetched when the
 * browser is idle) would otherwise fail under the block, and a fresh-clone run failed on that console
 * error.
 */
const withoutPortalScripts = async (page: Page) => {
  await page.goto("about:blank");
  await page.route("**/publisher/assets/*.js", (route) => route.abort());
};

const frame = (page: Page) => page.locator('[data-shell="frame"]');

test("a signed-in page paints its frame and its name before any script, in the cookie's language", async ({
  page,
  baseURL,
  allowErrors,
}) => {
  allowErrors(/net::ERR_FAILED|Failed to load resource/);
  await signIn(page);
  await page.context().addCookies([{ name: "_locale", value: "uk", url: baseURL! }]);
  await withoutPortalScripts(page);
  await page.goto("/publisher/conversions?page=2");
  await expect(frame(page)).toBeVisible();
  await expect(frame(page).getByText("Конверсії", { exact: true })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText("Завантаження…");
  await expect(page.locator("html")).toHaveAttribute("lang", "uk");
  // Not a heading: the page's own heading comes with the page.
  await expect(page.getByRole("heading")).toHaveCount(0);
  await picture(page, "frame-conversions-uk");
});

test("the frame is painted in the device's look: dark, and the sidebar as the publisher left it", async ({ page, allowErrors }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await page.goto("/publisher/dashboard");
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Dark" }).click();
  await page.getByRole("button", { name: "Sidebar" }).click();
  await expect(page.getByRole("button", { name: "Sidebar" })).toHaveAttribute("aria-expanded", "false");

  allowErrors(/net::ERR_FAILED|Failed to load resource/);
  await withoutPortalScripts(page);
  await page.goto("/publisher/offers/1");
  await expect(frame(page).getByText("Offer", { exact: true })).toBeVisible();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect(page.locator("html")).toHaveClass(/\bsidebar-collapsed\b/);
  const sidebar = frame(page).locator("> div > div").first();
  expect(await sidebar.evaluate((el) => el.getBoundingClientRect().width)).toBe(72);
  // The page's dark background (slate-950, lightness under 5 of 100), not the light one.
  const background = await frame(page).evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(Number(/^lab\(([\d.]+)/.exec(background)?.[1])).toBeLessThan(5);
  await picture(page, "frame-offer-dark-collapsed");
});

test("without a session cookie a signed-in path gets the plain page; with one, its frame", async ({ page, request }) => {
  const html = async (cookie?: string) => (await request.get("/publisher/dashboard", { headers: cookie ? { cookie } : {} })).text();
  expect(await html()).not.toContain("data-frame");
  await signIn(page);
  const cookies = await page.context().cookies();
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  expect(await html(cookie)).toContain('data-frame="en"');
  expect(await html(`${cookie}; _locale=zh`)).toContain('data-frame="zh"');
  // Every signed-in route has one, detail pages included; the public pages keep theirs.
  for (const path of ["smartlinks/5", "announcements/article/2", "settings?selectedTab=security"])
    expect((await request.get(`/publisher/${path}`, { headers: { cookie } })).ok()).toBe(true);
  expect(await (await request.get("/publisher/smartlinks/5", { headers: { cookie } })).text()).toContain("data-frame");
  expect(await (await request.get("/publisher/nowhere/at/all", { headers: { cookie } })).text()).not.toContain("data-frame");
});

test("the portal replaces the frame with the page, nothing shifting", async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: number };
    w.__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) w.__shifts += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  await signIn(page);
  for (const path of ["/publisher/dashboard", "/publisher/conversions"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(frame(page)).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: "Loading…" })).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts)).toBeLessThan(0.05);
  }
});

test("the frame asks for the publisher with the HTML, and the portal takes that answer instead of asking again", async ({
  page,
  allowErrors,
}) => {
  await signIn(page);
  const asked: string[] = [];
  const stylesheets: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/publisher/api/publishers/current")) asked.push(request.url());
    if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
  });
  await page.goto("/publisher/reports");
  await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
  expect(asked).toHaveLength(1);
  // The frame's own rules are in the page, the whole sheet is linked at its end (decision 072): it is
  // fetched once, and no lazy chunk fetches it again (scripts/prerender.ts).
  expect(stylesheets).toHaveLength(1);
  expect(stylesheets[0]).toMatch(/\/publisher\/assets\/index-[\w-]+\.css$/);

  // Asked by the HTML itself: it goes with no script of the portal at all.
  asked.length = 0;
  allowErrors(/net::ERR_FAILED|Failed to load resource/);
  await withoutPortalScripts(page);
  const answered = page.waitForResponse((response) => response.url().endsWith("/publisher/api/publishers/current"));
  await page.goto("/publisher/dashboard");
  expect((await answered).status()).toBe(200);
  await expect(frame(page)).toBeVisible();
  expect(asked).toHaveLength(1);
});

// The page's own first calls, where its address alone fixes them (scripts/prerender.ts, EARLY_PAGE_PATHS).
const EARLY_PAGES = [
  { path: "/publisher/dashboard", calls: ["/publisher/api/ch/dashboard", "/publisher/api/announcements?itemsPerPage=3"], shown: "Today" },
  { path: "/publisher/offers/4102", calls: ["/publisher/api/offers/4102"], shown: "#4102" },
  { path: "/publisher/announcements/article/2", calls: ["/publisher/api/announcements/2"], shown: null },
] as const;

test("a page's own first calls leave with its HTML, and the portal takes those answers instead of asking again", async ({
  page,
  allowErrors,
}) => {
  await signIn(page);
  const asked: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/publisher/api/")) asked.push(url.pathname + url.search);
  });
  for (const { path, calls, shown } of EARLY_PAGES) {
    asked.length = 0;
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    if (shown) await expect(page.getByRole("main").getByText(shown).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
    for (const call of calls)
      expect(
        asked.filter((url) => url === call),
        `${call} on ${path}`,
      ).toHaveLength(1);
  }

  // Asked by the HTML itself: they go with no script of the portal at all.
  allowErrors(/net::ERR_FAILED|Failed to load resource/);
  await withoutPortalScripts(page);
  for (const { path, calls } of EARLY_PAGES) {
    asked.length = 0;
    const answered = calls.map((call) => page.waitForResponse((response) => response.url().endsWith(call)));
    await page.goto(path);
    await expect(frame(page)).toBeVisible();
    for (const answer of answered) expect((await answer).status()).toBe(200);
    expect(asked.toSorted()).toEqual(["/publisher/api/publishers/current", ...calls].toSorted());
  }
});

// Decision 072: a frame's <style> holds only the rules its markup can use; the whole sheet is linked at
// the end of its body. What the frame paints must not depend on which of the two arrived: each English
// frame, its scripts and the link taken out, is pictured with its own rules and with the whole sheet.
for (const colorScheme of ["light", "dark"] as const) {
  test(`each frame looks the same with its own rules as with the whole stylesheet (${colorScheme === "dark" ? "dark, the sidebar collapsed" : "light"}; 1440 and 375 px)`, async ({
    page,
  }) => {
    const dist = process.env.E2E_DIST ?? "dist";
    const framesDir = join(dist, "prerendered", "en", "frames");
    const frames = readdirSync(framesDir).filter((file) => file.endsWith(".html"));
    expect(frames.length).toBeGreaterThan(10);
    for (const file of frames) {
      const html = readFileSync(join(framesDir, file), "utf8");
      const sheet = /<link rel="stylesheet"[^>]* href="\/publisher\/(assets\/[\w-]+\.css)">/.exec(html)?.[1];
      expect(sheet, `${file} links the whole stylesheet`).toBeDefined();
      const own = html
        .replace(/<link rel="stylesheet"[^>]*>/, "")
        .replace(/<script[\s\S]*?<\/script>/g, "")
        .replace("<html ", colorScheme === "dark" ? '<html class="dark sidebar-collapsed" ' : "<html ");
      const whole = own.replace(/<style>[\s\S]*?<\/style>/, () => `<style>${readFileSync(join(dist, sheet!), "utf8")}</style>`);
      expect(own.length, `${file} carries less than the whole sheet`).toBeLessThan(whole.length / 2);
      for (const width of [1440, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await page.setContent(own);
        const painted = await page.screenshot({ fullPage: true });
        await page.setContent(whole);
        expect(painted.equals(await page.screenshot({ fullPage: true })), `${file} at ${width} px`).toBe(true);
      }
    }
  });
}
