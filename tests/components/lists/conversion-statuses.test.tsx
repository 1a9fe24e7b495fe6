/**
 * Conversion statuses (issue 27.1), moved from e2e/conversion-statuses.spec.ts: the Status column says
 * the status in words beside its colour, the filter keeps one status, a declined conversion shows the
 * server's reason, and the approval rate (approved / all) reads the same on the Conversions list's
 * counts, the Revenue report and the dashboard.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, expect, test } from "vitest";
import { presetRange, toQuery, todayIn } from "../../../src/ui/date-range/range";
import { renderRoute } from "../render";
import { cellOf, columnTexts, dataRows, freshStorage, loadedTable } from "./helpers";

beforeEach(freshStorage);

const ZONE = "Europe/Kyiv";
const LAST_30 = () => encodeURIComponent(toQuery(presetRange("last30Days", todayIn(ZONE))));
const REASONS = /Duplicate conversion|Not confirmed by the advertiser|Fraud suspected|Outside the offer's targeting/;

test("the status column says each status in words, and the filter keeps one status with its reasons", async () => {
  let view = await renderRoute("/conversions", { signedIn: true });
  let table = await loadedTable("Conversions");
  await waitFor(() => expect(new Set(columnTexts(table, "Status")).size).toBeGreaterThan(1));
  // The filter drawer's Status choice narrows the list to declined conversions, with the reason under each badge.
  await view.user.click(await screen.findByRole("button", { name: /^Filters/ }));
  const drawer = await screen.findByRole("dialog", { name: "Filters" });
  await view.user.selectOptions(await within(drawer).findByLabelText("Status"), within(drawer).getByRole("option", { name: "Declined" }));
  await view.user.click(within(drawer).getByRole("button", { name: "Save" }));
  await waitFor(() => expect(screen.getByRole("list", { name: "Applied filters" }).textContent).toContain("Status:Declined"));
  await waitFor(() => expect(table.getAttribute("aria-busy")).toBe("false"));
  await waitFor(() => {
    const statuses = columnTexts(table, "Status");
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((text) => text.startsWith("Declined"))).toBe(true);
  });
  expect(columnTexts(table, "Status").filter((text) => REASONS.test(text)).length).toBeGreaterThan(0);
  // A badge names its status in text; its colour is only a second signal.
  expect(cellOf(dataRows(table)[0]!, "Status").querySelector("[data-status='declined']")!.textContent).toBe("Declined");
  view.unmount();

  view = await renderRoute("/conversions?status=approved", { signedIn: true });
  table = await loadedTable("Conversions");
  await waitFor(() => expect(dataRows(table).length).toBeGreaterThan(0));
  expect(columnTexts(table, "Status").every((text) => text === "Approved")).toBe(true);
});

test("one approval rate: the list's approved / all, its summary, the Revenue report's total and the dashboard's last 30 days", async () => {
  /** The list's "N records" for a query, as a number. */
  const records = async (search: string) => {
    const view = await renderRoute(`/conversions${search}`, { signedIn: true });
    await loadedTable("Conversions");
    const text = (await screen.findByText(/^[\d,]+ records?$/)).textContent!;
    return { view, count: Number(text.replace(/[^\d]/g, "")) };
  };
  const approved = await records(`?dateRange=${LAST_30()}&status=approved`);
  approved.view.unmount();
  const all = await records(`?dateRange=${LAST_30()}`);
  expect(approved.count).toBeGreaterThan(0);
  expect(approved.count).toBeLessThan(all.count);
  const rate = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 2 }).format(
    Math.round((approved.count / all.count) * 1e6) / 1e6,
  );
  // The list's summary says the same, beside its count of each status.
  const summary = await screen.findByRole("group", { name: "Conversions by status" });
  await waitFor(() => expect(within(summary).getByTestId("approval-rate").textContent).toBe(rate));
  expect(summary.textContent).toContain(`Approval rate${rate}`);
  expect(summary.textContent).toContain(`Approved${approved.count.toLocaleString("en-US")}`);
  all.view.unmount();

  const revenue = await renderRoute("/reports?selectedTab=revenue", { signedIn: true });
  const report = await loadedTable("Revenue");
  await waitFor(() => expect(report.querySelector("tfoot")?.textContent).toContain("Total"));
  expect(cellOf(report.querySelector("tfoot tr")!, "Approval rate").textContent).toBe(rate);
  revenue.unmount();

  await renderRoute("/dashboard", { signedIn: true });
  const activity = await screen.findByRole("region", { name: "Activity" });
  await waitFor(() => expect(within(activity).getByRole("region", { name: "Last 30 days" }).textContent).toContain(`Approval rate${rate}`));
});
