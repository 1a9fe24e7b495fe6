/**
 * The fixtures every browser test uses (`import { test, expect } from "./fixtures"`):
 *
 * - `mockServer` (per worker): the worker's own mock server on E2E_PORT + the worker's parallel
 *   index, serving the shared build; `baseURL`, `page.request` and `request` point to it.
 * - `serverSettings` (per worker, an option): the server's environment settings, e.g.
 *   `test.use({ serverSettings: { PORTAL_VITALS: "on" } })`; tests with other settings than the
 *   worker's get a worker (and a server) of their own.
 * - `sharedContext` (per worker): one browser profile the worker's tests take turns in, emptied of
 *   cookies, storage and permissions before each test, so that a test's first page load finds the
 *   portal's hashed assets and their compiled code in the cache (a cold load cost 0.9-1.9 s, a warm one
 *   0.4-0.8: decision 077). A test that changes what cannot be undone (the clock) is tagged
 *   `@own-context` and gets a new context, as every test does with E2E_TRACE=1 or E2E_FRESH_CONTEXTS=1.
 *   The shared profile registers no service worker (Playwright's `serviceWorkers: "block"`); a test
 *   of the portal's worker is tagged `@own-context`, and its context is closed with the worker in it.
 * - `workerContext` (per worker, made when a test first asks for it): a context with the portal's
 *   service worker allowed, for the tests tagged `@service-worker` (the offline ones), which read the
 *   portal with its worker in place but do not test how it installs. Between tests it is emptied of
 *   everything but the worker and its precache; the worker precaches the whole build once (4.4-6.1 s
 *   a test before, on a slow host: docs/decisions/084-suite-time.md, amendment of 2026-12-02).
 * - `resetMock` (automatic): every test starts from the seeded state.
 * - problems (automatic): console errors, page errors, failed requests and failed answers (as
 *   defined in `page-problems.ts`) fail the test at its end, listed; `allowErrors(pattern)`
 *   accepts the ones a test provokes on purpose. `consoleErrors` is the list so far.
 *
 * See docs/decisions/016-browser-tests-own-their-server.md.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, type Page, test as base, expect } from "@playwright/test";
import { type MockServer, startMockServer } from "./mock-server-process";
import { collectProblems, unexpectedProblems } from "./page-problems";

/** The first port of the run (claimed by playwright.config.ts, e2e/port-block.ts); worker N listens on BASE_PORT + N. */
export const BASE_PORT = Number(process.env.E2E_PORT ?? 8181);

interface Problems {
  readonly seen: string[];
  readonly allowed: RegExp[];
}

interface TestFixtures {
  resetMock: void;
  problems: Problems;
  /** Accepts the problems matching `pattern` (a RegExp, or a text they contain) in this test. */
  allowErrors: (pattern: RegExp | string) => void;
  /** The problems seen so far in this test (they fail it at its end anyway, unless allowed). */
  consoleErrors: string[];
}

interface WorkerFixtures {
  mockServer: MockServer;
  /** The worker's browser profile, or null when every test gets a context of its own. */
  sharedContext: BrowserContext | null;
  /** The worker's context with the portal's service worker allowed (made at the first call), for the tests tagged `@service-worker`. */
  workerContext: () => Promise<BrowserContext>;
  serverSettings: Readonly<Record<string, string>>;
}

/** A clock, once installed, stays for the context's life: a test that needs one has a context of its own. */
const refuseTheClock = (context: BrowserContext) => {
  for (const method of ["install", "fastForward", "pauseAt", "resume", "runFor", "setFixedTime", "setSystemTime"] as const) {
    context.clock[method] = () => Promise.reject(new Error(`page.clock.${method}: tag the test { tag: "@own-context" } (e2e/fixtures.ts)`));
  }
  return context;
};

/** Storage.clearDataForOrigin's types, all but the service workers and Cache Storage. */
const ALL_BUT_THE_WORKER = "cookies,file_systems,indexeddb,local_storage,websql,shared_storage,storage_buckets";

/** Clears a kept context's cookies, permissions and the origin's storage of `storageTypes`, through `page`. */
const clearOrigin = async (context: BrowserContext, page: Page, origin: string, storageTypes: string) => {
  await context.clearCookies();
  await context.clearPermissions();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Storage.clearDataForOrigin", { origin, storageTypes });
  await cdp.detach();
};

/**
 * Empties the context with the portal's worker of what a test left: its pages, cookies, permissions,
 * the network (back online) and the origin's storage, keeping the worker's registration and its
 * precache (`workbox-precache-…`); every other Cache Storage cache (the publishers' saved answers) goes.
 */
const emptyKeepingTheWorker = async (context: BrowserContext, origin: string) => {
  await Promise.all(context.pages().map((open) => open.close()));
  await context.setOffline(false);
  const page = await context.newPage();
  await clearOrigin(context, page, origin, ALL_BUT_THE_WORKER);
  // A document of the origin outside the worker's scope (/publisher/), to reach its Cache Storage from.
  await page.goto(`${origin}/__mock/version`);
  await page.evaluate(async () => {
    for (const name of await caches.keys()) if (!name.startsWith("workbox-precache")) await caches.delete(name);
  });
  await page.close();
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export const test = base.extend<TestFixtures, WorkerFixtures>({
  serverSettings: [{}, { scope: "worker", option: true }],
  mockServer: [
    async ({ serverSettings }, use, workerInfo) => {
      const server = await startMockServer(BASE_PORT + workerInfo.parallelIndex, serverSettings);
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 90_000 },
  ],
  sharedContext: [
    async ({ playwright, launchOptions, mockServer }, use) => {
      if (process.env.E2E_TRACE === "1" || process.env.E2E_FRESH_CONTEXTS === "1") return use(null);
      const profile = mkdtempSync(join(tmpdir(), "portal-e2e-profile-"));
      const context = await playwright.chromium.launchPersistentContext(profile, {
        ...launchOptions,
        baseURL: mockServer.origin,
        reducedMotion: "reduce",
        viewport: { width: 1280, height: 720 },
        // The portal's service worker (decision 082) is not registered here: installed after each
        // test's first page, it would precache the whole build in every test (1.2 MB, 259 requests,
        // while the next test runs) and answer the assets' requests instead of the server. The tests
        // of the worker (e2e/pwa.spec.ts) have a context of their own, where it is.
        serviceWorkers: "block",
      });
      refuseTheClock(context);
      await use(context);
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
    { scope: "worker", timeout: 90_000 },
  ],
  workerContext: [
    async ({ browser, mockServer }, use) => {
      let made: Promise<BrowserContext> | undefined;
      await use(
        () =>
          (made ??= browser
            .newContext({
              baseURL: mockServer.origin,
              reducedMotion: "reduce",
              viewport: { width: 1280, height: 720 },
              serviceWorkers: "allow",
            })
            .then(refuseTheClock)),
      );
      if (made) await (await made).close();
    },
    { scope: "worker" },
  ],
  // The shared profile, emptied of what the last test left (the HTTP cache aside), or a context of
  // the test's own (the base fixture) when it is tagged @own-context or there is no shared one.
  context: async ({ sharedContext, workerContext, context, baseURL }, use, testInfo) => {
    const origin = new URL(baseURL!).origin;
    if (sharedContext !== null && testInfo.tags.includes("@service-worker")) {
      const withWorker = await workerContext();
      await emptyKeepingTheWorker(withWorker, origin);
      await use(withWorker);
      await emptyKeepingTheWorker(withWorker, origin);
      return;
    }
    if (sharedContext === null || testInfo.tags.includes("@own-context")) return use(context);
    const empty = async () => {
      for (const open of sharedContext.pages().slice(1)) await open.close();
      const [blank] = sharedContext.pages();
      await clearOrigin(
        sharedContext,
        blank ?? (await sharedContext.newPage()),
        origin,
        `${ALL_BUT_THE_WORKER},service_workers,cache_storage`,
      );
    };
    await empty();
    await use(sharedContext);
    await empty();
  },
  // A pre-rendered public page (decision 045) is on screen before the portal takes it over, and a
  // press in between is lost: every navigation of the tests waits for the take-over (the root's
  // `data-taken-over`, src/main.tsx) when the page came pre-rendered.
  page: async ({ context, sharedContext, viewport, colorScheme }, use, testInfo) => {
    const page = await context.newPage();
    // A context kept between tests (the shared profile, or the one with the portal's worker).
    const kept = sharedContext !== null && (context === sharedContext || testInfo.tags.includes("@service-worker"));
    if (kept) {
      // What the base fixture gives a context of the test's own, given to the page instead.
      if (viewport) await page.setViewportSize(viewport);
      if (colorScheme) await page.emulateMedia({ colorScheme });
    }
    const takenOver = () =>
      page.waitForFunction(() => {
        const root = document.getElementById("root");
        return root === null || root.dataset.prerendered === undefined || root.dataset.takenOver !== undefined;
      });
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const thenTakenOver = async <R>(navigation: Promise<R>, options?: { waitUntil?: string }) => {
      const response = await navigation;
      if (options?.waitUntil !== "commit") await takenOver();
      return response;
    };
    page.goto = (url, options) => thenTakenOver(goto(url, options), options);
    page.reload = (options) => thenTakenOver(reload(options), options);
    await use(page);
    if (kept && testInfo.status !== testInfo.expectedStatus && !page.isClosed()) {
      await testInfo.attach("screenshot", { body: await page.screenshot(), contentType: "image/png" });
    }
  },
  baseURL: async ({ mockServer }, use) => {
    await use(mockServer.origin);
  },
  resetMock: [
    async ({ request }, use) => {
      const response = await request.post("/__mock/reset");
      expect(response.ok(), "the mock server resets").toBe(true);
      await use();
    },
    { auto: true },
  ],
  problems: [
    async ({ context }, use) => {
      const { problems: seen, stop } = collectProblems(context);
      const problems: Problems = { seen, allowed: [] };
      await use(problems);
      stop();
      expect(
        unexpectedProblems(problems.seen, problems.allowed),
        "console errors and failed requests (allowErrors(pattern) accepts expected ones)",
      ).toEqual([]);
    },
    { auto: true },
  ],
  allowErrors: async ({ problems }, use) => {
    await use((pattern) => void problems.allowed.push(typeof pattern === "string" ? new RegExp(escape(pattern)) : pattern));
  },
  consoleErrors: async ({ problems }, use) => {
    await use(problems.seen);
  },
});

export { expect };
