/**
 * The profile-edit flow with the app's implementations: its API actors (profile-flow.ts) through the
 * app's runtime; saving applies the profile to the session (the header, the time zone dates are shown
 * in) and hands a new language to the language-change flow. Run by profile-flow-host.tsx.
 */
import { useMemo } from "react";
import { profileEditMachine } from "../../../../machines/profile-edit/profile-edit.machine";
import { timezoneOf } from "../../../../machines/session/session.machine";
import { useSystem } from "../../../app/react";
import { toasts } from "../../../app/toasts";
import { PROJECTED } from "../../../journal/projection";
import { profileActors } from "./profile-flow";

/** The machine provided for the app. */
export const useProfileEditMachine = () => {
  const system = useSystem();
  return useMemo(
    () =>
      profileEditMachine.provide({
        actors: profileActors(async (call, signal) => {
          const { mod, runtime } = await system.loadApi();
          return mod.runApiOrFail(runtime, mod.withApi(call), signal);
        }),
        actions: {
          applyProfile: (_, { publisher }) => {
            system.session.send({ type: "session.profileUpdated", publisher });
            system.store.record("session", PROJECTED.profileStored, { timezone: timezoneOf(publisher), currency: publisher.currency });
          },
          changeLanguage: (_, { locale }) => system.language.send({ type: "language.change", locale }),
          notifySaved: () => toasts.show({ tone: "success", messageId: "profile.saved" }),
        },
      }),
    [system],
  );
};
