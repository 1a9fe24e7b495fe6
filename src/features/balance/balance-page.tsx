/**
 * Balance (spec 02 sections 2 and 7): the current balance (shared with the header), promo codes and the
 * transactions; with a backend that has payout terms (decision 085, 089), the payout card.
 */
import { type ColumnDef, createColumnHelper } from "@tanstack/react-table";
import { Suspense, useMemo } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { Transaction } from "../../../contracts/transactions.contract";
import { TRANSACTION_ORDER, TransactionQuery, TransactionType } from "../../../contracts/transactions.contract";
import { withApi } from "../../api";
import { useCurrentBalance } from "../../app/balance-source";
import { usePublisher } from "../../app/react";
import { useCapability } from "../../app/use-capability";
import { useListQuery } from "../../app/use-list-query";
import { formatMoney } from "../../lib/money";
import { PageTitle } from "../../ui/page-title";
import { type FilterField, ListView, Truncated, useDateTimeFormat, useListState, usePublisherDays, withContract } from "../../ui/list";
import { PromoCodesPanel } from "./promo-codes/promo-codes-panel";
import { Card } from "../../ui/card";
import { lazyComponent } from "../../ui/lazy-component";
import { loadTermsCall } from "./payout/payout-calls";

// The payout card and its flow load only with a backend that has payout terms (decision 089).
const PayoutCard = lazyComponent(() => import("./payout/payout-card"), { whenIdle: false });

// Checked against the request's own query schema, as every list's filters.
const FILTERS: ReadonlyArray<FilterField> = withContract(TransactionQuery, [
  {
    name: "type",
    labelId: "lists.transactions.type",
    kind: "select",
    options: TransactionType.literals.map((value) => ({ value, labelId: `lists.transactionType.${value}` })),
  },
]);

const column = createColumnHelper<Transaction>();

const signed = (amount: number, symbol: string) => (amount > 0 ? `+${formatMoney(amount, symbol)}` : formatMoney(amount, symbol));

export default function BalancePage() {
  const intl = useIntl();
  const publisher = usePublisher();
  const symbol = publisher.currency.symbol;
  const { timeZone, defaultDateRange } = usePublisherDays();
  const dateTime = useDateTimeFormat(timeZone);
  const state = useListState({ query: TransactionQuery, sortable: TRANSACTION_ORDER, filters: FILTERS, defaultDateRange });
  const transactions = useListQuery(state, (query) => withApi((api) => api.transactions.list({ urlParams: query })));
  // The header's poll (one request every 5 minutes), not a second request of its own.
  const balance = useCurrentBalance();
  // An optional capability (decision 085): the terms, asked once, say whether the backend has them.
  const payouts = useCapability("payoutTerms", loadTermsCall);

  const columns = useMemo(
    () =>
      [
        column.accessor("date", {
          header: () => <FormattedMessage id="lists.transactions.date" />,
          cell: (c) => <span className="tabular-nums">{dateTime(c.getValue())}</span>,
        }),
        column.accessor("type", {
          header: () => <FormattedMessage id="lists.transactions.type" />,
          cell: (c) => <FormattedMessage id={`lists.transactionType.${c.getValue()}`} />,
        }),
        column.accessor("amount", {
          meta: { align: "right", priority: 1 },
          header: () => <FormattedMessage id="lists.transactions.amount" />,
          cell: (c) => (
            <span className={c.getValue() < 0 ? "text-red-700 dark:text-red-300" : "text-emerald-700 dark:text-emerald-300"}>
              {signed(c.getValue(), symbol)}
            </span>
          ),
        }),
        column.accessor("balanceAfter", {
          enableSorting: false,
          meta: { align: "right" },
          header: () => <FormattedMessage id="lists.transactions.balanceAfter" />,
          cell: (c) => formatMoney(c.getValue(), symbol),
        }),
        column.accessor("description", {
          enableSorting: false,
          header: () => <FormattedMessage id="lists.transactions.description" />,
          cell: (c) => <Truncated text={c.getValue()} />,
        }),
      ] as ReadonlyArray<ColumnDef<Transaction, never>>,
    [dateTime, symbol],
  );

  return (
    <div className="space-y-4">
      <PageTitle id="menu.balance" />
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <Card as="section" aria-labelledby="current-balance" className="px-5 py-4">
          <h2 id="current-balance" className="text-sm font-medium text-slate-600 dark:text-slate-300">
            <FormattedMessage id="lists.balance.current" />
          </h2>
          <p className="mt-1 text-3xl font-semibold tabular-nums text-slate-900 dark:text-slate-50">{formatMoney(balance, symbol)}</p>
        </Card>
        {/* A good code credits the balance: the new transaction is listed at once (docs/decisions/024). */}
        <PromoCodesPanel onActivated={transactions.retry} />
      </div>
      <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-50">
        <FormattedMessage id="lists.transactions.title" />
      </h2>
      <ListView
        label={intl.formatMessage({ id: "lists.transactions.title" })}
        state={state}
        columns={columns}
        query={transactions}
        rowKey={(row) => String(row.id)}
        filters={FILTERS}
      />
      {/* Last on the page: it arrives after the probe's answer and so moves nothing already shown (layout shift).
          Undecided (the probe met a 5xx): the card's own load shows that failure with its Retry (decision 085). */}
      {(payouts === "present" || payouts === "undecided") && (
        <Suspense fallback={null}>
          {/* A payout takes money from the balance: the transaction is listed at once. */}
          <PayoutCard onRequested={transactions.retry} />
        </Suspense>
      )}
    </div>
  );
}
