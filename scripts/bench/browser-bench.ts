/**
 * What the browser benchmarks share: the build they serve (E2E_DIST, default dist/), the mock server
 * serving it in this process on a free port, and Debian's Chromium (CHROMIUM_PATH, default
 * /usr/bin/chromium) with the flags of playwright.config.ts.
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { type APIRequestContext, type Browser, chromium } from "@playwright/test";
import { buildApp } from "../../mock-server/app";
import { CHROMIUM_FLAGS } from "../chromium-flags";

export { CHROMIUM_FLAGS };

/** The build a benchmark serves; exits with a hint when there is none. */
export const benchDist = (): string => {
  const distDir = resolve(process.env.E2E_DIST ?? "dist");
  if (!existsSync(resolve(distDir, "index.html"))) {
    console.error(`No build in ${distDir}: build first (npm run build, or npx vite build --outDir <dir>) and pass E2E_DIST=<dir>.`);
    process.exit(1);
  }
  return distDir;
};

type MockApp = Awaited<ReturnType<typeof buildApp>>["app"];

/** The mock server over `distDir` (`prepare` may add hooks before it listens) and Chromium; `close` stops both. */
export const startBrowserBench = async (
  distDir: string,
  prepare?: (app: MockApp) => void,
): Promise<{ origin: string; browser: Browser; close: () => Promise<void> }> => {
  const { app } = await buildApp({ distDir });
  prepare?.(app);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_FLAGS });
  return {
    origin,
    browser,
    close: async () => {
      await browser.close();
      await app.close();
    },
  };
};

/** Signs in as demo (remembered) through `request`, whose cookies its browser context shares. */
export const signInAsDemo = async (request: APIRequestContext) => {
  const login = await request.post("/publisher/api/login", {
    data: { username: "demo", password: "Demo-pass-1", _remember_me: true },
  });
  if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`);
};

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length % 2 ? sorted[(sorted.length - 1) / 2]! : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
};
export const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(0.95 * values.length))]!;
