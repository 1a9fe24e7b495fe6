/** The payout accounts' history as the tab shows it, following the journal as it grows. */
import { useMemo, useSyncExternalStore } from "react";
import { useSystem } from "../../../app/react";
import { type HistoryEvent, mergedEntries, payoutHistory } from "./history";

/** The history of the flow `actor`: earlier pages' (the stored journal) and this page's. */
export const usePayoutHistory = (actor: string): ReadonlyArray<HistoryEvent> => {
  const { store } = useSystem();
  const last = useSyncExternalStore(
    (listener) => store.journal.subscribe(listener),
    () => store.journal.lastSeq,
  );
  return useMemo(
    () => (last >= 0 ? payoutHistory(mergedEntries(store.persisted().tail, store.journal.entries()), actor) : []),
    [store, last, actor],
  );
};
