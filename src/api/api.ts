/**
 * The API as one service, derived from the contracts once: `api.<group>.<endpoint>(request)` for
 * every endpoint of `PublisherApi`, each failing with the error catalogue (`ApiError`): the client's
 * methods themselves (./client.ts), with no wrapper between. Adding a group to `contracts/api.ts` adds its methods
 * here with no edit: there are no hand-written forwarders.
 *
 *     const page = yield* withApi((api) => api.transactions.list({ urlParams: query }));
 */
import { Effect, Layer } from "effect";
import type { Capabilities } from "./capabilities";
import { type ApiClientOptions, makePublisherClient } from "./client";
import type { ApiError } from "./errors";
import type { RequestOutcomes } from "./outcomes";
import type { PublisherServices } from "./services";
import type { VersionWatcher } from "./version";

/** The API service: every endpoint, typed from the contracts, failing with `ApiError`. */
export class Api extends Effect.Tag("api/Api")<Api, PublisherServices>() {
  /** The client over `fetch` (./client.ts); needs the `VersionWatcher`, the `RequestOutcomes` and the `Capabilities` registries. */
  static readonly layer = (options: ApiClientOptions = {}): Layer.Layer<Api, never, VersionWatcher | RequestOutcomes | Capabilities> =>
    Layer.effect(Api, makePublisherClient(options));
}

/**
 * A call of the API as an Effect: `withApi((api) => api.transactions.list({ urlParams: query }))`.
 * (`Api.use` does the same, but its name reads as a React hook to the hooks linter.)
 */
export const withApi = <A>(call: (api: PublisherServices) => Effect.Effect<A, ApiError>): Effect.Effect<A, ApiError, Api> =>
  Effect.flatMap(Api, call);
