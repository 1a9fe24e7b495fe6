/**
 * Asks before a page with unsaved changes is left (issue 25 item 8): a link to another page of the
 * portal shows "Discard your changes?" (Keep editing / Discard) instead of navigating; closing or
 * reloading the tab gets the browser's own question. Links that stay on the page (its tabs, which
 * keep what was typed) pass.
 */
import { useEffect, useState } from "react";
import { useHref, useLocation, useNavigate } from "react-router-dom";
import { DiscardConfirm } from "./modal";

export const LeaveGuard = ({ dirty }: { dirty: boolean }) => {
  const navigate = useNavigate();
  const location = useLocation();
  const base = useHref("/").replace(/\/$/, "");
  const [leavingTo, setLeavingTo] = useState<string | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.("a[href]");
      if (!(anchor instanceof HTMLAnchorElement) || (anchor.target !== "" && anchor.target !== "_self") || anchor.hasAttribute("download"))
        return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
      event.preventDefault();
      event.stopPropagation();
      setLeavingTo(`${url.pathname}${url.search}${url.hash}`);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    document.addEventListener("click", onClick, true);
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      document.removeEventListener("click", onClick, true);
      window.removeEventListener("beforeunload", onBeforeUnload);
    };
  }, [dirty, location.pathname]);

  if (leavingTo === null) return null;
  return (
    <DiscardConfirm
      onKeep={() => setLeavingTo(null)}
      onDiscard={() => {
        const to = leavingTo;
        setLeavingTo(null);
        // The router's base (/publisher) is part of the link's path: navigate within it.
        navigate(to.startsWith(`${base}/`) ? to.slice(base.length) : to);
      }}
    />
  );
};
