/**
 * The pre-login layout (spec 01 sections 2 and 9): a two-panel card at most 1440 × 900 px, with a
 * 1 px border and rounded corners from 1441 px up; a form column of at most 530 px (390 px on large
 * desktop and on mobile); on mobile the decorative panel gives way to a top header.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { seriousViolations } from "./axe";

const TITLE = "Publisher Platform";

const open = async (page: Page, width: number, height: number) => {
  await page.setViewportSize({ width, height });
  await page.goto("/publisher/login");
  await expect(page.getByRole("heading", { name: "Sign in", level: 1 })).toBeVisible();
};

const decorativePanel = (page: Page) => page.getByRole("complementary", { name: TITLE });
// The card is a plain frame with no role of its own; it is the one element the layout tags for tests.
const card = (page: Page) => page.getByTestId("prelogin-card");
const formColumn = (page: Page) => page.getByRole("main");
const box = async (locator: ReturnType<Page["getByRole"]>) => (await locator.boundingBox())!;
const style = (locator: ReturnType<Page["getByRole"]>, property: "borderTopWidth" | "borderTopLeftRadius" | "maxHeight") =>
  locator.evaluate((el, p) => getComputedStyle(el)[p], property);

test.describe("pre-login layout", () => {
  test("desktop: at 1440 × 900 the card fills the viewport without border or radius; from 1441 px they start; at 1600 × 1000 the card is 1440 × 900", async ({
    page,
  }) => {
    await open(page, 1440, 900);
    await expect(decorativePanel(page)).toBeVisible();
    await expect(decorativePanel(page).getByText(TITLE, { exact: true })).toBeVisible();

    let frame = await box(card(page));
    expect(frame.width).toBeLessThanOrEqual(1440);
    expect(frame.height).toBeLessThanOrEqual(900);
    expect(await style(card(page), "maxHeight")).toBe("900px");
    expect(await style(card(page), "borderTopWidth")).toBe("0px");
    expect(await style(card(page), "borderTopLeftRadius")).toBe("0px");

    expect((await box(formColumn(page))).width).toBeLessThanOrEqual(530);
    // The header holds the language selector on desktop too.
    await expect(page.getByRole("banner").getByRole("button", { name: /^Language/ })).toBeVisible();

    // At 1441 px the border and radius start; back at 1440 px they are not there.
    await page.setViewportSize({ width: 1441, height: 900 });
    await expect.poll(() => style(card(page), "borderTopWidth")).toBe("1px");
    expect(parseFloat(await style(card(page), "borderTopLeftRadius"))).toBeGreaterThan(0);
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(() => style(card(page), "borderTopWidth")).toBe("0px");

    // At 1600 × 1000: 1440 × 900 with a 1 px border and rounded corners; the form column at most 390 px.
    await page.setViewportSize({ width: 1600, height: 1000 });
    await expect.poll(async () => (await box(card(page))).width).toBe(1440);
    frame = await box(card(page));
    expect(frame.height).toBe(900);
    expect(await style(card(page), "borderTopWidth")).toBe("1px");
    expect(parseFloat(await style(card(page), "borderTopLeftRadius"))).toBeGreaterThan(0);
    expect((await box(formColumn(page))).width).toBeLessThanOrEqual(390);
    await expect(decorativePanel(page)).toBeVisible();
  });

  test("tablet and mobile: at 1023 px both panels and a column of at most 530 px; at 767 px a top header instead of the panel, no maximum height; at 390 px nothing scrolls sideways", async ({
    page,
  }) => {
    await open(page, 1023, 768);
    await expect(decorativePanel(page)).toBeVisible();
    expect((await box(formColumn(page))).width).toBeLessThanOrEqual(530);

    await page.setViewportSize({ width: 767, height: 1200 });
    await expect(decorativePanel(page)).toBeHidden();
    const header = page.getByRole("banner");
    await expect(header).toBeVisible();
    await expect(header.getByText(TITLE, { exact: true })).toBeVisible();
    await expect(header.getByRole("button", { name: /^Language/ })).toBeVisible();
    expect(await style(card(page), "maxHeight")).toBe("none");
    expect((await box(formColumn(page))).width).toBeLessThanOrEqual(390);
    expect(await style(card(page), "borderTopWidth")).toBe("0px");

    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(async () => (await box(formColumn(page))).width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  for (const colorScheme of ["light", "dark"] as const) {
    test(`the layout and the open selector have no serious accessibility problem (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await open(page, 1440, 900);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole("button", { name: /^Language/ }).click();
      const menu = page.getByRole("menu");
      await expect(menu).toBeVisible();
      // Measure contrast once the menu has faded in.
      await expect.poll(() => menu.evaluate((el) => el.getAnimations().length + (el.hasAttribute("data-transition") ? 1 : 0))).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
