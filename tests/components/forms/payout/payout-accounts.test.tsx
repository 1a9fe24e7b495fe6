/**
 * Settings › Payout accounts (spec 01 sections 3-5 and 7, spec 02 section 5; issue 11), the real tab
 * signed in as demo: the list, copy and history; add and edit with every message of the form (the
 * client's and the server's) and each step shown; make active; delete with the mailed pin (required,
 * wrong, expired on the mock clock, sent again); the active account's warning; the list's loading,
 * cancelled and failed states; the amount in the publisher's language; Escape asking first; no account
 * value or pin in the stored journal. Moved from e2e/payout-accounts.spec.ts (issue 33); axe and
 * pictures stay browser tests.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { expect, test } from "vitest";
import ru from "../../../../src/i18n/messages/ru/payout-accounts.json" with { type: "json" };
import { mock, renderRoute } from "../../render";
import { cellOf, columnTexts, storedJournal, watchCalls } from "../helpers";

const TAB = "/settings?selectedTab=payoutAccounts";

const openTab = async (options: { locale?: "ru" } = {}) => {
  const view = await renderRoute(TAB, { signedIn: true, ...options });
  await screen.findByRole("table", { name: options.locale ? ru["payout.table.label"] : "Payout accounts" });
  await waitFor(() =>
    expect(columnTexts(table(options.locale), options.locale ? ru["payout.column.method"] : "Method").length).toBeGreaterThan(0),
  );
  return view;
};
const table = (locale?: "ru") => screen.getByRole("table", { name: locale ? ru["payout.table.label"] : "Payout accounts" });
const row = (method: string, locale?: "ru") =>
  within(table(locale))
    .getAllByRole("row")
    .find((r) => r.textContent?.includes(method))!;
const methods = () => columnTexts(table(), "Method");
const statuses = () => columnTexts(table(), "Status");

const pins = async () => (await mock.mailbox("demo@example.com")).filter((m) => m.kind === "pin");
const mailedPin = async () => {
  const pin = (await pins()).at(-1)?.pin;
  if (!pin) throw new Error("no pin in demo's mailbox");
  return pin;
};

test("demo's accounts: method, masked account, minimal payment and the one active; copy and history", async () => {
  const { user } = await openTab();
  expect(methods()).toEqual(["PayPal", "USDT (TRC20)", "Bank wire"]);
  expect(columnTexts(table(), "Account")).toEqual(["d••••@example.com", "••••bLSE", "••••5399"]);
  expect(statuses()).toEqual(["Active", "Make active", "Make active"]);
  // The full numbers are nowhere on the page.
  expect(screen.queryByText("CZ6508000000192000145399")).toBeNull();

  await user.click(await screen.findByRole("button", { name: "Copy account Bank wire ••••5399" }));
  expect(await screen.findByText("Copied to clipboard")).toBeTruthy();
  expect(await navigator.clipboard.readText()).toBe("CZ6508000000192000145399");

  const history = screen.getByRole("button", { name: "History Bank wire ••••5399" });
  expect(history.getAttribute("aria-expanded")).toBe("false");
  await user.click(history);
  await waitFor(() => expect(history.getAttribute("aria-expanded")).toBe("true"));
  const items = within(await screen.findByRole("list", { name: "History of Bank wire ••••5399" })).getAllByRole("listitem");
  expect(items.map((i) => i.textContent)).toEqual([expect.stringMatching(/^Created · /)]);
});

test("add: every message of the form, the server's on its field, each step shown, then listed with its history; the account is journaled masked", async () => {
  const { hold } = watchCalls();
  const { user } = await openTab();
  await user.click(await screen.findByRole("button", { name: "Add payout account" }));
  const dialog = within(await screen.findByRole("dialog", { name: "Add payout account" }));
  await user.click(dialog.getByRole("button", { name: "Save" }));
  expect(await dialog.findByText("Payment method is required")).toBeTruthy();
  expect(dialog.getByText("Payment account is required")).toBeTruthy();

  await user.click(dialog.getByRole("button", { name: /^Payment method/ }));
  await user.click(await screen.findByRole("option", { name: "WebMoney" }));
  await waitFor(() => expect(dialog.queryByText("Payment method is required")).toBeNull());
  expect(dialog.getByText("e.g. Z123456789012")).toBeTruthy();
  expect(dialog.getByText("At least $20.00")).toBeTruthy();
  const account = () => dialog.getByLabelText(/^Account/) as HTMLInputElement;
  const amount = () => dialog.getByLabelText(/^Minimal payment amount/) as HTMLInputElement;
  await user.type(account(), "Z");
  await user.click(dialog.getByRole("button", { name: "Save" }));
  expect(await dialog.findByText("The account should contain at least 2 symbols")).toBeTruthy();
  expect(dialog.getByText("Minimal payment amount is required")).toBeTruthy();
  await user.type(account(), "12");
  await user.click(dialog.getByRole("button", { name: "Save" }));
  expect(await dialog.findByText("Invalid WebMoney account format (e.g. Z123456789012)")).toBeTruthy();

  // The client's rules pass; the server's /validate refuses the amount, on its field; what was typed stays.
  await user.clear(account());
  await user.type(account(), "Z123456789012");
  await user.type(amount(), "5");
  await user.click(dialog.getByRole("button", { name: "Save" }));
  // The same amount as the hint, as money (issue 35.13: "At least $20.00" above "…at least 20").
  expect(await dialog.findByText("Minimal payment amount should be at least $20.00")).toBeTruthy();
  expect(account().value).toBe("Z123456789012");
  expect(amount().value).toBe("5");

  // Each step shows: the check, then the save (each answer held back until its step was seen).
  const held = hold((c) => c.method === "POST" && /^\/publisher\/api\/publisher_payout_accounts(\/validate)?$/.test(c.path));
  await user.clear(amount());
  await user.type(amount(), "25");
  await user.click(dialog.getByRole("button", { name: "Save" }));
  await waitFor(() => expect(dialog.getByRole("status").textContent).toBe("Checking the account…"));
  expect(account().hasAttribute("readonly")).toBe(true);
  await waitFor(() => expect(held.held()).toBe(1));
  held.release();
  await waitFor(() => expect(dialog.getByRole("status").textContent).toBe("Saving…"));
  await waitFor(() => expect(held.held()).toBe(1));
  held.stop();

  await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add payout account" })).toBeNull());
  expect(await screen.findByText("The payout account is saved.")).toBeTruthy();
  await waitFor(() => expect(methods()).toContain("WebMoney"));
  const added = row("WebMoney");
  expect(cellOf(added, "Account").textContent).toBe("••••9012");
  expect(cellOf(added, "Minimal payment").textContent).toBe("$25.00");
  expect(cellOf(added, "Status").textContent).toBe("Make active");
  await user.click(await screen.findByRole("button", { name: "History WebMoney ••••9012" }));
  const items = within(await screen.findByRole("list", { name: "History of WebMoney ••••9012" })).getAllByRole("listitem");
  expect(items.map((i) => i.textContent)).toEqual([expect.stringMatching(/^Created · /)]);

  // The account number and its keystrokes were journaled masked: the stored journal has none of them.
  await waitFor(() => expect(storedJournal()).toContain("field.change"));
  expect(storedJournal()).not.toContain("Z123456789012");
  expect(storedJournal()).not.toContain("Z12");
});

test("a failed check keeps what was typed and says why; Cancel leaves the list as it was", async () => {
  const { user } = await openTab();
  await mock.failOnce("payout.validate", 500, "Payout checks are paused.");
  await user.click(await screen.findByRole("button", { name: "Add payout account" }));
  const dialog = within(await screen.findByRole("dialog", { name: "Add payout account" }));
  await user.click(dialog.getByRole("button", { name: /^Payment method/ }));
  await user.click(await screen.findByRole("option", { name: "Capitalist" }));
  await waitFor(() => expect(dialog.queryByLabelText(/^Minimal payment amount/)).toBeNull());
  await user.type(dialog.getByLabelText(/^Account/), "U1234567");
  await user.click(dialog.getByRole("button", { name: "Save" }));
  await waitFor(() => expect(dialog.getByRole("alert").textContent).toBe("Payout checks are paused."));
  expect(dialog.getByLabelText(/^Account/)).toHaveProperty("value", "U1234567");
  await user.click(dialog.getByRole("button", { name: "Cancel" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  expect(methods()).toEqual(["PayPal", "USDT (TRC20)", "Bank wire"]);
});

test("edit with merge-patch, then make another active: the row says so meanwhile, the marker moves, the history has both and survives a new render", async () => {
  const { hold } = watchCalls();
  const first = await openTab();
  const { user } = first;
  await user.click(await screen.findByRole("button", { name: "Edit USDT (TRC20) ••••bLSE" }));
  const dialog = within(await screen.findByRole("dialog", { name: "Edit payout account" }));
  const account = () => dialog.getByLabelText(/^Account/) as HTMLInputElement;
  expect(account().value).toBe("TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE");
  await user.clear(account());
  await user.type(account(), "TQn9Y2khEsLJW1ChVWFMSMeRDow5Kc");
  await user.click(dialog.getByRole("button", { name: "Save" }));
  expect(await dialog.findByText("Invalid USDT (TRC20) account format (e.g. TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE)")).toBeTruthy();
  await user.clear(account());
  await user.type(account(), "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE");
  await user.clear(dialog.getByLabelText(/^Minimal payment amount/));
  await user.type(dialog.getByLabelText(/^Minimal payment amount/), "150");
  await user.click(dialog.getByRole("button", { name: "Save" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  await waitFor(() => expect(cellOf(row("USDT"), "Minimal payment").textContent).toBe("$150.00"));

  // While the server answers, the row says so and no other action is taken.
  const held = hold((c) => /^\/publisher\/api\/publisher_payout_accounts\/2$/.test(c.path));
  await user.click(await screen.findByRole("button", { name: "Make active USDT (TRC20) ••••bLSE" }));
  await waitFor(() => expect(cellOf(row("USDT"), "Status").textContent).toBe("Activating…"));
  expect(screen.getByRole("button", { name: "Delete Bank wire ••••5399" })).toHaveProperty("disabled", true);
  expect(screen.getByRole("button", { name: "Add payout account" })).toHaveProperty("disabled", true);
  held.stop();
  await waitFor(() => expect(statuses()).toEqual(["Make active", "Active", "Make active"]));
  await user.click(await screen.findByRole("button", { name: "History USDT (TRC20) ••••bLSE" }));
  const history = async () =>
    within(await screen.findByRole("list", { name: "History of USDT (TRC20) ••••bLSE" }))
      .getAllByRole("listitem")
      .map((i) => i.textContent);
  expect(await history()).toEqual([
    expect.stringMatching(/^Created · /),
    expect.stringMatching(/^Edited · /),
    expect.stringMatching(/^Made active · /),
  ]);

  // The server agrees, and the history is the journal's: both survive a new render.
  first.unmount();
  const again = await openTab();
  await waitFor(() => expect(statuses()).toEqual(["Make active", "Active", "Make active"]));
  await again.user.click(await screen.findByRole("button", { name: "History USDT (TRC20) ••••bLSE" }));
  expect(await history()).toEqual([
    expect.stringMatching(/^Created · /),
    expect.stringMatching(/^Edited · /),
    expect.stringMatching(/^Made active · /),
  ]);
});

test("delete with the mailed pin: required, wrong, expired on the mock clock, a new one; deleted; the pin never stored", async () => {
  const { hold } = watchCalls();
  const { user } = await openTab();
  await user.click(await screen.findByRole("button", { name: "Delete Bank wire ••••5399" }));
  const confirm = await screen.findByRole("alertdialog", { name: "Are you ready to delete?" });
  expect(confirm.textContent).toContain("Bank wire ••••5399");
  expect(confirm.textContent).not.toContain("This is your active account.");
  expect(await pins()).toHaveLength(0);
  const sending = hold((c) => c.path.startsWith("/publisher/api/profile/pin_request"));
  await user.click(within(confirm).getByRole("button", { name: "Delete" }));
  await waitFor(() => expect(within(confirm).getByRole("status").textContent).toBe("Sending a pin to your e-mail…"));
  expect(within(confirm).getByRole("button", { name: "Delete" })).toHaveProperty("disabled", true);
  sending.stop();

  const dialog = within(await screen.findByRole("alertdialog", { name: "Enter the pin to delete" }));
  expect(await dialog.findByText("We sent a pin to demo@example.com. Enter it to delete the account.")).toBeTruthy();
  expect(await pins()).toHaveLength(1);
  const pinField = () => dialog.getByLabelText(/^Pin/) as HTMLInputElement;
  await user.click(dialog.getByRole("button", { name: "Delete" }));
  expect(await dialog.findByText("Pin is required")).toBeTruthy();
  await user.type(pinField(), "000000");
  await user.click(dialog.getByRole("button", { name: "Delete" }));
  expect(await dialog.findByText("The pin is invalid.")).toBeTruthy();
  expect(pinField().value).toBe("000000");

  await mock.advanceClock("PT16M");
  await user.clear(pinField());
  await user.type(pinField(), await mailedPin());
  await user.click(dialog.getByRole("button", { name: "Delete" }));
  expect(await dialog.findByText("The pin has expired. Request a new one.")).toBeTruthy();
  expect(methods()).toEqual(["PayPal", "USDT (TRC20)", "Bank wire"]);

  await user.click(dialog.getByRole("button", { name: "Send a new pin" }));
  await waitFor(() => expect(pinField().value).toBe(""));
  await waitFor(async () => expect(await pins()).toHaveLength(2));
  const pin = await mailedPin();
  await user.type(pinField(), pin);
  await user.click(dialog.getByRole("button", { name: "Delete" }));
  await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  expect(await screen.findByText("The payout account is deleted.")).toBeTruthy();
  await waitFor(() => expect(methods()).toEqual(["PayPal", "USDT (TRC20)"]));
  const deleted = within(screen.getByRole("region", { name: "Deleted accounts" }));
  const items = within(await deleted.findByRole("list", { name: "History of Bank wire #3" })).getAllByRole("listitem");
  expect(items.map((i) => i.textContent)).toEqual([expect.stringMatching(/^Deleted · /)]);

  // The pin was redacted before it was stored.
  expect(storedJournal()).toContain("pin.change");
  expect(storedJournal()).not.toContain(`"${pin}"`);
});

test("deleting the active account warns first; Cancel sends no pin; afterwards none is active and the list says so", async () => {
  const { hold } = watchCalls();
  const { user } = await openTab();
  await user.click(await screen.findByRole("button", { name: "Delete PayPal d••••@example.com" }));
  const confirm = await screen.findByRole("alertdialog", { name: "Are you ready to delete?" });
  expect(confirm.textContent).toContain("This is your active account. After deleting it, activate another account to receive payment.");
  await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
  await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  expect(await pins()).toHaveLength(0);

  await user.click(await screen.findByRole("button", { name: "Delete PayPal d••••@example.com" }));
  await user.click(
    within(await screen.findByRole("alertdialog", { name: "Are you ready to delete?" })).getByRole("button", { name: "Delete" }),
  );
  // The pin step opens once the pin was sent.
  const dialog = within(await screen.findByRole("alertdialog", { name: "Enter the pin to delete" }));
  await user.type(dialog.getByLabelText(/^Pin/), await mailedPin());
  const held = hold((c) => c.method === "DELETE" && /^\/publisher\/api\/publisher_payout_accounts\/1/.test(c.path));
  await user.click(dialog.getByRole("button", { name: "Delete" }));
  await waitFor(() => expect(dialog.getByRole("status").textContent).toBe("Deleting…"));
  expect(dialog.getByLabelText(/^Pin/).hasAttribute("readonly")).toBe(true);
  held.stop();
  await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  expect(await screen.findByText("No account is active. Make one active to receive payment.")).toBeTruthy();
  await waitFor(() => expect(statuses()).toEqual(["Make active", "Make active"]));
});

test("a failed pin request stays on the question with the server's text; asking again goes on", async () => {
  const { user } = await openTab();
  await mock.failOnce("profile.pinRequest", 503, "Mail is down.");
  await user.click(await screen.findByRole("button", { name: "Delete Bank wire ••••5399" }));
  const confirm = within(await screen.findByRole("alertdialog", { name: "Are you ready to delete?" }));
  await user.click(confirm.getByRole("button", { name: "Delete" }));
  await waitFor(() => expect(confirm.getByRole("alert").textContent).toBe("Mail is down."));
  await user.click(confirm.getByRole("button", { name: "Delete" }));
  expect(await screen.findByRole("alertdialog", { name: "Enter the pin to delete" })).toBeTruthy();
});

test("the list: loading can be cancelled and retried; a failed load says why", async () => {
  await mock.fault({ route: "payout.list", mode: "hang", times: 1 });
  const { user } = await renderRoute(TAB, { signedIn: true });
  await waitFor(() => expect(screen.getAllByRole("status").some((s) => s.textContent === "Loading payout accounts…")).toBe(true));
  await user.click(await screen.findByRole("button", { name: "Cancel" }));
  expect(await screen.findByText("Loading was cancelled.")).toBeTruthy();
  await mock.failOnce("payout.list", 500, "The ledger is offline.");
  await user.click(await screen.findByRole("button", { name: "Retry" }));
  await waitFor(() => expect(screen.getAllByRole("alert").some((a) => a.textContent === "The ledger is offline.")).toBe(true));
  await user.click(await screen.findByRole("button", { name: "Retry" }));
  await waitFor(() => expect(methods()).toEqual(["PayPal", "USDT (TRC20)", "Bank wire"]));
});

test("the amount is read in the publisher's language; what is not a number, over the maximum or no e-mail says so (issue 25 item 9)", async () => {
  await mock.post("/publisher/api/login", { username: "demo", password: "Demo-pass-1", _remember_me: false });
  const patched = await fetch("/publisher/api/publishers/1001", {
    method: "PATCH",
    headers: { "content-type": "application/merge-patch+json" },
    body: JSON.stringify({ language: "ru" }),
  });
  expect(patched.ok).toBe(true);
  const { user } = await openTab({ locale: "ru" });
  await user.click(await screen.findByRole("button", { name: ru["payout.add"] }));
  const dialog = within(await screen.findByRole("dialog", { name: ru["payout.form.createTitle"] }));
  await user.click(dialog.getByRole("button", { name: new RegExp(`^${ru["payout.field.method"]}`) }));
  await user.click(await screen.findByRole("option", { name: "PayPal" }));
  const account = () => dialog.getByLabelText(new RegExp(`^${ru["payout.field.account"]}`)) as HTMLInputElement;
  const amount = () => dialog.getByLabelText(new RegExp(`^${ru["payout.field.minimalPaymentAmount"]}`)) as HTMLInputElement;
  const saveIt = () => user.click(dialog.getByRole("button", { name: ru["payout.form.save"] }));
  const retype = async (control: HTMLInputElement, text: string) => {
    await user.clear(control);
    await user.type(control, text);
  };
  await retype(account(), "<script>@x.com");
  await retype(amount(), "abc");
  await saveIt();
  expect(await dialog.findByText("Неверный формат счёта PayPal (например, name@example.com)")).toBeTruthy();
  expect(dialog.getByText("Введите сумму числом, например 50,5")).toBeTruthy();
  await retype(account(), "payouts@example.org");
  await retype(amount(), "1e9");
  await saveIt();
  await waitFor(() => expect(dialog.queryByText(/^Неверный формат счёта PayPal/)).toBeNull());
  expect(dialog.getByText("Введите сумму числом, например 50,5")).toBeTruthy();
  await retype(amount(), "2000000");
  await saveIt();
  expect(await dialog.findByText(/^Минимальная сумма выплаты должна быть не больше 1\s000\s000$/)).toBeTruthy();
  expect(amount().value).toBe("2000000");
  await retype(amount(), "50,5");
  await saveIt();
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  await waitFor(() => expect(row("p••••@example.org", "ru")).toBeTruthy());
  expect(cellOf(row("p••••@example.org", "ru"), ru["payout.column.minimalPayment"]).textContent).toBe("$50.50");
});

test("Escape asks before throwing away a typed account (issue 25 item 8)", async () => {
  const { user } = await openTab();
  await user.click(await screen.findByRole("button", { name: "Add payout account" }));
  const dialog = within(await screen.findByRole("dialog", { name: "Add payout account" }));
  await user.type(dialog.getByLabelText(/^Account/), "Z123");
  await user.keyboard("{Escape}");
  const ask = within(await screen.findByRole("alertdialog", { name: "Discard your changes?" }));
  await user.click(ask.getByRole("button", { name: "Keep editing" }));
  await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  expect(dialog.getByLabelText(/^Account/)).toHaveProperty("value", "Z123");
  await user.keyboard("{Escape}");
  await user.click(
    within(await screen.findByRole("alertdialog", { name: "Discard your changes?" })).getByRole("button", { name: "Discard" }),
  );
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
});
