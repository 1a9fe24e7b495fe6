/**
 * `npm run bench:boot` (builds first; or `E2E_DIST=<dir> npx tsx scripts/bench-boot.ts` for a build
 * you made): how long a signed-in publisher waits, on a full page load, until the page is there.
 *
 * Serves the build with the mock server in this process, on a free port, and drives Debian's
 * Chromium (/usr/bin/chromium, or CHROMIUM_PATH) with the flags of playwright.config.ts. Signs in as
 * demo, then loads each page BENCH_RUNS times (default 15, after 2 warm-up loads; the browser's
 * cache is warm, as for a publisher coming back). Each load is measured inside the page, from the
 * navigation's start:
 * - `paint`: the first contentful paint;
 * - `content`: when the page's own content is in the document (its level-1 heading, and for a list
 *   its table no longer busy), plus one animation frame;
 * - `waits`: timers of 100 ms or more set before that moment (React holds back content after a
 *   shown Suspense fallback with such a timer; decision 042 removed those from the route loads).
 * Prints the medians and p95 per page; writes bench-results/boot.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { benchDist, signInAsDemo, startBrowserBench } from "./bench/browser-bench";

const RUNS = Math.max(5, Number(process.env.BENCH_RUNS ?? 15) || 15);
const WARMUP = 2;
const PAGES = [
  { path: "/publisher/dashboard", ready: "h1" },
  { path: "/publisher/conversions", ready: 'table[aria-busy="false"]' },
  { path: "/publisher/support?selectedTab=contacts", ready: "h1" },
  { path: "/publisher/login", ready: "h1", guest: true },
] as const;

const distDir = benchDist();

const { origin, browser, close } = await startBrowserBench(distDir);

/**
 * Installed before the portal's scripts: records the first moment `selector` (and an `h1`) are in the
 * document, and the long timers set until then. Kept as source text: tsx's transform would add helpers
 * the page does not have.
 */
const PROBE = (selector: string) => `(() => {
  const probe = (window.__boot = { content: null, waits: 0 });
  const setTimeout = window.setTimeout;
  window.setTimeout = (f, delay, ...rest) => {
    if (probe.content === null && (delay ?? 0) >= 100 && delay < 10000) probe.waits += 1;
    return setTimeout(f, delay, ...rest);
  };
  const check = () => {
    if (probe.content !== null) return;
    if (document.querySelector("h1") && document.querySelector(${JSON.stringify(selector)})) {
      requestAnimationFrame(() => { probe.content = performance.now(); });
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, attributes: true });
})();`;

interface Sample {
  readonly paint: number;
  readonly content: number;
  readonly waits: number;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

const results: Record<string, { paint: { median: number; p95: number }; content: { median: number; p95: number }; waits: number }> = {};
try {
  for (const page of PAGES) {
    const context = await browser.newContext({ baseURL: origin, viewport: { width: 1440, height: 900 } });
    await context.request.post("/__mock/reset");
    if (!("guest" in page)) {
      await signInAsDemo(context.request);
    }
    const tab = await context.newPage();
    await tab.addInitScript(PROBE(page.ready));
    const samples: Sample[] = [];
    for (let run = 0; run < WARMUP + RUNS; run++) {
      await tab.goto(page.path);
      await tab.waitForFunction(() => (window as unknown as { __boot: { content: number | null } }).__boot.content !== null, null, {
        timeout: 15_000,
      });
      // The paint entry may be delivered after the content: wait for it (a page that painted has one).
      await tab.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, null, { timeout: 5_000 });
      const sample = await tab.evaluate(() => {
        const boot = (window as unknown as { __boot: { content: number; waits: number } }).__boot;
        return { paint: performance.getEntriesByName("first-contentful-paint")[0]!.startTime, content: boot.content, waits: boot.waits };
      });
      if (run >= WARMUP) samples.push(sample);
    }
    await context.close();
    const of = (key: "paint" | "content") => ({
      median: +quantile(
        samples.map((s) => s[key]),
        0.5,
      ).toFixed(1),
      p95: +quantile(
        samples.map((s) => s[key]),
        0.95,
      ).toFixed(1),
    });
    results[page.path] = {
      paint: of("paint"),
      content: of("content"),
      waits: quantile(
        samples.map((s) => s.waits),
        0.5,
      ),
    };
  }
} finally {
  await close();
}

console.table(
  Object.entries(results).map(([path, r]) => ({
    page: path,
    "paint median ms": r.paint.median,
    "content median ms": r.content.median,
    "content p95 ms": r.content.p95,
    "long timers before content": r.waits,
  })),
);
mkdirSync("bench-results", { recursive: true });
writeFileSync("bench-results/boot.json", `${JSON.stringify({ runs: RUNS, results }, null, 2)}\n`);
