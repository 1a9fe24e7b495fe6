/**
 * Hardening the list toolkit (issue 15, items 1, 2, 4, 7, 8, 9): filters refused in the drawer as the
 * request would refuse them; a link the UI would refuse corrected with a notice; the pager's gaps and
 * file sizes; names that contain the visible text; the calendar as a keyboard grid; the product title
 * in every language. Pictures of the refused drawer, the notice and the calendar at 1440, 1023 and
 * 767 px in light and dark, and of the UI kit's list states.
 */
import type { Page, Request } from "@playwright/test";
import { formatDay, todayIn } from "../src/ui/date-range/range";
import { expect, test } from "./fixtures";
import { picture, PICTURE_SCHEMES, pictureWidths } from "./pictures";
import { openConversions, pickCountries, signIn } from "./helpers";
import { columnTexts } from "./table";

const ZONE = "Europe/Kyiv";
const today = () => todayIn(ZONE);
const longDay = (day: ReturnType<typeof today>) => formatDay(day, "en", { day: "numeric", month: "long", year: "numeric" });

const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
const rows = (page: Page) => page.getByRole("table", { name: "Conversions" }).getByRole("row");
const notice = (page: Page, text: string | RegExp) => page.getByRole("status").filter({ hasText: text });
const isListCall = (request: Request) => new URL(request.url()).pathname === "/publisher/api/ch/conversions";

test.describe("demo", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test("1. filters the request would refuse are refused in the drawer, with the reason on the field", async ({ page, consoleErrors }) => {
    await openConversions(page, "?device=desktop");
    const calls: string[] = [];
    page.on("request", (request) => void (isListCall(request) && calls.push(request.url())));
    await page.getByRole("button", { name: "Filters" }).click();
    const drawer = page.getByRole("dialog", { name: "Filters" });
    await drawer.getByLabel("Device").selectOption({ label: "Mobile" });
    // Countries are chosen in the picker (issue 26.6), so only a link can bring a refused code.
    await drawer.getByLabel("External click ID").fill("x".repeat(256));
    await drawer.getByRole("button", { name: "Save" }).click();

    await expect(drawer).toBeVisible();
    await expect(drawer.getByLabel("External click ID")).toHaveAccessibleDescription("At most 255 characters; this has 256.");
    await expect(drawer.getByLabel("External click ID")).toBeFocused();
    await expect(drawer.getByLabel("Subsource")).not.toHaveAttribute("aria-invalid", "true");
    // Nothing applied: the URL, the tags and the rows are those of before, and no request went out.
    expect(param(page, "device")).toBe("desktop");
    // (The open drawer is modal: the page behind it is hidden from the accessibility tree.)
    await expect(page.getByRole("list", { name: "Applied filters", includeHidden: true })).toContainText("Device:Desktop");
    expect(calls).toEqual([]);

    await pickCountries(drawer, "Country", ["United States", "Germany"]);
    await drawer.getByLabel("External click ID").fill("");
    await drawer.getByRole("button", { name: "Save" }).click();
    await expect(drawer).toBeHidden();
    expect(param(page, "country")).toBe("US,DE");
    await expect(page.getByRole("list", { name: "Applied filters" }).getByTitle("US, DE")).toBeVisible();
    await expect(page.getByRole("table", { name: "Conversions" })).toHaveAttribute("aria-busy", "false");
    const countries = new Set(
      (await columnTexts(page.getByRole("table", { name: "Conversions" }), "Country")).map((t) => t.replace(/[^A-Z]/g, "")),
    );
    for (const country of countries) expect(["US", "DE"]).toContain(country);
    await expect(page.getByRole("alert")).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test("1. a link with refused filters loads the list without them and says so", async ({ page, consoleErrors }) => {
    const calls: string[] = [];
    page.on("request", (request) => void (isListCall(request) && calls.push(request.url())));
    await openConversions(page, `?country=usa,de&subsource=${"s".repeat(300)}`);
    await expect(notice(page, "Country: USA cannot be used, so it was left out.")).toBeVisible();
    await expect(notice(page, "The link's Subsource filter cannot be used, so it is off.")).toBeVisible();
    expect(param(page, "country")).toBe("DE");
    expect(param(page, "subsource")).toBeNull();
    expect(calls.length).toBeGreaterThan(0);
    await expect(rows(page).nth(1)).toContainText("DE");
    await expect(page.getByRole("alert")).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test("1. Balance and Payments check a link's filters against their contracts too; a payment method survives its options' loading", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/publisher/balance?type=bonus");
    await expect(page.getByRole("table", { name: "Transactions" })).toHaveAttribute("aria-busy", "false");
    await expect(notice(page, "The link's Type filter cannot be used, so it is off.")).toBeVisible();
    expect(param(page, "type")).toBeNull();

    await page.goto("/publisher/payments?dateRange=2025-01-01%20-%202026-12-01&status=lost");
    await expect(page.getByRole("table", { name: "Payments" })).toHaveAttribute("aria-busy", "false");
    await expect(notice(page, "The link's Status filter cannot be used, so it is off.")).toBeVisible();
    expect(param(page, "status")).toBeNull();

    const method = "/publisher/api/payment_methods/1";
    await page.goto(`/publisher/payments?dateRange=2025-01-01%20-%202026-12-01&method=${encodeURIComponent(method)}`);
    const table = page.getByRole("table", { name: "Payments" });
    await expect(table).toHaveAttribute("aria-busy", "false");
    await expect(table.getByRole("row").nth(1)).toContainText("PayPal");
    expect(param(page, "method")).toBe(method);
    expect(consoleErrors).toEqual([]);
  });

  test("2. a future date range ends today, a reversed one is swapped, each with a notice", async ({ page, consoleErrors }) => {
    const now = today();
    await openConversions(page, "?dateRange=2027-01-01%20-%202027-02-01");
    await expect(notice(page, "Dates after today cannot be chosen, so the range now ends today.")).toBeVisible();
    expect(param(page, "dateRange")).toBe(`${now.toString()} - ${now.add({ days: 1 }).toString()}`);
    await expect(page.getByRole("button", { name: /^Date range:/ })).toContainText("Today");

    const later = now.subtract({ days: 2 });
    const earlier = now.subtract({ days: 10 });
    await openConversions(page, `?dateRange=${later.toString()}%20-%20${earlier.toString()}`);
    await expect(notice(page, "The link's start and end dates were the wrong way round, so they were swapped.")).toBeVisible();
    expect(param(page, "dateRange")).toBe(`${earlier.toString()} - ${later.toString()}`);
    await expect(page.getByRole("button", { name: /^Date range:/ })).toContainText(formatDay(earlier, "en"));

    await openConversions(page, "?dateRange=next%20week");
    await expect(notice(page, "The link's date range could not be read, so the default range is shown.")).toBeVisible();
    expect(param(page, "dateRange")).toBeNull();
    expect(consoleErrors).toEqual([]);
  });

  test("2. a page past the last one shows the last page; a page that is not a number, the first", async ({ page, consoleErrors }) => {
    await openConversions(page, "?page=99999");
    await expect(notice(page, /so the last one is shown instead of page 99,999\./)).toBeVisible();
    await expect.poll(() => param(page, "page")).not.toBe("99999");
    const last = param(page, "page")!;
    await expect(
      page.getByRole("navigation", { name: "Pagination" }).getByRole("button", { name: `Page ${Number(last).toLocaleString("en")}` }),
    ).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("table", { name: "Conversions" })).toHaveAttribute("aria-busy", "false");
    await expect(page.getByText("No data", { exact: true })).toHaveCount(0);
    expect(await rows(page).count()).toBeGreaterThan(1);

    await openConversions(page, "?page=abc&itemsPerPage=30");
    await expect(notice(page, "The link's page “abc” is not a page number, so the first page is shown.")).toBeVisible();
    await expect(notice(page, "30 rows per page is not offered, so 10 are shown.")).toBeVisible();
    expect(param(page, "page")).toBeNull();
    expect(param(page, "itemsPerPage")).toBeNull();
    await expect(rows(page)).toHaveCount(11);
    expect(consoleErrors).toEqual([]);
  });

  test("4. the pager never hides a single page behind an ellipsis", async ({ page }) => {
    await openConversions(page, "?page=4");
    const pager = page.getByRole("navigation", { name: "Pagination" });
    await expect(pager.getByRole("button", { name: "Page 4", exact: true })).toHaveAttribute("aria-current", "page");
    for (const n of [1, 2, 3, 5]) await expect(pager.getByRole("button", { name: `Page ${n}`, exact: true })).toBeVisible();
  });

  test("7. the user menu and the date range are named by what they show (label in name)", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openConversions(page);
    const userMenu = page.getByRole("banner").getByRole("button", { name: "User menu" });
    await expect(userMenu).toContainText("demo");
    await expect(userMenu).toHaveAccessibleName(/\bdemo\b/);
    const picker = page.getByRole("button", { name: /^Date range:/ });
    // What is on screen: the button's text without the part only screen readers get.
    const shown = await picker.evaluate((button) => {
      const copy = button.cloneNode(true) as HTMLElement;
      copy.querySelectorAll(".sr-only").forEach((hidden) => hidden.remove());
      return (copy.textContent ?? "").replace(/\s+/g, " ").trim();
    });
    expect(shown).toMatch(/^Last 30 days: /);
    await expect(picker).toHaveAccessibleName(new RegExp(shown.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  });

  test("8. the calendar is one Tab stop that arrows, Page Up/Down, Home and End move through; Enter chooses", async ({
    page,
    consoleErrors,
  }) => {
    const now = today();
    await openConversions(page);
    const picker = page.getByRole("button", { name: /^Date range:/ });
    await picker.click();
    const grid = page.getByRole("grid");
    await expect(grid.locator("button[tabindex='0']")).toHaveCount(1);
    const focusDay = grid.getByRole("button", { name: longDay(now), exact: true });
    await expect(focusDay).toHaveAttribute("tabindex", "0");

    // From the picker's button to Apply in a few Tabs (presets, two days, months, one for the grid, Cancel).
    await picker.focus();
    let tabs = 0;
    while (!(await page.getByRole("button", { name: "Apply" }).evaluate((el) => el === document.activeElement)) && tabs < 40) {
      await page.keyboard.press("Tab");
      tabs++;
    }
    expect(tabs).toBeLessThanOrEqual(14);

    await focusDay.focus();
    const expectFocus = async (day: ReturnType<typeof today>) => {
      await expect(grid.getByRole("button", { name: longDay(day), exact: true })).toBeFocused();
      await expect(grid.getByRole("button", { name: longDay(day), exact: true })).toHaveAttribute("tabindex", "0");
    };
    await page.keyboard.press("ArrowRight"); // no day after today
    await expectFocus(now);
    await page.keyboard.press("ArrowLeft");
    await expectFocus(now.subtract({ days: 1 }));
    await page.keyboard.press("ArrowUp");
    await expectFocus(now.subtract({ days: 8 }));
    await page.keyboard.press("ArrowDown");
    await expectFocus(now.subtract({ days: 1 }));
    await page.keyboard.press("PageUp");
    const monthBack = now.subtract({ days: 1 }).subtract({ months: 1 });
    await expectFocus(monthBack);
    await expect(grid).toHaveAccessibleName(
      new Intl.DateTimeFormat("en", { month: "long", year: "numeric", timeZone: "UTC" }).format(
        new Date(`${monthBack.toString()}T12:00:00Z`),
      ),
    );
    await page.keyboard.press("Home");
    const monday = monthBack.subtract({ days: monthBack.dayOfWeek - 1 });
    await expectFocus(monday);
    await page.keyboard.press("End");
    await expectFocus(monday.add({ days: 6 }));
    await page.keyboard.press("PageDown");
    const chosen = monday.add({ days: 6 }).add({ months: 1 });
    const expected = chosen.since(now).sign > 0 ? now : chosen;
    await expectFocus(expected);
    await page.keyboard.press("Enter");
    await expect(page.getByLabel("Start", { exact: true })).toHaveValue(expected.toString());
    await expect(page.getByLabel("End", { exact: true })).toHaveValue(expected.toString());
    expect(consoleErrors).toEqual([]);
  });

  test("8. typed days: the preset list follows them; an impossible date says why Apply is disabled", async ({ page }) => {
    const now = today();
    await openConversions(page);
    await page.getByRole("button", { name: /^Date range:/ }).click();
    const last30 = page.getByRole("list", { name: "Periods" }).getByRole("button", { name: "Last 30 days" });
    await expect(last30).toHaveAttribute("aria-pressed", "true");
    const start = page.getByLabel("Start", { exact: true });
    await start.fill(now.subtract({ days: 3 }).toString());
    await expect(last30).toHaveAttribute("aria-pressed", "false");

    await start.fill("2026-02-30");
    const apply = page.getByRole("button", { name: "Apply" });
    await expect(apply).toBeDisabled();
    await expect(apply).toHaveAccessibleDescription("2026-02-30 is not a date in the calendar, so Apply is disabled.");
    await expect(start).toHaveAttribute("aria-invalid", "true");
    await start.fill("2026-02-2");
    await expect(apply).toHaveAccessibleDescription("Type the date as YYYY-MM-DD to apply it.");
    await start.fill(now.subtract({ days: 29 }).toString());
    await expect(apply).toBeEnabled();
    await expect(last30).toHaveAttribute("aria-pressed", "true");
  });

  test("9. the product title stays “Publisher Platform” in Russian, whole in the sidebar", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/publisher/dashboard");
    await page.getByRole("banner").getByRole("button", { name: "Language" }).click();
    await page.getByRole("menuitem", { name: "Русский" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    const title = page.locator("[data-shell='sidebar']").getByRole("link", { name: "Publisher Platform" });
    await expect(title).toBeVisible();
    const fits = await title.getByText("Publisher Platform").evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(fits).toBe(true);
    await expect(page).toHaveTitle(/ · Publisher Platform$/);
  });

  test("pictures: the refused drawer, the correction notice and the calendar at 1440, 1023 and 767 px, light and dark", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    for (const colorScheme of PICTURE_SCHEMES) {
      await page.emulateMedia({ colorScheme });
      for (const width of pictureWidths([1440, 1023, 767])) {
        await page.setViewportSize({ width, height: 900 });
        await openConversions(page);
        await page.getByRole("button", { name: "Filters" }).click();
        const drawer = page.getByRole("dialog", { name: "Filters" });
        await pickCountries(drawer, "Country", ["Germany"]);
        await drawer.getByLabel("External click ID").fill("x".repeat(256));
        await drawer.getByRole("button", { name: "Save" }).click();
        await expect(drawer.getByLabel("External click ID")).toHaveAttribute("aria-invalid", "true");
        await picture(page, `drawer-error-${width}-${colorScheme}.png`);
        await page.keyboard.press("Escape");
        await expect(drawer).toBeHidden();

        await openConversions(page, "?dateRange=2027-01-01%20-%202027-02-01&country=usa,de");
        await expect(notice(page, "Dates after today cannot be chosen")).toBeVisible();
        await picture(page, `correction-notice-${width}-${colorScheme}.png`);

        await page.getByRole("button", { name: /^Date range:/ }).click();
        await page.getByLabel("Start", { exact: true }).fill("2026-02-30");
        await expect(page.getByRole("button", { name: "Apply" })).toBeDisabled();
        await picture(page, `calendar-${width}-${colorScheme}.png`);
      }
    }
  });
});

test("4. a chosen file's size is shown in bytes below 1 kB", async ({ page }) => {
  // A real 1 × 1 PNG, 70 bytes.
  const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");
  await page.goto("/publisher/register");
  await expect(page.getByRole("heading", { name: "Sign up", level: 1 })).toBeVisible();
  await page
    .getByLabel("Traffic statistics screenshots", { exact: true })
    .setInputFiles({ name: "stats.png", mimeType: "image/png", buffer: png });
  const files = page.getByRole("list", { name: "Traffic statistics screenshots" });
  await expect(files.getByText("stats.png")).toBeVisible();
  await expect(files.getByText(`${png.length} bytes`, { exact: true })).toBeVisible();
});

for (const colorScheme of PICTURE_SCHEMES) {
  test(`the UI kit shows the list toolkit's refusals and corrections; pictured (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto("/publisher/__ui");
    const section = page.getByRole("region", { name: "List states: refused filters, corrected links, pager" });
    await expect(section).toBeVisible();
    for (const text of [
      "The link's page “abc” is not a page number, so the first page is shown.",
      "30 rows per page is not offered, so 10 are shown.",
      "The link's start and end dates were the wrong way round, so they were swapped.",
      "Dates after today cannot be chosen, so the range now ends today.",
      "Country: USA cannot be used, so it was left out.",
    ])
      await expect(section.getByRole("listitem").filter({ hasText: text })).toBeVisible();
    const pager = section.getByRole("navigation", { name: "Pagination" });
    for (const n of [1, 2, 3, 4]) await expect(pager.getByRole("button", { name: `Page ${n}`, exact: true })).toBeVisible();
    await expect(section.getByText("73 bytes · 1.5 kB · 1 MB · 5 MB")).toBeVisible();
    await expect(section.getByRole("table", { name: "Loading" })).toHaveAttribute("aria-busy", "true");
    const failed = section.getByRole("table", { name: "Failed" });
    await expect(failed.getByRole("alert")).toHaveText("Lists are resting for a minute.");
    await expect(failed.getByRole("button", { name: "Retry" })).toBeVisible();
    await expect(section.getByRole("table", { name: "Empty" }).getByText("No data", { exact: true })).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await picture(page, `ui-kit-lists-${colorScheme}.png`, { fullPage: true });

    await section.getByRole("button", { name: "Open filters with refused values" }).click();
    const drawer = page.getByRole("dialog", { name: "Filters" });
    await drawer.getByRole("button", { name: "Save" }).click();
    await expect(drawer.getByLabel("Country")).toHaveAccessibleDescription(/^USA and 123 are not two-letter country codes/);
    await expect(drawer.getByLabel("External click ID")).toHaveAccessibleDescription("At most 255 characters; this has 256.");
    await picture(page, `ui-kit-drawer-${colorScheme}.png`);
  });
}
