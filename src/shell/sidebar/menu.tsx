/**
 * The sidebar menu: the entries of `MENU` (./menu-entries.ts) in order, an entry with a role shown only with that role.
 * The selected entry follows the first path segment (/announcements/article/2 selects News).
 */
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useLocation } from "react-router-dom";
import { useSession } from "../../app/react";
import { cx } from "./cx";
import { MENU_ICONS } from "./icons";
import { MENU } from "./menu-entries";

/** The first segment of a router path ("/announcements/article/2" → "announcements"). */
export const firstSegment = (pathname: string): string => pathname.split("/").find((part) => part !== "") ?? "";

export const Menu = ({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) => {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { publisher } = useSession();
  const roles = publisher?.customer.roles ?? [];
  const current = firstSegment(pathname);
  const entries = MENU.filter((entry) => entry.role === undefined || roles.includes(entry.role));

  return (
    <ul className="space-y-1">
      {entries.map(({ path, label, icon }) => {
        const selected = path === current;
        const Icon = MENU_ICONS[icon];
        return (
          <li key={path}>
            <Link
              to={`/${path}`}
              onClick={onNavigate}
              aria-current={selected ? "page" : undefined}
              title={collapsed ? intl.formatMessage({ id: label }) : undefined}
              className={cx(
                "relative flex h-10 items-center gap-3 rounded-lg text-sm font-medium outline-none transition-colors focus-visible:ring-2 focus-visible:ring-teal-600 dark:focus-visible:ring-teal-300",
                collapsed ? "justify-center" : "px-3",
                selected
                  ? "bg-teal-50 text-teal-800 dark:bg-teal-400/10 dark:text-teal-200"
                  : "text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white",
              )}
            >
              {selected && (
                <span aria-hidden="true" className="absolute inset-y-2 -left-3 w-1 rounded-r-full bg-teal-600 dark:bg-teal-300" />
              )}
              <Icon
                className={cx("size-5 shrink-0", selected ? "text-teal-700 dark:text-teal-300" : "text-slate-500 dark:text-slate-400")}
              />
              <span className={collapsed ? "sr-only" : "truncate"}>
                <FormattedMessage id={label} />
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
};
