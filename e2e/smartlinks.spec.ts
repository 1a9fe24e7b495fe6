/** Smartlinks (spec 02 sections 3-6; issue 13): the verticals, the list with the spec's labels, a launch through the request flow, and the role. */
import { expect, test } from "./fixtures";
import { picture } from "./pictures";
import { seriousViolations } from "./axe";
import { NEWBIE, pickCountries, signIn } from "./helpers";
import { cellOf } from "./table";
import ru from "../src/i18n/messages/ru/smartlinks.json" with { type: "json" };
import uk from "../src/i18n/messages/uk/smartlinks.json" with { type: "json" };
import zh from "../src/i18n/messages/zh/smartlinks.json" with { type: "json" };

test("demo launches an available smartlink: the spec's message for a missing traffic type, then Live; a request waits for the manager", async ({
  page,
  request,
}) => {
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

test("the server's refusals above the form, the choices kept: a disabled vertical, the smartlink limit; a country where the vertical asks", async ({
  page,
  request,
  allowErrors,
}) => {
  allowErrors(/^response 400 POST \/publisher\/api\/campaigns$/);
  await signIn(page);
  // Smartlink Nutra: its vertical asks for a country.
  await page.goto("/publisher/smartlinks");
  await page.getByRole("button", { name: "Launch Smartlink Nutra" }).click();
  const nutra = page.getByRole("dialog", { name: "Launch Smartlink Nutra" });
  await nutra.getByRole("button", { name: "Traffic type" }).click();
  await page.getByRole("option", { name: "Native" }).click();
  await nutra.getByRole("button", { name: "Launch", exact: true }).click();
  await expect(nutra.getByText("Please select a country")).toBeVisible();
  await nutra.getByRole("button", { name: "Cancel" }).click();

  // The manager disables Gaming while the publisher fills the form.
  await page.getByRole("button", { name: "Launch Smartlink Casual Games" }).click();
  const dialog = page.getByRole("dialog", { name: "Launch Smartlink Casual Games" });
  await dialog.getByRole("button", { name: "Traffic type" }).click();
  await page.getByRole("option", { name: "Native" }).click();
  await dialog.getByLabel("Custom URL").fill("https://landing.example/games");
  expect((await request.post("/__mock/smartlink-verticals/7", { data: { availability: "disabled" } })).ok()).toBe(true);
  await dialog.getByRole("button", { name: "Launch", exact: true }).click();
  await expect(
    dialog.getByText("Smartlink vertical is disabled and no longer accepts traffic. Please contact your manager for support."),
  ).toBeVisible();
  await expect(dialog.getByLabel("Custom URL")).toHaveValue("https://landing.example/games");

  // Enabled again, but demo runs 6 smartlinks and the limit is now 6.
  expect((await request.post("/__mock/smartlink-verticals/7", { data: { availability: "available" } })).ok()).toBe(true);
  expect((await request.post("/__mock/smartlink-limit", { data: { limit: 6 } })).ok()).toBe(true);
  await dialog.getByRole("button", { name: "Launch", exact: true }).click();
  await expect(dialog.getByText("Smartlinks limit exceeded. Extra smartlinks must be requested from your manager.")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Traffic type" })).toContainText("Native");
});

test("a smartlink of a disabled vertical says Disabled and offers neither Launch nor Request; a live one too once the manager disables its vertical", async ({
  page,
  request,
}) => {
  await signIn(page);
  await page.goto("/publisher/smartlinks?itemsPerPage=20");
  const table = page.getByRole("table", { name: "Your smartlinks" });
  await expect(table).toHaveAttribute("aria-busy", "false");
  const row = (name: string) => table.getByRole("row").filter({ hasText: name });
  // Smartlink Adult Dating: its vertical (Adult) is disabled from the start.
  await expect(await cellOf(row("Smartlink Adult Dating"), "Status")).toHaveText("Disabled");
  await expect(row("Smartlink Adult Dating").getByRole("button")).toHaveCount(0);
  await expect(await cellOf(row("Smartlink Dating"), "Status")).toHaveText("Live");

  // The manager disables Dating: the panel, the row and its action agree once the page gains focus.
  expect((await request.post("/__mock/smartlink-verticals/1", { data: { availability: "disabled" } })).ok()).toBe(true);
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  const verticals = page.getByRole("region", { name: "Verticals" });
  await expect(verticals.getByRole("listitem").filter({ hasText: "Dating" })).toContainText("Disabled · No longer accepts traffic");
  await expect(await cellOf(row("Smartlink Dating"), "Status")).toHaveText("Disabled");
  await expect(row("Smartlink Dating").getByRole("button")).toHaveCount(0);
});

test("countries are chosen from the lookup; the server's refusal of one item marks the Countries field, with no notification", async ({
  page,
  request,
  allowErrors,
}) => {
  allowErrors(/^response 422 POST \/publisher\/api\/campaigns$/);
  await signIn(page);
  await page.goto("/publisher/smartlinks");
  await page.getByRole("button", { name: "Launch Smartlink Casual Games" }).click();
  const dialog = page.getByRole("dialog", { name: "Launch Smartlink Casual Games" });
  await dialog.getByRole("button", { name: "Traffic type" }).click();
  await page.getByRole("option", { name: "Native" }).click();
  const countries = dialog.getByRole("combobox", { name: "Countries" });
  // A search by code finds the country; "uk" is no code the network knows (the United Kingdom is GB).
  await countries.fill("gb");
  await expect(dialog.getByRole("option").first()).toContainText("United Kingdom");
  await dialog.getByRole("option").first().click();
  await pickCountries(dialog, "Countries", ["Germany"]);
  await expect(dialog.getByRole("button", { name: "Remove United Kingdom" })).toBeVisible();
  // The server refuses the second item (a country the network stopped serving since the list loaded).
  const refusal = {
    "@type": "ConstraintViolationList",
    "hydra:title": "An error occurred",
    "hydra:description": "countries[1]: DE is not a valid country code.",
    violations: [{ propertyPath: "countries[1]", message: "DE is not a valid country code." }],
  };
  expect((await request.post("/__mock/faults", { data: { route: "smartlinks.launch", status: 422, body: refusal, times: 1 } })).ok()).toBe(
    true,
  );
  await dialog.getByRole("button", { name: "Launch", exact: true }).click();
  await expect(dialog.getByText("DE is not a valid country code.")).toBeVisible();
  await expect(countries).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(/countries\[1\]/)).toHaveCount(0);
  await dialog.getByRole("button", { name: "Remove Germany" }).click();
  await dialog.getByRole("button", { name: "Launch", exact: true }).click();
  await expect(dialog.getByText("Your smartlink is live.")).toBeVisible();
});

for (const [code, language, messages] of [
  ["ru", "Русский", ru],
  ["uk", "Українська", uk],
  ["zh", "中文", zh],
] as const) {
  test(`the list in ${language}`, async ({ page }) => {
    await signIn(page);
    await page.request.patch("/publisher/api/publishers/1001", {
      data: { language: code },
      headers: { "content-type": "application/merge-patch+json" },
    });
    await page.goto("/publisher/smartlinks");
    await expect(page.locator("html")).toHaveAttribute("lang", code);
    const table = page.getByRole("table", { name: messages["smartlinks.list.title"] });
    await expect(table).toHaveAttribute("aria-busy", "false");
    const row = (name: string) => table.getByRole("row").filter({ hasText: name });
    await expect(await cellOf(row("Smartlink Dating"), messages["smartlinks.column.status"])).toHaveText(messages["smartlinks.badge.live"]);
    await expect(await cellOf(row("Smartlink Loans"), messages["smartlinks.column.status"])).toHaveText(
      messages["smartlinks.badge.requested"],
    );
    await expect(page.getByRole("button", { name: `${messages["smartlinks.action.request"]} Smartlink Utilities & VPN` })).toBeVisible();
    await expect(page.getByRole("region", { name: messages["smartlinks.verticals.title"] })).toBeVisible();
  });
}

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
