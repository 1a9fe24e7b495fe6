/** Promo codes (spec 02 sections 1, 5 and 7): the activated codes, and activating one by its code. */
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform";
import { Schema } from "effect";
import { ConstraintViolationList, HydraCollection, Iri, ld } from "./hydra";
import { Session } from "./session";

/** An activated promo code: what it credited to the balance, and when. */
export const PromoCode = Schema.Struct({
  "@context": Schema.optional(Schema.String),
  "@id": Iri,
  "@type": Schema.Literal("PromoCode"),
  id: Schema.Int,
  code: Schema.String,
  amount: Schema.Number,
  activatedAt: Schema.String.annotations({ description: "RFC 3339 date-time" }),
  transaction: Schema.NullOr(Iri).annotations({ description: "The balance transaction that credited the amount" }),
}).annotations({ identifier: "PromoCode" });
export type PromoCode = typeof PromoCode.Type;

export const PromoCodeInput = Schema.Struct({
  code: Schema.optional(Schema.NullOr(Schema.String.pipe(Schema.maxLength(255)))),
}).annotations({ identifier: "PromoCodeInput" });

export const PromoCodesGroup = HttpApiGroup.make("promoCodes")
  .add(HttpApiEndpoint.get("list", "/promo_codes").addSuccess(ld(HydraCollection(PromoCode, "PromoCodeCollection"))))
  .add(
    HttpApiEndpoint.post("activate", "/promo_codes")
      .setPayload(ld(PromoCodeInput))
      .addSuccess(ld(PromoCode), { status: 201 })
      .addError(ConstraintViolationList),
  )
  .middleware(Session);
