/**
 * The dashboard (spec 02 sections 1, 2 and 7): activity by period, the performance chart and the
 * impressions over a chosen range (kept in the URL as `dateRange`, days in the publisher's time
 * zone), smartlinks compared with offers, and the latest news. A publisher without traffic yet sees
 * what to do first instead of zeros.
 */
import { useMemo } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useSearchParams } from "react-router-dom";
import { withApi } from "../../api";
import { useHasRole, usePublisher } from "../../app/react";
import { useApiQuery } from "../../app/use-api-query";
import { timeZoneLabel } from "../../lib/dates";
import { DateRangePicker } from "../../ui/date-range/date-range-picker";
import { DEFAULT_PRESET, fromQuery, presetRange, toQuery, todayIn } from "../../ui/date-range/range";
import { timezoneOf } from "../../../machines/session/session.machine";
import { errorText } from "../../ui/error-text";
import { PageTitle } from "../../ui/page-title";
import { ActivityCards } from "./activity-cards";
import { EmptyDashboard } from "./empty-dashboard";
import { Freshness } from "../../ui/freshness";
import { ImpressionsCard } from "./impressions-card";
import { LatestNews } from "./latest-news";
import { PerformanceChart } from "./performance-chart";
import { SourcesCard } from "./sources-card";
import { CARD } from "../../ui/card";
// This group comes with the module that calls it, not at its first call (src/api/groups.ts).
import "../../../contracts/dashboard.contract";
import { CardTitle } from "./card-title";

const card = `${CARD} p-4`;

const Loading = () => (
  <div role="status" aria-busy="true" className={`${card} h-40 animate-pulse`}>
    <span className="sr-only">
      <FormattedMessage id="lists.loading" />
    </span>
  </div>
);

export default function DashboardPage() {
  const intl = useIntl();
  const publisher = usePublisher();
  const symbol = publisher.currency.symbol;
  const smartlinks = useHasRole("ROLE_SMARTLINKS");
  // The publisher's days (as the lists' usePublisherDays, without loading the list toolkit on the dashboard).
  const days = { timeZone: timezoneOf(publisher), networkTimeZone: publisher.networkTimezone, today: todayIn(timezoneOf(publisher)) };
  const [params, setParams] = useSearchParams();
  const range = useMemo(() => fromQuery(params.get("dateRange")) ?? presetRange(DEFAULT_PRESET, days.today), [params, days.today]);
  const dateRange = toQuery(range);

  const summary = useApiQuery(
    withApi((api) => api.dashboard.summary({})),
    "dashboard",
  );
  const chart = useApiQuery(
    withApi((api) => api.dashboard.chart({ urlParams: { dateRange } })),
    dateRange,
  );
  const impressions = useApiQuery(
    withApi((api) => api.dashboard.impressions({ urlParams: { dateRange } })),
    dateRange,
  );
  const news = useApiQuery(
    withApi((api) => api.shell.announcements({ urlParams: { itemsPerPage: 3 } })),
    "news",
  );

  const data = summary.data;
  const noTraffic = data !== null && data.periods.every((p) => p.clicks === 0 && p.conversions === 0 && p.previous.clicks === 0);
  const timeZone = data?.timeZone ?? days.timeZone;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <PageTitle id="menu.dashboard" />
        {data && <Freshness computedAt={data.computedAt} timeZone={timeZone} />}
      </div>
      {summary.error ? (
        <p role="alert" className={`${card} text-sm text-slate-700 dark:text-slate-200`}>
          {errorText(summary.error, intl)}
        </p>
      ) : !data ? (
        <Loading />
      ) : noTraffic ? (
        <EmptyDashboard smartlinks={smartlinks} />
      ) : (
        <>
          <ActivityCards periods={data.periods} symbol={symbol} />
          <section aria-labelledby="dashboard-performance" className={`${card} space-y-3`}>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div>
                <CardTitle id="dashboard-performance" titleId="dashboard.chart.title" />
                <p className="text-xs text-slate-500 dark:text-slate-400">
                  <FormattedMessage
                    id="dashboard.chart.timeZone"
                    values={{ zone: `${timeZone} (${timeZoneLabel(timeZone, intl.locale)})` }}
                  />
                </p>
              </div>
              <DateRangePicker
                value={range}
                today={days.today}
                timeZone={days.timeZone}
                networkTimeZone={days.networkTimeZone}
                onChange={(next) => {
                  const p = new URLSearchParams(params);
                  p.set("dateRange", toQuery(next));
                  setParams(p, { preventScrollReset: true });
                }}
              />
            </div>
            {chart.error ? (
              <p role="alert" className="text-sm text-slate-700 dark:text-slate-200">
                {errorText(chart.error, intl)}
              </p>
            ) : chart.data ? (
              <PerformanceChart chart={chart.data} symbol={symbol} />
            ) : (
              <Loading />
            )}
          </section>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
            {impressions.data ? <ImpressionsCard impressions={impressions.data} symbol={symbol} /> : <Loading />}
            <SourcesCard sources={data.sources} symbol={symbol} />
            <LatestNews items={news.data?.["hydra:member"] ?? []} timeZone={timeZone} />
          </div>
        </>
      )}
      {noTraffic && <LatestNews items={news.data?.["hydra:member"] ?? []} timeZone={timeZone} />}
    </div>
  );
}
