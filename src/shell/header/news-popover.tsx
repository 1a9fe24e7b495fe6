/**
 * The latest-news popover (spec 01 sections 2 and 9): a button with the unread-announcement badge
 * and a panel with up to 3 unseen announcements (preview image, title, relative publication time,
 * in the publisher's time zone), each opening its article, and a link to all news.
 */
import { Popover, PopoverButton, PopoverPanel } from "@headlessui/react";
import { FormattedMessage, FormattedRelativeTime, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import type { Announcement } from "../../../contracts/shell.contract";
import { timezoneOf } from "../../../machines/session/session.machine";
import { usePublisher } from "../../app/react";
import { formatSpecDateTime, relativeTime } from "../../lib/dates";
import { CountBadge } from "./count-badge";
import { HEADLESS_FOCUS_RING, ICON_BUTTON } from "./styles";
import type { LatestNews } from "./header-data";
import { ArrowRightIcon, MegaphoneIcon, NewspaperIcon } from "./icons";

const PublishedAt = ({ iso, timeZone }: { iso: string; timeZone: string }) => {
  const { value, unit } = relativeTime(iso, timeZone);
  return (
    <time dateTime={iso} title={formatSpecDateTime(iso, timeZone)}>
      <FormattedRelativeTime value={value} unit={unit} numeric="auto" />
    </time>
  );
};

const Preview = ({ path }: { path: string | null }) =>
  path ? (
    <img
      src={path}
      alt=""
      loading="lazy"
      className="h-12 w-16 shrink-0 rounded-lg border border-slate-200 bg-slate-100 object-cover dark:border-slate-700 dark:bg-slate-800"
    />
  ) : (
    <span
      aria-hidden="true"
      className="flex h-12 w-16 shrink-0 items-center justify-center rounded-lg border border-slate-200 bg-slate-100 text-slate-400 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-500"
    >
      <NewspaperIcon className="size-6" />
    </span>
  );

const NewsItem = ({ item, timeZone, onOpen }: { item: Announcement; timeZone: string; onOpen: () => void }) => (
  <li>
    <Link
      to={`/announcements/article/${item.id}`}
      onClick={onOpen}
      className="flex items-start gap-3 rounded-lg px-2 py-2 outline-none transition-colors hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-teal-600 dark:hover:bg-slate-800/70 dark:focus-visible:ring-teal-400"
    >
      <Preview path={item.previewImagePath} />
      <span className="min-w-0 flex-1">
        <span className="line-clamp-2 text-sm font-medium leading-snug text-slate-900 dark:text-slate-100">{item.title}</span>
        <span className="mt-1 block text-xs text-slate-500 dark:text-slate-400">
          <PublishedAt iso={item.publishedAt} timeZone={timeZone} />
        </span>
      </span>
    </Link>
  </li>
);

export const NewsPopover = ({ news }: { news: LatestNews }) => {
  const intl = useIntl();
  const timeZone = timezoneOf(usePublisher());
  const title = intl.formatMessage({ id: "header.news.title" });
  return (
    <Popover>
      <PopoverButton
        aria-label={intl.formatMessage({ id: "header.news.button" }, { count: news.unread })}
        className={`${ICON_BUTTON} ${HEADLESS_FOCUS_RING}`}
      >
        <MegaphoneIcon />
        <CountBadge count={news.unread} />
      </PopoverButton>
      <PopoverPanel
        anchor={{ to: "bottom end", gap: 8, padding: 8 }}
        transition
        className="z-50 w-[22rem] max-w-[calc(100vw-1rem)] rounded-xl border border-slate-200 bg-white shadow-xl shadow-slate-900/10 outline-none transition duration-150 ease-out data-[closed]:-translate-y-1 data-[closed]:opacity-0 dark:border-slate-700 dark:bg-slate-900 dark:shadow-black/40"
      >
        {({ close }) => (
          <>
            <div className="flex items-center justify-between gap-3 px-4 pb-2 pt-3">
              <h2 className="text-sm font-semibold text-slate-900 dark:text-slate-50">{title}</h2>
              {news.unread > 0 && (
                <span className="rounded-full bg-teal-50 px-2 py-0.5 text-xs font-medium text-teal-800 dark:bg-teal-400/10 dark:text-teal-300">
                  <FormattedMessage id="header.news.unread" values={{ count: news.unread }} />
                </span>
              )}
            </div>
            {news.items.length === 0 ? (
              <div className="flex flex-col items-center gap-2 px-4 pb-6 pt-4 text-center">
                <span
                  aria-hidden="true"
                  className="flex size-10 items-center justify-center rounded-full bg-slate-100 text-slate-400 dark:bg-slate-800 dark:text-slate-500"
                >
                  <NewspaperIcon />
                </span>
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  <FormattedMessage id="header.news.empty" />
                </p>
              </div>
            ) : (
              <ul aria-label={title} className="space-y-0.5 px-2 pb-2">
                {news.items.map((item) => (
                  <NewsItem key={item.id} item={item} timeZone={timeZone} onOpen={() => close()} />
                ))}
              </ul>
            )}
            <div className="border-t border-slate-200 p-2 dark:border-slate-700">
              <Link
                to="/announcements"
                onClick={() => close()}
                className="flex items-center justify-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium text-teal-700 outline-none transition-colors hover:bg-teal-50 focus-visible:ring-2 focus-visible:ring-teal-600 dark:text-teal-300 dark:hover:bg-teal-400/10 dark:focus-visible:ring-teal-400"
              >
                <FormattedMessage id="header.news.all" />
                <ArrowRightIcon className="size-4" />
              </Link>
            </div>
          </>
        )}
      </PopoverPanel>
    </Popover>
  );
};
