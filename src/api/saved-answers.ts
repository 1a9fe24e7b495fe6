/**
 * The answers the service worker gave back from its saved copy because the network failed
 * (docs/decisions/083-readable-offline.md): the client notes, by address, the time each was fetched
 * (`x-portal-saved-at`), and the offline banner shows the page's oldest as "as of". The network's
 * answer to the same address forgets it: what the page shows of it is fresh again.
 */
import { SAVED_AT_HEADER } from "../worker/protocol";

interface Noted {
  readonly savedAt: string;
  /** The order it arrived in, for the banner to keep the answers that came since its page opened. */
  readonly seq: number;
}

const noted = new Map<string, Noted>();
let seq = 0;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Notes what the answer to `address` (path and query) says of its origin: a saved copy (and when it was fetched), or the network. */
export const noteAnswer = (address: string, response: Pick<Response, "headers" | "ok">): void => {
  const savedAt = response.headers.get(SAVED_AT_HEADER);
  if (savedAt !== null) {
    seq += 1;
    noted.set(address, { savedAt, seq });
    changed();
  } else if (response.ok && noted.delete(address)) {
    changed();
  }
};

export const savedAnswers = {
  /** The mark of now: the answers noted after it are those `oldestSince(mark)` reads. */
  mark: (): number => seq,
  /** When the oldest saved answer noted after `mark` and not answered by the network since was fetched (an ISO instant), or null. */
  oldestSince: (mark: number): string | null => {
    let oldest: string | null = null;
    // ISO instants of one form (`toISOString`) sort as text.
    for (const { savedAt, seq: at } of noted.values()) if (at > mark && (oldest === null || savedAt < oldest)) oldest = savedAt;
    return oldest;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
