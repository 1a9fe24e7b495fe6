/**
 * The dashboard (issue 14): activity by period, the performance chart with its table alternative and
 * keyboard-reachable points, impressions, smartlinks against offers, the latest news; newbie's empty
 * dashboard; axe in light and dark; screenshots at 1440, 1023 and 767 px.
 */
import { expect, test } from "./fixtures";
import { expectNoOverflow, picture, pictureWidths } from "./pictures";
import { seriousViolations } from "./axe";
import { NEWBIE, signIn } from "./helpers";

test("demo's dashboard shows the four periods, the chart, impressions, sources and news", async ({ page, request }) => {
  await signIn(page);
  await page.goto("/publisher/dashboard");
  const activity = page.getByRole("region", { name: "Activity" });
  for (const period of ["Today", "Yesterday", "Last 7 days", "Last 30 days"]) {
    await expect(activity.getByRole("region", { name: period })).toBeVisible();
  }
  // Today is compared with yesterday up to the same time of day, and says so (issue 25.12).
  const today = activity.getByRole("region", { name: "Today" });
  await expect(today).toContainText("Compared with yesterday up to the same time");
  await expect(today.getByTitle("Change against yesterday up to the same time").first()).toBeVisible();
  await expect(activity.getByRole("region", { name: "Yesterday" })).toContainText("Compared with the period before");
  // The last 30 days' payout is the API's, in the spec's money format.
  await signIn(request);
  const summary = (await (await request.get("/publisher/api/ch/dashboard")).json()) as {
    periods: { period: string; payout: number; clicks: number }[];
  };
  const last30 = summary.periods.find((p) => p.period === "last30Days")!;
  const money = `$${last30.payout.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  await expect(activity.getByRole("region", { name: "Last 30 days" })).toContainText(money);
  await expect(activity.getByRole("region", { name: "Last 30 days" })).toContainText(last30.clicks.toLocaleString("en-US"));

  const chart = page.getByRole("group", { name: "Clicks over time" });
  await expect(chart).toBeVisible();
  await expect(chart.getByRole("img")).toHaveCount(30);
  // The points are one tab stop; the arrow keys move between them.
  await chart.getByRole("img").first().focus();
  await page.keyboard.press("End");
  await expect(chart.getByRole("img").last()).toBeFocused();
  // The metric switch: radio buttons in a group named by its legend (the label is what is clicked).
  await page.getByRole("group", { name: "Metric shown" }).getByText("Payout").click();
  await expect(page.getByRole("radio", { name: "Payout" })).toBeChecked();
  await expect(page.getByRole("group", { name: "Payout over time" })).toBeVisible();
  await page.getByText("Show as table").click();
  await expect(page.getByRole("table", { name: "Show as table" }).getByRole("row")).toHaveCount(31);

  await expect(page.getByRole("region", { name: "Impressions" })).toContainText("EPM");
  const sources = page.getByRole("region", { name: "Smartlinks compared with offers" });
  await expect(sources).toContainText(/1 : \d/);
  await expect(page.getByRole("region", { name: "Latest news" }).getByRole("link").first()).toBeVisible();
});

test("the chart follows a preset range and shows hours for one day", async ({ page }) => {
  await signIn(page);
  await page.goto("/publisher/dashboard");
  await page.getByRole("button", { name: /^Date range:/ }).click();
  await page.getByRole("button", { name: "Last 7 days" }).click();
  await expect(page.getByRole("group", { name: "Clicks over time" }).getByRole("img")).toHaveCount(7);
  await page.getByRole("button", { name: /^Date range:/ }).click();
  await page.getByRole("button", { name: "Yesterday" }).click();
  await expect(page.getByRole("group", { name: "Clicks over time" }).getByRole("img")).toHaveCount(24);
  await expect(page).toHaveURL(/dateRange=/);
});

test("newbie sees what to do first, not an empty chart", async ({ page }) => {
  await signIn(page, NEWBIE);
  await page.goto("/publisher/dashboard");
  await expect(page.getByRole("heading", { name: "No traffic yet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse offers" })).toBeVisible();
  await expect(page.getByRole("group", { name: /over time/ })).toHaveCount(0);
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`axe and screenshots in ${colorScheme}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    for (const who of ["demo", "newbie"] as const) {
      await signIn(page, who === "newbie" ? NEWBIE : undefined);
      for (const width of pictureWidths([1440, 1023, 767])) {
        await page.setViewportSize({ width, height: 1100 });
        await page.goto("/publisher/dashboard");
        await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
        await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
        if (who === "demo") await expect(page.getByRole("group", { name: "Clicks over time" })).toBeVisible();
        await expectNoOverflow(page, `${who} at ${width}`);
        if (width === 1440) expect(await seriousViolations(page), `${who} ${colorScheme}`).toEqual([]);
        await picture(page, `dashboard-${who}-${width}-${colorScheme}.png`, { fullPage: true });
      }
    }
  });
}

test("the chart is drawn at its box's width: its labels stay 11 px on a phone and on a wide screen, its height what its placeholder held", async ({
  page,
}) => {
  await signIn(page);
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/publisher/dashboard");
    const chart = page.getByRole("group", { name: "Clicks over time" });
    await expect(chart.getByRole("img")).toHaveCount(30);
    const drawn = await chart.evaluate((svg) => ({
      height: Math.round(svg.getBoundingClientRect().height),
      labels: [...svg.querySelectorAll("text")].map((text) => Math.round(text.getBoundingClientRect().height)),
    }));
    expect(drawn.height, `at ${width} px`).toBe(240);
    for (const height of drawn.labels) {
      expect(height, `a label's height at ${width} px`).toBeGreaterThanOrEqual(11);
      expect(height, `a label's height at ${width} px`).toBeLessThanOrEqual(16);
    }
    // The day labels do not run into each other.
    const days = await chart.locator("text[text-anchor=middle]").evaluateAll((texts) => texts.map((t) => t.getBoundingClientRect()));
    for (let i = 1; i < days.length; i++) expect(days[i]!.left, `at ${width} px`).toBeGreaterThan(days[i - 1]!.right);
  }
});
