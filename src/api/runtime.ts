/**
 * One `ManagedRuntime` for every API service, and the bridge to promises (XState `fromPromise`
 * actors): the result keeps the error's `_tag`, and aborting the actor's signal interrupts the
 * call, which aborts its fetch and yields `Cancelled`.
 */
import { Cause, Effect, Either, Exit, Layer, ManagedRuntime, Option, type Scheduler } from "effect";
import type { ApiClientOptions } from "./client";
import { type ApiError, Cancelled } from "./errors";
import { Api } from "./api";
import { Capabilities } from "./capabilities";
import { RequestOutcomes } from "./outcomes";
import { VersionWatcher } from "./version";

/** Everything the API runtime provides. */
export type ApiServices = Api | VersionWatcher | RequestOutcomes | Capabilities;

/** The runtime the app (and each test) makes once. */
export type ApiRuntime = ManagedRuntime.ManagedRuntime<ApiServices, never>;

/** The outcome of a call: `Right` with the answer, or `Left` with the catalogue error (its `_tag` intact). */
export type ApiResult<A> = Either.Either<A, ApiError>;

/** The API (every endpoint, derived from the contracts) over one client and one version registry. */
export const makeApiLayer = (options: ApiClientOptions = {}): Layer.Layer<ApiServices> =>
  Api.layer(options).pipe(Layer.provideMerge(Layer.mergeAll(VersionWatcher.Default, RequestOutcomes.Default, Capabilities.Default)));

/**
 * The app's one runtime; `baseUrl` defaults to the page's origin. `scheduler` replaces Effect's
 * default one for every call run on it (the portal's: `slicedScheduler`, which gives the main thread
 * back every few milliseconds).
 */
export const makeApiRuntime = (options: ApiClientOptions & { readonly scheduler?: Scheduler.Scheduler } = {}): ApiRuntime => {
  const { scheduler, ...client } = options;
  const layer = makeApiLayer(client);
  // Provided under the layer (not beside it): the layer's own build runs on the scheduler too.
  return ManagedRuntime.make(scheduler ? layer.pipe(Layer.provideMerge(Layer.setScheduler(scheduler))) : layer);
};

const toResult = <A>(exit: Exit.Exit<A, ApiError>): ApiResult<A> => {
  if (Exit.isSuccess(exit)) return Either.right(exit.value);
  const failure = Cause.failureOption(exit.cause);
  if (Option.isSome(failure)) return Either.left(failure.value);
  if (Cause.isInterruptedOnly(exit.cause)) return Either.left(new Cancelled());
  throw Cause.squash(exit.cause);
};

/**
 * Runs a call on the runtime. Resolves with `Right(answer)` or `Left(ApiError)`; an abort of
 * `signal` interrupts the call (and its fetch) and resolves with `Left(Cancelled)`. Rejects only
 * on a defect (a bug), never on an API error.
 */
export const runApi = <A, R>(
  runtime: ManagedRuntime.ManagedRuntime<R, never>,
  effect: Effect.Effect<A, ApiError, R>,
  signal?: AbortSignal,
): Promise<ApiResult<A>> => runtime.runPromiseExit(effect, { signal }).then(toResult);

/**
 * Like `runApi` but resolves with the answer and rejects with the `ApiError` itself: the shape
 * a `fromPromise` actor wants (`onDone` gets the answer, `onError` the tagged error).
 */
export const runApiOrFail = <A, R>(
  runtime: ManagedRuntime.ManagedRuntime<R, never>,
  effect: Effect.Effect<A, ApiError, R>,
  signal?: AbortSignal,
): Promise<A> =>
  runApi(runtime, effect, signal).then(
    Either.match({
      onRight: (value) => value,
      onLeft: (error) => Promise.reject(error),
    }),
  );
