/**
 * `E2E_DIST=dist-lists npx tsx scripts/bench-lists-ui.ts` (or `npm run bench:lists-ui`, which builds
 * first): how long the Conversions page takes from a click on a sort header to the sorted page
 * painted, with 100 rows per page, where that time goes, and how it compares with the floor.
 *
 * Builds nothing: it serves an existing build (E2E_DIST, or dist/) with the mock server in this
 * process, on a free port, and drives Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH) with
 * the flags of playwright.config.ts. Signs in as demo, opens /publisher/conversions?itemsPerPage=100
 * and clicks the Payout header BENCH_RUNS times (default 15, at least 10): each run is timed inside
 * the page, from the click until the first row has changed and the table is no longer busy, plus one
 * requestAnimationFrame (the frame that paints it). Each run is split into:
 * - dispatch: click to the request leaving (React's state update, the URL, the effect);
 * - server: the mock server's own time (Server-Timing added here: `select` is the table's filter and
 *   order, the rest is the query's decoding, the page's rows and their encoding);
 * - transfer: the request's time on the wire, without the server's time;
 * - decode: the client's schema decoding of the page (the `api decode` User Timing measure);
 * - render: from the decoded page to the table's rows changed in the DOM (React);
 * - paint: from that change to the next frame.
 * The floor is the same requests answered by the same server, parsed with JSON.parse and written into a
 * plain table (no React, no schema) with the same nine columns, timed the same way. Also prints the
 * main thread's script, style and layout time per sort (Chromium's counters, steadier than the wall
 * clock on a loaded machine). Prints medians, p95,
 * and the ratio of the page to the floor; writes bench-results/lists-ui.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { benchDist, median, p95, signInAsDemo, startBrowserBench } from "./bench/browser-bench";
import { Table } from "../mock-server/store/table";

const RUNS = Math.max(10, Number(process.env.BENCH_RUNS ?? 15) || 15);
const WARMUP = 2;
const distDir = benchDist();

// The server's share, told to the page in a Server-Timing header: the table's select (filter and
// order) timed by wrapping it, and the whole request from its arrival to its encoded answer.
let selectMs = 0;
const select = Table.prototype.select;
Table.prototype.select = function (this: Table<unknown, string>, ...args: Parameters<typeof select>) {
  const started = performance.now();
  try {
    return select.apply(this, args);
  } finally {
    selectMs = performance.now() - started;
  }
} as typeof select;

const { origin, browser, close } = await startBrowserBench(distDir, (app) => {
  const arrived = new WeakMap<object, number>();
  app.addHook("onRequest", async (request) => {
    selectMs = 0;
    arrived.set(request, performance.now());
  });
  app.addHook("onSend", async (request, reply) => {
    const started = arrived.get(request);
    if (started !== undefined && request.url.includes("/api/")) {
      reply.header("server-timing", `select;dur=${selectMs.toFixed(2)}, server;dur=${(performance.now() - started).toFixed(2)}`);
    }
  });
});

interface Sample {
  total: number;
  dispatch: number;
  server: number;
  select: number;
  transfer: number;
  decode: number;
  render: number;
  paint: number;
  url: string;
}

/**
 * One click on the Payout header, timed in the page up to the frame after the change, with the phases
 * read from Resource Timing (request, Server-Timing) and the client's `api decode` measure. Kept as
 * source text: tsx's transform would add helpers the page does not have.
 */
const SORT_ONCE = `new Promise((done, fail) => {
  const table = document.querySelector('table[aria-label="Conversions"]');
  const header = [...table.querySelectorAll("th")].find((th) => th.textContent.includes("Payout"))?.querySelector("button");
  if (!header) return fail(new Error("no Payout header"));
  const firstRow = () => table.querySelector("tbody tr")?.textContent ?? "";
  const before = firstRow();
  const timeout = setTimeout(() => fail(new Error("the sorted page did not arrive in 10 s")), 10000);
  const started = performance.now();
  const observer = new MutationObserver(() => {
    if (firstRow() !== before && table.getAttribute("aria-busy") === "false") {
      observer.disconnect();
      const changed = performance.now();
      requestAnimationFrame(() => {
        clearTimeout(timeout);
        const ended = performance.now();
        const request = performance.getEntriesByType("resource").filter((e) => e.name.includes("/api/ch/conversions?") && e.startTime >= started).at(-1);
        const decode = performance.getEntriesByType("measure").filter((e) => e.name.startsWith("api decode GET /publisher/api/ch/conversions") && e.startTime >= started).at(-1);
        const timing = (name) => request?.serverTiming?.find((t) => t.name === name)?.duration ?? 0;
        const server = timing("server");
        const decoded = decode ? decode.startTime + decode.duration : request?.responseEnd ?? changed;
        done({
          total: ended - started,
          dispatch: request ? request.startTime - started : 0,
          server,
          select: timing("select"),
          transfer: request ? request.responseEnd - request.startTime - server : 0,
          decode: decode ? decode.duration : 0,
          render: changed - decoded,
          paint: ended - changed,
          url: request?.name ?? "",
        });
      });
    }
  });
  observer.observe(table, { subtree: true, childList: true, characterData: true, attributes: true });
  header.click();
})`;

/**
 * The floor: the same request, JSON.parse, and the same nine columns written into a plain table, from
 * the request leaving to the frame after the rows changed.
 */
const FLOOR_ONCE = (url: string) => `(async () => {
  let table = document.getElementById("bench-floor");
  if (!table) {
    table = document.createElement("table");
    table.id = "bench-floor";
    table.append(document.createElement("tbody"));
    document.body.append(table);
  }
  const dateTime = (window.__benchDateTime ??= new Intl.DateTimeFormat("en", { timeZone: "Europe/Prague", day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" }));
  const money = (window.__benchMoney ??= new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
  const started = performance.now();
  const page = await (await fetch(${JSON.stringify(url)}, { credentials: "same-origin" })).json();
  const body = document.createElement("tbody");
  for (const row of page["hydra:member"]) {
    const tr = document.createElement("tr");
    for (const text of [
      dateTime.format(new Date(row.datetime)), row.source.type + " #" + row.source.relativeId + " " + row.source.displayName,
      row.externalClickId ?? "—", row.subsource ?? "—", row.device, row.country, "$" + money.format(row.payout), row.type, row.goalTitle,
    ]) {
      const td = document.createElement("td");
      td.textContent = text;
      tr.append(td);
    }
    body.append(tr);
  }
  table.tBodies[0].replaceWith(body);
  return new Promise((done) => requestAnimationFrame(() => done(performance.now() - started)));
})()`;

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number; readonly columnNumber: number };
}

/**
 * BENCH_PROFILE=1: the page's JavaScript self time per sort, by function (a CPU profile of the timed
 * runs), the twenty costliest: where the script time of a sort goes, in the built bundle's names.
 */
const printProfile = (
  profile: { nodes: ReadonlyArray<ProfileNode>; samples?: ReadonlyArray<number>; timeDeltas?: ReadonlyArray<number> },
  runs: number,
) => {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  (profile.samples ?? []).forEach((id, index) => {
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    const file = frame.url.split("/").at(-1) ?? "";
    const name = `${frame.functionName || "(anonymous)"} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas?.[index] ?? 0) / 1000);
  });
  const top = [...self]
    .filter(([name]) => !name.startsWith("(idle)") && !name.startsWith("(program)"))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 20);
  console.log("JavaScript self time per sort, by function (BENCH_PROFILE=1):");
  console.table(top.map(([name, ms]) => ({ function: name.slice(0, 110), msPerSort: +(ms / runs).toFixed(2) })));
};

try {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInAsDemo(page.request);
  await page.goto("/publisher/conversions?itemsPerPage=100");
  const table = page.getByRole("table", { name: "Conversions" });
  await table.locator("tbody tr").nth(99).waitFor();
  await page.waitForFunction(() => document.querySelector('table[aria-label="Conversions"]')?.getAttribute("aria-busy") === "false");

  const sortOnce = () => page.evaluate<Sample>(SORT_ONCE);
  for (let i = 0; i < WARMUP; i++) await sortOnce();
  // Main-thread work per sort (Chromium's own counters): less swayed by other processes than the wall clock.
  const cdp = await context.newCDPSession(page);
  await cdp.send("Performance.enable");
  const work = async () => {
    const { metrics } = await cdp.send("Performance.getMetrics");
    const of = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
    return { script: of("ScriptDuration"), style: of("RecalcStyleDuration"), layout: of("LayoutDuration") };
  };
  const workBefore = await work();
  const profiling = process.env.BENCH_PROFILE === "1";
  if (profiling) {
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Profiler.start");
  }
  const samples: Sample[] = [];
  for (let i = 0; i < RUNS; i++) samples.push(await sortOnce());
  const workAfter = await work();
  if (profiling) printProfile((await cdp.send("Profiler.stop")).profile, RUNS);
  const perSort = (key: keyof typeof workBefore) => +(((workAfter[key] - workBefore[key]) * 1000) / RUNS).toFixed(1);
  const mainThread = { scriptMs: perSort("script"), styleMs: perSort("style"), layoutMs: perSort("layout") };
  const rows = await table.locator("tbody tr").count();

  const urls = samples.map((s) => s.url).filter((u) => u !== "");
  for (let i = 0; i < WARMUP; i++) await page.evaluate<number>(FLOOR_ONCE(urls[i % urls.length]!));
  const floor: number[] = [];
  for (let i = 0; i < RUNS; i++) floor.push(await page.evaluate<number>(FLOOR_ONCE(urls[i % urls.length]!)));

  const of = (key: keyof Omit<Sample, "url">) => samples.map((s) => s[key]);
  const phases = (["dispatch", "server", "select", "transfer", "decode", "render", "paint"] as const).map((key) => ({
    phase: key,
    medianMs: +median(of(key)).toFixed(1),
  }));
  const total = { median: median(of("total")), p95: p95(of("total")), min: Math.min(...of("total")) };
  const floorMedian = median(floor);
  console.log(`Sort click → sorted page painted (${rows} rows, ${RUNS} runs after ${WARMUP} warm-ups, Chromium headless):`);
  console.log(`  median ${total.median.toFixed(1)} ms · p95 ${total.p95.toFixed(1)} ms · min ${total.min.toFixed(1)} ms`);
  console.log("  where the median run's time goes (medians of each phase; select is part of server):");
  console.table(phases);
  console.log(
    `  main-thread work per sort: script ${mainThread.scriptMs} ms · style ${mainThread.styleMs} ms · layout ${mainThread.layoutMs} ms`,
  );
  console.log(
    `Floor (same requests, JSON.parse, a plain table without React): median ${floorMedian.toFixed(1)} ms · p95 ${p95(floor).toFixed(1)} ms`,
  );
  console.log(`Ratio to the floor: ${(total.median / floorMedian).toFixed(2)}x (aim: at most 2x)`);
  mkdirSync("bench-results", { recursive: true });
  writeFileSync(
    "bench-results/lists-ui.json",
    `${JSON.stringify({ rows, runs: RUNS, total, phases, mainThread, floor: { median: floorMedian, p95: p95(floor) }, ratio: total.median / floorMedian, samples }, null, 2)}\n`,
  );
} finally {
  await close();
}
