/**
 * Postbacks (spec 02 sections 2, 3, 5, 7 and 9): a URL template with macros that the network calls
 * on a conversion, for every conversion (global), one offer's or one smartlink's; and a test that
 * sends a test conversion and reports the delivery. Shapes not fixed by the spec: decision 026.
 */
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform";
import { Schema } from "effect";
import { ConstraintViolationList, HydraPagedCollection, IdParam, Iri, NotFound, ld, mergePatch } from "./hydra";
import { PagingParams, RELATIVE_ID, choiceParam, listFilter, optionalParam } from "./list-query";
import { Session } from "./session";

/** Macros of postback and tracking URLs (spec 02 section 9); {goal} is not for smartlinks. */
export const POSTBACK_MACROS = [
  "country",
  "currency",
  "track",
  "ext_click_id",
  "sum",
  "sale_time",
  "name",
  "goal",
  "sub_source",
  "transaction_id",
  "int_click_id",
  "adv_tid",
  "ext1",
  "ext2",
  "ext3",
  "ext4",
  "ext5",
  "ext6",
] as const;
export type PostbackMacro = (typeof POSTBACK_MACROS)[number];

/** The default template (spec 02 section 3): click (external click id), track, amount (sum), source (name). */
export const DEFAULT_POSTBACK_TEMPLATE = "click={ext_click_id}&track={track}&amount={sum}&source={name}";

export const PostbackScope = Schema.Literal("global", "offer", "smartlink").annotations({ identifier: "PostbackScope" });
export type PostbackScope = typeof PostbackScope.Type;

export const Postback = Schema.Struct({
  "@context": Schema.optional(Schema.String),
  "@id": Iri,
  "@type": Schema.Literal("PublisherPostback"),
  id: Schema.Int,
  name: Schema.String,
  scope: PostbackScope,
  offer: Schema.NullOr(Iri),
  smartlink: Schema.NullOr(Iri),
  url: Schema.String,
  createdAt: Schema.String,
}).annotations({ identifier: "PublisherPostback" });
export type Postback = typeof Postback.Type;

export const PostbackInput = Schema.Struct({
  name: Schema.optional(Schema.NullOr(Schema.String.pipe(Schema.maxLength(1024)))),
  scope: Schema.optional(Schema.NullOr(Schema.String.pipe(Schema.maxLength(64)))),
  offer: Schema.optional(Schema.NullOr(Iri.pipe(Schema.maxLength(255)))),
  smartlink: Schema.optional(Schema.NullOr(Iri.pipe(Schema.maxLength(255)))),
  url: Schema.optional(Schema.NullOr(Schema.String.pipe(Schema.maxLength(4096)))),
}).annotations({ identifier: "PublisherPostbackInput" });
export type PostbackInput = typeof PostbackInput.Type;

export const PostbackQuery = Schema.Struct({
  ...PagingParams,
  scope: choiceParam(PostbackScope, PostbackScope.literals),
  ...listFilter("offer", RELATIVE_ID, "offer relative ids", "an offer relative id"),
  ...listFilter("smartlink", RELATIVE_ID, "smartlink relative ids", "a smartlink relative id"),
});

/** What `/test` sends: a saved postback, or a template with its scope (the form before saving). */
export const PostbackTestInput = Schema.Struct({
  postback: Schema.optional(Schema.NullOr(Iri.pipe(Schema.maxLength(255)))),
  ...PostbackInput.fields,
}).annotations({ identifier: "PublisherPostbackTestInput" });

/** Masked in a delivery's `url`: a password in the URL and the values of secret-looking parameters (token, key, secret…). */
const MASKED_URL =
  "The URL as sent (macros filled, encoded as the receiver got it), with a password and the values of secret-looking parameters (token, key, secret…) shown as ***";
const SECRETS_MASKED = Schema.Boolean.annotations({ description: "True when `url` has secrets masked: the exact URL is worth revealing" });

export const PostbackDelivery = Schema.Struct({
  url: Schema.String.annotations({ description: `${MASKED_URL}; the macros filled from the test conversion` }),
  secretsMasked: SECRETS_MASKED,
  urlWithSecrets: Schema.String.annotations({
    description: "The URL exactly as sent, secrets included (the publisher just gave them): shown only when the publisher reveals it",
  }),
  simulated: Schema.Boolean.annotations({ description: "True when nothing was sent (only loopback addresses are called)" }),
  status: Schema.NullOr(Schema.Int).annotations({ description: "The receiver's HTTP status; null when simulated or when the call failed" }),
  timeMs: Schema.Int.pipe(Schema.nonNegative()),
  responseExcerpt: Schema.NullOr(Schema.String).annotations({ description: "The first characters of the receiver's answer" }),
  error: Schema.NullOr(Schema.String).annotations({ description: "Why the call failed (timeout, refused), or null" }),
  sentAt: Schema.String,
}).annotations({ identifier: "PostbackDelivery" });
export type PostbackDelivery = typeof PostbackDelivery.Type;

// ---------------------------------------------------------------------------------------------
// The delivery log (issue 27.2, decision 059): every postback the network fired for a conversion.

/** How a delivery ended: the receiver answered 2xx, it did not (an error status, a timeout, a refusal), or nothing was sent (not loopback). */
export const DeliveryOutcome = Schema.Literal("delivered", "failed", "simulated").annotations({ identifier: "PostbackDeliveryOutcome" });
export type DeliveryOutcome = typeof DeliveryOutcome.Type;

export const DeliveryAttempt = Schema.Struct({
  at: Schema.String.annotations({ description: "RFC 3339: when this attempt was sent" }),
  status: Schema.NullOr(Schema.Int).annotations({ description: "The receiver's HTTP status; null when the call failed or was simulated" }),
  error: Schema.NullOr(Schema.String).annotations({ description: "Why the call failed (timeout, refused), or null" }),
  timeMs: Schema.Int.pipe(Schema.nonNegative()),
}).annotations({ identifier: "PostbackDeliveryAttempt" });
export type DeliveryAttempt = typeof DeliveryAttempt.Type;

export const PostbackDeliveryLog = Schema.Struct({
  "@id": Iri,
  "@type": Schema.Literal("PublisherPostbackDelivery"),
  id: Schema.Int,
  postback: Iri.annotations({ description: "The postback fired (it may have been deleted since)" }),
  postbackName: Schema.String,
  conversion: Iri.annotations({ description: "The conversion it reported" }),
  conversionId: Schema.Int,
  trigger: Schema.Literal("conversion", "resend").annotations({ description: "Fired by the conversion, or resent by the publisher" }),
  url: Schema.String.annotations({ description: `${MASKED_URL}; the exact URL: POST …/{id}/reveal` }),
  secretsMasked: SECRETS_MASKED,
  outcome: DeliveryOutcome,
  status: Schema.NullOr(Schema.Int).annotations({ description: "The last attempt's HTTP status" }),
  error: Schema.NullOr(Schema.String).annotations({ description: "The last attempt's failure, or null" }),
  responseExcerpt: Schema.NullOr(Schema.String).annotations({ description: "The first characters of the last answer" }),
  timeMs: Schema.Int.pipe(Schema.nonNegative()).annotations({ description: "The last attempt's duration" }),
  sentAt: Schema.String.annotations({ description: "RFC 3339: when the first attempt was sent" }),
  attempts: Schema.Array(DeliveryAttempt).annotations({
    description: "Every attempt, first to last (a failed one is retried, at most 3 in all)",
  }),
}).annotations({ identifier: "PublisherPostbackDelivery" });
export type PostbackDeliveryLog = typeof PostbackDeliveryLog.Type;

export const DeliveryQuery = Schema.Struct({
  ...PagingParams,
  status: choiceParam(DeliveryOutcome, DeliveryOutcome.literals),
  ...listFilter("postback", RELATIVE_ID, "postback ids", "a postback id"),
  conversion: optionalParam(
    Schema.NumberFromString.pipe(Schema.int(), Schema.positive()).annotations({ description: "A conversion's id" }),
  ),
});
export type DeliveryQuery = typeof DeliveryQuery.Type;

/** A resend takes nothing: the postback's current template, filled from the conversion again. */
export const DeliveryResendInput = Schema.Struct({}).annotations({ identifier: "PublisherPostbackDeliveryResend" });

/** A reveal takes nothing: the delivery's URL exactly as it was sent. */
export const DeliveryRevealInput = Schema.Struct({}).annotations({ identifier: "PublisherPostbackDeliveryReveal" });

export const RevealedDeliveryUrl = Schema.Struct({
  urlWithSecrets: Schema.String.annotations({ description: "The URL exactly as it was sent, secrets included" }),
}).annotations({ identifier: "PublisherPostbackDeliveryRevealedUrl" });

export const PostbacksGroup = HttpApiGroup.make("postbacks")
  .add(
    HttpApiEndpoint.get("list", "/publisher_postbacks")
      .setUrlParams(PostbackQuery)
      .addSuccess(ld(HydraPagedCollection(Postback, "PublisherPostbackCollection"))),
  )
  .add(
    HttpApiEndpoint.post("test", "/publisher_postbacks/test")
      .setPayload(ld(PostbackTestInput))
      .addSuccess(ld(PostbackDelivery))
      .addError(NotFound)
      .addError(ConstraintViolationList),
  )
  .add(HttpApiEndpoint.get("get", "/publisher_postbacks/:id").setPath(IdParam).addSuccess(ld(Postback)).addError(NotFound))
  .add(
    HttpApiEndpoint.post("create", "/publisher_postbacks")
      .setPayload(ld(PostbackInput))
      .addSuccess(ld(Postback), { status: 201 })
      .addError(ConstraintViolationList),
  )
  .add(
    HttpApiEndpoint.patch("update", "/publisher_postbacks/:id")
      .setPath(IdParam)
      .setPayload(mergePatch(PostbackInput))
      .addSuccess(ld(Postback))
      .addError(NotFound)
      .addError(ConstraintViolationList),
  )
  .add(HttpApiEndpoint.del("remove", "/publisher_postbacks/:id").setPath(IdParam).addSuccess(HttpApiSchema.NoContent).addError(NotFound))
  .add(
    HttpApiEndpoint.get("deliveries", "/publisher_postback_deliveries")
      .setUrlParams(DeliveryQuery)
      .addSuccess(ld(HydraPagedCollection(PostbackDeliveryLog, "PublisherPostbackDeliveryCollection"))),
  )
  .add(
    HttpApiEndpoint.post("resend", "/publisher_postback_deliveries/:id/resend")
      .setPath(IdParam)
      .setPayload(ld(DeliveryResendInput))
      .addSuccess(ld(PostbackDeliveryLog), { status: 201 })
      .addError(NotFound)
      .addError(ConstraintViolationList),
  )
  .add(
    // A POST, not a GET: asked for on purpose, one delivery at a time, and never kept by a cache (issue 35.5).
    HttpApiEndpoint.post("reveal", "/publisher_postback_deliveries/:id/reveal")
      .setPath(IdParam)
      .setPayload(ld(DeliveryRevealInput))
      .addSuccess(ld(RevealedDeliveryUrl))
      .addError(NotFound),
  )
  .middleware(Session);
