/**
 * The reports' preferences kept on the account (issue 27.4; docs/decisions/061): the journal stays
 * their local copy (decision 036), and this keeps it and the account's equal.
 *
 * - **Write through**: every change is journaled as before, marked `sync:pending`, and the whole set
 *   is written (`PUT /report_preferences`); the mark is cleared when the latest write is stored.
 *   Writes run one at a time, and one overtaken by a newer change is skipped.
 * - **Load**: when the reports open (the only screen that reads them), the account's set replaces
 *   the journal's, key by key (a journal entry per difference), unless the journal holds changes the
 *   account has not taken (`sync:pending`, or an account never written while the journal has some):
 *   those are written instead.
 * - **Offline**: a failed read or write leaves the journal's copy in use and the mark set; the next
 *   opening of the reports writes it. Only a 401 is passed on (it ends the session).
 */
import type { ReportPreferencesInput, ReportPreferences as StoredPreferences } from "../../../contracts/report-views.contract";
import type { ClientStore } from "../../journal/client-store";
import { REPORTS_SET } from "../../journal/persisted";
import { type ReportPreferences, reportKeysOf, reportPreferencesOf } from "./report-preferences";

/** The journal key that marks changes the account has not stored yet. */
export const SYNC_PENDING = "sync:pending";

/** The two calls, supplied by the app (the API) or a test. Both reject on failure, with the API's tagged error. */
export interface AccountCalls {
  readonly load: () => Promise<StoredPreferences>;
  readonly save: (input: ReportPreferencesInput) => Promise<StoredPreferences>;
  /** A failure the session must hear of (a 401); the others are kept quiet (the journal's copy stays). */
  readonly failed: (error: unknown) => void;
}

/** What the account is sent: the preferences as the journal holds them. */
export const toInput = (preferences: ReportPreferences): ReportPreferencesInput => ({
  hiddenColumns: preferences.hiddenColumns,
  views: preferences.views.map(({ id, name, tab, search, savedAt }) => ({ id, name, tab, search, savedAt })),
});

/** A value as text with its object keys sorted: equal data, equal text, whatever order the fields came in. */
const canonical = (value: unknown): string =>
  JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

/** The `reports.set` changes that make the journal's keys equal to the account's set. */
export const adoption = (
  local: Readonly<Record<string, unknown>>,
  stored: StoredPreferences,
): ReadonlyArray<readonly [string, unknown]> => {
  const target = new Map<string, unknown>([
    ...Object.entries(stored.hiddenColumns).map(([tab, hidden]) => [`columns:${tab}`, hidden] as const),
    ...stored.views.map((view) => [`view:${view.id}`, view] as const),
  ]);
  const changes: Array<readonly [string, unknown]> = [];
  for (const [key, value] of target) if (canonical(local[key]) !== canonical(value)) changes.push([key, value]);
  for (const [key, value] of Object.entries(local)) {
    if ((key.startsWith("columns:") || key.startsWith("view:")) && !target.has(key) && value !== null) changes.push([key, null]);
  }
  return changes;
};

const hasAny = (p: ReportPreferences) => p.views.length > 0 || Object.values(p.hiddenColumns).some((hidden) => hidden.length > 0);

export class AccountSync {
  /** Changes made so far; a write carries the count it was asked at, and only the latest clears the mark. */
  private changes = 0;
  private queue: Promise<void> = Promise.resolve();
  /** Whether the account's set is being read, with nothing in the journal to show meanwhile. */
  private readingFirst = false;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly store: ClientStore,
    private readonly calls: AccountCalls,
  ) {}

  private set(key: string, value: unknown) {
    this.store.record("reports", REPORTS_SET, { key, value });
  }

  private pending(): boolean {
    return reportKeysOf(this.store)[SYNC_PENDING] === true;
  }

  /** After a change was journaled: mark it and write the whole set through. Resolves when written (or failed). */
  changed(): Promise<void> {
    if (!this.pending()) this.set(SYNC_PENDING, true);
    return this.push();
  }

  private push(): Promise<void> {
    const asked = ++this.changes;
    this.queue = this.queue.then(async () => {
      if (asked !== this.changes) return; // a newer change writes the newer set
      try {
        await this.calls.save(toInput(reportPreferencesOf(this.store)));
        if (asked === this.changes && this.pending()) this.set(SYNC_PENDING, false);
      } catch (error) {
        this.calls.failed(error);
      }
    });
    return this.queue;
  }

  /**
   * Whether the first read of the account's set is on its way while the journal has none of it (a
   * fresh browser): the reports then say they are loading the views, not that there are none.
   */
  readonly reading = (): boolean => this.readingFirst;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  private setReading(reading: boolean) {
    if (this.readingFirst === reading) return;
    this.readingFirst = reading;
    for (const listener of this.listeners) listener();
  }

  /** When the reports open: the account's set in the journal, or the journal's unsaved changes on the account. */
  async load(): Promise<void> {
    if (this.pending()) return this.push();
    const before = this.changes;
    let stored: StoredPreferences;
    this.setReading(!hasAny(reportPreferencesOf(this.store)));
    try {
      stored = await this.calls.load();
    } catch (error) {
      this.calls.failed(error);
      return;
    } finally {
      this.setReading(false);
    }
    // A change made while the read was on its way is newer than what it read: its write wins.
    if (this.changes !== before || this.pending()) return;
    // An account never written, beside a journal with views or choices (kept before they were on the account): keep them.
    if (stored.updatedAt === null && hasAny(reportPreferencesOf(this.store))) {
      this.set(SYNC_PENDING, true);
      return this.push();
    }
    for (const [key, value] of adoption(reportKeysOf(this.store), stored)) this.set(key, value);
  }
}

const syncs = new WeakMap<ClientStore, AccountSync>();

/** The store's one sync (made with `calls` on first use). */
export const accountSyncOf = (store: ClientStore, calls: () => AccountCalls): AccountSync => {
  let sync = syncs.get(store);
  if (!sync) {
    sync = new AccountSync(store, calls());
    syncs.set(store, sync);
  }
  return sync;
};
