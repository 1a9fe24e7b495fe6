/** The Offers list (issue 12; spec 02 sections 2, 3, 5): search, drawer filters, ordering and paging in the URL; the row's action. */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoOverflow, picture, PICTURE_SCHEMES } from "./pictures";
import { signIn } from "./helpers";
import { cellOf, columnTexts } from "./table";

const table = (page: Page) => page.getByRole("table", { name: "Offers" });
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

const openOffers = async (page: Page, query = "") => {
  await page.goto(`/publisher/offers${query}`);
  await expect(page.getByRole("heading", { level: 1, name: "Offers" })).toBeVisible();
  await expect(table(page)).toHaveAttribute("aria-busy", "false");
};

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test("rows show the offer, its categories, payout, countries, devices and availability; search by name or #id is in the URL", async ({
  page,
}) => {
  await openOffers(page);
  await expect(table(page).getByRole("row")).toHaveCount(11);
  const first = table(page).getByRole("row").filter({ hasText: "#4102 CoinVault Exchange – Tier-1 CPA" });
  await expect(await cellOf(first, "Categories")).toHaveText("Crypto");
  await expect(await cellOf(first, "Status")).toHaveText("Live");
  await expect(await cellOf(first, "Countries")).toContainText("All countries");
  await expect(await cellOf(first, "Countries")).toContainText("-2");
  await expect(await cellOf(first, "Action")).toHaveText("Get link");

  await page.getByLabel("Search offers").fill("#4117");
  await expect(page).toHaveURL(/[?&]search=%234117/);
  await expect(table(page).getByRole("row")).toHaveCount(2);
  await expect(table(page)).toContainText("#4117 MatchMe Dating – DOI");
  await page.getByLabel("Search offers").fill("dating");
  await page.getByLabel("Search offers").press("Enter");
  await expect(page).toHaveURL(/[?&]search=dating/);
  await expect(table(page)).toHaveAttribute("aria-busy", "false");
  for (const text of await columnTexts(table(page), "Offer")) expect(text).toMatch(/dating/i);
  await page.reload();
  await expect(page.getByLabel("Search offers")).toHaveValue("dating");
});

test("status filter from the drawer, then requesting access to an offer on request", async ({ page }) => {
  await openOffers(page);
  await page.getByRole("button", { name: "Filters" }).click();
  await page.getByRole("dialog", { name: "Filters" }).getByLabel("Status").selectOption({ label: "On request" });
  await page.getByRole("dialog", { name: "Filters" }).getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/[?&]status=3/);
  await expect(table(page)).toHaveAttribute("aria-busy", "false");
  const statuses = await columnTexts(table(page), "Status");
  expect(statuses.length).toBeGreaterThan(0);
  expect(new Set(statuses)).toEqual(new Set(["On request"]));

  const row = table(page).getByRole("row").nth(1);
  const name = (await (await cellOf(row, "Offer")).innerText()).trim();
  await page.getByRole("button", { name: `Request ${name}` }).click();
  await expect(page.getByText("Access requested. Your manager will review it.")).toBeVisible();
  await expect(table(page).getByRole("row").filter({ hasText: name })).toHaveCount(0);
  await openOffers(page, `?search=${encodeURIComponent(name.split(" ")[0]!)}`);
  await expect(await cellOf(table(page).getByRole("row").nth(1), "Status")).toHaveText("Requested");
});

test("ordering and paging live in the URL", async ({ page }) => {
  await openOffers(page);
  await page.getByRole("columnheader", { name: "Payout" }).getByRole("button").click();
  await expect(page).toHaveURL(/order%5Bpayout%5D=asc|order\[payout\]=asc/);
  await page.getByRole("navigation", { name: "Pagination" }).getByRole("button", { name: "Next page" }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  expect(param(page, "order[payout]")).toBe("asc");
  await expect(table(page).getByRole("row")).toHaveCount(11);
});

test("a link's category and promo channel survive their options' loading and show as tags", async ({ page }) => {
  await openOffers(page, "?category=1&promoChannel=7");
  await expect(page.getByRole("list", { name: "Applied filters" })).toContainText("Category:Dating");
  await expect(page.getByRole("list", { name: "Applied filters" })).toContainText("Promo channel:Display banners");
  expect(param(page, "category")).toBe("1");
  expect(param(page, "promoChannel")).toBe("7");
  const categories = await columnTexts(table(page), "Categories");
  expect(categories).toHaveLength(3);
  for (const text of categories) expect(text).toContain("Dating");
});

for (const colorScheme of PICTURE_SCHEMES) {
  test(`the offers list at 1440, 1023 and 767 px (${colorScheme}): nothing overflows the page; screenshots`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    for (const width of [1440, 1023, 767]) {
      await page.setViewportSize({ width, height: 900 });
      await openOffers(page);
      await expectNoOverflow(page, `the offers list at ${width}`);
      await picture(page, `offers-${width}-${colorScheme}.png`);
    }
  });
}

test("at 767 px each row's action is in view without scrolling sideways, in light and dark (issue 25 item 14)", async ({ page }) => {
  await page.setViewportSize({ width: 767, height: 900 });
  await openOffers(page);
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const actions = table(page).getByRole("button", { name: /^(Get link for|Request) / });
    await expect(actions.first()).toBeVisible();
    for (const button of await actions.all()) {
      const box = (await button.boundingBox())!;
      expect(box.x + box.width, (await button.getAttribute("aria-label")) ?? "").toBeLessThanOrEqual(767);
      expect(box.x).toBeGreaterThanOrEqual(0);
    }
    // What covers the action? Nothing: the point under its centre is the button itself.
    const first = actions.first();
    const hit = await first.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return el === top || el.contains(top);
    });
    expect(hit).toBe(true);
    await picture(page, `offers-767-${scheme}`);
  }
});
