/**
 * The reports' preferences (columns per tab, saved views) as React sees them: a projection of the
 * journal's `reports.set` entries (compaction keeps their last values: src/journal/persisted.ts),
 * written only as journal events (docs/decisions/036). Keys: `columns:<tab>` → the metrics hidden
 * on that tab; `view:<id>` → a saved view (null once deleted). What does not read as either is left out.
 */
import { useCallback, useSyncExternalStore } from "react";
import type { ClientStore } from "../../journal/client-store";
import type { JournalEntry } from "../../journal/journal";
import { REPORTS_SET, type StoredJournal } from "../../journal/persisted";
import { PROJECTED } from "../../journal/projection";

/** A saved report: its name, its tab and the report's URL parameters (a link opens it). */
export interface SavedReportView {
  readonly id: string;
  readonly name: string;
  readonly tab: string;
  /** The report's query string without `?` (selectedTab included). */
  readonly search: string;
  readonly savedAt: string;
}

export interface ReportPreferences {
  /** Per tab, the metric columns the publisher hid. */
  readonly hiddenColumns: Readonly<Record<string, ReadonlyArray<string>>>;
  /** Saved views, oldest first. */
  readonly views: ReadonlyArray<SavedReportView>;
}

/** A view's longest name, and its longest query: its journal entry stays under the stored payload limit. */
export const VIEW_NAME_LIMIT = 60;
export const VIEW_SEARCH_LIMIT = 1500;

type KeyedState = Readonly<Record<string, unknown>>;

/** Folds one journal entry into the map of keys: `reports.set` sets a key; the end of a session forgets them all. */
export const foldReports = (state: KeyedState, entry: Pick<JournalEntry, "type" | "payload">): KeyedState => {
  if (entry.type === PROJECTED.sessionEnded) return {};
  const p = entry.payload as { key?: unknown; value?: unknown } | null;
  return entry.type === REPORTS_SET && typeof p?.key === "string" ? { ...state, [p.key]: p.value ?? null } : state;
};

/** The map a stored journal projects to: its reports' snapshot when it was folded up to the journal's snapshot, then the tail. */
export const projectStoredReports = (stored: StoredJournal): KeyedState => {
  const reports = stored.reports;
  const base = reports?.seq === stored.snapshotSeq && typeof reports.state === "object" && reports.state !== null ? reports.state : {};
  return stored.tail.reduce(foldReports, base);
};

const isStringArray = (v: unknown): v is ReadonlyArray<string> => Array.isArray(v) && v.every((s) => typeof s === "string");
const isView = (v: unknown): v is SavedReportView => {
  const o = v as Record<string, unknown> | null;
  return (
    typeof o === "object" &&
    o !== null &&
    typeof o.id === "string" &&
    typeof o.name === "string" &&
    typeof o.tab === "string" &&
    typeof o.search === "string" &&
    typeof o.savedAt === "string"
  );
};

/** The preferences a folded map holds. */
export const readPreferences = (state: KeyedState): ReportPreferences => {
  const hiddenColumns: Record<string, ReadonlyArray<string>> = {};
  const views: SavedReportView[] = [];
  for (const [key, value] of Object.entries(state)) {
    if (key.startsWith("columns:") && isStringArray(value)) hiddenColumns[key.slice("columns:".length)] = value;
    else if (key.startsWith("view:") && isView(value) && value.id === key.slice("view:".length)) views.push(value);
  }
  views.sort((a, b) => a.savedAt.localeCompare(b.savedAt));
  return { hiddenColumns, views };
};

const relevant = (type: string) => type === REPORTS_SET || type === PROJECTED.sessionEnded;

/** Per store: the folded keys and what they read as, kept up to date entry by entry. */
const live = new WeakMap<ClientStore, { keyed: KeyedState; value: ReportPreferences }>();

/**
 * The store's reports' preferences now: the persisted journal folded once (on first use), then each
 * new entry of the journal folded as it is appended; the same object while nothing changed.
 */
export const reportPreferencesOf = (store: ClientStore): ReportPreferences => liveOf(store).value;

/** The store's folded keys now (views, column choices and the account sync's mark: ./account-sync.ts). */
export const reportKeysOf = (store: ClientStore): KeyedState => liveOf(store).keyed;

const liveOf = (store: ClientStore) => {
  const known = live.get(store);
  if (known) return known;
  const keyed = projectStoredReports(store.persisted());
  const first = { keyed, value: readPreferences(keyed) };
  live.set(store, first);
  store.journal.subscribe((entry) => {
    if (!relevant(entry.type)) return;
    const next = foldReports(live.get(store)!.keyed, entry);
    // Only a change of views or columns is a new value: React re-renders on a new object.
    const value = readPreferences(next);
    const previous = live.get(store)!.value;
    live.set(store, { keyed: next, value: sameValue(previous, value) ? previous : value });
  });
  return first;
};

const sameValue = (a: ReportPreferences, b: ReportPreferences) => JSON.stringify(a) === JSON.stringify(b);

/** The journal events of the reports' preferences; `changed` runs after each (the account's write-through). */
export const reportEvents = (store: ClientStore, changed: () => void = () => undefined) => {
  const set = (key: string, value: unknown) => {
    store.record("reports", REPORTS_SET, { key, value });
    changed();
  };
  return {
    setHiddenColumns: (tab: string, hidden: ReadonlyArray<string>) => set(`columns:${tab}`, hidden),
    saveView: (view: Omit<SavedReportView, "id" | "savedAt">): SavedReportView => {
      const saved = {
        ...view,
        id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`,
        savedAt: new Date().toISOString(),
      };
      set(`view:${saved.id}`, saved);
      return saved;
    },
    renameView: (view: SavedReportView, name: string) => set(`view:${view.id}`, { ...view, name }),
    deleteView: (view: SavedReportView) => set(`view:${view.id}`, null),
  };
};

/** The preferences as React reads them: the same object until a view or a column choice changes. */
export const usePreferencesSnapshot = (store: ClientStore): ReportPreferences => {
  const subscribe = useCallback((listener: () => void) => store.journal.subscribe((entry) => relevant(entry.type) && listener()), [store]);
  const getSnapshot = useCallback(() => reportPreferencesOf(store), [store]);
  return useSyncExternalStore(subscribe, getSnapshot);
};
