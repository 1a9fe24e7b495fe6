import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 8181);
/** Two workers by default (each with its own mock server, see e2e/fixtures.ts); E2E_WORKERS overrides. */
const workers = Number(process.env.E2E_WORKERS ?? 2);

/**
 * Browser tests in Debian's Chromium against the built portal. There is no `webServer`: every
 * worker starts its own mock server on E2E_PORT + its index (e2e/fixtures.ts), so tests never share
 * server state; `npm run test:e2e` builds `dist/` once before, and all servers serve it.
 */
export default defineConfig({
  testDir: "e2e",
  // One folder per port, so that parallel runs on one machine do not delete each other's results.
  outputDir: `test-results/${port}`,
  // Tests of one file may run on different workers: each test resets its own worker's server.
  fullyParallel: true,
  workers,
  retries: 0,
  forbidOnly: true,
  reporter: [["list"]],
  timeout: 30_000,
  // A web-first assertion waits up to 10 s (Playwright's default is 5): a first list load on a
  // 2-core machine running two workers with their servers can take longer than 5 s.
  expect: { timeout: 10_000 },
  use: {
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
});
