/**
 * Event-loop fairness under load (docs/decisions/033-competitions-machine-and-load-timeouts.md): each
 * request goes on past its first hook in its own turn of the event loop, in arrival order. Without
 * it, one turn read and answered every socket that had a request (1,000 at a load test's 1,000
 * connections, over a second of work), and Node took one waiting connection off the listen queue
 * per turn: connections opened while the server was busy (the start-up stragglers and every
 * reconnect) waited about a second each in the kernel's queue, and the last of them timed out.
 * Between two requests the loop now polls, so waiting connections are accepted and read at once.
 */
import type { onRequestHookHandler } from "fastify";

/** An `onRequest` hook that lets the requests continue one per event-loop turn, first come first served. */
export const fairTurns = (): onRequestHookHandler => {
  const waiting: Array<() => void> = [];
  let scheduled = false;
  const turn = () => {
    const next = waiting.shift()!;
    if (waiting.length > 0) setImmediate(turn);
    else scheduled = false;
    next();
  };
  return (_request, _reply, done) => {
    waiting.push(done);
    if (!scheduled) {
      scheduled = true;
      setImmediate(turn);
    }
  };
};
