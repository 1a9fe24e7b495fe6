/**
 * The typed client, derived from the contracts: one object per group of `PublisherApi`, one method per
 * endpoint (`src/api/endpoint.ts` reads them from the contract value), over `fetch`. It publishes the
 * version header of every answer and every failed request, treats an answer from the login page as a
 * failure, gives up on an answer that takes longer than the timeout (aborting the fetch), and aborts
 * the fetch when its call is interrupted. It fails with the error catalogue's classes only.
 *
 * A GET the signed-in frame's HTML already asked for takes that answer once (`./early-answers.ts`).
 * An answer the service worker gave back from its saved copy is noted (`./saved-answers.ts`).
 *
 * A group whose module is imported at its first call (`./groups.ts`) gets its methods then: until
 * its module is there, each method waits for it (a failed import fails the call with `NetworkFailed`,
 * and the next call tries again). An optional group's calls say whether the backend has it
 * (`./capabilities.ts`): a lacking backend's 404 or 501 fails them with `CapabilityAbsent`, published
 * nowhere, in the same mapping as every other answer (`./endpoint.ts`).
 *
 * It replaced `HttpApiClient.make(PublisherApi)` over `FetchHttpClient`, with the same requests and
 * the same outcomes, for a smaller bundle (docs/decisions/019-bundle-and-sort-speed.md). Its methods
 * are the `Api` service's as they are: each already fails with the catalogue (`./endpoint.ts`), so
 * there is no second mapping of errors and no second proxy (decision 068).
 */
import { HttpApi, type HttpApiGroup } from "@effect/platform";
import { Duration, Effect } from "effect";
import { apiOf } from "../../contracts/shared-errors";
import { Capabilities } from "./capabilities";
import { REQUEST_TIMEOUT_MS } from "./catalogue";
import { type ApiError, Cancelled, NetworkFailed, TimedOut, Unauthorized } from "./errors";
import { GENERIC_ERROR_MESSAGE } from "./catalogue";
import { fetchOrEarly } from "./early-answers";
import { type CapabilityOf, type Send, endpointCall } from "./endpoint";
import { GROUPS } from "./groups";
import { LoginRedirect, detectLoginRedirect } from "./login-redirect";
import type { PublisherServices } from "./services";
import { type OutcomeRegistry, RequestOutcomes } from "./outcomes";
import { noteAnswer } from "./saved-answers";
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

const isAbort = (u: unknown): boolean => typeof u === "object" && u !== null && (u as { name?: unknown }).name === "AbortError";

/** Marks a fetch that outlived the timeout (it is aborted). */
class NoAnswerInTime {}

/**
 * `fetch` with the portal's rules: versions and failed requests published, the login page and the
 * timeout turned into catalogue errors, the fetch aborted when the call is interrupted.
 */
export const sender = (options: ApiClientOptions, versions: VersionRegistry, outcomes: OutcomeRegistry): Send => {
  // In the browser, a GET the signed-in frame asked for with the HTML takes that answer (early-answers.ts).
  const browserFetch = fetchOrEarly(() => globalThis.fetch);
  const fetch = detectLoginRedirect(
    () => options.fetch ?? browserFetch,
    options.pagePath ?? (() => browserLocation()?.pathname),
    VERSION_HEADER,
  );
  const credentials = options.credentials ?? "same-origin";
  const timeout = Duration.millis(options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const noAnswer = (method: string, url: URL, loginRedirect: boolean) =>
    outcomes.publish({ method, path: url.pathname, status: null, loginRedirect });
  return ({ method, url, headers, body, absentIf }) =>
    Effect.tryPromise({ try: (signal) => fetch(url, { method, headers, body, signal, credentials }), catch: (cause) => cause }).pipe(
      Effect.timeoutFail({ duration: timeout, onTimeout: () => new NoAnswerInTime() }),
      Effect.mapError((cause): ApiError => {
        if (cause instanceof LoginRedirect) {
          if (cause.version) versions.publish(cause.version);
          noAnswer(method, url, true);
          return new Unauthorized({ message: GENERIC_ERROR_MESSAGE });
        }
        noAnswer(method, url, false);
        if (cause instanceof NoAnswerInTime) return new TimedOut({ afterMs: Duration.toMillis(timeout) });
        return isAbort(cause) ? new Cancelled() : new NetworkFailed({ cause });
      }),
      Effect.tap((response) => {
        // An answer the service worker kept, given back because the network failed (decision 083), or the network's.
        noteAnswer(url.pathname + url.search, response);
        const version = response.headers.get(VERSION_HEADER);
        if (version !== null && version !== "") versions.publish(version);
        // A backend's "no such capability" is an answer, not a failure (./capabilities.ts).
        if (response.status >= 400 && !absentIf?.includes(response.status))
          outcomes.publish({ method, path: url.pathname, status: response.status, loginRedirect: false });
      }),
    );
};

type AnyCall = (request: unknown) => Effect.Effect<unknown, ApiError>;

/**
 * One group's methods, read from a one-group API with the shared errors and prefix (contracts/shared-errors.ts);
 * an optional group's calls record what their answers say of it (`capability`, ./capabilities.ts).
 */
const callsOf = (group: HttpApiGroup.HttpApiGroup.Any, baseUrl: () => string | URL | undefined, send: Send, capability?: CapabilityOf) => {
  const calls: Record<string, AnyCall> = {};
  HttpApi.reflect(apiOf(group), {
    onGroup: () => undefined,
    onEndpoint: (shape) => void (calls[shape.endpoint.name] = endpointCall(shape, baseUrl, send, capability) as AnyCall),
  });
  return calls;
};

/**
 * Whether a property asked of a group can be one of its methods: a string, and not a name the
 * language or a library probes an object for (a group is not a promise, nor JSON).
 */
export const isMethodName = (name: string | symbol): name is string => typeof name === "string" && name !== "then" && name !== "toJSON";

/** A group's methods before its module is there: each imports it (once) and then calls the real method. */
export const callsOnFirstUse = (
  load: () => Promise<HttpApiGroup.HttpApiGroup.Any>,
  build: (group: HttpApiGroup.HttpApiGroup.Any) => Record<string, AnyCall>,
) => {
  let loading: Promise<Record<string, AnyCall>> | undefined;
  const calls = () =>
    (loading ??= load().then(build, (error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return new Proxy({} as Record<string, AnyCall>, {
    get: (_, name) =>
      !isMethodName(name)
        ? undefined
        : (request: unknown) =>
            Effect.tryPromise({ try: calls, catch: (cause): ApiError => new NetworkFailed({ cause }) }).pipe(
              Effect.flatMap((methods) => {
                const call = methods[name];
                return call ? call(request) : Effect.die(new Error(`the contracts have no endpoint ${name}`));
              }),
            ),
  });
};

/** Builds the typed client; needs the `VersionWatcher`, the `RequestOutcomes` registry and the `Capabilities` registry. */
export const makePublisherClient = (
  options: ApiClientOptions = {},
): Effect.Effect<PublisherServices, never, VersionWatcher | RequestOutcomes | Capabilities> =>
  Effect.gen(function* () {
    const send = sender(options, yield* VersionWatcher, yield* RequestOutcomes);
    const capabilities = yield* Capabilities;
    const baseUrl = () => options.baseUrl ?? browserLocation()?.origin;
    const client: Record<string, Record<string, AnyCall>> = {};
    for (const [name, source] of Object.entries(GROUPS)) {
      const capability: CapabilityOf | undefined = source.optional
        ? { group: name, state: () => capabilities.state(name), settle: (present) => capabilities.settle(name, present) }
        : undefined;
      const build = (group: HttpApiGroup.HttpApiGroup.Any) => callsOf(group, baseUrl, send, capability);
      // A group's methods are read from its contract when the group is first asked for: a signed-in
      // page never calls the login's, registration's or reference groups at start, and reading all
      // seven groups there from the start was a task of 120 ms at 4x CPU (decision 086).
      let calls: Record<string, AnyCall> | undefined;
      Object.defineProperty(client, name, {
        enumerable: true,
        get: () => (calls ??= "group" in source ? build(source.group) : callsOnFirstUse(source.load, build)),
      });
    }
    // The methods are built from the same contract values the type is read from.
    return client as unknown as PublisherServices;
  });
