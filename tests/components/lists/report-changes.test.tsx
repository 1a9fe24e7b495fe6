/**
 * Issue 35.8, numbers that read wrong: the approval rate's change against the period before is a
 * difference in percentage points ("−4.1 pp"), not a relative change of a percentage; a rise in
 * pending conversions is no good news (grey), a rise in declined ones bad news (red). On the
 * Conversions list a Status filter leaves the approval rate out (declined alone would read "0%").
 */
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, expect, test } from "vitest";
import { renderRoute } from "../render";
import { freshStorage, loadedTable } from "./helpers";

beforeEach(freshStorage);

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
type Totals = { approvalRate: number | null; pending: number; declined: number };
const totalsOf = async (dateRange: string) =>
  (
    (await (await fetch(`/publisher/api/ch/reports/revenue?groupBy=date&dateRange=${encodeURIComponent(dateRange)}`)).json()) as {
      totals: Totals;
    }
  ).totals;

/** The badge beside a metric's name in the lines above the table. */
const badgeOf = (name: string) => {
  const row = [...screen.getByTestId("report-meta").querySelectorAll("dl > div")].find(
    (div) => div.querySelector("dt")?.textContent === name,
  );
  return row?.querySelector("dd > span") ?? null;
};
const GREEN = "text-emerald-700";
const RED = "text-red-700";
const GREY = "text-slate-500";

test("the approval rate's change is in percentage points; pending is grey, declined red when it rises", async () => {
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  const range = `${isoDay(today - 20 * DAY)} - ${isoDay(today - 6 * DAY)}`;
  const before = `${isoDay(today - 34 * DAY)} - ${isoDay(today - 20 * DAY)}`;
  await renderRoute(`/reports?selectedTab=revenue&groupBy=date&dateRange=${encodeURIComponent(range)}`, { signedIn: true });
  const table = await loadedTable("Revenue");
  await waitFor(() => expect(table.querySelector("tfoot")?.textContent).toContain("Total"));
  await waitFor(() => expect(badgeOf("Approval rate")?.textContent).toMatch(/pp$|—$/));
  const [now, then] = [await totalsOf(range), await totalsOf(before)];
  expect(now.approvalRate).not.toBeNull();
  expect(then.approvalRate).not.toBeNull();

  const points = Math.round((now.approvalRate! - then.approvalRate!) * 1000) / 10;
  const text = `${new Intl.NumberFormat("en", { maximumFractionDigits: 1, signDisplay: "exceptZero" }).format(points)} pp`;
  expect(badgeOf("Approval rate")!.textContent).toBe(`Change against the period before: ${text}`);
  expect(badgeOf("Approval rate")!.className).toContain(points > 0 ? GREEN : points < 0 ? RED : GREY);

  // Pending: grey whichever way it went; declined: red when it rose, green when it fell.
  expect(now.pending).not.toBe(then.pending);
  expect(badgeOf("Pending")!.className).toContain(GREY);
  expect(now.declined).not.toBe(then.declined);
  expect(badgeOf("Declined")!.className).toContain(now.declined > then.declined ? RED : GREEN);
});

test("a Status filter on the Conversions list leaves the approval rate out of the summary, the counts stay", async () => {
  const view = await renderRoute("/conversions?status=declined", { signedIn: true });
  await loadedTable("Conversions");
  const summary = await screen.findByRole("group", { name: "Conversions by status" });
  await waitFor(() => expect(within(summary).getByText("Declined").nextElementSibling?.textContent).toMatch(/^[1-9][\d,]*$/));
  expect(within(summary).queryByTestId("approval-rate")).toBeNull();
  expect(summary.textContent).not.toContain("Approval rate");
  view.unmount();

  await renderRoute("/conversions", { signedIn: true });
  await loadedTable("Conversions");
  const all = await screen.findByRole("group", { name: "Conversions by status" });
  await waitFor(() => expect(within(all).getByTestId("approval-rate").textContent).toMatch(/%$/));
});
