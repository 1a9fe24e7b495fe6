import { readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";

const { version } = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as { version: string };

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify(version) },
  test: {
    include: ["tests/**/*.test.ts"],
    environment: "node",
    // Node 20 has no Temporal; browsers without it load the polyfill in src/lib/temporal.ts.
    setupFiles: ["temporal-polyfill/global"],
    testTimeout: 60_000,
    // Vitest's default is one worker less than the cores: one on this 2-core machine. Two finish the suite in
    // 146 s instead of 210 (measured on the same tree); the tests share no state across files.
    maxWorkers: 2,
  },
});
