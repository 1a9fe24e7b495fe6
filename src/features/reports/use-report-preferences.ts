/** The reports' preferences for a component: read from the journal, written to it and through to the account (decision 061). */
import { useEffect, useMemo, useSyncExternalStore } from "react";
import { isTag } from "../../api/catalogue";
import { handleError } from "../../app/error-handler";
import { useSystem } from "../../app/react";
import type { ApiCall, AppSystem } from "../../app/system";
import { type AccountCalls, accountSyncOf } from "./account-sync";
import { reportEvents, usePreferencesSnapshot } from "./report-preferences";
// This group comes with the module that calls it, not at its first call (src/api/groups.ts).
import "../../../contracts/report-views.contract";

/** The account's calls through the app's API layer. */
const apiCalls = (system: AppSystem): AccountCalls => {
  const run = async <O>(call: ApiCall<void, O>): Promise<O> => {
    const { mod, runtime } = await system.loadApi();
    return mod.runApiOrFail(
      runtime,
      mod.withApi((api) => call(api, undefined)),
    );
  };
  return {
    load: () => run((api) => api.reportViews.get({})),
    save: (payload) => run((api) => api.reportViews.put({ payload })),
    // The journal's copy stays in use; only a lost session is said (and ends it).
    failed: (error) => {
      if (isTag(error, "Unauthorized")) handleError(error);
    },
  };
};

const useSync = () => {
  const system = useSystem();
  return useMemo(() => accountSyncOf(system.store, () => apiCalls(system)), [system]);
};

/** The preferences and their events: each change is journaled, then written through to the account. */
export const useReportPreferences = () => {
  const { store } = useSystem();
  const sync = useSync();
  const preferences = usePreferencesSnapshot(store);
  const events = useMemo(() => reportEvents(store, () => void sync.changed()), [store, sync]);
  // A fresh browser has no views in the journal until the account's arrive: not "none" yet.
  const reading = useSyncExternalStore(sync.subscribe, sync.reading, sync.reading);
  return { preferences, reading, ...events };
};

/** Brings the account's set in (or writes the journal's unsaved changes) when the reports open. */
export const useAccountPreferences = () => {
  const sync = useSync();
  useEffect(() => {
    void sync.load();
  }, [sync]);
};
