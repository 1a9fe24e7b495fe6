import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 8181);

/** Browser tests in Debian's Chromium against the built portal served by the mock server. */
export default defineConfig({
  testDir: "e2e",
  // One folder per port, so that parallel runs on one machine do not delete each other's results.
  outputDir: `test-results/${port}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  webServer: {
    command: "node_modules/.bin/tsx mock-server/main.ts",
    url: `http://127.0.0.1:${port}/publisher/`,
    // The inspector setting is on, as in development, so that its browser tests can open it.
    env: { PORT: String(port), PORTAL_INSPECTOR: "on", ...(process.env.E2E_DIST ? { DIST_DIR: process.env.E2E_DIST } : {}) },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
