/** Payments (spec 02 sections 2, 3 and 7; docs/decisions/006-list-endpoints.md). Payment methods live in payout.contract.ts. */
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform";
import { Schema } from "effect";
import { HydraPagedCollection, Iri, ld } from "./hydra";
import { DateRange, PagingParams, choiceParam, optionalParam, orderParams } from "./list-query";
import { Session } from "./session";

export const PaymentStatus = Schema.Literal("pending", "processing", "paid", "declined", "cancelled").annotations({
  identifier: "PaymentStatus",
});
export type PaymentStatus = typeof PaymentStatus.Type;

export const Payment = Schema.Struct({
  "@id": Iri,
  "@type": Schema.Literal("Payment"),
  id: Schema.Int,
  startDate: Schema.String.annotations({ description: "First day of the period paid, YYYY-MM-DD" }),
  endDate: Schema.String.annotations({ description: "Last day of the period paid (inclusive), YYYY-MM-DD" }),
  method: Iri.annotations({ description: "A /payment_methods IRI" }),
  notes: Schema.NullOr(Schema.String),
  amount: Schema.Number,
  processorCommission: Schema.Number,
  status: PaymentStatus,
}).annotations({ identifier: "Payment" });
export type Payment = typeof Payment.Type;

/** Columns the list can be ordered by; without any `order[...]` the latest period comes first. */
export const PAYMENT_ORDER = ["startDate", "endDate", "amount", "processorCommission", "status"] as const;
export type PaymentOrderField = (typeof PAYMENT_ORDER)[number];

export const PaymentQuery = Schema.Struct({
  ...PagingParams,
  dateRange: optionalParam(DateRange.annotations({ description: "Payments whose period overlaps the range; the end is exclusive" })),
  status: choiceParam(PaymentStatus, PaymentStatus.literals),
  method: optionalParam(
    Schema.String.pipe(
      Schema.pattern(/^(?:\/publisher\/api\/payment_methods\/)?[1-9][0-9]{0,8}$/, {
        message: () => "Expected a payment method IRI or id.",
      }),
    ).annotations({
      description: "A /payment_methods IRI or its id",
    }),
  ),
  ...orderParams(PAYMENT_ORDER),
});
export type PaymentQuery = typeof PaymentQuery.Type;

export const PaymentsGroup = HttpApiGroup.make("payments")
  .add(
    HttpApiEndpoint.get("list", "/payments")
      .setUrlParams(PaymentQuery)
      .addSuccess(ld(HydraPagedCollection(Payment, "PaymentCollection"))),
  )
  .middleware(Session);
