/**
 * The signed-in header's Headless UI controls, loaded after the first paint (src/ui/deferred.tsx;
 * docs/decisions/019-bundle-and-sort-speed.md): the latest-news popover and the user menu (with
 * the colour-scheme switch inside it). Until each has loaded, a plain button with the same look,
 * name and state stands in its place, and what the user does to it is handed over.
 */
import { useIntl } from "react-intl";
import { reportProblem } from "../../app/error-reporter";
import { usePublisher } from "../../app/react";
import { CLICK_KEYS, DeferredControl, MENU_KEYS, PLACEHOLDER_PROPS, deferredModule } from "../../ui/deferred";
import { CountBadge } from "./count-badge";
import type { LatestNews } from "./header-data";
import { MegaphoneIcon } from "./icons";
import { FOCUS_RING, ICON_BUTTON } from "./styles";
import { UserMenuTriggerContent, userMenuButtonClass } from "./user-menu-trigger";

const newsModule = deferredModule(
  () => import("./news-popover"),
  (error) => reportProblem("NewsPopoverLoadFailed", error),
);
const userMenuModule = deferredModule(
  () => import("./user-menu"),
  (error) => reportProblem("UserMenuLoadFailed", error),
);

/** `NewsPopover` (news-popover.tsx), behind a plain button until it has loaded. */
export const DeferredNewsPopover = ({ news }: { news: LatestNews }) => {
  const intl = useIntl();
  return (
    <DeferredControl
      module={newsModule}
      keys={CLICK_KEYS}
      placeholder={
        <button
          {...PLACEHOLDER_PROPS}
          aria-label={intl.formatMessage({ id: "header.news.button" }, { count: news.unread })}
          className={`${ICON_BUTTON} ${FOCUS_RING}`}
        >
          <MegaphoneIcon />
          <CountBadge count={news.unread} />
        </button>
      }
    >
      {(module) => <module.NewsPopover news={news} />}
    </DeferredControl>
  );
};

/** `UserMenu` (user-menu.tsx), behind a plain button until it has loaded. */
export const DeferredUserMenu = () => {
  const { username, relativeId } = usePublisher();
  return (
    <DeferredControl
      module={userMenuModule}
      keys={MENU_KEYS}
      placeholder={
        <button {...PLACEHOLDER_PROPS} aria-haspopup="menu" className={userMenuButtonClass("plain")}>
          <UserMenuTriggerContent username={username} relativeId={relativeId} />
        </button>
      }
    >
      {(module) => <module.UserMenu />}
    </DeferredControl>
  );
};
