/**
 * Runs a flow machine in a component, journaled like every flow (its events and API outcomes go
 * to the journal through the inspector) and named by `id` in the journal and the inspector.
 */
import { useMachine } from "@xstate/react";
import { useEffect, useMemo } from "react";
import type { AnyActorRef, AnyStateMachine } from "xstate";
import { journalInspector } from "../journal/inspect";
import { currentPlace } from "./error-handler";
import { useSystem } from "./react";
import { flowOpened, resumeDraft } from "./resume";

/**
 * Counts the flow as open while the component is mounted, and sends it what a 401 or a version reload
 * kept of its edits (src/app/resume.ts) once it takes them.
 */
export const useResumedDraft = (id: string, actor: AnyActorRef) =>
  useEffect(() => {
    const closed = flowOpened(id);
    const stop = resumeDraft(id, actor, currentPlace());
    return () => {
      stop();
      closed();
    };
  }, [id, actor]);

export const useFlow = <M extends AnyStateMachine>(machine: M, id: string, input?: unknown) => {
  const { store } = useSystem();
  const inspect = useMemo(() => journalInspector(store), [store]);
  const flow = useMachine(machine, { id, inspect, ...(input === undefined ? {} : { input }) } as Parameters<typeof useMachine<M>>[1]);
  useResumedDraft(id, flow[2]);
  return flow;
};
