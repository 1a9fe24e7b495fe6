/**
 * A publisher's seeded money over the 52 weeks before the store's reset: daily conversion earnings
 * (the approved payouts of the seeded conversions, and similar amounts before them), referral
 * bonuses, manager adjustments, and a weekly payment of everything earned since the last one. The
 * balance after each transaction ends at the publisher's balance; a declined or cancelled payment is
 * returned to the balance and paid with the next one.
 */
import type { PaymentStatus } from "../../contracts/payments.contract";
import type { TransactionType } from "../../contracts/transactions.contract";
import { Random } from "./random";
import type { ConversionRecord, PaymentRecord, TransactionRecord } from "./records";
import { PAYMENT_METHODS } from "./seed";
import { OFFERS } from "./traffic";

const DAY_MS = 86_400_000;
const LEDGER_DAYS = 364;

const round2 = (n: number) => Math.round(n * 100) / 100;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The accounts payments went to, by method id (the seeded payout accounts plus two since deleted). */
const ACCOUNTS: Record<number, string> = {
  1: "demo.payouts@example.com",
  2: "Z418230957712",
  3: "CZ6508000000192000145399",
  4: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE",
  5: "demo.payouts@paxum.example",
};

/** The processor's commission for a payment of `amount` by method id. */
export const commission = (methodId: number, amount: number): number => {
  switch (methodId) {
    case 1:
      return round2(amount * 0.02);
    case 2:
      return round2(amount * 0.008);
    case 3:
      return 25;
    case 4:
      return 1;
    default:
      return round2(amount * 0.01);
  }
};

const methodAt = (random: Random, ageDays: number, amount: number): number => {
  const r = random.next();
  if (ageDays > 200) return r < 0.6 ? 2 : 5;
  if (ageDays > 90) return 1;
  if (ageDays > 30) return r < 0.6 ? 4 : 1;
  if (amount >= 500 && r < 0.25) return 3;
  return r < 0.7 ? 4 : 1;
};

interface Entry {
  timeMs: number;
  type: TransactionType;
  amount: number;
  description: string;
  paymentId: number | null;
}

const ADJUSTMENTS: ReadonlyArray<(random: Random) => { amount: number; description: string }> = [
  (r) => {
    const offer = r.pick(OFFERS);
    return {
      amount: -round2(5 + r.next() * 115),
      description: `Invalid traffic deducted on offer #${offer.relativeId} ${offer.displayName}`,
    };
  },
  (r) => ({ amount: -round2(1 + r.next() * 19), description: "Duplicate conversions reversed (postback sent twice)" }),
  (r) => ({
    amount: -round2(20 + r.next() * 70),
    description: "Chargeback: first deposits reversed on offer #4130 Lucky Spin Casino – RevShare",
  }),
  (r) => ({ amount: round2(50 + r.next() * 250), description: "Volume bonus from your manager" }),
  (r) => {
    const offer = r.pick(OFFERS);
    return { amount: round2(5 + r.next() * 55), description: `Payout rate correction on offer #${offer.relativeId} ${offer.displayName}` };
  },
  () => ({ amount: 250, description: "Competition prize: Summer sprint, 3rd place" }),
];

/** Approved payouts per UTC day (keyed by the day's start) and their count. */
const earningsByDay = (conversions: ReadonlyArray<ConversionRecord>) => {
  const days = new Map<number, { amount: number; count: number }>();
  for (const c of conversions) {
    if (c.status !== "approved") continue;
    const day = Math.floor(c.timeMs / DAY_MS) * DAY_MS;
    const entry = days.get(day) ?? { amount: 0, count: 0 };
    entry.amount += c.payout;
    entry.count++;
    days.set(day, entry);
  }
  return days;
};

const credits = (random: Random, nowMs: number, conversions: ReadonlyArray<ConversionRecord>): Entry[] => {
  const today = Math.floor(nowMs / DAY_MS) * DAY_MS;
  const start = today - LEDGER_DAYS * DAY_MS;
  const real = earningsByDay(conversions);
  const firstReal = conversions.length > 0 ? Math.floor(conversions[0]!.timeMs / DAY_MS) * DAY_MS + DAY_MS : today;
  const sample = [...real.entries()].filter(([day]) => day >= firstReal && day < firstReal + 14 * DAY_MS).map(([, e]) => e.amount);
  const baseline = sample.length > 0 ? sample.reduce((a, b) => a + b, 0) / sample.length : 150;
  const entries: Entry[] = [];
  for (let day = start; day < today; day += DAY_MS) {
    const postedAt = day + DAY_MS + 5 * 60_000;
    if (postedAt >= nowMs) continue;
    let earned = real.get(day);
    if (!earned || day < firstReal) {
      const growth = 0.55 + (0.45 * (day - start)) / Math.max(DAY_MS, firstReal - start);
      const amount = round2(baseline * growth * (0.8 + 0.4 * random.next()));
      earned = { amount, count: Math.round(amount / 0.6) };
    }
    if (earned.amount <= 0) continue;
    entries.push({
      timeMs: postedAt,
      type: "conversion_earnings",
      amount: round2(earned.amount),
      description: `Conversion earnings for ${isoDate(day)}: ${earned.count} approved conversions`,
      paymentId: null,
    });
  }
  for (let t = nowMs - 200 * DAY_MS + random.int(0, 5) * DAY_MS; t < nowMs - DAY_MS; t += random.int(8, 16) * DAY_MS) {
    const at = Math.floor(t / DAY_MS) * DAY_MS + 10 * 3_600_000 + random.int(0, 3_599) * 1000;
    entries.push({
      timeMs: at,
      type: "referral_bonus",
      amount: round2(3 + random.next() * 60),
      description: `Referral bonus: 5% of your referrals' earnings up to ${isoDate(at - DAY_MS)}`,
      paymentId: null,
    });
  }
  for (let i = 0; i < 14; i++) {
    const { amount, description } = random.pick(ADJUSTMENTS)(random);
    entries.push({
      timeMs: start + random.int(1, LEDGER_DAYS - 2) * DAY_MS + random.int(9 * 3_600, 18 * 3_600) * 1000,
      type: "adjustment",
      amount,
      description,
      paymentId: null,
    });
  }
  return entries.sort((a, b) => a.timeMs - b.timeMs);
};

/** A payout is requested on Monday between 09:00 and this time (UTC). */
const REQUEST_WINDOW_END_MS = 11 * 3_600_000;

const NOTES: Record<Exclude<PaymentStatus, "paid">, string> = {
  pending: "Awaiting approval by the finance team",
  processing: "Sent to the payment processor",
  declined: "Declined by the processor: the account holder's name does not match",
  cancelled: "Cancelled at the publisher's request",
};

/** The transactions (ids in time order, balances ending at `finalBalance`) and the payments of a publisher. */
export const generateLedger = (random: Random, nowMs: number, conversions: ReadonlyArray<ConversionRecord>, finalBalance: number) => {
  const queue = credits(random, nowMs, conversions);
  const today = Math.floor(nowMs / DAY_MS) * DAY_MS;
  const start = today - LEDGER_DAYS * DAY_MS;
  // Mondays (1970-01-01 was a Thursday, so day 4 is the first Monday) after the first full week whose
  // request window (09:00-11:00) has passed: a Monday inside it would be counted without a payment, and
  // the newest payment would not be the pending one.
  const mondays: number[] = [];
  for (let day = start + 7 * DAY_MS; day < nowMs; day += DAY_MS) {
    if (Math.floor(day / DAY_MS) % 7 === 4 && day + REQUEST_WINDOW_END_MS <= nowMs) mondays.push(day);
  }
  const entries: Entry[] = [];
  const payments: PaymentRecord[] = [];
  let unpaid = 0;
  let periodStart = isoDate(start);
  let next = 0;
  const take = (until: number) => {
    while (next < queue.length && queue[next]!.timeMs < until) {
      const entry = queue[next++]!;
      unpaid = round2(unpaid + entry.amount);
      entries.push(entry);
    }
  };
  mondays.forEach((monday, index) => {
    const requestedAtMs = monday + 9 * 3_600_000 + random.int(0, 7_199) * 1000;
    if (requestedAtMs >= nowMs) return;
    take(requestedAtMs);
    const amount = unpaid;
    const methodId = methodAt(random, (nowMs - requestedAtMs) / DAY_MS, amount);
    const method = PAYMENT_METHODS.find((m) => m.id === methodId)!;
    if (amount < method.minimalPaymentAmount) return;
    const left = mondays.length - 1 - index;
    const r = random.next();
    const status: PaymentStatus =
      left === 0 ? "pending" : left === 1 ? "processing" : r < 0.93 ? "paid" : r < 0.97 ? "declined" : "cancelled";
    const id = payments.length + 1;
    const endDate = isoDate(monday - DAY_MS);
    const reference = random.string(10, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789");
    payments.push({
      id,
      startDate: periodStart,
      endDate,
      methodId,
      notes:
        status === "paid"
          ? random.next() < 0.2
            ? null
            : `${method.title} to ${ACCOUNTS[methodId]}, reference ${reference}`
          : NOTES[status],
      amount,
      processorCommission: commission(methodId, amount),
      status,
      requestedAtMs,
    });
    entries.push({
      timeMs: requestedAtMs,
      type: "payout",
      amount: -amount,
      description: `Payout #${id} via ${method.title} for ${periodStart} – ${endDate}`,
      paymentId: id,
    });
    unpaid = 0;
    periodStart = isoDate(monday);
    if (status === "declined" || status === "cancelled") {
      const returnedAt = requestedAtMs + 2 * DAY_MS + random.int(0, 8 * 3_600) * 1000;
      const entry: Entry = {
        timeMs: returnedAt,
        type: "adjustment",
        amount,
        description: `Payment #${id} ${status === "declined" ? "declined by the processor" : "cancelled"}: amount returned to the balance`,
        paymentId: id,
      };
      const at = queue.findIndex((e, i) => i >= next && e.timeMs > returnedAt);
      queue.splice(at === -1 ? queue.length : at, 0, entry);
    }
  });
  take(nowMs);
  const total = entries.reduce((sum, e) => sum + e.amount, 0);
  let balance = round2(finalBalance - total);
  if (balance < 0) {
    // Only for unusual seeds: start from zero and correct the difference last.
    entries.push({
      timeMs: nowMs - 60_000,
      type: "adjustment",
      amount: round2(finalBalance - total),
      description: "Balance correction",
      paymentId: null,
    });
    balance = 0;
  }
  entries.sort((a, b) => a.timeMs - b.timeMs);
  const transactions: TransactionRecord[] = entries.map((e, i) => {
    balance = round2(balance + e.amount);
    return {
      id: i + 1,
      timeMs: e.timeMs,
      type: e.type,
      amount: e.amount,
      balanceAfter: balance,
      description: e.description,
      paymentId: e.paymentId,
    };
  });
  return { transactions, payments };
};
