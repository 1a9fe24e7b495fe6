/** The list toolkit on Conversions, Balance and Payments (spec 02 sections 2, 3, 5, 7, 8, 9; issue 6). */
import type { Page } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import { formatDay, presetRange, toQuery, todayIn } from "../src/ui/date-range/range";
import { expect, test } from "./fixtures";
import { seriousViolations } from "./axe";
import { NEWBIE, openConversions, pickCountries, signIn } from "./helpers";
import { columnTexts, firstClickId } from "./table";

/** demo's time zone (the pages show it beside the network's). */
const ZONE = "Europe/Kyiv";
const today = () => todayIn(ZONE);

const dateRangeOf = (page: Page) => new URL(page.url()).searchParams.get("dateRange");
const rows = (page: Page) => page.getByRole("table", { name: "Conversions" }).getByRole("row");

test.describe("demo", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test("the list state lives in the URL and survives reload", async ({ page }) => {
    await openConversions(page, "?page=3&itemsPerPage=20&order%5Bpayout%5D=desc&device=mobile");
    const check = async () => {
      await expect(
        page.getByRole("navigation", { name: "Pagination" }).getByRole("button", { name: "Page 3", exact: true }),
      ).toHaveAttribute("aria-current", "page");
      await expect(page.getByLabel("Rows per page")).toHaveValue("20");
      await expect(page.getByRole("columnheader", { name: "Payout" })).toHaveAttribute("aria-sort", "descending");
      await expect(page.getByRole("list", { name: "Applied filters" })).toContainText("Device:Mobile");
      await expect(rows(page)).toHaveCount(21);
    };
    await check();
    await page.reload();
    await check();
  });

  test("a sort or page change sends its request at once, before the page renders the change, and only once", async ({ page }) => {
    // What happens when, in the page's own order: each fetch of the list, and the table turning busy
    // (the render of the change: the URL has moved, the rows wait for their answer).
    await page.addInitScript(() => {
      const events: string[] = [];
      (window as unknown as { listEvents: string[] }).listEvents = events;
      const fetch = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        if (url.includes("/ch/conversions")) events.push(`fetch ${decodeURIComponent(url)}`);
        return fetch(input, init);
      };
      new MutationObserver((records) => {
        for (const record of records) {
          if (record.target instanceof Element && record.target.getAttribute("aria-busy") === "true") events.push("busy");
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ["aria-busy"] });
    });
    await openConversions(page);
    const events = () => page.evaluate(() => (window as unknown as { listEvents: string[] }).listEvents.splice(0));
    const seenSoFar = () => page.evaluate(() => [...(window as unknown as { listEvents: string[] }).listEvents]);
    const moves = async (act: () => Promise<void>, part: string) => {
      await events();
      await act();
      // The change's render first (on a busy machine the table may not have turned busy yet when the
      // click returns, and "not busy" would hold before the change), then its answer.
      await expect.poll(async () => (await seenSoFar()).includes("busy")).toBe(true);
      await expect(page.getByRole("table", { name: "Conversions" })).toHaveAttribute("aria-busy", "false");
      const seen = (await events()).filter((event) => event === "busy" || event.includes(part));
      expect(seen).toEqual([expect.stringMatching(/^fetch /), "busy"]);
    };
    await moves(() => page.getByRole("button", { name: "Payout" }).click(), "order[payout]=asc");
    await expect(page.getByRole("columnheader", { name: "Payout" })).toHaveAttribute("aria-sort", "ascending");
    await moves(
      () => page.getByRole("navigation", { name: "Pagination" }).getByRole("button", { name: "Page 2", exact: true }).click(),
      "page=2",
    );
  });

  test("page size, paging and the 1000 warning", async ({ page }) => {
    await openConversions(page);
    await expect(page.getByText("There are over 1000 records in the result. Please narrow the search.")).toBeVisible();
    await expect(rows(page)).toHaveCount(11);
    await page.getByLabel("Rows per page").selectOption("50");
    await expect(rows(page)).toHaveCount(51);
    expect(new URL(page.url()).searchParams.get("itemsPerPage")).toBe("50");
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("button", { name: "Next page" }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByRole("button", { name: "Page 2", exact: true })).toHaveAttribute("aria-current", "page");
  });

  test("sorting cycles ascending, descending, ascending", async ({ page }) => {
    await openConversions(page);
    const header = page.getByRole("columnheader", { name: "Payout" });
    await expect(header).toHaveAttribute("aria-sort", "none");
    for (const [direction, order] of [
      ["ascending", "asc"],
      ["descending", "desc"],
      ["ascending", "asc"],
    ] as const) {
      await header.getByRole("button").click();
      await expect(header).toHaveAttribute("aria-sort", direction);
      await expect(page).toHaveURL(new RegExp(`order%5Bpayout%5D=${order}`));
    }
    await expect(rows(page).nth(1)).toContainText("$");
    await expect(page.getByRole("table", { name: "Conversions" })).toHaveAttribute("aria-busy", "false");
    const payouts = await columnTexts(page.getByRole("table", { name: "Conversions" }), "Payout");
    const values = payouts.map((p) => Number(p.replace(/[^\d.]/g, "")));
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });

  test("pagination is hidden when there is one page", async ({ page }) => {
    await page.goto("/publisher/payments");
    await expect(page.getByRole("heading", { level: 1, name: "Payments" })).toBeVisible();
    // The list has loaded (every record of the count is a row) and fits on one page...
    const count = page.getByText(/^\d records?$/);
    await expect(count).toBeVisible();
    const records = Number(/^\d+/.exec(await count.innerText())![0]);
    expect(records).toBeGreaterThan(0);
    await expect(page.getByRole("table", { name: "Payments" }).getByRole("row")).toHaveCount(records + 1);
    // ...so no pagination shows, under its name or any of its controls.
    await expect(page.getByRole("navigation", { name: "Pagination" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^(Previous page|Next page|Page \d+)$/ })).toHaveCount(0);
  });

  test("the filter drawer: half width on desktop, full width on mobile; Cancel discards, Save applies", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openConversions(page);
    await page.getByRole("button", { name: "Filters" }).click();
    const drawer = page.getByRole("dialog", { name: "Filters" });
    await expect(drawer).toBeVisible();
    expect((await drawer.getByRole("form", { name: "Filters" }).boundingBox())!.width).toBeCloseTo(720, 0);
    await expect(drawer.getByLabel("Subsource")).toBeVisible();

    await drawer.getByLabel("Subsource").fill("discarded");
    await drawer.getByRole("button", { name: "Cancel" }).click();
    await expect(drawer).toBeHidden();
    expect(new URL(page.url()).searchParams.get("subsource")).toBeNull();
    await expect(page.getByRole("list", { name: "Applied filters" })).toHaveCount(0);

    await page.getByRole("button", { name: "Filters" }).click();
    await expect(drawer.getByLabel("Subsource")).toHaveValue("");
    await drawer.getByLabel("External click ID").fill("abcdefghijklmnopqrstuvwxyz0123");
    await pickCountries(drawer, "Country", ["United States", "Germany", "France", "United Kingdom"]);
    await drawer.getByRole("button", { name: "Save" }).click();
    await expect(drawer).toBeHidden();
    const tags = page.getByRole("list", { name: "Applied filters" });
    await expect(tags.getByTitle("abcdefghijklmnopqrstuvwxyz0123")).toHaveText("abcdefghijklmnopqrstuv…");
    // Countries are chosen in the picker (issue 26.6) and kept as codes.
    await expect(tags.getByTitle("US, DE, FR, GB")).toHaveText("US, DE, FR, GB");
    expect(new URL(page.url()).searchParams.get("country")).toBe("US,DE,FR,GB");
    await expect(page.getByText("No data")).toBeVisible();

    await page.setViewportSize({ width: 767, height: 900 });
    await page.getByRole("button", { name: "Filters" }).click();
    await expect(drawer).toBeVisible();
    expect((await drawer.getByRole("form", { name: "Filters" }).boundingBox())!.width).toBeCloseTo(767, 0);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("button", { name: "Filters" })).toBeFocused();
  });

  test("countries chosen in the picker filter the list", async ({ page }) => {
    await openConversions(page, "?itemsPerPage=100");
    await page.getByRole("button", { name: "Filters" }).click();
    await pickCountries(page.getByRole("dialog"), "Country", ["United States", "Germany", "France", "United Kingdom"]);
    await page.getByRole("dialog").getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/country=/);
    await expect(page.getByRole("table", { name: "Conversions" })).toHaveAttribute("aria-busy", "false");
    const countries = new Set(
      (await columnTexts(page.getByRole("table", { name: "Conversions" }), "Country")).map((t) => t.replace(/[^A-Z]/g, "")),
    );
    expect(countries.size).toBeGreaterThan(1);
    for (const country of countries) expect(["US", "DE", "FR", "GB"]).toContain(country);
  });

  test("date range: presets, days after today disabled, letters blocked, reversed range sorted", async ({ page }) => {
    await openConversions(page);
    const now = today();
    expect(dateRangeOf(page)).toBeNull();
    await expect(page.getByText("Time zone: Europe/Kyiv · network: Europe/Prague")).toBeVisible();
    const picker = page.getByRole("button", { name: /^Date range:/ });
    await expect(picker).toContainText("Last 30 days");

    for (const [name, preset] of [
      ["Yesterday", "yesterday"],
      ["Last 7 days", "last7Days"],
      ["This month", "thisMonth"],
      ["Last month", "lastMonth"],
      ["Last 3 months", "last3Months"],
      ["Today", "today"],
    ] as const) {
      await picker.click();
      await page.getByRole("button", { name, exact: true }).click();
      expect(dateRangeOf(page)).toBe(toQuery(presetRange(preset, now)));
    }

    await picker.click();
    const tomorrow = now.add({ days: 1 });
    if (tomorrow.month === now.month) {
      await expect(
        page.getByRole("button", { name: formatDay(tomorrow, "en", { day: "numeric", month: "long", year: "numeric" }) }),
      ).toBeDisabled();
    } else {
      await expect(page.getByRole("button", { name: "Next month" })).toBeDisabled();
    }
    await expect(
      page.getByRole("button", { name: formatDay(now, "en", { day: "numeric", month: "long", year: "numeric" }) }),
    ).toBeEnabled();

    const start = page.getByLabel("Start", { exact: true });
    const end = page.getByLabel("End", { exact: true });
    await start.fill("");
    await start.pressSequentially("2a0b2/6-x1.1-0!1");
    await expect(start).toHaveValue("2026-11-01");

    const later = now.subtract({ days: 2 });
    const earlier = now.subtract({ days: 10 });
    await start.fill(later.toString());
    await end.fill(earlier.toString());
    await page.getByRole("button", { name: "Apply" }).click();
    expect(dateRangeOf(page)).toBe(`${earlier.toString()} - ${later.add({ days: 1 }).toString()}`);
    await page.reload();
    await expect(picker).toContainText(formatDay(earlier, "en"));
    expect(Temporal.PlainDate.compare(earlier, later)).toBe(-1);
  });

  test("export downloads the filtered CSV; a filter without rows warns", async ({ page }) => {
    await openConversions(page);
    const clickId = await firstClickId(page.getByRole("table", { name: "Conversions" }));
    await openConversions(page, `?externalClickId=${encodeURIComponent(clickId)}`);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^conversions-\d{4}-\d{2}-\d{2}\.csv$/);
    const path = await file.path();
    const { readFileSync } = await import("node:fs");
    const lines = readFileSync(path, "utf8").trim().split("\r\n");
    expect(lines[0]).toMatch(/^datetime,sourceType,/);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.slice(1).every((line) => line.includes(clickId))).toBe(true);

    await openConversions(page, "?subsource=no-such-subsource-anywhere");
    await expect(page.getByText("No data", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Export" }).click();
    await expect(page.getByText("No data to export")).toBeVisible();
  });

  test("a failed export says why; a lost session during an export goes to the login page", async ({ page, request, allowErrors }) => {
    allowErrors(/^response 503 GET \/publisher\/api\/ch\/conversions\/export\?/);
    await openConversions(page);
    await request.post("/__mock/faults", {
      data: {
        route: "conversions.export",
        mode: "status",
        status: 503,
        body: { "hydra:description": "Exports are paused for maintenance." },
      },
    });
    await page.getByRole("button", { name: "Export" }).click();
    await expect(page.getByRole("alert")).toContainText("Exports are paused for maintenance.");
    await expect(page.getByRole("button", { name: "Export" })).toBeEnabled();

    await request.post("/__mock/faults", { data: { route: "conversions.export", mode: "status", status: 401 } });
    await page.getByRole("button", { name: "Export" }).click();
    await expect(page).toHaveURL(/\/publisher\/login/);
  });

  test("copying an external click id says so", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openConversions(page);
    const clickId = await firstClickId(page.getByRole("table", { name: "Conversions" }));
    await page
      .getByRole("table", { name: "Conversions" })
      .getByRole("button", { name: `Copy ${clickId}` })
      .click();
    await expect(page.getByText("Copied to clipboard")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(clickId);
  });

  test("balance shows the current balance and signed transactions", async ({ page }) => {
    await page.goto("/publisher/balance");
    await expect(page.getByRole("heading", { level: 1, name: "Balance" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Current balance" })).toContainText("$12,345.67");
    const table = page.getByRole("table", { name: "Transactions" });
    await expect(table.getByRole("row")).toHaveCount(11);
    await page.getByRole("button", { name: "Filters" }).click();
    await page.getByRole("dialog").getByLabel("Type").selectOption({ label: "Payout" });
    await page.getByRole("dialog").getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/type=payout/);
    await expect(table).toHaveAttribute("aria-busy", "false");
    const amounts = await columnTexts(table, "Amount");
    expect(amounts.length).toBeGreaterThan(0);
    for (const amount of amounts) expect(amount).toMatch(/^-\$[\d,]+\.\d{2}$/);
  });

  test("times in the tables are the spec's YYYY-MM-DD HH:mm:ss (issue 26 item 8; the zone: tests/lib/dates.test.ts)", async ({ page }) => {
    await openConversions(page);
    const conversions = page.getByRole("table", { name: "Conversions" });
    await expect(conversions).toHaveAttribute("aria-busy", "false");
    const times = await columnTexts(conversions, "Date and time");
    expect(times).toHaveLength(10);
    for (const time of times) expect(time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await page.goto("/publisher/balance");
    const transactions = page.getByRole("table", { name: "Transactions" });
    await expect(transactions).toHaveAttribute("aria-busy", "false");
    for (const time of await columnTexts(transactions, "Date")) expect(time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  test("payments resolve the method and filter by status", async ({ page }) => {
    await page.goto("/publisher/payments?dateRange=2025-01-01%20-%202026-12-01");
    const table = page.getByRole("table", { name: "Payments" });
    // Each row names its method by the title /payment_methods gives its IRI (the seed follows the
    // clock, so which methods the first page holds is read from the API, not written here).
    const api = async <T>(path: string) => (await (await page.request.get(`/publisher/api/${path}`)).json()) as T;
    const methods = await api<{ "hydra:member": Array<{ "@id": string; title: string }> }>("payment_methods");
    const payments = await api<{ "hydra:member": Array<{ method: string }> }>("payments?dateRange=2025-01-01%20-%202026-12-01");
    const titles = payments["hydra:member"].map((p) => methods["hydra:member"].find((m) => m["@id"] === p.method)?.title);
    expect(titles.length).toBeGreaterThan(1);
    await expect(table).toHaveAttribute("aria-busy", "false");
    expect(await columnTexts(table, "Method")).toEqual(titles);
    await page.getByRole("button", { name: "Filters" }).click();
    await page.getByRole("dialog").getByLabel("Status").selectOption({ label: "Paid" });
    await page.getByRole("dialog").getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/status=paid/);
    await expect(table).toHaveAttribute("aria-busy", "false");
    const statuses = new Set(await columnTexts(table, "Status"));
    expect([...statuses]).toEqual(["Paid"]);
  });
});

test.describe("newbie", () => {
  test("without the smartlinks role the Conversions filters have no Smartlinks field (its calls would answer 403)", async ({ page }) => {
    await signIn(page, NEWBIE);
    await openConversions(page);
    await page.getByRole("button", { name: "Filters" }).click();
    const drawer = page.getByRole("dialog", { name: "Filters" });
    await expect(drawer.getByRole("combobox", { name: "Offers" })).toBeVisible();
    await expect(drawer.getByRole("combobox", { name: "Smartlinks" })).toHaveCount(0);
  });

  test("empty lists say No data; export says No data to export", async ({ page }) => {
    await signIn(page, NEWBIE);
    await openConversions(page);
    await expect(page.getByText("No data", { exact: true })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Pagination" })).toHaveCount(0);
    await expect(page.getByText(/records in the result/)).toHaveCount(0);
    await page.getByRole("button", { name: "Export" }).click();
    await expect(page.getByText("No data to export")).toBeVisible();
    for (const path of ["balance", "payments"]) {
      await page.goto(`/publisher/${path}`);
      await expect(page.getByText("No data", { exact: true })).toBeVisible();
    }
  });
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`axe finds nothing serious on the three pages (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await signIn(page);
    for (const [path, title] of [
      ["conversions", "Conversions"],
      ["balance", "Balance"],
      ["payments", "Payments"],
    ]) {
      await page.goto(`/publisher/${path}`);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.locator("table[aria-busy]")).toHaveAttribute("aria-busy", "false"); // the list's table (Balance has the promo codes' too)
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await page.getByRole("button", { name: "Filters" }).click();
    await expect(page.getByRole("dialog", { name: "Filters" })).toBeVisible();
    expect(await seriousViolations(page), "drawer").toEqual([]);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: /^Date range:/ }).click();
    await expect(page.getByRole("button", { name: "Apply" })).toBeVisible();
    expect(await seriousViolations(page), "date picker").toEqual([]);
  });
}
