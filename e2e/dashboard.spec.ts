/**
 * The dashboard in a browser (issue 14): the performance chart drawn at its box's width, its
 * keyboard-reachable points, the metric and the range redrawing it; axe in light and dark; screenshots
 * at 1440, 1023 and 767 px. The periods, the table alternative, impressions, sources, news and newbie's
 * dashboard: tests/components/lists/dashboard.test.tsx.
 */
import { expect, test } from "./fixtures";
import { expectNoOverflow, picture, pictureWidths, resize } from "./pictures";
import { type ColorScheme, forBothSchemes, inBothSchemes } from "./axe";
import { NEWBIE, signIn } from "./helpers";

test("axe and screenshots in light and dark", async ({ page }) => {
  for (const who of ["demo", "newbie"] as const) {
    // Loaded once per user: a width is a resize, a scheme a switch.
    await signIn(page, who === "newbie" ? NEWBIE : undefined);
    await page.setViewportSize({ width: 1440, height: 1100 });
    await page.goto("/publisher/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
    if (who === "demo") await expect(page.getByRole("group", { name: "Clicks over time" })).toBeVisible();
    for (const width of pictureWidths([1440, 1023, 767])) {
      await resize(page, width, 1100);
      const fits = async (colorScheme: ColorScheme) => {
        await expectNoOverflow(page, `${who} at ${width} in ${colorScheme}`);
        await picture(page, `dashboard-${who}-${width}-${colorScheme}.png`, { fullPage: true });
      };
      // Demo's dashboard at 1440 in both schemes is a11y.spec.ts's "the dashboard screen with demo".
      if (width === 1440 && who === "newbie") expect(await inBothSchemes(page, who, { then: fits })).toEqual([]);
      else await forBothSchemes(page, fits);
    }
  }
});

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
  // The points are one tab stop; the arrow keys move between them.
  const chart = page.getByRole("group", { name: "Clicks over time" });
  await chart.getByRole("img").first().focus();
  await page.keyboard.press("End");
  await expect(chart.getByRole("img").last()).toBeFocused();
  // The chart follows a preset range and shows hours for one day.
  await page.getByRole("button", { name: /^Date range:/ }).click();
  await page.getByRole("button", { name: "Last 7 days" }).click();
  await expect(chart.getByRole("img")).toHaveCount(7);
  await page.getByRole("button", { name: /^Date range:/ }).click();
  await page.getByRole("button", { name: "Yesterday" }).click();
  await expect(chart.getByRole("img")).toHaveCount(24);
  await expect(page).toHaveURL(/dateRange=/);
  // The metric switch redraws the chart (the switch and the table alternative: tests/components/lists/dashboard.test.tsx).
  await page.getByRole("group", { name: "Metric shown" }).getByText("Payout").click();
  await expect(page.getByRole("group", { name: "Payout over time" }).getByRole("img")).toHaveCount(24);
});
