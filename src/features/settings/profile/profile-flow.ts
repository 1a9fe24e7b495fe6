/**
 * The profile-edit flow's API actors (machines/profile-edit): the profile with the custom fields,
 * messengers and time zones its form chooses from (four calls at once); the `/validate` step and
 * the merge-patch save. They take a runner of single calls rather than composing Effects, so that
 * the settings page imports nothing of Effect (its code stays in the lazily loaded API chunk).
 */
import type { Effect } from "effect";
import { type ActorRefFrom, fromPromise } from "xstate";
import type { Publisher } from "../../../../contracts/publisher";
import type { ProfileForm, ProfileSaveInput, profileEditMachine } from "../../../../machines/profile-edit/profile-edit.machine";
import type { ApiError, PublisherServices } from "../../../api";

/** The running profile-edit flow (settings/profile-flow-host.tsx starts it). */
export type ProfileActor = ActorRefFrom<typeof profileEditMachine>;

/** Runs one API call, aborted with `signal` (the app's runtime, or the model tests' own). */
export type RunCall = <O>(call: (api: PublisherServices) => Effect.Effect<O, ApiError>, signal: AbortSignal) => Promise<O>;

/** The implementations of the machine's actor placeholders. */
export const profileActors = (run: RunCall) => ({
  loadProfile: fromPromise<ProfileForm, void>(async ({ signal }) => {
    const [publisher, fields, messengers, timezones] = await Promise.all([
      run((api) => api.profile.current({}), signal),
      run((api) => api.registration.fields({}), signal),
      run((api) => api.registration.messengers({}), signal),
      run((api) => api.reference.publisherTimezones({}), signal),
    ]);
    return {
      publisher,
      fields: fields["hydra:member"],
      messengers: messengers["hydra:member"],
      timezones: timezones["hydra:member"].map(({ value, label }) => ({ value, label })),
    };
  }),
  validateProfile: fromPromise<void, ProfileSaveInput>(({ input: { relativeId, patch }, signal }) =>
    run((api) => api.profile.validate({ path: { relativeId }, payload: patch }), signal),
  ),
  saveProfile: fromPromise<Publisher, ProfileSaveInput>(({ input: { relativeId, patch }, signal }) =>
    run((api) => api.profile.update({ path: { relativeId }, payload: patch }), signal),
  ),
});
