/**
 * The user menu (spec 01 section 2): the first-letter avatar (colour from relativeId), username and
 * e-mail, the colour-scheme switch, Settings, "Download diagnostics" (the session's redacted journal as
 * JSON, for support) and Log out (the /logout route does the full navigation; disabled offline). The button is named by
 * what it shows (WCAG 2.5.3, label in name): the username, then "User menu" for screen readers.
 */
import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from "@headlessui/react";
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";
import { usePublisher, useSystem } from "../../app/react";
import { downloadDiagnostics } from "../../journal/export";
import { useNeedsNetwork } from "../../ui/needs-network";
import { ThemeSwitch } from "../theme-switch";
import { Avatar } from "./avatar";
import { CogIcon, LogoutIcon } from "./icons";
import { UserMenuTriggerContent, userMenuButtonClass } from "./user-menu-trigger";

const ITEM =
  "flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-700 outline-none data-[focus]:bg-slate-100 data-[focus]:text-slate-900 dark:text-slate-200 dark:data-[focus]:bg-slate-800 dark:data-[focus]:text-white";

const ItemLink = ({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) => (
  <MenuItem>
    <Link to={to} className={ITEM}>
      <span className="text-slate-400 dark:text-slate-500">{icon}</span>
      {children}
    </Link>
  </MenuItem>
);

/**
 * Log out: a full navigation to the server, which ends the session there. Offline it cannot: the item
 * stays, disabled, with the reason in it (docs/decisions/083-readable-offline.md).
 */
const LogoutItem = () => {
  const network = useNeedsNetwork();
  const icon = <LogoutIcon className="size-[1.125rem]" />;
  if (!network.offline)
    return (
      <ItemLink to="/logout" icon={icon}>
        <FormattedMessage id="header.logout" />
      </ItemLink>
    );
  return (
    <MenuItem disabled>
      <div className={`${ITEM} cursor-not-allowed flex-wrap opacity-70`} aria-describedby={network.describedBy}>
        <span className="text-slate-400 dark:text-slate-500">{icon}</span>
        <FormattedMessage id="header.logout" />
        <div aria-hidden="true" className="w-full">
          {network.note}
        </div>
      </div>
    </MenuItem>
  );
};

export const UserMenu = () => {
  const { username, email, relativeId } = usePublisher();
  const { store } = useSystem();
  return (
    <Menu>
      <MenuButton className={userMenuButtonClass("headless")}>
        <UserMenuTriggerContent username={username} relativeId={relativeId} />
      </MenuButton>
      <MenuItems
        anchor={{ to: "bottom end", gap: 8, padding: 8 }}
        transition
        className="z-50 w-72 max-w-[calc(100vw-1rem)] rounded-xl border border-slate-200 bg-white p-2 shadow-xl shadow-slate-900/10 outline-none transition duration-150 ease-out data-[closed]:-translate-y-1 data-[closed]:opacity-0 dark:border-slate-700 dark:bg-slate-900 dark:shadow-black/40"
      >
        <div className="flex items-center gap-3 px-2 pb-3 pt-1">
          <Avatar name={username} relativeId={relativeId} className="size-10 text-base" />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-slate-900 dark:text-slate-50">{username}</p>
            <p className="truncate text-xs text-slate-500 dark:text-slate-400">{email}</p>
          </div>
        </div>
        <ThemeSwitch variant="menu" className="px-1 pb-2" />
        <MenuSeparator className="-mx-2 my-1 h-px bg-slate-200 dark:bg-slate-700" />
        <ItemLink to="/settings" icon={<CogIcon className="size-[1.125rem]" />}>
          <FormattedMessage id="menu.settings" />
        </ItemLink>
        <MenuItem>
          <button type="button" className={ITEM} onClick={() => downloadDiagnostics(store)}>
            <span className="text-slate-400 dark:text-slate-500">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-[1.125rem]"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="M12 4v11m0 0l-4-4m4 4l4-4M5 19h14" />
              </svg>
            </span>
            <FormattedMessage id="header.diagnostics" />
          </button>
        </MenuItem>
        <LogoutItem />
      </MenuItems>
    </Menu>
  );
};
