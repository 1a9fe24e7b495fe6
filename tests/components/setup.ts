/**
 * Set-up of every component test (docs/decisions/066-component-tests.md): the page is at its
 * worker's mock server (tests/components/global-setup.ts), so the portal's calls are same-origin
 * and its cookies kept as a browser keeps them; the server is reset before each test, and Testing
 * Library unmounts what a test rendered after it (its automatic clean-up needs vitest's globals).
 */
import nodeConsole from "node:console";
import { cleanup, configure, getConfig } from "@testing-library/react";
import type { DetachedWindowAPI } from "happy-dom";
import * as React from "react";
import { afterAll, afterEach, beforeAll, beforeEach, inject, vi } from "vitest";
import { arrivedAtPublicPage } from "../../src/app/error-handler";
import { forgetPlace } from "../../src/app/resume";
import { toasts } from "../../src/app/toasts";
import { loadEveryPart } from "./lazy-parts";

/** happy-dom's handle on its window (set the URL, end what is pending). */
const happyDOM = (window as unknown as { happyDOM: DetachedWindowAPI }).happyDOM;

const servers = inject("componentServers");
const origin = servers[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % servers.length]!;
happyDOM.setURL(`${origin}/publisher/dashboard`);

// The idle prefetch of lazily loaded parts (src/ui/deferred.tsx's `whenIdle`) waits 200 ms on Node's
// own timer where the window has no `requestIdleCallback` (happy-dom): one that fell after a short
// file's environment was taken down threw "document is not defined" into the run (19 such errors
// under Stryker, whose dry run then failed). An idle callback here waits as long, and what is still
// waiting when the file ends is cancelled (the parts are loaded before each action anyway).
const idle = new Map<number, ReturnType<typeof setTimeout>>();
let lastIdle = 0;
window.requestIdleCallback = (run) => {
  const id = ++lastIdle;
  idle.set(
    id,
    setTimeout(() => {
      idle.delete(id);
      run({ didTimeout: false, timeRemaining: () => 50 });
    }, 200),
  );
  return id;
};
window.cancelIdleCallback = (id) => {
  clearTimeout(idle.get(id));
  idle.delete(id);
};
afterAll(() => {
  for (const timer of idle.values()) clearTimeout(timer);
  idle.clear();
});

// The code of every part loaded on first use is there before a user's action or a wait (here) and before
// a render (tests/components/render.tsx), as in a browser whose idle prefetch has ended
// (tests/components/lazy-parts.ts says why). Only the parts whose code is a module are recorded: a
// test's own part may be a promise never settled.
// eslint-disable-next-line no-restricted-syntax -- every file's set-up mocks it alike, so it outliving a file changes nothing
vi.mock("../../src/ui/lazy-component", async (original) => {
  const actual = await original<typeof import("../../src/ui/lazy-component")>();
  const { parts } = await import("./lazy-parts");
  const lazyComponent: typeof actual.lazyComponent = (load, options) => {
    const part = actual.lazyComponent(load, options);
    if (/\bimport\(|dynamic_import/.test(String(load))) parts.add(part);
    return part;
  };
  return { ...actual, lazyComponent };
});
// Wrapped once per Testing Library: its configuration outlives a file in a worker's shared module graph,
// and under Stryker (a graph per file) each file has its own.
const { asyncWrapper } = getConfig();
if (!("preloadsParts" in asyncWrapper))
  configure({
    asyncWrapper: Object.assign(
      async (run: () => Promise<unknown>) => {
        await loadEveryPart();
        return asyncWrapper(run);
      },
      { preloadsParts: true },
    ),
  });

// A query that finds nothing throws an error that prints the whole DOM into its message. Testing Library
// prints it when the error is made, and a `findBy…` or `waitFor` makes one at every failed try (each
// 50 ms and each change of the DOM) though only the last is ever read: 13 of the component tests' 260
// CPU-seconds went to printing DOMs nobody saw (docs/decisions/084-suite-time.md, amendment of
// 2026-12-02, a fourth session). Here the print is made when the message is first read: when the wait
// ends or the failure is reported, right after the last try and before the test's clean-up, in the
// same form as before (tests/components/harness.test.tsx). Wrapped once, as above.
const { getElementError } = getConfig();
if (!("printsLazily" in getElementError))
  configure({
    getElementError: Object.assign(
      (message: string | null, container: Element) => {
        const error = new Error(message ?? "");
        error.name = "TestingLibraryElementError";
        let whole: string | undefined;
        Object.defineProperty(error, "message", {
          configurable: true,
          get: () => (whole ??= getElementError(message, container).message),
          set: (text: string) => void (whole = text),
        });
        return error;
      },
      { printsLazily: true },
    ),
  });

// Under Stryker (`npm run mutation`) the portal's modules (and the machines they import) are all loaded
// before the file's tests, as the unit tests load theirs: code run when a module loads is then
// "static" (not scored, `ignoreStatic`) here as there. Loaded lazily, inside a test (a dialog's code
// on its first opening), a machine's whole configuration counted as covered by that one test only,
// and the later tests that use it were never run for its mutants: 32 of find's 42 such mutants
// "survived" (decision 067's amendment of 2026-11-30). In `beforeAll`, not at this file's top level:
// loaded there, the modules escaped the file's mocks (the parts above were never recorded).
if (process.env.STRYKER_MUTATOR_WORKER !== undefined)
  beforeAll(() =>
    Promise.all(
      Object.values(
        import.meta.glob([
          "../../src/**/*.{ts,tsx}",
          // The entries (they render, register or report at once) and the developers' tools.
          "!../../src/main.tsx",
          "!../../src/prerender.tsx",
          "!../../src/vitals/report-vitals.ts",
          "!../../src/worker/**",
          "!../../src/dev/**",
          "!**/*.d.ts",
        ]),
      ).map((load) => load()),
    ),
  );

// And a test fails when something still suspended inside a synchronous `act`: a part or a page not
// covered above. React says so once in its module's life, which may span files, so the mark is the
// worker's; the watch is put on whichever `console.error` the file has.
const watch = globalThis as { suspendedInAct?: boolean };
const report = console.error;
if (!("watchesAct" in report))
  console.error = Object.assign(
    (...args: unknown[]) => {
      if (String(args[0]).includes("suspended inside an `act` scope")) watch.suspendedInAct = true;
      report(...args);
    },
    { watchesAct: true },
  );
afterEach(() => {
  if (!watch.suspendedInAct) return;
  watch.suspendedInAct = false;
  throw new Error("A part suspended inside a synchronous act: what it opened may never render (tests/components/setup.ts).");
});

// React's development build records where each element was made (an "owner stack": an Error with its
// stack and a console task per element) for its warnings' component stacks. In happy-dom that was a
// quarter of the component tests' CPU: 180 → 133 user-seconds for the project alone, 109 → 85 s of
// its time (docs/decisions/084-suite-time.md, amendment of 2026-12-02). React stops recording after
// 10,000 elements and counts again from 0 when a render starts a second or more after the last reset;
// held at the limit, it never starts, and a warning still names the component it is about ("Check
// the render method of …"). (React 19's internals: without the counter this changes nothing.)
const internals = (React as unknown as Record<string, Record<string, unknown> | undefined>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (internals && "recentlyCreatedOwnerStacks" in internals)
  Object.defineProperty(internals, "recentlyCreatedOwnerStacks", { configurable: true, get: () => Infinity, set: () => {} });

// A screen with a taskbar, as a real one has: on happy-dom's (the whole screen available) the device
// fingerprint's library (src/lib/fingerprint.ts) checks the screen's frame again every 2.5 s for the
// worker's life, and a check that fell after this file's environment was taken down threw
// ("screen is not defined") into the next file's run (decision 069: the modules outlive a file).
Object.defineProperty(window.screen, "availHeight", { configurable: true, value: window.screen.height - 40 });

// `findBy…` and `waitFor` wait for a state; this limit only ends a stuck test (as the browser suite's
// expectation limit does): a page's answers come from a real server, on a machine that may be busy.
// Under Stryker (`npm run mutation`) each file loads the app's modules again in one worker, instrumented:
// the first dialog's code alone took 15-19 s there, and a slow wait is no finding about a mutant.
configure({ asyncUtilTimeout: process.env.STRYKER_MUTATOR_WORKER === undefined ? 15_000 : 60_000 });

beforeEach(async () => {
  // What a test left in the browser's storage (the journal, a notice's state) is not the next one's.
  window.localStorage.clear();
  window.sessionStorage.clear();
  // And the cookies a script can see (the session's is HttpOnly; the reset below ends its session).
  for (const name of document.cookie.split(";").map((pair) => pair.split("=")[0]!.trim()))
    if (name !== "") document.cookie = `${name}=; Max-Age=0; Path=/`;
  const reset = await fetch("/__mock/reset", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
  if (!reset.ok) throw new Error(`the mock server's reset answered ${reset.status}`);
});

// happy-dom prints to its page's console, Node's own (vitest hears the test's, a console of its own),
// each request the hook below ends: an AbortError, then the socket's hang-up, each with its stack. About 110 traces a run that
// said nothing of any test and buried a failing test's own output. Those two go; every other page error
// (a failed request's status, a script's error) is still printed.
if (!("dropsAborts" in nodeConsole.error)) {
  const printError = nodeConsole.error.bind(nodeConsole);
  nodeConsole.error = Object.assign(
    (...args: unknown[]) => {
      const [first] = args;
      const ended = first instanceof Error && (first.name === "AbortError" || (first.message === "socket hang up" && "code" in first));
      if (!ended) printError(...args);
    },
    { dropsAborts: true },
  );
}

afterEach(async () => {
  cleanup();
  // The notifications live beside React, for the page's life: a test's are not the next one's.
  for (const toast of toasts.get()) toasts.dismiss(toast.id);
  // A 401's way to the login page ends with the page (a test may end before the login page shows).
  arrivedAtPublicPage();
  // A 401 keeps the page and the typed edits for the next sign-in (src/app/resume.ts): not the next test's.
  forgetPlace();
  // Requests still on their way (a poll of an unmounted piece) end here, not at the server's close.
  await happyDOM.abort();
});
