/**
 * Lookup selects in the list filters (spec 02 sections 2, 8 and 9): offers and smartlinks searched
 * on the server, the search trimmed and sent 1000 ms after the last keystroke, "#" and digits for a
 * relative id, the next page at the end of the list, failed pages ignored; the choice is a list
 * filter in the URL.
 */
import type { Page, Request } from "@playwright/test";
import { expect, test } from "./fixtures";
import { picture } from "./pictures";
import { seriousViolations } from "./axe";
import { columnTexts } from "./table";
import { signIn } from "./helpers";

const openDrawer = async (page: Page, query = "") => {
  await page.goto(`/publisher/conversions${query}`);
  await expect(page.getByRole("table", { name: "Conversions" })).toHaveAttribute("aria-busy", "false");
  await page.getByRole("button", { name: "Filters" }).click();
  const drawer = page.getByRole("dialog", { name: "Filters" });
  await expect(drawer).toBeVisible();
  return drawer;
};

/** Every /offers request the page makes. */
const offerRequests = (page: Page) => {
  const seen: Array<{ url: URL }> = [];
  page.on("request", (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === "/publisher/api/offers") seen.push({ url });
  });
  return seen;
};

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test("offers: the first page on opening, the next at the end of the list", async ({ page }) => {
  const requests = offerRequests(page);
  const drawer = await openDrawer(page);
  await drawer.getByRole("combobox", { name: "Offers" }).click();
  const options = drawer.getByRole("listbox").getByRole("option");
  await expect(options).toHaveCount(20);
  await expect(options.first()).toHaveText("#4102 CoinVault Exchange – Tier-1 CPA");
  await options.nth(19).scrollIntoViewIfNeeded();
  await expect(options).toHaveCount(40);
  await options.nth(39).scrollIntoViewIfNeeded();
  await expect(options).toHaveCount(42);
  expect(requests.map((r) => r.url.searchParams.get("page"))).toEqual(["1", "2", "3"]);
});

test("offers by keyboard alone: arrows reach the next page, Enter chooses, Escape closes", async ({ page }) => {
  const drawer = await openDrawer(page);
  const box = drawer.getByRole("combobox", { name: "Offers" });
  await box.focus();
  await expect(drawer.getByRole("listbox").getByRole("option")).toHaveCount(20);
  for (let i = 0; i < 20; i++) await box.press("ArrowDown");
  await expect(drawer.getByRole("listbox").getByRole("option")).toHaveCount(40);
  await box.press("ArrowDown");
  await box.press("Enter");
  await expect(drawer.getByRole("listbox").getByRole("option", { selected: true })).toHaveCount(1);
  await box.press("Escape");
  await expect(drawer.getByRole("listbox")).toHaveCount(0);
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole("list", { name: "Chosen" }).getByRole("listitem")).toHaveCount(1);
});

test("offers: the search is trimmed and sent once, a second after the last keystroke; # finds a relative id; the choice is a filter", async ({
  page,
}) => {
  const requests = offerRequests(page);
  const drawer = await openDrawer(page);
  const box = drawer.getByRole("combobox", { name: "Offers" });
  await box.click();
  await expect(drawer.getByRole("listbox").getByRole("option")).toHaveCount(20);
  // Keystrokes and the request are timed in the page's own clock (the test process may lag behind it).
  await page.evaluate(() => {
    const keys: number[] = [];
    (window as unknown as { keys: number[] }).keys = keys;
    document.addEventListener("keydown", () => keys.push(performance.now()), true);
  });
  await box.pressSequentially("  dating ", { delay: 80 });
  await expect(drawer.getByRole("listbox").getByRole("option")).toHaveText([
    "#4117 MatchMe Dating – DOI",
    "#4267 Casual Dating 35+ – SOI",
    "#4427 Dating Over 50 – DOI",
  ]);
  const searches = requests.filter((r) => r.url.searchParams.has("search"));
  expect(searches.map((r) => r.url.searchParams.get("search"))).toEqual(["dating"]);
  const gap = await page.evaluate(() => {
    const lastKey = Math.max(...(window as unknown as { keys: number[] }).keys);
    const request = performance
      .getEntriesByType("resource")
      .find((e) => e.name.includes("/publisher/api/offers?") && e.name.includes("search="));
    return request ? request.startTime - lastKey : -1;
  });
  expect(gap).toBeGreaterThanOrEqual(980);
  expect(gap).toBeLessThan(3000);
  await drawer.getByRole("listbox").getByRole("option", { name: "#4117 MatchMe Dating – DOI" }).click();
  await drawer.getByRole("listbox").getByRole("option", { name: "#4267 Casual Dating 35+ – SOI" }).click();
  await expect(drawer.getByRole("listbox").getByRole("option", { name: "#4267 Casual Dating 35+ – SOI" })).toHaveAttribute(
    "aria-selected",
    "true",
  );

  await box.fill("#4102");
  await expect(drawer.getByRole("listbox").getByRole("option")).toHaveText(["#4102 CoinVault Exchange – Tier-1 CPA"]);
  expect(requests.at(-1)!.url.searchParams.get("relativeId")).toBe("4102");
  await box.press("ArrowDown");
  await box.press("Enter");
  await page.keyboard.press("Escape");
  const chosen = drawer.getByRole("list", { name: "Chosen" });
  await expect(chosen.getByRole("listitem")).toHaveText([
    /^#4117 MatchMe Dating – DOI/,
    /^#4267 Casual Dating 35\+ – SOI/,
    /^#4102 CoinVault Exchange – Tier-1 CPA/,
  ]);
  await chosen.getByRole("button", { name: "Remove #4267 Casual Dating 35+ – SOI" }).click();
  await expect(chosen.getByRole("listitem")).toHaveCount(2);

  await drawer.getByRole("button", { name: "Save" }).click();
  await expect(drawer).toBeHidden();
  expect(new URL(page.url()).searchParams.get("offerRelativeId")).toBe("4117,4102");
  await expect(page.getByRole("list", { name: "Applied filters" })).toContainText("Offers:#4117, #4102");
  await expect(page.getByRole("table", { name: "Conversions" })).toHaveAttribute("aria-busy", "false");
  const sources = await columnTexts(page.getByRole("table", { name: "Conversions" }), "Source");
  expect(sources.length).toBeGreaterThan(0);
  for (const source of sources) expect(source).toMatch(/#(4117|4102) /);

  // From a shared link the chosen offers show their names again.
  await page.reload();
  await page.getByRole("button", { name: "Filters" }).click();
  await expect(page.getByRole("dialog").getByRole("list", { name: "Chosen" }).getByRole("listitem")).toHaveText([
    /^#4117 MatchMe Dating – DOI/,
    /^#4102 CoinVault Exchange – Tier-1 CPA/,
  ]);
});

test("a page that fails to load is ignored: no message, the options stay, scrolling again loads it", async ({
  page,
  request,
  allowErrors,
}) => {
  allowErrors(/^response 500 GET \/publisher\/api\/offers\?/);
  const drawer = await openDrawer(page);
  await drawer.getByRole("combobox", { name: "Offers" }).click();
  const options = drawer.getByRole("listbox").getByRole("option");
  await expect(options).toHaveCount(20);
  await request.post("/__mock/faults", { data: { route: "offers.list", mode: "status", status: 500, times: 1 } });
  await options.nth(19).scrollIntoViewIfNeeded();
  await expect.poll(async () => (await (await request.get("/__mock/faults")).json()).faults.length).toBe(0);
  // The failed answer has been taken (the list is no longer busy): what was shown stays, silently.
  await expect(drawer.getByRole("listbox")).toHaveAttribute("aria-busy", "false");
  await expect(options).toHaveCount(20);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await options.nth(5).scrollIntoViewIfNeeded();
  await options.nth(19).scrollIntoViewIfNeeded();
  await expect(options).toHaveCount(40);
});

test("smartlinks: # and an id; nothing found says so", async ({ page }) => {
  const drawer = await openDrawer(page);
  const box = drawer.getByRole("combobox", { name: "Smartlinks" });
  await box.click();
  await expect(drawer.getByRole("listbox").getByRole("option")).toHaveCount(11); // demo's smartlinks: the six with traffic and five more in other states (mock-server/store/smartlinks.ts)
  await box.fill(" #305 ");
  await expect(drawer.getByRole("listbox").getByRole("option")).toHaveText(["#305 Smartlink Mainstream Apps"]);
  await box.fill("zzz");
  await expect(drawer.getByRole("listbox").getByRole("option")).toHaveCount(0);
  await expect(drawer.getByText("Nothing found for “zzz”.")).toBeVisible();
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`an open lookup with chosen offers: axe finds nothing serious, and it is pictured (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    const drawer = await openDrawer(page, "?offerRelativeId=4117,4102");
    await expect(drawer.getByRole("list", { name: "Chosen" }).getByRole("listitem")).toHaveText([/^#4117 MatchMe/, /^#4102 CoinVault/]);
    await drawer.getByRole("combobox", { name: "Offers" }).click();
    await expect(drawer.getByRole("listbox").getByRole("option")).toHaveCount(20);
    expect(await seriousViolations(page)).toEqual([]);
    for (const width of [1440, 1023, 767]) {
      await page.setViewportSize({ width, height: 900 });
      await picture(page, `lookup-${width}-${colorScheme}.png`);
    }
  });
}
