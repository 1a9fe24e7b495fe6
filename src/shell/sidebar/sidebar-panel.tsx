/** The sidebar's content, shared by the rail, the expanded sidebar and the mobile drawer. */
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import { cx } from "./cx";
import { LogoMark } from "./icons";
import { ManagerCard } from "./manager-card";
import { Menu } from "./menu";

export const SIDEBAR_NAV_ID = "sidebar-nav";

export const SidebarPanel = ({
  collapsed,
  control,
  onNavigate,
  navId,
  top,
}: {
  collapsed: boolean;
  /** The button beside the logo: the drawer's close button, or the collapse toggle (placed on the edge). */
  control: ReactNode;
  onNavigate?: () => void;
  navId?: string;
  /** Above the menu: the drawer's "Find anything" row (the header has no room for its button on a phone). */
  top?: ReactNode;
}) => {
  const intl = useIntl();
  return (
    <div data-shell="sidebar" className="flex h-full flex-col border-r border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div
        className={cx(
          "relative flex h-16 shrink-0 items-center gap-2 border-b border-slate-200 dark:border-slate-800",
          collapsed ? "justify-center" : "pl-4 pr-3",
        )}
      >
        <Link
          to="/dashboard"
          onClick={onNavigate}
          title={collapsed ? intl.formatMessage({ id: "app.title" }) : undefined}
          className={cx(
            "flex min-w-0 items-center gap-2.5 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-teal-600 dark:focus-visible:ring-teal-300",
            !collapsed && "flex-1",
          )}
        >
          <LogoMark className="size-8 shrink-0" />
          <span className={collapsed ? "sr-only" : "truncate text-[15px] font-semibold tracking-tight text-slate-900 dark:text-white"}>
            <FormattedMessage id="app.title" />
          </span>
        </Link>
        {control}
      </div>
      {top && <div className="shrink-0 px-3 pt-4">{top}</div>}
      <nav id={navId} aria-label={intl.formatMessage({ id: "sidebar.label" })} className="min-h-0 flex-1 overflow-y-auto px-3 py-4">
        <Menu collapsed={collapsed} onNavigate={onNavigate} />
      </nav>
      <ManagerCard collapsed={collapsed} onNavigate={onNavigate} />
    </div>
  );
};
