/**
 * API Platform (JSON-LD / Hydra) building blocks shared by every domain contract:
 * IRIs, collections, and the error bodies with their HTTP status.
 */
import { HttpApiSchema } from "@effect/platform";
import { Schema } from "effect";

/** The API lives under this prefix, on the portal's own origin. */
export const API_PREFIX = "/publisher/api" as const;

/** The IRI of a resource or collection under `API_PREFIX`: `iri("payment_methods", 3)` is `/publisher/api/payment_methods/3`. */
export const iri = (...segments: ReadonlyArray<string | number>): string => [API_PREFIX, ...segments].join("/");

/** An IRI such as `/publisher/api/publisher_payout_accounts/3`; an id is its last segment. */
export const Iri = Schema.String.annotations({ identifier: "Iri", description: "JSON-LD IRI; the id is the last path segment" });

/** The fields that identify a resource of `type`: its IRI, its type and its numeric id. */
export const resourceFields = <T extends string>(type: T) => ({ "@id": Iri, "@type": Schema.Literal(type), id: Schema.Int });

/** Numeric id of a resource in a path (`/things/{id}`). */
export const IdParam = Schema.Struct({ id: Schema.NumberFromString.pipe(Schema.int(), Schema.positive()) });

/** The id of an IRI: its last path segment. */
export const idOf = (iri: string): string => iri.slice(iri.lastIndexOf("/") + 1);

const HydraView = Schema.Struct({
  "@id": Schema.String,
  "@type": Schema.Literal("hydra:PartialCollectionView"),
  "hydra:first": Schema.optional(Schema.String),
  "hydra:last": Schema.optional(Schema.String),
  "hydra:previous": Schema.optional(Schema.String),
  "hydra:next": Schema.optional(Schema.String),
});

/** What every `hydra:Collection` of `member` has before its paging fields. */
const collectionFields = <A, I>(member: Schema.Schema<A, I>) => ({
  "@context": Schema.optional(Schema.String),
  "@id": Schema.String,
  "@type": Schema.Literal("hydra:Collection"),
  "hydra:member": Schema.Array(member),
  "hydra:totalItems": Schema.Int.pipe(Schema.nonNegative()),
});

/** A `hydra:Collection` of `member`, with `hydra:totalItems` and an optional `hydra:view` for paging. */
export const HydraCollection = <A, I>(member: Schema.Schema<A, I>, identifier: string) =>
  Schema.Struct({
    ...collectionFields(member),
    "hydra:itemsPerPage": Schema.optional(Schema.Int),
    "hydra:view": Schema.optional(HydraView),
  }).annotations({ identifier });

const HydraPagedView = Schema.Struct({
  "@id": Schema.String,
  "@type": Schema.Literal("hydra:PartialCollectionView"),
  "hydra:first": Schema.String,
  "hydra:last": Schema.String,
  "hydra:previous": Schema.optional(Schema.String),
  "hydra:next": Schema.optional(Schema.String),
});

/**
 * A page of a paged list: `hydra:itemsPerPage` and `hydra:view` always present; the view's links keep
 * the request's filters and order and change `page` only.
 */
export const HydraPagedCollection = <A, I>(member: Schema.Schema<A, I>, identifier: string) =>
  Schema.Struct({
    ...collectionFields(member),
    "hydra:itemsPerPage": Schema.Int.pipe(Schema.positive()),
    "hydra:view": HydraPagedView,
  }).annotations({ identifier });

/** Paging query accepted by paged collections. */
export const PageParams = {
  page: Schema.optional(Schema.NumberFromString.pipe(Schema.int(), Schema.positive())),
  itemsPerPage: Schema.optional(Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 100))),
};

/**
 * Fields of every non-validation error body. API Platform sends `hydra:description` (and, in its
 * problem-details form, `detail`); Symfony's authenticators send `error`.
 */
export const errorFields = {
  "@context": Schema.optional(Schema.String),
  "@type": Schema.optional(Schema.String),
  "hydra:title": Schema.optional(Schema.String),
  "hydra:description": Schema.optional(Schema.String),
  title: Schema.optional(Schema.String),
  detail: Schema.optional(Schema.String),
  status: Schema.optional(Schema.Int),
  error: Schema.optional(Schema.String),
};

/** Error bodies are JSON-LD like every answer of the backend; `status` is the HTTP status. */
export const errorAnnotations = <A>(status: number): Schema.Annotations.Schema<A> => ({
  [HttpApiSchema.AnnotationStatus]: status,
  [HttpApiSchema.AnnotationEncoding]: { kind: "Json", contentType: "application/ld+json" } satisfies HttpApiSchema.Encoding,
});

export class BadRequest extends Schema.Class<BadRequest>("BadRequest")(errorFields, errorAnnotations(400)) {}
export class Unauthorized extends Schema.Class<Unauthorized>("Unauthorized")(errorFields, errorAnnotations(401)) {}
export class Forbidden extends Schema.Class<Forbidden>("Forbidden")(errorFields, errorAnnotations(403)) {}
export class NotFound extends Schema.Class<NotFound>("NotFound")(errorFields, errorAnnotations(404)) {}
export class NotAcceptable extends Schema.Class<NotAcceptable>("NotAcceptable")(errorFields, errorAnnotations(406)) {}
export class PayloadTooLarge extends Schema.Class<PayloadTooLarge>("PayloadTooLarge")(errorFields, errorAnnotations(413)) {}
export class UnsupportedMediaType extends Schema.Class<UnsupportedMediaType>("UnsupportedMediaType")(errorFields, errorAnnotations(415)) {}
export class TooManyRequests extends Schema.Class<TooManyRequests>("TooManyRequests")(errorFields, errorAnnotations(429)) {}

export const Violation = Schema.Struct({
  propertyPath: Schema.String,
  message: Schema.String,
  code: Schema.optional(Schema.NullOr(Schema.String)),
}).annotations({ identifier: "Violation" });
export type Violation = typeof Violation.Type;

/** 422: API Platform's `ConstraintViolationList`; `hydra:description` repeats the violations as `path: message` lines. */
export class ConstraintViolationList extends Schema.Class<ConstraintViolationList>("ConstraintViolationList")(
  {
    "@context": Schema.optional(Schema.String),
    "@type": Schema.Literal("ConstraintViolationList"),
    "hydra:title": Schema.String,
    "hydra:description": Schema.String,
    detail: Schema.optional(Schema.String),
    violations: Schema.Array(Violation),
  },
  errorAnnotations(422),
) {}

/** The JSON-LD content types the backend speaks. */
export const LdJson = "application/ld+json" as const;
export const MergePatchJson = "application/merge-patch+json" as const;

/** A request or response body encoded as JSON with the given content type. */
export const withContentType =
  (contentType: string) =>
  <S extends Schema.Schema.Any>(schema: S): S =>
    HttpApiSchema.withEncoding(schema, { kind: "Json", contentType }) as S;

/** Success body in JSON-LD, as API Platform answers. */
export const ld = withContentType(LdJson);
/** JSON merge-patch payload (RFC 7396), as API Platform expects for PATCH. */
export const mergePatch = withContentType(MergePatchJson);
