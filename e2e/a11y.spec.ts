/** Accessibility of the shell: axe finds no serious or critical violation, in light and dark. */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { NEWBIE, signIn } from "./helpers";

const seriousViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
};

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`${colorScheme} scheme`, () => {
    test.use({ colorScheme });

    test("the pre-login pages", async ({ page }) => {
      for (const path of ["login", "register", "reset_password"]) {
        await page.goto(`/publisher/${path}`);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        expect(await seriousViolations(page), path).toEqual([]);
      }
    });

    test("the signed-in shell with demo", async ({ page }) => {
      await signIn(page);
      await page.goto("/publisher/dashboard");
      await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto("/publisher/settings?selectedTab=notifications");
      await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("the signed-in shell with newbie on mobile", async ({ page }) => {
      await page.setViewportSize({ width: 767, height: 900 });
      await signIn(page, NEWBIE);
      await page.goto("/publisher/dashboard");
      await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
