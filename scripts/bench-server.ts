/**
 * `npm run bench:server` (`npx tsx scripts/bench-server.ts`): throughput of the mock server, side by
 * side in one run with `prism mock` on the same contracts/openapi.json and a bare Fastify hello-world.
 *
 * Each server runs alone in its own child process, one after the other so they never compete for
 * the cores; autocannon runs here, in this process. Per server and endpoint: a warm-up (discarded),
 * then the measurement. Every measured response must be 2xx: more than 0.5% of anything else
 * (non-2xx, socket errors, timeouts) fails the run. Prints requests per second, latency p50/p99 and
 * the ratios against the aims (at least 10x Prism, at least 0.5x bare Fastify), and writes
 * bench-results/server.json.
 *
 * Environment: BENCH_SECONDS (measurement per endpoint, default 10), BENCH_WARMUP_SECONDS (default 2),
 * BENCH_CONNECTIONS (default 50), BENCH_COLLECTION (the hydra collection path, default the payout
 * accounts), BENCH_QUIET_WAIT_SECONDS (how long to wait for other processes to leave the cores idle
 * before each measurement, default 30), BENCH_ENFORCE=1 (exit 1 when an aim is missed or the run was
 * contended; by default only a failed run exits 1).
 */
import autocannon, { type Result } from "autocannon";
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

const envNumber = (name: string, fallback: number): number => {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
};

const SECONDS = envNumber("BENCH_SECONDS", 10);
const WARMUP_SECONDS = envNumber("BENCH_WARMUP_SECONDS", 2);
const CONNECTIONS = Math.round(envNumber("BENCH_CONNECTIONS", 50));
const COLLECTION_PATH = process.env.BENCH_COLLECTION || "/publisher/api/publisher_payout_accounts";
const QUIET_WAIT_SECONDS = Number(process.env.BENCH_QUIET_WAIT_SECONDS ?? 30) || 0;
const ENFORCE = process.env.BENCH_ENFORCE === "1";
/** Above this share of a core used by other processes during a measurement, the run counts as contended. */
const MAX_OTHER_CPU = 0.2;
const MAX_BAD_SHARE = 0.005;
const AIM_VS_PRISM = 10;
const AIM_VS_BARE = 0.5;
const LOGIN = { username: "demo", password: "Demo-pass-1", _remember_me: true };

const started = performance.now();
const log = (message: string) => process.stderr.write(`[${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s] ${message}\n`);

// ---------------------------------------------------------------------------------------------
// Child processes: each in its own process group, so stopping one stops everything it started.

const children = new Set<ChildProcess>();

const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

const signalGroup = (child: ChildProcess, signal: NodeJS.Signals) => {
  if (!child.pid || !alive(child)) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      /* already gone */
    }
  }
};

process.on("exit", () => {
  for (const child of children) signalGroup(child, "SIGKILL");
});
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => {
    log(`\n${signal}: stopping the servers`);
    process.exit(130);
  });
}

interface Server {
  readonly name: string;
  readonly child: ChildProcess;
  readonly port: number;
  readonly stderr: () => string;
}

const track = (child: ChildProcess) => {
  children.add(child);
  let stderr = "";
  child.stderr?.setEncoding("utf8");
  child.stderr?.on("data", (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  child.once("exit", () => children.delete(child));
  return () => stderr;
};

const exited = (child: ChildProcess) =>
  new Promise<never>((_, reject) =>
    child.once("exit", (code, signal) => reject(new Error(`exited early (code ${code}, signal ${signal})`))),
  );

const withTimeout = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([promise, sleep(ms).then(() => Promise.reject(new Error(`${what}: no answer within ${ms / 1000} s`)))]);

/** Starts a TypeScript entry under scripts/bench/ that prints `{"port":N}` once it listens. */
const startEntry = async (name: string, file: string): Promise<Server> => {
  const child = spawn(process.execPath, ["--import", "tsx", join(root, "scripts/bench", file)], {
    cwd: root,
    env: { ...process.env, PORT: "0" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const stderr = track(child);
  const port = new Promise<number>((resolve, reject) => {
    let out = "";
    child.stdout!.setEncoding("utf8");
    child.stdout!.on("data", (chunk: string) => {
      if (out.includes("\n")) return;
      out += chunk;
      const line = out.split("\n")[0]!;
      if (!out.includes("\n")) return;
      try {
        const port = (JSON.parse(line) as { port?: unknown }).port;
        if (typeof port === "number") resolve(port);
        else reject(new Error(`printed no port: ${line}`));
      } catch {
        reject(new Error(`printed something else than its port: ${line}`));
      }
    });
  });
  try {
    return { name, child, port: await withTimeout(Promise.race([port, exited(child)]), 60_000, name), stderr };
  } catch (error) {
    signalGroup(child, "SIGKILL");
    throw new Error(`${name} did not start: ${(error as Error).message}\n${stderr()}`);
  }
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });

/** `prism mock contracts/openapi.json`, as anyone would run it (its per-request log goes to /dev/null). */
const startPrism = async (): Promise<Server> => {
  const name = "prism mock";
  const port = await freePort();
  const cli = realpathSync(join(root, "node_modules/.bin/prism"));
  const child = spawn(process.execPath, [cli, "mock", "contracts/openapi.json", "-p", String(port), "-h", "127.0.0.1"], {
    cwd: root,
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  });
  const stderr = track(child);
  const ready = (async () => {
    for (;;) {
      try {
        await fetch(`http://127.0.0.1:${port}/publisher/api/languages`);
        return port;
      } catch {
        await sleep(200);
      }
    }
  })();
  try {
    return { name, child, port: await withTimeout(Promise.race([ready, exited(child)]), 90_000, name), stderr };
  } catch (error) {
    signalGroup(child, "SIGKILL");
    throw new Error(`${name} did not start: ${(error as Error).message}\n${stderr()}`);
  }
};

const stop = async (server: Server) => {
  const { child } = server;
  if (!alive(child)) return;
  const gone = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  signalGroup(child, "SIGTERM");
  const clean = await Promise.race([gone.then(() => true), sleep(5000).then(() => false)]);
  if (!clean) {
    signalGroup(child, "SIGKILL");
    await gone;
  }
};

// ---------------------------------------------------------------------------------------------
// CPU use, to tell whether the server or the load generator was the bottleneck.

const clockTicks = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU seconds a process has used so far (Linux /proc), or undefined elsewhere. */
const cpuSeconds = (pid: number | undefined): number | undefined => {
  if (!pid) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / clockTicks;
  } catch {
    return undefined;
  }
};

/** Busy CPU seconds of the whole machine so far (all cores, Linux /proc/stat), or undefined elsewhere. */
const machineBusySeconds = (): number | undefined => {
  try {
    const [, ...ticks] = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).map(Number);
    // user nice system idle iowait irq softirq steal (guest time is already inside user and nice)
    const busy = ticks.slice(0, 8).reduce((sum, t, i) => (i === 3 || i === 4 ? sum : sum + (t ?? 0)), 0);
    return busy / clockTicks;
  } catch {
    return undefined;
  }
};

// ---------------------------------------------------------------------------------------------
// Load.

interface Endpoint {
  readonly key: "current" | "collection" | "hello";
  readonly label: string;
  readonly path: string;
  /** What a correct body looks like; checked once before the load (Prism answers placeholders). */
  readonly check: (body: Record<string, unknown>) => boolean;
}

const CURRENT: Endpoint = {
  key: "current",
  label: "current publisher",
  path: "/publisher/api/publishers/current",
  check: (body) => body["@type"] === "Publisher",
};
const COLLECTION: Endpoint = {
  key: "collection",
  label: "hydra collection",
  path: COLLECTION_PATH,
  check: (body) => body["@type"] === "hydra:Collection" && Array.isArray(body["hydra:member"]),
};
const HELLO: Endpoint = { key: "hello", label: "hello world", path: "/hello", check: (body) => body.hello === "world" };

interface Measurement {
  readonly server: string;
  readonly endpoint: Endpoint["key"];
  readonly label: string;
  readonly path: string;
  readonly requestsPerSecond: number;
  readonly requestsTotal: number;
  readonly latencyMs: { readonly mean: number; readonly p50: number; readonly p99: number };
  readonly bytesPerSecond: number;
  readonly non2xx: number;
  readonly errors: number;
  readonly timeouts: number;
  readonly statusCodes: Record<string, number>;
  /**
   * Shares of one core over the measurement: the server's process, this (load-generating) process,
   * and everything else on the machine (other work competing for the cores makes the figures noisy).
   */
  readonly serverCpu?: number;
  readonly loadgenCpu: number;
  readonly otherCpu?: number;
}

/**
 * Other work on the machine (a test run, a build) takes cores from the server or the load generator
 * and skews the ratios: before each measurement, wait up to BENCH_QUIET_WAIT_SECONDS for the machine
 * to be idle (under a fifth of a core busy), then go on anyway; the report shows what was left.
 */
const waitForQuiet = async () => {
  const deadline = performance.now() + QUIET_WAIT_SECONDS * 1000;
  let announced = false;
  for (;;) {
    const before = machineBusySeconds();
    await sleep(1000);
    const after = machineBusySeconds();
    if (before === undefined || after === undefined) return;
    const busy = after - before;
    if (busy < 0.2) return;
    if (performance.now() >= deadline) {
      log(`  the machine is still busy (${fmtCpu(busy)} of a core used by other processes): measuring anyway`);
      return;
    }
    if (!announced) log(`  other processes use ${fmtCpu(busy)} of a core: waiting up to ${QUIET_WAIT_SECONDS} s for them to finish`);
    announced = true;
  }
};

let running: { stop(): void } | undefined;

const cannon = (url: string, headers: Record<string, string>, seconds: number, title: string) =>
  new Promise<Result>((resolve, reject) => {
    running = autocannon(
      { url, headers, connections: CONNECTIONS, pipelining: 1, duration: seconds, timeout: 10, title },
      (error, result) => {
        running = undefined;
        if (error) reject(error);
        else resolve(result);
      },
    );
  });

const probe = async (server: Server, endpoint: Endpoint, headers: Record<string, string>) => {
  const response = await fetch(`http://127.0.0.1:${server.port}${endpoint.path}`, { headers });
  const text = await response.text();
  if (!response.ok) throw new Error(`${server.name} ${endpoint.path} answered ${response.status}: ${text.slice(0, 300)}`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`${server.name} ${endpoint.path} answered something else than JSON: ${text.slice(0, 300)}`);
  }
  if (typeof body !== "object" || body === null || !endpoint.check(body as Record<string, unknown>)) {
    throw new Error(`${server.name} ${endpoint.path} answered an unexpected body: ${text.slice(0, 300)}`);
  }
};

const measure = async (server: Server, endpoint: Endpoint, headers: Record<string, string>): Promise<Measurement> => {
  await probe(server, endpoint, headers);
  const url = `http://127.0.0.1:${server.port}${endpoint.path}`;
  log(`${server.name}: ${endpoint.label} (${endpoint.path}): warm-up ${WARMUP_SECONDS} s, then ${SECONDS} s x ${CONNECTIONS} connections`);
  await cannon(url, headers, WARMUP_SECONDS, `${server.name} warm-up`);
  await waitForQuiet();

  const machineBefore = machineBusySeconds();
  const serverBefore = cpuSeconds(server.child.pid);
  const selfBefore = process.cpuUsage();
  const wallBefore = performance.now();
  const result = await cannon(url, headers, SECONDS, `${server.name} ${endpoint.label}`);
  const wall = (performance.now() - wallBefore) / 1000;
  const self = process.cpuUsage(selfBefore);
  const serverAfter = cpuSeconds(server.child.pid);
  const machineAfter = machineBusySeconds();
  const serverCpu = serverBefore !== undefined && serverAfter !== undefined ? (serverAfter - serverBefore) / wall : undefined;
  const loadgenCpu = (self.user + self.system) / 1e6 / wall;
  const otherCpu =
    machineBefore !== undefined && machineAfter !== undefined && serverCpu !== undefined
      ? Math.max(0, (machineAfter - machineBefore) / wall - serverCpu - loadgenCpu)
      : undefined;

  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]));
  const bad = result.non2xx + result.errors + result.timeouts;
  const attempted = result["2xx"] + bad;
  if (attempted === 0 || bad / attempted > MAX_BAD_SHARE) {
    throw new Error(
      `${server.name} ${endpoint.path}: ${bad} of ${attempted} responses were not 2xx (limit ${MAX_BAD_SHARE * 100}%): ` +
        `status codes ${JSON.stringify(statusCodes)}, ${result.errors} errors, ${result.timeouts} timeouts\n${server.stderr()}`,
    );
  }
  const measurement: Measurement = {
    server: server.name,
    endpoint: endpoint.key,
    label: endpoint.label,
    path: endpoint.path,
    requestsPerSecond: result.requests.average,
    requestsTotal: result.requests.total,
    latencyMs: { mean: result.latency.average, p50: result.latency.p50, p99: result.latency.p99 },
    bytesPerSecond: result.throughput.average,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    ...(serverCpu !== undefined ? { serverCpu } : {}),
    loadgenCpu,
    ...(otherCpu !== undefined ? { otherCpu } : {}),
  };
  log(
    `  ${fmtInt(measurement.requestsPerSecond)} req/s, p50 ${measurement.latencyMs.p50} ms, p99 ${measurement.latencyMs.p99} ms; ` +
      `cpu: server ${fmtCpu(serverCpu)}, load generator ${fmtCpu(loadgenCpu)}, other processes ${fmtCpu(otherCpu)}`,
  );
  return measurement;
};

const login = async (port: number): Promise<string> => {
  const response = await fetch(`http://127.0.0.1:${port}/publisher/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/ld+json" },
    body: JSON.stringify(LOGIN),
  });
  const session = response.headers
    .getSetCookie()
    .map((cookie) => /^PHPSESSID=([^;]+)/.exec(cookie)?.[1])
    .find(Boolean);
  if (!response.ok || !session) throw new Error(`login as ${LOGIN.username} failed: ${response.status} ${await response.text()}`);
  return `PHPSESSID=${session}`;
};

// ---------------------------------------------------------------------------------------------
// Report.

const fmtInt = (n: number) => Math.round(n).toLocaleString("en-US");
const fmtRatio = (n: number) => `${n >= 10 ? n.toFixed(1) : n.toFixed(2)}x`;
const fmtCpu = (n: number | undefined) => (n === undefined ? "-" : `${Math.round(n * 100)}%`);

const table = (header: ReadonlyArray<string>, rows: ReadonlyArray<ReadonlyArray<string>>, rightFrom = 1) => {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: ReadonlyArray<string>) =>
    cells.map((c, i) => (i >= rightFrom ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join("  ");
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
};

const gitCommit = () => {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return undefined;
  }
};

// ---------------------------------------------------------------------------------------------

const main = async () => {
  log(
    `bench:server: ${SECONDS} s per endpoint after ${WARMUP_SECONDS} s warm-up, ${CONNECTIONS} connections, ` +
      `Node ${process.version}, ${os.cpus().length} cores`,
  );
  const measurements: Measurement[] = [];
  const accept = "application/ld+json";

  // Bare Fastify first: the ceiling for anything served by Fastify on this machine, measured right
  // before the mock server so that the mock/bare ratio compares neighbours in time.
  const bare = await startEntry("bare fastify", "bare-fastify.ts");
  try {
    measurements.push(await measure(bare, HELLO, { accept, cookie: "PHPSESSID=bench" }));
  } finally {
    await stop(bare);
  }

  // The mock server, with a real session.
  const mock = await startEntry("mock server", "serve-mock.ts");
  try {
    const headers = { accept, cookie: await login(mock.port) };
    measurements.push(await measure(mock, CURRENT, headers));
    measurements.push(await measure(mock, COLLECTION, headers));
  } finally {
    await stop(mock);
  }

  // Prism: the same requests. It checks that the cookie is present (401 without), not its value.
  const prism = await startPrism();
  try {
    const headers = { accept, cookie: "PHPSESSID=bench" };
    measurements.push(await measure(prism, CURRENT, headers));
    measurements.push(await measure(prism, COLLECTION, headers));
  } finally {
    await stop(prism);
  }

  const find = (server: string, endpoint: Endpoint["key"]) => measurements.find((m) => m.server === server && m.endpoint === endpoint)!;
  const bareRps = find("bare fastify", "hello").requestsPerSecond;
  const comparisons = ([CURRENT, COLLECTION] as const).map((endpoint) => {
    const mockRps = find("mock server", endpoint.key).requestsPerSecond;
    const prismRps = find("prism mock", endpoint.key).requestsPerSecond;
    const vsPrism = mockRps / prismRps;
    const vsBare = mockRps / bareRps;
    return {
      endpoint: endpoint.key,
      label: endpoint.label,
      path: endpoint.path,
      mockRps,
      prismRps,
      bareRps,
      vsPrism,
      vsBare,
      meetsPrismAim: vsPrism >= AIM_VS_PRISM,
      meetsBareAim: vsBare >= AIM_VS_BARE,
    };
  });
  const allMet = comparisons.every((c) => c.meetsPrismAim && c.meetsBareAim);

  const out = process.stdout;
  out.write("\n");
  out.write(
    table(
      ["target", "endpoint", "req/s", "p50 ms", "p99 ms", "non-2xx", "server cpu", "loadgen cpu", "other cpu"],
      measurements.map((m) => [
        m.server,
        m.path,
        fmtInt(m.requestsPerSecond),
        String(m.latencyMs.p50),
        String(m.latencyMs.p99),
        String(m.non2xx + m.errors + m.timeouts),
        fmtCpu(m.serverCpu),
        fmtCpu(m.loadgenCpu),
        fmtCpu(m.otherCpu),
      ]),
      2,
    ) + "\n\n",
  );
  out.write(
    table(
      ["mock server endpoint", `mock/prism (aim >= ${AIM_VS_PRISM}x)`, "", `mock/bare (aim >= ${AIM_VS_BARE}x)`, ""],
      comparisons.map((c) => [
        `${c.label} ${c.path}`,
        fmtRatio(c.vsPrism),
        c.meetsPrismAim ? "met" : "NOT MET",
        fmtRatio(c.vsBare),
        c.meetsBareAim ? "met" : "NOT MET",
      ]),
    ) + "\n\n",
  );
  out.write(
    "cpu: share of one core during the measurement. A server near 100% is saturated; a load generator near 100% is the limit\n" +
      `instead; other processes above ${fmtCpu(MAX_OTHER_CPU)} took cores from the run.\n\n`,
  );
  const contended = measurements.filter((m) => (m.otherCpu ?? 0) > MAX_OTHER_CPU);
  if (contended.length > 0) {
    out.write(
      `WARNING: other processes used the cores during ${contended.map((m) => `${m.server} ${m.endpoint}`).join(", ")}:\n` +
        "the figures are skewed. Run again on a quiet machine before trusting the ratios.\n",
    );
  }
  out.write(`${contended.length > 0 ? "INCONCLUSIVE (contended run): " : ""}${allMet ? "all aims met" : "some aims are NOT met"}.\n`);

  const report = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    settings: { seconds: SECONDS, warmupSeconds: WARMUP_SECONDS, connections: CONNECTIONS, pipelining: 1, maxBadShare: MAX_BAD_SHARE },
    aims: { vsPrism: AIM_VS_PRISM, vsBare: AIM_VS_BARE },
    measurements,
    comparisons,
    allAimsMet: allMet,
    contended: contended.map((m) => `${m.server} ${m.endpoint}`),
  };
  const dir = join(root, "bench-results");
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "server.json"), `${JSON.stringify(report, null, 2)}\n`);
  log(`wrote bench-results/server.json`);
  if (ENFORCE && (!allMet || contended.length > 0)) process.exitCode = 1;
};

main().catch((error: unknown) => {
  running?.stop();
  log(`\nbench:server FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
