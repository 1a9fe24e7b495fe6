/**
 * The flows the list parts run, with their implementations: the lookup select's search (machines/lookup)
 * loads its pages from the lookup's source, and is journaled like every flow (src/ui/list/list-services.tsx).
 */
import { useMachine } from "@xstate/react";
import { useMemo } from "react";
import { fromPromise } from "xstate";
import { LOOKUP_PAGE_SIZE, type LookupPage, type LookupQuery, lookupMachine } from "../../../machines/lookup/lookup.machine";
import { useListServices } from "./list-services";
import type { LookupSource } from "./lookup-sources";

/** The lookup flow named `lookup.<name>` over `source`. */
export const useLookupFlow = (name: string, source: LookupSource) => {
  const { inspect } = useListServices();
  const machine = useMemo(
    () =>
      lookupMachine.provide({
        actors: {
          loadPage: fromPromise<LookupPage, { query: LookupQuery; page: number }>(({ input, signal }) =>
            source.load(input.query, input.page, LOOKUP_PAGE_SIZE, signal),
          ),
        },
      }),
    [source],
  );
  return useMachine(machine, { id: `lookup.${name}`, inspect, input: { byRelativeId: source.byRelativeId } });
};
