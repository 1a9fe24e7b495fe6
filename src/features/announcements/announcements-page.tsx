/**
 * News (spec 01 section 2, spec 02 section 2; issue 11): every announcement, newest first, paged
 * (`?page=` in the URL), each with its preview image, its title opening the article, when it was
 * published (relative and absolute, in the publisher's time zone) and "Unread" while not read. The
 * unread ones come from `?unseen=true` (the badge's own call): an announcement carries no flag.
 */
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router-dom";
import type { Announcement } from "../../../contracts/shell.contract";
import { timezoneOf } from "../../../machines/session/session.machine";
import { withApi } from "../../api";
import { useApiQuery, useChangeVersion } from "../../app/use-api-query";
import { useLanguage, usePublisher } from "../../app/react";
import { DateTimeAgo } from "../../ui/date-time-ago";
// The list parts one by one: the barrel (../../ui/list) would bring the table and the filter drawer too.
import { Feed } from "../../ui/list/feed";
import { usePageParams } from "../../ui/list/page-params";
import { PageTitle } from "../../ui/page-title";

const PREVIEW =
  "h-16 w-24 shrink-0 rounded-lg border border-slate-200 bg-slate-100 sm:h-20 sm:w-32 dark:border-slate-700 dark:bg-slate-800";
/** The unseen announcements asked for at once (the API's largest page). */
const UNSEEN_PAGE = 100;

/** The preview image, or a quiet placeholder when there is none (decorative: the title says what it is). */
const Preview = ({ path }: { path: string | null }) =>
  path ? (
    <img src={path} alt="" loading="lazy" className={`${PREVIEW} object-cover`} />
  ) : (
    <span aria-hidden="true" className={`${PREVIEW} flex items-center justify-center text-slate-400 dark:text-slate-500`}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" className="size-7">
        <path
          d="M4 5h13v14H6a2 2 0 0 1-2-2V5Zm13 4h3v8a2 2 0 0 1-2 2h-1M7 9h7M7 12h7M7 15h4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );

const NewsItem = ({ item, unread, timeZone }: { item: Announcement; unread: boolean; timeZone: string }) => (
  <li className={`flex items-start gap-4 px-4 py-4 ${unread ? "bg-teal-50/60 dark:bg-teal-400/5" : ""}`}>
    <Preview path={item.previewImagePath} />
    <div className="min-w-0 flex-1">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className={`text-base text-slate-900 dark:text-slate-50 ${unread ? "font-semibold" : "font-medium"}`}>
          <Link
            to={`/announcements/article/${item.id}`}
            className="rounded outline-none hover:text-teal-800 hover:underline focus-visible:ring-2 focus-visible:ring-teal-600 dark:hover:text-teal-300 dark:focus-visible:ring-teal-400"
          >
            {item.title}
          </Link>
        </h2>
        {unread && (
          <span className="rounded-full bg-teal-700 px-2 py-0.5 text-xs font-medium text-white dark:bg-teal-300 dark:text-slate-950">
            <FormattedMessage id="news.unread" />
          </span>
        )}
      </div>
      <DateTimeAgo iso={item.publishedAt} timeZone={timeZone} className="mt-1 block text-sm text-slate-500 dark:text-slate-400" />
    </div>
  </li>
);

export default function AnnouncementsPage() {
  const intl = useIntl();
  const { locale } = useLanguage();
  const timeZone = timezoneOf(usePublisher());
  const state = usePageParams();
  const { page, itemsPerPage } = state;
  const seen = useChangeVersion("announcements");
  const list = useApiQuery(
    withApi((api) => api.shell.announcements({ urlParams: { page, itemsPerPage } })),
    `${locale}:${page}:${itemsPerPage}`,
  );
  const unseen = useApiQuery(
    withApi((api) => api.shell.announcements({ urlParams: { unseen: "true", itemsPerPage: UNSEEN_PAGE } })),
    `${locale}:${seen}`,
  );
  const unread = new Set(unseen.latest?.["hydra:member"].map((a) => a.id));
  const label = intl.formatMessage({ id: "menu.announcements" });

  return (
    <div className="space-y-4">
      <PageTitle id="menu.announcements" />
      <Feed label={label} query={list} pages={state} loadingId="news.loading" emptyId="news.empty">
        {(item) => <NewsItem key={item.id} item={item} unread={unread.has(item.id)} timeZone={timeZone} />}
      </Feed>
    </div>
  );
}
