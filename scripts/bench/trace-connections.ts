/**
 * BENCH_TRACE=<file> for scripts/bench/serve-mock.ts: records per connection when it was accepted,
 * when request bytes arrived, when each request reached the router and when its answer was
 * written, and at exit writes the slowest gaps to <file>. For finding where a load test's timeouts
 * are spent (docs/decisions/033-competitions-machine-and-load-timeouts.md).
 */
import { writeFileSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import type { Socket } from "node:net";

interface Trace {
  acceptedAt: number;
  firstDataAt: number | null;
  lastDataAt: number;
  requests: number;
  answers: number;
  /** The longest wait from bytes arriving to the request reaching the router, in ms. */
  worstDataToRequest: number;
  /** The longest time from reaching the router to the answer being written. */
  worstHandling: number;
  pendingDataAt: number | null;
  closedAt: number | null;
}

export const traceConnections = (app: FastifyInstance, file: string) => {
  const traces = new Map<Socket, Trace>();
  const started = new WeakMap<object, number>();
  const origin = performance.now();
  const acceptsPerSecond: number[] = [];
  app.server.on("connection", (socket: Socket) => {
    const second = Math.floor((performance.now() - origin) / 1000);
    acceptsPerSecond[second] = (acceptsPerSecond[second] ?? 0) + 1;
    const t: Trace = {
      acceptedAt: performance.now(),
      firstDataAt: null,
      lastDataAt: 0,
      requests: 0,
      answers: 0,
      worstDataToRequest: 0,
      worstHandling: 0,
      pendingDataAt: null,
      closedAt: null,
    };
    traces.set(socket, t);
    socket.prependListener("data", () => {
      const now = performance.now();
      t.firstDataAt ??= now;
      t.lastDataAt = now;
      t.pendingDataAt ??= now;
    });
    socket.once("close", () => (t.closedAt = performance.now()));
  });
  app.addHook("onRequest", (request, _reply, done) => {
    const t = traces.get(request.raw.socket);
    const now = performance.now();
    started.set(request.raw, now);
    if (t) {
      t.requests += 1;
      if (t.pendingDataAt !== null) t.worstDataToRequest = Math.max(t.worstDataToRequest, now - t.pendingDataAt);
      t.pendingDataAt = null;
    }
    done();
  });
  app.addHook("onResponse", (request, _reply, done) => {
    const t = traces.get(request.raw.socket);
    if (t) {
      t.answers += 1;
      t.worstHandling = Math.max(t.worstHandling, performance.now() - (started.get(request.raw) ?? 0));
    }
    done();
  });
  return () => {
    const all = [...traces.values()];
    const summary = {
      connections: all.length,
      acceptsPerSecond: [...acceptsPerSecond].map((n) => n ?? 0),
      acceptedToFirstData: all
        .filter((t) => t.firstDataAt !== null)
        .map((t) => t.firstDataAt! - t.acceptedAt)
        .sort((a, b) => b - a)
        .slice(0, 10),
      worstDataToRequest: all
        .map((t) => t.worstDataToRequest)
        .sort((a, b) => b - a)
        .slice(0, 10),
      worstHandling: all
        .map((t) => t.worstHandling)
        .sort((a, b) => b - a)
        .slice(0, 10),
      unanswered: all.filter((t) => t.requests > t.answers).length,
      dataNeverRouted: all.filter((t) => t.pendingDataAt !== null).length,
    };
    writeFileSync(file, JSON.stringify(summary, null, 2));
  };
};
