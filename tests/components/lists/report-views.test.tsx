/**
 * The reports' extras (issue 14, docs/decisions/036), moved from e2e/report-views.spec.ts: the column
 * chooser (by keyboard, remembered per tab, in the URL), each total against the period of equal length
 * before (one extra call), when the figures were computed, saved views (name required and unique with
 * nothing typed lost, opened, shared as a link, renamed, deleted) and the extras in four languages.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, expect, test, vi } from "vitest";
import type { Locale } from "../../../src/i18n/locales";
import { mock, renderRoute } from "../render";
import { REPORT_LANGUAGES, demoIn, freshStorage, loadedTable } from "./helpers";

beforeEach(freshStorage);

const query = (place: { current(): string }) => new URL(place.current(), "http://x").searchParams;
/** The column header named `name` of the table (found again: a new grouping may render a new table). */
const header = (table: HTMLElement, name: string) =>
  within(table.isConnected ? table : screen.getByRole("table", { name: table.getAttribute("aria-label")! })).queryByRole("columnheader", {
    name,
  });
const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole("columnheader")
    .map((h) => h.textContent!.trim());

/** Opens a report tab and waits for its table and totals (the worker's first report generates demo's traffic). */
const openReport = async (search = "selectedTab=summary", options: { locale?: Locale; total?: string; table?: string } = {}) => {
  const view = await renderRoute(`/reports?${search}`, { signedIn: true, locale: options.locale });
  const table = options.table ? await loadedTable(options.table) : await screen.findByRole("table");
  await waitFor(() => expect(table.querySelector("tfoot")?.textContent).toContain(options.total ?? "Total"));
  await waitFor(() => expect(document.querySelectorAll("[aria-busy='true']")).toHaveLength(0));
  return { ...view, table };
};

test("the column chooser: by keyboard, in the URL, remembered per tab, at least one column kept", async () => {
  let view = await openReport("selectedTab=summary", { table: "Summary" });
  const { user } = view;
  expect(header(view.table, "Hits")).not.toBeNull();
  const button = screen.getByRole("button", { name: /^Columns/ });
  expect(button.textContent).toContain("11 of 11");
  button.focus();
  await user.keyboard("{Enter}");
  const hits = (await screen.findByRole("checkbox", { name: "Hits" })) as HTMLInputElement;
  expect(hits.checked).toBe(true);
  hits.focus();
  await user.keyboard(" ");
  await waitFor(() => expect(header(view.table, "Hits")).toBeNull());
  await waitFor(() => expect(query(view.place).get("columns[summary]")).toMatch(/^uHits,clicks/));
  screen.getByRole("checkbox", { name: "EPM" }).focus();
  await user.keyboard(" ");
  await waitFor(() => expect(header(view.table, "EPM")).toBeNull());
  // Escape closes the popover and gives the focus back to its button.
  await user.keyboard("{Escape}");
  await waitFor(() => expect(screen.queryByRole("checkbox", { name: "Hits" })).toBeNull());
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: /^Columns/ })));
  expect(screen.getByRole("button", { name: /^Columns/ }).textContent).toContain("9 of 11");
  view.unmount();

  // Remembered: the same tab without the URL's choice still hides them; another tab has its own columns.
  view = await openReport("selectedTab=summary", { table: "Summary" });
  expect(header(view.table, "Hits")).toBeNull();
  expect(header(view.table, "EPM")).toBeNull();
  expect(header(view.table, "Clicks")).not.toBeNull();
  // ...and are written into the URL, so that a link copied from here opens with them.
  await waitFor(() => expect(query(view.place).get("columns[summary]")).toMatch(/^uHits,clicks/));
  expect(query(view.place).get("columns[summary]")).not.toMatch(/epm/i);
  view.unmount();
  view = await openReport("selectedTab=revenue", { table: "Revenue" });
  // The date and the tab's nine metrics (approval rate among them, issue 27.1).
  expect(within(view.table).getAllByRole("columnheader")).toHaveLength(10);
  view.unmount();

  // A link's columns win over the remembered ones; the last column shown cannot be hidden.
  view = await openReport("selectedTab=summary&columns%5Bsummary%5D=payout", { table: "Summary" });
  expect(headers(view.table)).toEqual(["Date", "Payout"]);
  await view.user.click(await screen.findByRole("button", { name: /^Columns/ }));
  expect(((await screen.findByRole("checkbox", { name: "Payout" })) as HTMLInputElement).disabled).toBe(true);
  expect(screen.getByText("At least one column stays shown.")).toBeTruthy();
  await view.user.click(await screen.findByRole("button", { name: "Show all columns" }));
  await waitFor(() => expect(within(view.table).getAllByRole("columnheader")).toHaveLength(12));
  await waitFor(() => expect(view.place.current()).not.toMatch(/columns/));
});

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

test("each total against the period of equal length before, from one extra call; when the figures were computed", async () => {
  // The server's clock three minutes (and a little) behind the page's: the report was computed "3 minutes ago".
  const { now: serverNow } = (await (await mock.post("/__mock/clock", { advanceMs: -185_000 })).json()) as { now: string };
  const at = Date.parse(serverNow);
  // Seven days inside demo's history, and the seven before them.
  const start = Date.UTC(new Date(at).getUTCFullYear(), new Date(at).getUTCMonth(), new Date(at).getUTCDate()) - 20 * DAY;
  const range = `${isoDay(start)} - ${isoDay(start + 7 * DAY)}`;
  const before = `${isoDay(start - 7 * DAY)} - ${isoDay(start)}`;
  const fetch = vi.spyOn(globalThis, "fetch");
  const reportCalls = () =>
    fetch.mock.calls
      .map(([input]) => new URL(input instanceof Request ? input.url : String(input), location.href))
      .filter((url) => url.pathname === "/publisher/api/ch/reports/summary")
      .map((url) => url.searchParams.get("dateRange") ?? "");
  const { user, table } = await openReport(`selectedTab=summary&groupBy=country&dateRange=${encodeURIComponent(range)}`, {
    table: "Summary",
  });
  await waitFor(() => expect(screen.getByTestId("report-meta").textContent).toContain("Updated 3 minutes ago"));
  expect(
    await screen.findByText(`Totals against ${isoDay(start - 7 * DAY)} – ${isoDay(start - DAY)}, the period of equal length before:`),
  ).toBeTruthy();
  // One call for the previous period (not one per row).
  expect(reportCalls().filter((r) => r === before)).toHaveLength(1);

  // The badge is the change of the totals the API gives for both periods.
  const totals = async (dateRange: string) =>
    (
      (await (
        await globalThis.fetch(`/publisher/api/ch/reports/summary?groupBy=date&dateRange=${encodeURIComponent(dateRange)}`)
      ).json()) as {
        totals: { clicks: number; payout: number };
      }
    ).totals;
  const [current, then] = [await totals(range), await totals(before)];
  const percent = (a: number, b: number) =>
    new Intl.NumberFormat("en", { style: "percent", maximumFractionDigits: 1, signDisplay: "exceptZero" }).format((a - b) / b);
  const change = (name: string) =>
    [...screen.getByTestId("report-meta").querySelectorAll("dl > div")].filter((div) => div.querySelector("dt")?.textContent === name);
  await waitFor(() =>
    expect(change("Clicks").map((d) => d.textContent)).toEqual([
      `ClicksChange against the period before: ${percent(current.clicks, then.clicks)}`,
    ]),
  );
  expect(change("Payout").map((d) => d.textContent)).toEqual([
    `PayoutChange against the period before: ${percent(current.payout, then.payout)}`,
  ]);
  // The totals row keeps the figures alone; a hidden column has no badge.
  expect(table.querySelector("tfoot")!.textContent).not.toContain("Change against");
  await user.click(await screen.findByRole("button", { name: /^Columns/ }));
  await user.click(await screen.findByRole("checkbox", { name: "Clicks" }));
  await user.keyboard("{Escape}");
  await waitFor(() => expect(change("Clicks")).toHaveLength(0));
  expect(change("Payout")).toHaveLength(1);
});

test("saved views: a required, unique name with nothing typed lost; opened, shared as a link, renamed and deleted", async () => {
  let view = await openReport("selectedTab=summary&groupBy=country", { table: "Summary" });
  const { user } = view;
  await user.click(await screen.findByRole("button", { name: /^Columns/ }));
  await user.click(await screen.findByRole("checkbox", { name: "Hits" }));
  await user.keyboard("{Escape}");
  expect(await screen.findByText("No saved views yet.")).toBeTruthy();

  // Required.
  await user.click(await screen.findByRole("button", { name: "Save view" }));
  let dialog = await screen.findByRole("dialog", { name: "Save this report as a view" });
  const name = within(dialog).getByRole("textbox", { name: "Name" }) as HTMLInputElement;
  await waitFor(() => expect(document.activeElement).toBe(name));
  await user.click(within(dialog).getByRole("button", { name: "Save" }));
  expect((await within(dialog).findByRole("alert")).textContent).toBe("Enter a name for the view.");
  expect(name.getAttribute("aria-invalid")).toBe("true");
  await user.type(name, "By country{Enter}");
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  expect(await screen.findByText("View “By country” saved.")).toBeTruthy();
  const chip = () => screen.getByRole("link", { name: "By country" });
  await waitFor(() => expect(chip().getAttribute("aria-current")).toBe("page"));

  // Unique, whatever the case: the message beside the field, and the name typed kept.
  await user.click(await screen.findByRole("button", { name: "Save view" }));
  dialog = await screen.findByRole("dialog", { name: "Save this report as a view" });
  const again = within(dialog).getByRole("textbox", { name: "Name" }) as HTMLInputElement;
  await user.clear(again);
  await user.type(again, "  by COUNTRY {Enter}");
  expect((await within(dialog).findByRole("alert")).textContent).toBe("A view with this name already exists.");
  expect(again.value).toBe("  by COUNTRY ");
  await waitFor(() => expect(document.activeElement).toBe(again));
  await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

  // Opened from the page after the report changed: the same report again.
  const groupBy = screen.getByLabelText("Group by") as HTMLSelectElement;
  await user.selectOptions(
    groupBy,
    [...groupBy.options].find((o) => o.textContent === "Date")!,
  );
  await waitFor(() => expect(header(view.table, "Date")).not.toBeNull());
  await waitFor(() => expect(chip().getAttribute("aria-current")).not.toBe("page"));
  await user.click(chip());
  await waitFor(() => expect(header(view.table, "Country")).not.toBeNull());
  expect(header(view.table, "Hits")).toBeNull();
  await waitFor(() => expect(chip().getAttribute("aria-current")).toBe("page"));

  // Kept across a new rendering (a projection of the journal in storage).
  const href = chip().getAttribute("href")!;
  expect(href).toMatch(/groupBy=country/);
  view.unmount();
  view = await openReport("selectedTab=summary", { table: "Summary" });
  expect(await screen.findByRole("link", { name: "By country" })).toBeTruthy();
  view.unmount();

  // The link, opened in another browser (empty storage), shows the same report (grouping, columns); the
  // publisher's views are on the account there too (decision 061).
  freshStorage();
  const other = await renderRoute(href.replace(/^\/publisher/, ""), { signedIn: true });
  const shared = await loadedTable("Summary");
  expect(await within(shared).findByRole("columnheader", { name: "Country" })).toBeTruthy();
  expect(header(shared, "Hits")).toBeNull();
  expect(await screen.findByRole("link", { name: "By country" })).toBeTruthy();

  // Rename from the view's menu (by keyboard), then delete.
  screen.getByRole("button", { name: "Actions for By country" }).focus();
  await other.user.keyboard("{Enter}");
  await other.user.click(await screen.findByRole("menuitem", { name: "Rename" }));
  const rename = await screen.findByRole("dialog", { name: "Rename the view" });
  const renamed = within(rename).getByRole("textbox", { name: "Name" }) as HTMLInputElement;
  expect(renamed.value).toBe("By country");
  await other.user.clear(renamed);
  await other.user.click(within(rename).getByRole("button", { name: "Rename" }));
  expect((await within(rename).findByRole("alert")).textContent).toBe("Enter a name for the view.");
  await other.user.type(renamed, "Countries");
  await other.user.click(within(rename).getByRole("button", { name: "Rename" }));
  expect(await screen.findByText("View renamed to “Countries”.")).toBeTruthy();
  await other.user.click(await screen.findByRole("button", { name: "Actions for Countries" }));
  await other.user.click(await screen.findByRole("menuitem", { name: "Delete" }));
  const confirm = await screen.findByRole("alertdialog", { name: "Are you ready to delete?" });
  expect(confirm.textContent).toContain("Countries");
  await other.user.click(within(confirm).getByRole("button", { name: "Delete" }));
  expect(await screen.findByText("View “Countries” deleted.")).toBeTruthy();
  expect(await screen.findByText("No saved views yet.")).toBeTruthy();
});

for (const [language, reports, dashboard] of REPORT_LANGUAGES) {
  test(`the reports' extras in ${language}`, async () => {
    await demoIn(language);
    const { user } = await openReport("selectedTab=summary", { locale: language, total: reports["reports.total"] });
    expect(await screen.findByRole("heading", { name: reports["reports.views.title"] })).toBeTruthy();
    expect(screen.getByText(reports["reports.views.none"])).toBeTruthy();
    expect(screen.getByRole("button", { name: new RegExp(`^${reports["reports.columns.button"]}`) })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId("report-meta").textContent).toContain(dashboard["dashboard.updated"].replace(/\s*\{when\}\s*/, "").trim()),
    );
    await user.click(await screen.findByRole("button", { name: reports["reports.views.save"] }));
    const dialog = await screen.findByRole("dialog", { name: reports["reports.views.saveTitle"] });
    await user.click(within(dialog).getByRole("button", { name: reports["reports.views.submitSave"] }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(reports["reports.views.nameRequired"]);
  });
}

test("a fresh browser says the saved views are loading until the account's answer, not that there are none", async () => {
  const real = globalThis.fetch;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : null;
    const url = request ? request.url : String(input);
    const method = init?.method ?? request?.method ?? "GET";
    if (url.includes("/report_preferences") && method === "GET") await held;
    return real(input, init);
  });
  await renderRoute("/reports?selectedTab=summary", { signedIn: true });
  const views = await screen.findByRole("region", { name: "Saved views" });
  expect((await within(views).findByRole("status")).textContent).toBe("Loading saved views…");
  expect(within(views).queryByText("No saved views yet.")).toBeNull();
  release();
  await waitFor(() => expect(within(views).getByText("No saved views yet.")).toBeTruthy());
  expect(within(views).queryByRole("status")).toBeNull();
});
