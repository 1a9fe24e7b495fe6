/**
 * Payments (spec 02 sections 2, 3 and 7): payments by date range, with their method, notes, amounts and
 * status; with a backend that has payout terms (decisions 085, 089), a statement (PDF) per payment and
 * the list's export as CSV.
 */
import { type ColumnDef, createColumnHelper } from "@tanstack/react-table";
import { useCallback, useMemo } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { Payment } from "../../../contracts/payments.contract";
import { PAYMENT_ORDER, PaymentQuery, PaymentStatus } from "../../../contracts/payments.contract";
import type { PaymentMethod } from "../../../contracts/payout.contract";
import { withApi } from "../../api";
import { usePublisher } from "../../app/react";
import { useApiQuery } from "../../app/use-api-query";
import { useCapability } from "../../app/use-capability";
import { useListQuery } from "../../app/use-list-query";
import { formatSpecDay } from "../../lib/dates";
import { formatMoney } from "../../lib/money";
import { PageTitle } from "../../ui/page-title";
import { parseDay } from "../../ui/date-range/range";
import { type FilterField, ListView, Truncated, useListState, withContract } from "../../ui/list";
import { usePublisherDays } from "../../ui/list";
import { useNeedsNetwork } from "../../ui/needs-network";
import { ExportPaymentsButton, StatementButton } from "./payment-files";
// This group comes with the module that calls it, not at its first call (src/api/groups.ts).
import "../../../contracts/payout.contract";

/** Status colours (spec 02 section 3): pending orange, paid (active) green, processing (in review) sky, declined red, cancelled (archived) grey. */
const STATUS_CLASS: Record<PaymentStatus, string> = {
  pending: "bg-orange-50 text-orange-800 ring-orange-200 dark:bg-orange-400/10 dark:text-orange-200 dark:ring-orange-400/30",
  processing: "bg-sky-50 text-sky-800 ring-sky-200 dark:bg-sky-400/10 dark:text-sky-200 dark:ring-sky-400/30",
  paid: "bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-400/10 dark:text-emerald-200 dark:ring-emerald-400/30",
  declined: "bg-red-50 text-red-800 ring-red-200 dark:bg-red-400/10 dark:text-red-200 dark:ring-red-400/30",
  cancelled: "bg-slate-100 text-slate-700 ring-slate-200 dark:bg-slate-400/10 dark:text-slate-300 dark:ring-slate-400/30",
};

// Checked against the request's own query schema, as every list's filters (a URL cannot ask for a status the API refuses).
const STATUS_FILTER: ReadonlyArray<FilterField> = withContract(PaymentQuery, [
  {
    name: "status",
    labelId: "lists.payments.status",
    kind: "select",
    options: PaymentStatus.literals.map((value) => ({ value, labelId: `lists.paymentStatus.${value}` })),
  },
]);
// The method's options arrive with the methods: the URL's method is taken by name (the server checks it), not dropped before they load.
const URL_FILTERS: ReadonlyArray<FilterField | string> = [...STATUS_FILTER, "method"];

const column = createColumnHelper<Payment>();

export default function PaymentsPage() {
  const intl = useIntl();
  const publisher = usePublisher();
  const symbol = publisher.currency.symbol;
  const { defaultDateRange } = usePublisherDays();
  // The methods name the filter's options and the Method column; they have no place to show a failure, so it is a notification.
  const methodList = useApiQuery(
    withApi((api) => api.payout.paymentMethods({})),
    "payment-methods",
    { onError: "toast" },
  );
  const methods: ReadonlyArray<PaymentMethod> = useMemo(() => methodList.data?.["hydra:member"] ?? [], [methodList.data]);

  const filters: ReadonlyArray<FilterField> = useMemo(
    () => [
      ...STATUS_FILTER,
      {
        name: "method",
        labelId: "lists.payments.method",
        kind: "select",
        options: methods.map((m) => ({ value: m["@id"], label: m.title })),
      },
    ],
    [methods],
  );
  const state = useListState({ query: PaymentQuery, sortable: PAYMENT_ORDER, filters: URL_FILTERS, defaultDateRange });
  const payments = useListQuery(state, (query) => withApi((api) => api.payments.list({ urlParams: query })));
  // An optional capability (decision 085): the terms, asked once, say whether statements and the export are there.
  // Asked at once, beside the list (decision 089, amendment 2): the answer, small, comes before the
  // list's, so the table's first render with its rows has the statement column; asked when idle, the
  // column arrived after the rows and the whole table rendered and was measured again.
  const files = useCapability("payoutTerms", (api) => api.payoutTerms.terms({}), { now: true }) === "present";
  // The statements are downloads: offline they wait, with one reason above the table.
  const network = useNeedsNetwork();
  const methodTitle = useMemo(() => new Map(methods.map((m) => [m["@id"], m.title])), [methods]);

  // A period's days as the spec writes them, "YYYY-MM-DD" (issue 35.16).
  const day = useCallback((text: string) => {
    const parsed = parseDay(text);
    return parsed ? formatSpecDay(parsed) : text;
  }, []);

  const columns = useMemo(
    () =>
      [
        column.accessor("startDate", {
          header: () => <FormattedMessage id="lists.payments.period" />,
          // On a phone the two days stack, so that the amount and the status fit beside them (issue 35 item 11).
          cell: (c) => (
            <span className="flex flex-col tabular-nums whitespace-nowrap sm:block">
              <span>{day(c.getValue())} –</span> <span>{day(c.row.original.endDate)}</span>
            </span>
          ),
        }),
        column.accessor("method", {
          enableSorting: false,
          header: () => <FormattedMessage id="lists.payments.method" />,
          cell: (c) => methodTitle.get(c.getValue()) ?? "…",
        }),
        column.accessor("notes", {
          enableSorting: false,
          header: () => <FormattedMessage id="lists.payments.notes" />,
          cell: (c) => (c.getValue() ? <Truncated text={c.getValue()!} /> : <span className="text-slate-400 dark:text-slate-500">—</span>),
        }),
        column.accessor("amount", {
          meta: { align: "right", priority: 1 },
          header: () => <FormattedMessage id="lists.payments.amount" />,
          cell: (c) => formatMoney(c.getValue(), symbol),
        }),
        column.accessor("processorCommission", {
          meta: { align: "right" },
          header: () => <FormattedMessage id="lists.payments.commission" />,
          cell: (c) => formatMoney(c.getValue(), symbol),
        }),
        column.accessor("status", {
          // Under the amount when its own column does not fit (a phone in Russian: "Обрабатывается"), never only in Details.
          meta: { priority: 2, under: "amount" },
          header: () => <FormattedMessage id="lists.payments.status" />,
          cell: (c) => (
            <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${STATUS_CLASS[c.getValue()]}`}>
              <FormattedMessage id={`lists.paymentStatus.${c.getValue()}`} />
            </span>
          ),
        }),
        ...(files
          ? [
              column.display({
                id: "statement",
                // After the amount and the status: on a phone it goes under the row's Details, as the other columns.
                meta: { priority: 3 },
                header: () => (
                  <span className="sr-only">
                    <FormattedMessage id="payouts.statement" />
                  </span>
                ),
                cell: (c) => <StatementButton payment={c.row.original} network={network} />,
              }),
            ]
          : []),
      ] as ReadonlyArray<ColumnDef<Payment, never>>,
    [day, symbol, methodTitle, files, network],
  );

  return (
    <div className="space-y-4">
      <PageTitle id="menu.payments" />
      <ListView
        label={intl.formatMessage({ id: "menu.payments" })}
        state={state}
        columns={columns}
        query={payments}
        rowKey={(row) => String(row.id)}
        filters={filters}
        actions={files ? <ExportPaymentsButton query={state.query} /> : undefined}
        beforeTable={files && (payments.data?.["hydra:member"].length ?? 0) > 0 && network.note}
      />
    </div>
  );
}
