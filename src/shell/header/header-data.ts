/**
 * What the header polls (spec 01 sections 7 and 9): unseen announcements (list and badge), the unread
 * notification count and the balance, each through `useApiQuery` (which aborts a request when its key
 * changes or the header unmounts). Only a lost session (401) is everyone's business: it goes to the
 * shared handler; other failures are handled here as the spec says, silently.
 */
import { ShellApi } from "../../api";
import { useLanguage } from "../../app/react";
import { useApiQuery } from "../../app/use-api-query";
import type { Announcement } from "../../../contracts/shell.contract";

/** The balance refresh period (spec 01 section 9): 5 minutes. */
export const BALANCE_REFRESH_MS = 300_000;

/** The latest-news popover shows at most this many announcements (spec 01 section 9). */
export const LATEST_NEWS_LIMIT = 3;

export interface LatestNews {
  readonly items: ReadonlyArray<Announcement>;
  readonly unread: number;
}

const NO_NEWS: LatestNews = { items: [], unread: 0 };

/**
 * GET /announcements?unseen=true, once the profile is there and again on every language change (the
 * last news stay while the new language's load); on error, empty and 0.
 */
export const useLatestNews = (): LatestNews => {
  const { locale } = useLanguage();
  const { latest, error } = useApiQuery(ShellApi.announcements({ unseen: "true" }), locale);
  if (error || !latest) return NO_NEWS;
  return { items: latest["hydra:member"].slice(0, LATEST_NEWS_LIMIT), unread: latest["hydra:totalItems"] };
};

/** GET /notifications/unseen, loaded with the header and again on each route change (`refreshKey`); on error, the last count. */
export const useUnseenNotifications = (refreshKey: string): number => {
  const { latest } = useApiQuery(ShellApi.unseenNotifications(), refreshKey);
  return latest?.count ?? 0;
};

/**
 * GET /ch/balance now and every `BALANCE_REFRESH_MS`; starts from the profile's balance (`initial`)
 * and keeps the last value when a refresh fails. One poll serves the header and the Balance page
 * (balance-source.tsx).
 */
export const useBalancePoll = (initial: number): number => {
  const { latest } = useApiQuery(ShellApi.balance(), "balance", { refreshEvery: BALANCE_REFRESH_MS });
  return latest ?? initial;
};
