/**
 * The payout accounts as a table (spec 01 section 3, issue 11): method, masked account (copyable),
 * minimal payment, the active marker or Make active, Edit and Delete, and each account's history.
 */
import { Fragment, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { PaymentMethod, PayoutAccount } from "../../../../contracts/payout.contract";
import { methodOf } from "../../../../machines/payout-account/payout-rules";
import { formatMoney } from "../../../lib/money";
import { CopyButton } from "../../../ui/list";
import type { HistoryEvent } from "./history";
import { HistoryTimeline, timelineOf } from "./history-timeline";
import { maskAccount } from "./mask";
import { dangerRowButton, rowButton } from "./styles";
import { Card } from "../../../ui/card";
import { ColumnHeads } from "../../../ui/column-heads";

export interface AccountsTableProps {
  readonly accounts: ReadonlyArray<PayoutAccount>;
  readonly methods: ReadonlyArray<PaymentMethod>;
  readonly history: ReadonlyArray<HistoryEvent>;
  readonly symbol: string;
  readonly dateTime: (iso: string) => string;
  /** The account being made active, if one is. */
  readonly activating: number | null;
  /** Whether the flow takes row actions now (it is idle). */
  readonly enabled: boolean;
  readonly onEdit: (id: number) => void;
  readonly onActivate: (id: number) => void;
  readonly onDelete: (id: number) => void;
}

const cell = "px-4 py-3 align-middle";
const head = "px-4 py-2.5 text-left text-xs font-semibold text-slate-600 dark:text-slate-300";

export const AccountsTable = ({
  accounts,
  methods,
  history,
  symbol,
  dateTime,
  activating,
  enabled,
  onEdit,
  onActivate,
  onDelete,
}: AccountsTableProps) => {
  const intl = useIntl();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((previous) => (previous.has(id) ? new Set([...previous].filter((x) => x !== id)) : new Set([...previous, id])));

  return (
    <Card className="overflow-x-auto">
      <table aria-label={intl.formatMessage({ id: "payout.table.label" })} className="w-full min-w-[640px] text-sm">
        <thead className="bg-slate-50 dark:bg-slate-800/60">
          <tr>
            <ColumnHeads
              columns={[
                { id: "payout.column.method", className: head },
                { id: "payout.column.account", className: head },
                { id: "payout.column.minimalPayment", className: `${head} text-right` },
                { id: "payout.column.status", className: head },
                { id: "payout.column.actions", className: head },
              ]}
            />
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {accounts.map((account) => {
            const method = methodOf(methods, account.method)?.title ?? account.method;
            const masked = maskAccount(account.account);
            const name = intl.formatMessage({ id: "payout.accountName" }, { method, account: masked });
            const historyId = `payout-history-${account.id}`;
            return (
              <Fragment key={account.id}>
                <tr className="text-slate-800 dark:text-slate-200">
                  <td className={`${cell} font-medium`}>{method}</td>
                  <td className={cell}>
                    <span className="inline-flex items-center gap-1">
                      <span className="font-mono tabular-nums">{masked}</span>
                      <CopyButton value={account.account} label={intl.formatMessage({ id: "payout.copyAccount" }, { account: name })} />
                    </span>
                  </td>
                  <td className={`${cell} text-right tabular-nums`}>
                    {account.minimalPaymentAmount === null ? "—" : formatMoney(account.minimalPaymentAmount, symbol)}
                  </td>
                  <td className={cell}>
                    {account.active ? (
                      <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-600/20 dark:bg-emerald-400/10 dark:text-emerald-200 dark:ring-emerald-400/30">
                        <FormattedMessage id="payout.active" />
                      </span>
                    ) : activating === account.id ? (
                      <span role="status" className="text-slate-600 dark:text-slate-300">
                        <FormattedMessage id="payout.activating" />
                      </span>
                    ) : (
                      <button
                        type="button"
                        className={`${rowButton} -ml-2`}
                        disabled={!enabled}
                        onClick={() => onActivate(account.id)}
                        aria-label={intl.formatMessage({ id: "payout.makeActiveNamed" }, { account: name })}
                      >
                        <FormattedMessage id="payout.makeActive" />
                      </button>
                    )}
                  </td>
                  <td className={cell}>
                    <span className="flex flex-wrap gap-1">
                      <button
                        type="button"
                        className={rowButton}
                        disabled={!enabled}
                        onClick={() => onEdit(account.id)}
                        aria-label={intl.formatMessage({ id: "payout.editNamed" }, { account: name })}
                      >
                        <FormattedMessage id="payout.edit" />
                      </button>
                      <button
                        type="button"
                        className={dangerRowButton}
                        disabled={!enabled}
                        onClick={() => onDelete(account.id)}
                        aria-label={intl.formatMessage({ id: "payout.deleteNamed" }, { account: name })}
                      >
                        <FormattedMessage id="payout.delete" />
                      </button>
                      <button
                        type="button"
                        className={rowButton}
                        aria-expanded={open.has(account.id)}
                        aria-controls={historyId}
                        onClick={() => toggle(account.id)}
                        aria-label={intl.formatMessage({ id: "payout.historyNamed" }, { account: name })}
                      >
                        <FormattedMessage id="payout.history" />
                      </button>
                    </span>
                  </td>
                </tr>
                {open.has(account.id) && (
                  <tr id={historyId}>
                    <td colSpan={5} className="bg-slate-50/60 px-6 py-3 dark:bg-slate-800/30">
                      <HistoryTimeline
                        items={timelineOf(account, history)}
                        label={intl.formatMessage({ id: "payout.historyOf" }, { account: name })}
                        dateTime={dateTime}
                      />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </Card>
  );
};
