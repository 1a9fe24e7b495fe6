/**
 * A smartlink's own page (spec 02 sections 2-6; issue 13): opened from the list; the status and the
 * timeline follow the manager's decisions (the /__mock controls: review, approve, suspend, resume,
 * decline, test, disabling the vertical) when the window regains focus, the badge and the text
 * always one label; the settings (traffic type, countries, domain, custom URL) edited with the spec's
 * messages, and refused once the manager suspended it; its link (from its domain) and postbacks;
 * ROLE_SMARTLINKS on (demo) and off (newbie); an unknown id; four languages; axe and screenshots in
 * light and dark.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { picture } from "./pictures";
import { seriousViolations } from "./axe";
import { NEWBIE, pickCountries, signIn } from "./helpers";
import ru from "../src/i18n/messages/ru/smartlink-detail.json" with { type: "json" };
import uk from "../src/i18n/messages/uk/smartlink-detail.json" with { type: "json" };
import zh from "../src/i18n/messages/zh/smartlink-detail.json" with { type: "json" };

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

test("opened from the list: a request, then the timeline grows as the manager reviews, approves, suspends and resumes", async ({
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
  await expect(page.getByText("Nothing yet: the timeline starts when you launch or request the smartlink.")).toBeVisible();

  // The request through the flow's dialog, with the spec's message for a missing traffic type.
  await page.getByRole("button", { name: "Request", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Request Smartlink Utilities & VPN" });
  await dialog.getByRole("button", { name: "Request", exact: true }).click();
  await expect(dialog.getByText("Please specify a traffic type")).toBeVisible();
  await dialog.getByRole("button", { name: "Traffic type" }).click();
  await page.getByRole("option", { name: "Push" }).click();
  await dialog.getByRole("button", { name: "Request", exact: true }).click();
  await expect(dialog.getByText("Requested: your manager reviews the request.")).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(stage(page)).toHaveText("Requested: your manager reviews the request.");
  await expect.poll(() => steps(page)).toEqual(["Requested (by you)"]);
  await expect(page.getByText("The link appears once the smartlink is live.")).toBeVisible();

  await manager(page, request, 318, "review");
  await expect(stage(page)).toHaveText("In review: your manager is reviewing the request.");
  await expect.poll(() => steps(page)).toEqual(["Requested (by you)", "In review"]);

  await manager(page, request, 318, "approve");
  await expect(stage(page)).toHaveText("Live: the smartlink is running.");
  await expect(badge(page)).toHaveText("Live");
  await expect.poll(() => steps(page)).toEqual(["Requested (by you)", "In review", "Approved · Live"]);
  // The link: the shared builder with the campaign's traffic type (Push) as tt.
  const builder = page.getByRole("region", { name: "Tracking link builder" });
  await expect(builder.getByLabel("Tracking link")).toHaveValue(/^https:\/\/trk\.affnet\.example\/smartlink\?s=318&p=1001&tt=\d+$/);
  await builder.getByLabel("Track (track)").fill("spring");
  await expect(builder.getByLabel("Tracking link")).toHaveValue(/&track=spring$/);
  await expect(page.getByRole("heading", { name: "This smartlink's postbacks" })).toBeVisible();
  // Its postbacks: the smartlink scope offers every macro but {goal}.
  await page.getByRole("button", { name: "Add postback" }).click();
  const postback = page.getByRole("dialog", { name: "Add postback" });
  await expect(postback.getByRole("button", { name: "Insert {ext_click_id}" })).toBeVisible();
  await expect(postback.getByRole("button", { name: "Insert {goal}" })).toHaveCount(0);
  await postback.getByRole("button", { name: "Cancel" }).click();

  await manager(page, request, 318, "suspend");
  await expect(stage(page)).toHaveText("Suspended by your manager.");
  await expect(page.getByRole("region", { name: "Settings" }).getByRole("button", { name: "Edit" })).toHaveCount(0);
  await expect(page.getByText("The settings can be changed while the smartlink is requested or live.")).toBeVisible();
  await manager(page, request, 318, "resume");
  await expect(stage(page)).toHaveText("Live: the smartlink is running.");
  await expect
    .poll(() => steps(page))
    .toEqual(["Requested (by you)", "In review", "Approved · Live", "Suspended by your manager", "Resumed · Live"]);

  // The journal keeps the publisher's steps: after a reload the request is still theirs.
  await page.reload();
  await expect
    .poll(() => steps(page))
    .toEqual(["Requested (by you)", "In review", "Approved · Live", "Suspended by your manager", "Resumed · Live"]);
});

test("the manager declines a request; a launch from the page is live at once", async ({ page, request }) => {
  await signIn(page);
  await page.goto("/publisher/smartlinks/320");
  await expect(page.getByRole("heading", { level: 1, name: "Smartlink Loans" })).toBeVisible();
  await expect.poll(() => steps(page)).toEqual(["Requested"]);
  await manager(page, request, 320, "decline");
  await expect(stage(page)).toHaveText("Declined: your request was declined.");
  await expect(badge(page)).toHaveText("Declined");
  await expect.poll(() => steps(page)).toEqual(["Requested", "Declined"]);

  await page.goto("/publisher/smartlinks/316");
  await page.getByRole("button", { name: "Launch", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Launch Smartlink Casual Games" });
  await dialog.getByRole("button", { name: "Traffic type" }).click();
  await page.getByRole("option", { name: "Native" }).click();
  await dialog.getByRole("button", { name: "Launch", exact: true }).click();
  await expect(dialog.getByText("Your smartlink is live.")).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(stage(page)).toHaveText("Live: the smartlink is running.");
  await expect.poll(() => steps(page)).toEqual(["Launched · Live (by you)"]);
});

test("traffic type and countries: the spec's message, nothing typed lost, saved and on the timeline; refused once suspended", async ({
  page,
  request,
  allowErrors,
}) => {
  allowErrors(/^response 400 PATCH \/publisher\/api\/campaigns\/505$/);
  await signIn(page);
  await page.goto("/publisher/smartlinks/311");
  const section = page.getByRole("region", { name: "Settings" });
  await expect(section).toContainText("Canada (CA), Australia (AU)");
  await section.getByRole("button", { name: "Edit" }).click();
  const form = section.getByRole("form", { name: "Edit the settings" });
  // The keyboard goes to the form's first field, and back to Edit when the form closes.
  await expect(form.getByRole("button", { name: "Traffic type" })).toBeFocused();
  const chosen = form.getByRole("list", { name: "Chosen" });
  await expect(chosen.getByRole("listitem")).toHaveText([/Canada/, /Australia/]);
  await form.getByRole("button", { name: "Remove Canada" }).click();
  await form.getByRole("button", { name: "Remove Australia" }).click();
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByText("Please select a country")).toBeVisible();
  await pickCountries(form, "Countries", ["Germany", "Austria"]);
  await form.getByRole("button", { name: "Traffic type" }).click();
  await page.getByRole("option", { name: "Native" }).click();
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form).toHaveCount(0);
  await expect(section.getByRole("button", { name: "Edit" })).toBeFocused();
  await expect(section).toContainText("Native");
  await expect(section).toContainText("Germany (DE), Austria (AT)");
  await expect.poll(() => steps(page)).toEqual(["Requested", "In review", "Approved · Live", "You changed the settings"]);

  // The manager suspends it while the publisher edits: the server's refusal above the form, the typing kept.
  await section.getByRole("button", { name: "Edit" }).click();
  await pickCountries(form, "Countries", ["Switzerland"]);
  expect((await request.post("/__mock/smartlinks/311/suspend")).ok()).toBe(true);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByText("This smartlink can no longer be changed. Please contact your manager for support.")).toBeVisible();
  await expect(form.getByRole("list", { name: "Chosen" }).getByRole("listitem")).toHaveText([/Germany/, /Austria/, /Switzerland/]);
  await form.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(stage(page)).toHaveText("Suspended by your manager.");
  await expect(section).toContainText("Germany (DE), Austria (AT)");
});

const DISABLED = "Smartlink vertical is disabled and no longer accepts traffic. Please contact your manager for support.";

test("the manager disables a live smartlink's vertical: the page says so and offers neither its link nor an edit; enabled again, both are back", async ({
  page,
  request,
}) => {
  await signIn(page);
  await page.goto("/publisher/smartlinks/301");
  await expect(stage(page)).toHaveText("Live: the smartlink is running.");
  await expect(page.getByRole("region", { name: "Tracking link builder" })).toBeVisible();
  expect((await request.post("/__mock/smartlink-verticals/1", { data: { availability: "disabled" } })).ok()).toBe(true);
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  await expect(stage(page)).toHaveText(DISABLED);
  await expect(badge(page)).toHaveText("Disabled");
  await expect(page.getByRole("region", { name: "Tracking link builder" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Settings" }).getByRole("button", { name: "Edit" })).toHaveCount(0);
  expect((await request.post("/__mock/smartlink-verticals/1", { data: { availability: "available" } })).ok()).toBe(true);
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(stage(page)).toHaveText("Live: the smartlink is running.");
  await expect(badge(page)).toHaveText("Live");
  await expect(page.getByRole("region", { name: "Tracking link builder" })).toBeVisible();
});

test("a smartlink of a vertical already disabled: the spec's text, no Launch", async ({ page }) => {
  await signIn(page);
  await page.goto("/publisher/smartlinks/324");
  await expect(page.getByRole("heading", { level: 1, name: "Smartlink Adult Dating" })).toBeVisible();
  await expect(stage(page)).toHaveText(DISABLED);
  await expect(badge(page)).toHaveText("Disabled");
  await expect(page.getByRole("button", { name: "Launch", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Request", exact: true })).toHaveCount(0);
});

test("one state, one label: the badge and the text agree in review and on test", async ({ page, request }) => {
  await signIn(page);
  await page.goto("/publisher/smartlinks/320");
  await expect(stage(page)).toHaveText("Requested: your manager reviews the request.");
  await expect(badge(page)).toHaveText("Requested");
  await manager(page, request, 320, "review");
  await expect(stage(page)).toHaveText("In review: your manager is reviewing the request.");
  await expect(badge(page)).toHaveText("In review");
  await manager(page, request, 320, "test");
  await expect(stage(page)).toHaveText("Test: the smartlink runs in test mode.");
  await expect(badge(page)).toHaveText("Test");
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

test("without ROLE_SMARTLINKS the page says the feature is not enabled; an unknown smartlink is not found", async ({
  browser,
  page,
  allowErrors,
}) => {
  allowErrors(/^response 404 GET \/publisher\/api\/smartlinks\/999$/);
  await signIn(page);
  await page.goto("/publisher/smartlinks/999");
  await expect(page.getByRole("alert")).toHaveText("Not Found");
  await page.goto("/publisher/smartlinks/abc");
  await expect(page.getByRole("alert")).toHaveText("Not Found");

  const newbie = await browser.newPage();
  await signIn(newbie, NEWBIE);
  const asked: string[] = [];
  newbie.on("request", (r) => {
    if (r.url().includes("/publisher/api/smartlink") || r.url().includes("/publisher/api/campaigns")) asked.push(r.url());
  });
  await newbie.goto("/publisher/smartlinks/301");
  await expect(newbie.getByText("Smartlinks are not enabled for your account. Please contact your manager to enable them.")).toBeVisible();
  await expect(newbie.getByRole("heading", { level: 1, name: "Smartlinks" })).toBeVisible();
  expect(asked).toEqual([]);
  await newbie.close();
});

for (const [code, language, messages] of [
  ["ru", "Русский", ru],
  ["uk", "Українська", uk],
  ["zh", "中文", zh],
] as const) {
  test(`in ${language}`, async ({ page }) => {
    await signIn(page);
    await page.request.patch("/publisher/api/publishers/1001", {
      data: { language: code },
      headers: { "content-type": "application/merge-patch+json" },
    });
    await page.goto("/publisher/smartlinks/307");
    await expect(page.locator("html")).toHaveAttribute("lang", code);
    await expect(page.getByRole("heading", { name: messages["smartlinks.detail.timeline"] })).toBeVisible();
    await expect(stage(page)).toHaveText(messages["smartlinks.stage.suspended"]);
    await expect(timeline(page, messages["smartlinks.detail.timeline"]).first()).toContainText(messages["smartlinks.timeline.requested"]);
    await expect(timeline(page, messages["smartlinks.detail.timeline"]).last()).toContainText(messages["smartlinks.timeline.suspended"]);
    await expect(page.getByText(messages["smartlinks.detail.notEditable"])).toBeVisible();
    await expect(page.getByRole("link", { name: messages["smartlinks.detail.back"] })).toBeVisible();
  });
}

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
