/**
 * The portal's service worker (docs/decisions/082-installable-portal.md; scripts/service-worker.ts
 * writes it): registered once the page has loaded and the browser is idle, so the first visit's
 * scripts, styles and data never wait behind its precaching. Only in a build: the development
 * server has no worker.
 */

/** The worker's address; its scope is the portal's path. */
const WORKER_URL = "/publisher/sw.js";

/** Runs `run` once the page has loaded and then the main thread is idle (a timer where the browser has no idle callbacks). */
const afterLoadAndIdle = (run: () => void) => {
  const idle = () =>
    typeof window.requestIdleCallback === "function" ? window.requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 200);
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
};

/** Registers the worker after the first paint; a browser without workers, or one that refuses, keeps the portal as it was. */
export const registerServiceWorker = (): void => {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  afterLoadAndIdle(() => {
    navigator.serviceWorker.register(WORKER_URL, { scope: "/publisher/" }).catch(() => undefined);
  });
};
