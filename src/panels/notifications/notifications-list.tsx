/**
 * The publisher's notifications (spec 02 sections 3, 4 and 7; issue 11): a paged list, unread first and
 * marked, each unread one with "Mark as read", and "Mark all as read" while any is unread. Marking
 * reloads the list and the header's bell at once (`announceChange` in src/app/use-api-query.ts). The page lives in the
 * URL beside the tab (`?selectedTab=notifications&page=2`). Used by Support's and Settings' tabs.
 */
import { FormattedMessage, useIntl } from "react-intl";
import { timezoneOf } from "../../../machines/session/session.machine";
import { withApi } from "../../api";
import { useApiQuery, useChangeVersion } from "../../app/use-api-query";
import { usePublisher } from "../../app/react";
// The list parts one by one: the barrel (../../ui/list) would bring the table and the filter drawer too.
import { Feed } from "../../ui/list/feed";
import { usePageParams } from "../../ui/list/page-params";
import { toolbarButton } from "../../ui/list/parts";
import { NetworkButton, useNeedsNetwork } from "../../ui/needs-network";
import { useMarkRead } from "./mark-read";
import { NotificationItem } from "./notification-item";
// This group comes with the module that calls it, not at its first call (src/api/groups.ts).
import "../../../contracts/notifications.contract";

export const NotificationsList = () => {
  const intl = useIntl();
  const timeZone = timezoneOf(usePublisher());
  const state = usePageParams();
  const version = useChangeVersion("notifications");
  const { page, itemsPerPage } = state;
  const list = useApiQuery(
    withApi((api) => api.notifications.list({ urlParams: { page, itemsPerPage } })),
    `${page}:${itemsPerPage}:${version}`,
  );
  const unseen = useApiQuery(
    withApi((api) => api.shell.unseenNotifications({})),
    String(version),
  );
  const { mark, marking } = useMarkRead();
  // Marking asks the server: offline Mark all and each Mark as read wait, with one reason under Mark all.
  const network = useNeedsNetwork();

  const unread = unseen.latest?.count ?? 0;
  const label = intl.formatMessage({ id: "notifications.list.label" });

  return (
    <section aria-label={label} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          {unseen.latest && <FormattedMessage id="notifications.unreadCount" values={{ count: unread }} />}
        </p>
        <div className="text-right">
          <NetworkButton
            network={network}
            className={toolbarButton}
            disabled={unread === 0 || marking !== null}
            onClick={() => mark("all")}
          >
            <FormattedMessage id="notifications.markAllRead" />
          </NetworkButton>
          {network.note}
        </div>
      </div>
      <Feed label={label} query={list} pages={state} loadingId="notifications.loading" emptyId="notifications.empty">
        {(n) => (
          <NotificationItem key={n.id} notification={n} timeZone={timeZone} busy={marking !== null} network={network} onMarkRead={mark} />
        )}
      </Feed>
    </section>
  );
};
