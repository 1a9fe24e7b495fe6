/**
 * One data hook for pages and the header (issue 10; docs/decisions/018-one-data-hook.md): runs an API
 * effect on the app's runtime whenever its key changes, aborts the request in flight on a key change
 * and on unmount, and has one error path.
 */
import { Either, type Effect } from "effect";
import { startTransition, useCallback, useEffect, useEffectEvent, useRef, useState, useSyncExternalStore } from "react";
import { type ApiError, type ApiResult, type ApiServices, runApi } from "../api";
import { handleError } from "./error-handler";
import { useSystem } from "./react";

/**
 * What a failure does besides landing in `error`:
 * - `"inline"` (default): only a lost session (401) goes to the shared handler (it sends the browser
 *   to login); the caller shows the rest where the data would be, or keeps quiet (the header's polls);
 * - `"toast"`: every failure goes to the shared handler (the catalogue's text as a notification), for
 *   data that has no place of its own to show an error (e.g. a filter's options).
 */
export type ApiQueryErrorPolicy = "inline" | "toast";

export interface ApiQueryOptions {
  readonly onError?: ApiQueryErrorPolicy;
  /** Runs the effect again every this many milliseconds (same key) while mounted; a failed refresh leaves `latest` as it was. */
  readonly refreshEvery?: number;
}

export interface ApiQuery<A> {
  /** The answer to the current key; `null` while it loads and after it failed: never an answer to another key. */
  readonly data: A | null;
  /** The last answer received, for whichever key (for what may show an older value: a total, a polled count). */
  readonly latest: A | null;
  /** Whether the current key (or its retry) has no answer or failure yet. A background refresh does not count. */
  readonly loading: boolean;
  /** The current key's failure (never `Cancelled`); `null` while loading. */
  readonly error: ApiError | null;
  /** Runs the same effect again (e.g. a Retry button). */
  readonly retry: () => void;
}

/** What `useApiQuery` returns: the query, and a way to send the next key's request early. */
export interface PrefetchingApiQuery<A> extends ApiQuery<A> {
  /**
   * Sends the request for a key the caller is about to render (`effect` must be what the next render
   * passes for `key`), so that it travels while React renders the change: the next render with that
   * key takes the request in flight instead of sending another. One at a time: a newer one aborts it.
   */
  readonly prefetch: (effect: Effect.Effect<A, ApiError, ApiServices>, key: string) => void;
}

/** A request sent ahead of its render (`prefetch`). */
interface Early<A> {
  readonly key: string;
  readonly controller: AbortController;
  readonly result: Promise<ApiResult<A>>;
}

interface Settled<A> {
  readonly key: string | null;
  readonly run: number;
  readonly data: A | null;
  readonly error: ApiError | null;
  readonly latest: A | null;
}

const NOTHING: Settled<never> = { key: null, run: -1, data: null, error: null, latest: null };

/**
 * Runs `effect` on the app's runtime (`useSystem().api`) for `key`. The effect is rebuilt by the
 * caller on every render; only a new `key` (or `retry`, or the refresh timer) runs it again, so the
 * key must say everything the effect depends on.
 */
export const useApiQuery = <A>(
  effect: Effect.Effect<A, ApiError, ApiServices>,
  key: string,
  options: ApiQueryOptions = {},
): PrefetchingApiQuery<A> => {
  const { api } = useSystem();
  const { onError = "inline", refreshEvery } = options;
  const [run, setRun] = useState(0);
  const [settled, setSettled] = useState<Settled<A>>(NOTHING);
  const early = useRef<Early<A> | null>(null);

  const request = useEffectEvent((signal: AbortSignal) => runApi(api, effect, signal));
  const failed = useEffectEvent((error: ApiError) => {
    if (onError === "toast" || error._tag === "Unauthorized") handleError(error);
  });

  useEffect(() => {
    let controller: AbortController | undefined;
    // The first load of a key takes the request prefetched for it, if one is in flight.
    let ahead = early.current?.key === key ? early.current : null;
    if (ahead) early.current = null;
    const load = () => {
      controller?.abort();
      const current = ahead?.controller ?? new AbortController();
      const sent = ahead?.result ?? request(current.signal);
      ahead = null;
      controller = current;
      void sent.then((result) => {
        if (current.signal.aborted) return;
        // An answer renders in a transition: in slices the main thread can take turns with, and
        // interrupted by a tap (docs/decisions/065-main-thread-in-slices.md).
        if (Either.isRight(result)) {
          startTransition(() => setSettled({ key, run, data: result.right, error: null, latest: result.right }));
        } else if (result.left._tag !== "Cancelled") {
          const error = result.left;
          startTransition(() => setSettled((previous) => ({ key, run, data: null, error, latest: previous.latest })));
          failed(error);
        }
      });
    };
    load();
    const timer = refreshEvery === undefined ? undefined : window.setInterval(load, refreshEvery);
    // Back online, every query on screen asks again by itself: what showed a saved copy, or failed
    // offline, gets the server's answer (docs/decisions/083-readable-offline.md).
    window.addEventListener("online", load);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener("online", load);
      controller?.abort();
    };
  }, [api, key, run, refreshEvery]);

  // Stable, so that what passes it on (the balance source's refresh) does not change every render.
  const retry = useCallback(() => setRun((n) => n + 1), []);
  const prefetch = useCallback(
    (next: Effect.Effect<A, ApiError, ApiServices>, nextKey: string) => {
      early.current?.controller.abort();
      const controller = new AbortController();
      early.current = { key: nextKey, controller, result: runApi(api, next, controller.signal) };
    },
    [api],
  );
  // A prefetched request no render took (the change was cancelled) ends with the hook.
  useEffect(() => {
    const pending = early;
    return () => pending.current?.controller.abort();
  }, []);
  const current = settled.key === key;
  const loading = !current || settled.run !== run;
  return {
    data: current ? settled.data : null,
    latest: settled.latest,
    loading,
    error: loading ? null : settled.error,
    retry,
    prefetch,
  };
};

// Change signals (issue 11): what shows a server count learns at once that it changed. A page that
// marks notifications read or opens an article announces it, and the header's polls
// (`useUnseenNotifications`, `useLatestNews`) put the version in their key, so they ask again at once
// instead of at the next route or language change. They live in this module, not one of their own,
// because every lazy chunk adds its name to the entry's preload list, which the login route loads.

/** What changed on the server: the notifications' read state, the announcements' seen state, or the support chat's unread count. */
export type ChangeTopic = "notifications" | "announcements" | "support-chat";

const versions: Record<ChangeTopic, number> = { notifications: 0, announcements: 0, "support-chat": 0 };
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Announces that `topic` changed on the server: every reader of its version renders with the next one. */
export const announceChange = (topic: ChangeTopic): void => {
  versions[topic] += 1;
  listeners.forEach((listener) => listener());
};

/** The number of changes announced for `topic` so far, for a data key (`useApiQuery(…, `${key}:${version}`)`). */
export const useChangeVersion = (topic: ChangeTopic): number => useSyncExternalStore(subscribe, () => versions[topic]);
