/**
 * The payout accounts' history (issue 11, beyond the spec), read from the flow's journal entries:
 * an account was created, edited, made active or deleted when the flow received the API's answer
 * to that step. Account values are masked in the journal, so the history names accounts by id.
 * Times are the server's (issue 25 item 10): an answer's own `updatedAt` (`createdAt` for a create);
 * a delete, whose answer has no body, is placed by the server's clock as the last stamped answer
 * showed it against the browser's (the browser's clock only when no answer was ever stamped).
 */
import type { JournalEntry } from "../../../journal/journal";

export type HistoryKind = "created" | "edited" | "activated" | "deleted";

export interface HistoryEvent {
  readonly seq: number;
  readonly at: string;
  readonly account: number;
  readonly kind: HistoryKind;
  /** The account's payment method (IRI) as the journal last saw it, null when it never did. */
  readonly method: string | null;
}

const methodIn = (value: unknown): string | null => {
  if (typeof value !== "object" || value === null) return null;
  const method = (value as { method?: unknown }).method;
  return typeof method === "string" ? method : null;
};

const stringIn = (value: unknown, key: "createdAt" | "updatedAt"): string | null => {
  if (typeof value !== "object" || value === null) return null;
  const text = (value as Record<string, unknown>)[key];
  return typeof text === "string" && !Number.isNaN(Date.parse(text)) ? text : null;
};

const idIn = (value: unknown): number | null => {
  if (typeof value !== "object" || value === null) return null;
  const id = (value as { id?: unknown }).id;
  return typeof id === "number" ? id : null;
};

/** The history in the order it happened, from the entries of the flow `actor` (others are skipped). */
export const payoutHistory = (entries: ReadonlyArray<JournalEntry>, actor: string): ReadonlyArray<HistoryEvent> => {
  const events: HistoryEvent[] = [];
  // What the user started: a create, an edit of an id, or a delete of an id.
  let editing: number | null = null;
  let deleting: number | null = null;
  // Each account's method, from the loaded list and the saved answers (a deleted account keeps it).
  const methods = new Map<number, string>();
  const learn = (value: unknown) => {
    const id = idIn(value);
    const method = methodIn(value);
    if (id !== null && method !== null) methods.set(id, method);
  };
  // How far the server's clock is ahead of the browser's, as the last stamped answer showed it.
  let offsetMs = 0;
  for (const entry of entries) {
    if (entry.actor !== actor) continue;
    const payload = entry.payload as Record<string, unknown> | null;
    const push = (account: number | null, kind: HistoryKind, stamp: "createdAt" | "updatedAt" | null) => {
      if (account === null) return;
      const server = stamp === null ? null : (stringIn(payload?.output, stamp) ?? stringIn(payload?.output, "createdAt"));
      if (server !== null) offsetMs = Date.parse(server) - Date.parse(entry.at);
      const at = server ?? new Date(Date.parse(entry.at) + offsetMs).toISOString();
      events.push({ seq: entry.seq, at, account, kind, method: methods.get(account) ?? null });
    };
    learn(payload?.output);
    const loaded = (payload?.output as { accounts?: unknown } | undefined)?.accounts;
    if (entry.type === "xstate.done.actor.loadAccounts" && Array.isArray(loaded)) loaded.forEach(learn);
    switch (entry.type) {
      case "account.create":
        editing = null;
        break;
      case "account.edit":
        editing = idIn(payload);
        break;
      case "account.delete":
        deleting = idIn(payload);
        break;
      case "xstate.done.actor.saveAccount":
        push(idIn(payload?.output), editing === null ? "created" : "edited", editing === null ? "createdAt" : "updatedAt");
        break;
      case "xstate.done.actor.activateAccount":
        push(idIn(payload?.output), "activated", "updatedAt");
        break;
      case "xstate.done.actor.removeAccount":
        push(deleting, "deleted", null);
        deleting = null;
        break;
    }
  }
  return events;
};

/**
 * Entries of the stored journal and of this page's, once each, oldest first. This page's copy wins:
 * storage keeps large payloads (the loaded list) only as a summary.
 */
export const mergedEntries = (stored: ReadonlyArray<JournalEntry>, page: ReadonlyArray<JournalEntry>): ReadonlyArray<JournalEntry> => {
  const seen = new Set(page.map((e) => e.seq));
  return [...stored.filter((e) => !seen.has(e.seq)), ...page].sort((a, b) => a.seq - b.seq);
};
