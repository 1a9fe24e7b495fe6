/**
 * The client's event store: the journal of this page plus the persisted journal, and the state
 * projected from both. React reads it with `useSyncExternalStore`; actors write to it through
 * their `inspect` hook (see `inspect.ts`).
 */
import { forgetCachedAnswers } from "./cached-answers";
import { forgetFlowSnapshots } from "./inspect";
import { Journal, type JournalEntry } from "./journal";
import { type StoredJournal, appendStored, loadStored, projectStored, saveStored } from "./persisted";
import { type ClientState, PROJECTED, fold } from "./projection";

type Storage = Pick<globalThis.Storage, "getItem" | "setItem" | "removeItem">;

export class ClientStore {
  readonly journal: Journal;
  private stored: StoredJournal;
  private state: ClientState;
  private pending: JournalEntry[] = [];
  private flushScheduled = false;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly storage: Storage | null) {
    this.stored = storage ? loadStored(storage) : loadStored(memoryStorage());
    this.state = projectStored(this.stored);
    const lastSeq = this.stored.tail.at(-1)?.seq ?? this.stored.snapshotSeq;
    this.journal = new Journal(lastSeq);
    this.journal.subscribe((entry) => this.onEntry(entry));
  }

  /** Appends an event to the journal (redacted) and updates the projection. */
  record(actor: string, type: string, payload?: unknown): JournalEntry {
    return this.journal.append(actor, type, payload);
  }

  /**
   * Ends the publisher's session in the client (logout, or a 401 that ended it): a `session.ended`
   * entry is journaled and folded, this page's earlier entries are dropped, and storage keeps only
   * the projection (device preferences and versions), written at once (a logout navigates away
   * right after).
   */
  endSession(): void {
    this.journal.forget();
    const entry = this.record("session", PROJECTED.sessionEnded);
    this.pending = [];
    this.stored = { ...this.stored, snapshot: this.state, snapshotSeq: entry.seq, tail: [] };
    this.save();
    // The flows' last snapshots (for the diagnostics export) hold the publisher too.
    forgetFlowSnapshots();
    // And the API answers a service worker keeps (Cache Storage).
    void forgetCachedAnswers();
  }

  getState = (): ClientState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** Writes pending entries to storage now (also done after each task). */
  flush(): void {
    this.flushScheduled = false;
    if (this.pending.length === 0 || !this.storage) return;
    this.stored = appendStored(this.stored, this.pending);
    this.pending = [];
    this.save();
  }

  /**
   * Writes pending entries when the page is hidden or left (`pagehide`, and `visibilitychange` to
   * hidden): a choice made just before a navigation or a closed tab is not lost to the task that
   * would have written it. Returns how to stop.
   */
  flushWhenLeaving(
    win: Pick<Window, "addEventListener" | "removeEventListener">,
    doc: Pick<Document, "addEventListener" | "removeEventListener" | "visibilityState">,
  ): () => void {
    const flush = () => this.flush();
    const onVisibility = () => {
      if (doc.visibilityState === "hidden") this.flush();
    };
    win.addEventListener("pagehide", flush);
    doc.addEventListener("visibilitychange", onVisibility);
    return () => {
      win.removeEventListener("pagehide", flush);
      doc.removeEventListener("visibilitychange", onVisibility);
    };
  }

  private save(): void {
    try {
      if (this.storage) saveStored(this.storage, this.stored);
    } catch {
      // Storage full or blocked mid-session: the projection in memory stays right for this page.
    }
  }

  /** The persisted journal, for export. */
  persisted(): StoredJournal {
    this.flush();
    return this.stored;
  }

  private onEntry(entry: JournalEntry): void {
    const next = fold(this.state, entry);
    this.pending.push(entry);
    if (!this.flushScheduled) {
      this.flushScheduled = true;
      setTimeout(() => this.flush(), 0);
    }
    if (next !== this.state) {
      this.state = next;
      for (const listener of this.listeners) listener();
    }
  }
}

/** A Storage that lives in memory (used when browser storage is unavailable, and in tests). */
export const memoryStorage = (): Storage => {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
};

/** Whether the browser lets the page use localStorage. */
export const storageAvailable = (): boolean => {
  try {
    const key = "publisher-portal.probe";
    window.localStorage.setItem(key, "1");
    window.localStorage.removeItem(key);
    return true;
  } catch {
    return false;
  }
};
