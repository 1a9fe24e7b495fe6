/**
 * Hardening the list toolkit (issue 15, items 1, 2, 4, 7, 8, 9), moved from e2e/list-hardening.spec.ts:
 * filters refused in the drawer as the request would refuse them; a link the UI would refuse corrected
 * with a notice; the pager's gaps and file sizes; names that contain the visible text; the calendar as
 * a keyboard grid; the UI kit's list states.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, expect, test, vi } from "vitest";
import { formatDay, todayIn } from "../../../src/ui/date-range/range";
import { renderRoute } from "../render";
import { columnTexts, dataRows, freshStorage, loadedTable, notice } from "./helpers";

beforeEach(freshStorage);

const ZONE = "Europe/Kyiv";
type Day = ReturnType<typeof todayIn>;
const longDay = (day: Day) => formatDay(day, "en", { day: "numeric", month: "long", year: "numeric" });
const query = (place: { current(): string }) => new URL(place.current(), "http://x").searchParams;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The list calls (GET /ch/conversions) the page makes from now on. */
const listCalls = () => {
  const fetch = vi.spyOn(globalThis, "fetch");
  return () =>
    fetch.mock.calls
      .map(([input]) => (input instanceof Request ? input.url : String(input)))
      .filter((url) => new URL(url, location.href).pathname === "/publisher/api/ch/conversions");
};

test("1. filters the request would refuse are refused in the drawer, with the reason on the field", async () => {
  const { user, place } = await renderRoute("/conversions?device=desktop", { signedIn: true });
  await loadedTable("Conversions");
  const calls = listCalls();
  await user.click(await screen.findByRole("button", { name: /^Filters/ }));
  const drawer = await screen.findByRole("dialog", { name: "Filters" });
  await user.selectOptions(await within(drawer).findByLabelText("Device"), within(drawer).getByRole("option", { name: "Mobile" }));
  // Countries are chosen in the picker (issue 26.6), so only a link can bring a refused code.
  const clickId = within(drawer).getByLabelText("External click ID");
  await user.click(clickId);
  await user.paste("x".repeat(256));
  await user.click(within(drawer).getByRole("button", { name: "Save" }));

  await waitFor(() => expect(clickId.getAttribute("aria-invalid")).toBe("true"));
  expect(screen.getByRole("dialog", { name: "Filters" })).toBe(drawer);
  expect(within(drawer).getByRole("textbox", { name: "External click ID", description: "At most 255 characters; this has 256." })).toBe(
    clickId,
  );
  await waitFor(() => expect(document.activeElement).toBe(clickId));
  expect(within(drawer).getByLabelText("Subsource").getAttribute("aria-invalid")).not.toBe("true");
  // Nothing applied: the URL, the tags and the rows are those of before, and no request went out.
  expect(query(place).get("device")).toBe("desktop");
  expect(screen.getByRole("list", { name: "Applied filters", hidden: true }).textContent).toContain("Device:Desktop");
  expect(calls()).toEqual([]);

  const box = within(drawer).getByRole("combobox", { name: "Country" });
  for (const name of ["United States", "Germany"]) {
    await user.clear(box);
    await user.type(box, name);
    await user.click(await within(drawer).findByRole("option", { name: new RegExp(`^${name}`) }));
  }
  await user.clear(clickId);
  await user.click(within(drawer).getByRole("button", { name: "Save" }));
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "Filters" })).toBeNull());
  expect(query(place).get("country")).toBe("US,DE");
  expect(within(screen.getByRole("list", { name: "Applied filters" })).getByTitle("US, DE")).toBeTruthy();
  const table = await loadedTable("Conversions");
  await waitFor(() => expect(dataRows(table).length).toBeGreaterThan(0));
  for (const country of new Set(columnTexts(table, "Country").map((t) => t.replace(/[^A-Z]/g, ""))))
    expect(["US", "DE"]).toContain(country);
  expect(screen.queryByRole("alert")).toBeNull();
});

test("1. a link with refused filters loads the list without them and says so", async () => {
  const calls = listCalls();
  const { place } = await renderRoute(`/conversions?country=usa,de&subsource=${"s".repeat(300)}`, { signedIn: true });
  expect(await notice("Country: USA cannot be used, so it was left out.")).toBeTruthy();
  expect(await notice("The link's Subsource filter cannot be used, so it is off.")).toBeTruthy();
  await waitFor(() => expect(query(place).get("country")).toBe("DE"));
  expect(query(place).get("subsource")).toBeNull();
  const table = await loadedTable("Conversions");
  expect(calls().length).toBeGreaterThan(0);
  await waitFor(() => expect(dataRows(table)[0]!.textContent).toContain("DE"));
  expect(screen.queryByRole("alert")).toBeNull();
});

test("1. Balance and Payments check a link's filters against their contracts too; a payment method survives its options' loading", async () => {
  let view = await renderRoute("/balance?type=bonus", { signedIn: true });
  await loadedTable("Transactions");
  expect(await notice("The link's Type filter cannot be used, so it is off.")).toBeTruthy();
  await waitFor(() => expect(query(view.place).get("type")).toBeNull());
  view.unmount();

  view = await renderRoute("/payments?dateRange=2025-01-01%20-%202026-12-01&status=lost", { signedIn: true });
  await loadedTable("Payments");
  expect(await notice("The link's Status filter cannot be used, so it is off.")).toBeTruthy();
  await waitFor(() => expect(query(view.place).get("status")).toBeNull());
  view.unmount();

  const method = "/publisher/api/payment_methods/1";
  view = await renderRoute(`/payments?dateRange=2025-01-01%20-%202026-12-01&method=${encodeURIComponent(method)}`, { signedIn: true });
  const table = await loadedTable("Payments");
  await waitFor(() => expect(dataRows(table)[0]!.textContent).toContain("PayPal"));
  expect(query(view.place).get("method")).toBe(method);
});

test("2. a future date range ends today, a reversed one is swapped, an unreadable one is dropped, each with a notice", async () => {
  const now = todayIn(ZONE);
  let view = await renderRoute("/conversions?dateRange=2027-01-01%20-%202027-02-01", { signedIn: true });
  expect(await notice("Dates after today cannot be chosen, so the range now ends today.")).toBeTruthy();
  await waitFor(() => expect(query(view.place).get("dateRange")).toBe(`${now.toString()} - ${now.add({ days: 1 }).toString()}`));
  await waitFor(() => expect(screen.getByRole("button", { name: /^Date range:/ }).textContent).toContain("Today"));
  view.unmount();

  const later = now.subtract({ days: 2 });
  const earlier = now.subtract({ days: 10 });
  view = await renderRoute(`/conversions?dateRange=${later.toString()}%20-%20${earlier.toString()}`, { signedIn: true });
  expect(await notice("The link's start and end dates were the wrong way round, so they were swapped.")).toBeTruthy();
  await waitFor(() => expect(query(view.place).get("dateRange")).toBe(`${earlier.toString()} - ${later.toString()}`));
  await waitFor(() => expect(screen.getByRole("button", { name: /^Date range:/ }).textContent).toContain(`${earlier.toString()} – `));
  view.unmount();

  view = await renderRoute("/conversions?dateRange=next%20week", { signedIn: true });
  expect(await notice("The link's date range could not be read, so the default range is shown.")).toBeTruthy();
  await waitFor(() => expect(query(view.place).get("dateRange")).toBeNull());
});

test("2. a page past the last one shows the last page; a page that is not a number, the first", async () => {
  let view = await renderRoute("/conversions?page=99999", { signedIn: true });
  expect(await notice(/so the last one is shown instead of page 99,999\./)).toBeTruthy();
  await waitFor(() => expect(query(view.place).get("page")).not.toBe("99999"));
  const last = query(view.place).get("page")!;
  const pager = await screen.findByRole("navigation", { name: "Pagination" });
  await waitFor(() =>
    expect(
      within(pager)
        .getByRole("button", { name: `Page ${Number(last).toLocaleString("en")}` })
        .getAttribute("aria-current"),
    ).toBe("page"),
  );
  let table = await loadedTable("Conversions");
  expect(screen.queryByText("No data")).toBeNull();
  await waitFor(() => expect(dataRows(table).length).toBeGreaterThan(0));
  view.unmount();

  view = await renderRoute("/conversions?page=abc&itemsPerPage=30", { signedIn: true });
  expect(await notice("The link's page “abc” is not a page number, so the first page is shown.")).toBeTruthy();
  expect(await notice("30 rows per page is not offered, so 10 are shown.")).toBeTruthy();
  await waitFor(() => expect(query(view.place).get("page")).toBeNull());
  expect(query(view.place).get("itemsPerPage")).toBeNull();
  table = await loadedTable("Conversions");
  await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(11));
});

test("4. the pager never hides a single page behind an ellipsis", async () => {
  await renderRoute("/conversions?page=4", { signedIn: true });
  const pager = await screen.findByRole("navigation", { name: "Pagination" });
  await waitFor(() => expect(within(pager).getByRole("button", { name: "Page 4" }).getAttribute("aria-current")).toBe("page"));
  for (const n of [1, 2, 3, 5]) expect(within(pager).getByRole("button", { name: `Page ${n}` })).toBeTruthy();
});

test("4. a chosen file's size is shown in bytes below 1 kB", async () => {
  // A real 1 × 1 PNG, 70 bytes.
  const png = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII="), (c) =>
    c.charCodeAt(0),
  );
  const { user } = await renderRoute("/register");
  expect(await screen.findByRole("heading", { name: "Sign up", level: 1 })).toBeTruthy();
  await user.upload(
    await screen.findByLabelText("Traffic statistics screenshots", { selector: "input" }),
    new File([png], "stats.png", { type: "image/png" }),
  );
  const files = await screen.findByRole("list", { name: "Traffic statistics screenshots" });
  expect(await within(files).findByText("stats.png")).toBeTruthy();
  expect(within(files).getByText(`${png.length} bytes`)).toBeTruthy();
});

test("7. the user menu and the date range are named by what they show (label in name)", async () => {
  await renderRoute("/conversions", { signedIn: true });
  await loadedTable("Conversions");
  const userMenu = within(screen.getByRole("banner")).getByRole("button", { name: /User menu/ });
  expect(userMenu.textContent).toContain("demo");
  expect(within(screen.getByRole("banner")).getByRole("button", { name: /\bdemo\b/ })).toBe(userMenu);
  const picker = screen.getByRole("button", { name: /^Date range:/ });
  // What is on screen: the button's text without the part only screen readers get.
  const copy = picker.cloneNode(true) as HTMLElement;
  copy.querySelectorAll(".sr-only").forEach((hidden) => hidden.remove());
  const shown = (copy.textContent ?? "").replace(/\s+/g, " ").trim();
  expect(shown).toMatch(/^Last 30 days: /);
  expect(screen.getByRole("button", { name: new RegExp(escape(shown)) })).toBe(picker);
});

test("8. the calendar is one Tab stop that arrows, Page Up/Down, Home and End move through; Enter chooses", async () => {
  const now = todayIn(ZONE);
  const { user } = await renderRoute("/conversions", { signedIn: true });
  await loadedTable("Conversions");
  const picker = screen.getByRole("button", { name: /^Date range:/ });
  await user.click(picker);
  const grid = await screen.findByRole("grid");
  expect(grid.querySelectorAll("button[tabindex='0']")).toHaveLength(1);
  const day = (d: Day) => within(screen.getByRole("grid")).getByRole("button", { name: longDay(d) });
  expect(day(now).getAttribute("tabindex")).toBe("0");

  // From the picker's button to Apply in a few Tabs (presets, two days, months, one for the grid, Cancel).
  picker.focus();
  const apply = screen.getByRole("button", { name: "Apply" });
  let tabs = 0;
  while (document.activeElement !== apply && tabs < 40) {
    await user.tab();
    tabs++;
  }
  expect(tabs).toBeLessThanOrEqual(14);

  day(now).focus();
  const expectFocus = async (d: Day) =>
    waitFor(() => {
      expect(document.activeElement).toBe(day(d));
      expect(day(d).getAttribute("tabindex")).toBe("0");
    });
  await user.keyboard("{ArrowRight}"); // no day after today
  await expectFocus(now);
  await user.keyboard("{ArrowLeft}");
  await expectFocus(now.subtract({ days: 1 }));
  await user.keyboard("{ArrowUp}");
  await expectFocus(now.subtract({ days: 8 }));
  await user.keyboard("{ArrowDown}");
  await expectFocus(now.subtract({ days: 1 }));
  await user.keyboard("{PageUp}");
  const monthBack = now.subtract({ days: 1 }).subtract({ months: 1 });
  await expectFocus(monthBack);
  expect(
    screen.getByRole("grid", {
      name: new Intl.DateTimeFormat("en", { month: "long", year: "numeric", timeZone: "UTC" }).format(
        new Date(`${monthBack.toString()}T12:00:00Z`),
      ),
    }),
  ).toBeTruthy();
  await user.keyboard("{Home}");
  const monday = monthBack.subtract({ days: monthBack.dayOfWeek - 1 });
  await expectFocus(monday);
  await user.keyboard("{End}");
  await expectFocus(monday.add({ days: 6 }));
  await user.keyboard("{PageDown}");
  const chosen = monday.add({ days: 6 }).add({ months: 1 });
  const expected = chosen.since(now).sign > 0 ? now : chosen;
  await expectFocus(expected);
  await user.keyboard("{Enter}");
  await waitFor(() => expect((screen.getByLabelText("Start") as HTMLInputElement).value).toBe(expected.toString()));
  expect((screen.getByLabelText("End") as HTMLInputElement).value).toBe(expected.toString());
});

test("8. typed days: the preset list follows them; an impossible date says why Apply is disabled", async () => {
  const now = todayIn(ZONE);
  const { user } = await renderRoute("/conversions", { signedIn: true });
  await loadedTable("Conversions");
  await user.click(await screen.findByRole("button", { name: /^Date range:/ }));
  const last30 = within(await screen.findByRole("list", { name: "Periods" })).getByRole("button", { name: "Last 30 days" });
  expect(last30.getAttribute("aria-pressed")).toBe("true");
  const start = screen.getByLabelText("Start") as HTMLInputElement;
  const fill = async (text: string) => {
    await user.clear(start);
    await user.type(start, text);
  };
  await fill(now.subtract({ days: 3 }).toString());
  await waitFor(() => expect(last30.getAttribute("aria-pressed")).toBe("false"));

  await fill("2026-02-30");
  const apply = screen.getByRole("button", { name: "Apply" });
  await waitFor(() => expect(apply.hasAttribute("disabled")).toBe(true));
  expect(
    screen.getByRole("button", { name: "Apply", description: "2026-02-30 is not a date in the calendar, so Apply is disabled." }),
  ).toBe(apply);
  expect(start.getAttribute("aria-invalid")).toBe("true");
  await fill("2026-02-2");
  await waitFor(() =>
    expect(screen.getByRole("button", { name: "Apply", description: "Type the date as YYYY-MM-DD to apply it." })).toBe(apply),
  );
  await fill(now.subtract({ days: 29 }).toString());
  await waitFor(() => expect(apply.hasAttribute("disabled")).toBe(false));
  expect(last30.getAttribute("aria-pressed")).toBe("true");
});

test("the UI kit shows the list toolkit's refusals and corrections", async () => {
  const { user } = await renderRoute("/__ui");
  const section = await screen.findByRole("region", { name: "List states: refused filters, corrected links, pager" });
  const items = () =>
    within(section)
      .getAllByRole("listitem")
      .map((item) => item.textContent ?? "");
  for (const text of [
    "The link's page “abc” is not a page number, so the first page is shown.",
    "30 rows per page is not offered, so 10 are shown.",
    "The link's start and end dates were the wrong way round, so they were swapped.",
    "Dates after today cannot be chosen, so the range now ends today.",
    "Country: USA cannot be used, so it was left out.",
  ])
    expect(items().some((item) => item.includes(text))).toBe(true);
  const pager = within(section).getByRole("navigation", { name: "Pagination" });
  for (const n of [1, 2, 3, 4]) expect(within(pager).getByRole("button", { name: `Page ${n}` })).toBeTruthy();
  expect(within(section).getByText("73 bytes · 1.5 kB · 1 MB · 5 MB")).toBeTruthy();
  expect(within(section).getByRole("table", { name: "Loading" }).getAttribute("aria-busy")).toBe("true");
  const failed = within(section).getByRole("table", { name: "Failed" });
  expect(within(failed).getByRole("alert").textContent).toBe("Lists are resting for a minute.");
  expect(within(failed).getByRole("button", { name: "Retry" })).toBeTruthy();
  expect(within(within(section).getByRole("table", { name: "Empty" })).getByText("No data")).toBeTruthy();

  await user.click(within(section).getByRole("button", { name: "Open filters with refused values" }));
  const drawer = await screen.findByRole("dialog", { name: "Filters" });
  await user.click(within(drawer).getByRole("button", { name: "Save" }));
  await waitFor(() =>
    expect(
      within(drawer).getByRole("textbox", { name: "Country", description: /^USA and 123 are not two-letter country codes/ }),
    ).toBeTruthy(),
  );
  expect(
    within(drawer).getByRole("textbox", { name: "External click ID", description: "At most 255 characters; this has 256." }),
  ).toBeTruthy();
});
