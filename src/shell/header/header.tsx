/**
 * The signed-in header (spec 01 section 2): a 64 px bar (below the demo-mode strip) with the menu
 * button (mobile), the "Competition is live" link (desktop), the balance, the latest news, the
 * support chat (issue 26 item 3), the notifications bell, the language selector and the user menu. It sticks to the top of the page.
 * The news, language and user menus load after the first paint (header/deferred-controls.tsx).
 */
import { useIntl } from "react-intl";
import { useLocation } from "react-router-dom";
import { DeferredLanguageSelector } from "../deferred-language-selector";
import { FindButton } from "../find/find-button";
import { sidebarDrawerModule } from "../sidebar/sidebar";
import { Balance } from "./balance";
import { CompetitionLink } from "./competition-link";
import { DeferredNewsPopover, DeferredUserMenu } from "./deferred-controls";
import { FOCUS_RING, ICON_BUTTON } from "./styles";
import { useChatUnread, useLatestNews, useUnseenNotifications } from "./header-data";
import { MenuIcon } from "./icons";
import { NotificationsBell } from "./notifications-bell";
import { SupportChatButton } from "./support-chat-button";

/** The drawer's code starts loading when the pointer comes near the hamburger or it gets the focus. */
const preloadDrawer = () => void sidebarDrawerModule.load().catch(() => undefined);

export interface HeaderProps {
  /** Opens the sidebar drawer (mobile). */
  readonly onMenuClick: () => void;
  /** Whether the drawer is open, for the menu button's aria-expanded. */
  readonly menuOpen?: boolean;
  /** The drawer's element id, for the menu button's aria-controls. */
  readonly menuId?: string;
}

export const Header = ({ onMenuClick, menuOpen, menuId }: HeaderProps) => {
  const intl = useIntl();
  const { pathname } = useLocation();
  const news = useLatestNews();
  const unreadNotifications = useUnseenNotifications(pathname);
  const unreadChat = useChatUnread(pathname);
  return (
    <header className="sticky top-(--strip-offset,0px) z-30 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85 dark:bg-slate-900/95 dark:supports-[backdrop-filter]:bg-slate-900/85">
      {/* On a phone its controls are 44 px, side by side without gaps: the header still fits 360 px (issue 35 item 14). */}
      <div className="flex h-16 items-center gap-1 border-b sm:gap-2 border-slate-200 px-2 sm:px-4 md:px-6 lg:px-8 dark:border-slate-800">
        <button
          type="button"
          onClick={onMenuClick}
          onPointerEnter={preloadDrawer}
          onFocus={preloadDrawer}
          aria-label={intl.formatMessage({ id: "header.openMenu" })}
          aria-haspopup="dialog"
          {...(menuOpen !== undefined ? { "aria-expanded": menuOpen } : {})}
          {...(menuId && menuOpen ? { "aria-controls": menuId } : {})}
          className={`${ICON_BUTTON} ${FOCUS_RING} -ml-1 md:hidden`}
        >
          <MenuIcon className="size-6" />
        </button>
        <CompetitionLink />
        <div className="ml-auto flex min-w-0 items-center sm:gap-1.5">
          <FindButton />
          <Balance />
          <span aria-hidden="true" className="mx-1 hidden h-6 w-px bg-slate-200 sm:block dark:bg-slate-700" />
          <DeferredNewsPopover news={news} />
          <SupportChatButton unread={unreadChat} />
          <NotificationsBell unread={unreadNotifications} />
          <DeferredLanguageSelector
            variant="header"
            withThemeSwitch={false}
            className="max-sm:h-11 max-sm:min-w-11 max-sm:justify-center"
          />
          <span aria-hidden="true" className="mx-1 hidden h-6 w-px bg-slate-200 sm:block dark:bg-slate-700" />
          <DeferredUserMenu />
        </div>
      </div>
    </header>
  );
};
