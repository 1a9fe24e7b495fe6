/**
 * Getting paid, visibly (issue 37 item 3; docs/decisions/089-getting-paid.md): the network's payout
 * terms (the threshold, the schedule, how long earned money is held before it becomes payable) with
 * the publisher's standing against them (what is payable now, the pending money and the day each part
 * becomes payable, the next payment date); a payout requested by the publisher where the network
 * allows it; a statement per payment (the data of its PDF: billing details, the period, amounts per
 * offer); and the payments list as CSV.
 *
 * Money is in the publisher's currency with 2 decimals; days (YYYY-MM-DD) are in the publisher's time
 * zone (`timeZone`).
 *
 * An optional capability: a backend without this group (404 or 501 on its first call, the terms)
 * leaves the portal without the Balance page's payout card, the payments' statements and export, and
 * shows no error (src/api/groups.ts marks it optional; decision 085).
 */
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform";
import { Schema } from "effect";
import { ConstraintViolationList, IdParam, Iri, NotFound, ld } from "./hydra";
import { DateRange, choiceParam, optionalParam, orderParams } from "./list-query";
import { PAYMENT_ORDER, Payment, PaymentStatus } from "./payments.contract";
import { Session } from "./session";

const Day = Schema.String.pipe(Schema.pattern(/^\d{4}-\d{2}-\d{2}$/)).annotations({ description: "YYYY-MM-DD, the publisher's time zone" });

export const PAYOUT_FREQUENCIES = ["weekly", "monthly"] as const;
export const PayoutSchedule = Schema.Struct({
  frequency: Schema.Literal(...PAYOUT_FREQUENCIES),
  day: Schema.Int.pipe(Schema.between(1, 31)).annotations({
    description: "weekly: the ISO day of the week (1 Monday ... 7 Sunday); monthly: the day of the month (the last day in a shorter month)",
  }),
}).annotations({ identifier: "PayoutSchedule" });
export type PayoutSchedule = typeof PayoutSchedule.Type;

export const PendingMoney = Schema.Struct({
  amount: Schema.Number.annotations({ description: "Earned, held until `payableOn`" }),
  payableOn: Day,
}).annotations({ identifier: "PendingMoney" });
export type PendingMoney = typeof PendingMoney.Type;

/** Why a payout cannot be requested now: below the threshold, no active payout account, a request still open. */
export const RequestRefusal = Schema.Literal("belowThreshold", "noActiveAccount", "requestOpen").annotations({
  identifier: "PayoutRequestRefusal",
});
export type RequestRefusal = typeof RequestRefusal.Type;

export const PayoutTerms = Schema.Struct({
  "@id": Iri,
  "@type": Schema.Literal("PayoutTerms"),
  timeZone: Schema.String.annotations({ description: "The publisher's time zone (IANA): the days below are in it" }),
  threshold: Schema.Number.annotations({
    description: "The least payable amount that is paid (the network's, or the active account's own minimum)",
  }),
  schedule: PayoutSchedule,
  holdDays: Schema.Int.pipe(Schema.nonNegative()).annotations({ description: "Days earned money is held (pending) before it is payable" }),
  balance: Schema.Number.annotations({ description: "The whole balance: payable plus pending" }),
  payable: Schema.Number.annotations({ description: "What the next payment would pay now" }),
  pending: Schema.Array(PendingMoney).annotations({ description: "The held money by the day it becomes payable, earliest first" }),
  nextPaymentDate: Day.annotations({ description: "The schedule's next payment day" }),
  requestsAllowed: Schema.Boolean.annotations({ description: "Whether the network takes payout requests at all" }),
  refusal: Schema.NullOr(RequestRefusal).annotations({ description: "Why a request would be refused now; null: one may be requested" }),
  openRequest: Schema.NullOr(Iri).annotations({ description: "The payment of the publisher's open request (a /payments IRI)" }),
}).annotations({ identifier: "PayoutTerms" });
export type PayoutTerms = typeof PayoutTerms.Type;

export const PayoutRequestInput = Schema.Struct({}).annotations({ identifier: "PayoutRequestInput" });

export const StatementLine = Schema.Struct({
  offerRelativeId: Schema.NullOr(Schema.Int).annotations({ description: "null: earnings not of one offer (bonuses, adjustments)" }),
  title: Schema.String,
  conversions: Schema.Int.pipe(Schema.nonNegative()),
  amount: Schema.Number,
}).annotations({ identifier: "StatementLine" });
export type StatementLine = typeof StatementLine.Type;

export const PaymentStatement = Schema.Struct({
  "@id": Iri,
  "@type": Schema.Literal("PaymentStatement"),
  payment: Payment,
  issuedOn: Day,
  currency: Schema.Struct({ name: Schema.String, symbol: Schema.String }),
  billing: Schema.Struct({
    name: Schema.String.annotations({ description: "The publisher as the network bills them" }),
    accountId: Schema.String,
    email: Schema.String,
    phone: Schema.NullOr(Schema.String),
    method: Schema.String.annotations({ description: "The payment method's title" }),
    account: Schema.NullOr(Schema.String).annotations({ description: "The payout account paid, when the publisher still has it" }),
  }),
  lines: Schema.Array(StatementLine).annotations({
    description: "Amounts per offer, then one line for the rest; they sum to the payment's amount",
  }),
  commission: Schema.Number,
  net: Schema.Number.annotations({ description: "The amount less the processor's commission" }),
}).annotations({ identifier: "PaymentStatement" });
export type PaymentStatement = typeof PaymentStatement.Type;

/** The payments list's filters and order, which the export takes (contracts/payments.contract.ts). */
export const PaymentExportQuery = Schema.Struct({
  dateRange: optionalParam(DateRange),
  status: choiceParam(PaymentStatus, PaymentStatus.literals),
  method: optionalParam(Schema.String.pipe(Schema.pattern(/^(?:\/publisher\/api\/payment_methods\/)?[1-9][0-9]{0,8}$/))),
  ...orderParams(PAYMENT_ORDER),
});
export type PaymentExportQuery = typeof PaymentExportQuery.Type;

/** RFC 4180 CSV: a header line, then one line per payment. An export without rows answers 204. */
export const PaymentsCsv = Schema.String.pipe(HttpApiSchema.withEncoding({ kind: "Text", contentType: "text/csv" })).annotations({
  identifier: "PaymentsCsv",
  description: "CSV (RFC 4180, CRLF line ends): a header line, then one line per payment",
});

export const PayoutTermsGroup = HttpApiGroup.make("payoutTerms")
  .add(HttpApiEndpoint.get("terms", "/payout_terms").addSuccess(ld(PayoutTerms)))
  .add(
    HttpApiEndpoint.post("request", "/payout_requests")
      .setPayload(ld(PayoutRequestInput))
      .addSuccess(ld(Payment), { status: 201 })
      .addError(ConstraintViolationList),
  )
  .add(HttpApiEndpoint.get("statement", "/payments/:id/statement").setPath(IdParam).addSuccess(ld(PaymentStatement)).addError(NotFound))
  .add(
    HttpApiEndpoint.get("export", "/payments/export")
      .setUrlParams(PaymentExportQuery)
      .addSuccess(PaymentsCsv)
      .addSuccess(HttpApiSchema.NoContent),
  )
  .middleware(Session);
