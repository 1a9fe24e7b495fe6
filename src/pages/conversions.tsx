/** Conversions (spec 02 sections 2, 3 and 7): the list with filters and the streamed CSV export. */
import { type ColumnDef, createColumnHelper } from "@tanstack/react-table";
import { useMemo, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { Conversion } from "../../contracts/conversions.contract";
import { CONVERSION_ORDER, ConversionQuery } from "../../contracts/conversions.contract";
import { ConversionsApi, NetworkFailed, fromStatus, isLoginPath, runApi } from "../api";
import { handleError, navigateToLogin } from "../app/error-handler";
import { usePublisher, useSystem } from "../app/react";
import { toasts } from "../app/toasts";
import { formatMoney } from "../lib/money";
import { PageTitle } from "../shell/page-title";
import { CopyButton, CountryFlags, type FilterField, ListView, Truncated, endpointQuery, payoutText, toolbarButton, useDateTimeFormat, useListData, useListState, usePublisherDays, withContract } from "../ui/list";

// Checked against the request's own query schema: a value it would refuse is refused in the drawer and left out of a link.
const FILTERS: ReadonlyArray<FilterField> = withContract(ConversionQuery, [
  { name: "country", labelId: "lists.conversions.country", kind: "list", itemCase: "upper", itemErrorId: "lists.conversions.countryError" },
  {
    name: "device",
    labelId: "lists.conversions.device",
    kind: "select",
    options: ["desktop", "mobile", "tablet"].map((value) => ({ value, labelId: `lists.device.${value}` })),
  },
  { name: "type", labelId: "lists.conversions.type", kind: "select", options: ["cpa", "cpl", "cps", "revshare"].map((value) => ({ value, labelId: `lists.conversionType.${value}` })) },
  {
    name: "status",
    labelId: "lists.conversions.status",
    kind: "select",
    options: ["approved", "pending", "declined"].map((value) => ({ value, labelId: `lists.conversionStatus.${value}` })),
  },
  { name: "offerRelativeId", labelId: "lists.conversions.offers", kind: "lookup", lookup: "offers", hintId: "lists.lookup.hint" },
  { name: "smartlinkRelativeId", labelId: "lists.conversions.smartlinks", kind: "lookup", lookup: "smartlinks", hintId: "lists.lookup.hint" },
  { name: "externalClickId", labelId: "lists.conversions.externalClickId", kind: "text" },
  { name: "subsource", labelId: "lists.conversions.subsource", kind: "text" },
]);

const column = createColumnHelper<Conversion>();

/** The file name from `Content-Disposition`, or a dated default. */
const fileNameOf = (disposition: string | null): string => /filename="?([^";]+)"?/.exec(disposition ?? "")?.[1] ?? "conversions.csv";

/** Reads the body chunk by chunk (the page keeps painting), then saves it as a file. */
const download = async (response: Response) => {
  const chunks: BlobPart[] = [];
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
    }
  } else {
    chunks.push(await response.blob());
  }
  const url = URL.createObjectURL(new Blob(chunks, { type: "text/csv" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileNameOf(response.headers.get("Content-Disposition"));
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

export default function ConversionsPage() {
  const intl = useIntl();
  const { api } = useSystem();
  const publisher = usePublisher();
  const { timeZone, defaultDateRange } = usePublisherDays();
  const dateTime = useDateTimeFormat(timeZone);
  const state = useListState({ sortable: CONVERSION_ORDER, filters: FILTERS, defaultDateRange });
  const key = JSON.stringify(state.query);
  const { data, loading } = useListData((signal) => runApi(api, ConversionsApi.list(endpointQuery<ConversionQuery>(state)), signal), key);
  const [exporting, setExporting] = useState(false);

  const columns = useMemo(() => {
    // Labels translated once per list rather than once per cell (100 rows re-render on each sort).
    const label = (prefix: string, values: ReadonlyArray<string>) => Object.fromEntries(values.map((v) => [v, intl.formatMessage({ id: `${prefix}.${v}` })]));
    const devices = label("lists.device", ["desktop", "mobile", "tablet"]);
    const types = label("lists.conversionType", ["cpa", "cpl", "cps", "revshare"]);
    const sources = label("lists.source", ["offer", "smartlink"]);
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
              <span className="inline-flex items-center gap-1.5">
                <span className="rounded bg-slate-100 px-1.5 py-0.5 text-[0.6875rem] font-medium uppercase text-slate-600 dark:bg-slate-800 dark:text-slate-300">
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
          cell: (c) => (c.getValue() ? <Truncated text={c.getValue()!} length={24} /> : <span className="text-slate-400 dark:text-slate-500">—</span>),
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
          meta: { align: "right" },
          header: () => <FormattedMessage id="lists.conversions.payout" />,
          cell: (c) => <span title={payoutText(c.getValue())}>{formatMoney(c.getValue(), publisher.currency.symbol)}</span>,
        }),
        column.accessor("type", {
          header: () => <FormattedMessage id="lists.conversions.type" />,
          cell: (c) => types[c.getValue()],
        }),
        column.accessor("goalTitle", {
          header: () => <FormattedMessage id="lists.conversions.goal" />,
          cell: (c) => <Truncated text={c.getValue()} />,
        }),
    ] as ReadonlyArray<ColumnDef<Conversion, never>>;
  }, [intl, dateTime, publisher.currency.symbol]);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(state.query)) if (name !== "page" && name !== "itemsPerPage") params.set(name, String(value));
      const response = await fetch(`/publisher/api/ch/conversions/export?${params.toString()}`, { credentials: "same-origin", headers: { Accept: "text/csv" } });
      if (response.status === 204) toasts.show({ tone: "info", messageId: "lists.noDataToExport" });
      else if (response.redirected && isLoginPath(new URL(response.url).pathname)) navigateToLogin();
      // The error catalogue as for every call: 401 to login, 422 violations, the server's text or the generic one.
      else if (!response.ok) handleError(fromStatus(response.status, await response.json().catch(() => undefined)));
      else await download(response);
    } catch {
      handleError(new NetworkFailed({ cause: "export" }));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="space-y-4">
      <PageTitle id="menu.conversions" />
      <ListView
        label={intl.formatMessage({ id: "menu.conversions" })}
        state={state}
        columns={columns}
        collection={data}
        loading={loading}
        rowKey={(row) => String(row.id)}
        filters={FILTERS}
        actions={
          <button type="button" className={toolbarButton} disabled={exporting} aria-busy={exporting} onClick={() => void exportCsv()}>
            <svg aria-hidden="true" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" className="size-4">
              <path d="M8 2v8m0 0 3-3m-3 3L5 7M2.5 11v1.5A1.5 1.5 0 0 0 4 14h8a1.5 1.5 0 0 0 1.5-1.5V11" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <FormattedMessage id="lists.export" />
          </button>
        }
      />
    </div>
  );
}
