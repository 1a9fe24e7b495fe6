/**
 * Journals what reaches flow actors: every event a flow machine processes, including the done and
 * error events that carry API outcomes, with the state the flow is in afterwards. Used as the
 * `inspect` option of the app's actors. Promise actors' own snapshots are not journaled: their
 * outcomes arrive at the flow as events.
 */
import type { AnyActorRef, InspectionEvent } from "xstate";
import { redact, redactEvent } from "./redact";

/** Internal XState bookkeeping events that say nothing about a flow. */
const IGNORED = /^xstate\.stop$/;

/** Listeners told of every flow snapshot (the inspector's live view subscribes here). */
export type SnapshotListener = (update: { actor: string; machine: string; value: unknown; status: string }) => void;
const snapshotListeners = new Set<SnapshotListener>();
export const onFlowSnapshot = (listener: SnapshotListener): (() => void) => {
  snapshotListeners.add(listener);
  return () => void snapshotListeners.delete(listener);
};

/** Further inspection observers (the Stately inspector when a developer opts in). */
const observers = new Set<(event: InspectionEvent) => void>();
export const addInspectionObserver = (observer: (event: InspectionEvent) => void): (() => void) => {
  observers.add(observer);
  return () => void observers.delete(observer);
};

/** The latest snapshot of every flow actor of this page (the diagnostics export carries them, redacted). */
const latest = new Map<string, { machine: string; value: unknown; status: string; context: unknown }>();
/** Drops the flows' last snapshots (when a session ends: they hold the publisher). */
export const forgetFlowSnapshots = (): void => latest.clear();
export const latestFlowSnapshots = () => Object.fromEntries([...latest].map(([actor, s]) => [actor, { ...s, context: redact(s.context) }]));

/** What the inspector needs of the client store (`ClientStore`): a place to record an event. */
export interface EventRecorder {
  record(actor: string, type: string, payload?: unknown): unknown;
}

export const journalInspector =
  (store: EventRecorder) =>
  (inspection: InspectionEvent): void => {
    for (const observer of observers) observer(inspection);
    if (inspection.type !== "@xstate.snapshot") return;
    const snapshot = inspection.snapshot as { value?: unknown; status: string; machine?: { id: string }; context?: unknown };
    if (snapshot.machine === undefined) return;
    const ref = inspection.actorRef as AnyActorRef;
    const actor = ref.id || ref.sessionId;
    latest.set(actor, { machine: snapshot.machine.id, value: snapshot.value, status: snapshot.status, context: snapshot.context });
    for (const listener of snapshotListeners)
      listener({ actor, machine: snapshot.machine.id, value: snapshot.value, status: snapshot.status });
    const type = inspection.event.type;
    if (IGNORED.test(type)) return;
    // The answer of a secret's actor and a secret field's edit are replaced whole (redactEvent); the rest on append.
    const { type: _type, ...payload } = redactEvent(inspection.event);
    store.record(actor, type, { ...payload, state: snapshot.value, machine: snapshot.machine.id });
  };
