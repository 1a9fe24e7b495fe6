/**
 * Settings › Payout accounts (spec 01 sections 3-5 and 7, spec 02 section 5; issue 11): demo's list
 * with method, masked account and the active marker; add and edit with every message of the form
 * (the client's and the server's), each step of the flow shown; make active; delete with the pin the
 * mock mailed (required, wrong, expired on the mock clock, sent again); the active account's
 * warning; the list's loading, cancelled and failed states; history and copy; no account value or
 * pin in the stored journal; axe and screenshots in light and dark.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import ru from "../src/i18n/messages/ru/payout-accounts.json" with { type: "json" };
import { expect, test } from "./fixtures";
import { picture } from "./pictures";
import { seriousViolations } from "./axe";
import { signIn } from "./helpers";
import { cellOf, columnTexts } from "./table";

const TAB = "/publisher/settings?selectedTab=payoutAccounts";

const openTab = async (page: Page) => {
  await signIn(page);
  await page.goto(TAB);
  await expect(page.getByRole("table", { name: "Payout accounts" })).toBeVisible();
};

const table = (page: Page) => page.getByRole("table", { name: "Payout accounts" });
const row = (page: Page, method: string) => table(page).getByRole("row").filter({ hasText: method });

/** The newest pin the mock mailed to demo. */
const mailedPin = async (request: APIRequestContext): Promise<string> => {
  const answer = (await (await request.get("/__mock/mailbox?to=demo@example.com")).json()) as {
    messages: Array<{ kind: string; pin?: string }>;
  };
  const pin = answer.messages.filter((m) => m.kind === "pin").at(-1)?.pin;
  if (!pin) throw new Error("no pin in demo's mailbox");
  return pin;
};

const pinCount = async (request: APIRequestContext) =>
  ((await (await request.get("/__mock/mailbox?to=demo@example.com")).json()) as { messages: Array<{ kind: string }> }).messages.filter(
    (m) => m.kind === "pin",
  ).length;

test("demo's accounts: method, masked account, minimal payment and the one active; copy and history", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openTab(page);
  expect(await columnTexts(table(page), "Method")).toEqual(["PayPal", "USDT (TRC20)", "Bank wire"]);
  expect(await columnTexts(table(page), "Account")).toEqual(["d••••@example.com", "••••bLSE", "••••5399"]);
  expect(await columnTexts(table(page), "Status")).toEqual(["Active", "Make active", "Make active"]);
  // The full numbers are nowhere on the page.
  await expect(page.getByText("CZ6508000000192000145399")).toHaveCount(0);

  await page.getByRole("button", { name: "Copy account Bank wire ••••5399" }).click();
  await expect(page.getByText("Copied to clipboard")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("CZ6508000000192000145399");

  const history = page.getByRole("button", { name: "History Bank wire ••••5399" });
  await expect(history).toHaveAttribute("aria-expanded", "false");
  await history.click();
  await expect(history).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("list", { name: "History of Bank wire ••••5399" }).getByRole("listitem")).toHaveText([/^Created · /]);
});

test("add: every message of the form, the server's on its field, each step shown, then listed with its history", async ({ page }) => {
  await openTab(page);
  await page.getByRole("button", { name: "Add payout account" }).click();
  const dialog = page.getByRole("dialog", { name: "Add payout account" });
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Payment method is required")).toBeVisible();
  await expect(dialog.getByText("Payment account is required")).toBeVisible();

  await dialog.getByRole("button", { name: "Payment method" }).click();
  await page.getByRole("option", { name: "WebMoney" }).click();
  await expect(dialog.getByText("Payment method is required")).toHaveCount(0);
  await expect(dialog.getByText("e.g. Z123456789012")).toBeVisible();
  await expect(dialog.getByText("At least $20.00")).toBeVisible();
  const account = dialog.getByLabel("Account");
  await account.fill("Z");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("The account should contain at least 2 symbols")).toBeVisible();
  await expect(dialog.getByText("Minimal payment amount is required")).toBeVisible();
  await account.fill("Z12");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Invalid WebMoney account format (e.g. Z123456789012)")).toBeVisible();

  // The client's rules pass; the server's /validate refuses the amount, on its field; what was typed stays.
  await account.fill("Z123456789012");
  await dialog.getByLabel("Minimal payment amount").fill("5");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Minimal payment amount should be at least 20")).toBeVisible();
  await expect(account).toHaveValue("Z123456789012");
  await expect(dialog.getByLabel("Minimal payment amount")).toHaveValue("5");

  // Each step shows: the check, then the save (each answer held back until its step was seen).
  let release: Array<() => void> = [];
  await page.route(/\/publisher\/api\/publisher_payout_accounts(\/validate)?$/, async (route) => {
    await new Promise<void>((resolve) => release.push(resolve));
    await route.continue();
  });
  await dialog.getByLabel("Minimal payment amount").fill("25");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Checking the account…");
  await expect(account).toHaveAttribute("readonly", "");
  await expect.poll(() => release.length).toBe(1);
  release.shift()!();
  await expect(dialog.getByRole("status")).toHaveText("Saving…");
  await expect.poll(() => release.length).toBe(1);
  release.shift()!();
  release = [];

  await expect(dialog).toHaveCount(0);
  await expect(page.getByText("The payout account is saved.")).toBeVisible();
  const added = row(page, "WebMoney");
  await expect(await cellOf(added, "Account")).toHaveText("••••9012");
  await expect(await cellOf(added, "Minimal payment")).toHaveText("$25.00");
  await expect(await cellOf(added, "Status")).toHaveText("Make active");
  await page.getByRole("button", { name: "History WebMoney ••••9012" }).click();
  await expect(page.getByRole("list", { name: "History of WebMoney ••••9012" }).getByRole("listitem")).toHaveText([/^Created · /]);

  // The account number and its keystrokes were journaled masked: the stored journal has none of them.
  const stored = await page.evaluate(() => localStorage.getItem("publisher-portal.journal") ?? "");
  expect(stored).toContain("field.change");
  expect(stored).not.toContain("Z123456789012");
  expect(stored).not.toContain("Z12");
});

test("a failed check keeps what was typed and says why; Cancel leaves the list as it was", async ({ page, request, allowErrors }) => {
  allowErrors(/^response 500 POST \/publisher\/api\/publisher_payout_accounts\/validate/);
  await openTab(page);
  await request.post("/__mock/faults", {
    data: { route: "payout.validate", mode: "status", status: 500, times: 1, body: { "hydra:description": "Payout checks are paused." } },
  });
  await page.getByRole("button", { name: "Add payout account" }).click();
  const dialog = page.getByRole("dialog", { name: "Add payout account" });
  await dialog.getByRole("button", { name: "Payment method" }).click();
  await page.getByRole("option", { name: "Capitalist" }).click();
  await expect(dialog.getByLabel("Minimal payment amount")).toHaveCount(0);
  await dialog.getByLabel("Account").fill("U1234567");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Payout checks are paused.");
  await expect(dialog.getByLabel("Account")).toHaveValue("U1234567");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  expect(await columnTexts(table(page), "Method")).toEqual(["PayPal", "USDT (TRC20)", "Bank wire"]);
});

test("edit with merge-patch, then make another active: the marker moves and both show in the history", async ({ page }) => {
  await openTab(page);
  await page.getByRole("button", { name: "Edit USDT (TRC20) ••••bLSE" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit payout account" });
  await expect(dialog.getByLabel("Account")).toHaveValue("TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE");
  await dialog.getByLabel("Account").fill("TQn9Y2khEsLJW1ChVWFMSMeRDow5Kc");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Invalid USDT (TRC20) account format (e.g. TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE)")).toBeVisible();
  await dialog.getByLabel("Account").fill("TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE");
  await dialog.getByLabel("Minimal payment amount").fill("150");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(await cellOf(row(page, "USDT"), "Minimal payment")).toHaveText("$150.00");

  // While the server answers, the row says so and no other action is taken.
  let release = () => {};
  await page.route(/\/publisher\/api\/publisher_payout_accounts\/2$/, async (route) => {
    await new Promise<void>((resolve) => (release = resolve));
    await route.continue();
  });
  await page.getByRole("button", { name: "Make active USDT (TRC20) ••••bLSE" }).click();
  await expect(await cellOf(row(page, "USDT"), "Status")).toHaveText("Activating…");
  await expect(page.getByRole("button", { name: "Delete Bank wire ••••5399" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Add payout account" })).toBeDisabled();
  release();
  await expect(await cellOf(row(page, "USDT"), "Status")).toHaveText("Active");
  await page.unroute(/\/publisher\/api\/publisher_payout_accounts\/2$/);
  expect(await columnTexts(table(page), "Status")).toEqual(["Make active", "Active", "Make active"]);
  await page.getByRole("button", { name: "History USDT (TRC20) ••••bLSE" }).click();
  await expect(page.getByRole("list", { name: "History of USDT (TRC20) ••••bLSE" }).getByRole("listitem")).toHaveText([
    /^Created · /,
    /^Edited · /,
    /^Made active · /,
  ]);

  // The server agrees, and the history is the journal's: both survive a reload.
  await page.reload();
  expect(await columnTexts(table(page), "Status")).toEqual(["Make active", "Active", "Make active"]);
  await page.getByRole("button", { name: "History USDT (TRC20) ••••bLSE" }).click();
  await expect(page.getByRole("list", { name: "History of USDT (TRC20) ••••bLSE" }).getByRole("listitem")).toHaveText([
    /^Created · /,
    /^Edited · /,
    /^Made active · /,
  ]);
});

test("delete with the mailed pin: required, wrong, expired on the mock clock, a new one; deleted", async ({
  page,
  request,
  allowErrors,
}) => {
  allowErrors(/^response 422 DELETE \/publisher\/api\/publisher_payout_accounts\/3/);
  await openTab(page);
  await page.getByRole("button", { name: "Delete Bank wire ••••5399" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Are you ready to delete?" });
  await expect(confirm).toContainText("Bank wire ••••5399");
  await expect(confirm.getByText("This is your active account.", { exact: false })).toHaveCount(0);
  expect(await pinCount(request)).toBe(0);
  let release = () => {};
  await page.route(/\/publisher\/api\/profile\/pin_request$/, async (route) => {
    await new Promise<void>((resolve) => (release = resolve));
    await route.continue();
  });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm.getByRole("status")).toHaveText("Sending a pin to your e-mail…");
  await expect(confirm.getByRole("button", { name: "Delete" })).toBeDisabled();
  release();

  const dialog = page.getByRole("alertdialog", { name: "Enter the pin to delete" });
  await expect(dialog).toBeVisible();
  await page.unroute(/\/publisher\/api\/profile\/pin_request$/);
  await expect(dialog).toContainText("We sent a pin to demo@example.com. Enter it to delete the account.");
  expect(await pinCount(request)).toBe(1);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(dialog.getByText("Pin is required")).toBeVisible();
  await dialog.getByLabel("Pin").fill("000000");
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(dialog.getByText("The pin is invalid.")).toBeVisible();
  await expect(dialog.getByLabel("Pin")).toHaveValue("000000");

  await request.post("/__mock/clock", { data: { advance: "PT16M" } });
  await dialog.getByLabel("Pin").fill(await mailedPin(request));
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(dialog.getByText("The pin has expired. Request a new one.")).toBeVisible();
  expect(await columnTexts(table(page), "Method")).toEqual(["PayPal", "USDT (TRC20)", "Bank wire"]);

  await dialog.getByRole("button", { name: "Send a new pin" }).click();
  await expect(dialog.getByLabel("Pin")).toHaveValue("");
  await expect.poll(() => pinCount(request)).toBe(2);
  const pin = await mailedPin(request);
  await dialog.getByLabel("Pin").fill(pin);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText("The payout account is deleted.")).toBeVisible();
  expect(await columnTexts(table(page), "Method")).toEqual(["PayPal", "USDT (TRC20)"]);
  const deleted = page.getByRole("region", { name: "Deleted accounts" });
  await expect(deleted.getByRole("list", { name: "History of Bank wire #3" }).getByRole("listitem")).toHaveText([/^Deleted · /]);
  await picture(page, "payout-deleted.png", { fullPage: true });

  // The pin was redacted before it was stored.
  const stored = await page.evaluate(() => localStorage.getItem("publisher-portal.journal") ?? "");
  expect(stored).toContain("pin.change");
  expect(stored).not.toContain(`"${pin}"`);
});

test("deleting the active account warns first; afterwards none is active and the list says so", async ({ page, request }) => {
  await openTab(page);
  await page.getByRole("button", { name: "Delete PayPal d••••@example.com" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Are you ready to delete?" });
  await expect(confirm).toContainText("This is your active account. After deleting it, activate another account to receive payment.");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toHaveCount(0);
  expect(await pinCount(request)).toBe(0);

  await page.getByRole("button", { name: "Delete PayPal d••••@example.com" }).click();
  await page.getByRole("alertdialog", { name: "Are you ready to delete?" }).getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Enter the pin to delete" });
  // The pin step opens once the pin was sent.
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Pin").fill(await mailedPin(request));
  let release = () => {};
  await page.route(/\/publisher\/api\/publisher_payout_accounts\/1$/, async (route) => {
    await new Promise<void>((resolve) => (release = resolve));
    await route.continue();
  });
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Deleting…");
  await expect(dialog.getByLabel("Pin")).toHaveAttribute("readonly", "");
  release();
  await expect(dialog).toHaveCount(0);
  await page.unroute(/\/publisher\/api\/publisher_payout_accounts\/1$/);
  await expect(page.getByText("No account is active. Make one active to receive payment.")).toBeVisible();
  expect(await columnTexts(table(page), "Status")).toEqual(["Make active", "Make active"]);
});

test("a failed pin request stays on the question with the server's text", async ({ page, request, allowErrors }) => {
  allowErrors(/^response 503 GET \/publisher\/api\/profile\/pin_request/);
  await openTab(page);
  await request.post("/__mock/faults", {
    data: { route: "profile.pinRequest", mode: "status", status: 503, times: 1, body: { "hydra:description": "Mail is down." } },
  });
  await page.getByRole("button", { name: "Delete Bank wire ••••5399" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Are you ready to delete?" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm.getByRole("alert")).toHaveText("Mail is down.");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("alertdialog", { name: "Enter the pin to delete" })).toBeVisible();
});

test("the list: loading can be cancelled and retried; a failed load says why", async ({ page, request, allowErrors }) => {
  allowErrors(/^response 500 GET \/publisher\/api\/publisher_payout_accounts/);
  await signIn(page);
  await request.post("/__mock/faults", { data: { route: "payout.list", mode: "hang", times: 1 } });
  await page.goto(TAB);
  await expect(page.getByRole("status")).toHaveText("Loading payout accounts…");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByText("Loading was cancelled.")).toBeVisible();
  await request.post("/__mock/faults", {
    data: { route: "payout.list", mode: "status", status: 500, times: 1, body: { "hydra:description": "The ledger is offline." } },
  });
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("alert")).toHaveText("The ledger is offline.");
  await page.getByRole("button", { name: "Retry" }).click();
  expect(await columnTexts(table(page), "Method")).toEqual(["PayPal", "USDT (TRC20)", "Bank wire"]);
});

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`${colorScheme} scheme`, () => {
    test.use({ colorScheme });

    test("the list, the form with its messages and the pin step pass axe; screenshots at 1440, 1023 and 767", async ({ page, request }) => {
      await openTab(page);
      await page.getByRole("button", { name: "History PayPal d••••@example.com" }).click();
      expect(await seriousViolations(page), "list").toEqual([]);
      for (const width of [1440, 1023, 767]) {
        await page.setViewportSize({ width, height: 900 });
        await picture(page, `payout-accounts-${width}-${colorScheme}.png`, { fullPage: true });
      }
      await page.setViewportSize({ width: 1440, height: 900 });

      await page.getByRole("button", { name: "Add payout account" }).click();
      const dialog = page.getByRole("dialog", { name: "Add payout account" });
      await dialog.getByRole("button", { name: "Payment method" }).click();
      await page.getByRole("option", { name: "WebMoney" }).click();
      await dialog.getByLabel("Account").fill("Z12");
      await dialog.getByRole("button", { name: "Save" }).click();
      await expect(dialog.getByText("Invalid WebMoney account format (e.g. Z123456789012)")).toBeVisible();
      expect(await seriousViolations(page), "form").toEqual([]);
      for (const width of [1440, 767]) {
        await page.setViewportSize({ width, height: 900 });
        await picture(page, `payout-form-${width}-${colorScheme}.png`);
      }
      await page.setViewportSize({ width: 1440, height: 900 });
      await dialog.getByRole("button", { name: "Cancel" }).click();

      await page.getByRole("button", { name: "Delete PayPal d••••@example.com" }).click();
      const confirm = page.getByRole("alertdialog", { name: "Are you ready to delete?" });
      expect(await seriousViolations(page), "confirm").toEqual([]);
      await picture(page, `payout-confirm-${colorScheme}.png`);
      await confirm.getByRole("button", { name: "Delete" }).click();
      const pin = page.getByRole("alertdialog", { name: "Enter the pin to delete" });
      await expect.poll(() => pinCount(request)).toBe(1);
      await pin.getByRole("button", { name: "Delete" }).click();
      await expect(pin.getByText("Pin is required")).toBeVisible();
      expect(await seriousViolations(page), "pin").toEqual([]);
      for (const width of [1440, 767]) {
        await page.setViewportSize({ width, height: 900 });
        await picture(page, `payout-pin-${width}-${colorScheme}.png`);
      }
    });
  });
}

test("the amount is read in the publisher's language; what is not a number, over the maximum or no e-mail says so (issue 25 item 9)", async ({
  page,
}) => {
  await signIn(page);
  await page.request.patch("/publisher/api/publishers/1001", {
    data: { language: "ru" },
    headers: { "content-type": "application/merge-patch+json" },
  });
  await page.goto(TAB);
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  await page.getByRole("button", { name: ru["payout.add"] }).click();
  const dialog = page.getByRole("dialog", { name: ru["payout.form.createTitle"] });
  await dialog.getByRole("button", { name: new RegExp(`^${ru["payout.field.method"]}`) }).click();
  await page.getByRole("option", { name: "PayPal" }).click();
  const account = dialog.getByLabel(ru["payout.field.account"]);
  const amount = dialog.getByLabel(ru["payout.field.minimalPaymentAmount"]);
  await account.fill("<script>@x.com");
  await amount.fill("abc");
  await dialog.getByRole("button", { name: ru["payout.form.save"] }).click();
  await expect(dialog.getByText("Неверный формат счёта PayPal (например, name@example.com)")).toBeVisible();
  await expect(dialog.getByText("Введите сумму числом, например 50,5")).toBeVisible();
  await account.fill("payouts@example.org");
  await amount.fill("1e9");
  await dialog.getByRole("button", { name: ru["payout.form.save"] }).click();
  await expect(dialog.getByText("Введите сумму числом, например 50,5")).toBeVisible();
  await amount.fill("2000000");
  await dialog.getByRole("button", { name: ru["payout.form.save"] }).click();
  await expect(dialog.getByText(/^Минимальная сумма выплаты должна быть не больше 1\s000\s000$/)).toBeVisible();
  await expect(amount).toHaveValue("2000000");
  await amount.fill("50,5");
  await dialog.getByRole("button", { name: ru["payout.form.save"] }).click();
  await expect(dialog).toHaveCount(0);
  const added = page.getByRole("table", { name: ru["payout.table.label"] }).getByRole("row").filter({ hasText: "p••••@example.org" });
  await expect(await cellOf(added, ru["payout.column.minimalPayment"])).toHaveText("$50.50");
});

test("Escape asks before throwing away a typed account (issue 25 item 8)", async ({ page }) => {
  await openTab(page);
  await page.getByRole("button", { name: "Add payout account" }).click();
  const dialog = page.getByRole("dialog", { name: "Add payout account" });
  await dialog.getByLabel("Account").fill("Z123");
  await page.keyboard.press("Escape");
  const ask = page.getByRole("alertdialog", { name: "Discard your changes?" });
  await ask.getByRole("button", { name: "Keep editing" }).click();
  await expect(dialog.getByLabel("Account")).toHaveValue("Z123");
  await page.keyboard.press("Escape");
  await ask.getByRole("button", { name: "Discard" }).click();
  await expect(dialog).toHaveCount(0);
});
