/**
 * The reload rule (spec 01 section 4): when a response's X-App-Version differs from the stored one,
 * the app reloads, once per new version. The first version ever seen is only stored.
 */
import type { VersionRegistry } from "../api";
import type { ClientStore } from "../journal/client-store";
import { PROJECTED } from "../journal/projection";

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
    reload();
  });
