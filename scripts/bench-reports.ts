/**
 * `npm run bench:reports`: how fast the mock server answers the reports, the dashboard, the chart and
 * the competitions over demo's 120 days of traffic, in-process with `app.inject` (no sockets), as
 * `npm start` builds it (no response validation). Times the first report after a reset (which
 * generates demo's conversions and traffic), then per case a warm-up and BENCH_RUNS measured requests
 * (default 30) with the median, p95 and minimum of the wall time and the median CPU time of this
 * process (on a machine shared with other work the CPU time is the steadier figure). Aim: a 120-day
 * report under 20 ms (BENCH_ENFORCE=1 exits 1 when a report's median CPU time misses it). Writes
 * bench-results/reports.json. The aggregation's answer cache is off for the measured cases (each request
 * sums the cells) and on for the last one.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { buildApp } from "../mock-server/app";
import { setAggregateCache } from "../mock-server/store/report-engine";

const RUNS = Math.max(10, Number(process.env.BENCH_RUNS ?? 30) || 30);
const WARMUP = 3;
const AIM_MS = 20;
const ENFORCE = process.env.BENCH_ENFORCE === "1";
const API = "/publisher/api";
const DAY_MS = 86_400_000;

const { app, store } = await buildApp();
// The aggregation itself is measured: its answers are not kept between requests here (see the last case).
setAggregateCache(false);
await app.ready();

const login = await app.inject({
  method: "POST",
  url: `${API}/login`,
  payload: { username: "demo", password: "Demo-pass-1", _remember_me: false },
});
const cookie = login.cookies.find((c) => c.name === "PHPSESSID")?.value;
if (!cookie) throw new Error(`login answered ${login.statusCode}`);
const get = (url: string) => app.inject({ method: "GET", url: `${API}${url}`, cookies: { PHPSESSID: cookie } });

const day = (offset: number) => new Date(store.seededAtMs + 2 * 3_600_000 + offset * DAY_MS).toISOString().slice(0, 10);
const days120 = encodeURIComponent(`${day(-119)} - ${day(1)}`);

const started = performance.now();
const first = await get(`/ch/reports/summary?dateRange=${days120}`);
const firstMs = performance.now() - started;
if (first.statusCode !== 200) throw new Error(`first report: ${first.statusCode} ${first.body.slice(0, 300)}`);

interface Case {
  readonly name: string;
  readonly url: string;
  readonly report: boolean;
}

const CASES: Case[] = [
  { name: "summary, 120 days, by date", url: `/ch/reports/summary?dateRange=${days120}&groupBy=date&itemsPerPage=100`, report: true },
  { name: "summary, 120 days, by country", url: `/ch/reports/summary?dateRange=${days120}&groupBy=country&itemsPerPage=100`, report: true },
  { name: "summary, 120 days, by sub1", url: `/ch/reports/summary?dateRange=${days120}&groupBy=sub1&itemsPerPage=100`, report: true },
  {
    name: "summary, 120 days, by hour (2,880 rows), p. 1",
    url: `/ch/reports/summary?dateRange=${days120}&groupBy=hour&itemsPerPage=100`,
    report: true,
  },
  {
    name: "summary, 120 days, country+device filter, by os",
    url: `/ch/reports/summary?dateRange=${days120}&groupBy=os&country=US,DE,GB&device=mobile`,
    report: true,
  },
  { name: "revenue, 120 days, by goal", url: `/ch/reports/revenue?dateRange=${days120}&groupBy=offerGoal`, report: true },
  {
    name: "goal performance, 120 days, by country",
    url: `/ch/reports/goal_performance?dateRange=${days120}&groupBy=country&itemsPerPage=100`,
    report: true,
  },
  { name: "summary export, 120 days, by sub1", url: `/ch/reports/summary/export?dateRange=${days120}&groupBy=sub1`, report: false },
  { name: "referral, 120 days, by date", url: `/ch/reports/referral?dateRange=${days120}&itemsPerPage=100`, report: false },
  { name: "dashboard (4 periods, previous, sources)", url: `/ch/dashboard`, report: false },
  { name: "chart, last 30 days", url: `/ch/chart`, report: false },
  { name: "impressions, last 30 days", url: `/ch/impressions`, report: false },
  { name: "competitions", url: `/competitions.jsonld`, report: false },
];

const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const median = sorted.length % 2 ? sorted[(sorted.length - 1) / 2]! : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
  return { median, p95: sorted[Math.min(sorted.length - 1, Math.floor(0.95 * sorted.length))]!, min: sorted[0]! };
};

const rows: Array<{ name: string; median: number; p95: number; min: number; cpuMedian: number; bytes: number; report: boolean }> = [];
for (const c of CASES) {
  const wall: number[] = [];
  const cpu: number[] = [];
  let bytes = 0;
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const cpuBefore = process.cpuUsage();
    const t = performance.now();
    const response = await get(c.url);
    const ms = performance.now() - t;
    const used = process.cpuUsage(cpuBefore);
    if (response.statusCode !== 200) throw new Error(`${c.name}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    bytes = response.rawPayload.length;
    if (i >= WARMUP) {
      wall.push(ms);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  rows.push({ name: c.name, ...stats(wall), cpuMedian: stats(cpu).median, bytes, report: c.report });
}
// The same report again with the server's cache of aggregation answers on (what a repeated request costs).
setAggregateCache(true);
{
  const url = CASES[0]!.url;
  await get(url);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const cpuBefore = process.cpuUsage();
    const t = performance.now();
    await get(url);
    wall.push(performance.now() - t);
    const used = process.cpuUsage(cpuBefore);
    cpu.push((used.user + used.system) / 1000);
  }
  rows.push({ name: "summary, 120 days, by date, answer cached", ...stats(wall), cpuMedian: stats(cpu).median, bytes: 0, report: false });
}
await app.close();

const fmt = (n: number) => n.toFixed(2).padStart(8);
const width = Math.max(...rows.map((r) => r.name.length), 40);
console.log(
  `\nNode ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}; ${RUNS} runs per case after ${WARMUP} warm-up; app.inject.\n`,
);
console.log(`${"".padEnd(width)}   median      p95      min  cpu med      bytes  aim`);
console.log(`${"first report after reset (generates the data)".padEnd(width)} ${fmt(firstMs)}`);
for (const r of rows) {
  const verdict = r.report ? (Math.min(r.median, r.cpuMedian) < AIM_MS ? "  ok" : "MISS") : "   -";
  console.log(
    `${r.name.padEnd(width)} ${fmt(r.median)} ${fmt(r.p95)} ${fmt(r.min)} ${fmt(r.cpuMedian)} ${String(r.bytes).padStart(10)} ${verdict}`,
  );
}
console.log(`\nAim: a 120-day report under ${AIM_MS} ms (median wall or CPU time). Times in milliseconds.`);
mkdirSync(fileURLToPath(new URL("../bench-results", import.meta.url)), { recursive: true });
const out = fileURLToPath(new URL("../bench-results/reports.json", import.meta.url));
writeFileSync(
  out,
  `${JSON.stringify({ node: process.version, cpus: os.cpus().length, loadAverage: os.loadavg(), runs: RUNS, firstReportMs: firstMs, cases: rows }, null, 2)}\n`,
);
console.log(`wrote ${out}`);
if (ENFORCE && rows.some((r) => r.report && r.cpuMedian >= AIM_MS)) process.exit(1);
