/**
 * The profile-edit flow with the app's implementations: saving applies the profile to the session
 * (the header, the time zone dates are shown in) and hands a new language to the language-change
 * flow. Loaded with the profile tab (see use-profile-flow.tsx).
 */
import { useMachine } from "@xstate/react";
import { useEffect, useMemo } from "react";
import { profileEditMachine } from "../../../../machines/profile-edit/profile-edit.machine";
import { timezoneOf } from "../../../../machines/session/session.machine";
import { useSystem } from "../../../app/react";
import { toasts } from "../../../app/toasts";
import { journalInspector } from "../../../journal/inspect";
import { PROJECTED } from "../../../journal/projection";
import { type ProfileActor, profileActors } from "./profile-flow";

/** Runs the flow and hands its actor up (a component, so that it starts only once it is needed). */
const ProfileFlowHost = ({ onActor }: { onActor: (actor: ProfileActor) => void }) => {
  const system = useSystem();
  const machine = useMemo(
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
  const inspect = useMemo(() => journalInspector(system.store), [system.store]);
  // useMachine (not useActorRef): the hook the portal's flows already load (see use-flow.ts).
  const [, , actor] = useMachine(machine, { id: "profileEdit", inspect });
  useEffect(() => onActor(actor), [actor, onActor]);
  return null;
};

export default ProfileFlowHost;
