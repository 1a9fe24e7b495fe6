/**
 * The profile-edit flow of the settings page, kept above the tabs: it starts the first time the
 * profile tab is shown and lives as long as the page, so that unsaved changes survive a visit to
 * another tab. The flow and the tab load lazily, with the tab's first showing: the notifications
 * tab (the bell's) loads nothing of them.
 */
import { type ReactNode, Suspense, useState } from "react";
import { lazyComponent } from "../../../ui/lazy-component";
import type { ProfileActor } from "./profile-flow";

const ProfileFlowHost = lazyComponent(() => import("./profile-flow-host"));

/** The profile flow's actor once the profile tab has been shown (`null` before), and the element that runs it. */
export const useProfileFlow = (shown: boolean): { actor: ProfileActor | null; host: ReactNode } => {
  const [wanted, setWanted] = useState(shown);
  const [actor, setActor] = useState<ProfileActor | null>(null);
  if (shown && !wanted) setWanted(true);
  const host = wanted ? (
    <Suspense fallback={null}>
      <ProfileFlowHost onActor={setActor} />
    </Suspense>
  ) : null;
  return { actor, host };
};
