/**
 * The persisted journal: a snapshot (the projection of everything compacted away) plus a bounded
 * tail of recent entries. A corrupt or foreign stored value is discarded with a warning.
 */
import { Either, Schema } from "effect";
import type { JournalEntry } from "./journal";
import { type ClientState, INITIAL_STATE, foldAll } from "./projection";

export const STORAGE_KEY = "publisher-portal.journal";
export const FORMAT_VERSION = 1;
/** At most this many entries are kept after the snapshot. */
export const TAIL_LIMIT = 300;

const Entry = Schema.Struct({ seq: Schema.Number, at: Schema.String, actor: Schema.String, type: Schema.String, payload: Schema.Unknown });
const Stored = Schema.Struct({
  format: Schema.Literal(FORMAT_VERSION),
  app: Schema.Literal("publisher-portal"),
  snapshot: Schema.Struct({
    colorScheme: Schema.Literal("light", "dark", "system"),
    language: Schema.NullOr(Schema.String),
    sidebarCollapsed: Schema.Boolean,
    lastSeenVersion: Schema.NullOr(Schema.String),
    reloadedFor: Schema.NullOr(Schema.String),
    timezone: Schema.NullOr(Schema.String),
    currency: Schema.NullOr(Schema.Struct({ name: Schema.String, symbol: Schema.String })),
  }),
  snapshotSeq: Schema.Number,
  tail: Schema.Array(Entry),
});
export type StoredJournal = typeof Stored.Type;

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
  const decoded = Schema.decodeUnknownEither(Stored)(parsed);
  if (Either.isLeft(decoded)) {
    warn("Publisher Portal: the stored journal was unreadable and has been discarded.");
    storage.removeItem(STORAGE_KEY);
    return emptyStored();
  }
  return decoded.right;
};

/** The state the stored journal projects to. */
export const projectStored = (stored: StoredJournal): ClientState => foldAll(stored.tail, stored.snapshot);

/** Adds entries and compacts: the oldest entries beyond the tail limit are folded into the snapshot. */
export const appendStored = (stored: StoredJournal, entries: ReadonlyArray<JournalEntry>): StoredJournal => {
  const tail = [...stored.tail, ...entries];
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
