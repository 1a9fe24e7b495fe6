/**
 * The list pages' data states in a browser (issues 10 and 15): a page change returns to the table's
 * top, the error state pictured, and the CSV export under the HTTP layer's rules (a redirect to the
 * login page, a new server version). A failure is not "No data", rows of another query are never
 * shown, payment methods and the balance do not fail silently: tests/components/lists/list-states.test.tsx.
 * The Conversions table at 1440 px with the sidebar open fits its card (issue 35 item 6):
 * e2e/small-screens.spec.ts, which pictures it; a report's first column kept while it scrolls too.
 */
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { picture, PICTURE_SCHEMES } from "./pictures";
import { signIn } from "./helpers";

const DESKTOP = { width: 1440, height: 900 };

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
