/**
 * Runs a flow machine in a component, journaled like every flow (its events and API outcomes go
 * to the journal through the inspector) and named by `id` in the journal and the inspector.
 */
import { useMachine } from "@xstate/react";
import { useMemo } from "react";
import type { AnyStateMachine } from "xstate";
import { journalInspector } from "../journal/inspect";
import { useSystem } from "./react";

export const useFlow = <M extends AnyStateMachine>(machine: M, id: string, input?: unknown) => {
  const { store } = useSystem();
  const inspect = useMemo(() => journalInspector(store), [store]);
  return useMachine(machine, { id, inspect, ...(input === undefined ? {} : { input }) } as Parameters<typeof useMachine<M>>[1]);
};
