/**
 * `npx tsx scripts/bench-lists.ts`: how fast the mock server answers the paged lists over demo's
 * seeded data (about 50,000 conversions), measured in-process with `app.inject` (no sockets), so the
 * figures are the server's own work: decoding, filtering, ordering, paging, encoding.
 *
 * Builds the app as `npm start` does (no response validation), signs in as demo, times the reset
 * and the lazy generation of demo's lists, then per case runs a warm-up and BENCH_RUNS measured
 * requests (default 30, at least 20) and prints the median, p95 and minimum. Every answer must
 * have the expected status. The aim is a median under 50 ms per page (BENCH_ENFORCE=1 exits 1 when
 * a page misses it). Writes bench-results/lists.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { buildApp } from "../mock-server/app";

const RUNS = Math.max(20, Number(process.env.BENCH_RUNS ?? 30) || 30);
const WARMUP = 3;
const PAGE_AIM_MS = 50;
const ENFORCE = process.env.BENCH_ENFORCE === "1";
const API = "/publisher/api";

const { app, store } = await buildApp();
await app.ready();

const inject = (method: "GET" | "POST", url: string, cookie?: string, payload?: Record<string, unknown>) =>
  app.inject({ method, url, ...(cookie ? { cookies: { PHPSESSID: cookie } } : {}), ...(payload === undefined ? {} : { payload }) });

const timed = async <T>(run: () => Promise<T>): Promise<[number, T]> => {
  const started = performance.now();
  const result = await run();
  return [performance.now() - started, result];
};

const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const median = sorted.length % 2 ? sorted[(sorted.length - 1) / 2]! : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
  return { median, p95: at(0.95), min: sorted[0]! };
};

// Reset: must stay fast, since the lists are generated on first use, not at reset.
const resets: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const [ms, response] = await timed(() => inject("POST", "/__mock/reset"));
  if (response.statusCode !== 200) throw new Error(`reset answered ${response.statusCode}`);
  resets.push(ms);
}

// Generating demo's conversions, transactions and payments, directly on the store (5 times).
const generations: number[] = [];
for (let i = 0; i < 5; i++) {
  store.reset(store.seed);
  const user = store.publishers.get(1001)!;
  generations.push((await timed(async () => store.activity(user)))[0]);
}
const generation = stats(generations);
await inject("POST", "/__mock/reset");

const login = await inject("POST", `${API}/login`, undefined, { username: "demo", password: "Demo-pass-1", _remember_me: false });
const cookie = login.cookies.find((c) => c.name === "PHPSESSID")?.value;
if (login.statusCode !== 200 || !cookie) throw new Error(`login answered ${login.statusCode}`);

// The first list request generates demo's conversions, transactions and payments.
const [firstMs, first] = await timed(() => inject("GET", `${API}/ch/conversions`, cookie));
if (first.statusCode !== 200) throw new Error(`first page answered ${first.statusCode}`);
const total = (first.json() as { "hydra:totalItems": number })["hydra:totalItems"];

// A 30-day range ending tomorrow in demo's timezone (the end is exclusive).
const day = (offset: number) => new Date(store.seededAtMs + offset * 86_400_000).toISOString().slice(0, 10);
const last30 = encodeURIComponent(`${day(-29)} - ${day(1)}`);

interface Case {
  readonly name: string;
  readonly url: string;
  readonly page: boolean;
  readonly status?: number;
  /** The aim of this case's median when it is not PAGE_AIM_MS (the offers catalogue: 5 ms, issue 12). */
  readonly aimMs?: number;
}

const CASES: Case[] = [
  { name: "conversions p1, order[datetime]=desc", url: `/ch/conversions?order%5Bdatetime%5D=desc`, page: true },
  {
    name: "conversions p1, country+device+dateRange, order[payout]=desc",
    url: `/ch/conversions?country=US,DE,GB,FR&device=mobile&dateRange=${last30}&order%5Bpayout%5D=desc`,
    page: true,
  },
  { name: "conversions page 500 (10 per page)", url: `/ch/conversions?page=500`, page: true },
  { name: "conversions page 500 (100 per page)", url: `/ch/conversions?page=500&itemsPerPage=100`, page: true },
  { name: "conversions p1, order[externalClickId]=asc", url: `/ch/conversions?order%5BexternalClickId%5D=asc`, page: true },
  {
    name: "conversions p1, two orders (country, payout)",
    url: `/ch/conversions?order%5Bcountry%5D=asc&order%5Bpayout%5D=desc&itemsPerPage=100`,
    page: true,
  },
  { name: "conversions p1, subsource search", url: `/ch/conversions?subsource=site_`, page: true },
  { name: "transactions p1", url: `/ch/transactions?itemsPerPage=100`, page: true },
  { name: "payments p1", url: `/payments?itemsPerPage=100`, page: true },
  { name: "offer lookup p1 (20), search", url: `/offers?itemsPerPage=20&search=dating`, page: true },
  { name: "offer lookup, #relativeId", url: `/offers?itemsPerPage=20&relativeId=4102`, page: true },
  { name: "offers p1, search by name", url: `/offers?search=casino`, page: true, aimMs: 5 },
  { name: "offers p1, search #relativeId", url: `/offers?search=%234117`, page: true, aimMs: 5 },
  {
    name: "offers p1 (100), category+country+device+status, order[payout]=desc",
    url: `/offers?itemsPerPage=100&category=1,4,8&country=US,DE&device=2&status=1,3,10&order%5Bpayout%5D=desc`,
    page: true,
    aimMs: 5,
  },
  { name: `export all rows (${total} conversions)`, url: `/ch/conversions/export`, page: false },
  {
    name: "export, filtered (country+device+dateRange)",
    url: `/ch/conversions/export?country=US,DE,GB,FR&device=mobile&dateRange=${last30}`,
    page: false,
  },
];

const rows: Array<{ name: string; median: number; p95: number; min: number; bytes: number; page: boolean; aim: number }> = [];
for (const c of CASES) {
  const samples: number[] = [];
  let bytes = 0;
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const [ms, response] = await timed(() => inject("GET", `${API}${c.url}`, cookie));
    if (response.statusCode !== (c.status ?? 200)) throw new Error(`${c.name}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    bytes = response.rawPayload.length;
    if (i >= WARMUP) samples.push(ms);
  }
  rows.push({ name: c.name, ...stats(samples), bytes, page: c.page, aim: c.aimMs ?? PAGE_AIM_MS });
}
await app.close();

const ms = (n: number) => n.toFixed(2).padStart(8);
const width = Math.max(...rows.map((r) => r.name.length), 40);
const line = (name: string, cells: string[]) => console.log(`${name.padEnd(width)} ${cells.join(" ")}`);
console.log(
  `\nNode ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}; ${RUNS} runs per case after ${WARMUP} warm-up runs; app.inject, no sockets.\n`,
);
line("", ["  median", "     p95", "     min", "     bytes", " aim"]);
line("POST /__mock/reset", [ms(stats(resets).median), ms(stats(resets).p95), ms(stats(resets).min), "".padStart(10), ""]);
line("generate demo's lists (first use)", [ms(generation.median), ms(generation.p95), ms(generation.min), "".padStart(10), ""]);
line("first conversions page after reset", [ms(firstMs), "".padStart(8), "".padStart(8), "".padStart(10), ""]);
for (const r of rows) {
  line(r.name, [ms(r.median), ms(r.p95), ms(r.min), String(r.bytes).padStart(10), r.page ? (r.median < r.aim ? "  ok" : "MISS") : "   -"]);
}
console.log(`\nAim: a page's median under ${PAGE_AIM_MS} ms (the offers catalogue: 5 ms). Times in milliseconds.`);

const out = fileURLToPath(new URL("../bench-results/lists.json", import.meta.url));
mkdirSync(fileURLToPath(new URL("../bench-results", import.meta.url)), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify({ node: process.version, cpus: os.cpus().length, runs: RUNS, conversions: total, reset: stats(resets), generation, firstPageMs: firstMs, cases: rows }, null, 2)}\n`,
);
console.log(`wrote ${out}`);
const missed = rows.filter((r) => r.page && r.median >= r.aim);
if (ENFORCE && missed.length > 0) process.exit(1);
