/**
 * Asks before a page with unsaved changes is left (issue 25 item 8): a link to another page of the
 * portal, or the browser's Back and Forward buttons to another page, show "Discard your changes?"
 * (Keep editing / Discard) instead of navigating; closing or reloading the tab gets the browser's own
 * question. Links and history steps that stay on the page (its tabs, which keep what was typed) pass.
 *
 * The portal's router is the declarative BrowserRouter (decision 009), which has no `useBlocker`;
 * Back is caught as the data router's blocker catches it (decision 057): the `popstate` is stopped
 * before the router hears it (./history-block.ts, whose listener was added before the router's), the
 * history is stepped back to the page by the entries' `idx` (React Router numbers every entry), and
 * Discard takes the same step again, this time let through to the router.
 */
import { Suspense, useEffect, useRef, useState } from "react";
import { useHref, useLocation, useNavigate } from "react-router-dom";
import { blockHistory } from "./history-block";
import { lazyComponent } from "./lazy-component";

// The question's dialog (Headless UI's, 20 KB) comes when there is something to lose, not with every
// page that holds a form (the smartlink page has none of its own until Launch).
const DiscardConfirm = lazyComponent(() => import("./discard-confirm"), { whenIdle: false });

/** Where the publisher was going: a link's path, or a step through the browser's history. */
type Leaving = { readonly to: string } | { readonly delta: number };

const entryIndex = (state: unknown): number | undefined => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === "number" ? idx : undefined;
};

export const LeaveGuard = ({ dirty }: { dirty: boolean }) => {
  const navigate = useNavigate();
  const location = useLocation();
  const base = useHref("/").replace(/\/$/, "");
  const [leaving, setLeaving] = useState<Leaving | null>(null);
  /** A history step the publisher chose to take (Discard): let through once. */
  const allowStep = useRef(false);

  useEffect(() => {
    if (!dirty) return;
    DiscardConfirm.preload();
    const here = entryIndex(window.history.state);
    const path = window.location.pathname;
    /** The step back to this page, taken by the guard itself: not a step of the publisher's. */
    let restoring = false;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.("a[href]");
      if (!(anchor instanceof HTMLAnchorElement) || (anchor.target !== "" && anchor.target !== "_self") || anchor.hasAttribute("download"))
        return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
      event.preventDefault();
      event.stopPropagation();
      setLeaving({ to: `${url.pathname}${url.search}${url.hash}` });
    };
    const onPopState = (event: PopStateEvent) => {
      if (allowStep.current) {
        allowStep.current = false;
        return;
      }
      if (restoring) {
        restoring = false;
        event.stopImmediatePropagation();
        return;
      }
      const there = entryIndex(event.state);
      // Within the page (its tabs), or an entry the router did not number: the router handles it.
      if (window.location.pathname === path || here === undefined || there === undefined || there === here) return;
      event.stopImmediatePropagation();
      restoring = true;
      window.history.go(here - there);
      setLeaving({ delta: there - here });
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    document.addEventListener("click", onClick, true);
    const unblock = blockHistory(onPopState);
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      document.removeEventListener("click", onClick, true);
      unblock();
      window.removeEventListener("beforeunload", onBeforeUnload);
    };
  }, [dirty, location.key]);

  if (leaving === null) return null;
  return (
    <Suspense fallback={null}>
      <DiscardConfirm
        onKeep={() => setLeaving(null)}
        onDiscard={() => {
          setLeaving(null);
          if ("delta" in leaving) {
            allowStep.current = true;
            window.history.go(leaving.delta);
            return;
          }
          // The router's base (/publisher) is part of the link's path: navigate within it.
          navigate(leaving.to.startsWith(`${base}/`) ? leaving.to.slice(base.length) : leaving.to);
        }}
      />
    </Suspense>
  );
};
