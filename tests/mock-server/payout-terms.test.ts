/**
 * Getting paid in the mock (issue 37 item 3; docs/decisions/089-getting-paid.md): the terms and the
 * publisher's standing (the threshold, what is payable, the held money by the day it becomes payable on
 * the mock's clock, the next payment day); a payout request taken only with an active account, at or
 * above the threshold and with none open, refused otherwise in the request's language; the request's
 * payment listed as pending and paid on the schedule's day by the clock; a statement's amounts per
 * offer summing to the payment; the CSV export of the list's filters; a capability switched off.
 */
import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Payment } from "../../contracts/payments.contract";
import type { PaymentStatement, PayoutTerms } from "../../contracts/payout-terms.contract";
import { nextPaymentDay } from "../../mock-server/handlers/payout-standing";
import { API, type Mock, client, startMock } from "./helpers";

let mock: Mock;
let demo: ReturnType<typeof client>;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.app.close());

const KYIV = "Europe/Kyiv";
const LD = "application/ld+json";
const cents = (amount: number) => Math.round(amount * 100);

/** Sets the mock's clock to `at` (a wall-clock time in Kyiv, demo's zone) and reseeds there. */
const resetAt = async (at: string) => {
  await mock.app.inject({ method: "POST", url: "/__mock/reset" });
  mock.clock.set(Temporal.PlainDateTime.from(at).toZonedDateTime(KYIV).toInstant().toString());
  mock.store.reset(mock.store.seed);
  demo = client(mock);
  await demo.login();
};
// A Wednesday: the schedule's next Monday is 2026-11-23.
beforeEach(() => resetAt("2026-11-18T08:30"));

const terms = async (who = demo) => (await who.get(`${API}/payout_terms`)).json() as PayoutTerms;
const request = (who = demo) => who.post(`${API}/payout_requests`, {}, LD);
const advance = (duration: string) => mock.app.inject({ method: "POST", url: "/__mock/clock", payload: { advance: duration } });
const messages = (answer: { json(): { violations: Array<{ message: string }> } }) => answer.json().violations.map((v) => v.message);
const payments = async (query = "") =>
  (await demo.get(`${API}/payments${query}`)).json() as { "hydra:member": Payment[]; "hydra:totalItems": number };

describe("the terms", () => {
  it("answer the threshold, the weekly schedule, the hold and the standing, in cents that add up", async () => {
    const t = await terms();
    expect(t).toMatchObject({
      "@type": "PayoutTerms",
      timeZone: KYIV,
      // The active account's own minimum ($100) is above the network's $50.
      threshold: 100,
      schedule: { frequency: "weekly", day: 1 },
      holdDays: 7,
      nextPaymentDate: "2026-11-23",
      requestsAllowed: true,
      refusal: null,
      openRequest: null,
    });
    expect(t.pending.length).toBeGreaterThan(0);
    for (const p of t.pending) {
      expect(p.payableOn > "2026-11-18").toBe(true);
      expect(p.payableOn <= "2026-11-25").toBe(true);
    }
    expect([...t.pending].map((p) => p.payableOn)).toEqual([...t.pending].map((p) => p.payableOn).sort());
    expect(cents(t.payable) + t.pending.reduce((sum, p) => sum + cents(p.amount), 0)).toBe(cents(t.balance));
  });

  it("make held money payable as the clock passes its day", async () => {
    const before = await terms();
    const first = before.pending[0]!;
    await advance("P1D");
    const after = await terms();
    expect(after.pending.map((p) => p.payableOn)).not.toContain(first.payableOn);
    expect(cents(after.payable)).toBe(cents(before.payable) + cents(first.amount));
    await advance("P7D");
    const later = await terms();
    expect(later.pending).toEqual([]);
    expect(later.payable).toBe(later.balance);
    expect(later.nextPaymentDate).toBe("2026-11-30");
  });
});

describe("the schedule's next payment day", () => {
  const day = (text: string) => Temporal.PlainDate.from(text);
  it("weekly: the next such weekday, never today", () => {
    expect(nextPaymentDay(day("2026-11-18"), { frequency: "weekly", day: 1 }).toString()).toBe("2026-11-23");
    expect(nextPaymentDay(day("2026-11-23"), { frequency: "weekly", day: 1 }).toString()).toBe("2026-11-30");
    expect(nextPaymentDay(day("2026-11-22"), { frequency: "weekly", day: 7 }).toString()).toBe("2026-11-29");
  });
  it("monthly: the day of this month or the next, the last day of a shorter month", () => {
    expect(nextPaymentDay(day("2026-11-18"), { frequency: "monthly", day: 15 }).toString()).toBe("2026-12-15");
    expect(nextPaymentDay(day("2026-11-14"), { frequency: "monthly", day: 15 }).toString()).toBe("2026-11-15");
    expect(nextPaymentDay(day("2027-01-31"), { frequency: "monthly", day: 31 }).toString()).toBe("2027-02-28");
    expect(nextPaymentDay(day("2028-02-10"), { frequency: "monthly", day: 31 }).toString()).toBe("2028-02-29");
  });
});

describe("a payout request", () => {
  it("pays everything payable into a pending payment that the list shows, and takes it from the balance", async () => {
    const before = await terms();
    const answer = await request();
    expect(answer.statusCode).toBe(201);
    const payment = answer.json() as Payment;
    expect(payment).toMatchObject({
      status: "pending",
      amount: before.payable,
      endDate: "2026-11-18",
      notes: expect.stringContaining("2026-11-23"),
    });
    expect((await payments())["hydra:member"][0]).toEqual(payment);
    const after = await terms();
    expect(after.refusal).toBe("requestOpen");
    expect(after.openRequest).toBe(payment["@id"]);
    expect(after.payable).toBe(0);
    expect(cents(after.balance)).toBe(cents(before.balance) - cents(before.payable));
    const transactions = (await demo.get(`${API}/ch/transactions`)).json()["hydra:member"] as Array<{ amount: number; payment: string }>;
    expect(transactions[0]).toMatchObject({ amount: -before.payable, payment: payment["@id"] });
  });

  it("is refused while one is open, in the request's language", async () => {
    expect((await request()).statusCode).toBe(201);
    const again = await request();
    expect(again.statusCode).toBe(422);
    expect(messages(again)).toEqual(["A payout request is already open: it is paid on 2026-11-23."]);
    demo.jar.set("_locale", "ru");
    expect(messages(await request())).toEqual(["Запрос на выплату уже открыт: он будет оплачен 2026-11-23."]);
  });

  it("is paid on the schedule's day by the clock, and another may then be asked", async () => {
    const payment = (await request()).json() as Payment;
    await advance("P4D");
    expect((await payments())["hydra:member"].find((p) => p.id === payment.id)?.status).toBe("pending");
    await advance("P1D");
    expect((await payments())["hydra:member"].find((p) => p.id === payment.id)?.status).toBe("paid");
    const t = await terms();
    expect(t.openRequest).toBeNull();
    expect(t.refusal).toBe(null);
  });

  it("is refused below the threshold (the active account's minimum raised)", async () => {
    const accounts = (await demo.get(`${API}/publisher_payout_accounts`)).json()["hydra:member"] as Array<{ id: number; active: boolean }>;
    const active = accounts.find((a) => a.active)!;
    expect((await demo.patch(`${API}/publisher_payout_accounts/${active.id}`, { minimalPaymentAmount: 1_000_000 })).statusCode).toBe(200);
    const t = await terms();
    expect(t).toMatchObject({ threshold: 1_000_000, refusal: "belowThreshold" });
    const refused = await request();
    expect(refused.statusCode).toBe(422);
    const payable = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2 }).format(t.payable);
    expect(messages(refused)).toEqual([`The payable balance $${payable} is below the payout threshold $1,000,000.00.`]);
    demo.jar.set("_locale", "uk");
    expect(messages(await request())).toEqual([`Доступний до виплати баланс $${payable} нижчий за поріг виплати $1,000,000.00.`]);
  });

  it("is refused without an active payout account", async () => {
    const newbie = client(mock);
    await newbie.login("newbie");
    expect(await terms(newbie)).toMatchObject({ refusal: "noActiveAccount", balance: 0, payable: 0, pending: [] });
    const refused = await request(newbie);
    expect(refused.statusCode).toBe(422);
    expect(messages(refused)).toEqual(["Add a payout account and make it active first."]);
    newbie.jar.set("_locale", "zh");
    expect(messages(await request(newbie))).toEqual(["请先添加收款账户并将其设为启用。"]);
  });
});

describe("a payment's statement", () => {
  it("answers the billing details, the period and amounts per offer that sum to the payment", async () => {
    const list = (await payments("?status=paid"))["hydra:member"];
    const payment = list[0]!;
    const answer = await demo.get(`${API}/payments/${payment.id}/statement`);
    expect(answer.statusCode).toBe(200);
    const statement = answer.json() as PaymentStatement;
    expect(statement.payment).toEqual(payment);
    expect(statement.billing).toMatchObject({ name: "demo", email: "demo@example.com", accountId: "uc-4821-1001" });
    expect(statement.lines.some((l) => l.offerRelativeId !== null && l.conversions > 0)).toBe(true);
    expect(statement.lines.reduce((sum, l) => sum + cents(l.amount), 0)).toBe(cents(payment.amount));
    expect(cents(statement.net)).toBe(cents(payment.amount) - cents(payment.processorCommission));
  });

  it("is not found for a payment that is not the publisher's", async () => {
    expect((await demo.get(`${API}/payments/99999/statement`)).statusCode).toBe(404);
    const newbie = client(mock);
    await newbie.login("newbie");
    expect((await newbie.get(`${API}/payments/1/statement`)).statusCode).toBe(404);
  });
});

describe("the payments export", () => {
  it("is the list's rows for the same filters, as CSV", async () => {
    const list = await payments("?status=paid&itemsPerPage=100");
    const answer = await demo.get(`${API}/payments/export?status=paid`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toContain("text/csv");
    expect(answer.headers["content-disposition"]).toBe('attachment; filename="payments-2026-11-18.csv"');
    const lines = answer.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe("id,period_start,period_end,method,amount,processor_commission,net,currency,status,notes");
    expect(lines.length - 1).toBe(list["hydra:totalItems"]);
    const first = list["hydra:member"][0]!;
    expect(lines[1]!.startsWith(`${first.id},${first.startDate},${first.endDate},`)).toBe(true);
    expect(lines.slice(1).every((l) => l.split(",")[8] === "paid")).toBe(true);
  });

  it("answers 204 without rows", async () => {
    const newbie = client(mock);
    await newbie.login("newbie");
    expect((await newbie.get(`${API}/payments/export`)).statusCode).toBe(204);
  });
});

describe("a backend without payout terms (/__mock/capabilities)", () => {
  it.each([404, 501])("answers %i on every endpoint", async (status) => {
    await mock.app.inject({ method: "POST", url: "/__mock/capabilities", payload: { group: "payoutTerms", absent: status } });
    expect((await demo.get(`${API}/payout_terms`)).statusCode).toBe(status);
    expect((await request()).statusCode).toBe(status);
    expect((await demo.get(`${API}/payments/1/statement`)).statusCode).toBe(status);
    expect((await demo.get(`${API}/payments/export`)).statusCode).toBe(status);
    // The payments list is not of this group.
    expect((await demo.get(`${API}/payments`)).statusCode).toBe(200);
  });
});
