/**
 * Journals what reaches flow actors: every event an actor receives, including the done/error
 * events that carry API outcomes. Used as the `inspect` option of the app's actors.
 */
import type { AnyActorRef, InspectionEvent } from "xstate";
import type { ClientStore } from "./client-store";

/** Internal XState bookkeeping events that say nothing about a flow. */
const IGNORED = /^xstate\.(init|stop)$/;

export const journalInspector =
  (store: ClientStore) =>
  (event: InspectionEvent): void => {
    if (event.type !== "@xstate.event") return;
    const type = event.event.type;
    if (IGNORED.test(type)) return;
    const ref = event.actorRef as AnyActorRef;
    const actor = ref.id || ref.sessionId;
    const { type: _type, ...payload } = event.event as { type: string } & Record<string, unknown>;
    store.record(actor, type, payload);
  };
