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

describe("slicedScheduler, step by step on a clock of its own", () => {
  /** A fiber as `shouldYield` reads it: only its count of operations. */
  const fiber = (currentOpCount: number) =>
    ({ currentOpCount }) as unknown as Parameters<ReturnType<typeof slicedScheduler>["shouldYield"]>[0];
  /** Resolves in the next turn of the event loop, after what was posted before it. */
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

  /** A scheduler whose slice (8 ms from `start`) is open: a first task ran in the turn it was posted to. */
  const inSlice = async (start: number) => {
    const clock = { now: start };
    const scheduler = slicedScheduler(8, () => clock.now);
    let opened = false;
    scheduler.scheduleTask(() => (opened = true), 0);
    await vi.waitFor(() => expect(opened).toBe(true));
    return { clock, scheduler };
  };

  it("asks a fiber to yield only past 64 operations and past the slice's end", async () => {
    const { clock, scheduler } = await inSlice(100);
    // The slice runs to 108.
    clock.now = 107;
    expect(scheduler.shouldYield(fiber(500))).toBe(false);
    clock.now = 108;
    expect(scheduler.shouldYield(fiber(64))).toBe(0);
    expect(scheduler.shouldYield(fiber(63))).toBe(false);
    clock.now = 1_000;
    expect(scheduler.shouldYield(fiber(10))).toBe(false);
    expect(scheduler.shouldYield(fiber(65))).toBe(0);
  });

  it("runs a task inside the slice as a microtask, and one at the slice's end in a later turn", async () => {
    const { clock, scheduler } = await inSlice(100);
    const ran: string[] = [];
    clock.now = 104;
    const turn = nextTurn().then(() => ran.push("next turn"));
    scheduler.scheduleTask(() => ran.push("inside"), 0);
    await turn;
    expect(ran).toEqual(["inside", "next turn"]);

    clock.now = 108;
    ran.length = 0;
    const later = nextTurn().then(() => ran.push("next turn"));
    scheduler.scheduleTask(() => ran.push("at the end"), 0);
    await later;
    await vi.waitFor(() => expect(ran).toContain("at the end"));
    expect(ran).toEqual(["next turn", "at the end"]);
  });

  it("keeps a task inside the slice behind one already waiting", async () => {
    const { clock, scheduler } = await inSlice(100);
    const ran: string[] = [];
    clock.now = 110; // past the slice: this one waits for the next turn
    scheduler.scheduleTask(() => ran.push("waiting"), 0);
    clock.now = 104; // a clock read inside the slice again: still behind the waiting one
    scheduler.scheduleTask(() => ran.push("after it"), 0);
    await vi.waitFor(() => expect(ran).toHaveLength(2));
    expect(ran).toEqual(["waiting", "after it"]);
  });

  it("posts one task for everything that waits, however many wait", async () => {
    const clock = { now: 100 };
    const scheduler = slicedScheduler(8, () => clock.now);
    const posts = vi.spyOn(globalThis, "setImmediate");
    const ran: number[] = [];
    for (const n of [1, 2, 3]) scheduler.scheduleTask(() => ran.push(n), 0);
    expect(posts).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(ran).toEqual([1, 2, 3]));
  });

  it("posts its task as a message where there is no setImmediate (a browser)", async () => {
    vi.stubGlobal("setImmediate", undefined);
    const scheduler = slicedScheduler(8, () => 100);
    let ran = false;
    scheduler.scheduleTask(() => (ran = true), 0);
    await vi.waitFor(() => expect(ran).toBe(true));
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
