/**
 * Getting paid (issue 37 item 3; contracts/payout-terms.contract.ts, docs/decisions/089-getting-paid.md).
 * The terms answer the publisher's standing (./payout-standing.ts). A payout request is taken only
 * with an active payout account, at or above the threshold, and while no other request is open: it
 * pays everything payable now into a pending payment (the payments list shows it, the balance
 * loses it), paid on the schedule's next payment day by the mock's clock. A statement is a payment's
 * amounts per offer (the approved conversions of its period) and a line for the rest; the export is
 * the payments list's CSV for the same filters and order.
 */
import { Temporal } from "temporal-polyfill";
import { NotFound, iri } from "../../contracts/hydra";
import type { PaymentStatement, PayoutTerms, StatementLine } from "../../contracts/payout-terms.contract";
import type { HandlersOf } from "../handler-types";
import { assertValid, fail, hydraError } from "../http-error";
import type { PaymentRecord, PublisherRecord } from "../store/records";
import { commission } from "../store/ledger";
import { PAYMENT_METHODS } from "../store/seed";
import type { Store } from "../store/store";
import { StreamedText } from "../streamed-text";
import { csvField } from "./conversions";
import { paymentWire, selectPayments } from "./payments";
import { activeAccountOf, fromCents, standingOf, toCents } from "./payout-standing";

/** Money as the portal shows it ("$50.00"), for the refusals' texts. */
const money = (cents: number, symbol: string) =>
  `${symbol}${new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(fromCents(cents))}`;

const termsOf = (store: Store, user: PublisherRecord): PayoutTerms => {
  const s = standingOf(store, user);
  return {
    "@id": iri("payout_terms"),
    "@type": "PayoutTerms",
    timeZone: s.timeZone,
    threshold: fromCents(s.thresholdCents),
    schedule: { frequency: "weekly", day: 1 },
    holdDays: 7,
    balance: fromCents(s.balanceCents),
    payable: fromCents(s.payableCents),
    pending: s.pending,
    nextPaymentDate: s.nextPaymentDay.toString(),
    requestsAllowed: true,
    refusal: s.refusal,
    openRequest: s.openRequest ? iri("payments", s.openRequest.paymentId) : null,
  };
};

const methodTitle = (methodId: number) => PAYMENT_METHODS.find((m) => m.id === methodId)?.title ?? `#${methodId}`;

/** A payment's amounts per offer: the approved conversions of its period (UTC days, as the ledger's), then the rest in one line. */
const linesOf = (store: Store, user: PublisherRecord, payment: PaymentRecord): StatementLine[] => {
  const startMs = Date.parse(`${payment.startDate}T00:00:00Z`);
  const endMs = Date.parse(`${payment.endDate}T00:00:00Z`) + 86_400_000;
  const bySource = new Map<string, { offerRelativeId: number | null; title: string; conversions: number; cents: number }>();
  for (const c of store.activity(user).conversions.rows) {
    if (c.status !== "approved" || c.timeMs < startMs || c.timeMs >= endMs) continue;
    const line = bySource.get(c.source.iri) ?? {
      offerRelativeId: c.source.type === "offer" ? c.source.relativeId : null,
      title: c.source.displayName,
      conversions: 0,
      cents: 0,
    };
    line.conversions++;
    line.cents += toCents(c.payout);
    bySource.set(c.source.iri, line);
  }
  const lines = [...bySource.values()].sort((a, b) => b.cents - a.cents || a.title.localeCompare(b.title));
  const rest = toCents(payment.amount) - lines.reduce((sum, l) => sum + l.cents, 0);
  const wire = lines.map(({ cents, ...l }) => ({ ...l, amount: fromCents(cents) }));
  if (rest !== 0)
    wire.push({ offerRelativeId: null, title: "Other earnings, bonuses and adjustments", conversions: 0, amount: fromCents(rest) });
  return wire;
};

/** The publisher as the network bills them: the name on file (the username where there is none), the account and contacts. */
const billingOf = (store: Store, user: PublisherRecord, payment: PaymentRecord): PaymentStatement["billing"] => {
  const account = [...store.payoutAccounts.values()].find((a) => a.relativeId === user.relativeId && a.methodId === payment.methodId);
  return {
    name: user.username,
    accountId: `${user.networkId}-${user.relativeId}`,
    email: user.email,
    phone: user.phone,
    method: methodTitle(payment.methodId),
    account: account?.account ?? null,
  };
};

const CSV_COLUMNS = ["id", "period_start", "period_end", "method", "amount", "processor_commission", "net", "currency", "status", "notes"];

export const payoutTermsHandlers: HandlersOf<"payoutTerms"> = {
  terms: (_input, { requireUser, store }) => termsOf(store, requireUser()),

  request(_input, { requireUser, store, clock }) {
    const user = requireUser();
    const s = standingOf(store, user);
    const symbol = user.currency.symbol;
    const refusal = {
      requestOpen: () => `A payout request is already open: it is paid on ${s.openRequest!.payOn}.`,
      noActiveAccount: () => "Add a payout account and make it active first.",
      belowThreshold: () =>
        `The payable balance ${money(s.payableCents, symbol)} is below the payout threshold ${money(s.thresholdCents, symbol)}.`,
    };
    assertValid(s.refusal ? [{ propertyPath: "", message: refusal[s.refusal]() }] : []);
    const account = activeAccountOf(store, user)!;
    const payments = store.activity(user).payments.rows;
    const last = payments.reduce<PaymentRecord | undefined>((latest, p) => (!latest || p.endDate > latest.endDate ? p : latest), undefined);
    // The period runs on from the last payment's (never past today) to today.
    const after = last ? Temporal.PlainDate.from(last.endDate).add({ days: 1 }) : s.today;
    const startDate = Temporal.PlainDate.compare(after, s.today) > 0 ? s.today.toString() : after.toString();
    const amount = fromCents(s.payableCents);
    const payOn = s.nextPaymentDay.toString();
    const payment: PaymentRecord = {
      id: payments.reduce((max, p) => Math.max(max, p.id), 0) + 1,
      startDate,
      endDate: s.today.toString(),
      methodId: account.methodId,
      notes: `Requested by you, to be paid on ${payOn}`,
      amount,
      processorCommission: commission(account.methodId, amount),
      status: "pending",
      requestedAtMs: clock.nowMs(),
    };
    store.recordPayment(user, payment, {
      amount,
      description: `Payout #${payment.id} via ${methodTitle(payment.methodId)} for ${payment.startDate} – ${payment.endDate} (requested)`,
    });
    store.payoutRequests.set(user.relativeId, { paymentId: payment.id, payOn });
    return paymentWire(payment);
  },

  statement({ path }, { requireUser, store }) {
    const user = requireUser();
    standingOf(store, user);
    const payment = store.activity(user).payments.rows.find((p) => p.id === path.id);
    if (!payment) return fail(new NotFound(hydraError(404, "Not Found")));
    const { symbol, name } = user.currency;
    return {
      "@id": `${paymentWire(payment)["@id"]}/statement`,
      "@type": "PaymentStatement",
      payment: paymentWire(payment),
      issuedOn: standingOf(store, user).today.toString(),
      currency: { name, symbol },
      billing: billingOf(store, user, payment),
      lines: linesOf(store, user, payment),
      commission: payment.processorCommission,
      net: fromCents(toCents(payment.amount) - toCents(payment.processorCommission)),
    };
  },

  export({ urlParams }, ctx) {
    const user = ctx.requireUser();
    standingOf(ctx.store, user);
    const { table, positions } = selectPayments(urlParams, ctx);
    if (positions.length === 0) return undefined;
    const stamp = standingOf(ctx.store, user).today.toString();
    ctx.reply.header("content-disposition", `attachment; filename="payments-${stamp}.csv"`);
    return StreamedText.lines(`${CSV_COLUMNS.join(",")}\r\n`, positions.length, (i) => {
      const p = table.rows[positions[i]!]!;
      return (
        [
          p.id,
          p.startDate,
          p.endDate,
          csvField(methodTitle(p.methodId)),
          p.amount.toFixed(2),
          p.processorCommission.toFixed(2),
          fromCents(toCents(p.amount) - toCents(p.processorCommission)).toFixed(2),
          user.currency.name,
          p.status,
          csvField(p.notes),
        ].join(",") + "\r\n"
      );
    });
  },
};
