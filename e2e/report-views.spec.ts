/**
 * The reports' extras (issue 14, docs/decisions/036): the column chooser (by keyboard, remembered
 * per tab, in the URL), each total against the period of equal length before (one extra call), when
 * the figures were computed, and saved views (name required and unique with nothing typed lost,
 * rename, delete, each a shareable link that opens the same report); four languages; axe in light
 * and dark; screenshots at 1440, 1023 and 767 px.
 */
import type { Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { expectNoOverflow, picture, pictureWidths } from "./pictures";
import { signIn } from "./helpers";
import enReports from "../src/i18n/messages/en/reports.json" with { type: "json" };
import ruReports from "../src/i18n/messages/ru/reports.json" with { type: "json" };
import ukReports from "../src/i18n/messages/uk/reports.json" with { type: "json" };
import zhReports from "../src/i18n/messages/zh/reports.json" with { type: "json" };
import enDashboard from "../src/i18n/messages/en/dashboard.json" with { type: "json" };
import ruDashboard from "../src/i18n/messages/ru/dashboard.json" with { type: "json" };
import ukDashboard from "../src/i18n/messages/uk/dashboard.json" with { type: "json" };
import zhDashboard from "../src/i18n/messages/zh/dashboard.json" with { type: "json" };

const summary = (page: Page) => page.getByRole("table", { name: "Summary" });
const header = (page: Page, name: string) => summary(page).getByRole("columnheader", { name, exact: true });

/** Opens a report tab and waits for its table and totals (the worker's first report generates demo's traffic). */
const openReport = async (page: Page, query = "selectedTab=summary", total = "Total") => {
  await page.goto(`/publisher/reports?${query}`);
  await expect(page.locator("tfoot").first()).toContainText(total);
  await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
};

test("the column chooser: by keyboard, in the URL, remembered per tab, at least one column kept", async ({ page }) => {
  await signIn(page);
  await openReport(page);
  await expect(header(page, "Hits")).toBeVisible();
  const button = page.getByRole("button", { name: /^Columns/ });
  await expect(button).toContainText("11 of 11");
  await button.focus();
  await page.keyboard.press("Enter");
  const hits = page.getByRole("checkbox", { name: "Hits", exact: true });
  await expect(hits).toBeChecked();
  await hits.focus();
  await page.keyboard.press("Space");
  await expect(header(page, "Hits")).toHaveCount(0);
  await expect(page).toHaveURL(/columns%5Bsummary%5D=uHits%2Cclicks/);
  await page.getByRole("checkbox", { name: "EPM", exact: true }).press("Space");
  await expect(header(page, "EPM")).toHaveCount(0);
  // Escape closes the popover and gives the focus back to its button.
  await page.keyboard.press("Escape");
  await expect(hits).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(button).toContainText("9 of 11");

  // Remembered: the same tab without the URL's choice still hides them; another tab has its own columns.
  await openReport(page, "selectedTab=summary");
  await expect(header(page, "Hits")).toHaveCount(0);
  await expect(header(page, "EPM")).toHaveCount(0);
  await expect(header(page, "Clicks")).toBeVisible();
  // ...and are written into the URL, so that a link copied from here opens with them.
  await expect(page).toHaveURL(/columns%5Bsummary%5D=uHits%2Cclicks/);
  await expect(page).not.toHaveURL(/columns%5Bsummary%5D=[^&]*epm/i);
  await openReport(page, "selectedTab=revenue");
  // The date and the tab's nine metrics (approval rate among them, issue 27.1).
  await expect(page.getByRole("table", { name: "Revenue" }).getByRole("columnheader")).toHaveCount(10);

  // A link's columns win over the remembered ones; the last column shown cannot be hidden.
  await openReport(page, "selectedTab=summary&columns%5Bsummary%5D=payout");
  await expect(summary(page).getByRole("columnheader")).toHaveText(["Date", "Payout"]);
  await page.getByRole("button", { name: /^Columns/ }).click();
  await expect(page.getByRole("checkbox", { name: "Payout", exact: true })).toBeDisabled();
  await expect(page.getByText("At least one column stays shown.")).toBeVisible();
  await page.getByRole("button", { name: "Show all columns" }).click();
  await expect(summary(page).getByRole("columnheader")).toHaveCount(12);
  await expect(page).not.toHaveURL(/columns/);
});

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const shortDay = (ms: number) =>
  new Intl.DateTimeFormat("en", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(ms);

test("each total against the period of equal length before, from one extra call; when the figures were computed", async ({ page }) => {
  await signIn(page);
  const serverNow = Date.parse(((await (await page.request.get("/__mock/clock")).json()) as { now: string }).now);
  // Seven days inside demo's history, and the seven before them.
  const start =
    Date.UTC(new Date(serverNow).getUTCFullYear(), new Date(serverNow).getUTCMonth(), new Date(serverNow).getUTCDate()) - 20 * DAY;
  const range = `${isoDay(start)} - ${isoDay(start + 7 * DAY)}`;
  const before = `${isoDay(start - 7 * DAY)} - ${isoDay(start)}`;
  // The page's clock three minutes after the server's: the report was computed "3 minutes ago".
  await page.clock.install({ time: serverNow + 3 * 60_000 + 5_000 });
  const reportCalls: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/ch/reports/summary?")) reportCalls.push(new URL(r.url()).searchParams.get("dateRange") ?? "");
  });
  await openReport(page, `selectedTab=summary&groupBy=country&dateRange=${encodeURIComponent(range)}`);
  await expect(page.getByText("Updated 3 minutes ago")).toBeVisible();
  await expect(
    page.getByText(`Totals against ${shortDay(start - 7 * DAY)} – ${shortDay(start - DAY)}, the period of equal length before:`),
  ).toBeVisible();
  // One call for the previous period (not one per row).
  expect(reportCalls.filter((r) => r === before)).toHaveLength(1);

  // The badge is the change of the totals the API gives for both periods.
  const totals = async (dateRange: string) =>
    (
      (await (
        await page.request.get(`/publisher/api/ch/reports/summary?groupBy=date&dateRange=${encodeURIComponent(dateRange)}`)
      ).json()) as { totals: { clicks: number; payout: number } }
    ).totals;
  const [now, then] = [await totals(range), await totals(before)];
  const percent = (a: number, b: number) =>
    new Intl.NumberFormat("en", { style: "percent", maximumFractionDigits: 1, signDisplay: "exceptZero" }).format((a - b) / b);
  const change = (name: string) =>
    page
      .getByTestId("report-meta")
      .locator("dl > div")
      .filter({ has: page.locator("dt", { hasText: new RegExp(`^${name}$`) }) });
  await expect(change("Clicks")).toHaveText(`ClicksChange against the period before: ${percent(now.clicks, then.clicks)}`);
  await expect(change("Payout")).toHaveText(`PayoutChange against the period before: ${percent(now.payout, then.payout)}`);
  // The totals row keeps the figures alone; a hidden column has no badge.
  await expect(summary(page).locator("tfoot")).not.toContainText("Change against");
  await page.getByRole("button", { name: /^Columns/ }).click();
  await page.getByRole("checkbox", { name: "Clicks", exact: true }).click();
  await page.keyboard.press("Escape");
  await expect(change("Clicks")).toHaveCount(0);
  await expect(change("Payout")).toHaveCount(1);
});

test("while the figures load, the period compared with is named, and the table does not move when they arrive", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await signIn(page);
  // The reports' answers wait until the page has shown its loading state.
  let release!: () => void;
  const shown = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/publisher/api/ch/reports/summary?*", async (route) => {
    await shown;
    await route.continue();
  });
  await page.goto("/publisher/reports?selectedTab=summary");
  const meta = page.getByTestId("report-meta");
  await expect(meta.getByText(/^Totals against .+, the period of equal length before:$/)).toBeVisible();
  await expect(meta.locator("dt", { hasText: /^Clicks$/ })).toBeVisible();
  await expect(meta).not.toContainText("Change against");
  const before = await summary(page).boundingBox();
  release();
  await expect(meta).toContainText("Change against the period before");
  await expect(page.getByText(/^Updated /)).toBeVisible();
  await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
  expect(Math.abs((await summary(page).boundingBox())!.y - before!.y)).toBeLessThan(1);
});

test("saved views: a required, unique name with nothing typed lost; opened, shared as a link, renamed and deleted", async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page);
  await openReport(page, "selectedTab=summary&groupBy=country");
  await page.getByRole("button", { name: /^Columns/ }).click();
  await page.getByRole("checkbox", { name: "Hits", exact: true }).click();
  await page.keyboard.press("Escape");
  await expect(page.getByText("No saved views yet.")).toBeVisible();

  // Required.
  await page.getByRole("button", { name: "Save view" }).click();
  const dialog = page.getByRole("dialog", { name: "Save this report as a view" });
  const name = dialog.getByRole("textbox", { name: "Name" });
  await expect(name).toBeFocused();
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Enter a name for the view.");
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await name.fill("By country");
  await name.press("Enter");
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText("View “By country” saved.")).toBeVisible();
  const chip = page.getByRole("link", { name: "By country" });
  await expect(chip).toHaveAttribute("aria-current", "page");

  // Unique, whatever the case: the message beside the field, and the name typed kept.
  await page.getByRole("button", { name: "Save view" }).click();
  await name.fill("  by COUNTRY ");
  await name.press("Enter");
  await expect(dialog.getByRole("alert")).toHaveText("A view with this name already exists.");
  await expect(name).toHaveValue("  by COUNTRY ");
  await expect(name).toBeFocused();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // Opened from the page after the report changed: the same report again.
  await page.getByLabel("Group by").selectOption({ label: "Date" });
  await expect(header(page, "Date")).toBeVisible();
  await expect(chip).not.toHaveAttribute("aria-current", "page");
  await chip.click();
  await expect(header(page, "Country")).toBeVisible();
  await expect(header(page, "Hits")).toHaveCount(0);
  await expect(chip).toHaveAttribute("aria-current", "page");

  // Kept across a reload (a projection of the journal in storage).
  await page.reload();
  await expect(page.getByRole("link", { name: "By country" })).toBeVisible();

  // The link, opened in another browser, shows the same report (grouping, columns); the publisher's
  // views are on the account there too (decision 061).
  const href = await chip.getAttribute("href");
  expect(href).toMatch(/groupBy=country/);
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await signIn(otherPage);
  await otherPage.goto(href!);
  await expect(otherPage.getByRole("table", { name: "Summary" }).getByRole("columnheader", { name: "Country", exact: true })).toBeVisible();
  await expect(otherPage.getByRole("table", { name: "Summary" }).getByRole("columnheader", { name: "Hits", exact: true })).toHaveCount(0);
  await expect(otherPage.getByRole("link", { name: "By country" })).toBeVisible();
  await other.close();

  // Rename from the view's menu (by keyboard), then delete.
  const menu = page.getByRole("button", { name: "Actions for By country" });
  await menu.focus();
  await page.keyboard.press("Enter");
  await page.getByRole("menuitem", { name: "Rename" }).click();
  const rename = page.getByRole("dialog", { name: "Rename the view" });
  await expect(rename.getByRole("textbox", { name: "Name" })).toHaveValue("By country");
  await rename.getByRole("textbox", { name: "Name" }).fill("");
  await rename.getByRole("button", { name: "Rename" }).click();
  await expect(rename.getByRole("alert")).toHaveText("Enter a name for the view.");
  await rename.getByRole("textbox", { name: "Name" }).fill("Countries");
  await rename.getByRole("button", { name: "Rename" }).click();
  await expect(page.getByText("View renamed to “Countries”.")).toBeVisible();
  await page.getByRole("button", { name: "Actions for Countries" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Are you ready to delete?" });
  await expect(confirm).toContainText("Countries");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("View “Countries” deleted.")).toBeVisible();
  await expect(page.getByText("No saved views yet.")).toBeVisible();
});

for (const [language, reports, dashboard] of [
  ["en", enReports, enDashboard],
  ["ru", ruReports, ruDashboard],
  ["uk", ukReports, ukDashboard],
  ["zh", zhReports, zhDashboard],
] as const) {
  test(`the reports' extras in ${language}`, async ({ page }) => {
    await signIn(page);
    const profile = await page.request.patch("/publisher/api/publishers/1001", {
      data: { language },
      headers: { "content-type": "application/merge-patch+json" },
    });
    expect(profile.ok()).toBe(true);
    await openReport(page, "selectedTab=summary", reports["reports.total"]);
    await expect(page.getByRole("heading", { name: reports["reports.views.title"] })).toBeVisible();
    await expect(page.getByText(reports["reports.views.none"])).toBeVisible();
    await expect(page.getByRole("button", { name: new RegExp(`^${reports["reports.columns.button"]}`) })).toBeVisible();
    await expect(page.getByTestId("report-meta")).toContainText(dashboard["dashboard.updated"].replace(/\s*\{when\}\s*/, "").trim());
    await page.getByRole("button", { name: reports["reports.views.save"] }).click();
    const dialog = page.getByRole("dialog", { name: reports["reports.views.saveTitle"] });
    await dialog.getByRole("button", { name: reports["reports.views.submitSave"], exact: true }).click();
    await expect(dialog.getByRole("alert")).toHaveText(reports["reports.views.nameRequired"]);
  });
}

for (const colorScheme of ["light", "dark"] as const) {
  test(`axe and screenshots in ${colorScheme}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await signIn(page);
    await openReport(page, "selectedTab=summary&groupBy=country");
    await page.getByRole("button", { name: "Save view" }).click();
    await page.getByRole("textbox", { name: "Name" }).fill("By country");
    await page.getByRole("textbox", { name: "Name" }).press("Enter");
    await page.getByLabel("Group by").selectOption({ label: "Date" });
    for (const width of pictureWidths([1440, 1023, 767])) {
      await page.setViewportSize({ width, height: 1000 });
      await openReport(page, "selectedTab=summary");
      await expectNoOverflow(page, `the report at ${width}`);
      if (width === 1440) expect(await seriousViolations(page), `page ${colorScheme}`).toEqual([]);
      await picture(page, `report-views-${width}-${colorScheme}.png`, { fullPage: true });
    }
    await page.setViewportSize({ width: 1440, height: 1000 });
    // The column chooser open.
    await page.getByRole("button", { name: /^Columns/ }).click();
    await expect(page.getByRole("checkbox", { name: "Hits", exact: true })).toBeVisible();
    expect(await seriousViolations(page), `column chooser ${colorScheme}`).toEqual([]);
    await picture(page, `report-views-columns-${colorScheme}.png`);
    await page.keyboard.press("Escape");
    // The name dialog with its message.
    await page.getByRole("button", { name: "Save view" }).click();
    await page.getByRole("textbox", { name: "Name" }).fill("by country");
    await page.getByRole("textbox", { name: "Name" }).press("Enter");
    await expect(page.getByRole("dialog").getByRole("alert")).toBeVisible();
    expect(await seriousViolations(page), `name dialog ${colorScheme}`).toEqual([]);
    await picture(page, `report-views-dialog-${colorScheme}.png`);
    await page.getByRole("button", { name: "Cancel" }).click();
    // The view's menu.
    await page.getByRole("button", { name: "Actions for By country" }).click();
    await expect(page.getByRole("menuitem", { name: "Rename" })).toBeVisible();
    expect(await seriousViolations(page), `view menu ${colorScheme}`).toEqual([]);
    await picture(page, `report-views-menu-${colorScheme}.png`);
  });
}
