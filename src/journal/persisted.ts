/**
 * The persisted journal: a snapshot (the projection of everything compacted away) plus a bounded
 * tail of recent entries. A corrupt or foreign stored value is discarded with a warning.
 */
import type { JournalEntry } from "./journal";
import { type ClientState, INITIAL_STATE, PROJECTED, foldAll } from "./projection";

export const STORAGE_KEY = "publisher-portal.journal";
export const FORMAT_VERSION = 1;
/** At most this many entries are kept after the snapshot. */
export const TAIL_LIMIT = 300;

export interface StoredJournal {
  readonly format: typeof FORMAT_VERSION;
  readonly app: "publisher-portal";
  readonly snapshot: ClientState;
  readonly snapshotSeq: number;
  readonly tail: ReadonlyArray<JournalEntry>;
  /** The reports' preferences folded up to `seq` (see the end of this file); optional, checked on use. */
  readonly reports?: StoredReports;
}

// Checked by hand rather than with Effect Schema: this runs before the first paint of every page,
// and the public pages do not load Effect (see docs/decisions/004-bundle-budget.md).
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isStringOrNull = (v: unknown) => v === null || typeof v === "string";
const isEntry = (v: unknown): v is JournalEntry =>
  isObject(v) && typeof v.seq === "number" && typeof v.at === "string" && typeof v.actor === "string" && typeof v.type === "string" && "payload" in v;
const isSnapshot = (v: unknown): v is ClientState =>
  isObject(v) &&
  (v.colorScheme === "light" || v.colorScheme === "dark" || v.colorScheme === "system") &&
  isStringOrNull(v.language) &&
  typeof v.sidebarCollapsed === "boolean" &&
  isStringOrNull(v.lastSeenVersion) &&
  isStringOrNull(v.reloadedFor) &&
  isStringOrNull(v.timezone) &&
  (v.currency === null || (isObject(v.currency) && typeof v.currency.name === "string" && typeof v.currency.symbol === "string"));

/** Whether a parsed value is a stored journal of this app and format. */
export const isStoredJournal = (v: unknown): v is StoredJournal =>
  isObject(v) &&
  v.format === FORMAT_VERSION &&
  v.app === "publisher-portal" &&
  isSnapshot(v.snapshot) &&
  typeof v.snapshotSeq === "number" &&
  Array.isArray(v.tail) &&
  v.tail.every(isEntry);

export const emptyStored = (): StoredJournal => ({ format: FORMAT_VERSION, app: "publisher-portal", snapshot: INITIAL_STATE, snapshotSeq: 0, tail: [] });

/** Reads the stored journal; anything unreadable is discarded (with a warning) and replaced by an empty one. */
export const loadStored = (storage: Pick<Storage, "getItem" | "removeItem">, warn: (message: string) => void = console.warn): StoredJournal => {
  const raw = storage.getItem(STORAGE_KEY);
  if (raw === null) return emptyStored();
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  if (!isStoredJournal(parsed)) {
    warn("Publisher Portal: the stored journal was unreadable and has been discarded.");
    storage.removeItem(STORAGE_KEY);
    return emptyStored();
  }
  return parsed;
};

/** The state the stored journal projects to. */
export const projectStored = (stored: StoredJournal): ClientState => foldAll(stored.tail, stored.snapshot);

/** Payloads larger than this are stored as a summary (the page's own journal keeps them whole). */
export const PERSISTED_PAYLOAD_LIMIT = 2048;

const slim = (entry: JournalEntry): JournalEntry => {
  const size = JSON.stringify(entry.payload ?? null).length;
  if (size <= PERSISTED_PAYLOAD_LIMIT) return entry;
  const keys = entry.payload && typeof entry.payload === "object" ? Object.keys(entry.payload) : [];
  return { ...entry, payload: { truncated: true, size, keys } };
};

/** Adds entries and compacts: the oldest entries beyond the tail limit are folded into the snapshot. */
const appendStoredBase = (stored: StoredJournal, entries: ReadonlyArray<JournalEntry>): StoredJournal => {
  const tail = [...stored.tail, ...entries.map(slim)];
  if (tail.length <= TAIL_LIMIT) return { ...stored, tail };
  const cut = tail.length - TAIL_LIMIT;
  const compacted = tail.slice(0, cut);
  return {
    ...stored,
    snapshot: foldAll(compacted, stored.snapshot),
    snapshotSeq: compacted[compacted.length - 1]!.seq,
    tail: tail.slice(cut),
  };
};

export const saveStored = (storage: Pick<Storage, "setItem">, stored: StoredJournal): void => {
  storage.setItem(STORAGE_KEY, JSON.stringify(stored));
};

// ---------------------------------------------------------------------------------------------
// The reports' preferences (issue 14, docs/decisions/036): the columns each report tab shows and the
// saved views, a second projection of the same journal. Its snapshot rides beside the client
// state's, folded at the same compaction; it is only trusted when it was folded up to the same
// entry as the snapshot (`seq`), so a snapshot written without it (the end of a session, which
// forgets the publisher, decision 013) leaves no view or column choice behind.

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

export const REPORT_PREFERENCES_INITIAL: ReportPreferences = { hiddenColumns: {}, views: [] };

/** The events the reports' projection reads. */
export const REPORT_EVENTS = {
  columns: "reports.columns.set",
  viewSaved: "reports.view.saved",
  viewRenamed: "reports.view.renamed",
  viewDeleted: "reports.view.deleted",
} as const;

/** A view's longest name, and its longest query: a view's entry stays under PERSISTED_PAYLOAD_LIMIT. */
export const VIEW_NAME_LIMIT = 60;
export const VIEW_SEARCH_LIMIT = 1500;

const isStringArray = (v: unknown): v is ReadonlyArray<string> => Array.isArray(v) && v.every((s) => typeof s === "string");
const isView = (v: unknown): v is SavedReportView =>
  isObject(v) && typeof v.id === "string" && typeof v.name === "string" && typeof v.tab === "string" && typeof v.search === "string" && typeof v.savedAt === "string";
const isReportPreferences = (v: unknown): v is ReportPreferences =>
  isObject(v) && isObject(v.hiddenColumns) && Object.values(v.hiddenColumns).every(isStringArray) && Array.isArray(v.views) && v.views.every(isView);

/** Folds one entry into the reports' preferences; unknown events and malformed payloads leave them as they are. */
export const foldReports = (state: ReportPreferences, entry: Pick<JournalEntry, "type" | "payload">): ReportPreferences => {
  const p = (isObject(entry.payload) ? entry.payload : {}) as Record<string, unknown>;
  switch (entry.type) {
    case REPORT_EVENTS.columns:
      return typeof p.tab === "string" && isStringArray(p.hidden) ? { ...state, hiddenColumns: { ...state.hiddenColumns, [p.tab]: [...p.hidden] } } : state;
    case REPORT_EVENTS.viewSaved: {
      const view = { id: p.id, name: p.name, tab: p.tab, search: p.search, savedAt: p.savedAt };
      if (!isView(view) || state.views.some((v) => v.id === view.id)) return state;
      return { ...state, views: [...state.views, view] };
    }
    case REPORT_EVENTS.viewRenamed:
      return typeof p.id === "string" && typeof p.name === "string"
        ? { ...state, views: state.views.map((v) => (v.id === p.id ? { ...v, name: p.name as string } : v)) }
        : state;
    case REPORT_EVENTS.viewDeleted:
      return typeof p.id === "string" ? { ...state, views: state.views.filter((v) => v.id !== p.id) } : state;
    case PROJECTED.sessionEnded:
      return REPORT_PREFERENCES_INITIAL;
    default:
      return state;
  }
};

/** The reports' snapshot stored beside the client state's: folded up to entry `seq`. */
export interface StoredReports {
  readonly seq: number;
  readonly state: ReportPreferences;
}

/** The reports' snapshot a stored journal carries, when it matches its snapshot; else the initial preferences. */
const reportsBase = (stored: StoredJournal): ReportPreferences => {
  const reports = (stored as { reports?: unknown }).reports;
  if (isObject(reports) && reports.seq === stored.snapshotSeq && isReportPreferences(reports.state)) return reports.state;
  return REPORT_PREFERENCES_INITIAL;
};

/** The reports' preferences the stored journal projects to. */
export const projectStoredReports = (stored: StoredJournal): ReportPreferences => stored.tail.reduce(foldReports, reportsBase(stored));

/**
 * `appendStored` with the reports' snapshot kept in step: when entries are compacted into the
 * snapshot, they are folded into the reports' snapshot too.
 */
export const appendStored = (stored: StoredJournal, entries: ReadonlyArray<JournalEntry>): StoredJournal => {
  const next = appendStoredBase(stored, entries);
  if (next.snapshotSeq === stored.snapshotSeq) return next;
  const cut = stored.tail.length + entries.length - next.tail.length;
  const compacted = [...stored.tail, ...entries.map(slim)].slice(0, cut);
  return { ...next, reports: { seq: next.snapshotSeq, state: compacted.reduce(foldReports, reportsBase(stored)) } };
};
