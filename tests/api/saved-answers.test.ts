/**
 * The answers the service worker gave from its saved copy (decision 083; src/api/saved-answers.ts):
 * what the offline banner's "as of" reads. The component test of the banner shows one saved answer;
 * the order, the mark and the network's answer forgetting one are checked here.
 */
import { describe, expect, it } from "vitest";
import { noteAnswer, savedAnswers } from "../../src/api/saved-answers";
import { SAVED_AT_HEADER } from "../../src/worker/protocol";

const saved = (savedAt: string) => ({ ok: true, headers: new Headers({ [SAVED_AT_HEADER]: savedAt }) });
const network = (ok = true) => ({ ok, headers: new Headers() });

describe("saved answers", () => {
  it("the oldest saved answer noted after a mark, until the network answers the same address", () => {
    const mark = savedAnswers.mark();
    let told = 0;
    const unsubscribe = savedAnswers.subscribe(() => (told += 1));
    expect(savedAnswers.oldestSince(mark)).toBeNull();

    noteAnswer("/publisher/api/balance", saved("2026-11-30T10:00:00.000Z"));
    noteAnswer("/publisher/api/news?page=1", saved("2026-11-30T08:00:00.000Z"));
    noteAnswer("/publisher/api/offers", saved("2026-11-30T09:00:00.000Z"));
    expect(savedAnswers.oldestSince(mark)).toBe("2026-11-30T08:00:00.000Z");
    expect(told).toBe(3);

    noteAnswer("/publisher/api/news?page=1", network(false));
    expect(savedAnswers.oldestSince(mark)).toBe("2026-11-30T08:00:00.000Z");
    noteAnswer("/publisher/api/news?page=1", network());
    expect(savedAnswers.oldestSince(mark)).toBe("2026-11-30T09:00:00.000Z");
    expect(told).toBe(4);
    noteAnswer("/publisher/api/unknown", network());
    expect(told).toBe(4);

    const later = savedAnswers.mark();
    expect(savedAnswers.oldestSince(later)).toBeNull();
    noteAnswer("/publisher/api/offers", saved("2026-11-30T11:00:00.000Z"));
    expect(savedAnswers.oldestSince(later)).toBe("2026-11-30T11:00:00.000Z");

    unsubscribe();
    noteAnswer("/publisher/api/balance", network());
    expect(told).toBe(5);
    noteAnswer("/publisher/api/offers", network());
  });
});
