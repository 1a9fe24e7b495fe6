/**
 * `npm run bench:long-tasks` (builds first; or `E2E_DIST=<dir> npx tsx scripts/bench-long-tasks.ts`):
 * the main thread's long tasks of a page load on a phone's CPU, each with its cause.
 *
 * Serves the build with the mock server in this process, drives Debian's Chromium at 412 × 915 with
 * the CPU slowed BENCH_CPU times (default 4, Lighthouse's mobile run) and a cold cache, records a
 * Chromium trace from the navigation until the page has settled with its data (its ready element in
 * the document, then 1.5 s without a task over 50 ms), and lists every task over 50 ms on the
 * renderer's main thread with what took most of it: a script's evaluation (its file), a module's
 * compilation, a function called from a file, style, layout, paint, parsing. BENCH_RUNS loads per
 * page (default 5); prints per page the median of the longest task, the median of the summed blocking
 * time (the part of each task over 50 ms, as TBT counts it, from the first byte to settled), and the
 * long tasks of the median run. BENCH_PAGES=dashboard,reports limits the pages (balance, payments,
 * settings, smartlinks and domains only when named). BENCH_CLOCK=thread
 * measures each task by the main thread's own CPU time, for a machine other work shares.
 * BENCH_TRACES=<dir> keeps every run's Chromium trace there.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { TraceMap, originalPositionFor } from "@jridgewell/trace-mapping";
import { benchDist, signInAsDemo, startBrowserBench } from "./bench/browser-bench";

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5) || 5);
const CPU = Math.max(1, Number(process.env.BENCH_CPU ?? 4) || 4);
const QUIET_MS = 1_500;

interface Page {
  readonly name: string;
  readonly path: string;
  readonly ready: string;
  readonly guest?: boolean;
  /** Measured only when BENCH_PAGES names it (issue 37's pages, measured against their own before). */
  readonly extra?: boolean;
}

const ALL: readonly Page[] = [
  { name: "login", path: "/publisher/login", ready: "#root[data-taken-over]", guest: true },
  { name: "register", path: "/publisher/register", ready: "#root[data-taken-over]", guest: true },
  { name: "dashboard", path: "/publisher/dashboard", ready: "#root[data-taken-over] main h1" },
  { name: "conversions", path: "/publisher/conversions", ready: 'table[aria-busy="false"] tbody tr' },
  { name: "reports", path: "/publisher/reports", ready: 'table[aria-busy="false"] tbody tr' },
  { name: "offer", path: "/publisher/offers/4102", ready: "#root[data-taken-over] main h1" },
  { name: "balance", path: "/publisher/balance", ready: 'table[aria-busy="false"] tbody tr', extra: true },
  { name: "payments", path: "/publisher/payments", ready: 'table[aria-busy="false"] tbody tr', extra: true },
  { name: "settings", path: "/publisher/settings", ready: "#root[data-taken-over] main form", extra: true },
  // The pages whose idle prefetch appended a dialog's 18-31 preload links in one task (decision 090).
  { name: "smartlinks", path: "/publisher/smartlinks", ready: 'table[aria-busy="false"] tbody tr', extra: true },
  { name: "domains", path: "/publisher/domains", ready: 'table[aria-busy="false"] tbody tr', extra: true },
];
const wanted = process.env.BENCH_PAGES?.split(",").map((name) => name.trim());
const PAGES = wanted ? ALL.filter((page) => wanted.includes(page.name)) : ALL.filter((page) => !page.extra);

const distDir = benchDist();

interface TraceEvent {
  readonly name: string;
  readonly cat: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  /** The thread's own CPU time in the event (wall time less the time another process had the core). */
  readonly tdur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly args?: { data?: Record<string, unknown>; name?: string; [key: string]: unknown };
}

/** A long task: its start after the navigation, its length, and its largest parts by self time. */
interface LongTask {
  readonly at: number;
  readonly ms: number;
  readonly causes: string;
}

const short = (url: unknown) => (typeof url === "string" && url !== "" ? (url.split("/").pop() ?? url).replace(/\?.*$/, "") : "");

/** What a traced event is, in words: the file for script work, the phase for rendering work. */
const label = (event: TraceEvent): string | null => {
  const data = event.args?.data ?? {};
  switch (event.name) {
    case "EvaluateScript":
      return `evaluate ${short(data.url) || "inline"}`;
    case "v8.evaluateModule":
      return `evaluate module`;
    case "v8.compileModule":
    case "v8.compile":
    case "CompileScript":
      return `compile ${short(data.url ?? event.args?.fileName)}`;
    case "FunctionCall":
      return `call ${short(data.url)}${data.functionName ? ` ${String(data.functionName)}` : ""}`;
    case "TimerFire":
      return "timer";
    case "FireAnimationFrame":
      return "animation frame";
    case "EventDispatch":
      return `event ${String(data.type ?? "")}`;
    case "ParseHTML":
      return "parse HTML";
    case "ParseAuthorStyleSheet":
      return "parse CSS";
    case "UpdateLayoutTree":
    case "RecalculateStyles":
      return "style";
    case "Layout":
      return "layout";
    case "Paint":
    case "PrePaint":
    case "Layerize":
    case "UpdateLayer":
    case "CompositeLayers":
      return "paint";
    case "MajorGC":
    case "MinorGC":
    case "V8.GCScavenger":
    case "V8.GC_MARK_COMPACTOR":
      return "GC";
    case "RunMicrotasks":
    case "v8.runMicrotasks":
      return "microtasks";
    case "HTMLDocumentParser::MaybeFetchQueuedPreloads":
      return null;
    default:
      return null;
  }
};

/** The renderer's main thread of the page's process: the one the navigation's commit ran on. */
const mainThread = (events: readonly TraceEvent[]) => {
  const names = events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  // The busiest renderer main thread is the page's (about:blank and others do next to nothing).
  let best: { pid: number; tid: number; busy: number } | null = null;
  for (const thread of names) {
    const busy = events
      .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === "X" && e.name === "RunTask")
      .reduce((sum, e) => sum + (e.dur ?? 0), 0);
    if (!best || busy > best.busy) best = { pid: thread.pid, tid: thread.tid, busy };
  }
  return best;
};

const maps = new Map<string, TraceMap | null>();
/** The source file a position of a built chunk comes from (its source map, written by the build), folded to its package or folder. */
const sourceOf = (url: string, line: number, column: number): string | null => {
  const file = short(url);
  if (!/^[\w-]+\.js$/.test(file)) return null;
  if (!maps.has(file)) {
    const path = resolve(distDir, "assets", `${file}.map`);
    maps.set(file, existsSync(path) ? new TraceMap(readFileSync(path, "utf8")) : null);
  }
  const map = maps.get(file);
  if (!map) return null;
  const position = originalPositionFor(map, { line: line + 1, column });
  const source = position.source;
  if (!source) return null;
  if (process.env.BENCH_LINES) return `${source.replace(/^(\.\.\/)+/, "").replace(/^node_modules\//, "")}:${position.line}`;
  const packaged = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?:dist\/(?:esm|cjs)\/)?(?:internal\/)?([^/]+)/.exec(source);
  return packaged ? `${packaged[1]}/${packaged[2]!.replace(/\.m?js$/, "")}` : source.replace(/^(\.\.\/)+/, "");
};

/** The CPU profile's samples on the main thread: when, and which file's code (and function) ran. */
const samplesOf = (events: readonly TraceEvent[], thread: { pid: number; tid: number }) => {
  const nodes = new Map<string, { url: string; fn: string; source: string | null }>();
  const out: { ts: number; where: string }[] = [];
  const starts = new Map<string, number>();
  for (const event of events) {
    if (event.pid !== thread.pid) continue;
    const id = String((event as unknown as { id?: string }).id ?? "");
    const data = event.args?.data as
      | {
          startTime?: number;
          cpuProfile?: {
            nodes?: { id: number; callFrame: { url: string; functionName: string; lineNumber?: number; columnNumber?: number } }[];
            samples?: number[];
          };
          timeDeltas?: number[];
        }
      | undefined;
    // A service worker or web worker of the page runs in the same process on a thread of its own,
    // with a profile of its own: only the main thread's profile says what a main-thread task did.
    if (event.name === "Profile" && event.tid === thread.tid && data?.startTime !== undefined) starts.set(id, data.startTime);
    if (event.name !== "ProfileChunk" || !starts.has(id)) continue;
    for (const node of data?.cpuProfile?.nodes ?? [])
      nodes.set(`${id}:${node.id}`, {
        url: node.callFrame.url,
        fn: node.callFrame.functionName,
        source: process.env.BENCH_SOURCES
          ? sourceOf(node.callFrame.url, node.callFrame.lineNumber ?? 0, node.callFrame.columnNumber ?? 0)
          : null,
      });
    let ts = starts.get(id) ?? 0;
    const deltas = data?.timeDeltas ?? [];
    (data?.cpuProfile?.samples ?? []).forEach((sample, i) => {
      ts += deltas[i] ?? 0;
      starts.set(id, ts);
      const node = nodes.get(`${id}:${sample}`);
      if (!node || node.fn === "(idle)" || node.fn === "(program)" || node.fn === "(root)") return;
      const file = short(node.url);
      out.push({ ts, where: node.source ?? (file || node.fn) });
    });
  }
  return out.sort((a, b) => a.ts - b.ts);
};

/**
 * A task's length: its wall time, or with BENCH_CLOCK=thread the main thread's own CPU time in it. On
 * a machine that other work shares, wall time counts the time the thread waited for a core; thread
 * time does not (the slowdown is spent on the thread, so it counts), and two builds compared on a busy
 * machine are compared by what their own code cost.
 */
const THREAD_CLOCK = process.env.BENCH_CLOCK === "thread";
const taskMs = (task: TraceEvent) => (THREAD_CLOCK ? (task.tdur ?? task.dur ?? 0) : (task.dur ?? 0)) / 1000;

const analyse = (events: readonly TraceEvent[], navigationStart: number) => {
  const thread = mainThread(events);
  if (!thread) return { tasks: [] as LongTask[], tbt: 0, longest: 0 };
  const samples = samplesOf(events, thread);
  const mine = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === "X" && e.ts >= navigationStart);
  const tasks = mine.filter((e) => e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask").sort((a, b) => a.ts - b.ts);
  // Top-level tasks only (a RunTask inside another is a nested loop's).
  const top: TraceEvent[] = [];
  for (const task of tasks) {
    const last = top[top.length - 1];
    if (last && task.ts < last.ts + (last.dur ?? 0)) continue;
    top.push(task);
  }
  const long: LongTask[] = [];
  let tbt = 0;
  let longest = 0;
  for (const task of top) {
    const ms = taskMs(task);
    longest = Math.max(longest, ms);
    if (ms <= 50) continue;
    tbt += ms - 50;
    const end = task.ts + (task.dur ?? 0);
    const inside = mine.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    // Self time per label: an event's duration less its labelled children's.
    const self = new Map<string, number>();
    const labelled = inside.filter((e) => label(e) !== null).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    for (const event of labelled) {
      const children = labelled.filter(
        (c) => c !== event && c.ts >= event.ts && c.ts + (c.dur ?? 0) <= event.ts + (event.dur ?? 0) && (c.dur ?? 0) <= (event.dur ?? 0),
      );
      // Direct children only: those not inside another child.
      const direct = children.filter(
        (c) => !children.some((o) => o !== c && o.ts <= c.ts && o.ts + (o.dur ?? 0) >= c.ts + (c.dur ?? 0) && (o.dur ?? 0) > (c.dur ?? 0)),
      );
      const own = (event.dur ?? 0) - direct.reduce((sum, c) => sum + (c.dur ?? 0), 0);
      const key = label(event)!;
      self.set(key, (self.get(key) ?? 0) + Math.max(0, own));
    }
    const causes = [...self.entries()]
      .sort((a, b) => b[1] - a[1])
      .filter(([, us]) => us >= 5_000)
      .slice(0, 4)
      .map(([key, us]) => `${key} ${Math.round(us / 1000)}`)
      .join(", ");
    // Which files' code ran in it, by the CPU profile's samples.
    const files = new Map<string, number>();
    const within = samples.filter((sample) => sample.ts >= task.ts && sample.ts <= end);
    for (const sample of within) files.set(sample.where, (files.get(sample.where) ?? 0) + 1);
    const code = [...files.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([where, n]) => `${where} ${Math.round((n / Math.max(1, within.length)) * 100)}%`)
      .join(", ");
    long.push({ at: Math.round((task.ts - navigationStart) / 1000), ms: Math.round(ms), causes: code ? `${causes} | ${code}` : causes });
  }
  return { tasks: long, tbt: Math.round(tbt), longest: Math.round(longest) };
};

/** Resolves once `selector` is in the document and no task over 50 ms has run for `quiet` ms. */
const SETTLED = (selector: string, quiet: number) => `new Promise((done) => {
  const settle = () => {
    let timer = setTimeout(done, ${quiet});
    new PerformanceObserver(() => { clearTimeout(timer); timer = setTimeout(done, ${quiet}); }).observe({ type: "longtask" });
  };
  if (document.querySelector(${JSON.stringify(selector)})) return settle();
  const observer = new MutationObserver(() => {
    if (!document.querySelector(${JSON.stringify(selector)})) return;
    observer.disconnect();
    settle();
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
})`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

const { origin, browser, close } = await startBrowserBench(distDir);

const results: Record<string, { longest: number; tbt: number; tasks: LongTask[] }> = {};
try {
  for (const page of PAGES) {
    const runs: { longest: number; tbt: number; tasks: LongTask[] }[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ baseURL: origin, viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
      await context.request.post("/__mock/reset");
      if (!page.guest) {
        await signInAsDemo(context.request);
      }
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU });
      await browser.startTracing(tab, {
        categories: [
          "devtools.timeline",
          "disabled-by-default-devtools.timeline",
          "v8",
          "v8.execute",
          "toplevel",
          "blink.user_timing",
          "disabled-by-default-v8.cpu_profiler",
        ],
      });
      await tab.goto(page.path, { waitUntil: "commit" });
      // Waited for from the page itself and read over CDP: Playwright's own selectors would run its
      // injected script on the page's main thread, in the tasks measured.
      await cdp.send("Runtime.evaluate", { expression: SETTLED(page.ready, QUIET_MS), awaitPromise: true, timeout: 60_000 });
      const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: TraceEvent[] };
      const events = trace.traceEvents;
      // BENCH_TRACES=<dir> keeps each run's trace (for DevTools' Performance panel or a call tree).
      if (process.env.BENCH_TRACES) {
        mkdirSync(process.env.BENCH_TRACES, { recursive: true });
        writeFileSync(resolve(process.env.BENCH_TRACES, `${page.name}-${run + 1}.json`), JSON.stringify(trace));
      }
      const navigation = events.find(
        (e) => e.name === "navigationStart" && (e.args?.data as { url?: string } | undefined)?.url?.includes(page.path),
      );
      const start = navigation?.ts ?? events.reduce((min, e) => (e.ts > 0 && e.ts < min ? e.ts : min), Infinity);
      runs.push(analyse(events, start));
      await context.close();
    }
    const byTbt = [...runs].sort((a, b) => a.tbt - b.tbt);
    const mid = byTbt[Math.floor((byTbt.length - 1) / 2)]!;
    results[page.name] = { longest: median(runs.map((r) => r.longest)), tbt: median(runs.map((r) => r.tbt)), tasks: mid.tasks };
    console.log(
      `\n${page.name}: longest task ${results[page.name]!.longest} ms, blocking ${results[page.name]!.tbt} ms (medians of ${RUNS}, CPU ${CPU}x)`,
    );
    for (const task of mid.tasks) console.log(`  at ${task.at} ms: ${task.ms} ms — ${task.causes}`);
  }
} finally {
  await close();
}
mkdirSync("bench-results", { recursive: true });
writeFileSync("bench-results/long-tasks.json", `${JSON.stringify({ runs: RUNS, cpu: CPU, results }, null, 2)}\n`);
