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
  readonly conversions: Table<ConversionRecord, ConversionOrderField>;
  readonly transactions: Table<TransactionRecord, TransactionOrderField>;
  readonly payments: Table<PaymentRecord, PaymentOrderField>;
}

const conversionTable = (rows: ReadonlyArray<ConversionRecord>) =>
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

export const EMPTY_ACTIVITY: Activity = { conversions: conversionTable([]), transactions: transactionTable([]), payments: paymentTable([]) };

/** Independent random streams per publisher and list, so that the order of first use changes nothing. */
const streamOf = (seed: number, relativeId: number, list: number) => new Random((seed ^ Math.imul(relativeId, 0x9e3779b1) ^ Math.imul(list + 1, 0x85ebca6b)) >>> 0);

export const generateActivity = (seed: number, relativeId: number, seededAtMs: number, balance: number): Activity => {
  const conversions = generateConversions(streamOf(seed, relativeId, 0), seededAtMs);
  const { transactions, payments } = generateLedger(streamOf(seed, relativeId, 1), seededAtMs, conversions, balance);
  const table = conversionTable(conversions);
  // Newest first is the default order: build it now rather than on the first request.
  table.ascending("datetime");
  return { conversions: table, transactions: transactionTable(transactions), payments: paymentTable(payments) };
};
