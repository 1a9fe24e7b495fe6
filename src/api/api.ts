/**
 * The API as one service, derived from the contracts once: `api.<group>.<endpoint>(request)` for
 * every endpoint of `PublisherApi`, each failing with the error catalogue (`ApiError`) instead of
 * the client's transport and decoding errors. Adding a group to `contracts/api.ts` adds its methods
 * here with no edit: there are no hand-written forwarders.
 *
 *     const page = yield* withApi((api) => api.transactions.list({ urlParams: query }));
 */
import type { HttpApi, HttpApiEndpoint, HttpApiGroup } from "@effect/platform";
import { Effect, Layer } from "effect";
import type { PublisherApi } from "../../contracts/api";
import { callApi } from "./call";
import { ApiClient, type PublisherClient, isMethodName } from "./client";
import type { ApiError } from "./errors";

type Groups = PublisherApi extends HttpApi.HttpApi<infer _Id, infer G, infer _E, infer _R> ? G : never;

/** One endpoint's call: the request the contract describes, the success it declares, an `ApiError`. */
export type ApiMethod<Endpoint> =
  Endpoint extends HttpApiEndpoint.HttpApiEndpoint<
    infer _Name,
    infer _Method,
    infer Path,
    infer UrlParams,
    infer Payload,
    infer Headers,
    infer Success,
    infer _Error,
    infer _R,
    infer _RE
  >
    ? (request: HttpApiEndpoint.HttpApiEndpoint.ClientRequest<Path, UrlParams, Payload, Headers, false>) => Effect.Effect<Success, ApiError>
    : never;

/** One group's calls, by endpoint name. */
export type ApiGroup<Group> =
  Group extends HttpApiGroup.HttpApiGroup<infer _Id, infer Endpoints, infer _E, infer _R, infer _TopLevel>
    ? { readonly [Endpoint in Endpoints as HttpApiEndpoint.HttpApiEndpoint.Name<Endpoint>]: ApiMethod<Endpoint> }
    : never;

/** Every call of the publisher API, by group and endpoint name (the names of `contracts/*.contract.ts`). */
export type PublisherServices = { readonly [Group in Groups as Group["identifier"]]: ApiGroup<Group> };

type AnyCall = (request: unknown) => Effect.Effect<unknown, unknown>;

/**
 * Maps every method of the derived client through `callApi` (the catalogue's error mapping). A
 * group's methods are read when called, not listed: a group loaded at its first call has none to list
 * before (src/api/client.ts).
 */
export const deriveServices = (client: PublisherClient): PublisherServices =>
  Object.fromEntries(
    Object.entries(client as unknown as Record<string, Record<string, AnyCall>>).map(([group, endpoints]) => [
      group,
      new Proxy({} as Record<string, AnyCall>, {
        get: (_, name) => (isMethodName(name) ? (request: unknown) => callApi(endpoints[name]!(request)) : undefined),
      }),
    ]),
  ) as unknown as PublisherServices;

/** The API service: every endpoint, typed from the contracts, failing with `ApiError`. */
export class Api extends Effect.Tag("api/Api")<Api, PublisherServices>() {
  /** Derived from the runtime's `ApiClient`. */
  static readonly layer: Layer.Layer<Api, never, ApiClient> = Layer.effect(Api, Effect.map(ApiClient, deriveServices));
}

/**
 * A call of the API as an Effect: `withApi((api) => api.transactions.list({ urlParams: query }))`.
 * (`Api.use` does the same, but its name reads as a React hook to the hooks linter.)
 */
export const withApi = <A>(call: (api: PublisherServices) => Effect.Effect<A, ApiError>): Effect.Effect<A, ApiError, Api> =>
  Effect.flatMap(Api, call);
