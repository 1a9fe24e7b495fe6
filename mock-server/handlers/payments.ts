/** Payments: filtered by period (overlapping the date range), status and method, ordered and paged. */
import { idOf, iri } from "../../contracts/hydra";
import { PAYMENT_ORDER, type Payment, PaymentQuery } from "../../contracts/payments.contract";
import type { PaymentExportQuery } from "../../contracts/payout-terms.contract";
import type { HandlerContext } from "../context";
import type { HandlersOf } from "../handler-types";
import type { PaymentRecord } from "../store/records";
import { listResource, pagedList } from "./collection";
import { settlePayoutRequest } from "./payout-standing";
import { allOf, dateRangeDays, requestedOrder } from "./list";

const LIST = listResource("Payment", PaymentQuery, "payments");
const PATH = LIST.path;

export const paymentWire = (r: PaymentRecord): Payment => ({
  "@id": `${PATH}/${r.id}`,
  "@type": "Payment",
  id: r.id,
  startDate: r.startDate,
  endDate: r.endDate,
  method: iri("payment_methods", r.methodId),
  notes: r.notes,
  amount: r.amount,
  processorCommission: r.processorCommission,
  status: r.status,
});

/** The positions of the payments the list's filters keep, in the order asked (the list and its export, decision 089). */
export const selectPayments = (q: PaymentExportQuery, { requireUser, store, request }: HandlerContext) => {
  const user = requireUser();
  // An open payout request whose day came is paid before it is listed (./payout-standing.ts).
  settlePayoutRequest(store, user);
  const table = store.activity(user).payments;
  const checks: Array<(r: PaymentRecord) => boolean> = [];
  const range = dateRangeDays(q.dateRange);
  // Periods are whole days; a payment is listed when its period overlaps [start, end).
  if (range) checks.push((r) => r.startDate < range.end && r.endDate >= range.start);
  if (q.status) checks.push((r) => r.status === q.status);
  if (q.method) {
    const methodId = Number(idOf(q.method));
    checks.push((r) => r.methodId === methodId);
  }
  const order = requestedOrder(request, q, PAYMENT_ORDER, { field: "startDate", direction: "desc" });
  return { table, positions: table.select(allOf(checks), order) };
};

export const paymentHandlers: HandlersOf<"payments"> = {
  list({ urlParams: q }, ctx) {
    const { table, positions } = selectPayments(q, ctx);
    return pagedList(ctx.request, LIST, q, positions, (p) => paymentWire(table.rows[p]!));
  },
};
