/**
 * A news article at `announcements/article/{id}` (spec 01 section 2; issue 11): its title, when it
 * was published, its preview image and its body ("Article is empty." when it has none; "Not Found"
 * for an unknown id, the spec's texts). Reading it marks it seen on the server, so the header's
 * unread-news badge asks again (`announceChange`).
 */
import { Effect } from "effect";
import { useEffect } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useParams } from "react-router-dom";
import { timezoneOf } from "../../../machines/session/session.machine";
import { withApi } from "../../api";
import { announceChange, useApiQuery } from "../../app/use-api-query";
import { useLanguage, usePublisher } from "../../app/react";
import { DateTimeAgo } from "../../ui/date-time-ago";
import { LoadFailed } from "../../ui/load-failed";
import { PageTitle } from "../../ui/page-title";
import { ArticleBody } from "./article-body";
import { Card } from "../../ui/card";

/** The document's title follows the article's. */
const useDocumentTitle = (title: string | undefined) => {
  const intl = useIntl();
  useEffect(() => {
    if (title) document.title = `${title} · ${intl.formatMessage({ id: "app.title" })}`;
  }, [title, intl]);
};

const BackLink = () => (
  <Link
    to="/announcements"
    className="inline-flex items-center gap-1 rounded text-sm font-medium text-teal-800 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-teal-600 dark:text-teal-300 dark:focus-visible:ring-teal-400"
  >
    <span aria-hidden="true">←</span>
    <FormattedMessage id="news.back" />
  </Link>
);

export default function AnnouncementArticlePage() {
  const { id = "" } = useParams();
  const { locale } = useLanguage();
  const timeZone = timezoneOf(usePublisher());
  const valid = /^[1-9][0-9]{0,8}$/.test(id);
  // An id that is no number is not asked for: it is not found as it stands.
  const article = useApiQuery(
    valid ? withApi((api) => api.shell.article({ path: { id: Number(id) } })) : Effect.succeed(null),
    `${locale}:${id}`,
  );
  const data = article.data;
  useDocumentTitle(data?.title);
  useEffect(() => {
    if (data) announceChange("announcements");
  }, [data]);

  const notFound = !valid || (article.error?._tag === "RequestFailed" && article.error.status === 404);
  if (notFound || (!data && article.error)) {
    return (
      <div className="space-y-4">
        <BackLink />
        <PageTitle id="page.article" />
        {notFound || !article.error ? (
          <Card as="p" role="alert" className="px-4 py-6 text-sm text-slate-700 dark:text-slate-200">
            <FormattedMessage id="news.article.notFound" />
          </Card>
        ) : (
          <LoadFailed error={article.error} onRetry={article.retry} />
        )}
      </div>
    );
  }
  if (!data) {
    return (
      <div className="space-y-4">
        <BackLink />
        <p aria-busy="true" className="text-sm text-slate-500 dark:text-slate-400">
          <FormattedMessage id="news.loading" />
        </p>
      </div>
    );
  }
  return (
    <article aria-labelledby="article-title" className="max-w-3xl space-y-4">
      <BackLink />
      <header className="space-y-1">
        <h1 id="article-title" className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-slate-50">
          {data.title}
        </h1>
        <DateTimeAgo iso={data.publishedAt} timeZone={timeZone} className="block text-sm text-slate-500 dark:text-slate-400" />
      </header>
      {data.previewImagePath && (
        <img
          src={data.previewImagePath}
          alt=""
          className="aspect-[16/7] w-full rounded-xl border border-slate-200 bg-slate-100 object-cover dark:border-slate-700 dark:bg-slate-800"
        />
      )}
      <ArticleBody body={data.body} />
    </article>
  );
}
