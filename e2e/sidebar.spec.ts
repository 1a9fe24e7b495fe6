/**
 * The sidebar and the footer (spec 01 sections 2, 6 and 9): collapse to a rail that survives a
 * reload, the personal-manager card, the "Powered by" banner, copyright and version, the tablet
 * rail and the mobile drawer.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { DEMO, NEWBIE, signIn } from "./helpers";

const DESKTOP = { width: 1440, height: 900 };
const TABLET = { width: 1023, height: 800 };
const MOBILE = { width: 767, height: 900 };

type Account = { readonly username: string; readonly password: string };

const menu = (page: Page) => page.getByRole("navigation", { name: "Main menu" });
const toggle = (page: Page) => page.getByRole("button", { name: "Sidebar" });
const contacts = (page: Page) => page.getByRole("list", { name: "Manager contacts" });
/** Whether the menu labels are shown (in the rail they remain only for screen readers). */
const labelsShown = (page: Page) =>
  menu(page)
    .getByText("Offers", { exact: true })
    .evaluate((el) => el.getBoundingClientRect().width > 1);
const footer = (page: Page) => page.getByRole("contentinfo");
const hamburger = (page: Page) => page.getByRole("button", { name: "Open menu" });
const drawer = (page: Page) => page.getByRole("dialog", { name: "Main menu" });

const open = async (page: Page, path = "dashboard", who: Account = DEMO) => {
  await signIn(page, who);
  await page.goto(`/publisher/${path}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
};

/** Serious and critical axe findings in the sidebar (or its drawer) and the footer. */
const axeProblems = async (page: Page) =>
  (await new AxeBuilder({ page }).include("[data-shell=sidebar]").include("footer").analyze()).violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);

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

  test("demo's manager card: avatar letter, first name, caption and four contact links", async ({ page }) => {
    await open(page);
    const card = page.getByRole("link", { name: /Olena/ });
    await expect(card).toHaveText("OOlenaYour personal manager");
    const links = contacts(page).getByRole("link");
    await expect(links).toHaveCount(4);
    await expect(contacts(page).getByRole("link", { name: "E-mail" })).toHaveAttribute("href", "mailto:olena.manager@example.com");
    await expect(contacts(page).getByRole("link", { name: "Skype" })).toHaveAttribute("href", "skype:live:olena.affiliates?chat");
    await expect(contacts(page).getByRole("link", { name: "Telegram" })).toHaveAttribute("href", "https://t.me/olena_affiliates");
    await expect(contacts(page).getByRole("link", { name: "Teams" })).toHaveAttribute(
      "href",
      "https://teams.microsoft.com/l/chat/0/0?users=olena%40affnet.example",
    );
  });

  test("newbie's manager card has e-mail and telegram only", async ({ page }) => {
    await open(page, "dashboard", NEWBIE);
    await expect(page.getByRole("link", { name: /Marcus/ })).toContainText("Your personal manager");
    await expect(contacts(page).getByRole("link")).toHaveCount(2);
    await expect(contacts(page).getByRole("link", { name: "E-mail" })).toHaveAttribute("href", "mailto:marcus.manager@example.com");
    await expect(contacts(page).getByRole("link", { name: "Telegram" })).toHaveAttribute("href", "https://t.me/marcus_aff");
    await expect(contacts(page).getByRole("link", { name: "Skype" })).toHaveCount(0);
    await expect(contacts(page).getByRole("link", { name: "Teams" })).toHaveCount(0);
  });

  test("the manager card opens settings on the Contacts tab", async ({ page }) => {
    await open(page);
    await page.getByRole("link", { name: /Olena/ }).click();
    await expect(page).toHaveURL(/\/publisher\/settings\?selectedTab=contacts$/);
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Contacts" })).toHaveAttribute("aria-selected", "true");
    await expect(menu(page).getByRole("link", { name: "Settings" })).toHaveAttribute("aria-current", "page");
  });

  test("demo's footer: Powered by with the network id, copyright and version", async ({ page }) => {
    await open(page);
    const poweredBy = footer(page).getByRole("link", { name: /Powered by/ });
    await expect(poweredBy).toHaveText("Powered by UCLIQ·network uc-4821");
    await expect(poweredBy).toHaveAttribute("href", "https://ucliq.com/?networkId=uc-4821");
    await expect(poweredBy).toHaveAttribute("target", "_blank");
    const year = await page.evaluate(() => new Date().getFullYear());
    await expect(footer(page).getByText(`© ${year} Publisher Platform. All rights reserved.`, { exact: true })).toBeVisible();
    await expect(footer(page).getByText("Version 0.1.0", { exact: true })).toBeVisible();
  });

  test("newbie's footer has no Powered by banner, but the copyright and version", async ({ page }) => {
    await open(page, "dashboard", NEWBIE);
    await expect(footer(page).getByText("Version 0.1.0", { exact: true })).toBeVisible();
    await expect(footer(page).getByText(/^© \d{4} Publisher Platform\. All rights reserved\.$/)).toBeVisible();
    await expect(footer(page).getByText(/Powered by/)).toHaveCount(0);
  });

  test("the footer and sidebar speak the interface language", async ({ page }) => {
    await open(page);
    await page.getByRole("button", { name: "Language" }).click();
    await page.getByRole("menuitem", { name: "Українська" }).click();
    await expect(page.getByRole("navigation", { name: "Головне меню" })).toBeVisible();
    await expect(footer(page).getByText("Версія 0.1.0", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: /Olena/ })).toContainText("Ваш персональний менеджер");
  });

  for (const scheme of ["light", "dark"] as const) {
    test(`no serious accessibility problems in the expanded and collapsed sidebar (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await open(page);
      expect(await axeProblems(page)).toEqual([]);
      await toggle(page).click();
      await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
      expect(await axeProblems(page)).toEqual([]);
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

  test("no sidebar in the page; the hamburger opens the drawer and Escape closes it, focus back on the hamburger", async ({ page }) => {
    await open(page);
    await expect(menu(page)).toBeHidden();
    await hamburger(page).click();
    await expect(drawer(page)).toBeVisible();
    await expect(drawer(page).getByRole("navigation", { name: "Main menu" }).getByRole("link")).toHaveCount(11);
    await expect(drawer(page).getByRole("list", { name: "Manager contacts" }).getByRole("link")).toHaveCount(4);
    await page.keyboard.press("Escape");
    await expect(drawer(page)).toBeHidden();
    await expect(hamburger(page)).toBeFocused();
  });

  test("a click on the backdrop closes the drawer", async ({ page }) => {
    await open(page);
    await hamburger(page).click();
    await expect(drawer(page)).toBeVisible();
    await page.mouse.click(600, 450);
    await expect(drawer(page)).toBeHidden();
  });

  test("navigating from the drawer closes it", async ({ page }) => {
    await open(page);
    await hamburger(page).click();
    await drawer(page).getByRole("link", { name: "Payments" }).click();
    await expect(page).toHaveURL(/\/publisher\/payments$/);
    await expect(page.getByRole("heading", { level: 1, name: "Payments" })).toBeVisible();
    await expect(drawer(page)).toBeHidden();
    // The entry of the current page closes it as well.
    await hamburger(page).click();
    await drawer(page).getByRole("link", { name: "Payments" }).click();
    await expect(drawer(page)).toBeHidden();
    await hamburger(page).click();
    await drawer(page).getByRole("button", { name: "Close menu" }).click();
    await expect(drawer(page)).toBeHidden();
  });

  test("focus stays inside the open drawer", async ({ page }) => {
    await open(page);
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
  });

  for (const scheme of ["light", "dark"] as const) {
    test(`no serious accessibility problems in the open drawer (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await open(page);
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
      expect(await axeProblems(page)).toEqual([]);
    });
  }
});
