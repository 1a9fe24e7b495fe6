/**
 * The list pages' data states (issues 10 and 15; docs/decisions/018-one-data-hook.md): a failure is
 * not "No data" (the catalogue's text and Retry, the URL unchanged), rows of another query are never
 * shown, payment methods and the balance do not fail silently, one balance request serves the header
 * and the Balance page, a page change returns to the table's top, the Conversions table at 1440 px
 * with the sidebar open, and the CSV export under the HTTP layer's rules.
 */
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { picture, PICTURE_SCHEMES } from "./pictures";
import { signIn } from "./helpers";
import { columnTexts, firstClickId } from "./table";

const DESKTOP = { width: 1440, height: 900 };
const BALANCE_PATH = "/publisher/api/ch/balance";

const conversions = (page: Page) => page.getByRole("table", { name: "Conversions" });
/** Rows of data: more than one cell (the error and "No data" span the table; placeholders are hidden from assistive technology). */
const dataRows = (table: Locator) => table.getByRole("row").filter({ has: table.page().locator("td + td") });

/** Makes `route` fail (a 500 unless `data` says otherwise); a failed answer it provokes is expected, not a problem of the page. */
const fault = (
  { request, allowErrors }: { request: APIRequestContext; allowErrors: (pattern: RegExp) => void },
  route: string,
  data: Record<string, unknown> = {},
) => {
  const status = typeof data.status === "number" ? data.status : 500;
  if ((data.mode ?? "status") === "status" && status >= 500) allowErrors(new RegExp(`^response ${status} GET /publisher/api/`));
  return request.post("/__mock/faults", { data: { route, mode: "status", status: 500, ...data } });
};

const openConversions = async (page: Page, query = "") => {
  await page.goto(`/publisher/conversions${query}`);
  await expect(page.getByRole("heading", { level: 1, name: "Conversions" })).toBeVisible();
};

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page);
});

test("a failed first load shows the server's text and Retry, not No data; Retry loads the same query, the URL unchanged", async ({
  page,
  request,
  allowErrors,
  consoleErrors,
}) => {
  await fault({ request, allowErrors }, "conversions.list", {
    status: 503,
    body: { "hydra:description": "Lists are resting for a minute." },
  });
  await openConversions(page, "?device=mobile");
  const table = conversions(page);
  await expect(table.getByRole("alert")).toHaveText("Lists are resting for a minute.");
  await expect(table).toHaveAttribute("aria-busy", "false");
  await expect(page.getByText("No data", { exact: true })).toHaveCount(0);
  await expect(dataRows(table)).toHaveCount(0);
  // Shown once, in place: no notification repeats it.
  await expect(page.getByRole("alert")).toHaveCount(1);
  const url = page.url();

  await table.getByRole("button", { name: "Retry" }).click();
  await expect(dataRows(table)).toHaveCount(10);
  for (const device of await columnTexts(table, "Device")) expect(device).toBe("Mobile");
  expect(page.url()).toBe(url);
  await expect(table.getByRole("alert")).toHaveCount(0);
  expect(consoleErrors.filter((e) => !e.includes("503"))).toEqual([]);
});

test("without a text from the server the error is the generic one (Payments)", async ({ page, request, allowErrors }) => {
  await fault({ request, allowErrors }, "payments.list", { body: {} });
  await page.goto("/publisher/payments");
  const table = page.getByRole("table", { name: "Payments" });
  await expect(table.getByRole("alert")).toHaveText(
    "Something went wrong, our system has been notified. We apologize for the inconvenience. Please try again later.",
  );
  await expect(table.getByRole("button", { name: "Retry" })).toBeVisible();
  await expect(page.getByText("No data", { exact: true })).toHaveCount(0);
});

test("a failed page 2 shows its error under page 2, not page 1's rows; Retry loads page 2", async ({ page, request, allowErrors }) => {
  await openConversions(page);
  const table = conversions(page);
  await expect(dataRows(table)).toHaveCount(10);
  const firstOfPage1 = await firstClickId(table);

  await fault({ request, allowErrors }, "conversions.list", { status: 502 });
  await page.getByRole("navigation", { name: "Pagination" }).getByRole("button", { name: "Next page" }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(table.getByRole("alert")).toHaveText("Injected fault: 502");
  await expect(dataRows(table)).toHaveCount(0);
  await expect(page.getByText(firstOfPage1, { exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Page 2", exact: true })).toHaveAttribute("aria-current", "page");

  await table.getByRole("button", { name: "Retry" }).click();
  await expect(dataRows(table)).toHaveCount(10);
  await expect(page).toHaveURL(/[?&]page=2/);
  expect(await firstClickId(table)).not.toBe(firstOfPage1);
});

test("while page 2 is on its way, page 1's rows are not shown", async ({ page, request, allowErrors }) => {
  await openConversions(page);
  const table = conversions(page);
  await expect(dataRows(table)).toHaveCount(10);
  const firstOfPage1 = await firstClickId(table);

  await fault({ request, allowErrors }, "conversions.list", { mode: "hang" });
  await page.getByRole("navigation", { name: "Pagination" }).getByRole("button", { name: "Next page" }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(table).toHaveAttribute("aria-busy", "true");
  await expect(dataRows(table)).toHaveCount(0);
  // Page 1's rows may stay in the page to be updated in place, but never shown (decision 019).
  await expect(page.getByText(firstOfPage1, { exact: true })).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "Loading…" })).toBeAttached();
  await expect(page.getByText("No data", { exact: true })).toHaveCount(0);
});

test("a lost session while a list loads goes to the login page", async ({ page, request, allowErrors }) => {
  await fault({ request, allowErrors }, "transactions.list", { status: 401 });
  await page.goto("/publisher/balance");
  await expect(page).toHaveURL(/\/publisher\/login/);
});

test("a failed list of payment methods says so instead of failing silently", async ({ page, request, allowErrors }) => {
  await fault({ request, allowErrors }, "payout.paymentMethods", {
    status: 503,
    body: { "hydra:description": "Payment methods are being updated." },
  });
  await page.goto("/publisher/payments?dateRange=2025-01-01%20-%202026-12-01");
  await expect(page.getByRole("alert")).toContainText("Payment methods are being updated.");
  await expect(dataRows(page.getByRole("table", { name: "Payments" })).first()).toBeVisible();
});

test("opening Balance asks for the balance no second time: the page shows the header's value", async ({ page, consoleErrors }) => {
  const calls: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "GET" && new URL(r.url()).pathname === BALANCE_PATH) calls.push(r.url());
  });
  await page.goto("/publisher/dashboard");
  await expect(page.getByRole("banner").getByRole("link", { name: /^Balance/ })).toHaveAccessibleName("Balance $12,345.67");
  await expect.poll(() => calls.length).toBe(1);

  await page
    .getByRole("banner")
    .getByRole("link", { name: /^Balance/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Balance" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Current balance" })).toContainText("$12,345.67");
  await expect(dataRows(page.getByRole("table", { name: "Transactions" }))).toHaveCount(10);
  expect(calls).toHaveLength(1);
  expect(consoleErrors).toEqual([]);
});

test("a page change brings the top of the table back into view", async ({ page }) => {
  await openConversions(page, "?itemsPerPage=50");
  const table = conversions(page);
  await expect(dataRows(table)).toHaveCount(50);
  const next = page.getByRole("navigation", { name: "Pagination" }).getByRole("button", { name: "Next page" });
  await next.scrollIntoViewIfNeeded();
  await expect(page.getByRole("columnheader", { name: "Date and time" })).not.toBeInViewport();
  await next.click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(dataRows(table)).toHaveCount(50);
  await expect(page.getByRole("columnheader", { name: "Date and time" })).toBeInViewport();
  // Below the sticky header, not under it.
  const header = await page.getByRole("banner").boundingBox();
  const top = await page.getByRole("columnheader", { name: "Date and time" }).boundingBox();
  expect(top!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
});

for (const colorScheme of PICTURE_SCHEMES) {
  test(`at 1440 px with the sidebar open the Conversions table scrolls in its card to Type and Goal, its first column kept (${colorScheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await openConversions(page);
    await expect(page.getByRole("button", { name: "Sidebar", exact: true })).toHaveAttribute("aria-expanded", "true");
    const table = conversions(page);
    await expect(dataRows(table)).toHaveCount(10);
    await picture(page, `conversions-1440-${colorScheme}.png`);
    // The page itself does not scroll sideways; the table does, inside its card.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(DESKTOP.width);

    const card = table.locator("xpath=..");
    await card.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
    const cardBox = (await card.boundingBox())!;
    for (const name of ["Type", "Goal"]) {
      const box = (await page.getByRole("columnheader", { name }).boundingBox())!;
      expect(box.x, name).toBeGreaterThanOrEqual(cardBox.x);
      expect(box.x + box.width, name).toBeLessThanOrEqual(cardBox.x + cardBox.width + 0.5);
    }
    const first = (await page.getByRole("columnheader", { name: "Date and time" }).boundingBox())!;
    expect(first.x).toBeCloseTo(cardBox.x, 0);
    const firstCell = (await dataRows(table).first().getByRole("cell").first().boundingBox())!;
    expect(firstCell.x).toBeCloseTo(cardBox.x, 0);
    await picture(page, `conversions-1440-scrolled-${colorScheme}.png`);
  });
}

test("the error state, light and dark (screenshots)", async ({ page, request, allowErrors }) => {
  for (const colorScheme of PICTURE_SCHEMES) {
    await page.emulateMedia({ colorScheme });
    await fault({ request, allowErrors }, "conversions.list", {
      status: 503,
      body: { "hydra:description": "Lists are resting for a minute." },
    });
    await openConversions(page);
    await expect(conversions(page).getByRole("button", { name: "Retry" })).toBeVisible();
    await picture(page, `error-state-${colorScheme}.png`);
  }
});

test("the export goes through the runtime: an answer from the login page ends the session", async ({ page, request, allowErrors }) => {
  await openConversions(page);
  await expect(dataRows(conversions(page))).toHaveCount(10);
  await fault({ request, allowErrors }, "conversions.export", { mode: "redirect" });
  await page.getByRole("button", { name: "Export" }).click();
  await expect(page).toHaveURL(/\/publisher\/login/);
});

test("the export goes through the runtime: a new server version in its answer reloads the portal", async ({ page, request }) => {
  await openConversions(page);
  await expect(dataRows(conversions(page))).toHaveCount(10);
  await request.post("/__mock/version", { data: { version: "9.9.9" } });
  const reloaded = page.waitForEvent("load");
  await page.getByRole("button", { name: "Export" }).click();
  await reloaded;
  await expect(page.getByRole("heading", { level: 1, name: "Conversions" })).toBeVisible();
});
