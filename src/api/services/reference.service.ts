/** Public reference lists. */
import { Effect } from "effect";
import { callApi } from "../call";
import { ApiClient } from "../client";

/** Reference-list calls; every method fails with the error catalogue (`ApiError`). */
export class ReferenceApi extends Effect.Service<ReferenceApi>()("api/ReferenceApi", {
  accessors: true,
  effect: Effect.map(ApiClient, ({ reference }) => ({
    /** The interface languages. */
    languages: () => callApi(reference.languages({})),
    /** The time zones a publisher may choose. */
    timezones: () => callApi(reference.timezones({})),
  })),
}) {}
