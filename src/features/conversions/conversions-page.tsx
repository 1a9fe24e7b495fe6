/** Conversions (spec 02 sections 2, 3 and 7): the list with filters and the streamed CSV export. */
import { type ColumnDef, createColumnHelper } from "@tanstack/react-table";
import { Either } from "effect";
import { Suspense, useMemo, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { Conversion } from "../../../contracts/conversions.contract";
import {
  CONVERSION_ORDER,
  ConversionQuery,
  ConversionStatus,
  ConversionType,
  ConversionsGroup,
  Device,
} from "../../../contracts/conversions.contract";
import { apiOf } from "../../../contracts/shared-errors";
import { runApi, streamedGet, withApi } from "../../api";
import { handleError } from "../../app/error-handler";
import { usePublisher, useSystem } from "../../app/react";
import { saveFile } from "../../lib/save-file";
import { toasts } from "../../app/toasts";
import { useListQuery } from "../../app/use-list-query";
import { formatMoney } from "../../lib/money";
import { PageTitle } from "../../ui/page-title";
import { ConversionStatusCell, StatusSummary } from "./conversion-status";
import { lazyComponent } from "../../ui/lazy-component";

// A conversion's postback deliveries (issue 27.2): the shared log dialog, loaded when first opened.
const DeliveriesDialog = lazyComponent(() => import("../../panels/postbacks/deliveries-dialog"));
import {
  CopyButton,
  CountryFlags,
  type FilterField,
  ListView,
  Truncated,
  payoutText,
  toolbarButton,
  useDateTimeFormat,
  useListState,
  usePublisherDays,
  withContract,
  withoutPaging,
} from "../../ui/list";
import { DownloadIcon } from "../../ui/download-icon";
import { NetworkButton } from "../../ui/needs-network";

// Checked against the request's own query schema: a value it would refuse is refused in the drawer and left out of a link.
const FILTERS: ReadonlyArray<FilterField> = withContract(ConversionQuery, [
  {
    name: "country",
    labelId: "lists.conversions.country",
    kind: "list",
    picker: "countries",
    itemCase: "upper",
    itemErrorId: "lists.conversions.countryError",
  },
  {
    name: "device",
    labelId: "lists.conversions.device",
    kind: "select",
    options: Device.literals.map((value) => ({ value, labelId: `lists.device.${value}` })),
  },
  {
    name: "type",
    labelId: "lists.conversions.type",
    kind: "select",
    options: ConversionType.literals.map((value) => ({ value, labelId: `lists.conversionType.${value}` })),
  },
  {
    name: "status",
    labelId: "lists.conversions.status",
    kind: "select",
    options: ConversionStatus.literals.map((value) => ({ value, labelId: `lists.conversionStatus.${value}` })),
  },
  { name: "offerRelativeId", labelId: "lists.conversions.offers", kind: "lookup", lookup: "offers", hintId: "lists.lookup.hint" },
  {
    name: "smartlinkRelativeId",
    labelId: "lists.conversions.smartlinks",
    kind: "lookup",
    lookup: "smartlinks",
    hintId: "lists.lookup.hint",
  },
  { name: "externalClickId", labelId: "lists.conversions.externalClickId", kind: "text" },
  { name: "subsource", labelId: "lists.conversions.subsource", kind: "text" },
]);

const column = createColumnHelper<Conversion>();

const rowAction =
  "whitespace-nowrap rounded-md px-2 py-1 text-sm font-medium text-teal-800 outline-none hover:bg-teal-50 focus-visible:ring-2 focus-visible:ring-teal-600 dark:text-teal-300 dark:hover:bg-teal-400/10 dark:focus-visible:ring-teal-400";

/** The export's address, from the contract (its records are typed by string keys, hence the check). */
const EXPORT_PATH: string =
  apiOf(ConversionsGroup).groups.conversions?.endpoints.export?.path ??
  (() => {
    throw new Error("contracts/conversions.contract.ts: conversions.export is missing");
  })();

export default function ConversionsPage() {
  const intl = useIntl();
  const { api } = useSystem();
  const publisher = usePublisher();
  const { timeZone, defaultDateRange } = usePublisherDays();
  const dateTime = useDateTimeFormat(timeZone);
  // The smartlink filter only for a publisher with ROLE_SMARTLINKS (the others' smartlink calls answer 403).
  const filters = useMemo(
    () => (publisher.customer.roles.includes("ROLE_SMARTLINKS") ? FILTERS : FILTERS.filter((f) => f.name !== "smartlinkRelativeId")),
    [publisher.customer.roles],
  );
  const state = useListState({ query: ConversionQuery, sortable: CONVERSION_ORDER, filters, defaultDateRange });
  const conversions = useListQuery(state, (query) => withApi((api) => api.conversions.list({ urlParams: query })));
  const [exporting, setExporting] = useState(false);
  const [deliveriesOf, setDeliveriesOf] = useState<number | null>(null);
  // The list's figures; a backend that sends none (the field is optional) gets no summary once it answered.
  const settled = conversions.data ?? conversions.latest;
  const statusCounts = settled ? (settled.statusCounts ?? undefined) : null;
  const summaryLabels = useMemo(
    () => ({
      summary: intl.formatMessage({ id: "lists.conversions.summary" }),
      approvalRate: intl.formatMessage({ id: "metric.approvalRate" }),
      statuses: {
        approved: intl.formatMessage({ id: "lists.conversionStatus.approved" }),
        pending: intl.formatMessage({ id: "lists.conversionStatus.pending" }),
        declined: intl.formatMessage({ id: "lists.conversionStatus.declined" }),
      },
    }),
    [intl],
  );

  const columns = useMemo(() => {
    // Labels translated once per list rather than once per cell (100 rows re-render on each sort).
    const label = (prefix: string, values: ReadonlyArray<string>) =>
      Object.fromEntries(values.map((v) => [v, intl.formatMessage({ id: `${prefix}.${v}` })]));
    const devices = label("lists.device", ["desktop", "mobile", "tablet"]);
    const types = label("lists.conversionType", ["cpa", "cpl", "cps", "revshare"]);
    const sources = label("lists.source", ["offer", "smartlink"]);
    const statuses = label("lists.conversionStatus", ConversionStatus.literals);
    const reasonLabel = intl.formatMessage({ id: "lists.conversions.declineReason" });
    return [
      column.accessor("datetime", {
        header: () => <FormattedMessage id="lists.conversions.datetime" />,
        cell: (c) => <span className="tabular-nums">{dateTime(c.getValue())}</span>,
      }),
      column.accessor((row) => row.source, {
        id: "source",
        enableSorting: false,
        header: () => <FormattedMessage id="lists.conversions.source" />,
        cell: (c) => {
          const source = c.row.original.source;
          return (
            <span className="inline-flex items-baseline gap-1.5">
              <span className="shrink-0 rounded bg-slate-100 px-1.5 py-0.5 text-[0.6875rem] font-medium uppercase whitespace-nowrap text-slate-600 dark:bg-slate-800 dark:text-slate-300">
                {sources[source.type]}
              </span>
              <Truncated text={`#${source.relativeId} ${source.displayName}`} length={36} />
            </span>
          );
        },
      }),
      column.accessor("externalClickId", {
        header: () => <FormattedMessage id="lists.conversions.externalClickId" />,
        cell: (c) => {
          const value = c.getValue();
          return value ? (
            <span className="inline-flex items-center gap-1 font-mono text-xs">
              <Truncated text={value} length={24} />
              <CopyButton value={value} label={intl.formatMessage({ id: "lists.copyValue" }, { value })} />
            </span>
          ) : (
            <span className="text-slate-400 dark:text-slate-500">—</span>
          );
        },
      }),
      column.accessor("subsource", {
        header: () => <FormattedMessage id="lists.conversions.subsource" />,
        cell: (c) =>
          c.getValue() ? <Truncated text={c.getValue()!} length={24} /> : <span className="text-slate-400 dark:text-slate-500">—</span>,
      }),
      column.accessor("device", {
        header: () => <FormattedMessage id="lists.conversions.device" />,
        cell: (c) => devices[c.getValue()],
      }),
      column.accessor("country", {
        header: () => <FormattedMessage id="lists.conversions.country" />,
        cell: (c) => <CountryFlags countries={[c.getValue()]} />,
      }),
      column.accessor("payout", {
        meta: { align: "right", priority: 1 },
        header: () => <FormattedMessage id="lists.conversions.payout" />,
        cell: (c) => <span title={payoutText(c.getValue())}>{formatMoney(c.getValue(), publisher.currency.symbol)}</span>,
      }),
      column.accessor("status", {
        // What a publisher reads first, with the payout: kept beside it on a small screen (issue 35 item 6).
        meta: { priority: 2 },
        header: () => <FormattedMessage id="lists.conversions.status" />,
        cell: (c) => (
          <ConversionStatusCell
            status={c.getValue()}
            label={statuses[c.getValue()]!}
            reason={c.row.original.declineReason}
            reasonLabel={reasonLabel}
          />
        ),
      }),
      column.accessor("type", {
        header: () => <FormattedMessage id="lists.conversions.type" />,
        cell: (c) => types[c.getValue()],
      }),
      column.accessor("goalTitle", {
        header: () => <FormattedMessage id="lists.conversions.goal" />,
        cell: (c) => <Truncated text={c.getValue()} />,
      }),
      column.display({
        id: "actions",
        header: () => <FormattedMessage id="lists.conversions.actions" />,
        cell: (c) => (
          <button
            type="button"
            className={rowAction}
            aria-label={intl.formatMessage({ id: "lists.conversions.deliveriesFor" }, { id: String(c.row.original.id) })}
            onClick={() => setDeliveriesOf(c.row.original.id)}
          >
            <FormattedMessage id="lists.conversions.deliveries" />
          </button>
        ),
      }),
    ] as ReadonlyArray<ColumnDef<Conversion, never>>;
  }, [intl, dateTime, publisher.currency.symbol]);

  /** Streams the CSV through the runtime (the catalogue's errors, the version rule, a lost session), then saves it. */
  const exportCsv = async () => {
    setExporting(true);
    const result = await runApi(api, streamedGet(EXPORT_PATH, withoutPaging(state.query), "text/csv"));
    setExporting(false);
    if (Either.isLeft(result)) handleError(result.left);
    else if (result.right === null) toasts.show({ tone: "info", messageId: "lists.noDataToExport" });
    else saveFile(result.right.blob, result.right.fileName ?? "conversions.csv");
  };

  return (
    <div className="space-y-4">
      <PageTitle id="menu.conversions" />
      {statusCounts !== undefined && (
        <StatusSummary
          counts={statusCounts}
          showRate={state.query.status === undefined}
          locale={intl.locale}
          formatCount={(value) => intl.formatNumber(value)}
          labels={summaryLabels}
        />
      )}
      <ListView
        label={intl.formatMessage({ id: "menu.conversions" })}
        state={state}
        columns={columns}
        query={conversions}
        rowKey={(row) => String(row.id)}
        filters={filters}
        actions={
          // The export is a download: offline it waits, with the reason beside it.
          <NetworkButton className={toolbarButton} disabled={exporting} aria-busy={exporting} onClick={() => void exportCsv()}>
            <DownloadIcon />
            <FormattedMessage id="lists.export" />
          </NetworkButton>
        }
      />
      {deliveriesOf !== null && (
        <Suspense fallback={null}>
          <DeliveriesDialog of={{ conversion: { id: deliveriesOf } }} onClose={() => setDeliveriesOf(null)} />
        </Suspense>
      )}
    </div>
  );
}
