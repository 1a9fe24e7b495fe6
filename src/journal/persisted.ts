/**
 * The persisted journal: a snapshot (the projection of everything compacted away) plus a bounded
 * tail of recent entries. A corrupt or foreign stored value is discarded with a warning.
 */
import type { JournalEntry } from "./journal";
import { type ClientState, INITIAL_STATE, foldAll } from "./projection";

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
  readonly reports?: { readonly seq: number; readonly state: Record<string, unknown> };
}

// Checked by hand rather than with Effect Schema: this runs before the first paint of every page,
// and the public pages do not load Effect (see docs/decisions/004-bundle-budget.md).
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isStringOrNull = (v: unknown) => v === null || typeof v === "string";
const isEntry = (v: unknown): v is JournalEntry =>
  isObject(v) &&
  typeof v.seq === "number" &&
  typeof v.at === "string" &&
  typeof v.actor === "string" &&
  typeof v.type === "string" &&
  "payload" in v;
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

export const emptyStored = (): StoredJournal => ({
  format: FORMAT_VERSION,
  app: "publisher-portal",
  snapshot: INITIAL_STATE,
  snapshotSeq: 0,
  tail: [],
});

/** Reads the stored journal; anything unreadable is discarded (with a warning) and replaced by an empty one. */
export const loadStored = (
  storage: Pick<Storage, "getItem" | "removeItem">,
  warn: (message: string) => void = console.warn,
): StoredJournal => {
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
// The reports' preferences (issue 14, docs/decisions/036: columns per tab, saved views): a second
// projection of the same journal. Each `reports.set` entry sets a key ({ key, value }; null clears
// it); src/features/reports/report-preferences.ts reads them. What compaction drops from the tail
// is kept here as the map of each key's last value, folded up to `seq`; it is trusted only when
// `seq` is the snapshot's, so a snapshot written without it (the end of a session, decision 013)
// leaves nothing behind. Kept this small because every page loads this module.

export const REPORTS_SET = "reports.set";

/** `appendStoredBase`, keeping the last value of each reports' key that compaction takes from the tail. */
export const appendStored = (stored: StoredJournal, entries: ReadonlyArray<JournalEntry>): StoredJournal => {
  const next = appendStoredBase(stored, entries);
  if (next.snapshotSeq === stored.snapshotSeq) return next;
  const state = { ...(stored.reports?.seq === stored.snapshotSeq && stored.reports.state) };
  for (const { seq, type, payload } of [...stored.tail, ...entries]) {
    if (seq <= next.snapshotSeq && type === REPORTS_SET) state[(payload as { key: string }).key] = (payload as { value: unknown }).value;
  }
  return { ...next, reports: { seq: next.snapshotSeq, state } };
};
