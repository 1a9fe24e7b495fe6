/** One notification: unread ones are marked (a dot and "Unread") and carry their own "Mark as read". */
import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { Notification } from "../../../contracts/notifications.contract";
import { DateTimeAgo } from "../../ui/date-time-ago";
import { toolbarButton } from "../../ui/list/parts";
import { type NeedsNetwork, NetworkButton } from "../../ui/needs-network";

export interface NotificationItemProps {
  readonly notification: Notification;
  readonly timeZone: string;
  readonly onMarkRead: (iri: string) => void;
  /** Whether a mark is on its way (this one's or all): the button waits. */
  readonly busy: boolean;
  /** Offline the button waits, described by the list's one reason. */
  readonly network: NeedsNetwork;
}

export const NotificationItem = ({ notification: n, timeZone, onMarkRead, busy, network }: NotificationItemProps) => {
  const intl = useIntl();
  const titleId = useId();
  return (
    <li
      aria-labelledby={titleId}
      className={`flex flex-wrap items-start gap-x-4 gap-y-2 px-4 py-3 sm:flex-nowrap ${n.read ? "" : "bg-teal-50/60 dark:bg-teal-400/5"}`}
    >
      <span
        aria-hidden="true"
        className={`mt-1.5 size-2.5 shrink-0 rounded-full ${n.read ? "bg-transparent" : "bg-teal-600 dark:bg-teal-300"}`}
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={titleId} className={`text-sm text-slate-900 dark:text-slate-50 ${n.read ? "font-medium" : "font-semibold"}`}>
            {n.title}
          </h3>
          {!n.read && (
            <span className="rounded-full bg-teal-700 px-2 py-0.5 text-xs font-medium text-white dark:bg-teal-300 dark:text-slate-950">
              <FormattedMessage id="notifications.unread" />
            </span>
          )}
        </div>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{n.message}</p>
        <DateTimeAgo iso={n.createdAt} timeZone={timeZone} className="mt-1 block text-xs text-slate-500 dark:text-slate-400" />
      </div>
      {!n.read && (
        <NetworkButton
          network={network}
          className={`${toolbarButton} ml-6 shrink-0 sm:ml-0`}
          disabled={busy}
          aria-label={intl.formatMessage({ id: "notifications.markReadFor" }, { title: n.title })}
          onClick={() => onMarkRead(n["@id"])}
        >
          <FormattedMessage id="notifications.markRead" />
        </NetworkButton>
      )}
    </li>
  );
};
