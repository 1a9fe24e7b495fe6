/**
 * Loaded code renders at once (docs/decisions/042-no-suspense-throttle.md): React holds back content
 * that follows a shown Suspense fallback with a timer of up to 300 ms. A page load, and a dialog whose
 * code is loaded apart from its page, must set no such timer before their content is there.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signIn } from "./helpers";

/**
 * Counts the timers of 100 ms to 10 s the page sets (React's fallback throttle is one; request timeouts
 * are 30 s), and how many there were when the first level-1 heading came into the document.
 */
const countLongTimers = (page: Page) =>
  page.addInitScript(() => {
    const state = ((window as unknown as { __longTimers: { count: number; atHeading: number | null; stacks: string[] } }).__longTimers = {
      count: 0,
      atHeading: null as number | null,
      stacks: [] as string[],
    });
    const setTimeout = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) => {
      if ((delay ?? 0) >= 100 && (delay ?? 0) < 10_000) {
        state.count += 1;
        state.stacks.push(`${delay} ms ${new Error().stack ?? ""}`);
      }
      return setTimeout(handler, delay, ...rest);
    }) as typeof window.setTimeout;
    const observer = new MutationObserver(() => {
      if (!document.querySelector("h1")) return;
      state.atHeading = state.count;
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
const longTimers = (page: Page) => page.evaluate(() => (window as unknown as { __longTimers: { count: number } }).__longTimers.count);
/** Where each long timer since `from` was set: React's (and the other libraries') code is in the vendor chunk. */
const longTimerStacks = (page: Page, from: number) =>
  page.evaluate((from) => (window as unknown as { __longTimers: { stacks: string[] } }).__longTimers.stacks.slice(from), from);
/** The long timers set before the page's heading was there (a decorative part loading beside it may set its own later). */
const longTimersBeforeHeading = (page: Page) =>
  page.evaluate(() => (window as unknown as { __longTimers: { atHeading: number | null } }).__longTimers.atHeading);

test("a signed-in page and the login page show their content without waiting on a timer", async ({ page }) => {
  await countLongTimers(page);
  await page.goto("/publisher/login");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await longTimersBeforeHeading(page), "login").toBe(0);
  await signIn(page);
  await page.goto("/publisher/support?selectedTab=contacts");
  await expect(page.getByRole("region", { name: "Olena" })).toBeVisible();
  expect(await longTimersBeforeHeading(page), "support").toBe(0);
});

test("a dialog whose code is loaded apart from its page shows without waiting on a timer", async ({ page }) => {
  await countLongTimers(page);
  await signIn(page);
  await page.goto("/publisher/domains");
  await expect(page.getByRole("heading", { level: 1, name: "Domains" })).toBeVisible();
  // The dialog's code loads when the browser is idle after the page shows; a publisher reads the page first.
  await page.waitForLoadState("networkidle");
  const before = await longTimers(page);
  await page.getByRole("button", { name: "Add domain" }).click();
  await expect(page.getByRole("dialog", { name: "Add domain" })).toBeVisible();
  // React's fallback throttle is set from the vendor chunk; on a busy machine the app's own timers
  // (a deferred control's load, a poll) may fall in this window too, and are not what this guards.
  const stacks = await longTimerStacks(page, before);
  expect(
    stacks.filter((stack) => /\/assets\/vendor-[\w-]+\.js/.test(stack)),
    stacks.join("\n\n"),
  ).toEqual([]);
});
