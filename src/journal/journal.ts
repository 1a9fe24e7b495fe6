/**
 * The client's append-only journal: every event that reaches a flow actor, and every API outcome a
 * flow receives, with a sequence number, time, actor and type. Payloads are redacted on append.
 */
import { redact } from "./redact";

export interface JournalEntry {
  readonly seq: number;
  readonly at: string;
  readonly actor: string;
  readonly type: string;
  readonly payload: unknown;
}

type Listener = (entry: JournalEntry) => void;

export class Journal {
  private readonly list: JournalEntry[] = [];
  private readonly listeners = new Set<Listener>();
  private seq: number;

  constructor(
    startSeq = 0,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.seq = startSeq;
  }

  /** Appends an event (its payload redacted) and tells the subscribers. */
  append(actor: string, type: string, payload?: unknown): JournalEntry {
    const entry: JournalEntry = { seq: ++this.seq, at: this.now().toISOString(), actor, type, payload: redact(payload ?? null) };
    this.list.push(entry);
    for (const listener of this.listeners) listener(entry);
    return entry;
  }

  /**
   * Drops every entry (the only removal: when a session ends, the publisher's entries go, see
   * docs/decisions/013-logout-clears-the-journal.md). Numbering goes on.
   */
  forget(): void {
    this.list.length = 0;
  }

  /** Entries of this page's life, oldest first. */
  entries(): ReadonlyArray<JournalEntry> {
    return this.list;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  get lastSeq(): number {
    return this.seq;
  }
}
