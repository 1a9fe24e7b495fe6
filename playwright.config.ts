import { defineConfig } from "@playwright/test";
import { claimPorts } from "./e2e/port-block";
import { CHROMIUM_FLAGS } from "./scripts/chromium-flags";

// E2E_PORT, or the first block of ports no other run on this machine holds (e2e/port-block.ts).
const port = claimPorts();
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
  // Tests wait for states, not for time (docs/decisions/043-a-suite-for-a-busy-machine.md). These
  // limits end a stuck test quickly; a test that needs more, even with a second copy of the suite
  // beside it on a 2-core machine, is a finding to fix, not a limit to raise (issue 33).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    // The portal honours a reduced-motion preference (src/index.css): menus and dialogs appear in
    // their end state, so a click never lands on an item that is still scaling in. A transition still
    // under way made Playwright retry its click with the page scrolled, and the press and release
    // then fell on different elements (docs/decisions/048-reduced-motion-in-the-browser-tests.md).
    // The tests that watch a transition set "no-preference" themselves.
    reducedMotion: "reduce",
    // No service worker, as in the shared profile (e2e/fixtures.ts): e2e/pwa.spec.ts allows it for its own tests.
    serviceWorkers: "block",
    // A trace snapshots the page at every step of every test, to be thrown away when it passes: it
    // cost a third of the CPU time of header + lists (70.9 → 48.4 s user + sys). E2E_TRACE=1 records them (kept for the failures); without it a
    // failure still leaves its error context (the page's accessibility snapshot) and a screenshot.
    trace: process.env.E2E_TRACE === "1" ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    launchOptions: {
      // Debian's headless shell: the same Blink without the full browser around it, 9% less time for the
      // whole suite (docs/decisions/079-the-tests-in-the-headless-shell.md). The benchmarks use the full browser.
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
      // One renderer process per browser: each test's page reuses it and its compiled scripts instead of
      // starting a process and compiling the portal again (18% less time for the whole suite on a host
      // where a new process is dear: docs/decisions/084-suite-time.md, amendment of 2026-12-01). The
      // benchmarks and Lighthouse keep Chromium's own process model (scripts/chromium-flags.ts).
      // V8 takes the memory of its compilers (parsing, bytecode, optimising: the portal's and axe's code on
      // each new page) from a pool of its own pages instead of malloc, which maps and unmaps each large
      // block: on a host where a page fault is dear the renderer's faults fell by a fifth, its system time
      // by half, and the accessibility spec's CPU by 15-20% (decision 084, amendment of 2026-12-02, a
      // fourth session). Where V8 keeps its memory changes nothing a page does; the benchmarks keep the default.
      args: [...CHROMIUM_FLAGS, "--renderer-process-limit=1", "--js-flags=--managed-zone-memory"],
    },
  },
});
