/**
 * What the header polls (spec 01 sections 7 and 9): unseen announcements (list and badge), the unread
 * notification count, the support chat's unread count (the balance is src/app/balance-source.tsx), each through `useApiQuery` (which aborts a request when its key
 * changes or the header unmounts). Only a lost session (401) is everyone's business: it goes to the
 * shared handler; other failures are handled here as the spec says, silently.
 */
import { withApi } from "../../api";
import { useLanguage } from "../../app/react";
import { useApiQuery, useChangeVersion } from "../../app/use-api-query";
import type { Announcement } from "../../../contracts/shell.contract";

/** The latest-news popover shows at most this many announcements (spec 01 section 9). */
export const LATEST_NEWS_LIMIT = 3;

export interface LatestNews {
  readonly items: ReadonlyArray<Announcement>;
  readonly unread: number;
}

const NO_NEWS: LatestNews = { items: [], unread: 0 };

/**
 * GET /announcements?unseen=true, once the profile is there and again on every language change (the
 * last news stay while the new language's load), and when an article was read (`announceChange`); on error, empty and 0.
 */
export const useLatestNews = (): LatestNews => {
  const { locale } = useLanguage();
  const seen = useChangeVersion("announcements");
  const { latest, error } = useApiQuery(
    withApi((api) => api.shell.announcements({ urlParams: { unseen: "true" } })),
    `${locale}:${seen}`,
  );
  if (error || !latest) return NO_NEWS;
  return { items: latest["hydra:member"].slice(0, LATEST_NEWS_LIMIT), unread: latest["hydra:totalItems"] };
};

/**
 * GET /notifications/unseen, loaded with the header and again on each route change (`refreshKey`) and
 * when notifications were marked read (`announceChange`); on error, the last count.
 */
export const useUnseenNotifications = (refreshKey: string): number => {
  const marked = useChangeVersion("notifications");
  const { latest } = useApiQuery(
    withApi((api) => api.shell.unseenNotifications({})),
    `${refreshKey}:${marked}`,
  );
  return latest?.count ?? 0;
};

/** How often the header asks for the support chat's unread count (docs/decisions/056-support-chat.md). */
export const CHAT_UNREAD_REFRESH_MS = 15_000;

/**
 * GET /support_chat/unread: with the header, on each route change, every CHAT_UNREAD_REFRESH_MS, and
 * when the open chat marked the manager's messages read (`announceChange`); on error, the last count.
 */
export const useChatUnread = (refreshKey: string): number => {
  const read = useChangeVersion("support-chat");
  const { latest } = useApiQuery(
    withApi((api) => api.supportChat.unread({})),
    `${refreshKey}:${read}`,
    { refreshEvery: CHAT_UNREAD_REFRESH_MS },
  );
  return latest?.count ?? 0;
};
