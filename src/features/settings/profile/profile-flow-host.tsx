/**
 * The profile-edit flow, run with the app's implementations (flow-implementations.ts): saving applies
 * the profile to the session (the header, the time zone dates are shown in) and hands a new language
 * to the language-change flow. Loaded with the profile tab (see use-profile-flow.tsx).
 */
import { useMachine, useSelector } from "@xstate/react";
import { useEffect, useMemo } from "react";
import { useSystem } from "../../../app/react";
import { useResumedDraft } from "../../../app/use-flow";
import { journalInspector } from "../../../journal/inspect";
import { isEmptyPatch, profilePatch } from "../../../../machines/profile-edit/profile-rules";
import { LeaveGuard } from "../../../ui/leave-guard";
import { useProfileEditMachine } from "./flow-implementations";
import type { ProfileActor } from "./profile-flow";

/** Runs the flow and hands its actor up (a component, so that it starts only once it is needed); guards leaving with unsaved changes. */
const ProfileFlowHost = ({ onActor }: { onActor: (actor: ProfileActor) => void }) => {
  const system = useSystem();
  const machine = useProfileEditMachine();
  const inspect = useMemo(() => journalInspector(system.store), [system.store]);
  // useMachine (not useActorRef): the hook the portal's flows already load (see use-flow.ts).
  const [, , actor] = useMachine(machine, { id: "profileEdit", inspect });
  useEffect(() => onActor(actor), [actor, onActor]);
  useResumedDraft("profileEdit", actor);
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
