/**
 * The sidebar and the footer (spec 01 sections 2, 6 and 9): collapse to a rail that survives a
 * reload, the personal-manager card, the "Powered by" banner, copyright and version, the tablet
 * rail and the mobile drawer. Here: widths, the rail over the page, the drawer's focus and backdrop,
 * axe; the card, the footer, the languages and the drawer's entries are
 * tests/components/shell/sidebar.test.tsx.
 */
import type { Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { DEMO, signIn } from "./helpers";

const DESKTOP = { width: 1440, height: 900 };
const TABLET = { width: 1023, height: 800 };
const MOBILE = { width: 767, height: 900 };

type Account = { readonly username: string; readonly password: string };

const menu = (page: Page) => page.getByRole("navigation", { name: "Main menu" });
const toggle = (page: Page) => page.getByRole("button", { name: "Sidebar" });
/** Whether the menu labels are shown (in the rail they remain only for screen readers). */
const labelsShown = (page: Page) =>
  menu(page)
    .getByText("Offers", { exact: true })
    .evaluate((el) => el.getBoundingClientRect().width > 1);
const hamburger = (page: Page) => page.getByRole("button", { name: "Open menu" });
const drawer = (page: Page) => page.getByRole("dialog", { name: "Main menu" });

const open = async (page: Page, path = "dashboard", who: Account = DEMO) => {
  await signIn(page, who);
  await page.goto(`/publisher/${path}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
};

/** Serious and critical axe findings in the sidebar (or its drawer) and the footer. */
const axeProblems = (page: Page) => seriousViolations(page, { include: ["[data-shell=sidebar]", "footer"] });

test.describe("desktop", () => {
  test.use({ viewport: DESKTOP });

  test("the sidebar is 227 px wide and collapses to an icon rail; the choice survives a reload", async ({ page }) => {
    await open(page);
    const nav = menu(page);
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "true");
    expect(await labelsShown(page)).toBe(true);
    expect(await nav.evaluate((el) => el.parentElement!.getBoundingClientRect().width)).toBe(227);
    await expect(page.getByText("Publisher Platform", { exact: true })).toBeVisible();

    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect.poll(() => labelsShown(page)).toBe(false);
    // The rail keeps accessible names and shows the label as a tooltip.
    await expect(nav.getByRole("link", { name: "Offers" })).toHaveAttribute("title", "Offers");
    await expect(page.getByRole("link", { name: "Publisher Platform" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Olena, your personal manager" })).toBeVisible();
    // The rail narrows with a transition: its width is read until the transition has ended.
    await expect.poll(() => nav.evaluate((el) => el.parentElement!.getBoundingClientRect().width)).toBeLessThan(100);

    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
    expect(await labelsShown(page)).toBe(false);

    await toggle(page).click();
    await page.reload();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "true");
    await expect.poll(() => labelsShown(page)).toBe(true);
  });

  for (const scheme of ["light", "dark"] as const) {
    test(`no serious accessibility problems in the expanded and collapsed sidebar and the open drawer (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await open(page);
      expect(await axeProblems(page)).toEqual([]);
      await toggle(page).click();
      await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
      expect(await axeProblems(page)).toEqual([]);

      // The open drawer on a phone.
      await page.setViewportSize(MOBILE);
      await hamburger(page).click();
      await expect(drawer(page)).toBeVisible();
      // Wait for the slide-in to end, so that colours are measured at rest.
      await expect
        .poll(() =>
          drawer(page)
            .getByRole("navigation")
            .evaluate((el) => el.getBoundingClientRect().left),
        )
        .toBe(0);
      expect(await axeProblems(page), "drawer").toEqual([]);
    });
  }
});

test.describe("tablet", () => {
  test.use({ viewport: TABLET });

  test("the sidebar is a rail by default; the toggle expands it over the page and navigation collapses it", async ({ page }) => {
    await open(page);
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect(menu(page).getByRole("link", { name: "Offers" })).toBeVisible();
    expect(await labelsShown(page)).toBe(false);
    const mainLeft = () => page.getByRole("main").evaluate((el) => el.getBoundingClientRect().left);
    const before = await mainLeft();
    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "true");
    await expect.poll(() => labelsShown(page)).toBe(true);
    expect(await mainLeft()).toBe(before);
    await menu(page).getByRole("link", { name: "Offers" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Offers" })).toBeVisible();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
    await toggle(page).click();
    await page.keyboard.press("Escape");
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("mobile", () => {
  test.use({ viewport: MOBILE });

  test("no sidebar in the page; the hamburger opens the drawer, focus stays inside it, Escape or the backdrop closes it, focus back on the hamburger", async ({
    page,
  }) => {
    await open(page);
    await expect(menu(page)).toBeHidden();
    await expect(hamburger(page)).toHaveAttribute("aria-expanded", "false");
    await hamburger(page).click();
    await expect(drawer(page)).toBeVisible();
    const inside = () => drawer(page).evaluate((dialog) => dialog.contains(document.activeElement));
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press("Tab");
      expect(await inside()).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await inside()).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(drawer(page)).toBeHidden();
    await expect(hamburger(page)).toHaveAttribute("aria-expanded", "false");
    await expect(hamburger(page)).toBeFocused();

    await hamburger(page).click();
    await expect(drawer(page)).toBeVisible();
    await page.mouse.click(600, 450);
    await expect(drawer(page)).toBeHidden();
  });
});
