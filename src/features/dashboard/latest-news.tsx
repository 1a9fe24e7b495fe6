/** The latest news on the dashboard: up to 3 announcements, each opening its article, and a link to all news. */
import { FormattedMessage } from "react-intl";
import { Link } from "react-router-dom";
import type { Announcement } from "../../../contracts/shell.contract";
import { formatSpecDateTime } from "../../lib/dates";
import { Card } from "../../ui/card";
import { CardTitle } from "./card-title";

export const LatestNews = ({ items, timeZone }: { items: ReadonlyArray<Announcement>; timeZone: string }) => {
  return (
    <Card as="section" aria-labelledby="dashboard-news" className="p-4">
      <div className="mb-2 flex items-baseline justify-between gap-2">
        <CardTitle id="dashboard-news" titleId="dashboard.news.title" />
        <Link
          to="/announcements"
          className="rounded text-sm font-medium text-teal-800 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-teal-600 dark:text-teal-300"
        >
          <FormattedMessage id="dashboard.news.all" />
        </Link>
      </div>
      {items.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">
          <FormattedMessage id="dashboard.news.empty" />
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {items.map((item) => (
            <li key={item.id} className="py-2">
              <Link
                to={`/announcements/article/${item.id}`}
                className="block rounded text-sm font-medium text-slate-900 outline-none hover:text-teal-800 focus-visible:ring-2 focus-visible:ring-teal-600 dark:text-slate-100 dark:hover:text-teal-300"
              >
                {item.title}
              </Link>
              <time dateTime={item.publishedAt} className="text-xs text-slate-500 dark:text-slate-400">
                {formatSpecDateTime(item.publishedAt, timeZone)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
};
