/**
 * The portal's service worker (docs/decisions/082-installable-portal.md, 083-readable-offline.md),
 * bundled and given its precache list by scripts/service-worker.ts.
 *
 * - The build is precached (Workbox): the shell, the pre-rendered pages and frames, the hashed assets.
 * - A navigation goes to the network (started with the worker, navigation preload) and its answer is
 *   the page as the server made it, with the server's nonce. Only when the network fails does the
 *   worker answer with a precached frame or the shell, under a nonce of its own (./offline-page.ts).
 * - A page's GET of the API goes to the network; its answer is kept for the publisher signed in
 *   (./answers.ts). When the network fails, the kept answer is given back, with the time it was
 *   fetched in `x-portal-saved-at`; without one the call fails as it would have. An offer's picture
 *   the page showed goes the same way (`isKeptImage`), within a limit of its own.
 * - A new version waits until the page asks it to take over (`SKIP_WAITING`, the new-version prompt).
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { LOCALE_COOKIE } from "../../contracts/cookies";
import { CURRENT_PUBLISHER, answerStore, isKeptImage, isReadable } from "./answers";
import { offlinePage, offlinePageFor } from "./offline-page";
import { PUBLISHER_MESSAGE } from "./protocol";

/** What this worker uses of a fetch event (the DOM library the project type-checks with has no worker types). */
interface FetchEventLike extends Event {
  readonly request: Request;
  readonly preloadResponse?: Promise<Response | undefined>;
  /** The page that asked (empty for a navigation). */
  readonly clientId: string;
  waitUntil(promise: Promise<unknown>): void;
}

interface WorkerScope {
  readonly location: Location;
  readonly registration: ServiceWorkerRegistration & { readonly navigationPreload?: { enable(): Promise<void> } };
  readonly caches: CacheStorage;
  readonly cookieStore?: { get(name: string): Promise<{ value: string } | null> };
  readonly __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  skipWaiting(): Promise<void>;
  addEventListener(type: "message", listener: (event: MessageEvent & { waitUntil(promise: Promise<unknown>): void }) => void): void;
  addEventListener(type: "activate", listener: (event: Event & { waitUntil(promise: Promise<unknown>): void }) => void): void;
}

declare const self: WorkerScope;

const manifest = self.__WB_MANIFEST;
/** The precached addresses, as paths (`/publisher/prerendered/en/frames/dashboard.html`). */
const precached = manifest.map((entry) => new URL(entry.url, self.location.href).pathname);

precacheAndRoute(manifest, { directoryIndex: "", ignoreURLParametersMatching: [], cleanURLs: false });
cleanupOutdatedCaches();

const answers = answerStore(self.caches);

self.addEventListener("message", (event) => {
  const data = event.data as { type?: unknown; relativeId?: unknown } | null;
  if (data?.type === "SKIP_WAITING") void self.skipWaiting();
  if (data?.type === PUBLISHER_MESSAGE && typeof data.relativeId === "number") event.waitUntil(answers.switchTo(String(data.relativeId)));
});

// The navigation's request leaves while the worker starts, not after: a page from the network is not
// later than without a worker.
self.addEventListener("activate", (event) => event.waitUntil(self.registration.navigationPreload?.enable() ?? Promise.resolve()));

/** The interface language the server would pick: the language cookie's, else English. */
const localeCookie = async () => {
  try {
    return (await self.cookieStore?.get(LOCALE_COOKIE))?.value ?? "en";
  } catch {
    return "en";
  }
};

const isPortalPage = (url: URL) =>
  url.origin === self.location.origin && url.pathname.startsWith("/publisher/") && !url.pathname.startsWith("/publisher/api/");

registerRoute(
  ({ request, url }) => request.mode === "navigate" && isPortalPage(url),
  async ({ event, request, url }) => {
    try {
      const preloaded = await (event as FetchEventLike).preloadResponse;
      return preloaded ?? (await fetch(request));
    } catch (failure) {
      const page = await matchPrecache(offlinePageFor(url.pathname, await localeCookie(), precached, (await answers.owner()) !== null));
      if (!page) throw failure;
      return offlinePage(await page.text());
    }
  },
);

/**
 * Network first: the network's answer, of which `keep` keeps a copy (after the answer is handed on);
 * when the network fails, what was kept for the address, else the failure.
 */
const networkFirst =
  (keep: (url: URL, copy: Response, ownerAtStart: string | null, clientId: string) => Promise<void>) =>
  async ({ event, request, url }: { event: Event; request: Request; url: URL }) => {
    const ownerAtStart = await answers.owner();
    let response: Response;
    try {
      response = await fetch(request);
    } catch (failure) {
      // The page gave up on it (a new page, a timeout): that is no network gone.
      if (request.signal.aborted) throw failure;
      const saved = await answers.find(url);
      if (saved) return saved;
      throw failure;
    }
    if (response.ok) (event as FetchEventLike).waitUntil(keep(url, response.clone(), ownerAtStart, (event as FetchEventLike).clientId));
    return response;
  };

registerRoute(
  ({ url }) => isReadable(url, self.location.origin),
  networkFirst((url, copy, ownerAtStart, clientId) =>
    url.pathname === CURRENT_PUBLISHER ? answers.learn(url, copy, clientId) : answers.save(url, copy, ownerAtStart, clientId),
  ),
  "GET",
);

registerRoute(
  ({ request, url }) => request.destination === "image" && isKeptImage(url, self.location.origin),
  networkFirst((url, copy, ownerAtStart) => answers.saveImage(url, copy, ownerAtStart)),
  "GET",
);
