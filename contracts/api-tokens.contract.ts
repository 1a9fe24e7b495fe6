/**
 * The publisher's own API tokens (issue 37 item 2; docs/decisions/085-optional-capabilities.md):
 * named, read-only, each with scopes (statistics, conversions, offers: what it may read,
 * contracts/token-scope.ts) and an optional expiry. The secret is in the answer to its creation only;
 * the list shows a token by its name, its first characters, its scopes, when it was created, when it
 * expires and when it was last used. Revoking deletes it: it answers 401 from then on. The reporting
 * endpoints' OpenAPI document is served beside them, for the publisher's own tools.
 *
 * An optional capability: a backend without this group (404 or 501 on its first call) leaves the portal
 * without the Settings tab, and shows no error (src/api/groups.ts marks it optional).
 */
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform";
import { Schema } from "effect";
import { ConstraintViolationList, HydraCollection, IdParam, Iri, NotFound, ld } from "./hydra";
import { Session } from "./session";
import { TOKEN_SCOPES } from "./token-scope";

/** Tokens a publisher may hold at once. */
export const API_TOKENS_LIMIT = 10;
/** A token's longest name. */
export const API_TOKEN_NAME_MAX = 60;

export const TokenScope = Schema.Literal(...TOKEN_SCOPES).annotations({
  identifier: "TokenScope",
  description: "What the token may read: statistics (the reports), conversions, offers",
});
export type TokenScope = typeof TokenScope.Type;

export const ApiToken = Schema.Struct({
  "@context": Schema.optional(Schema.String),
  "@id": Iri,
  "@type": Schema.Literal("ApiToken"),
  id: Schema.Int,
  name: Schema.String,
  scopes: Schema.Array(TokenScope),
  hint: Schema.String.annotations({ description: "The secret's first characters, to tell tokens apart (never the whole secret)" }),
  createdAt: Schema.String.annotations({ description: "RFC 3339" }),
  expiresAt: Schema.NullOr(Schema.String).annotations({
    description: "RFC 3339: the end of the expiry day in the publisher's time zone; null: never expires",
  }),
  lastUsedAt: Schema.NullOr(Schema.String).annotations({ description: "RFC 3339: the last call made with it; null: never used" }),
}).annotations({ identifier: "ApiToken" });
export type ApiToken = typeof ApiToken.Type;

/** The answer to a creation: the token and, this once, its secret. */
export const IssuedApiToken = Schema.Struct({
  ...ApiToken.fields,
  secret: Schema.String.annotations({ description: "The token itself, for `Authorization: Bearer`: shown this once, never again" }),
}).annotations({ identifier: "IssuedApiToken" });
export type IssuedApiToken = typeof IssuedApiToken.Type;

export const ApiTokenInput = Schema.Struct({
  name: Schema.String.pipe(
    Schema.maxLength(API_TOKEN_NAME_MAX, { message: () => `The name should be at most ${API_TOKEN_NAME_MAX} characters.` }),
  ),
  scopes: Schema.Array(TokenScope),
  expiresOn: Schema.optionalWith(
    Schema.String.pipe(Schema.pattern(/^\d{4}-\d{2}-\d{2}$/, { message: () => 'The date should be "YYYY-MM-DD".' })).annotations({
      description: "The last day it works, in the publisher's time zone (YYYY-MM-DD); left out: never expires",
    }),
    { exact: true },
  ),
}).annotations({ identifier: "ApiTokenInput" });
export type ApiTokenInput = typeof ApiTokenInput.Type;

/** The reporting endpoints' OpenAPI 3.1 document (a part of contracts/openapi.json: contracts/openapi.ts). */
export const ReportingOpenApi = Schema.Record({ key: Schema.String, value: Schema.Unknown }).annotations({
  identifier: "ReportingOpenApi",
  description: "OpenAPI 3.1: the endpoints an API token may call, their schemas and the bearer scheme",
});

export const ApiTokensGroup = HttpApiGroup.make("apiTokens")
  .add(
    HttpApiEndpoint.get("list", "/api_tokens")
      .addSuccess(ld(HydraCollection(ApiToken, "ApiTokenCollection")))
      .middleware(Session),
  )
  .add(
    HttpApiEndpoint.post("create", "/api_tokens")
      .setPayload(ld(ApiTokenInput))
      .addSuccess(ld(IssuedApiToken), { status: 201 })
      .addError(ConstraintViolationList)
      .middleware(Session),
  )
  .add(
    HttpApiEndpoint.del("revoke", "/api_tokens/:id")
      .setPath(IdParam)
      .addSuccess(HttpApiSchema.NoContent)
      .addError(NotFound)
      .middleware(Session),
  )
  // Public, as API documents are: the publisher's tools (code generators, Postman) read it without a session.
  .add(HttpApiEndpoint.get("openApi", "/docs/openapi.json").addSuccess(ReportingOpenApi));
