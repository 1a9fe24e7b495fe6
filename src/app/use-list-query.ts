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
 * Runs `request` for the list state's query, typed by the endpoint's query schema the state was made
 * with (`useListState({ query: TransactionQuery, … })`).
 */
export const useListQuery = <Q, A>(
  state: ListState<Q>,
  request: (query: Q) => Effect.Effect<A, ApiError, ApiServices>,
): PrefetchingApiQuery<A> => {
  const asked = request;
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
