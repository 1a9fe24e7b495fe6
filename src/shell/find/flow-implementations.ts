/** The find flow (machines/find) with the app's implementations: the server's search through `system.fromApi`. */
import { useMemo } from "react";
import type { SearchResults } from "../../../contracts/search.contract";
import { findMachine } from "../../../machines/find/find.machine";
import { useSystem } from "../../app/react";
// This group comes with the module that calls it, not at its first call (src/api/groups.ts).
import "../../../contracts/search.contract";

/** The machine provided for the palette (find-palette.tsx). */
export const useFindMachine = () => {
  const { fromApi } = useSystem();
  return useMemo(
    () =>
      findMachine.provide({
        actors: {
          search: fromApi<{ query: string }, SearchResults>((api, { query }) => api.search.find({ urlParams: { q: query } })),
        },
      }),
    [fromApi],
  );
};
