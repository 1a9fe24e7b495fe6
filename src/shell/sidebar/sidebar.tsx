/**
 * The signed-in sidebar (spec 01 section 2): logo, menu and personal-manager card, 227 px wide.
 *
 * - Desktop (≥1024 px): expanded or collapsed to an icon rail; the choice is a persisted preference
 *   (usePreferences().sidebarCollapsed), so it survives a reload.
 * - Tablet (768–1023 px): an icon rail by default, so that the page keeps its width. The toggle
 *   expands the sidebar over the page (content does not reflow); navigating, Escape (focus in the
 *   sidebar) or a click beside it collapses it again. This choice is per visit and leaves the
 *   desktop preference alone.
 * - Mobile (≤767 px): no sidebar in the page; a drawer (Headless UI Dialog, sidebar-drawer.tsx)
 *   opened by the header's hamburger. It traps focus, closes on Escape, on a backdrop click and on
 *   navigation, and then gives focus back to the hamburger. Its code loads after the first paint, or
 *   at once when the hamburger is first pressed (src/ui/deferred.tsx).
 */
import { useState } from "react";
import { useIntl } from "react-intl";
import { useLocation } from "react-router-dom";
import { reportProblem } from "../../app/error-reporter";
import { usePreferences } from "../../app/react";
import { deferredModule } from "../../ui/deferred";
import { useDeferredModule } from "../../ui/use-deferred-module";
import { cx } from "./cx";
import { ChevronLeftIcon, ChevronRightIcon } from "./icons";
import { SIDEBAR_NAV_ID, SidebarPanel } from "./sidebar-panel";
import { MOBILE, TABLET, useMediaQuery } from "./use-media-query";

/** The drawer's element id, for the header's menu button (aria-controls). */
export const SIDEBAR_DRAWER_ID = "sidebar-drawer";

/** The collapse toggle sits on the sidebar's right edge, level with the header. */
const EDGE =
  "absolute -right-3 top-1/2 flex size-6 -translate-y-1/2 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-500 shadow-sm outline-none transition-colors hover:border-teal-300 hover:text-teal-700 focus-visible:ring-2 focus-visible:ring-teal-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-400 dark:hover:border-teal-500/60 dark:hover:text-teal-300 dark:focus-visible:ring-teal-300";

/** The drawer's module; the header's hamburger starts loading it when the pointer comes near or it gets the focus. */
export const sidebarDrawerModule = deferredModule(
  () => import("./sidebar-drawer"),
  (error) => reportProblem("SidebarDrawerLoadFailed", error),
);

export const Sidebar = ({ drawerOpen, onDrawerClose }: { drawerOpen: boolean; onDrawerClose: () => void }) => {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { sidebarCollapsed, setSidebarCollapsed } = usePreferences();
  const tablet = useMediaQuery(TABLET);
  const mobile = useMediaQuery(MOBILE);
  // On a tablet the sidebar is expanded for the path it was expanded on: navigating collapses it.
  const [tabletExpandedOn, setTabletExpandedOn] = useState<string | null>(null);
  const collapsed = tablet ? tabletExpandedOn !== pathname : sidebarCollapsed;
  const overlay = tablet && !collapsed;
  // Opened before its code arrived: it loads at once and mounts open, focus moving in as it does.
  const drawer = useDeferredModule(sidebarDrawerModule, { now: drawerOpen });

  const toggle = () => {
    if (tablet) setTabletExpandedOn(collapsed ? pathname : null);
    else setSidebarCollapsed(!sidebarCollapsed);
  };
  const hint = intl.formatMessage({ id: collapsed ? "sidebar.expand" : "sidebar.collapse" });

  return (
    <>
      {overlay && (
        <div aria-hidden="true" onClick={toggle} className="fixed inset-0 z-[35] hidden bg-slate-950/20 md:block dark:bg-slate-950/50" />
      )}
      <div
        onKeyDown={overlay ? (event) => event.key === "Escape" && toggle() : undefined}
        className={cx(
          "sticky top-(--strip-offset,0px) z-40 hidden h-[calc(100dvh-var(--strip-offset,0px))] shrink-0 self-start transition-[width] duration-200 md:block",
          tablet || collapsed ? "w-18" : "w-[227px]",
        )}
      >
        <div
          className={cx(
            "absolute inset-y-0 left-0 transition-[width] duration-200",
            collapsed ? "w-18" : "w-[227px]",
            overlay && "shadow-xl",
          )}
        >
          <SidebarPanel
            collapsed={collapsed}
            navId={SIDEBAR_NAV_ID}
            control={
              <button
                type="button"
                onClick={toggle}
                aria-expanded={!collapsed}
                aria-controls={SIDEBAR_NAV_ID}
                aria-label={intl.formatMessage({ id: "sidebar.toggle" })}
                title={hint}
                className={EDGE}
              >
                {collapsed ? <ChevronRightIcon className="size-3.5" /> : <ChevronLeftIcon className="size-3.5" />}
              </button>
            }
          />
        </div>
      </div>
      {drawer && <drawer.SidebarDrawer id={SIDEBAR_DRAWER_ID} open={drawerOpen && mobile} onClose={onDrawerClose} />}
    </>
  );
};
