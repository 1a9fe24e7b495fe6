/**
 * Reports (issue 14): the statistics tabs on the list toolkit (grouping rules by URL and by the
 * chooser, totals row, export, the over-1000 warning), Referral, Competitions with the countdown on a
 * controlled clock; axe in light and dark; screenshots at 1440, 1023 and 767 px.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoOverflow, picture, pictureWidths } from "./pictures";
import { seriousViolations } from "./axe";
import { DEMO, NEWBIE, signIn } from "./helpers";
import { cellOf, columnTexts } from "./table";
import enReports from "../src/i18n/messages/en/reports.json" with { type: "json" };
import ruReports from "../src/i18n/messages/ru/reports.json" with { type: "json" };
import ukReports from "../src/i18n/messages/uk/reports.json" with { type: "json" };
import zhReports from "../src/i18n/messages/zh/reports.json" with { type: "json" };
import enDashboard from "../src/i18n/messages/en/dashboard.json" with { type: "json" };
import ruDashboard from "../src/i18n/messages/ru/dashboard.json" with { type: "json" };
import ukDashboard from "../src/i18n/messages/uk/dashboard.json" with { type: "json" };
import zhDashboard from "../src/i18n/messages/zh/dashboard.json" with { type: "json" };

const groupBy = (page: Page) => page.getByLabel("Group by");
const optionLabels = async (page: Page) => (await groupBy(page).locator("option").allTextContents()).map((t) => t.trim());

test("the summary is grouped by date with a totals row, and the chooser regroups it in the URL", async ({ page }) => {
  await signIn(page);
  await page.goto("/publisher/reports?selectedTab=summary");
  const table = page.getByRole("table", { name: "Summary" });
  await expect(table.getByRole("columnheader", { name: "Date" })).toBeVisible();
  // The first report of a worker generates demo's traffic history.
  await expect(table.locator("tfoot")).toContainText("Total");
  await expect(page.getByRole("group", { name: "Clicks over time" })).toBeVisible();
  expect(await optionLabels(page)).toEqual([
    "Browser",
    "Country",
    "Date",
    "Device",
    "Landing",
    "Offer",
    "OS",
    "Smartlink",
    "Tracker",
    "Subsource",
    "Sub1",
    "Sub2",
    "Sub3",
    "Sub4",
    "Sub5",
    "Sub6",
  ]);
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
  for (const [tab, asked] of [
    ["summary", "offerCampaign"],
    ["revenue", "offerGoal"],
    ["summary", "offerGoal"],
    ["goalPerformance", "smartlinkCampaign"],
  ] as const) {
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

test("landing needs ROLE_CUSTOM_LANDINGS: chosen or linked it holds for demo, and a link falls back to date without the role", async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/publisher/reports?selectedTab=revenue");
  await groupBy(page).selectOption({ label: "Landing" });
  await expect(page).toHaveURL(/groupBy=landing/);
  await expect(page.getByRole("table", { name: "Revenue" }).getByRole("columnheader", { name: "Landing" })).toBeVisible();
  await page.goto("/publisher/reports?selectedTab=summary&groupBy=landing");
  await expect(groupBy(page)).toHaveValue("landing");
  await expect(page.getByText("The link's grouping is not available here, so the report is grouped by date.")).toHaveCount(0);
  await page.context().clearCookies();
  await signIn(page, NEWBIE);
  await page.goto("/publisher/reports?selectedTab=summary&groupBy=landing");
  await expect(page.getByText("The link's grouping is not available here, so the report is grouped by date.")).toBeVisible();
  await expect(page).not.toHaveURL(/groupBy=/);
  await expect(groupBy(page)).toHaveValue("date");
});

test("the chart says there is nothing to chart when the range has no figures", async ({ page }) => {
  await signIn(page, NEWBIE);
  await page.goto("/publisher/reports?selectedTab=summary");
  await expect(page.getByRole("region", { name: "Chart" })).toHaveText(
    "Nothing to chart: this range has no clicks, conversions or payout.",
  );
  await expect(page.getByRole("group", { name: /over time/ })).toHaveCount(0);
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    // The page follows the system's scheme by a class on <html>: checked once it has.
    await expect(page.locator("html")).toHaveClass(colorScheme === "dark" ? /\bdark\b/ : /^(?![\s\S]*\bdark\b)/);
    expect(await seriousViolations(page)).toEqual([]);
    await picture(page, `reports-chart-empty-${colorScheme}.png`);
  }
});

test("smartlink grouping is disabled while offers are selected; a link combining them shows the server's violation", async ({
  page,
  allowErrors,
}) => {
  await signIn(page);
  await page.goto("/publisher/reports?selectedTab=summary&offerCampaignRelativeId=1");
  await expect(groupBy(page).locator("option", { hasText: "Smartlink" })).toBeDisabled();
  await expect(page.getByText("Grouping by smartlink is disabled while offers are selected.")).toBeVisible();
  await page.goto("/publisher/reports?selectedTab=summary&smartlinkCampaign=1");
  await expect(groupBy(page).locator("option", { hasText: "Offer" })).toBeDisabled();
  await expect(page.getByText("Grouping by offer is disabled while smartlinks are selected.")).toBeVisible();
  allowErrors(/422/);
  await page.goto("/publisher/reports?selectedTab=summary&groupBy=smartlinkCampaign&offerCampaignRelativeId=1");
  await expect(
    page.getByRole("alert").filter({ hasText: "groupBy: Grouping by smartlink is not available while offers are selected." }),
  ).toBeVisible();
});

test("the Conversions page and the summary report show the same payout for the same range", async ({ page }) => {
  await signIn(page);
  const now = Date.parse(((await (await page.request.get("/__mock/clock")).json()) as { now: string }).now);
  const day = (offset: number) => new Date(now + offset * 86_400_000).toISOString().slice(0, 10);
  // One day and one country, as both pages' filters say it.
  const range = encodeURIComponent(`${day(-10)} - ${day(-9)}`);
  const money = (text: string) => Number(text.replace(/[^0-9.-]/g, ""));
  // The report's payout counts every conversion that is not declined: approved and pending, every page.
  let listed = 0;
  let rows = 0;
  for (const status of ["approved", "pending"]) {
    await page.goto(`/publisher/conversions?dateRange=${range}&country=US&status=${status}&itemsPerPage=100`);
    const table = page.getByRole("table", { name: "Conversions" });
    for (let n = 1; ; n++) {
      await expect(table).toHaveAttribute("aria-busy", "false");
      const payouts = (await columnTexts(table, "Payout")).filter((t) => /\d/.test(t));
      rows += payouts.length;
      listed += payouts.reduce((sum, t) => sum + money(t), 0);
      const next = page.getByRole("button", { name: "Next page" });
      if ((await next.count()) === 0 || (await next.isDisabled())) break;
      await next.click();
      await expect(page).toHaveURL(new RegExp(`page=${n + 1}`));
    }
  }
  expect(rows).toBeGreaterThan(0);
  await page.goto(`/publisher/reports?selectedTab=summary&dateRange=${range}&country=US`);
  const totals = page.getByRole("table", { name: "Summary" }).locator("tfoot tr");
  await expect(totals).toContainText("Total");
  expect(money(await (await cellOf(totals, "Payout")).innerText())).toBeCloseTo(listed, 2);
});

test("over 1000 rows warns, and the export saves the report", async ({ page }) => {
  await signIn(page);
  await page.goto("/publisher/reports?selectedTab=summary&groupBy=sub1&dateRange=2026-07-01 - 2026-11-24");
  await expect(page.getByRole("table", { name: "Summary" }).locator("tfoot")).toContainText("Total");
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

test('competitions: will start, live and ended with the time left ticking on a controlled clock, to "Competition ended"', async ({
  page,
  request,
}) => {
  // Without "remember me" the session outlives the month the clocks move (a remembered one lasts 30 days).
  const signInForTheMonth = (r: typeof request) => r.post("/publisher/api/login", { data: { ...DEMO, _remember_me: false } });
  expect((await signInForTheMonth(request)).ok()).toBe(true);
  const serverNow = async () => Date.parse(((await (await request.get("/__mock/clock")).json()) as { now: string }).now);
  const competitions = (
    (await (await request.get("/publisher/api/competitions.jsonld")).json()) as {
      "hydra:member": Array<{ id: number; startDate: string; endDate: string }>;
    }
  )["hydra:member"];
  const startOf = (id: number) => Date.parse(competitions.find((c) => c.id === id)!.startDate);
  const endOf = (id: number) => Date.parse(competitions.find((c) => c.id === id)!.endDate);
  const pageNow = () => page.evaluate(() => Date.now());
  // Real time flows on both clocks while the test runs (a loaded CI machine took minutes between the reset and the
  // first reading), so the expected time left is worked out from the page's clock: every text the countdown may
  // show for an instant between `from` (when the page last learnt the time) and a little after this reading.
  const leftUntil = async (target: number, from: number) => {
    const to = (await pageNow()) + 15_000;
    const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
    const texts = new Set<string>();
    for (let at = from; ; at = Math.min(at + 10_000, to)) {
      const minutes = Math.floor((target - at) / 60_000);
      texts.add(
        `${plural(Math.floor(minutes / 1440), "day")} ${plural(Math.floor((minutes % 1440) / 60), "hour")} ${plural(minutes % 60, "minute")}`,
      );
      if (at === to) break;
    }
    return `(${[...texts].join("|")})`;
  };
  // Both clocks go to `at`: the server's, then the page's (its timers due by then fire once).
  const moveClocksTo = async (at: number) => {
    await request.post("/__mock/clock", { data: { set: new Date(at).toISOString() } });
    await page.clock.fastForward(at - (await pageNow()));
  };
  const opened = await serverNow();
  await page.clock.install({ time: opened });
  expect((await signInForTheMonth(page.request)).ok()).toBe(true);
  await page.goto("/publisher/reports?selectedTab=competitions");
  const cards = page.getByRole("list", { name: "Competitions" }).getByRole("article");
  const card = (title: string) => cards.filter({ has: page.getByRole("heading", { name: title }) });
  const liveLabel = page.getByRole("link", { name: "Competition is live" });
  // Points come from demo's traffic history, generated by the worker's first statistics request.
  await expect(cards).toHaveCount(3);
  // The one that will start begins 3 days 4.5 hours after the reset; the live one ends 9 days 5.5 hours after it.
  await expect(card("Winter crypto cup")).toContainText(new RegExp(`Will start.*Starts in ${await leftUntil(startOf(3), opened)}`));
  await expect(card("Autumn competition: win up to $5,000")).toContainText(
    new RegExp(`Live.*Ends in ${await leftUntil(endOf(2), opened)}`),
  );
  await expect(card("Summer sprint")).toContainText("Competition ended");
  await expect(liveLabel).toHaveCount(1);
  // The countdown ticks with the page's clock: two hours on, it reads two hours less (no text of the first reading
  // is among those expected now).
  await page.clock.fastForward("02:00:00");
  const ticked = await pageNow();
  await expect(card("Winter crypto cup")).toContainText(new RegExp(`Starts in ${await leftUntil(startOf(3), ticked)}`));
  // A minute and a half before the live one ends (both clocks): the other has started, so it is read again.
  await moveClocksTo(endOf(2) - 90_000);
  await expect(card("Winter crypto cup")).toContainText(new RegExp(`Live.*Ends in ${await leftUntil(endOf(3), endOf(2) - 90_000)}`));
  await expect(card("Winter crypto cup")).toContainText(/Your position:\s*5 of 64/);
  await expect(card("Autumn competition: win up to $5,000")).toContainText(
    new RegExp(`Ends in ${await leftUntil(endOf(2), endOf(2) - 90_000)}`),
  );
  // At its end: "Competition ended", while the other one keeps the header's label.
  await moveClocksTo(endOf(2) + 1_000);
  await expect(card("Autumn competition: win up to $5,000")).toContainText(/Ended.*Competition ended/);
  await expect(card("Autumn competition: win up to $5,000")).not.toContainText("Points to advance");
  await expect(liveLabel).toHaveCount(1);
  // When the last one ends, the label goes too.
  await moveClocksTo(endOf(3) + 1_000);
  await expect(card("Winter crypto cup")).toContainText("Competition ended");
  await expect(cards.filter({ hasText: "Competition ended" })).toHaveCount(3);
  await expect(liveLabel).toHaveCount(0);
});

for (const [language, reports, dashboard] of [
  ["en", enReports, enDashboard],
  ["ru", ruReports, ruDashboard],
  ["uk", ukReports, ukDashboard],
  ["zh", zhReports, zhDashboard],
] as const) {
  test(`the reports and the dashboard in ${language}`, async ({ page }) => {
    await signIn(page);
    const profile = await page.request.patch("/publisher/api/publishers/1001", {
      data: { language },
      headers: { "content-type": "application/merge-patch+json" },
    });
    expect(profile.ok()).toBe(true);
    await page.goto("/publisher/reports?selectedTab=summary");
    await expect(page.getByLabel(reports["reports.grouping.label"])).toBeVisible();
    await expect(page.getByRole("table").locator("tfoot")).toContainText(reports["reports.total"]);
    await page.goto("/publisher/reports?selectedTab=competitions");
    await expect(page.getByText(reports["reports.competitions.ended"])).toBeVisible();
    await page.goto("/publisher/dashboard");
    await expect(page.getByRole("heading", { name: dashboard["dashboard.activity.title"] })).toBeVisible();
    await expect(page.getByRole("heading", { name: dashboard["dashboard.sources.title"] })).toBeVisible();
  });
}

for (const colorScheme of ["light", "dark"] as const) {
  for (const tab of ["summary", "revenue", "goalPerformance", "referral", "competitions"]) {
    test(`${tab}: axe and screenshots in ${colorScheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await signIn(page);
      for (const width of pictureWidths([1440, 1023, 767])) {
        await page.setViewportSize({ width, height: 1000 });
        await page.goto(`/publisher/reports?selectedTab=${tab}`);
        await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
        await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
        await expectNoOverflow(page, `${tab} at ${width}`);
        if (width === 1440) expect(await seriousViolations(page), `${tab} ${colorScheme}`).toEqual([]);
        await picture(page, `reports-${tab}-${width}-${colorScheme}.png`, { fullPage: true });
      }
    });
  }
}
