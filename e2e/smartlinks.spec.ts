/** Smartlinks (spec 02 sections 3-6; issue 13): the verticals, the list with the spec's labels, a launch through the request flow, and the role. */
import { expect, test } from "./fixtures";
import { seriousViolations } from "./axe";
import { NEWBIE, signIn } from "./helpers";
import { cellOf } from "./table";

test("demo launches an available smartlink: the spec's message for a missing traffic type, then Live; a request waits for the manager", async ({ page, request }) => {
  await signIn(page);
  await page.goto("/publisher/smartlinks");
  await expect(page.getByRole("heading", { level: 1, name: "Smartlinks" })).toBeVisible();
  const verticals = page.getByRole("region", { name: "Verticals" });
  await expect(verticals.getByRole("listitem").filter({ hasText: "Gaming" })).toContainText("Available · Launch");
  await expect(verticals.getByRole("listitem").filter({ hasText: "Utilities" })).toContainText("On request · Request");
  await expect(verticals.getByRole("listitem").filter({ hasText: "Adult" })).toContainText("Disabled · No longer accepts traffic");

  const table = page.getByRole("table", { name: "Your smartlinks" });
  await expect(table).toHaveAttribute("aria-busy", "false");
  const row = (name: string) => table.getByRole("row").filter({ hasText: name });
  await expect(await cellOf(row("Smartlink Dating"), "Status")).toHaveText("Live");
  await expect(await cellOf(row("Smartlink Loans"), "Status")).toHaveText("Requested");
  await expect(await cellOf(row("Smartlink Sports Betting"), "Status")).toHaveText("Declined");
  await expect(await cellOf(row("Smartlink Crypto & Finance"), "Status")).toHaveText("Suspended");

  await page.getByRole("button", { name: "Launch Smartlink Casual Games" }).click();
  const dialog = page.getByRole("dialog", { name: "Launch Smartlink Casual Games" });
  await dialog.getByRole("button", { name: "Launch", exact: true }).click();
  await expect(dialog.getByText("Please specify a traffic type")).toBeVisible();
  await dialog.getByRole("button", { name: "Traffic type" }).click();
  await page.getByRole("option", { name: "Native" }).click();
  await dialog.getByLabel("Custom URL").fill("mailto:someone");
  await dialog.getByRole("button", { name: "Launch", exact: true }).click();
  await expect(dialog.getByText("Please, input correct url")).toBeVisible();
  await dialog.getByLabel("Custom URL").fill("https://landing.example/games");
  await dialog.getByRole("button", { name: "Launch", exact: true }).click();
  await expect(dialog.getByText("Your smartlink is live.")).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(await cellOf(row("Smartlink Casual Games"), "Status")).toHaveText("Live");

  await page.getByRole("button", { name: "Request Smartlink Utilities & VPN" }).click();
  const requestDialog = page.getByRole("dialog", { name: "Request Smartlink Utilities & VPN" });
  await requestDialog.getByRole("button", { name: "Traffic type" }).click();
  await page.getByRole("option", { name: "Push" }).click();
  await requestDialog.getByRole("button", { name: "Request", exact: true }).click();
  await expect(requestDialog.getByText("Requested: your manager reviews the request.")).toBeVisible();
  // The manager approves; the flow learns it when the page gains focus.
  expect((await request.post("/__mock/smartlinks/318/approve")).ok()).toBe(true);
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  await expect(requestDialog.getByText("Your smartlink is live.")).toBeVisible();
  await requestDialog.getByRole("button", { name: "Close" }).click();
  await expect(await cellOf(row("Smartlink Utilities & VPN"), "Status")).toHaveText("Live");
});

test("without ROLE_SMARTLINKS the menu has no Smartlinks and the page says the feature is not enabled", async ({ page }) => {
  await signIn(page, NEWBIE);
  await page.goto("/publisher/smartlinks");
  await expect(page.getByRole("heading", { level: 1, name: "Smartlinks" })).toBeVisible();
  await expect(page.getByText("Smartlinks are not enabled for your account. Please contact your manager to enable them.")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Smartlinks" })).toHaveCount(0);
});


for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`${colorScheme} scheme`, () => {
    test.use({ colorScheme });

    test("the page and the request form with its messages pass axe; screenshots", async ({ page }, testInfo) => {
      // Two axe runs over a full list page: on a loaded two-core machine they pass 30 s.
      test.setTimeout(90_000);
      await signIn(page);
      await page.goto("/publisher/smartlinks");
      await expect(page.getByRole("table", { name: "Your smartlinks" })).toHaveAttribute("aria-busy", "false");
      expect(await seriousViolations(page), "page").toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`smartlinks-${colorScheme}.png`), fullPage: true });
      await page.getByRole("button", { name: "Request Smartlink Utilities & VPN" }).click();
      const dialog = page.getByRole("dialog", { name: "Request Smartlink Utilities & VPN" });
      await dialog.getByLabel("Custom URL").fill("nope");
      await dialog.getByRole("button", { name: "Request", exact: true }).click();
      await expect(dialog.getByText("Please specify a traffic type")).toBeVisible();
      await expect(dialog.getByText("Please, input correct url")).toBeVisible();
      expect(await seriousViolations(page), "request form").toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`smartlinks-request-${colorScheme}.png`) });
    });
  });
}
