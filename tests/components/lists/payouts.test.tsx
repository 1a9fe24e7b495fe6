/**
 * Getting paid (issue 37 item 3; decision 089), the real Balance and Payments pages signed in against
 * the mock: the payout card (the threshold, the progress towards it as a progressbar with its text, the
 * weekly schedule and the next payment day, the hold, the pending money by day); a payout requested
 * after a confirmation (Cancel first), then the card says it is open and the payments list shows it
 * pending; a card below the threshold (no button, what is missing said); a request the server refuses
 * meanwhile (its text on the card); no active account; a statement per payment as a PDF that pdf-lib
 * reads back; the list's CSV export for its filter. A backend without payout terms (404 or 501): no
 * card, no statement, no export, no error, no toast, no report.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { PDFDocument } from "pdf-lib";
import { beforeAll, beforeEach, expect, test, vi } from "vitest";
import type { PayoutTerms } from "../../../contracts/payout-terms.contract";
import { toasts } from "../../../src/app/toasts";
import { Temporal } from "../../../src/lib/temporal";
import { watchCalls } from "../forms/helpers";
import { DEMO, NEWBIE, mock, renderRoute, signInAs } from "../render";
import { goOffline, goOnline, waitsForNetwork } from "../shell/helpers";
import { demoIn, freshStorage } from "./helpers";

/**
 * The files the page saved: each blob handed to `URL.createObjectURL` and the name of the link then
 * clicked (src/lib/save-file.ts). Spies, restored after each test: a `vi.mock` of the module outlived
 * this file in the worker's one module graph (decision 069) and took the recovery codes' download
 * from tests/components/forms/settings/two-step.test.tsx, or did not apply when that file ran first.
 */
const saved: Array<readonly [Blob, string]> = [];

// The statement's module loads when a statement is asked for; its first load in a worker (the
// transform of it and of pdf-lib's) took the statement test past its limit once on a busy machine.
// Loaded here, the test times the portal's work, not the transform.
beforeAll(async () => {
  await import("../../../src/features/payments/statement-pdf");
});

beforeEach(() => {
  freshStorage();
  saved.length = 0;
  let blob: Blob | undefined;
  vi.spyOn(URL, "createObjectURL").mockImplementation((made) => ((blob = made as Blob), "blob:saved"));
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download && blob) saved.push([blob, this.download]);
  });
});

const card = () => screen.findByRole("region", { name: "Getting paid" });
const serverTerms = async () => (await (await fetch("/publisher/api/payout_terms")).json()) as PayoutTerms;
const money = (amount: number) =>
  `$${new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}`;
const day = (text: string, locale = "en") => Temporal.PlainDate.from(text).toLocaleString(locale, { dateStyle: "medium" });

/** Demo's active payout account (mock-server/store/seed.ts) with its own minimum, the threshold when above $50. */
const setMinimum = async (amount: number) => {
  const answer = await fetch("/publisher/api/publisher_payout_accounts/1", {
    method: "PATCH",
    headers: { "content-type": "application/merge-patch+json" },
    body: JSON.stringify({ minimalPaymentAmount: amount }),
  });
  expect(answer.status).toBe(200);
};

test("the card: the threshold and the progress, the schedule, the hold and the pending money; a payout requested after a confirmation", async () => {
  await signInAs(DEMO);
  const terms = await serverTerms();
  const { user } = await renderRoute("/balance", { signedIn: true });
  const region = await card();
  await within(region).findByText("Payable now");
  expect(region.textContent).toContain(money(terms.payable));
  expect(within(region).getByText("Payout threshold $100.00")).toBeTruthy();
  const bar = within(region).getByRole("progressbar", { name: "Progress towards the payout threshold" });
  expect(bar.getAttribute("aria-valuenow")).toBe("100");
  expect(bar.getAttribute("aria-valuetext")).toBe(`${money(terms.payable)} of $100.00`);
  // The bar's value is said in text too.
  expect(within(region).getByText(`${money(terms.payable)} of $100.00`)).toBeTruthy();
  expect(within(region).getByText("The threshold is reached.")).toBeTruthy();
  expect(within(region).getByText("Paid weekly, on Monday")).toBeTruthy();
  expect(within(region).getByText(`Next payment: ${day(terms.nextPaymentDate)}`)).toBeTruthy();
  expect(within(region).getByText("New earnings are held for 7 days before they become payable.")).toBeTruthy();
  const pending = terms.pending.reduce((sum, p) => sum + Math.round(p.amount * 100), 0) / 100;
  expect(within(region).getByRole("heading", { name: `Pending ${money(pending)}` })).toBeTruthy();
  const first = terms.pending[0]!;
  expect(within(region).getByText(`${money(first.amount)} payable on ${day(first.payableOn)}`)).toBeTruthy();

  // Asked first, Cancel focused: cancelling asks nothing.
  const { calls } = watchCalls();
  await user.click(within(region).getByRole("button", { name: "Request payout" }));
  let dialog = await screen.findByRole("alertdialog", { name: `Request a payout of ${money(terms.payable)}?` });
  expect(
    within(dialog).getByText(`Everything payable now goes to your active payout account and is paid on ${day(terms.nextPaymentDate)}.`),
  ).toBeTruthy();
  await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Cancel" })));
  await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
  await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  expect(calls.filter((c) => c.path === "/publisher/api/payout_requests")).toEqual([]);

  await user.click(within(region).getByRole("button", { name: "Request payout" }));
  dialog = await screen.findByRole("alertdialog");
  await user.click(within(dialog).getByRole("button", { name: "Request payout" }));
  await within(region).findByText(`Your payout request is open: it is paid on ${day(terms.nextPaymentDate)}.`);
  expect(screen.queryByRole("alertdialog")).toBeNull();
  expect(within(region).queryByRole("button", { name: "Request payout" })).toBeNull();
  expect(toasts.get().map((t) => t.messageId)).toContain("payouts.requested");
  // The payout is the newest transaction at once.
  await waitFor(() => expect(screen.getAllByText(`-${money(terms.payable)}`).length).toBeGreaterThan(0));
  const payments = (await (await fetch("/publisher/api/payments")).json())["hydra:member"] as Array<{ status: string; amount: number }>;
  expect(payments[0]).toMatchObject({ status: "pending", amount: terms.payable });
});

test("below the threshold: the progress and what is missing, no Request payout", async () => {
  await signInAs(DEMO);
  await setMinimum(1_000_000);
  const terms = await serverTerms();
  await renderRoute("/balance", { signedIn: true });
  const region = await card();
  await within(region).findByText("Payout threshold $1,000,000.00");
  const bar = within(region).getByRole("progressbar");
  expect(Number(bar.getAttribute("aria-valuenow"))).toBe(Math.floor((Math.round(terms.payable * 100) * 100) / 100_000_000));
  expect(
    within(region).getByText(`${money((100_000_000 - Math.round(terms.payable * 100)) / 100)} more to reach the threshold.`),
  ).toBeTruthy();
  expect(within(region).getByText("A payout can be requested once the payable balance reaches the threshold.")).toBeTruthy();
  expect(within(region).queryByRole("button", { name: "Request payout" })).toBeNull();
});

test("a request the server refuses meanwhile: its text on the card, which then says why", async () => {
  await signInAs(DEMO);
  const { user } = await renderRoute("/balance", { signedIn: true });
  const region = await card();
  await user.click(await within(region).findByRole("button", { name: "Request payout" }));
  const dialog = await screen.findByRole("alertdialog");
  await setMinimum(1_000_000);
  await user.click(within(dialog).getByRole("button", { name: "Request payout" }));
  await waitFor(() =>
    expect(within(region).getByRole("alert").textContent).toMatch(
      /^The payable balance \$[\d,.]+ is below the payout threshold \$1,000,000\.00\.$/,
    ),
  );
  await within(region).findByText("A payout can be requested once the payable balance reaches the threshold.");
  expect(within(region).queryByRole("button", { name: "Request payout" })).toBeNull();
});

test("without an active payout account: said, no Request payout", async () => {
  await renderRoute("/balance", { signedIn: NEWBIE });
  const region = await card();
  await within(region).findByText("Add a payout account and make it active to request a payout.");
  expect(within(region).getByText("Nothing is pending.")).toBeTruthy();
  expect(within(region).queryByRole("button", { name: "Request payout" })).toBeNull();
});

test("offline, Request payout waits for the network, with the reason; back online it asks", async () => {
  const { user } = await renderRoute("/balance", { signedIn: true });
  const region = await card();
  const request = await within(region).findByRole("button", { name: "Request payout" });
  await goOffline();
  try {
    waitsForNetwork(request);
    await user.clickEvenIfDisabled(request);
    expect(screen.queryByRole("alertdialog")).toBeNull();
  } finally {
    await goOnline();
  }
  await waitFor(() => expect(request.hasAttribute("disabled")).toBe(false));
  await user.click(request);
  await screen.findByRole("alertdialog");
});

test("the card in Russian", async () => {
  await demoIn("ru");
  await renderRoute("/balance", { signedIn: true, locale: "ru" });
  const region = await screen.findByRole("region", { name: "Выплаты" });
  await within(region).findByText("Выплаты еженедельно, понедельник");
  expect(within(region).getByRole("button", { name: "Запросить выплату" })).toBeTruthy();
});

test("payments: a statement per payment as a PDF, and the list's export as CSV for its filter", async () => {
  const { user } = await renderRoute("/payments?status=paid", { signedIn: true });
  const statements = await screen.findAllByRole("button", { name: /^Statement \(PDF\) for \d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}$/ });
  const list = (await (await fetch("/publisher/api/payments?status=paid")).json())["hydra:member"] as Array<{
    id: number;
    startDate: string;
    endDate: string;
  }>;
  const first = list[0]!;
  expect(statements[0]!.getAttribute("aria-label")).toBe(`Statement (PDF) for ${first.startDate} – ${first.endDate}`);
  await user.click(statements[0]!);
  await waitFor(() => expect(saved).toHaveLength(1));
  const [pdf, name] = saved[0]!;
  expect(name).toBe(`payment-${first.id}-${first.startDate}.pdf`);
  expect(pdf.type).toBe("application/pdf");
  const doc = await PDFDocument.load(new Uint8Array(await pdf.arrayBuffer()));
  expect(doc.getTitle()).toBe(`Payment statement #${first.id}`);
  expect(doc.getPageCount()).toBeGreaterThan(0);

  await user.click(screen.getByRole("button", { name: "Export" }));
  await waitFor(() => expect(saved).toHaveLength(2));
  const [csv, csvName] = saved[1]!;
  expect(csvName).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await csv.text()).trimEnd().split("\r\n");
  expect(lines[0]).toBe("id,period_start,period_end,method,amount,processor_commission,net,currency,status,notes");
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.slice(1).every((line) => line.split(",")[8] === "paid")).toBe(true);
});

test.each([404, 501])(
  "a backend without payout terms (%i): no card, no statement, no export, no error, no toast, no report",
  async (status) => {
    await mock.post("/__mock/capabilities", { group: "payoutTerms", absent: status });
    const { calls } = watchCalls();
    const { user } = await renderRoute("/balance", { signedIn: true });
    await waitFor(() => expect(calls.filter((c) => c.path === "/publisher/api/payout_terms")).toHaveLength(1));
    await screen.findByRole("region", { name: "Current balance" });
    // A later page of the transactions, asked and shown after the probe's answer: a card would be there by then.
    await user.click(await screen.findByRole("button", { name: "Page 2" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Page 2" }).getAttribute("aria-current")).toBe("page"));
    expect(screen.queryByRole("region", { name: "Getting paid" })).toBeNull();
    expect(calls.filter((c) => c.path === "/publisher/api/payout_terms")).toHaveLength(1);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(toasts.get()).toEqual([]);
    const reports = (await (await fetch("/__mock/error-reports")).json()) as { reports: unknown[] };
    expect(reports.reports).toEqual([]);
  },
);

test.each([404, 501])("payments on a backend without payout terms (%i): the list, no statement, no export", async (status) => {
  await mock.post("/__mock/capabilities", { group: "payoutTerms", absent: status });
  await renderRoute("/payments", { signedIn: true });
  await waitFor(() => expect(screen.getAllByRole("row").length).toBeGreaterThan(2));
  expect(screen.queryByRole("button", { name: /^Statement \(PDF\)/ })).toBeNull();
  expect(screen.queryByRole("button", { name: "Export" })).toBeNull();
  expect(screen.queryByRole("alert")).toBeNull();
  expect(toasts.get()).toEqual([]);
});
