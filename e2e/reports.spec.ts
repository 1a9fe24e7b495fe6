/**
 * Reports (issue 14): the statistics tabs on the list toolkit (grouping rules by URL and by the
 * chooser, totals row, export, the over-1000 warning), Referral, Competitions with the countdown on a
 * controlled clock; axe in light and dark; screenshots at 1440, 1023 and 767 px.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { NEWBIE, signIn } from "./helpers";
import { columnTexts } from "./table";
import enReports from "../src/i18n/messages/en/reports.json" with { type: "json" };
import ruReports from "../src/i18n/messages/ru/reports.json" with { type: "json" };
import ukReports from "../src/i18n/messages/uk/reports.json" with { type: "json" };
import zhReports from "../src/i18n/messages/zh/reports.json" with { type: "json" };
import enDashboard from "../src/i18n/messages/en/dashboard.json" with { type: "json" };
import ruDashboard from "../src/i18n/messages/ru/dashboard.json" with { type: "json" };
import ukDashboard from "../src/i18n/messages/uk/dashboard.json" with { type: "json" };
import zhDashboard from "../src/i18n/messages/zh/dashboard.json" with { type: "json" };

const seriousViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page })
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
};

const groupBy = (page: Page) => page.getByLabel("Group by");
const optionLabels = async (page: Page) => (await groupBy(page).locator("option").allTextContents()).map((t) => t.trim());

test("the summary is grouped by date with a totals row, and the chooser regroups it in the URL", async ({ page }) => {
  await signIn(page);
  await page.goto("/publisher/reports?selectedTab=summary");
  const table = page.getByRole("table", { name: "Summary" });
  await expect(table.getByRole("columnheader", { name: "Date" })).toBeVisible();
  // The first report of a worker generates demo's traffic history.
  await expect(table.locator("tfoot")).toContainText("Total", { timeout: 20_000 });
  await expect(page.getByRole("group", { name: "Clicks over time" })).toBeVisible();
  expect(await optionLabels(page)).toEqual(["Browser", "Country", "Date", "Device", "Landing", "Offer", "OS", "Smartlink", "Tracker", "Subsource", "Sub1", "Sub2", "Sub3", "Sub4", "Sub5", "Sub6"]);
  await groupBy(page).selectOption({ label: "Country" });
  await expect(page).toHaveURL(/groupBy=country/);
  await expect(table.getByRole("columnheader", { name: "Country" })).toBeVisible();
  await expect(table.locator("tbody tr").first()).not.toContainText("Date");
});

test("goal only on Revenue and Goal performance; smartlink not on Goal performance", async ({ page }) => {
  await signIn(page);
  await page.goto("/publisher/reports?selectedTab=revenue");
  await expect(page.getByRole("table", { name: "Revenue" })).toBeVisible();
  expect(await optionLabels(page)).toContain("Goal");
  expect(await optionLabels(page)).toContain("Smartlink");
  await page.goto("/publisher/reports?selectedTab=goalPerformance");
  await expect(page.getByRole("table", { name: "Goal performance" })).toBeVisible();
  expect(await optionLabels(page)).toContain("Goal");
  expect(await optionLabels(page)).not.toContain("Smartlink");
});

test("offer and goal groupings from a URL fall back to date, and so does goal on Summary", async ({ page }) => {
  await signIn(page);
  for (const [tab, asked] of [["summary", "offerCampaign"], ["revenue", "offerGoal"], ["summary", "offerGoal"], ["goalPerformance", "smartlinkCampaign"]] as const) {
    await page.goto(`/publisher/reports?selectedTab=${tab}&groupBy=${asked}`);
    await expect(page.getByText("The link's grouping is not available here, so the report is grouped by date.")).toBeVisible();
    await expect(page).not.toHaveURL(/groupBy=/);
    await expect(groupBy(page)).toHaveValue("date");
  }
  // Chosen on the page, the offer grouping holds.
  await groupBy(page).selectOption({ label: "Offer" });
  await expect(page).toHaveURL(/groupBy=offerCampaign/);
  await expect(page.getByRole("columnheader", { name: "Offer" })).toBeVisible();
});

test("without ROLE_SMARTLINKS the smartlink grouping falls back to date and is not offered; no Competitions tab", async ({ page }) => {
  await signIn(page, NEWBIE);
  await page.goto("/publisher/reports?selectedTab=summary&groupBy=smartlinkCampaign");
  await expect(page).not.toHaveURL(/groupBy=/);
  expect(await optionLabels(page)).not.toContain("Smartlink");
  expect(await optionLabels(page)).not.toContain("Landing");
  await expect(page.getByRole("tab", { name: "Competitions" })).toHaveCount(0);
});

test("smartlink grouping is disabled while offers are selected; a link combining them shows the server's violation", async ({ page, allowErrors }) => {
  await signIn(page);
  await page.goto("/publisher/reports?selectedTab=summary&offerCampaignRelativeId=1");
  await expect(groupBy(page).locator("option", { hasText: "Smartlink" })).toBeDisabled();
  await expect(page.getByText("Grouping by smartlink is disabled while offers are selected.")).toBeVisible();
  await page.goto("/publisher/reports?selectedTab=summary&smartlinkCampaign=1");
  await expect(groupBy(page).locator("option", { hasText: "Offer" })).toBeDisabled();
  allowErrors(/422/);
  await page.goto("/publisher/reports?selectedTab=summary&groupBy=smartlinkCampaign&offerCampaignRelativeId=1");
  await expect(page.getByRole("alert").filter({ hasText: "groupBy: Grouping by smartlink is not available while offers are selected." })).toBeVisible();
});

test("over 1000 rows warns, and the export saves the report", async ({ page }) => {
  await signIn(page);
  await page.goto("/publisher/reports?selectedTab=summary&groupBy=sub1&dateRange=2026-07-01 - 2026-11-24");
  await expect(page.getByRole("table", { name: "Summary" }).locator("tfoot")).toContainText("Total", { timeout: 20_000 });
  const total = await page.getByText(/There are over 1000 records/).count();
  expect(total).toBeLessThanOrEqual(1);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export" }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);
});

test("referral: the terms, rows by date or referral, totals", async ({ page }) => {
  await signIn(page);
  await page.goto("/publisher/reports?selectedTab=referral");
  await expect(page.getByText(/You earn 5% of the payout/)).toBeVisible();
  const table = page.getByRole("table", { name: "Referral" });
  await expect(table.locator("tfoot")).toContainText("Total");
  await groupBy(page).selectOption({ label: "Referral" });
  await expect(table.getByRole("columnheader", { name: "Referral", exact: true })).toBeVisible();
  expect((await columnTexts(table, "Referrals")).length).toBeGreaterThan(0);
});

test("competitions: will start, live and ended with the time left ticking on a controlled clock", async ({ page, request }) => {
  await signIn(request);
  const now = async () => new Date(((await (await request.get("/__mock/clock")).json()) as { now: string }).now);
  await page.clock.setFixedTime(await now());
  await signIn(page);
  await page.goto("/publisher/reports?selectedTab=competitions");
  const cards = page.getByRole("list", { name: "Competitions" }).getByRole("article");
  // Points come from demo's traffic history, generated by the worker's first statistics request.
  await expect(cards).toHaveCount(3, { timeout: 20_000 });
  // The one that will start begins 3 days 4.5 hours after the reset; the live one ends 9 days 5.5 hours after it.
  await expect(cards.filter({ hasText: "Will start" })).toContainText(/Starts in 3 days 4 hours (29|30) minutes/);
  await expect(cards.filter({ hasText: "Live" })).toContainText(/Ends in 9 days 5 hours (29|30) minutes/);
  await expect(cards.filter({ hasText: "Ended" })).toContainText("Competition ended");
  // The countdown ticks with the clock.
  await page.clock.setFixedTime(new Date((await now()).getTime() + 2 * 3600_000));
  await expect(cards.filter({ hasText: "Will start" })).toContainText(/Starts in 3 days 2 hours (29|30) minutes/);
  // Past its start on both clocks, the competition that would start is live.
  await request.post("/__mock/clock", { data: { advance: "PT77H" } });
  await page.clock.setFixedTime(await now());
  await page.reload();
  await expect(cards.filter({ hasText: "Live" })).toHaveCount(2);
  await expect(cards.filter({ hasText: "Will start" })).toHaveCount(0);
});

for (const [language, reports, dashboard] of [
  ["en", enReports, enDashboard],
  ["ru", ruReports, ruDashboard],
  ["uk", ukReports, ukDashboard],
  ["zh", zhReports, zhDashboard],
] as const) {
  test(`the reports and the dashboard in ${language}`, async ({ page }) => {
    await signIn(page);
    const profile = await page.request.patch("/publisher/api/publishers/1001", { data: { language }, headers: { "content-type": "application/merge-patch+json" } });
    expect(profile.ok()).toBe(true);
    await page.goto("/publisher/reports?selectedTab=summary");
    await expect(page.getByLabel(reports["reports.grouping.label"])).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("table").locator("tfoot")).toContainText(reports["reports.total"], { timeout: 20_000 });
    await page.goto("/publisher/reports?selectedTab=competitions");
    await expect(page.getByText(reports["reports.competitions.ended"])).toBeVisible();
    await page.goto("/publisher/dashboard");
    await expect(page.getByRole("heading", { name: dashboard["dashboard.activity.title"] })).toBeVisible();
    await expect(page.getByRole("heading", { name: dashboard["dashboard.sources.title"] })).toBeVisible();
  });
}

for (const colorScheme of ["light", "dark"] as const) {
  for (const tab of ["summary", "revenue", "goalPerformance", "referral", "competitions"]) {
    test(`${tab}: axe and screenshots in ${colorScheme}`, async ({ page }, info) => {
      test.setTimeout(90_000);
      await page.emulateMedia({ colorScheme });
      await signIn(page);
      for (const width of [1440, 1023, 767]) {
        await page.setViewportSize({ width, height: 1000 });
        await page.goto(`/publisher/reports?selectedTab=${tab}`);
        await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
        await expect(page.locator("[aria-busy='true']")).toHaveCount(0, { timeout: 20_000 });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${tab} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
        if (width === 1440) expect(await seriousViolations(page), `${tab} ${colorScheme}`).toEqual([]);
        await page.screenshot({ path: info.outputPath(`reports-${tab}-${width}-${colorScheme}.png`), fullPage: true });
      }
    });
  }
}
