/**
 * Smartlinks in a browser (spec 02 sections 3-6; issue 13): the page and the request form with its
 * messages pass axe in light and dark; screenshots. What the page shows and does (the verticals, the
 * list's labels, launch and request through the flow, the manager's decisions, the server's refusals,
 * the country lookup, the role, ru/uk/zh) is tested as a component: tests/components/details/smartlinks.test.tsx.
 */
import { expect, test } from "./fixtures";
import { picture } from "./pictures";
import { seriousViolations } from "./axe";
import { signIn } from "./helpers";

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`${colorScheme} scheme`, () => {
    test.use({ colorScheme });

    test("the page and the request form with its messages pass axe; screenshots", async ({ page }) => {
      await signIn(page);
      await page.goto("/publisher/smartlinks");
      await expect(page.getByRole("table", { name: "Your smartlinks" })).toHaveAttribute("aria-busy", "false");
      expect(await seriousViolations(page), "page").toEqual([]);
      await picture(page, `smartlinks-${colorScheme}.png`, { fullPage: true });
      await page.getByRole("button", { name: "Request Smartlink Utilities & VPN" }).click();
      const dialog = page.getByRole("dialog", { name: "Request Smartlink Utilities & VPN" });
      await dialog.getByLabel("Custom URL").fill("nope");
      await dialog.getByRole("button", { name: "Request", exact: true }).click();
      await expect(dialog.getByText("Please specify a traffic type")).toBeVisible();
      await expect(dialog.getByText("Please, input correct url")).toBeVisible();
      expect(await seriousViolations(page), "request form").toEqual([]);
      await picture(page, `smartlinks-request-${colorScheme}.png`);
    });
  });
}
