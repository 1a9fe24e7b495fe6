/**
 * What the browser benchmarks share: the build they serve (E2E_DIST, default dist/), the mock server
 * serving it in this process on a free port, and Debian's Chromium (CHROMIUM_PATH, default
 * /usr/bin/chromium) with the flags of playwright.config.ts.
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { type Browser, chromium } from "@playwright/test";
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

/** The mock server over `distDir` and Chromium; `close` stops both. */
export const startBrowserBench = async (distDir: string): Promise<{ origin: string; browser: Browser; close: () => Promise<void> }> => {
  const { app } = await buildApp({ distDir });
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
