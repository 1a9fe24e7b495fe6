/**
 * A list page's data (issue 16): the request for the URL's query through the one data hook, and the
 * request for a change on its way sent at once. A sort, page, filter or range change tells the list
 * state's intentRef the query it leads to before the URL moves (use-list-state.ts); the request leaves
 * then, and travels while React renders the change, instead of after it (decision 041).
 */
import type { Effect } from "effect";
import { useLayoutEffect } from "react";
import type { ApiError, ApiServices } from "../api";
import type { ListState } from "../ui/list";
import { type PrefetchingApiQuery, useApiQuery } from "./use-api-query";

/**
 * Runs `request` for the list state's query. `Q` is the endpoint's query type: only the static type
 * is asserted, as in `endpointQuery` (the values were decoded from the URL with the contract's
 * schemas; the server checks them again).
 */
export const useListQuery = <Q, A>(state: ListState, request: (query: Q) => Effect.Effect<A, ApiError, ApiServices>): PrefetchingApiQuery<A> => {
  const asked = (query: ListState["query"]) => request(query as unknown as Q);
  const result = useApiQuery(asked(state.query), JSON.stringify(state.query));
  const { prefetch } = result;
  const { intentRef } = state;
  // Every render, so that the intent builds the request as this render's `request` would.
  useLayoutEffect(() => {
    intentRef.current = (next) => prefetch(asked(next), JSON.stringify(next));
    return () => {
      intentRef.current = null;
    };
  });
  return result;
};
