/** The signed-in publisher's own profile. */
import { Effect } from "effect";
import type { ProfilePatch } from "../../../contracts/publisher";
import { callApi } from "../call";
import { ApiClient } from "../client";

/** Profile calls; every method fails with the error catalogue (`ApiError`). */
export class ProfileApi extends Effect.Service<ProfileApi>()("api/ProfileApi", {
  accessors: true,
  effect: Effect.map(ApiClient, ({ profile }) => ({
    /** The signed-in publisher. */
    current: () => callApi(profile.current({})),
    /** Merge-patches the profile (language, contact fields, ...); answers the whole profile. */
    update: (relativeId: number, patch: ProfilePatch) => callApi(profile.update({ path: { relativeId }, payload: patch })),
    /** Sends a pin to the publisher's e-mail. */
    pinRequest: () => callApi(profile.pinRequest({})),
  })),
}) {}
