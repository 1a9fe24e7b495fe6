/**
 * The payout accounts as a table (spec 01 section 3, issue 11): method, masked account (copyable),
 * minimal payment, the active marker or Make active, Edit and Delete, and each account's history. On a
 * phone (below 768 px) it folds as the lists do (issue 35 item 11): each row shows the account (its
 * method and masked number, with its copy button) and its status, always; its Details disclosure
 * opens the minimal payment and the row's actions, each 44 px high. The 640 px table scrolled sideways in a
 * 341 px card with nothing saying so.
 */
import { Fragment, type ReactNode, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { PaymentMethod, PayoutAccount } from "../../../../contracts/payout.contract";
import { methodOf } from "../../../../machines/payout-account/payout-rules";
import { formatMoney } from "../../../lib/money";
import { CopyButton, DetailsButton } from "../../../ui/list";
import { PHONE_QUERY, useMediaMatch } from "../../../ui/use-media-match";
import type { HistoryEvent } from "./history";
import { HistoryTimeline, timelineOf } from "./history-timeline";
import { maskAccount } from "./mask";
import { dangerRowButton, rowButton } from "./styles";
import { Card } from "../../../ui/card";
import { ColumnHeads } from "../../../ui/column-heads";
import { type NeedsNetwork, NetworkButton } from "../../../ui/needs-network";

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
  /** Make active and Delete ask the server: offline they wait, described by this reason, which the caller shows under the table. */
  readonly network: NeedsNetwork;
  readonly onEdit: (id: number) => void;
  readonly onActivate: (id: number) => void;
  readonly onDelete: (id: number) => void;
}

const cell = "px-4 py-3 align-middle";
const head = "py-2.5 text-left text-xs font-semibold text-slate-600 dark:text-slate-300";
/** A row action on a phone: a thumb's 44 px (issue 35 item 14). */
const PHONE_BUTTON = "inline-flex min-h-11 min-w-11 items-center justify-center";

export const AccountsTable = ({
  accounts,
  methods,
  history,
  symbol,
  dateTime,
  activating,
  enabled,
  network,
  onEdit,
  onActivate,
  onDelete,
}: AccountsTableProps) => {
  const intl = useIntl();
  const phone = useMediaMatch(PHONE_QUERY);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const [details, setDetails] = useState<ReadonlySet<number>>(new Set());
  const flip = (set: ReadonlySet<number>, id: number) => (set.has(id) ? new Set([...set].filter((x) => x !== id)) : new Set([...set, id]));
  const toggle = (id: number) => setOpen((previous) => flip(previous, id));
  const span = phone ? 3 : 5;

  return (
    <Card className={phone ? "overflow-hidden" : "overflow-x-auto"}>
      <table aria-label={intl.formatMessage({ id: "payout.table.label" })} className={`w-full text-sm ${phone ? "" : "min-w-[640px]"}`}>
        <thead className="bg-slate-50 dark:bg-slate-800/60">
          <tr>
            {phone ? (
              <>
                <th scope="col" className="w-0 py-2.5 pl-1 pr-0">
                  <span className="sr-only">
                    <FormattedMessage id="lists.details" />
                  </span>
                </th>
                <ColumnHeads
                  columns={[
                    { id: "payout.column.account", className: `${head} px-2` },
                    { id: "payout.column.status", className: `${head} px-2` },
                  ]}
                />
              </>
            ) : (
              <ColumnHeads
                columns={[
                  { id: "payout.column.method", className: `${head} px-4` },
                  { id: "payout.column.account", className: `${head} px-4` },
                  { id: "payout.column.minimalPayment", className: `${head} px-4 text-right` },
                  { id: "payout.column.status", className: `${head} px-4` },
                  { id: "payout.column.actions", className: `${head} px-4` },
                ]}
              />
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {accounts.map((account) => {
            const method = methodOf(methods, account.method)?.title ?? account.method;
            const masked = maskAccount(account.account);
            const name = intl.formatMessage({ id: "payout.accountName" }, { method, account: masked });
            const historyId = `payout-history-${account.id}`;
            const copy = <CopyButton value={account.account} label={intl.formatMessage({ id: "payout.copyAccount" }, { account: name })} />;
            const minimal = account.minimalPaymentAmount === null ? "—" : formatMoney(account.minimalPaymentAmount, symbol);
            const status = account.active ? (
              <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-600/20 dark:bg-emerald-400/10 dark:text-emerald-200 dark:ring-emerald-400/30">
                <FormattedMessage id="payout.active" />
              </span>
            ) : activating === account.id ? (
              <span role="status" className="text-slate-600 dark:text-slate-300">
                <FormattedMessage id="payout.activating" />
              </span>
            ) : (
              <NetworkButton
                network={network}
                // On a phone "Сделать активным" may take two lines, so that the account beside it keeps one.
                className={`${phone ? `${rowButton.replace("whitespace-nowrap", "whitespace-normal text-left")} ${PHONE_BUTTON}` : rowButton} -ml-2`}
                disabled={!enabled}
                onClick={() => onActivate(account.id)}
                aria-label={intl.formatMessage({ id: "payout.makeActiveNamed" }, { account: name })}
              >
                <FormattedMessage id="payout.makeActive" />
              </NetworkButton>
            );
            const actions = (
              <span className="flex flex-wrap gap-1">
                <button
                  type="button"
                  className={`${rowButton} ${phone ? PHONE_BUTTON : ""}`}
                  disabled={!enabled}
                  onClick={() => onEdit(account.id)}
                  aria-label={intl.formatMessage({ id: "payout.editNamed" }, { account: name })}
                >
                  <FormattedMessage id="payout.edit" />
                </button>
                <NetworkButton
                  network={network}
                  className={`${dangerRowButton} ${phone ? PHONE_BUTTON : ""}`}
                  disabled={!enabled}
                  onClick={() => onDelete(account.id)}
                  aria-label={intl.formatMessage({ id: "payout.deleteNamed" }, { account: name })}
                >
                  <FormattedMessage id="payout.delete" />
                </NetworkButton>
                <button
                  type="button"
                  className={`${rowButton} ${phone ? PHONE_BUTTON : ""}`}
                  aria-expanded={open.has(account.id)}
                  aria-controls={historyId}
                  onClick={() => toggle(account.id)}
                  aria-label={intl.formatMessage({ id: "payout.historyNamed" }, { account: name })}
                >
                  <FormattedMessage id="payout.history" />
                </button>
              </span>
            );
            const detailsId = `payout-details-${account.id}`;
            return (
              <Fragment key={account.id}>
                {phone ? (
                  <tr className="text-slate-800 dark:text-slate-200">
                    <td className="w-0 py-0 pl-1 pr-0 align-middle">
                      <DetailsButton
                        open={details.has(account.id)}
                        controls={detailsId}
                        describedBy={`${detailsId}-main`}
                        onClick={() => setDetails((previous) => flip(previous, account.id))}
                      />
                    </td>
                    <td id={`${detailsId}-main`} className="px-2 py-2 align-middle">
                      <span className="block font-medium">{method}</span>
                      <span className="inline-flex items-center gap-1 whitespace-nowrap">
                        <span className="font-mono text-xs tabular-nums text-slate-600 dark:text-slate-300">{masked}</span>
                        {copy}
                      </span>
                    </td>
                    <td className="px-2 py-2 align-middle">{status}</td>
                  </tr>
                ) : (
                  <tr className="text-slate-800 dark:text-slate-200">
                    <td className={`${cell} font-medium`}>{method}</td>
                    <td className={cell}>
                      <span className="inline-flex items-center gap-1">
                        <span className="font-mono tabular-nums">{masked}</span>
                        {copy}
                      </span>
                    </td>
                    <td className={`${cell} text-right tabular-nums`}>{minimal}</td>
                    <td className={cell}>{status}</td>
                    <td className={cell}>{actions}</td>
                  </tr>
                )}
                {phone && details.has(account.id) && (
                  <tr id={detailsId}>
                    <td colSpan={span} className="bg-slate-50/60 py-2 pl-12 pr-2 dark:bg-slate-800/30">
                      <dl className="grid grid-cols-[fit-content(40%)_minmax(0,1fr)] items-center gap-x-4 gap-y-1.5 [overflow-wrap:anywhere]">
                        <Term label="payout.column.minimalPayment">
                          <span className="tabular-nums">{minimal}</span>
                        </Term>
                      </dl>
                      <div className="mt-2 -ml-3">{actions}</div>
                    </td>
                  </tr>
                )}
                {open.has(account.id) && (
                  <tr id={historyId}>
                    <td colSpan={span} className={`bg-slate-50/60 py-3 dark:bg-slate-800/30 ${phone ? "px-3" : "px-6"}`}>
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

/** One term of a row's Details, named as its column is on a wider screen. */
const Term = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="contents">
    <dt className="text-xs font-semibold text-slate-600 dark:text-slate-300">
      <FormattedMessage id={label} />
    </dt>
    <dd className="text-slate-800 dark:text-slate-200">{children}</dd>
  </div>
);
