/**
 * The lookups list filters use, by name: offers and smartlinks, searched by name or found by
 * relative id ("#4102"), shown as "#relativeId name" (spec 02 section 3). A page that fails is
 * ignored by the lookup (no message); only a lost session still goes to the login page.
 */
import { Either } from "effect";
import { useMemo } from "react";
import type { ApiError, ApiResult } from "../../api";
import { withApi, type ApiRuntime, runApi } from "../../api";
import { totalOf } from "./helpers";
import { useListServices } from "./list-services";
import type { LookupPage, LookupQuery } from "../../../machines/lookup/lookup.machine";

export type LookupName = "offers" | "smartlinks";

/** Where a lookup's options come from. `load` rejects when a page cannot be loaded. */
export interface LookupSource {
  readonly load: (query: LookupQuery, page: number, itemsPerPage: number, signal: AbortSignal) => Promise<LookupPage>;
  /** Whether a leading "#" looks a record up by its relative id. */
  readonly byRelativeId: boolean;
}

const pageOf = async <A extends { readonly relativeId: number }>(
  result: Promise<ApiResult<{ readonly "hydra:member": ReadonlyArray<A>; readonly "hydra:totalItems": number }>>,
  label: (record: A) => string,
  handleError: (error: ApiError) => void,
) => {
  const answer = await result;
  if (Either.isLeft(answer)) {
    if (answer.left._tag === "Unauthorized") handleError(answer.left);
    throw answer.left satisfies ApiError;
  }
  return {
    options: answer.right["hydra:member"].map((record) => ({ value: String(record.relativeId), label: label(record) })),
    total: totalOf(answer.right),
  };
};

const ITEMS_PER_PAGE = new Set([10, 20, 50, 100] as const);
const perPage = (n: number) => (ITEMS_PER_PAGE.has(n as 10) ? (n as 10 | 20 | 50 | 100) : 20);

/** The lookup `name` over an API runtime (the app's, or a test's); `handleError` takes a lost session. */
export const lookupSource = (
  runtime: ApiRuntime,
  name: LookupName,
  handleError: (error: ApiError) => void = () => undefined,
): LookupSource => ({
  byRelativeId: true,
  load: (query, page, itemsPerPage, signal) =>
    name === "offers"
      ? pageOf(
          runApi(
            runtime,
            withApi((api) => api.offers.list({ urlParams: { ...query, page, itemsPerPage: perPage(itemsPerPage) } })),
            signal,
          ),
          (o) => `#${o.relativeId} ${o.displayName}`,
          handleError,
        )
      : pageOf(
          runApi(
            runtime,
            withApi((api) => api.smartlinks.list({ urlParams: { ...query, page, itemsPerPage: perPage(itemsPerPage) } })),
            signal,
          ),
          (s) => `#${s.relativeId} ${s.name}`,
          handleError,
        ),
});

export const useLookupSource = (name: LookupName): LookupSource => {
  const { api, handleError } = useListServices();
  return useMemo(() => lookupSource(api, name, handleError), [api, name, handleError]);
};
