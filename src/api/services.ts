/**
 * The API's type, read from the contracts: `api.<group>.<endpoint>(request)` for every endpoint of
 * `PublisherApi`, each failing with the error catalogue. The client (./client.ts) builds a value of it;
 * the `Api` service (./api.ts) provides it.
 */
import type { HttpApi, HttpApiEndpoint, HttpApiGroup } from "@effect/platform";
import type { Effect } from "effect";
import type { PublisherApi } from "../../contracts/api";
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
