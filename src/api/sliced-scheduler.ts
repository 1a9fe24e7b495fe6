/**
 * An Effect scheduler that gives the browser's main thread back every few milliseconds
 * (docs/decisions/065-main-thread-in-slices.md).
 *
 * Effect's default scheduler runs a fiber for 2,048 operations before it yields, and then yields to
 * a microtask: the calls, decodings and layers of a page's first requests run as one task of 150-350 ms
 * on a phone's CPU, in which no tap is answered and nothing paints. This one lets a fiber run while
 * the current slice lasts (`sliceMs`); past it, the fiber yields and goes on in a task of its own,
 * where a new slice starts. The task is posted as React's scheduler posts its own: `setImmediate`
 * where there is one (Node), else a `MessageChannel` message (a browser: a timer would be clamped
 * to 4 ms once nested). Inside a slice, tasks run
 * as microtasks, as they do by default, so a short call costs no extra turn of the event loop.
 */
import { Scheduler } from "effect";

/** How many operations a fiber runs between two looks at the clock. */
const OPS_BETWEEN_CHECKS = 64;

/** A way to run `run` in a task of its own, soon. */
const nextTask = (run: () => void): (() => void) => {
  if (typeof setImmediate === "function") return () => void setImmediate(run);
  const channel = new MessageChannel();
  channel.port1.onmessage = run;
  return () => channel.port2.postMessage(null);
};

export const slicedScheduler = (sliceMs = 8, now: () => number = () => performance.now()): Scheduler.Scheduler => {
  /** When the current slice ends; a task scheduled after it waits for the next turn of the event loop. */
  let deadline = Number.NEGATIVE_INFINITY;
  let waiting: Scheduler.Task[] = [];
  let posted = false;
  const runWaiting = () => {
    posted = false;
    deadline = now() + sliceMs;
    const tasks = waiting;
    waiting = [];
    for (const task of tasks) task();
  };
  const post = nextTask(runWaiting);

  return Scheduler.make(
    (task) => {
      // In order: once a task waits, every later one waits behind it.
      if (waiting.length === 0 && now() < deadline) {
        queueMicrotask(task);
        return;
      }
      waiting.push(task);
      if (!posted) {
        posted = true;
        post();
      }
    },
    (fiber) => (fiber.currentOpCount >= OPS_BETWEEN_CHECKS && now() >= deadline ? 0 : false),
  );
};
