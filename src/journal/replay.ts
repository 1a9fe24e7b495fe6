/**
 * Replay: feeds a flow's journaled events (its start input, the user's events and the recorded API
 * outcomes) to a fresh actor of the same machine whose API actors never answer, so the recorded
 * outcomes alone drive it. No network is involved; secrets stay redacted.
 */
import { type AnyStateMachine, createActor, fromPromise } from "xstate";
import type { JournalEntry } from "./journal";

/** Journal fields added by the inspector, not part of the event itself. */
const META = new Set(["state", "machine"]);

const eventOf = (entry: JournalEntry) => {
  const payload = (entry.payload ?? {}) as Record<string, unknown>;
  return { type: entry.type, ...Object.fromEntries(Object.entries(payload).filter(([k]) => !META.has(k))) };
};

/** The entries of one actor, in order. */
export const entriesOf = (entries: ReadonlyArray<JournalEntry>, actor: string) => entries.filter((e) => e.actor === actor);

/** Replays one actor's entries on `machine` and returns the final snapshot. */
export const replayFlow = (machine: AnyStateMachine, entries: ReadonlyArray<JournalEntry>) => {
  const init = entries.find((e) => e.type === "xstate.init");
  const input = (init?.payload as { input?: unknown } | undefined)?.input;
  const silent = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((name) => [name, fromPromise(() => new Promise<never>(() => {}))]),
  );
  const actor = createActor(machine.provide({ actors: silent }), input === undefined ? {} : { input });
  actor.start();
  const states: unknown[] = [];
  for (const entry of entries) {
    if (entry.type === "xstate.init") continue;
    // A journaled event is whatever the machine took; its type is the machine's own, unknown here.
    actor.send(eventOf(entry) as never);
    states.push(actor.getSnapshot().value);
  }
  const snapshot = actor.getSnapshot();
  actor.stop();
  return {
    snapshot,
    states,
    recordedStates: entries.filter((e) => e.type !== "xstate.init").map((e) => (e.payload as { state?: unknown }).state),
  };
};

export interface DiagnosticsLike {
  readonly entries: ReadonlyArray<JournalEntry>;
  readonly snapshots: Record<string, { machine: string; value: unknown; status: string; context: unknown }>;
}

/**
 * Replays every flow of an exported diagnostics file whose machine is known and compares the
 * result with the snapshot recorded at export (both redacted).
 */
export const replayDiagnostics = (
  diagnostics: DiagnosticsLike,
  machines: ReadonlyMap<string, AnyStateMachine>,
  redactValue: (v: unknown) => unknown,
) =>
  Object.entries(diagnostics.snapshots)
    .filter(([, recorded]) => machines.has(recorded.machine))
    .map(([actor, recorded]) => {
      const { snapshot } = replayFlow(machines.get(recorded.machine)!, entriesOf(diagnostics.entries, actor));
      return {
        actor,
        machine: recorded.machine,
        recorded: { value: recorded.value, context: recorded.context },
        replayed: { value: snapshot.value, context: JSON.parse(JSON.stringify(redactValue(snapshot.context))) as unknown },
      };
    });
