/**
 * A smartlink's own page in a browser (spec 02 sections 2-6; issue 13): opened from the list, a
 * request and the manager's review (the /__mock controls, learnt when the window regains focus), the
 * timeline kept over a reload; a domain chosen at launch listed in the domain's "Used by" on the
 * domains page; axe and screenshots in light and dark. The page's behaviour (every manager decision,
 * the badge and the text, the settings with the spec's messages, the link and postbacks, the role,
 * an unknown id, ru/uk/zh) is tested as a component: tests/components/details/smartlink-detail.test.tsx.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { picture } from "./pictures";
import { seriousViolations } from "./axe";
import { signIn } from "./helpers";

/** The manager acts on demo's smartlink `relativeId`; the page learns it when the window regains focus. */
const manager = async (page: Page, request: APIRequestContext, relativeId: number, action: string) => {
  expect((await request.post(`/__mock/smartlinks/${relativeId}/${action}`)).ok(), action).toBe(true);
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
};

const timeline = (page: Page, name = "Timeline") => page.getByRole("region", { name }).getByRole("listitem");
/** The stage in words, in the summary (the postbacks panel has a status of its own while it loads). */
const stage = (page: Page) => page.getByRole("definition").getByRole("status");
/** The status badge beside the smartlink's name. */
const badge = (page: Page) => page.getByRole("heading", { level: 1 }).locator("xpath=following-sibling::span");
/** The timeline's steps without their dates. */
const steps = (page: Page) => timeline(page).getByTestId("timeline-step").allInnerTexts();

test("opened from the list: a request, the manager's review, and the journal keeps the publisher's step after a reload", async ({
  page,
  request,
}) => {
  await signIn(page);
  await page.goto("/publisher/smartlinks");
  await page.getByRole("table", { name: "Your smartlinks" }).getByRole("link", { name: "Smartlink Utilities & VPN" }).click();
  await expect(page).toHaveURL(/\/publisher\/smartlinks\/318$/);
  await expect(page.getByRole("heading", { level: 1, name: "Smartlink Utilities & VPN" })).toBeVisible();
  await expect(page).toHaveTitle(/^Smartlink Utilities & VPN · /);
  await expect(stage(page)).toHaveText("On request: ask your manager for it.");

  await page.getByRole("button", { name: "Request", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Request Smartlink Utilities & VPN" });
  await dialog.getByRole("button", { name: "Traffic type" }).click();
  await page.getByRole("option", { name: "Push" }).click();
  await dialog.getByRole("button", { name: "Request", exact: true }).click();
  await expect(dialog.getByText("Requested: your manager reviews the request.")).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect.poll(() => steps(page)).toEqual(["Requested (by you)"]);

  await manager(page, request, 318, "review");
  await expect(stage(page)).toHaveText("In review: your manager is reviewing the request.");
  await expect(badge(page)).toHaveText("In review");
  await expect.poll(() => steps(page)).toEqual(["Requested (by you)", "In review"]);

  // The journal keeps the publisher's steps: after a reload the request is still theirs.
  await page.reload();
  await expect.poll(() => steps(page)).toEqual(["Requested (by you)", "In review"]);
});

test("a domain and a custom URL at launch: shown on the page, the builder starts from the domain, the domain's Used by lists the smartlink; both changed in the edit", async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/publisher/smartlinks/316");
  await page.getByRole("button", { name: "Launch", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Launch Smartlink Casual Games" });
  await dialog.getByRole("button", { name: "Traffic type" }).click();
  await page.getByRole("option", { name: "Native" }).click();
  // Only validated domains are offered: go.demo-traffic.com, not promo.demo-traffic.com (pending).
  await dialog.getByRole("button", { name: "Domain" }).click();
  await expect(page.getByRole("option", { name: "promo.demo-traffic.com" })).toHaveCount(0);
  await page.getByRole("option", { name: "go.demo-traffic.com" }).click();
  await dialog.getByLabel("Custom URL").fill("https://landing.example/games");
  await dialog.getByRole("button", { name: "Launch", exact: true }).click();
  await expect(dialog.getByText("Your smartlink is live.")).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();

  const section = page.getByRole("region", { name: "Settings" });
  await expect(section.getByRole("definition").filter({ hasText: "go.demo-traffic.com" })).toBeVisible();
  await expect(section.getByRole("definition").filter({ hasText: "https://landing.example/games" })).toBeVisible();
  const builder = page.getByRole("region", { name: "Tracking link builder" });
  await expect(builder.getByLabel("Domain")).toHaveValue("go.demo-traffic.com");
  await expect(builder.getByLabel("Tracking link")).toHaveValue(/^https:\/\/go\.demo-traffic\.com\/smartlink\?s=316&/);

  await page.goto("/publisher/domains");
  await page.getByRole("button", { name: "Details go.demo-traffic.com" }).click();
  const usage = page.getByRole("dialog", { name: "go.demo-traffic.com" }).getByRole("region", { name: "Used by" });
  await expect(usage.getByRole("list", { name: "Smartlinks" }).getByRole("listitem")).toHaveText([
    /^#301 /,
    /^#305 /,
    "#316 Smartlink Casual Games",
  ]);

  await page.goto("/publisher/smartlinks/316");
  await section.getByRole("button", { name: "Edit" }).click();
  const form = section.getByRole("form", { name: "Edit the settings" });
  await expect(form.getByLabel("Custom URL")).toHaveValue("https://landing.example/games");
  await form.getByLabel("Custom URL").fill("landing.example/v2");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByText("Please, input correct url")).toBeVisible();
  await form.getByLabel("Custom URL").fill("https://landing.example/v2");
  await form.getByRole("button", { name: "Domain" }).click();
  await page.getByRole("option", { name: "The network's domain" }).click();
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form).toHaveCount(0);
  await expect(section.getByRole("definition").filter({ hasText: "https://landing.example/v2" })).toBeVisible();
  await expect(section.getByRole("definition").filter({ hasText: "The network's domain" })).toBeVisible();
  await expect(builder.getByLabel("Tracking link")).toHaveValue(/^https:\/\/trk\.affnet\.example\/smartlink\?s=316&/);
  await expect.poll(() => steps(page)).toEqual(["Launched · Live (by you)", "You changed the settings"]);
});

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`${colorScheme} scheme`, () => {
    test.use({ colorScheme });

    test("the page, its link and the edit form with its message pass axe; screenshots at 1440, 1023 and 767", async ({ page }) => {
      await signIn(page);
      await page.goto("/publisher/smartlinks/311");
      await expect(page.getByRole("region", { name: "Tracking link builder" })).toBeVisible();
      await expect.poll(() => steps(page)).toEqual(["Requested", "In review", "Approved · Live"]);
      expect(await seriousViolations(page), "page").toEqual([]);
      for (const width of [1440, 1023, 767]) {
        await page.setViewportSize({ width, height: 900 });
        await picture(page, `smartlink-detail-${width}-${colorScheme}.png`, { fullPage: true });
      }
      await page.setViewportSize({ width: 1440, height: 900 });
      const section = page.getByRole("region", { name: "Settings" });
      await section.getByRole("button", { name: "Edit" }).click();
      const chips = section.getByRole("list", { name: "Chosen" }).getByRole("button");
      while ((await chips.count()) > 0) await chips.first().click();
      await section.getByRole("button", { name: "Save" }).click();
      await expect(section.getByText("Please select a country")).toBeVisible();
      expect(await seriousViolations(page), "edit form").toEqual([]);
      for (const width of [1440, 767]) {
        await page.setViewportSize({ width, height: 900 });
        await picture(section, `smartlink-edit-${width}-${colorScheme}.png`);
      }
    });
  });
}
