/**
 * The publisher's own API tokens on the reporting endpoints (issue 37 item 2): a read-only endpoint
 * that a token of one scope may call says so with `readableWithToken(scope)`. It then accepts
 * `Authorization: Bearer <token>` besides the session cookie (the bearer, when sent, decides: a token
 * the server does not know, revoked or expired, is a 401, and a token without the scope a 403), and the
 * OpenAPI document lists the token's scheme with the scope (contracts/openapi.ts). The tokens
 * themselves are contracts/api-tokens.contract.ts; this module is small on purpose, as the reporting
 * contracts that import it load in the browser.
 */
import { type HttpApiEndpoint, HttpApiMiddleware, HttpApiSecurity } from "@effect/platform";
import { Context } from "effect";
import { Forbidden, Unauthorized } from "./hydra";

/** What a token may read: the statistics (reports), the conversions, the offers. */
export const TOKEN_SCOPES = ["statistics", "conversions", "offers"] as const;
export type TokenScopeName = (typeof TOKEN_SCOPES)[number];

/** The security scheme's name in the OpenAPI document. */
export const API_TOKEN_SCHEME = "apiToken";

/** A publisher's API token sent as `Authorization: Bearer <token>`. */
export class ApiTokenAuth extends HttpApiMiddleware.Tag<ApiTokenAuth>()("ApiTokenAuth", {
  failure: Unauthorized,
  security: { [API_TOKEN_SCHEME]: HttpApiSecurity.bearer },
}) {}

/** The scope an endpoint asks of a token (an endpoint annotation). */
export class TokenScope extends Context.Tag("contracts/TokenScope")<TokenScope, TokenScopeName>() {}

/** An endpoint a token with `scope` may call: the bearer scheme, the scope, and its 403 outside the scope. */
export const readableWithToken =
  (scope: TokenScopeName) =>
  <Name extends string, Path, UrlParams, Payload, Headers, Success, Error, R, RE>(
    endpoint: HttpApiEndpoint.HttpApiEndpoint<Name, "GET", Path, UrlParams, Payload, Headers, Success, Error, R, RE>,
  ) =>
    endpoint.middleware(ApiTokenAuth).addError(Forbidden).annotate(TokenScope, scope);
