/**
 * Child process of `scripts/bench-server.ts`: the mock server alone in its own process.
 * Listens on PORT (default: any free port; LISTEN_BACKLOG overrides the listen backlog for experiments) and prints `{"port":N}` on stdout once it accepts connections.
 */
import { LISTEN_BACKLOG, buildApp } from "../../mock-server/app";

const { app } = await buildApp();
const writeTrace = process.env.BENCH_TRACE
  ? (await import("./trace-connections")).traceConnections(app, process.env.BENCH_TRACE)
  : undefined;
await app.listen({ port: Number(process.env.PORT ?? 0), host: "127.0.0.1", backlog: Number(process.env.LISTEN_BACKLOG ?? LISTEN_BACKLOG) });
const address = app.server.address();
console.log(JSON.stringify({ port: typeof address === "object" && address ? address.port : null }));

const stop = () => {
  writeTrace?.();
  void app.close().then(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
// Started by the benchmark: do not outlive it even if it is killed without a chance to clean up.
const parent = process.ppid;
setInterval(() => process.ppid !== parent && stop(), 1000).unref();
