/** Offers and smartlinks to pick from (the lookup selects of list filters). */
import { Effect } from "effect";
import type { SourceQuery } from "../../../contracts/sources.contract";
import { callApi } from "../call";
import { ApiClient } from "../client";

export class SourcesApi extends Effect.Service<SourcesApi>()("api/SourcesApi", {
  accessors: true,
  effect: Effect.map(ApiClient, ({ offers, smartlinks }) => ({
    /** One page of offers: searched by name, or the one with a relative id. */
    offers: (query: SourceQuery) => callApi(offers.list({ urlParams: query })),
    /** One page of smartlinks: searched by name, or the one with a relative id. */
    smartlinks: (query: SourceQuery) => callApi(smartlinks.list({ urlParams: query })),
  })),
}) {}
