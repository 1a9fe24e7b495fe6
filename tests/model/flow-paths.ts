/**
 * Model-based testing of the sign-in flows: paths generated from a machine with xstate/graph and
 * executed by a fresh real actor against the mock server. The traversal is pure, so the invoked
 * actors' answers are events of the model (`xstate.done.actor.<id>` / `xstate.error.actor.<id>`);
 * when a path is executed, the server is arranged before the user's step so that the real call
 * answers that way.
 */
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine, EventObject, InspectionEvent } from "xstate";
import { type StatePath, getShortestPaths } from "xstate/graph";
import type { Coverage } from "./harness";
import { untilState } from "./until-state";

export type Path = StatePath<AnyMachineSnapshot, EventObject>;

/** An event of the model: the user's, or an invoked actor's outcome with its output or error. */
export type ModelEvent = { type: string; [key: string]: unknown };

export interface FlowModel {
  readonly machine: AnyStateMachine;
  readonly input?: unknown;
  /** The events the user or a server answer can cause in a state (kept few, so paths stay few). */
  readonly events: (snapshot: AnyMachineSnapshot) => ReadonlyArray<EventObject>;
  /** What tells two states apart, for the traversal and when checking the real actor. */
  readonly summary: (snapshot: AnyMachineSnapshot) => unknown;
  /** An event in words (an outcome's name, the fields changed). */
  readonly describe: (event: EventObject) => string;
  /** A state where nothing is in flight: a path must end in one, so that its end can be checked. */
  readonly isStable: (snapshot: AnyMachineSnapshot) => boolean;
}

export const isOutcome = (event: EventObject): boolean => /^xstate\.(done|error)\.actor\./.test(event.type);

/** The shortest paths from the start (or `fromState`); with `stopWhen`, none goes on past a state it accepts. */
const traverse = (model: FlowModel, fromState?: AnyMachineSnapshot, stopWhen?: (snapshot: AnyMachineSnapshot) => boolean): Path[] =>
  getShortestPaths(model.machine, {
    input: model.input,
    ...(fromState ? { fromState } : {}),
    ...(stopWhen ? { stopWhen } : {}),
    events: (snapshot: AnyMachineSnapshot) => [...model.events(snapshot)],
    // A state is told apart by the event that led into it as well, so that every transition ends a path.
    serializeState: (snapshot: AnyMachineSnapshot, event: EventObject | undefined) =>
      JSON.stringify({ state: model.summary(snapshot), via: event ? model.describe(event) : "" }),
  } as never) as Path[];

/**
 * The shortest path to every (state, event into it); a path that ends while a call is in flight
 * goes on by the shortest way to a state where nothing is.
 */
export const generatePaths = (model: FlowModel): Path[] => {
  const seen = new Set<string>();
  const result: Path[] = [];
  for (const path of traverse(model)) {
    const full = model.isStable(path.state) ? path : extendPath(model, path, model.isStable);
    if (!full) continue;
    const key = describePath(model, full);
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(full);
  }
  return result;
};

/**
 * A path continued by the shortest way from its end to a state that `to` accepts. The traversal stops
 * at such states (the shortest way to one passes through no other): the whole graph from every
 * unfinished path's end took 11.4 s of the payout account's 15 s on a slow host (decision 084,
 * amendment of 2026-12-02, third). Each step's snapshot is the one its own path reaches.
 */
export const extendPath = (model: FlowModel, path: Path, to: (snapshot: AnyMachineSnapshot) => boolean): Path | undefined => {
  const [tail] = traverse(model, path.state, to)
    .filter((p) => to(p.state))
    .sort((a, b) => a.steps.length - b.steps.length);
  return tail && { state: tail.state, steps: [...path.steps, ...tail.steps.slice(1)], weight: path.weight + tail.weight };
};

export const describePath = (model: FlowModel, path: Path): string =>
  path.steps
    .slice(1)
    .map(({ event }) => model.describe(event))
    .join(" → ") || "start";

/**
 * The coverage's inspector, made safe for actors that xstate will not let read their snapshot
 * mid-step, and counting the states each microstep enters (the harness reads the actor's snapshot,
 * which lags one macrostep behind, so final states would not count).
 */
export const coverageInspector = (coverage: Coverage) => (event: InspectionEvent) => {
  try {
    coverage.inspect(event);
  } catch {
    // the transitions were recorded before the snapshot was read
  }
  if (event.type === "@xstate.microstep") {
    const nodes = (event as InspectionEvent & { snapshot?: { _nodes?: Array<{ id: string }> } }).snapshot?._nodes ?? [];
    for (const node of nodes) coverage.visitedStates.add(node.id);
  }
};

export interface PathRun {
  /** A fresh actor of the machine with the real API actors (not started). */
  readonly actor: AnyActorRef;
  /**
   * Sets up the server (or the fingerprint) so that these outcomes, which follow the user's next
   * step, really happen. Called before that step is taken (before the start for the first ones).
   */
  readonly arrange: (outcomes: ReadonlyArray<EventObject>, snapshot: AnyMachineSnapshot) => Promise<void>;
  /** Takes a step some other way than sending it (e.g. a delay, by moving a simulated clock); answers whether it did. */
  readonly take?: (event: EventObject) => boolean;
}

/**
 * Executes a path: takes each of the user's steps once the actor is in the step's state, lets the
 * server answer by itself, and waits for the path's last state. Answers the actor's last snapshot.
 */
export const executePath = async (model: FlowModel, path: Path, run: PathRun): Promise<AnyMachineSnapshot> => {
  const { steps } = path;
  const same = (a: AnyMachineSnapshot, b: AnyMachineSnapshot) => JSON.stringify(model.summary(a)) === JSON.stringify(model.summary(b));
  const outcomesAfter = (i: number) => {
    const list: EventObject[] = [];
    for (let j = i + 1; j < steps.length && isOutcome(steps[j]!.event); j++) list.push(steps[j]!.event);
    return list;
  };
  const reach = async (expected: AnyMachineSnapshot, where: string) => {
    await untilState(
      run.actor,
      (s) => same(s, expected),
      (s) => `${where}: expected ${JSON.stringify(model.summary(expected))}, the actor settled in ${JSON.stringify(model.summary(s))}`,
    );
  };
  // steps[0] is the initial state; the outcomes right after it follow the start.
  await run.arrange(outcomesAfter(0), run.actor.getSnapshot() as AnyMachineSnapshot);
  run.actor.start();
  try {
    for (let i = 1; i < steps.length; i++) {
      const { event } = steps[i]!;
      if (isOutcome(event)) continue; // the server answers by itself
      await reach(steps[i - 1]!.state, `before step ${i} (${model.describe(event)})`);
      await run.arrange(outcomesAfter(i), run.actor.getSnapshot() as AnyMachineSnapshot);
      if (!run.take?.(event)) run.actor.send(event);
    }
    await reach(path.state, "at the end");
    const last = run.actor.getSnapshot() as AnyMachineSnapshot;
    if (JSON.stringify(last.value) !== JSON.stringify(path.state.value)) throw new Error(`ended in ${JSON.stringify(last.value)}`);
    return last;
  } finally {
    run.actor.stop();
  }
};
