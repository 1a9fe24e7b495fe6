/**
 * `npm run bench:load`: the mock server under load. The server runs alone in a child process
 * (scripts/bench/serve-mock.ts, as `npm start` builds it); autocannon runs here, in a second process,
 * against the heaviest endpoints one after the other: a 100-row conversions page, a 120-day report
 * grouped by date, and the dashboard. 1,000 connections for 30 s each by default (BENCH_CONNECTIONS,
 * BENCH_SECONDS; BENCH_TIMEOUT_SECONDS is autocannon's per-request timeout, default 10; BENCH_ONLY keeps
 * the endpoints whose name holds it; BENCH_PATH adds one, e.g. /publishers/current, for comparison). The run
 * fails (exit 1) on any error, timeout or non-2xx answer. Prints requests per second, latency
 * p50/p99/max, and writes bench-results/load.json. See docs/decisions/021-mock-server-under-load.md.
 */
import autocannon, { type Result } from "autocannon";
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const TIMEOUT = Number(process.env.BENCH_TIMEOUT_SECONDS ?? 10);
const API = "/publisher/api";
const DAY_MS = 86_400_000;

const log = (message: string) => process.stderr.write(`${message}\n`);

/** The kernel's count of connections dropped because a listen queue was full (Linux; machine-wide), or undefined. */
const listenOverflows = (): number | undefined => {
  try {
    const lines = readFileSync("/proc/net/netstat", "utf8")
      .split("\n")
      .filter((l) => l.startsWith("TcpExt:"));
    const [names, values] = lines.map((l) => l.split(/\s+/));
    const at = names!.indexOf("ListenOverflows");
    return at < 0 ? undefined : Number(values![at]);
  } catch {
    return undefined;
  }
};

const startServer = async (): Promise<{ child: ChildProcess; port: number }> => {
  const child = spawn(process.execPath, ["--import", "tsx", join(root, "scripts/bench/serve-mock.ts")], {
    cwd: root,
    env: { ...process.env, PORT: "0" },
    stdio: ["ignore", "pipe", "inherit"],
    detached: true,
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = "";
    child.stdout!.setEncoding("utf8");
    child.stdout!.on("data", (chunk: string) => {
      out += chunk;
      const line = out.split("\n")[0]!;
      if (out.includes("\n")) resolve((JSON.parse(line) as { port: number }).port);
    });
    child.once("exit", (code) => reject(new Error(`the mock server exited (${code})`)));
  });
  return { child, port };
};

const stopServer = (child: ChildProcess) => {
  if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
};

const run = (url: string, cookie: string, title: string) =>
  new Promise<Result>((resolve, reject) => {
    autocannon(
      { url, headers: { accept: "application/ld+json", cookie }, connections: CONNECTIONS, duration: SECONDS, timeout: TIMEOUT, title },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });

const main = async () => {
  const { child, port } = await startServer();
  process.on("exit", () => stopServer(child));
  const base = `http://127.0.0.1:${port}`;
  try {
    const login = await fetch(`${base}${API}/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "demo", password: "Demo-pass-1", _remember_me: false }),
    });
    const session = login.headers
      .getSetCookie()
      .map((c) => /^PHPSESSID=([^;]+)/.exec(c)?.[1])
      .find(Boolean);
    if (!login.ok || !session) throw new Error(`login failed: ${login.status}`);
    const cookie = `PHPSESSID=${session}`;
    const clock = (await (await fetch(`${base}/__mock/clock`)).json()) as { now: string };
    const today = Date.parse(clock.now);
    const day = (offset: number) => new Date(today + offset * DAY_MS).toISOString().slice(0, 10);
    const range = encodeURIComponent(`${day(-119)} - ${day(1)}`);
    const endpoints = [
      { name: "conversions, 100 rows", path: `${API}/ch/conversions?itemsPerPage=100` },
      { name: "120-day report by date", path: `${API}/ch/reports/summary?dateRange=${range}&groupBy=date&itemsPerPage=100` },
      { name: "dashboard", path: `${API}/ch/dashboard` },
    ];
    if (process.env.BENCH_PATH) endpoints.push({ name: process.env.BENCH_PATH, path: `${API}${process.env.BENCH_PATH}` });
    const only = process.env.BENCH_ONLY;
    if (only) endpoints.splice(0, endpoints.length, ...endpoints.filter((e) => e.name.includes(only)));
    // First use generates demo's data: not part of the measurement.
    for (const e of endpoints) {
      const response = await fetch(`${base}${e.path}`, { headers: { cookie } });
      if (!response.ok) throw new Error(`${e.path}: ${response.status} ${await response.text()}`);
    }
    log(
      `bench:load: ${CONNECTIONS} connections x ${SECONDS} s per endpoint, timeout ${TIMEOUT} s, Node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}`,
    );
    const results = [];
    for (const e of endpoints) {
      const overflowsBefore = listenOverflows();
      const r = await run(`${base}${e.path}`, cookie, e.name);
      const overflowsAfter = listenOverflows();
      const row = {
        endpoint: e.name,
        path: e.path,
        requests: r.requests.total,
        requestsPerSecond: Math.round(r.requests.average),
        "2xx": r["2xx"],
        non2xx: r.non2xx,
        errors: r.errors,
        timeouts: r.timeouts,
        latencyMs: { p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max },
        listenOverflows: overflowsBefore === undefined || overflowsAfter === undefined ? null : overflowsAfter - overflowsBefore,
      };
      results.push(row);
      log(
        `${e.name.padEnd(24)} ${String(row.requestsPerSecond).padStart(6)} req/s  p50 ${row.latencyMs.p50} ms  p99 ${row.latencyMs.p99} ms  max ${row.latencyMs.max} ms  ` +
          `2xx ${row["2xx"]}  non-2xx ${row.non2xx}  errors ${row.errors}  timeouts ${row.timeouts}  listen overflows ${row.listenOverflows ?? "-"}`,
      );
    }
    mkdirSync(join(root, "bench-results"), { recursive: true });
    writeFileSync(
      join(root, "bench-results/load.json"),
      `${JSON.stringify({ date: new Date().toISOString(), connections: CONNECTIONS, seconds: SECONDS, timeout: TIMEOUT, loadAverage: os.loadavg(), results }, null, 2)}\n`,
    );
    const failed = results.filter((r) => r.errors + r.timeouts + r.non2xx > 0);
    log(failed.length === 0 ? "0 errors, 0 timeouts, every answer 2xx." : `FAILED: ${failed.map((r) => r.endpoint).join(", ")}`);
    process.exitCode = failed.length === 0 ? 0 : 1;
  } finally {
    stopServer(child);
  }
};

main().catch((error: unknown) => {
  log(`bench:load FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
