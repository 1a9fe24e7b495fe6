/**
 * Child process of `scripts/bench-server.ts`: a bare Fastify hello-world, the ceiling the mock server
 * is compared with. One route answering a small JSON object; no plugins, no hooks, no logger.
 * Listens on PORT (default: any free port) and prints `{"port":N}` on stdout once it accepts connections.
 */
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/hello", async () => ({ hello: "world" }));

await app.listen({ port: Number(process.env.PORT ?? 0), host: "127.0.0.1" });
const address = app.server.address();
console.log(JSON.stringify({ port: typeof address === "object" && address ? address.port : null }));

const stop = () => void app.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
// Started by the benchmark: do not outlive it even if it is killed without a chance to clean up.
const parent = process.ppid;
setInterval(() => process.ppid !== parent && stop(), 1000).unref();
