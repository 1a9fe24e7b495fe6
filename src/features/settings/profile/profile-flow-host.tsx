/**
 * The profile-edit flow with the app's implementations: saving applies the profile to the session
 * (the header, the time zone dates are shown in) and hands a new language to the language-change
 * flow. Loaded with the profile tab (see use-profile-flow.tsx).
 */
import { useMachine, useSelector } from "@xstate/react";
import { useEffect, useMemo } from "react";
import { profileEditMachine } from "../../../../machines/profile-edit/profile-edit.machine";
import { timezoneOf } from "../../../../machines/session/session.machine";
import { useSystem } from "../../../app/react";
import { toasts } from "../../../app/toasts";
import { journalInspector } from "../../../journal/inspect";
import { PROJECTED } from "../../../journal/projection";
import { isEmptyPatch, profilePatch } from "../../../../machines/profile-edit/profile-rules";
import { LeaveGuard } from "../../../ui/leave-guard";
import { type ProfileActor, profileActors } from "./profile-flow";

/** Runs the flow and hands its actor up (a component, so that it starts only once it is needed); guards leaving with unsaved changes. */
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
  // Unsaved changes (on any tab: the flow outlives them) ask before Settings is left.
  const changed = useSelector(actor, (s) => {
    const { form, values } = s.context;
    return (
      !!form &&
      !!values &&
      (!isEmptyPatch(profilePatch(form.publisher, form.fields, values)) || values.language !== form.publisher.language)
    );
  });
  return <LeaveGuard dirty={changed} />;
};

export default ProfileFlowHost;
