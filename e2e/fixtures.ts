/**
 * The fixtures every browser test uses (`import { test, expect } from "./fixtures"`):
 *
 * - `mockServer` (per worker): the worker's own mock server on E2E_PORT + the worker's parallel
 *   index, serving the shared build; `baseURL`, `page.request` and `request` point to it.
 * - `serverSettings` (per worker, an option): the server's environment settings, e.g.
 *   `test.use({ serverSettings: { PORTAL_VITALS: "on" } })`; tests with other settings than the
 *   worker's get a worker (and a server) of their own.
 * - `resetMock` (automatic): every test starts from the seeded state.
 * - problems (automatic): console errors, page errors, failed requests and failed answers (as
 *   defined in `page-problems.ts`) fail the test at its end, listed; `allowErrors(pattern)`
 *   accepts the ones a test provokes on purpose. `consoleErrors` is the list so far.
 *
 * See docs/decisions/016-browser-tests-own-their-server.md.
 */
import { test as base, expect } from "@playwright/test";
import { type MockServer, startMockServer } from "./mock-server-process";
import { collectProblems, unexpectedProblems } from "./page-problems";

/** The first port of the run; worker N listens on BASE_PORT + N. */
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
  serverSettings: Readonly<Record<string, string>>;
}

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
  // A pre-rendered public page (decision 045) is on screen before the portal takes it over, and a
  // press in between is lost: every navigation of the tests waits for the take-over (the root's
  // `data-taken-over`, src/main.tsx) when the page came pre-rendered.
  page: async ({ page }, use) => {
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
      const problems: Problems = { seen: collectProblems(context), allowed: [] };
      await use(problems);
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
