/** `npm start`: serves the built portal with the mock server (or a proxy to UPSTREAM_URL). */
import { resolve } from "node:path";
import { LISTEN_BACKLOG, buildApp } from "./app";
import { DEMO_ACCOUNTS } from "./store/seed";
import { API_PREFIX } from "../contracts/hydra";
import type { Absence } from "./capabilities";

/** `MOCK_ABSENT=apiTokens,other:501`: groups the backend lacks, each answering 404 (or the status named). */
const absentGroups = (text: string): ReadonlyArray<readonly [string, Absence]> =>
  text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const [group = "", status] = item.split(":");
      return [group, status === "501" ? 501 : 404] as const;
    });

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? "127.0.0.1";
const upstream = process.env.UPSTREAM_URL || undefined;

const { app, vitalsUrl } = await buildApp({
  ...(upstream ? { upstream } : {}),
  ...(process.env.MOCK_SEED ? { seed: Number(process.env.MOCK_SEED) } : {}),
  ...(process.env.DIST_DIR ? { distDir: resolve(process.env.DIST_DIR) } : {}),
  ...(process.env.MOCK_ABSENT ? { absent: absentGroups(process.env.MOCK_ABSENT) } : {}),
});
await app.listen({ port, host, backlog: LISTEN_BACKLOG });

console.log(`Publisher Portal: http://${host}:${port}/publisher/`);
if (upstream) {
  console.log(`API: proxied to ${upstream}${API_PREFIX} (mock routes and /__mock controls are off)`);
} else {
  console.log("Mock server with seeded data. Demo accounts:");
  for (const account of DEMO_ACCOUNTS) console.log(`  ${account.username} / ${account.password}  (${account.email}; ${account.note})`);
  console.log(
    "Test controls: /__mock/reset, /__mock/mailbox?to=, /__mock/clock, /__mock/faults, /__mock/capabilities, /__mock/version, /__mock/worker-build",
  );
}
if (vitalsUrl) console.log(`Web vitals: reported to ${vitalsUrl}`);
else if (process.env.PORTAL_VITALS === "on") console.log("Web vitals: off (in upstream mode, PORTAL_VITALS=on needs VITALS_REPORT_URL)");

const stop = () => app.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
