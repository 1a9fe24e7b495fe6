/** The publisher's steps on one smartlink from the journal (earlier pages' and this page's), following it as it grows. */
import { useMemo, useSyncExternalStore } from "react";
import { useSystem } from "../../app/react";
import { type TimelineItem, journalSteps } from "./smartlink-timeline";

export const useJournalSteps = (smartlinkIri: string): ReadonlyArray<TimelineItem> => {
  const { store } = useSystem();
  const last = useSyncExternalStore(
    (listener) => store.journal.subscribe(listener),
    () => store.journal.lastSeq,
  );
  return useMemo(() => {
    if (last < 0) return [];
    const page = store.journal.entries();
    const seen = new Set(page.map((e) => e.seq));
    // This page's copy wins: storage may keep a large payload only as a summary.
    const entries = [...store.persisted().tail.filter((e) => !seen.has(e.seq)), ...page];
    return journalSteps(entries, smartlinkIri);
  }, [store, last, smartlinkIri]);
};
