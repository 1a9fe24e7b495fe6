/**
 * The portal's service worker (docs/decisions/082-installable-portal.md; scripts/service-worker.ts
 * writes it): registered once the page has loaded and the browser is idle, so the first visit's
 * scripts, styles and data never wait behind its precaching. Only in a build: the development
 * server has no worker.
 *
 * A new build's worker, found by the browser's update check, waits while this page runs: `newVersion`
 * says so (src/shell/update-prompt.tsx offers it), and `activateNewVersion` lets it take over and
 * reloads once it has. The first worker of a browser is no update: it controls from the next page on.
 */

import { PUBLISHER_MESSAGE } from "../worker/protocol";

/** The worker's address; its scope is the portal's path. */
const WORKER_URL = "/publisher/sw.js";

/** Runs `run` once the page has loaded and then the main thread is idle (a timer where the browser has no idle callbacks). */
const afterLoadAndIdle = (run: () => void) => {
  const idle = () =>
    typeof window.requestIdleCallback === "function" ? window.requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 200);
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
};

let waiting: ServiceWorker | null = null;
/** The container of the registration that has `waiting`. */
let waitingIn: ServiceWorkerContainer | null = null;
const listeners = new Set<() => void>();

/** Whether a new version's worker waits to take over (for `useSyncExternalStore`). */
export const newVersion = {
  ready: (): boolean => waiting !== null,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

const offer = (worker: ServiceWorker | null, container: ServiceWorkerContainer) => {
  // Without a controller it is the browser's first worker, not a new version of the page's.
  if (!worker || !container.controller || worker === waiting) return;
  waiting = worker;
  waitingIn = container;
  listeners.forEach((listener) => listener());
};

/** Follows `registration` for a new worker that has installed and waits (found now, or by a later update check). */
export const watchUpdates = (registration: ServiceWorkerRegistration, container: ServiceWorkerContainer): void => {
  const follow = (worker: ServiceWorker | null) =>
    worker?.addEventListener("statechange", () => {
      if (worker.state === "installed") offer(worker, container);
    });
  offer(registration.waiting, container);
  // One found before this page was watching (its registration's own update check) is still installing.
  follow(registration.installing);
  registration.addEventListener("updatefound", () => follow(registration.installing));
};

/**
 * Lets the waiting worker take over (Workbox's worker skips waiting on this message) and reloads the
 * page once it controls it: the new version's page, from the server, with the new version's files.
 */
export const activateNewVersion = (reload = () => window.location.reload()): void => {
  if (!waiting || !waitingIn) return;
  waitingIn.addEventListener(
    "controllerchange",
    () => {
      // It controls now: no version waits any more (the page's modules outlive it in the component tests).
      waiting = null;
      waitingIn = null;
      listeners.forEach((listener) => listener());
      reload();
    },
    { once: true },
  );
  waiting.postMessage({ type: "SKIP_WAITING" });
};

/** Registers the worker after the first paint; a browser without workers, or one that refuses, keeps the portal as it was. */
export const registerServiceWorker = (): void => {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  afterLoadAndIdle(() => {
    const container = navigator.serviceWorker;
    container
      .register(WORKER_URL, { scope: "/publisher/" })
      // Undefined where registering is blocked (the browser tests' shared profile).
      .then((registration: ServiceWorkerRegistration | undefined) => registration && watchUpdates(registration, container))
      .catch(() => undefined);
  });
};

/**
 * Tells the worker who is signed in (docs/decisions/083-readable-offline.md): from now on the answers
 * it keeps are this publisher's, and any other publisher's it kept are deleted.
 */
export const announcePublisher = (relativeId: number): void =>
  (typeof navigator === "undefined" ? null : navigator.serviceWorker?.controller)?.postMessage({ type: PUBLISHER_MESSAGE, relativeId });
