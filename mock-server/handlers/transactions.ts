/** Balance transactions: filtered by date range and type, ordered and paged. */
import { TRANSACTION_ORDER, type Transaction, TransactionQuery } from "../../contracts/transactions.contract";
import type { HandlersOf } from "../handler-types";
import type { TransactionRecord } from "../store/records";
import { listResource, pagedList } from "./collection";
import { allOf, dateRangeInstants, isoSeconds, requestedOrder, timeZoneOf } from "./list";
import { iri } from "../../contracts/hydra";

const LIST = listResource("Transaction", TransactionQuery, "ch", "transactions");
const PATH = LIST.path;

const toWire = (r: TransactionRecord): Transaction => ({
  "@id": `${PATH}/${r.id}`,
  "@type": "Transaction",
  id: r.id,
  date: isoSeconds(r.timeMs),
  type: r.type,
  amount: r.amount,
  balanceAfter: r.balanceAfter,
  description: r.description,
  payment: r.paymentId === null ? null : iri("payments", r.paymentId),
});

export const transactionHandlers: HandlersOf<"transactions"> = {
  list({ urlParams: q }, { requireUser, store, request }) {
    const user = requireUser();
    const table = store.activity(user).transactions;
    const checks: Array<(r: TransactionRecord) => boolean> = [];
    const range = dateRangeInstants(q.dateRange, timeZoneOf(user));
    if (range) checks.push((r) => r.timeMs >= range.startMs && r.timeMs < range.endMs);
    if (q.type) checks.push((r) => r.type === q.type);
    const order = requestedOrder(request, q, TRANSACTION_ORDER, { field: "date", direction: "desc" });
    const positions = table.select(allOf(checks), order);
    return pagedList(request, LIST, q, positions, (p) => toWire(table.rows[p]!));
  },
};
