/**
 * The reports' preferences (columns per tab, saved views) as React sees them: a projection of the
 * journal (src/journal/persisted.ts), written only as journal events (docs/decisions/036).
 */
import { useCallback, useSyncExternalStore } from "react";
import { useSystem } from "../../app/react";
import type { ClientStore } from "../../journal/client-store";
import { REPORT_EVENTS, type ReportPreferences, type SavedReportView, projectStoredReports } from "../../journal/persisted";
import { PROJECTED } from "../../journal/projection";

const cache = new WeakMap<ClientStore, { seq: number; json: string; value: ReportPreferences }>();

/** The store's reports' preferences now: the persisted journal (flushed) folded; the same object while nothing changed. */
export const reportPreferencesOf = (store: ClientStore): ReportPreferences => {
  const seq = store.journal.lastSeq;
  const cached = cache.get(store);
  if (cached && cached.seq === seq) return cached.value;
  const value = projectStoredReports(store.persisted());
  const json = JSON.stringify(value);
  if (cached && cached.json === json) {
    cache.set(store, { ...cached, seq });
    return cached.value;
  }
  cache.set(store, { seq, json, value });
  return value;
};

const relevant = (type: string) => type.startsWith("reports.") || type === PROJECTED.sessionEnded;

export const useReportPreferences = () => {
  const { store } = useSystem();
  const subscribe = useCallback((listener: () => void) => store.journal.subscribe((entry) => relevant(entry.type) && listener()), [store]);
  const getSnapshot = useCallback(() => reportPreferencesOf(store), [store]);
  const preferences = useSyncExternalStore(subscribe, getSnapshot);
  const setHiddenColumns = useCallback((tab: string, hidden: ReadonlyArray<string>) => store.record("reports", REPORT_EVENTS.columns, { tab, hidden }), [store]);
  const saveView = useCallback(
    (view: Omit<SavedReportView, "id" | "savedAt">): SavedReportView => {
      const saved = { ...view, id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`, savedAt: new Date().toISOString() };
      store.record("reports", REPORT_EVENTS.viewSaved, saved);
      return saved;
    },
    [store],
  );
  const renameView = useCallback((id: string, name: string) => store.record("reports", REPORT_EVENTS.viewRenamed, { id, name }), [store]);
  const deleteView = useCallback((id: string) => store.record("reports", REPORT_EVENTS.viewDeleted, { id }), [store]);
  return { preferences, setHiddenColumns, saveView, renameView, deleteView };
};
