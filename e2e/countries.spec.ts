/**
 * The country picker (issue 26.6; spec 02 sections 3 and 7): every country filter is a combobox over
 * /countries.jsonld, the 10 most popular first, searched by name (in the interface language or
 * English) or code, with flags; several countries at once. The offers' device filter comes from
 * /devices. Axe in light and dark; pictures at 1440 and 767.
 */
import type { Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { signIn } from "./helpers";
import { expectNoOverflow, picture } from "./pictures";

const openDrawer = async (page: Page, path: string) => {
  await page.goto(path);
  await page.getByRole("button", { name: "Filters" }).click();
  const drawer = page.getByRole("dialog", { name: "Filters" });
  await expect(drawer).toBeVisible();
  return drawer;
};

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test("conversions: popular countries first, search by name or code, several chosen, kept as codes", async ({ page }) => {
  const list = (await (await page.request.get("/publisher/api/countries.jsonld")).json())["hydra:member"] as Array<{ name: string }>;
  const drawer = await openDrawer(page, "/publisher/conversions");
  const box = drawer.getByRole("combobox", { name: "Country" });
  await box.click();
  const popular = drawer.getByRole("group", { name: "Popular countries" }).getByRole("option");
  await expect(popular).toHaveCount(10);
  // Most popular first, as the server orders them (DEFAULT_POPULAR_COUNT of them).
  await expect(popular.first()).toHaveAccessibleName(new RegExp(`^${list[0]!.name}`));
  await expect(drawer.getByRole("group", { name: "All countries" }).getByRole("option").first()).toBeVisible();

  await box.fill("germ");
  await expect(drawer.getByRole("option").first()).toHaveAccessibleName(/^Germany/);
  await drawer.getByRole("option").first().click();
  // A code finds its country first.
  await box.fill("ua");
  await expect(drawer.getByRole("option").first()).toHaveAccessibleName(/^Ukraine/);
  await box.press("Enter");
  await box.fill("zzzz");
  await expect(drawer.getByText("Nothing found for “zzzz”.")).toBeVisible();
  const chosen = drawer.getByRole("list", { name: "Chosen" });
  await expect(chosen.getByRole("listitem")).toHaveText([/Germany/, /Ukraine/]);
  await chosen.getByRole("button", { name: "Remove Germany" }).click();
  await expect(chosen.getByRole("listitem")).toHaveText([/Ukraine/]);
  await drawer.getByRole("button", { name: "Save" }).click();
  await expect(drawer).toBeHidden();
  expect(new URL(page.url()).searchParams.get("country")).toBe("UA");

  // A shared link's codes come back as the chosen countries.
  await page.goto("/publisher/conversions?country=DE,FR");
  await page.getByRole("button", { name: "Filters" }).click();
  await expect(drawer.getByRole("list", { name: "Chosen" }).getByRole("listitem")).toHaveText([/Germany/, /France/]);
});

test("reports and offers use the picker; the offers' devices come from /devices", async ({ page }) => {
  const devices = page.waitForRequest((r) => new URL(r.url()).pathname === "/publisher/api/devices");
  let drawer = await openDrawer(page, "/publisher/offers");
  await devices;
  await expect(drawer.getByLabel("Device").locator("option")).toHaveText(["Any", "All devices", "Desktop", "Mobile"]);
  await drawer.getByRole("combobox", { name: "Country" }).fill("Canada");
  await drawer.getByRole("option", { name: /^Canada/ }).click();
  await drawer.getByRole("button", { name: "Save" }).click();
  expect(new URL(page.url()).searchParams.get("country")).toBe("CA");

  drawer = await openDrawer(page, "/publisher/reports");
  await drawer.getByRole("combobox", { name: "Country" }).fill("fr");
  await drawer.getByRole("option", { name: /^France/ }).click();
  await drawer.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/country=FR/);
});

test("in Russian the names are Russian and searched so", async ({ page }) => {
  await page.request.patch("/publisher/api/publishers/1001", {
    data: { language: "ru" },
    headers: { "content-type": "application/merge-patch+json" },
  });
  await page.goto("/publisher/conversions");
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  await page.getByRole("button", { name: "Фильтры" }).click();
  const drawer = page.getByRole("dialog");
  await drawer.getByRole("combobox", { name: "Страна" }).fill("герм");
  await expect(drawer.getByRole("option").first()).toHaveAccessibleName(/^Германия/);
  await expect(drawer.getByRole("group")).toHaveCount(0);
  await drawer.getByRole("combobox", { name: "Страна" }).fill("");
  await expect(drawer.getByRole("group", { name: "Популярные страны" })).toBeVisible();
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`the open picker passes axe (${colorScheme}); pictures at 1440 and 767`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    const drawer = await openDrawer(page, "/publisher/conversions?country=DE");
    await drawer.getByRole("combobox", { name: "Country" }).click();
    await expect(drawer.getByRole("group", { name: "Popular countries" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    for (const width of [1440, 767]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoOverflow(page, "the drawer");
      await picture(page, `country-picker-${width}-${colorScheme}.png`);
    }
  });
}
