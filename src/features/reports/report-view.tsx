/**
 * A statistics tab (Summary, Revenue, Goal performance; spec 02 sections 2, 3, 5 and 9): the range,
 * the grouping chooser, the filter drawer with the report filter keys, the chart over time, the table
 * with its totals row, ordering, paging, the over-1000 warning and the export. All of it is the URL.
 */
import { Effect } from "effect";
import { useEffect, useMemo, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { useSearchParams } from "react-router-dom";
import type { ReportGrouping, ReportRow } from "../../../contracts/reports.contract";
import { REPORT_GROUPINGS, REPORT_ORDER, ReportQuery } from "../../../contracts/reports.contract";
import { withApi } from "../../api";
import { usePublisher } from "../../app/react";
import { toasts } from "../../app/toasts";
import { useApiQuery } from "../../app/use-api-query";
import { ListView, useListState, usePublisherDays, withoutPaging } from "../../ui/list";
import { ColumnChooser } from "./column-chooser";
import { columnChoice, columnsParam, visibleMetrics } from "./column-choice";
import { ExportButton } from "./export-button";
import { DEFAULT_GROUPING, GROUPING_OPTIONS, type StatisticsTab, groupingOnArrival } from "./grouping";
import { GroupingChooser } from "./grouping-chooser";
import { ReportChart } from "./report-chart";
import { type Metric, reportColumns } from "./report-columns";
import { previousRangeQuery } from "./previous-period";
import { reportFilters } from "./report-filters";
import { ReportMeta } from "./report-meta";
import { useReportPreferences } from "./use-report-preferences";
import { SavedViews } from "./saved-views";

const EXPORTS: Record<StatisticsTab, string> = {
  summary: "summaryExport",
  revenue: "revenueExport",
  goalPerformance: "goalPerformanceExport",
};
const FILE_NAMES: Record<StatisticsTab, string> = {
  summary: "summary-report.csv",
  revenue: "revenue-report.csv",
  goalPerformance: "goal-performance-report.csv",
};

const rowKey = (row: ReportRow) => `${row.key ?? ""}\u0000${row.goal?.key ?? ""}`;

export const ReportView = ({ tab }: { tab: StatisticsTab }) => {
  const intl = useIntl();
  const publisher = usePublisher();
  const roles = publisher.customer.roles;
  const smartlinks = roles.includes("ROLE_SMARTLINKS");
  const customLandings = roles.includes("ROLE_CUSTOM_LANDINGS");
  const filters = useMemo(() => reportFilters(smartlinks, customLandings), [smartlinks, customLandings]);
  const { defaultDateRange, timeZone } = usePublisherDays();
  const state = useListState({ query: ReportQuery, sortable: REPORT_ORDER, filters, defaultDateRange });
  const [params, setParams] = useSearchParams();
  const context = { tab, roles, filters: state.filters };

  // A link's grouping is checked once, on arrival: what the tab does not offer falls back to date, and says so.
  const [arrival] = useState(() => groupingOnArrival(params.get("groupBy"), context));
  const [chosen, setChosen] = useState(false);
  // setParams changes with every location: the correction runs once per arrival, not on each change.
  const corrected = useRef(false);
  useEffect(() => {
    if (!arrival.fellBack || corrected.current) return;
    corrected.current = true;
    toasts.show({ tone: "info", messageId: "reports.grouping.fellBack" });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("groupBy");
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [arrival, setParams]);
  const asked = params.get("groupBy");
  const known = asked !== null && (REPORT_GROUPINGS as ReadonlyArray<string>).includes(asked);
  // Until the URL is corrected, the link's grouping is not asked for (no request for what falls back).
  const groupBy: ReportGrouping =
    arrival.fellBack && !chosen && asked === arrival.asked ? DEFAULT_GROUPING : known ? (asked as ReportGrouping) : DEFAULT_GROUPING;

  const urlQuery = { ...state.query, groupBy };
  const query = { ...state.query, groupBy };
  const report = useApiQuery(
    withApi((api) => api.reports[tab]({ urlParams: query })),
    JSON.stringify(query),
  );
  const totals = report.data?.totals ?? null;
  // The period of equal length before: one more call for its totals (its rows are not needed).
  const previousRange = previousRangeQuery(state.dateRange, state.filters.date);
  const { date: _day, ...sameFilters } = state.filters;
  const previousQuery =
    previousRange === null
      ? null
      : ({ ...sameFilters, dateRange: previousRange, groupBy: "date", page: 1, itemsPerPage: 10 } as ReportQuery);
  const previousReport = useApiQuery(
    previousQuery === null ? Effect.succeed(null) : withApi((api) => api.reports[tab]({ urlParams: previousQuery })),
    `previous ${tab} ${JSON.stringify(previousQuery)}`,
  );
  const previous = previousReport.data?.totals ?? null;
  const { preferences, setHiddenColumns } = useReportPreferences();
  const visibleKey = visibleMetrics(tab, params.get(columnsParam(tab)), preferences.hiddenColumns[tab]).join(",");
  const visible = useMemo(() => visibleKey.split(",") as ReadonlyArray<Metric>, [visibleKey]);
  // Remembered columns go into the URL too (in place), so that a link copied from here opens with them.
  const remembered = params.get(columnsParam(tab)) === null ? columnChoice(tab, visible).param : null;
  useEffect(() => {
    if (remembered === null) return;
    setParams(
      (current) => {
        const p = new URLSearchParams(current);
        if (!p.has(columnsParam(tab))) p.set(columnsParam(tab), remembered);
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [remembered, tab, setParams]);
  const chooseColumns = (next: ReadonlyArray<Metric>) => {
    const { hidden, param } = columnChoice(tab, next);
    setHiddenColumns(tab, hidden);
    setParams(
      (current) => {
        const p = new URLSearchParams(current);
        if (param === null) p.delete(columnsParam(tab));
        else p.set(columnsParam(tab), param);
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  const option = GROUPING_OPTIONS.find((o) => o.groupBy === groupBy);
  const groupingLabel = intl.formatMessage({ id: option ? `reports.grouping.${option.option}` : "reports.grouping.date" });
  const columns = useMemo(
    () =>
      reportColumns({
        tab,
        groupingLabel,
        totals,
        symbol: publisher.currency.symbol,
        format: (value, digits = 0) => intl.formatNumber(value, { maximumFractionDigits: digits }),
        notSet: intl.formatMessage({ id: "reports.notSet" }),
        locale: intl.locale,
        visible,
        rows: report.data?.["hydra:member"] ?? [],
      }),
    [tab, groupingLabel, totals, publisher.currency.symbol, intl, visible, report.data],
  );
  const { page: _page, itemsPerPage: _size, ...chartQuery } = state.query;
  for (const key of Object.keys(chartQuery)) if (key.startsWith("order[")) delete (chartQuery as Record<string, unknown>)[key];

  const chooseGrouping = (next: ReportGrouping) => {
    setChosen(true);
    setParams(
      (current) => {
        const p = new URLSearchParams(current);
        p.delete("page");
        for (const key of [...p.keys()]) if (key.startsWith("order[")) p.delete(key);
        if (next === DEFAULT_GROUPING) p.delete("groupBy");
        else p.set("groupBy", next);
        return p;
      },
      { preventScrollReset: true },
    );
  };

  return (
    <div className="space-y-4">
      <SavedViews tab={tab} params={params} visible={visible} />
      <ListView
        label={intl.formatMessage({ id: `reports.tab.${tab}` })}
        state={state}
        columns={columns}
        query={report}
        rowKey={rowKey}
        filters={filters}
        footer
        actions={
          <>
            <ColumnChooser tab={tab} visible={visible} onChange={chooseColumns} />
            <ExportButton endpoint={EXPORTS[tab]} params={{ ...withoutPaging(urlQuery), columns: visibleKey }} fileName={FILE_NAMES[tab]} />
          </>
        }
        beforeTable={
          <>
            <GroupingChooser value={groupBy} context={context} onChange={chooseGrouping} />
            <ReportChart tab={tab} query={chartQuery} symbol={publisher.currency.symbol} />
            <ReportMeta
              computedAt={report.data?.computedAt ?? null}
              timeZone={timeZone}
              previousRange={previousRange}
              totals={totals}
              previous={previous}
              metrics={visible}
              loading={report.loading || previousReport.loading}
            />
          </>
        }
      />
    </div>
  );
};
