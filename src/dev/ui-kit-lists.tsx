/**
 * The list toolkit's refusals and corrections in the UI kit (issue 15): the filter drawer refusing
 * values the request would refuse, a link with wrong parts and what it becomes, the pager's gaps,
 * the calendar (an impossible date says why Apply is disabled) and file sizes.
 */
import { createColumnHelper } from "@tanstack/react-table";
import { useMemo, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { ConversionQuery } from "../../contracts/conversions.contract";
import { RequestFailed } from "../api/errors";
import { toasts } from "../app/toasts";
import { type ListServices, ListServicesProvider } from "../ui/list/list-services";
import { useSystem } from "../app/react";
import { journalInspector } from "../journal/inspect";
import { formatFileSize } from "../lib/file-size";
import { DateRangePicker } from "../ui/date-range/date-range-picker";
import { type DayRange, presetRange, todayIn } from "../ui/date-range/range";
import { DataTable, type FilterField, Pagination, decodeListUrl, withContract } from "../ui/list";
import { FilterDrawer } from "../ui/list/filter-drawer";
import { DemoSection, button } from "./ui-kit-parts";

const ZONE = "Europe/Prague";
const FIELDS: ReadonlyArray<FilterField> = withContract(ConversionQuery, [
  { name: "country", labelId: "lists.conversions.country", kind: "list", itemCase: "upper", itemErrorId: "lists.conversions.countryError" },
  { name: "externalClickId", labelId: "lists.conversions.externalClickId", kind: "text" },
  { name: "subsource", labelId: "lists.conversions.subsource", kind: "text" },
]);
const REFUSED = { country: "usa, 123, de", externalClickId: "x".repeat(256), subsource: "" };
const LINK = "?page=abc&itemsPerPage=30&order%5Bnope%5D=asc&dateRange=2027-02-01%20-%202027-01-01&country=usa,de";
const SIZES = [73, 1_500, 999_999, 5_000_000];

interface SampleRow {
  readonly id: string;
  readonly source: string;
}
const sample = createColumnHelper<SampleRow>();
const SAMPLE_COLUMNS = [
  sample.accessor("id", { header: () => <FormattedMessage id="lists.conversions.externalClickId" /> }),
  sample.accessor("source", { header: () => <FormattedMessage id="lists.conversions.source" /> }),
];
const FAILURE = new RequestFailed({ status: 503, message: "Lists are resting for a minute." });

/** The table's states side by side: loading (placeholders), failed (the server's text and Retry), empty. */
const TableStates = () => {
  const intl = useIntl();
  const states = [
    { id: "uikit.list.tableLoading", loading: true, error: null },
    { id: "uikit.list.tableFailed", loading: false, error: FAILURE },
    { id: "uikit.list.tableEmpty", loading: false, error: null },
  ] as const;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
      {states.map((state) => (
        <div key={state.id} className="space-y-2">
          <h4 className="text-xs font-medium text-slate-500 dark:text-slate-400">
            <FormattedMessage id={state.id} />
          </h4>
          <DataTable<SampleRow>
            label={intl.formatMessage({ id: state.id })}
            columns={SAMPLE_COLUMNS}
            rows={[]}
            sort={null}
            onSort={() => undefined}
            loading={state.loading}
            placeholderRows={3}
            error={state.error}
            onRetry={() => toasts.show({ tone: "info", messageId: "lists.retry" })}
            rowKey={(row) => row.id}
          />
        </div>
      ))}
    </div>
  );
};

/** Parameters as a person reads them (not percent-encoded). */
const readable = (params: URLSearchParams) => `?${[...params].map(([key, value]) => `${key}=${value}`).join("&")}`;

const subheading = "text-sm font-medium text-slate-500 dark:text-slate-400";

const Corrections = () => {
  const intl = useIntl();
  const decoded = decodeListUrl(new URLSearchParams(LINK), {
    sortable: ["datetime"],
    filters: FIELDS,
    defaultDateRange: undefined,
    today: todayIn(ZONE),
  });
  const texts = decoded.corrections.map((c) =>
    intl.formatMessage({ id: c.messageId }, { ...c.values, ...(c.labelId ? { filter: intl.formatMessage({ id: c.labelId }) } : {}) }),
  );
  return (
    <div className="space-y-2">
      <h3 className={subheading}>
        <FormattedMessage id="uikit.list.link" />
      </h3>
      <p className="break-all font-mono text-xs text-slate-700 dark:text-slate-300">{readable(new URLSearchParams(LINK))}</p>
      <p className="break-all font-mono text-xs text-teal-800 dark:text-teal-200">→ {readable(decoded.canonical)}</p>
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800 dark:text-slate-200">
        {texts.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <button type="button" className={button} onClick={() => texts.forEach((text) => toasts.show({ tone: "info", text }))}>
        <FormattedMessage id="uikit.list.corrections" />
      </button>
    </div>
  );
};

const useDemoListServices = (): ListServices => {
  const system = useSystem();
  return useMemo(
    () => ({
      get api() {
        return system.api;
      },
      notify: (notice) => void toasts.show(notice),
      handleError: () => undefined,
      inspect: journalInspector(system.store),
      timeZone: ZONE,
      networkTimeZone: ZONE,
    }),
    [system],
  );
};

/** The list toolkit's states (see the module comment). */
export const ListStatesDemo = () => (
  // The list parts' services, as the signed-in layout gives them (src/shell/signed-in-layout.tsx), in the demo's zone.
  <ListServicesProvider value={useDemoListServices()}>
    <ListStates />
  </ListServicesProvider>
);

const ListStates = () => {
  const intl = useIntl();
  const today = todayIn(ZONE);
  const [open, setOpen] = useState(false);
  const [range, setRange] = useState<DayRange>(() => presetRange("last30Days", today));
  const [page, setPage] = useState(1);
  return (
    <DemoSection id="uikit-list" titleId="uikit.list.title">
      <button type="button" className={button} onClick={() => setOpen(true)}>
        <FormattedMessage id="uikit.list.drawer" />
      </button>
      <FilterDrawer open={open} fields={FIELDS} values={REFUSED} onCancel={() => setOpen(false)} onSave={() => setOpen(false)} />
      <Corrections />
      <h3 className={subheading}>
        <FormattedMessage id="uikit.list.tables" />
      </h3>
      <TableStates />
      <h3 className={subheading}>
        <FormattedMessage id="uikit.list.pager" />
      </h3>
      <Pagination page={page} pages={4} itemsPerPage={10} total={40} onPage={setPage} onItemsPerPage={() => undefined} />
      <h3 className={subheading}>
        <FormattedMessage id="uikit.list.calendar" />
      </h3>
      <DateRangePicker value={range} today={today} timeZone={ZONE} networkTimeZone={ZONE} onChange={setRange} />
      <h3 className={subheading}>
        <FormattedMessage id="uikit.list.sizes" />
      </h3>
      <p className="text-sm tabular-nums text-slate-800 dark:text-slate-200">
        {SIZES.map((size) => formatFileSize(size, intl.locale)).join(" · ")}
      </p>
    </DemoSection>
  );
};
