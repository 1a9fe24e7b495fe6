/**
 * `npm run bench:lighthouse` (builds first; or `DIST_DIR=<dir> npx tsx scripts/bench-lighthouse.ts` for
 * a build you made): the portal as delivered, under Lighthouse's mobile defaults (Moto G Power
 * emulation, simulated throttling: 150 ms RTT, 1.6 Mbps, CPU slowed 4x).
 *
 * Starts `mock-server/main.ts` as a child process on a free port (as `npm start` serves it: no
 * inspector), signs in as demo through the API for the signed-in pages and hands the session cookie
 * to Lighthouse as an extra request header, and audits each page BENCH_RUNS times (default 3; the
 * pages take turns, so a burst of load on the machine spreads over all of them) with Debian's Chromium
 * (CHROME_PATH, default /usr/bin/chromium). Prints the median of each figure per page and writes every
 * JSON report to bench-results/lighthouse/ (BENCH_PAGES=login,dashboard limits the pages).
 *
 * `BENCH_THROTTLING=devtools` throttles the load itself (DevTools' 562 ms request latency, 1.6 Mbps, CPU
 * 4x) instead of simulating it from an unthrottled load: what the page really does on a slow phone,
 * where the simulation can only guess from the order things happened in on a fast host.
 *
 * `BENCH_HTTP2=1` audits the same server through an HTTP/2 front (scripts/bench/http2-front.ts), as a
 * CDN or reverse proxy in front of `dist/` delivers it: Lighthouse's simulation then models one
 * connection carrying every request, not HTTP/1.1's six with a round trip each (decision 062).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { resolve } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS } from "./bench/browser-bench";
import { type Http2Front, startHttp2Front } from "./bench/http2-front";

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3) || 3);
/** BENCH_THROTTLING=devtools: the load really throttled (DevTools' network and CPU), not simulated from a fast one. */
const APPLIED = process.env.BENCH_THROTTLING === "devtools";
const HOST = "127.0.0.1";
const OUT = resolve("bench-results/lighthouse");

interface Page {
  readonly name: string;
  readonly path: string;
  readonly signedIn: boolean;
  /** Audited only when BENCH_PAGES names it. */
  readonly extra?: true;
}

const distDir = resolve(process.env.DIST_DIR ?? "dist");
if (!existsSync(resolve(distDir, "index.html"))) {
  console.error(`No build in ${distDir}: run \`npm run build\` (or pass DIST_DIR=<dir>).`);
  process.exit(1);
}

const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      probe.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

const startServer = async (): Promise<{ origin: string; child: ChildProcess }> => {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST, DIST_DIR: distDir };
  delete env.PORTAL_INSPECTOR;
  delete env.UPSTREAM_URL;
  const child = spawn(process.execPath, ["--import", "tsx", "mock-server/main.ts"], { env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-4_000));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  process.once("exit", () => child.kill("SIGKILL"));
  const origin = `http://${HOST}:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ok = await fetch(`${origin}/publisher/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { origin, child };
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the mock server did not start:\n${output}`);
    await sleep(200);
  }
};

const stopServer = async (child: ChildProcess) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  await exited;
};

/** Signs in as demo through the API: the session cookie, as a `Cookie` header's value. */
const signIn = async (origin: string): Promise<string> => {
  const response = await fetch(`${origin}/publisher/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "demo", password: "Demo-pass-1", _remember_me: false }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  const cookies = response.headers.getSetCookie().map((line) => line.split(";")[0]!);
  if (cookies.length === 0) throw new Error("sign-in set no cookie");
  return cookies.join("; ");
};

/** The first offer of demo's catalogue: its page is the one audited. */
const firstOffer = async (origin: string, cookie: string): Promise<string> => {
  const response = await fetch(`${origin}/publisher/api/offers`, { headers: { cookie, accept: "application/ld+json" } });
  const body = (await response.json()) as { "hydra:member"?: { relativeId?: string | number }[] };
  const id = body["hydra:member"]?.[0]?.relativeId;
  if (id === undefined) throw new Error(`no offer to audit (${response.status})`);
  return String(id);
};

interface Figures {
  readonly score: number;
  readonly fcp: number;
  readonly lcp: number;
  readonly tbt: number;
  readonly cls: number;
  readonly bytes: number;
  /** Lighthouse's own measure of the host's speed (its 4x CPU slowdown is calibrated for about 1,000-2,000). */
  readonly benchmarkIndex: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const { origin, child } = await startServer();
const front: Http2Front | undefined = process.env.BENCH_HTTP2 === "1" ? await startHttp2Front(origin) : undefined;
/** Where Lighthouse loads the pages: the server itself, or the HTTP/2 front before it. */
const auditOrigin = front?.origin ?? origin;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: [...CHROMIUM_FLAGS, ...(front ? [`--ignore-certificate-errors-spki-list=${front.spki}`] : [])],
});
try {
  const cookie = await signIn(origin);
  const offer = await firstOffer(origin, cookie);
  const all: Page[] = [
    { name: "login", path: "/publisher/login", signedIn: false },
    { name: "register", path: "/publisher/register", signedIn: false },
    { name: "dashboard", path: "/publisher/dashboard", signedIn: true },
    { name: "conversions", path: "/publisher/conversions", signedIn: true },
    { name: "reports", path: "/publisher/reports", signedIn: true },
    { name: "offer", path: `/publisher/offers/${offer}`, signedIn: true },
    // Not by default (issue 37: "no worse on the pages they touch"): BENCH_PAGES=balance,payments,settings.
    { name: "balance", path: "/publisher/balance", signedIn: true, extra: true },
    { name: "payments", path: "/publisher/payments", signedIn: true, extra: true },
    { name: "settings", path: "/publisher/settings", signedIn: true, extra: true },
  ];
  const only = process.env.BENCH_PAGES?.split(",").map((s) => s.trim());
  const pages = only ? all.filter((page) => only.includes(page.name)) : all.filter((page) => !page.extra);
  mkdirSync(OUT, { recursive: true });
  const results = new Map<string, Figures[]>(pages.map((page) => [page.name, []]));
  for (let run = 1; run <= RUNS; run++) {
    for (const page of pages) {
      const outcome = await lighthouse(`${auditOrigin}${page.path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
        ...(APPLIED ? { throttlingMethod: "devtools" as const } : {}),
        ...(page.signedIn ? { extraHeaders: { Cookie: cookie } } : {}),
      });
      if (!outcome) throw new Error(`no Lighthouse result for ${page.name}`);
      const { lhr } = outcome;
      if (lhr.runtimeError) throw new Error(`${page.name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const figures: Figures = {
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcp: audit("first-contentful-paint"),
        lcp: audit("largest-contentful-paint"),
        tbt: audit("total-blocking-time"),
        cls: audit("cumulative-layout-shift"),
        bytes: audit("total-byte-weight"),
        benchmarkIndex: lhr.environment.benchmarkIndex,
      };
      results.get(page.name)!.push(figures);
      writeFileSync(resolve(OUT, `${page.name}-${run}.json`), typeof outcome.report === "string" ? outcome.report : JSON.stringify(lhr));
      const finalUrl = lhr.finalDisplayedUrl;
      if (page.signedIn && finalUrl.includes("/login"))
        throw new Error(`${page.name}: ended on the login page (${finalUrl}): the session cookie did not reach the page`);
      console.log(
        `run ${run} ${page.name}: ${figures.score} (LCP ${Math.round(figures.lcp)} ms, TBT ${Math.round(figures.tbt)} ms, benchmark index ${Math.round(figures.benchmarkIndex)})`,
      );
    }
  }
  const rows = pages.map((page) => {
    const runs = results.get(page.name)!;
    const pick = (key: keyof Figures) => median(runs.map((figures) => figures[key]));
    return {
      page: page.name,
      score: pick("score"),
      fcp: pick("fcp"),
      lcp: pick("lcp"),
      tbt: pick("tbt"),
      cls: pick("cls"),
      kib: pick("bytes") / 1024,
      benchmarkIndex: pick("benchmarkIndex"),
    };
  });
  console.log(
    `\nLighthouse 12.2.3, mobile defaults${APPLIED ? " with applied (DevTools) throttling" : ""}, ${front ? "through an HTTP/2 front" : "HTTP/1.1 as npm start serves it"}, median of ${RUNS} (load ${(
      await import("node:os")
    )
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")})\n`,
  );
  console.log("| page | score | FCP s | LCP s | TBT ms | CLS | KiB sent | benchmark index |");
  console.log("|---|---|---|---|---|---|---|---|");
  for (const row of rows) {
    console.log(
      `| ${row.page} | ${row.score} | ${(row.fcp / 1000).toFixed(1)} | ${(row.lcp / 1000).toFixed(1)} | ${Math.round(row.tbt)} | ${row.cls.toFixed(3)} | ${Math.round(row.kib)} | ${Math.round(row.benchmarkIndex)} |`,
    );
  }
  writeFileSync(
    resolve(OUT, "summary.json"),
    JSON.stringify({ runs: RUNS, http2: front !== undefined, rows, all: Object.fromEntries(results) }, null, 2),
  );
} finally {
  await chrome.kill();
  await front?.close();
  await stopServer(child);
}
