/**
 * Conversion statuses (issue 27.1): the Status column says the status in words beside its colour, the
 * filter keeps one status, a declined conversion shows the server's reason, and the approval rate
 * (approved / all) reads the same on the Conversions list's counts, the Revenue report and the dashboard.
 */
import type { Page } from "@playwright/test";
import { presetRange, toQuery, todayIn } from "../src/ui/date-range/range";
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { openConversions, signIn } from "./helpers";
import { expectNoOverflow, picture, pictureWidths } from "./pictures";
import { cellOf, columnTexts } from "./table";

const ZONE = "Europe/Kyiv";
const LAST_30 = () => encodeURIComponent(toQuery(presetRange("last30Days", todayIn(ZONE))));
const REASONS = /Duplicate conversion|Not confirmed by the advertiser|Fraud suspected|Outside the offer's targeting/;
const table = (page: Page) => page.getByRole("table", { name: "Conversions" });

/** The list's "N records" for a query, as a number. */
const records = async (page: Page, query: string) => {
  await openConversions(page, query);
  const text = await page.getByText(/^[\d,]+ records?$/).textContent();
  return Number(text!.replace(/[^\d]/g, ""));
};

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test("the status column says each status in words, and the filter keeps one status with its reasons", async ({ page }) => {
  await openConversions(page);
  await expect.poll(async () => new Set(await columnTexts(table(page), "Status")).size).toBeGreaterThan(1);
  // The filter drawer's Status choice narrows the list to declined conversions, with the reason under each badge.
  await page.getByRole("button", { name: "Filters" }).click();
  const drawer = page.getByRole("dialog", { name: "Filters" });
  await drawer.getByLabel("Status").selectOption({ label: "Declined" });
  await drawer.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("list", { name: "Applied filters" })).toContainText("Status:Declined");
  await expect(table(page)).toHaveAttribute("aria-busy", "false");
  await expect.poll(async () => (await columnTexts(table(page), "Status")).every((text) => text.startsWith("Declined"))).toBe(true);
  const declined = await columnTexts(table(page), "Status");
  expect(declined.filter((text) => REASONS.test(text)).length).toBeGreaterThan(0);
  // A badge names its status in text; its colour is only a second signal.
  const first = table(page).locator("tbody tr").first();
  await expect((await cellOf(first, "Status")).locator("[data-status='declined']")).toHaveText("Declined");

  await openConversions(page, "?status=approved");
  const approved = await columnTexts(table(page), "Status");
  expect(approved.length).toBeGreaterThan(0);
  expect(approved.every((text) => text === "Approved")).toBe(true);
});

test("one approval rate: the list's approved / all, its summary, the Revenue report's total and the dashboard's last 30 days", async ({
  page,
}) => {
  const approved = await records(page, `?dateRange=${LAST_30()}&status=approved`);
  const all = await records(page, `?dateRange=${LAST_30()}`);
  expect(approved).toBeGreaterThan(0);
  expect(approved).toBeLessThan(all);
  const rate = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 2 }).format(
    Math.round((approved / all) * 1e6) / 1e6,
  );
  // The list's summary says the same, beside its count of each status.
  const summary = page.getByRole("group", { name: "Conversions by status" });
  await expect(summary.getByTestId("approval-rate")).toHaveText(rate);
  await expect(summary).toContainText(`Approval rate${rate}`);
  await expect(summary).toContainText(`Approved${approved.toLocaleString("en-US")}`);

  await page.goto("/publisher/reports?selectedTab=revenue");
  const report = page.getByRole("table", { name: "Revenue" });
  await expect(report.locator("tfoot")).toContainText("Total");
  await expect(await cellOf(report.locator("tfoot tr"), "Approval rate")).toHaveText(rate);

  await page.goto("/publisher/dashboard");
  const last30 = page.getByRole("region", { name: "Activity" }).getByRole("region", { name: "Last 30 days" });
  await expect(last30.getByRole("definition").filter({ hasText: "%" }).first()).toBeVisible();
  await expect(last30).toContainText(`Approval rate${rate}`);
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`the statuses are axe-clean and fit in ${colorScheme}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    for (const width of pictureWidths([1440, 767])) {
      await page.setViewportSize({ width, height: 1000 });
      await openConversions(page, "?status=declined");
      await expectNoOverflow(page, `declined at ${width}`);
      if (width === 1440) expect(await seriousViolations(page), colorScheme).toEqual([]);
      await picture(page, `conversion-statuses-${width}-${colorScheme}.png`, { fullPage: true });
      // The status column sits right of the payout: scrolled into view for the picture of it.
      await table(page)
        .locator("tbody tr")
        .first()
        .evaluate((row) => row.querySelector("[data-status]")?.scrollIntoView({ inline: "center", block: "nearest" }));
      await picture(page, `conversion-statuses-scrolled-${width}-${colorScheme}.png`, { fullPage: true });
      await openConversions(page);
      if (width === 1440) expect(await seriousViolations(page), `${colorScheme} all`).toEqual([]);
      await picture(page, `conversion-statuses-all-${width}-${colorScheme}.png`);
      await page.goto("/publisher/reports?selectedTab=revenue");
      await expect(page.getByRole("table", { name: "Revenue" }).locator("tfoot")).toContainText("Total");
      await expectNoOverflow(page, `revenue at ${width}`);
      if (width === 1440) expect(await seriousViolations(page), `${colorScheme} revenue`).toEqual([]);
      await picture(page, `revenue-${width}-${colorScheme}.png`, { fullPage: true });
    }
  });
}
