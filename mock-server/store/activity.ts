/**
 * A publisher's lists (conversions, balance transactions, payments) as queryable tables. Only the
 * publishers in SEEDED_ACTIVITY have any; theirs are generated on first use, from the store's seed
 * and the server clock at reset, so a reset stays fast and the data does not depend on when it is
 * first asked for.
 */
import type { ConversionOrderField } from "../../contracts/conversions.contract";
import type { PaymentOrderField } from "../../contracts/payments.contract";
import type { TransactionOrderField } from "../../contracts/transactions.contract";
import { generateConversions } from "./conversions";
import { generateLedger } from "./ledger";
import { Random } from "./random";
import type { ConversionRecord, PaymentRecord, TransactionRecord } from "./records";
import { Table } from "./table";

/** Publishers (by relativeId) with seeded conversions, transactions and payments: demo. */
export const SEEDED_ACTIVITY: ReadonlySet<number> = new Set([1001]);

export interface Activity {
  /** The server-clock instant its dates count back from: a reset's, or an earlier one's it reuses (see `activityAt`). */
  readonly anchorMs: number;
  readonly conversions: Table<ConversionRecord, ConversionOrderField>;
  readonly transactions: Table<TransactionRecord, TransactionOrderField>;
  readonly payments: Table<PaymentRecord, PaymentOrderField>;
}

/** Conversions as a table, ordered by the list's columns. */
export const conversionTable = (rows: ReadonlyArray<ConversionRecord>) =>
  new Table<ConversionRecord, ConversionOrderField>(rows, {
    datetime: (r) => r.timeMs,
    externalClickId: (r) => r.externalClickId,
    subsource: (r) => r.subsource,
    device: (r) => r.device,
    country: (r) => r.country,
    payout: (r) => r.payout,
    type: (r) => r.type,
    status: (r) => r.status,
    goalTitle: (r) => r.goal.title,
  });

const transactionTable = (rows: ReadonlyArray<TransactionRecord>) =>
  new Table<TransactionRecord, TransactionOrderField>(rows, { date: (r) => r.timeMs, type: (r) => r.type, amount: (r) => r.amount });

const paymentTable = (rows: ReadonlyArray<PaymentRecord>) =>
  new Table<PaymentRecord, PaymentOrderField>(rows, {
    startDate: (r) => r.startDate,
    endDate: (r) => r.endDate,
    amount: (r) => r.amount,
    processorCommission: (r) => r.processorCommission,
    status: (r) => r.status,
  });

/** The activity with one more balance transaction (the newest), its tables rebuilt. */
export const withTransaction = (activity: Activity, row: TransactionRecord): Activity => ({
  ...activity,
  transactions: transactionTable([...activity.transactions.rows, row]),
});

/** The activity with a payment added or changed (a payout request, decision 089) and its transaction, if any; its tables rebuilt. */
export const withPayment = (activity: Activity, payment: PaymentRecord, transaction: TransactionRecord | null): Activity => ({
  ...activity,
  payments: paymentTable([...activity.payments.rows.filter((r) => r.id !== payment.id), payment]),
  transactions: transaction ? transactionTable([...activity.transactions.rows, transaction]) : activity.transactions,
});

export const EMPTY_ACTIVITY: Activity = {
  anchorMs: 0,
  conversions: conversionTable([]),
  transactions: transactionTable([]),
  payments: paymentTable([]),
};

/** Independent random streams per publisher and list, so that the order of first use changes nothing. */
const streamOf = (seed: number, relativeId: number, list: number) =>
  new Random((seed ^ Math.imul(relativeId, 0x9e3779b1) ^ Math.imul(list + 1, 0x85ebca6b)) >>> 0);

export const generateActivity = (seed: number, relativeId: number, seededAtMs: number, balance: number): Activity => {
  const conversions = generateConversions(streamOf(seed, relativeId, 0), seededAtMs);
  const { transactions, payments } = generateLedger(streamOf(seed, relativeId, 1), seededAtMs, conversions, balance);
  const table = conversionTable(conversions);
  // Newest first is the default order: build it now rather than on the first request.
  table.ascending("datetime");
  return { anchorMs: seededAtMs, conversions: table, transactions: transactionTable(transactions), payments: paymentTable(payments) };
};

/**
 * How long after its anchor generated activity is reused by a later reset of the same seed, publisher
 * and balance. A reset then costs nothing instead of the 50,000 conversions and their traffic (0.1 s on
 * an idle machine, 1-2 s on a busy one, paid by every browser test that opens a list, report or the
 * dashboard); the data is the same as a reset at the anchor would give, its newest rows at most this
 * old (docs/decisions/043-a-suite-for-a-busy-machine.md).
 */
export const ACTIVITY_REUSE_MS = 15 * 60_000;

const generated = new Map<string, Activity>();

/** The activity of a reset at `seededAtMs`: generated, or the one generated for a reset up to ACTIVITY_REUSE_MS before. */
export const activityAt = (seed: number, relativeId: number, seededAtMs: number, balance: number): Activity => {
  const key = `${seed}:${relativeId}:${balance}`;
  const kept = generated.get(key);
  const age = kept ? seededAtMs - kept.anchorMs : -1;
  if (kept && age >= 0 && age < ACTIVITY_REUSE_MS) return kept;
  const activity = generateActivity(seed, relativeId, seededAtMs, balance);
  generated.set(key, activity);
  return activity;
};
