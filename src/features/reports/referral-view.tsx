/**
 * The Referral tab (spec 02 sections 2 and 7): the publishers this one referred, their payout and the
 * commission earned on them, by date or by referral, with totals, paging, ordering and the spec's
 * /referral/export; the referral terms above.
 */
import { type ColumnDef, createColumnHelper } from "@tanstack/react-table";
import { useId, useMemo } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useSearchParams } from "react-router-dom";
import type { ReferralReport, ReferralRow } from "../../../contracts/reports.contract";
import { REFERRAL_GROUPINGS, REFERRAL_ORDER, ReferralQuery } from "../../../contracts/reports.contract";
import { withApi } from "../../api";
import { usePublisher } from "../../app/react";
import { useApiQuery } from "../../app/use-api-query";
import { formatMoney } from "../../lib/money";
import { type FilterField, ListView, useListState, usePublisherDays, withContract, withoutPaging } from "../../ui/list";
import { ExportButton } from "./export-button";

const FILTERS: ReadonlyArray<FilterField> = withContract(ReferralQuery, [
  { name: "referral", labelId: "reports.referral.filter", kind: "list" },
]);
const column = createColumnHelper<ReferralRow>();
type Grouping = (typeof REFERRAL_GROUPINGS)[number];

export const ReferralView = () => {
  const intl = useIntl();
  const id = useId();
  const symbol = usePublisher().currency.symbol;
  const { defaultDateRange } = usePublisherDays();
  const state = useListState({ query: ReferralQuery, sortable: REFERRAL_ORDER, filters: FILTERS, defaultDateRange });
  const [params, setParams] = useSearchParams();
  const groupBy: Grouping = params.get("groupBy") === "referral" ? "referral" : "date";
  const query = { ...state.query, groupBy };
  const report = useApiQuery(
    withApi((api) => api.reports.referral({ urlParams: query })),
    JSON.stringify(query),
  );
  const data: ReferralReport | null = report.data ?? report.latest;
  const totals = report.data?.totals ?? null;

  const columns = useMemo(
    () =>
      [
        column.accessor("key", {
          header: () => <FormattedMessage id={groupBy === "referral" ? "reports.referral.byReferral" : "reports.grouping.date"} />,
          cell: (c) => c.row.original.label,
          footer: () => <FormattedMessage id="reports.total" />,
        }),
        column.accessor("referrals", {
          meta: { align: "right" },
          header: () => <FormattedMessage id="reports.referral.referrals" />,
          cell: (c) => intl.formatNumber(c.getValue()),
          footer: () => (totals ? intl.formatNumber(totals.referrals) : null),
        }),
        column.accessor("conversions", {
          meta: { align: "right" },
          header: () => <FormattedMessage id="metric.conversions" />,
          cell: (c) => intl.formatNumber(c.getValue()),
          footer: () => (totals ? intl.formatNumber(totals.conversions) : null),
        }),
        column.accessor("payout", {
          meta: { align: "right" },
          header: () => <FormattedMessage id="reports.referral.payout" />,
          cell: (c) => formatMoney(c.getValue(), symbol),
          footer: () => (totals ? formatMoney(totals.payout, symbol) : null),
        }),
        column.accessor("commission", {
          meta: { align: "right" },
          header: () => <FormattedMessage id="reports.referral.commission" />,
          cell: (c) => formatMoney(c.getValue(), symbol),
          footer: () => (totals ? formatMoney(totals.commission, symbol) : null),
        }),
      ] as ReadonlyArray<ColumnDef<ReferralRow, never>>,
    [groupBy, totals, symbol, intl],
  );

  return (
    <ListView
      label={intl.formatMessage({ id: "reports.tab.referral" })}
      state={state}
      columns={columns}
      query={report}
      rowKey={(row) => row.key}
      filters={FILTERS}
      footer
      actions={
        <ExportButton endpoint="referralExport" params={withoutPaging({ ...state.query, groupBy })} fileName="referral-report.csv" />
      }
      beforeTable={
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-200">
              <FormattedMessage id="reports.grouping.label" />
            </label>
            <select
              id={id}
              value={groupBy}
              onChange={(event) =>
                setParams(
                  (current) => {
                    const p = new URLSearchParams(current);
                    p.delete("page");
                    if (event.target.value === "date") p.delete("groupBy");
                    else p.set("groupBy", event.target.value);
                    return p;
                  },
                  { preventScrollReset: true },
                )
              }
              className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 outline-none focus-visible:ring-2 focus-visible:ring-teal-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
            >
              <option value="date">{intl.formatMessage({ id: "reports.grouping.date" })}</option>
              <option value="referral">{intl.formatMessage({ id: "reports.referral.byReferral" })}</option>
            </select>
          </div>
          {data && (
            <p className="rounded-lg bg-teal-50 px-3 py-2 text-sm text-teal-900 dark:bg-teal-400/10 dark:text-teal-100">
              <FormattedMessage
                id="reports.referral.terms"
                values={{ rate: intl.formatNumber(data.commissionRate, { style: "percent", maximumFractionDigits: 2 }) }}
              />
            </p>
          )}
        </div>
      }
    />
  );
};
