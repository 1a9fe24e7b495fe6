/**
 * The signed-in shell's controls that load after the first paint (src/ui/deferred.tsx): until its
 * code arrives each shows a plain button named as the real one, and what the user does to it is not
 * lost. Each test holds the control's chunk until the user has acted, then lets it through. Here: the
 * real chunks in a browser (a click on the user menu, a click racing React's swap, the Filters
 * drawer and the phone's drawer, whose dialogs give the focus back); each key's handoff (ArrowUp, Enter on a menu or a popover, the focus) is
 * tests/components/shell/deferred-controls.test.tsx.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openConversions, signIn } from "./helpers";

/** Holds the requests of the chunk `name` (e.g. "user-menu") until the returned function is called. */
const hold = async (page: Page, name: string) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = "";
  await page.route(new RegExp(`/publisher/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    asked = route.request().url();
    await released;
    await route.continue();
  });
  return { release, asked: () => asked !== "", url: () => asked };
};

const open = async (page: Page) => {
  await signIn(page);
  await page.goto("/publisher/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
};

const header = (page: Page) => page.getByRole("banner");

test.describe("desktop", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("a click on the user menu before its code arrives opens it when it does", async ({ page }) => {
    const chunk = await hold(page, "user-menu");
    await open(page);
    const button = header(page).getByRole("button", { name: "User menu" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    await expect.poll(chunk.asked).toBe(true);
    await expect(page.getByRole("menu")).toHaveCount(0);
    chunk.release();
    await expect(page.getByRole("menu").getByRole("menuitem", { name: "Settings" })).toBeVisible();
    await expect(header(page).getByRole("button", { name: "User menu" })).toHaveAttribute("aria-expanded", "true");
  });

  test("a click that lands after the code arrived but before the real control took the button's place still opens it", async ({ page }) => {
    const chunk = await hold(page, "news-popover");
    await open(page);
    await header(page)
      .getByRole("button", { name: /^Latest news/ })
      .focus();
    await expect.poll(chunk.asked).toBe(true);
    // The page imports the same module and, once the portal has asked React for the swap but before React
    // renders it, clicks the placeholder.
    const clicked = page.evaluate(async (url) => {
      const placeholder = document.activeElement;
      await import(/* @vite-ignore */ url);
      // The portal's reaction sits a few promise steps further (the preload wrapper, the module cache);
      // React renders the swap in a later task, after every microtask.
      for (let step = 0; step < 20; step++) await Promise.resolve();
      if (!(placeholder instanceof HTMLButtonElement) || !placeholder.isConnected) return "the placeholder was gone";
      placeholder.click();
      return "clicked";
    }, chunk.url());
    chunk.release();
    expect(await clicked).toBe("clicked");
    await expect(page.getByRole("list", { name: "Latest news" })).toBeVisible();
    await expect(header(page).getByRole("button", { name: /^Latest news/ })).toHaveAttribute("aria-expanded", "true");
  });

  test("Filters pressed before the drawer's code arrives opens it; Escape gives the focus back", async ({ page }) => {
    const chunk = await hold(page, "filter-drawer");
    await signIn(page);
    await openConversions(page);
    const button = page.getByRole("button", { name: "Filters" });
    await button.click();
    await expect.poll(chunk.asked).toBe(true);
    chunk.release();
    await expect(page.getByRole("dialog", { name: "Filters" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Filters" })).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe("mobile", () => {
  test.use({ viewport: { width: 767, height: 900 } });

  test("the drawer opened before its code arrives shows when it does; Escape gives the focus back", async ({ page }) => {
    const chunk = await hold(page, "sidebar-drawer");
    await open(page);
    const hamburger = page.getByRole("button", { name: "Open menu" });
    await hamburger.click();
    await expect.poll(chunk.asked).toBe(true);
    chunk.release();
    const drawer = page.getByRole("dialog", { name: "Main menu" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("button", { name: "Close menu" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(hamburger).toBeFocused();
  });
});
