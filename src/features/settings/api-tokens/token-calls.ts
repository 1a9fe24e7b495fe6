/**
 * The API tokens flow's calls (machines/api-tokens), shared by the tab, which runs them through
 * `system.fromApi`, and by the model test, which runs them against the mock server. The list is also
 * the capability's first call (decision 085): Settings sends it to learn whether the backend has tokens.
 */
import { Effect } from "effect";
import type { ApiToken, ApiTokenInput, IssuedApiToken } from "../../../../contracts/api-tokens.contract";
import type { ApiCall } from "../../../app/system";

/** GET /api_tokens: the publisher's tokens, oldest first. */
export const listTokensCall: ApiCall<void, ReadonlyArray<ApiToken>> = (api) =>
  api.apiTokens.list({}).pipe(Effect.map((collection) => collection["hydra:member"]));

/** POST /api_tokens: the token and, this once, its secret. */
export const createTokenCall: ApiCall<ApiTokenInput, IssuedApiToken> = (api, payload) => api.apiTokens.create({ payload });

/** DELETE /api_tokens/{id}. */
export const revokeTokenCall: ApiCall<{ id: number }, void> = (api, { id }) => api.apiTokens.revoke({ path: { id } });
