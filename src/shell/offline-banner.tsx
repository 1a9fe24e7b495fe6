/**
 * The offline banner (docs/decisions/083-readable-offline.md), at the top of every signed-in page:
 * while the browser is offline, or while the page shows answers the service worker gave back from
 * its saved copy (the network failed though the browser thought it was there), it says so, that what
 * needs the network waits for it, and when the page's oldest saved answer was fetched: "as of", in
 * the publisher's time zone. Back online the page's data is asked for again (src/app/use-api-query.ts,
 * the flows of an offer and a smartlink), and the banner goes once the network has answered.
 *
 * The page's answers are those noted since its address changed: what an earlier page showed is not
 * this page's "as of". Only this slot is in the signed-in layout's code; the banner's own
 * (./offline-notice.tsx) loads after the first paint, when the browser is idle (the precache has it
 * offline), so that no page evaluates more before it paints.
 */
import { useEffect, useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router-dom";
import { savedAnswers } from "../api/saved-answers";
import { useOffline } from "../ui/connectivity";
import { whenIdle } from "../ui/deferred";

type NoticeModule = typeof import("./offline-notice");
let loading: Promise<NoticeModule> | undefined;
/** The banner's text: its code is loaded when the browser is first idle, or when it is needed (a failed load is tried again then). */
const loadNotice = () =>
  (loading ??= import("./offline-notice").catch((error: unknown) => {
    loading = undefined;
    throw error;
  }));
if (typeof window !== "undefined") whenIdle(() => void loadNotice().catch(() => undefined));

/** When the page's oldest saved answer was fetched (an ISO instant), or null: the answers noted since its address changed. */
const usePageAsOf = (): string | null => {
  const { pathname } = useLocation();
  const [page, setPage] = useState({ pathname, mark: savedAnswers.mark() });
  // A new address is a new page: marked while it renders, before its answers can arrive (they come in later tasks).
  if (page.pathname !== pathname) setPage({ pathname, mark: savedAnswers.mark() });
  return useSyncExternalStore(
    savedAnswers.subscribe,
    () => savedAnswers.oldestSince(page.mark),
    () => null,
  );
};

export const OfflineBanner = () => {
  const offline = useOffline();
  const asOf = usePageAsOf();
  const shown = offline || asOf !== null;
  const [notice, setNotice] = useState<NoticeModule | null>(null);
  useEffect(() => {
    if (!shown || notice) return;
    let current = true;
    void loadNotice().then(
      (module) => current && setNotice(module),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [shown, notice]);
  const Notice = notice?.default;
  return (
    // The live region is there from the start, so that the banner is announced when it appears; it is a status only while shown.
    <div aria-live="polite">{shown && Notice && <Notice offline={offline} asOf={asOf} />}</div>
  );
};
