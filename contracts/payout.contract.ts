/** Payout accounts and payment methods (spec 01 sections 3, 4, 5 and 7). */
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform";
import { Schema } from "effect";
import { ConstraintViolationList, HydraCollection, IdParam, Iri, NotFound, ld, mergePatch } from "./hydra";
import { Session } from "./session";

/** The highest minimal payment amount an account may have (the server refuses more). */
export const MINIMAL_AMOUNT_MAX = 1_000_000;

export const PaymentMethod = Schema.Struct({
  "@id": Iri,
  "@type": Schema.Literal("PaymentMethod"),
  id: Schema.Int,
  name: Schema.String,
  title: Schema.String,
  accountExample: Schema.String,
  accountPattern: Schema.String.annotations({ description: "ECMAScript regular expression the account must match" }),
  minimalPaymentAmount: Schema.Number.annotations({
    description: "The method's minimum payout; 0 when it has none (then an account needs no minimal payment amount)",
  }),
}).annotations({ identifier: "PaymentMethod" });
export type PaymentMethod = typeof PaymentMethod.Type;

export const PayoutAccount = Schema.Struct({
  "@context": Schema.optional(Schema.String),
  "@id": Iri,
  "@type": Schema.Literal("PublisherPayoutAccount"),
  id: Schema.Int,
  method: Iri,
  account: Schema.String,
  active: Schema.Boolean,
  minimalPaymentAmount: Schema.NullOr(Schema.Number).annotations({
    description: "Pay out only from this balance; required when the method has a minimum",
  }),
  createdAt: Schema.String,
  updatedAt: Schema.optional(Schema.String).annotations({
    description: "When the account last changed (created, edited or made active), by the server's clock",
  }),
}).annotations({ identifier: "PublisherPayoutAccount" });
export type PayoutAccount = typeof PayoutAccount.Type;

export const PayoutAccountInput = Schema.Struct({
  method: Schema.optional(Schema.NullOr(Iri.pipe(Schema.maxLength(255)))),
  account: Schema.optional(Schema.NullOr(Schema.String.pipe(Schema.maxLength(1024)))),
  active: Schema.optional(Schema.Boolean),
  minimalPaymentAmount: Schema.optional(Schema.NullOr(Schema.Number)),
}).annotations({ identifier: "PayoutAccountInput" });
export type PayoutAccountInput = typeof PayoutAccountInput.Type;

export const PinPayload = Schema.Struct({ pin: Schema.optional(Schema.NullOr(Schema.String.pipe(Schema.maxLength(32)))) }).annotations({
  identifier: "PinPayload",
});

export const PayoutGroup = HttpApiGroup.make("payout")
  .add(
    HttpApiEndpoint.get("list", "/publisher_payout_accounts").addSuccess(
      ld(HydraCollection(PayoutAccount, "PublisherPayoutAccountCollection")),
    ),
  )
  .add(HttpApiEndpoint.get("get", "/publisher_payout_accounts/:id").setPath(IdParam).addSuccess(ld(PayoutAccount)).addError(NotFound))
  .add(
    HttpApiEndpoint.post("validate", "/publisher_payout_accounts/validate")
      .setPayload(ld(PayoutAccountInput))
      .addSuccess(HttpApiSchema.NoContent)
      .addError(ConstraintViolationList),
  )
  .add(
    HttpApiEndpoint.post("create", "/publisher_payout_accounts")
      .setPayload(ld(PayoutAccountInput))
      .addSuccess(ld(PayoutAccount), { status: 201 })
      .addError(ConstraintViolationList),
  )
  .add(
    HttpApiEndpoint.patch("validateUpdate", "/publisher_payout_accounts/:id/validate")
      .setPath(IdParam)
      .setPayload(mergePatch(PayoutAccountInput))
      .addSuccess(HttpApiSchema.NoContent)
      .addError(NotFound)
      .addError(ConstraintViolationList),
  )
  .add(
    HttpApiEndpoint.patch("update", "/publisher_payout_accounts/:id")
      .setPath(IdParam)
      .setPayload(mergePatch(PayoutAccountInput))
      .addSuccess(ld(PayoutAccount))
      .addError(NotFound)
      .addError(ConstraintViolationList),
  )
  .add(
    HttpApiEndpoint.del("remove", "/publisher_payout_accounts/:id")
      .setPath(IdParam)
      .setPayload(PinPayload)
      .addSuccess(HttpApiSchema.NoContent)
      .addError(NotFound)
      .addError(ConstraintViolationList),
  )
  .add(HttpApiEndpoint.get("paymentMethods", "/payment_methods").addSuccess(ld(HydraCollection(PaymentMethod, "PaymentMethodCollection"))))
  .middleware(Session);
