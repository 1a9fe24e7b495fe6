/**
 * The list pages' data states (issues 10 and 15; docs/decisions/018-one-data-hook.md), moved from
 * e2e/list-states.spec.ts: a failure is not "No data" (the catalogue's text and Retry, the URL
 * unchanged), rows of another query are never shown, payment methods do not fail silently, one
 * balance request serves the header and the Balance page.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, expect, test, vi } from "vitest";
import { mock, renderRoute } from "../render";
import { columnTexts, dataRows, freshStorage, loadedTable } from "./helpers";

beforeEach(freshStorage);

const fault = (route: string, data: Record<string, unknown> = {}) =>
  mock.post("/__mock/faults", { route, mode: "status", status: 500, ...data });
const pager = () => screen.getByRole("navigation", { name: "Pagination" });
const firstClickId = (table: HTMLElement) =>
  within(table)
    .getAllByRole("button", { name: /^Copy / })[0]!
    .getAttribute("aria-label")!
    .slice(5);

test("a failed first load shows the server's text and Retry, not No data; Retry loads the same query, the URL unchanged", async () => {
  await fault("conversions.list", { status: 503, body: { "hydra:description": "Lists are resting for a minute." } });
  const { user, place } = await renderRoute("/conversions?device=mobile", { signedIn: true });
  const table = await loadedTable("Conversions");
  expect((await within(table).findByRole("alert")).textContent).toBe("Lists are resting for a minute.");
  expect(screen.queryByText("No data")).toBeNull();
  expect(dataRows(table)).toHaveLength(0);
  // Shown once, in place: no notification repeats it.
  expect(screen.getAllByRole("alert")).toHaveLength(1);
  const url = place.current();

  await user.click(within(table).getByRole("button", { name: "Retry" }));
  await waitFor(() => expect(dataRows(table)).toHaveLength(10));
  for (const device of columnTexts(table, "Device")) expect(device).toBe("Mobile");
  expect(place.current()).toBe(url);
  expect(within(table).queryByRole("alert")).toBeNull();
});

test("without a text from the server the error is the generic one (Payments)", async () => {
  await fault("payments.list", { body: {} });
  await renderRoute("/payments", { signedIn: true });
  const table = await loadedTable("Payments");
  expect((await within(table).findByRole("alert")).textContent).toBe(
    "Something went wrong, our system has been notified. We apologize for the inconvenience. Please try again later.",
  );
  expect(within(table).getByRole("button", { name: "Retry" })).toBeTruthy();
  expect(screen.queryByText("No data")).toBeNull();
});

test("a failed page 2 shows its error under page 2, not page 1's rows; Retry loads page 2", async () => {
  const { user, place } = await renderRoute("/conversions", { signedIn: true });
  const table = await loadedTable("Conversions");
  await waitFor(() => expect(dataRows(table)).toHaveLength(10));
  const firstOfPage1 = firstClickId(table);

  await fault("conversions.list", { status: 502 });
  await user.click(within(pager()).getByRole("button", { name: "Next page" }));
  await waitFor(() => expect(new URL(place.current(), "http://x").searchParams.get("page")).toBe("2"));
  await waitFor(() => expect(within(table).getByRole("alert").textContent).toBe("Injected fault: 502"));
  expect(dataRows(table)).toHaveLength(0);
  expect(screen.queryByText(firstOfPage1)).toBeNull();
  expect(screen.getByRole("button", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");

  await user.click(within(table).getByRole("button", { name: "Retry" }));
  await waitFor(() => expect(dataRows(table)).toHaveLength(10));
  expect(new URL(place.current(), "http://x").searchParams.get("page")).toBe("2");
  expect(firstClickId(table)).not.toBe(firstOfPage1);
});

test("while page 2 is on its way, page 1's rows are not shown", async () => {
  const { user, place } = await renderRoute("/conversions", { signedIn: true });
  const table = await loadedTable("Conversions");
  await waitFor(() => expect(dataRows(table)).toHaveLength(10));
  const firstOfPage1 = firstClickId(table);

  // The answer never comes (the request is aborted after the test).
  await fault("conversions.list", { mode: "hang" });
  await user.click(within(pager()).getByRole("button", { name: "Next page" }));
  await waitFor(() => expect(new URL(place.current(), "http://x").searchParams.get("page")).toBe("2"));
  await waitFor(() => expect(table.getAttribute("aria-busy")).toBe("true"));
  expect(dataRows(table)).toHaveLength(0);
  // Page 1's rows may stay in the page to be updated in place, but never shown (decision 019).
  const kept = screen.queryByText(firstOfPage1, { ignore: false });
  if (kept) expect(kept.closest("[hidden]")).not.toBeNull();
  expect(screen.getAllByRole("status").some((status) => status.textContent === "Loading…")).toBe(true);
  expect(screen.queryByText("No data")).toBeNull();
});

test("a lost session while a list loads goes to the login page", async () => {
  await fault("transactions.list", { status: 401 });
  const { place } = await renderRoute("/balance", { signedIn: true });
  await waitFor(() => expect(place.current()).toMatch(/^\/login/));
});

test("a failed list of payment methods says so instead of failing silently", async () => {
  await fault("payout.paymentMethods", { status: 503, body: { "hydra:description": "Payment methods are being updated." } });
  await renderRoute("/payments?dateRange=2025-01-01%20-%202026-12-01", { signedIn: true });
  await waitFor(() =>
    expect(screen.getAllByRole("alert").some((a) => a.textContent?.includes("Payment methods are being updated."))).toBe(true),
  );
  const table = await loadedTable("Payments");
  await waitFor(() => expect(dataRows(table).length).toBeGreaterThan(0));
});

test("opening Balance asks for the balance no second time: the page shows the header's value", async () => {
  const fetch = vi.spyOn(globalThis, "fetch");
  const balanceCalls = () =>
    fetch.mock.calls.filter(([input, init]) => {
      const request = input instanceof Request ? input : null;
      const method = request?.method ?? init?.method ?? "GET";
      return method === "GET" && new URL(request?.url ?? String(input), location.href).pathname === "/publisher/api/ch/balance";
    });
  const { user } = await renderRoute("/dashboard", { signedIn: true });
  const link = await within(screen.getByRole("banner")).findByRole("link", { name: "Balance $12,345.67" });
  await waitFor(() => expect(balanceCalls()).toHaveLength(1));

  await user.click(link);
  expect(await screen.findByRole("heading", { level: 1, name: "Balance" })).toBeTruthy();
  await waitFor(() => expect(screen.getByRole("region", { name: "Current balance" }).textContent).toContain("$12,345.67"));
  const table = await loadedTable("Transactions");
  await waitFor(() => expect(dataRows(table)).toHaveLength(10));
  expect(balanceCalls()).toHaveLength(1);
});
