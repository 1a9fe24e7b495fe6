/**
 * The typed client, derived from the contracts (`HttpApiClient.make(PublisherApi)`) over
 * `FetchHttpClient`. It publishes the version header of every answer, treats an answer from
 * the login page as a failure, and keeps the answer on a failure to decode its body, so that
 * `toApiError` sees the status and body even when an error body breaks the contract.
 */
import { FetchHttpClient, HttpApiClient, HttpClient, HttpClientError, type HttpClientResponse } from "@effect/platform";
import { Context, Duration, Effect, FiberRef, Layer, Option, ParseResult } from "effect";
import { PublisherApi } from "../../contracts/api";
import { REQUEST_TIMEOUT_MS } from "./catalogue";
import { RequestTimeout } from "./errors";
import { LoginRedirect, detectLoginRedirect } from "./login-redirect";
import { type OutcomeRegistry, RequestOutcomes } from "./outcomes";
import { VERSION_HEADER, type VersionRegistry, VersionWatcher } from "./version";

/** How to reach the API. Every field has a browser default. */
export interface ApiClientOptions {
  /** Origin (and optional path prefix) the contract paths are appended to; default `window.location.origin`. */
  readonly baseUrl?: string | URL;
  /** The `fetch` to use; default `globalThis.fetch`, looked up at call time. */
  readonly fetch?: typeof globalThis.fetch;
  /** The page's current path, to tell a login redirect from the login page itself; default `window.location.pathname`. */
  readonly pagePath?: () => string | undefined;
  /** Whether cookies flow: default "same-origin" (the API is on the page's origin). */
  readonly credentials?: RequestCredentials;
  /** How long a request waits for its answer before it is aborted and fails with `TimedOut`; default `REQUEST_TIMEOUT_MS`. */
  readonly timeoutMs?: number;
}

const browserLocation = (): Location | undefined => (typeof window === "undefined" ? undefined : window.location);

/** The answer of the request in flight on this fiber, set when it arrives and taken when it is decoded. */
const inFlight = FiberRef.unsafeMake<Option.Option<HttpClientResponse.HttpClientResponse>>(Option.none());

const pathOf = (url: string) => {
  try {
    return new URL(url, "http://localhost").pathname;
  } catch {
    return url;
  }
};

/** A request without an answer after `ms` is interrupted (its fetch aborted) and fails as a transport error. */
const withTimeout =
  (ms: number) =>
  (client: HttpClient.HttpClient): HttpClient.HttpClient =>
    HttpClient.transform(client, (response, request) =>
      Effect.timeoutFail(response, {
        duration: Duration.millis(ms),
        onTimeout: () => new HttpClientError.RequestError({ request, reason: "Transport", cause: new RequestTimeout(ms), description: `no answer in ${ms} ms` }),
      }),
    );

const observeResponses =
  (versions: VersionRegistry, outcomes: OutcomeRegistry, timeoutMs: number) =>
  (client: HttpClient.HttpClient): HttpClient.HttpClient =>
    client.pipe(
      withTimeout(timeoutMs),
      HttpClient.tap((response) => {
        const version = response.headers[VERSION_HEADER];
        if (version !== undefined && version !== "") versions.publish(version);
        if (response.status >= 400) {
          outcomes.publish({ method: response.request.method, path: pathOf(response.request.url), status: response.status, loginRedirect: false });
        }
        return FiberRef.set(inFlight, Option.some(response));
      }),
      HttpClient.tapError((error) =>
        Effect.sync(() => {
          if (error._tag !== "RequestError") return;
          const loginRedirect = error.cause instanceof LoginRedirect;
          if (loginRedirect && (error.cause as LoginRedirect).version) versions.publish((error.cause as LoginRedirect).version!);
          if (error.reason === "Transport" || loginRedirect) {
            outcomes.publish({ method: error.request.method, path: pathOf(error.request.url), status: null, loginRedirect });
          }
        }),
      ),
    );

/** A body that breaks its schema becomes a `ResponseError` ("Decode") that still holds the answer. */
const keepAnswerOnDecodeFailure = (decode: Effect.Effect<unknown, unknown>): Effect.Effect<unknown, unknown> =>
  Effect.flatMap(FiberRef.getAndSet(inFlight, Option.none()), (answer) =>
    Option.match(answer, {
      onNone: () => decode,
      onSome: (response) =>
        Effect.catchIf(decode, ParseResult.isParseError, (cause) =>
          Effect.fail(new HttpClientError.ResponseError({ reason: "Decode", request: response.request, response, cause })),
        ),
    }),
  );

/** Builds the typed client; needs the `VersionWatcher` and an `HttpClient` (normally `FetchHttpClient.layer`). */
export const makePublisherClient = (options: ApiClientOptions = {}) =>
  Effect.gen(function* () {
    const versions = yield* VersionWatcher;
    const outcomes = yield* RequestOutcomes;
    const fetch = detectLoginRedirect(
      () => options.fetch ?? globalThis.fetch,
      options.pagePath ?? (() => browserLocation()?.pathname),
      VERSION_HEADER,
    );
    return yield* HttpApiClient.make(PublisherApi, {
      baseUrl: options.baseUrl ?? browserLocation()?.origin,
      transformClient: observeResponses(versions, outcomes, options.timeoutMs ?? REQUEST_TIMEOUT_MS),
      transformResponse: keepAnswerOnDecodeFailure,
    }).pipe(
      Effect.provideService(FetchHttpClient.Fetch, fetch),
      Effect.provideService(FetchHttpClient.RequestInit, { credentials: options.credentials ?? "same-origin" }),
    );
  });

/** The client as derived from the contracts: one object per group, one method per endpoint. */
export type PublisherClient = Effect.Effect.Success<ReturnType<typeof makePublisherClient>>;

/** The typed client of the runtime. */
export class ApiClient extends Context.Tag("api/ApiClient")<ApiClient, PublisherClient>() {
  /** The client over `fetch`; needs the `VersionWatcher`. */
  static readonly layer = (options: ApiClientOptions = {}): Layer.Layer<ApiClient, never, VersionWatcher | RequestOutcomes> =>
    Layer.effect(ApiClient, makePublisherClient(options)).pipe(Layer.provide(FetchHttpClient.layer));
}
