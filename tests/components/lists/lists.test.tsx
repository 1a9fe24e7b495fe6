/**
 * The list toolkit on Conversions, Balance and Payments (spec 02 sections 2, 3, 5, 7, 8, 9; issue 6),
 * moved from e2e/lists.spec.ts: the state in the URL, paging, sorting, the drawer's Cancel and Save,
 * the date range, export's answers, copying, the three pages' rows and the newbie's empty lists.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, expect, test } from "vitest";
import { formatDay, presetRange, toQuery, todayIn } from "../../../src/ui/date-range/range";
import { mock, NEWBIE, renderRoute } from "../render";
import { columnTexts, dataRows, freshStorage, loadedTable } from "./helpers";

beforeEach(freshStorage);

/** demo's time zone (the pages show it beside the network's). */
const ZONE = "Europe/Kyiv";
const query = (place: { current(): string }) => new URL(place.current(), "http://x").searchParams;
const pager = () => screen.getByRole("navigation", { name: "Pagination" });
const rowCount = (table: HTMLElement) => within(table).getAllByRole("row").length;

const pickCountries = async (user: Awaited<ReturnType<typeof renderRoute>>["user"], scope: HTMLElement, names: string[]) => {
  const box = await within(scope).findByRole("combobox", { name: "Country" });
  for (const name of names) {
    await user.clear(box);
    await user.type(box, name);
    await user.click(await within(scope).findByRole("option", { name: new RegExp(`^${name}`) }));
  }
};

test("the list state lives in the URL and survives a new rendering at the same place", async () => {
  const { place, unmount } = await renderRoute("/conversions?page=3&itemsPerPage=20&order%5Bpayout%5D=desc&device=mobile", {
    signedIn: true,
  });
  const check = async () => {
    const table = await loadedTable("Conversions");
    expect(within(pager()).getByRole("button", { name: "Page 3" }).getAttribute("aria-current")).toBe("page");
    expect((screen.getByLabelText("Rows per page") as HTMLSelectElement).value).toBe("20");
    expect(screen.getByRole("columnheader", { name: "Payout" }).getAttribute("aria-sort")).toBe("descending");
    expect(screen.getByRole("list", { name: "Applied filters" }).textContent).toContain("Device:Mobile");
    await waitFor(() => expect(rowCount(table)).toBe(21));
  };
  await check();
  const at = place.current();
  unmount();
  await renderRoute(at, { signedIn: true });
  await check();
});

test("page size, paging and the 1000 warning", async () => {
  const { user, place } = await renderRoute("/conversions", { signedIn: true });
  const table = await loadedTable("Conversions");
  expect(await screen.findByText("There are over 1000 records in the result. Please narrow the search.")).toBeTruthy();
  await waitFor(() => expect(rowCount(table)).toBe(11));
  await user.selectOptions(screen.getByLabelText("Rows per page"), "50");
  await waitFor(() => expect(rowCount(table)).toBe(51));
  expect(query(place).get("itemsPerPage")).toBe("50");
  await user.click(within(pager()).getByRole("button", { name: "Next page" }));
  await waitFor(() => expect(query(place).get("page")).toBe("2"));
  await waitFor(() => expect(screen.getByRole("button", { name: "Page 2" }).getAttribute("aria-current")).toBe("page"));
});

test("sorting cycles ascending, descending, ascending", async () => {
  const { user, place } = await renderRoute("/conversions", { signedIn: true });
  const table = await loadedTable("Conversions");
  const header = screen.getByRole("columnheader", { name: "Payout" });
  expect(header.getAttribute("aria-sort")).toBe("none");
  for (const [direction, order] of [
    ["ascending", "asc"],
    ["descending", "desc"],
    ["ascending", "asc"],
  ] as const) {
    await user.click(within(header).getByRole("button"));
    await waitFor(() => expect(header.getAttribute("aria-sort")).toBe(direction));
    expect(query(place).get("order[payout]")).toBe(order);
  }
  await waitFor(() => expect(table.getAttribute("aria-busy")).toBe("false"));
  await waitFor(() => expect(dataRows(table)[0]!.textContent).toContain("$"));
  const values = columnTexts(table, "Payout").map((p) => Number(p.replace(/[^\d.]/g, "")));
  expect(values).toEqual([...values].sort((a, b) => a - b));
});

test("pagination is hidden when there is one page", async () => {
  await renderRoute("/payments", { signedIn: true });
  expect(await screen.findByRole("heading", { level: 1, name: "Payments" })).toBeTruthy();
  const table = await loadedTable("Payments");
  // The list has loaded (every record of the count is a row) and fits on one page...
  const count = await screen.findByText(/^\d records?$/);
  const records = Number(/^\d+/.exec(count.textContent!)![0]);
  expect(records).toBeGreaterThan(0);
  await waitFor(() => expect(rowCount(table)).toBe(records + 1));
  // ...so no pagination shows, under its name or any of its controls.
  expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeNull();
  expect(screen.queryAllByRole("button", { name: /^(Previous page|Next page|Page \d+)$/ })).toHaveLength(0);
});

test("the filter drawer: Cancel discards, Save applies (long values shortened in the tags, countries kept as codes)", async () => {
  const { user, place } = await renderRoute("/conversions", { signedIn: true });
  await loadedTable("Conversions");
  await user.click(await screen.findByRole("button", { name: "Filters" }));
  let drawer = await screen.findByRole("dialog", { name: "Filters" });
  expect(within(drawer).getByRole("form", { name: "Filters" })).toBeTruthy();

  await user.type(await within(drawer).findByLabelText("Subsource"), "discarded");
  await user.click(within(drawer).getByRole("button", { name: "Cancel" }));
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "Filters" })).toBeNull());
  expect(query(place).get("subsource")).toBeNull();
  expect(screen.queryByRole("list", { name: "Applied filters" })).toBeNull();

  await user.click(await screen.findByRole("button", { name: "Filters" }));
  drawer = await screen.findByRole("dialog", { name: "Filters" });
  expect(((await within(drawer).findByLabelText("Subsource")) as HTMLInputElement).value).toBe("");
  await user.type(within(drawer).getByLabelText("External click ID"), "abcdefghijklmnopqrstuvwxyz0123");
  await pickCountries(user, drawer, ["United States", "Germany", "France", "United Kingdom"]);
  await user.click(within(drawer).getByRole("button", { name: "Save" }));
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "Filters" })).toBeNull());
  const tags = await screen.findByRole("list", { name: "Applied filters" });
  expect(within(tags).getByTitle("abcdefghijklmnopqrstuvwxyz0123").textContent).toBe("abcdefghijklmnopqrstuv…");
  // Countries are chosen in the picker (issue 26.6) and kept as codes.
  expect(within(tags).getByTitle("US, DE, FR, GB").textContent).toBe("US, DE, FR, GB");
  expect(query(place).get("country")).toBe("US,DE,FR,GB");
  expect(await screen.findByText("No data")).toBeTruthy();
});

test("countries chosen in the picker filter the list", async () => {
  const { user, place } = await renderRoute("/conversions?itemsPerPage=100", { signedIn: true });
  await loadedTable("Conversions");
  await user.click(await screen.findByRole("button", { name: "Filters" }));
  const drawer = await screen.findByRole("dialog", { name: "Filters" });
  await pickCountries(user, drawer, ["United States", "Germany", "France", "United Kingdom"]);
  await user.click(within(drawer).getByRole("button", { name: "Save" }));
  await waitFor(() => expect(query(place).get("country")).not.toBeNull());
  const table = await loadedTable("Conversions");
  // The filtered answer replaces the rows in a transition: read them until they are its rows.
  await waitFor(() => {
    const countries = new Set(columnTexts(table, "Country").map((t) => t.replace(/[^A-Z]/g, "")));
    expect(countries.size).toBeGreaterThan(1);
    for (const country of countries) expect(["US", "DE", "FR", "GB"]).toContain(country);
  });
});

test("date range: presets, days after today disabled, letters blocked, reversed range sorted", async () => {
  const { user, place, unmount } = await renderRoute("/conversions", { signedIn: true });
  await loadedTable("Conversions");
  const now = todayIn(ZONE);
  expect(query(place).get("dateRange")).toBeNull();
  expect(screen.getByText("Time zone: Europe/Kyiv · network: Europe/Prague")).toBeTruthy();
  const picker = () => screen.getByRole("button", { name: /^Date range:/ });
  expect(picker().textContent).toContain("Last 30 days");

  for (const [name, preset] of [
    ["Yesterday", "yesterday"],
    ["Last 7 days", "last7Days"],
    ["This month", "thisMonth"],
    ["Last month", "lastMonth"],
    ["Last 3 months", "last3Months"],
    ["Today", "today"],
  ] as const) {
    await user.click(picker());
    await user.click(await screen.findByRole("button", { name }));
    await waitFor(() => expect(query(place).get("dateRange")).toBe(toQuery(presetRange(preset, now))));
  }

  await user.click(picker());
  const long = (day: typeof now) => formatDay(day, "en", { day: "numeric", month: "long", year: "numeric" });
  const tomorrow = now.add({ days: 1 });
  if (tomorrow.month === now.month) {
    expect((await screen.findByRole("button", { name: long(tomorrow) })).hasAttribute("disabled")).toBe(true);
  } else {
    expect((await screen.findByRole("button", { name: "Next month" })).hasAttribute("disabled")).toBe(true);
  }
  expect(screen.getByRole("button", { name: long(now) }).hasAttribute("disabled")).toBe(false);

  const start = screen.getByLabelText("Start") as HTMLInputElement;
  const end = screen.getByLabelText("End") as HTMLInputElement;
  await user.clear(start);
  await user.type(start, "2a0b2/6-x1.1-0!1");
  expect(start.value).toBe("2026-11-01");

  const later = now.subtract({ days: 2 });
  const earlier = now.subtract({ days: 10 });
  await user.clear(start);
  await user.type(start, later.toString());
  await user.clear(end);
  await user.type(end, earlier.toString());
  await user.click(await screen.findByRole("button", { name: "Apply" }));
  await waitFor(() => expect(query(place).get("dateRange")).toBe(`${earlier.toString()} - ${later.add({ days: 1 }).toString()}`));
  const at = place.current();
  unmount();
  await renderRoute(at, { signedIn: true });
  // The range as the spec writes days (issue 35.16: "21 Nov 2026" before).
  await waitFor(() => expect(screen.getByRole("button", { name: /^Date range:/ }).textContent).toContain(`${earlier.toString()} – `));
});

test("a filter without rows: export says No data to export", async () => {
  const { user } = await renderRoute("/conversions?subsource=no-such-subsource-anywhere", { signedIn: true });
  await loadedTable("Conversions");
  expect(await screen.findByText("No data")).toBeTruthy();
  await user.click(await screen.findByRole("button", { name: "Export" }));
  expect(await screen.findByText("No data to export")).toBeTruthy();
});

test("a failed export says why; a lost session during an export goes to the login page", async () => {
  const { user, place } = await renderRoute("/conversions", { signedIn: true });
  await loadedTable("Conversions");
  await mock.post("/__mock/faults", {
    route: "conversions.export",
    mode: "status",
    status: 503,
    body: { "hydra:description": "Exports are paused for maintenance." },
  });
  await user.click(await screen.findByRole("button", { name: "Export" }));
  await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("Exports are paused for maintenance."));
  await waitFor(() => expect(screen.getByRole("button", { name: "Export" }).hasAttribute("disabled")).toBe(false));

  await mock.fault({ route: "conversions.export", mode: "status", status: 401 });
  await user.click(await screen.findByRole("button", { name: "Export" }));
  await waitFor(() => expect(place.current()).toMatch(/^\/login/));
});

test("copying an external click id says so", async () => {
  const { user } = await renderRoute("/conversions", { signedIn: true });
  const table = await loadedTable("Conversions");
  const copy = (await within(table).findAllByRole("button", { name: /^Copy / }))[0]!;
  const clickId = copy.getAttribute("aria-label")!.slice("Copy ".length);
  expect(clickId.length).toBeGreaterThan(0);
  await user.click(copy);
  expect(await screen.findByText("Copied to clipboard")).toBeTruthy();
  expect(await navigator.clipboard.readText()).toBe(clickId);
});

test("balance shows the current balance and signed transactions", async () => {
  const { user, place } = await renderRoute("/balance", { signedIn: true });
  expect(await screen.findByRole("heading", { level: 1, name: "Balance" })).toBeTruthy();
  await waitFor(() => expect(screen.getByRole("region", { name: "Current balance" }).textContent).toContain("$12,345.67"));
  const table = await loadedTable("Transactions");
  await waitFor(() => expect(rowCount(table)).toBe(11));
  await user.click(await screen.findByRole("button", { name: "Filters" }));
  const drawer = await screen.findByRole("dialog", { name: "Filters" });
  await user.selectOptions(await within(drawer).findByLabelText("Type"), within(drawer).getByRole("option", { name: "Payout" }));
  await user.click(within(drawer).getByRole("button", { name: "Save" }));
  await waitFor(() => expect(query(place).get("type")).toBe("payout"));
  // The filtered answer's rows, not the last ones still shown: the table was not yet busy with the new
  // query once when the URL had it (a fresh clone read "+$143.97" here).
  await waitFor(() => {
    expect(table.getAttribute("aria-busy")).toBe("false");
    const amounts = columnTexts(table, "Amount");
    expect(amounts.length).toBeGreaterThan(0);
    for (const amount of amounts) expect(amount).toMatch(/^-\$[\d,]+\.\d{2}$/);
  });
});

test("times in the tables are the spec's YYYY-MM-DD HH:mm:ss (issue 26 item 8)", async () => {
  const first = await renderRoute("/conversions", { signedIn: true });
  const conversions = await loadedTable("Conversions");
  await waitFor(() => expect(dataRows(conversions)).toHaveLength(10));
  const times = columnTexts(conversions, "Date and time");
  expect(times).toHaveLength(10);
  for (const time of times) expect(time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  first.unmount();
  await renderRoute("/balance", { signedIn: true });
  const transactions = await loadedTable("Transactions");
  await waitFor(() => expect(dataRows(transactions).length).toBeGreaterThan(0));
  for (const time of columnTexts(transactions, "Date")) expect(time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
});

test("payments resolve the method and filter by status", async () => {
  const range = "dateRange=2025-01-01%20-%202026-12-01";
  // Each row names its method by the title /payment_methods gives its IRI (the seed follows the
  // clock, so which methods the first page holds is read from the API, not written here).
  const { user, place } = await renderRoute(`/payments?${range}`, { signedIn: true });
  const api = async <T,>(path: string) => (await (await fetch(`/publisher/api/${path}`)).json()) as T;
  const methods = await api<{ "hydra:member": Array<{ "@id": string; title: string }> }>("payment_methods");
  const payments = await api<{ "hydra:member": Array<{ method: string }> }>(`payments?${range}`);
  const titles = payments["hydra:member"].map((p) => methods["hydra:member"].find((m) => m["@id"] === p.method)?.title);
  expect(titles.length).toBeGreaterThan(1);
  const table = await loadedTable("Payments");
  await waitFor(() => expect(columnTexts(table, "Method")).toEqual(titles));
  // Each period, and the range above, as the spec writes days: "YYYY-MM-DD" (issue 35.16: "1 Nov 2026" before).
  for (const period of columnTexts(table, "Period")) expect(period).toMatch(/^\d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}$/);
  expect(screen.getByRole("button", { name: /^Date range:/ }).textContent).toMatch(/2025-01-01 – \d{4}-\d{2}-\d{2}$/);
  await user.click(await screen.findByRole("button", { name: "Filters" }));
  const drawer = await screen.findByRole("dialog", { name: "Filters" });
  await user.selectOptions(await within(drawer).findByLabelText("Status"), within(drawer).getByRole("option", { name: "Paid" }));
  await user.click(within(drawer).getByRole("button", { name: "Save" }));
  await waitFor(() => expect(query(place).get("status")).toBe("paid"));
  await waitFor(() => expect(table.getAttribute("aria-busy")).toBe("false"));
  await waitFor(() => expect([...new Set(columnTexts(table, "Status"))]).toEqual(["Paid"]));
});

test("without the smartlinks role the Conversions filters have no Smartlinks field (its calls would answer 403)", async () => {
  const { user } = await renderRoute("/conversions", { signedIn: NEWBIE });
  await loadedTable("Conversions");
  await user.click(await screen.findByRole("button", { name: "Filters" }));
  const drawer = await screen.findByRole("dialog", { name: "Filters" });
  expect(await within(drawer).findByRole("combobox", { name: "Offers" })).toBeTruthy();
  expect(within(drawer).queryByRole("combobox", { name: "Smartlinks" })).toBeNull();
});

test("empty lists say No data; export says No data to export", async () => {
  const first = await renderRoute("/conversions", { signedIn: NEWBIE });
  await loadedTable("Conversions");
  expect(await screen.findByText("No data")).toBeTruthy();
  expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeNull();
  expect(screen.queryByText(/records in the result/)).toBeNull();
  await first.user.click(await screen.findByRole("button", { name: "Export" }));
  expect(await screen.findByText("No data to export")).toBeTruthy();
  first.unmount();
  for (const [path, name] of [
    ["/balance", "Transactions"],
    ["/payments", "Payments"],
  ]) {
    const view = await renderRoute(path!, { signedIn: NEWBIE });
    await loadedTable(name!);
    expect(await screen.findByText("No data")).toBeTruthy();
    view.unmount();
  }
});
