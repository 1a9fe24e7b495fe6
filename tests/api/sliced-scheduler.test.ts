import { Effect, ManagedRuntime, Layer } from "effect";
import { describe, expect, it, vi } from "vitest";
import { slicedScheduler } from "../../src/api/sliced-scheduler";

/** A busy fiber: `n` steps of about `stepMs` each, noting the event-loop turn ("task") each ran in. */
const busy = (n: number, stepMs: number, turns: number[], turn: () => number) =>
  Effect.forEach(
    Array.from({ length: n }, (_, i) => i),
    () =>
      Effect.sync(() => {
        const end = performance.now() + stepMs;
        while (performance.now() < end) {
          // spin
        }
        turns.push(turn());
      }),
    { discard: true },
  );

/** Counts turns of the event loop: each turn's check phase bumps it. */
const eventLoopTurns = () => {
  let turn = 0;
  let running = true;
  const tick = () => {
    turn += 1;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  return { turn: () => turn, stop: () => void (running = false) };
};

describe("slicedScheduler", () => {
  it("gives the event loop back once a slice is over: a long fiber runs across several tasks", async () => {
    const runtime = ManagedRuntime.make(Layer.setScheduler(slicedScheduler(8)));
    const loop = eventLoopTurns();
    const turns: number[] = [];
    const started = performance.now();
    await runtime.runPromise(busy(400, 0.25, turns, loop.turn));
    loop.stop();
    const elapsed = performance.now() - started;
    // 100 ms of work in slices of about 8 ms: the interval's task ran between slices.
    expect(elapsed).toBeGreaterThanOrEqual(100);
    // Effect's default scheduler runs the whole fiber (under its 2,048 operations) in one task.
    expect(new Set(turns).size).toBeGreaterThanOrEqual(4);
    await runtime.dispose();
  });

  it("runs a short call within the task it started in (no extra turn of the event loop)", async () => {
    const runtime = ManagedRuntime.make(Layer.setScheduler(slicedScheduler(50)));
    // A first call opens a slice.
    await runtime.runPromise(Effect.void);
    const loop = eventLoopTurns();
    const turns: number[] = [];
    await runtime.runPromise(busy(5, 0.1, turns, loop.turn));
    loop.stop();
    expect(new Set(turns).size).toBe(1);
    await runtime.dispose();
  });

  it("keeps order: a task scheduled after one that waits runs after it", async () => {
    let clock = 0;
    const scheduler = slicedScheduler(8, () => clock);
    const ran: string[] = [];
    clock = 100; // past every deadline: the first task waits for the next turn
    scheduler.scheduleTask(() => ran.push("first"), 0);
    clock = 100; // still no slice open
    scheduler.scheduleTask(() => ran.push("second"), 0);
    // Both ran in the next turn, in the order they were scheduled.
    await vi.waitFor(() => expect(ran).toHaveLength(2));
    expect(ran).toEqual(["first", "second"]);
  });
});

describe("makeApiRuntime with a scheduler", () => {
  it("builds its layers on it too (the client's groups are built in slices)", async () => {
    const { makeApiRuntime } = await import("../../src/api/runtime");
    let tasks = 0;
    const base = slicedScheduler(8);
    const counting = {
      shouldYield: base.shouldYield,
      scheduleTask: (task: () => void, priority: number) => (tasks++, base.scheduleTask(task, priority)),
    };
    const runtime = makeApiRuntime({ baseUrl: "http://127.0.0.1:1", scheduler: counting as typeof base });
    await runtime.runtime();
    // Beside the layer (Layer.merge), only the scheduler layer's own step ran on it: one task.
    expect(tasks).toBeGreaterThan(3);
    await runtime.dispose();
  });
});
