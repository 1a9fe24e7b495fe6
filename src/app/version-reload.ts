/**
 * The reload rule (spec 01 section 4): when a response's X-App-Version differs from the stored one,
 * the app reloads, once per new version. The first version ever seen is only stored. What the open
 * forms hold unsaved is kept for the reloaded page (src/app/resume.ts).
 */
import type { VersionRegistry } from "../api";
import type { ClientStore } from "../journal/client-store";
import { PROJECTED } from "../journal/projection";
import { currentPlace } from "./error-handler";
import { keepDraftsForReload, openFlows } from "./resume";

export const watchVersion = (versions: VersionRegistry, store: ClientStore, reload: () => void = () => window.location.reload()) =>
  versions.subscribe((version) => {
    const { lastSeenVersion, reloadedFor } = store.getState();
    if (lastSeenVersion === null) {
      store.record("app", PROJECTED.versionSeen, { version });
      return;
    }
    if (version === lastSeenVersion || version === reloadedFor) return;
    store.record("app", PROJECTED.versionReload, { version, from: lastSeenVersion });
    store.flush();
    keepDraftsForReload(currentPlace(), store.journal.entries(), openFlows());
    reload();
  });
