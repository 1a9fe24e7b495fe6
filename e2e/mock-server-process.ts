/**
 * One mock server as a child process, for one Playwright worker: it serves the shared built portal
 * (`dist/`, or E2E_DIST) with the inspector on, on its own port, with its own store.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";

const HOST = "127.0.0.1";

/** A running mock server. */
export interface MockServer {
  readonly port: number;
  /** `http://127.0.0.1:PORT`: the tests' `baseURL`. */
  readonly origin: string;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, HOST, () => probe.close(() => resolve(true)));
  });

/** Waits for `port` to be free: the server of a worker replaced after a failure may still be closing. */
const waitForFreePort = async (port: number, deadline: number) => {
  while (!(await portIsFree(port))) {
    if (Date.now() > deadline)
      throw new Error(`port ${port} is taken (set E2E_PORT to a free range: each worker uses E2E_PORT + its index)`);
    await sleep(200);
  }
};

const answers = async (url: string) => {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false; // Not listening yet: the caller polls again.
  }
};

const stopChild = async (child: ChildProcess) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
  await exited;
  clearTimeout(timer);
};

/**
 * Starts `mock-server/main.ts` on `port` and resolves once the portal answers there. `settings` are the
 * server's environment settings on top of the defaults (`{ PORTAL_VITALS: "on" }`).
 */
export const startMockServer = async (
  port: number,
  settings: Readonly<Record<string, string>> = {},
  timeoutMs = 60_000,
): Promise<MockServer> => {
  const deadline = Date.now() + timeoutMs;
  await waitForFreePort(port, deadline);
  const child = spawn(process.execPath, ["--import", "tsx", "mock-server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST,
      // As in development, so that the inspector's and the UI kit's tests can open them.
      PORTAL_INSPECTOR: "on",
      // Off unless a test turns them on, whatever the shell running the suite says.
      PORTAL_VITALS: "off",
      ...(process.env.E2E_DIST ? { DIST_DIR: process.env.E2E_DIST } : {}),
      ...settings,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-4_000));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  // A worker that dies without its teardown must not leave its server behind.
  const orphanGuard = () => child.kill("SIGKILL");
  process.once("exit", orphanGuard);

  const origin = `http://${HOST}:${port}`;
  while (!(await answers(`${origin}/publisher/`))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stopChild(child);
      throw new Error(`the mock server on port ${port} did not start:\n${output}`);
    }
    await sleep(200);
  }
  return {
    port,
    origin,
    stop: async () => {
      process.off("exit", orphanGuard);
      await stopChild(child);
    },
  };
};
