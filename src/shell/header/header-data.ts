/**
 * What the header polls (spec 01 section 7): unseen announcements (list and badge), the unread
 * notification count and the balance. Each hook aborts its request when its inputs change or the
 * header unmounts; a 401 goes to the shared handler (it sends the browser to login), other failures
 * are handled here as the spec says.
 */
import { Either } from "effect";
import { useEffect, useState } from "react";
import type { Announcement } from "../../../contracts/shell.contract";
import { withApi, type ApiError, runApi } from "../../api";
import { handleError } from "../../app/error-handler";
import { useLanguage, useSystem } from "../../app/react";

/** The balance refresh period (spec 01 section 9): 5 minutes. */
export const BALANCE_REFRESH_MS = 300_000;

/** The latest-news popover shows at most this many announcements (spec 01 section 9). */
export const LATEST_NEWS_LIMIT = 3;

/** A failed poll: only a lost session is everyone's business; cancellations are ignored. */
const onPollError = (error: ApiError) => {
  if (error._tag === "Unauthorized") handleError(error);
};

export interface LatestNews {
  readonly items: ReadonlyArray<Announcement>;
  readonly unread: number;
}

const NO_NEWS: LatestNews = { items: [], unread: 0 };

/** GET /announcements?unseen=true, once the profile is there and again on every language change; on error, empty and 0. */
export const useLatestNews = (): LatestNews => {
  const { api } = useSystem();
  const { locale } = useLanguage();
  const [news, setNews] = useState<LatestNews>(NO_NEWS);
  useEffect(() => {
    const controller = new AbortController();
    void runApi(api, withApi((api) => api.shell.announcements({ urlParams: { unseen: "true" } })), controller.signal).then((result) => {
      if (Either.isRight(result)) {
        setNews({ items: result.right["hydra:member"].slice(0, LATEST_NEWS_LIMIT), unread: result.right["hydra:totalItems"] });
        return;
      }
      if (result.left._tag === "Cancelled") return;
      setNews(NO_NEWS);
      onPollError(result.left);
    });
    return () => controller.abort();
  }, [api, locale]);
  return news;
};

/** GET /notifications/unseen, loaded with the header and again on each route change (`refreshKey`); on error, the last count. */
export const useUnseenNotifications = (refreshKey: string): number => {
  const { api } = useSystem();
  const [count, setCount] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    void runApi(api, withApi((api) => api.shell.unseenNotifications({})), controller.signal).then((result) => {
      if (Either.isRight(result)) setCount(result.right.count);
      else onPollError(result.left);
    });
    return () => controller.abort();
  }, [api, refreshKey]);
  return count;
};

/**
 * GET /ch/balance now and every `BALANCE_REFRESH_MS`; starts from the profile's balance and keeps
 * the last value when a refresh fails.
 */
export const useBalance = (initial: number): number => {
  const { api } = useSystem();
  const [balance, setBalance] = useState(initial);
  useEffect(() => {
    let controller: AbortController | undefined;
    const load = () => {
      controller?.abort();
      const current = new AbortController();
      controller = current;
      void runApi(api, withApi((api) => api.shell.balance({})), current.signal).then((result) => {
        if (Either.isRight(result)) setBalance(result.right);
        else onPollError(result.left);
      });
    };
    load();
    const timer = window.setInterval(load, BALANCE_REFRESH_MS);
    return () => {
      window.clearInterval(timer);
      controller?.abort();
    };
  }, [api]);
  return balance;
};
