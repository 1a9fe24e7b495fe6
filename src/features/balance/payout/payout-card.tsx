/**
 * "Getting paid" on the Balance page (issue 37 item 3; docs/decisions/089-getting-paid.md): the payout
 * threshold with the progress towards it (a progressbar with its text beside it), the schedule and the
 * next payment day, how long earnings are held, the pending money by the day it becomes payable, and
 * "Request payout" when the server says one may be asked, confirmed in an alert dialog. Loaded only
 * once the backend is known to have payout terms (decision 085): the page shows nothing otherwise.
 */
import { Description } from "@headlessui/react";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { PayoutTerms } from "../../../../contracts/payout-terms.contract";
import type { Payment } from "../../../../contracts/payments.contract";
import { canRequest } from "../../../../machines/payout-request/payout-request.machine";
import { useRefreshBalance } from "../../../app/balance-source";
import { usePublisher } from "../../../app/react";
import { toasts } from "../../../app/toasts";
import { Temporal } from "../../../lib/temporal";
import { formatMoney } from "../../../lib/money";
import { secondaryButton } from "../../../ui/buttons";
import { Card } from "../../../ui/card";
import { FormAlert, useFormText } from "../../../ui/form";
import { ModalFrame, ModalTitle } from "../../../ui/modal";
import { NetworkButton, useNeedsNetwork } from "../../../ui/needs-network";
import { usePayoutRequestFlow } from "./flow-implementations";

/** Pending days listed at most; the rest are counted. */
const PENDING_SHOWN = 4;

const primaryButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-teal-700 px-4 py-2 text-sm font-semibold text-white shadow-sm outline-none hover:bg-teal-800 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2 disabled:cursor-wait disabled:opacity-70 sm:min-h-0 dark:bg-teal-500 dark:text-slate-950 dark:hover:bg-teal-400 dark:focus-visible:ring-teal-400 dark:focus-visible:ring-offset-slate-900";
const quietButton = `${secondaryButton} inline-flex min-h-11 items-center justify-center sm:min-h-0`;

/** Cents of an amount the server gave with 2 decimals: the progress is counted in whole cents. */
const cents = (amount: number) => Math.round(amount * 100);

/** A day (YYYY-MM-DD) in the locale's medium form, through Temporal and Intl. */
const dayText = (day: string, locale: string) => Temporal.PlainDate.from(day).toLocaleString(locale, { dateStyle: "medium" });

/** An ISO day of the week (1 Monday) by its name: the Monday of a known week, moved by days. */
const weekdayText = (weekday: number, locale: string) =>
  Temporal.PlainDate.from("2024-01-01")
    .add({ days: weekday - 1 })
    .toLocaleString(locale, { weekday: "long" });

/** What follows a granted request: a notification, the balance and the page's transactions refreshed. */
const useWhenRequested = (requested: Payment | null, payOn: string | null, onRequested: () => void) => {
  const { locale } = useIntl();
  const symbol = usePublisher().currency.symbol;
  const refreshBalance = useRefreshBalance();
  const announce = useEffectEvent((payment: Payment) => {
    toasts.show({
      tone: "success",
      messageId: "payouts.requested",
      values: { amount: formatMoney(payment.amount, symbol), date: dayText(payOn ?? payment.endDate, locale) },
    });
    refreshBalance();
    onRequested();
  });
  useEffect(() => {
    if (requested) announce(requested);
  }, [requested]);
};

const Progress = ({ terms, symbol }: { terms: PayoutTerms; symbol: string }) => {
  const intl = useIntl();
  const payable = cents(terms.payable);
  const threshold = cents(terms.threshold);
  const percent = threshold === 0 ? 100 : Math.min(100, Math.floor((payable * 100) / threshold));
  const value = intl.formatMessage(
    { id: "payouts.progress.value" },
    { payable: formatMoney(terms.payable, symbol), threshold: formatMoney(terms.threshold, symbol) },
  );
  return (
    <div className="space-y-1.5">
      <div
        role="progressbar"
        aria-label={intl.formatMessage({ id: "payouts.progress.label" })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={value}
        className="h-2.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div className="h-full rounded-full bg-teal-600 dark:bg-teal-400" style={{ width: `${percent}%` }} />
      </div>
      <p className="flex flex-wrap justify-between gap-x-3 text-sm text-slate-700 dark:text-slate-200">
        <span className="tabular-nums">{value}</span>
        <span>
          {payable >= threshold ? (
            <FormattedMessage id="payouts.progress.reached" />
          ) : (
            <FormattedMessage id="payouts.progress.left" values={{ amount: formatMoney((threshold - payable) / 100, symbol) }} />
          )}
        </span>
      </p>
    </div>
  );
};

const Terms = ({ terms, symbol }: { terms: PayoutTerms; symbol: string }) => {
  const { locale } = useIntl();
  const pendingCents = terms.pending.reduce((sum, p) => sum + cents(p.amount), 0);
  const shown = terms.pending.slice(0, PENDING_SHOWN);
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <FormattedMessage id="payouts.payable" />{" "}
          <span className="text-lg font-semibold tabular-nums text-slate-900 dark:text-slate-50">{formatMoney(terms.payable, symbol)}</span>
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <FormattedMessage id="payouts.threshold" values={{ amount: formatMoney(terms.threshold, symbol) }} />
        </p>
      </div>
      <Progress terms={terms} symbol={symbol} />
      <ul className="space-y-0.5 text-sm text-slate-700 dark:text-slate-200">
        <li>
          {terms.schedule.frequency === "weekly" ? (
            <FormattedMessage id="payouts.schedule.weekly" values={{ weekday: weekdayText(terms.schedule.day, locale) }} />
          ) : (
            <FormattedMessage id="payouts.schedule.monthly" values={{ day: terms.schedule.day }} />
          )}
        </li>
        <li>
          <FormattedMessage id="payouts.nextPayment" values={{ date: dayText(terms.nextPaymentDate, locale) }} />
        </li>
        <li className="text-slate-600 dark:text-slate-300">
          <FormattedMessage id="payouts.hold" values={{ days: terms.holdDays }} />
        </li>
      </ul>
      <div>
        <h3 className="text-sm font-medium text-slate-600 dark:text-slate-300">
          <FormattedMessage id="payouts.pending.title" values={{ amount: formatMoney(pendingCents / 100, symbol) }} />
        </h3>
        {shown.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            <FormattedMessage id="payouts.pending.none" />
          </p>
        ) : (
          <ul className="mt-1 space-y-0.5 text-sm tabular-nums text-slate-700 dark:text-slate-200">
            {shown.map((p) => (
              <li key={p.payableOn}>
                <FormattedMessage
                  id="payouts.pending.item"
                  values={{ amount: formatMoney(p.amount, symbol), date: dayText(p.payableOn, locale) }}
                />
              </li>
            ))}
            {terms.pending.length > shown.length && (
              <li className="text-slate-600 dark:text-slate-300">
                <FormattedMessage id="payouts.pending.more" values={{ count: terms.pending.length - shown.length }} />
              </li>
            )}
          </ul>
        )}
      </div>
    </>
  );
};

const ConfirmDialog = ({
  terms,
  symbol,
  busy,
  onConfirm,
  onCancel,
}: {
  terms: PayoutTerms;
  symbol: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) => {
  const { locale } = useIntl();
  const cancel = useRef<HTMLButtonElement>(null);
  const network = useNeedsNetwork();
  return (
    <ModalFrame onClose={() => !busy && onCancel()} width="sm" role="alertdialog" initialFocus={cancel} busy={busy}>
      <ModalTitle>
        <FormattedMessage id="payouts.confirm.title" values={{ amount: formatMoney(terms.payable, symbol) }} />
      </ModalTitle>
      <Description className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        <FormattedMessage id="payouts.confirm.details" values={{ date: dayText(terms.nextPaymentDate, locale) }} />
      </Description>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button ref={cancel} type="button" className={quietButton} disabled={busy} onClick={onCancel}>
          <FormattedMessage id="confirm.cancel" />
        </button>
        <NetworkButton network={network} className={primaryButton} disabled={busy} aria-busy={busy || undefined} onClick={onConfirm}>
          <FormattedMessage id={busy ? "payouts.confirm.busy" : "payouts.request"} />
        </NetworkButton>
      </div>
      {network.note && <div className="text-right">{network.note}</div>}
    </ModalFrame>
  );
};

export default function PayoutCard({ onRequested }: { onRequested: () => void }) {
  const { locale } = useIntl();
  const text = useFormText();
  const symbol = usePublisher().currency.symbol;
  const [state, send] = usePayoutRequestFlow();
  const { terms, loadError, requestError, requested } = state.context;
  // The day it is paid on is the one the terms named when it was asked (the next ones name a later day).
  const [payOn, setPayOn] = useState<string | null>(null);
  if (state.matches("requesting") && terms && payOn !== terms.nextPaymentDate) setPayOn(terms.nextPaymentDate);
  useWhenRequested(requested, payOn, onRequested);
  const network = useNeedsNetwork();
  return (
    <Card as="section" aria-labelledby="payout-title" aria-busy={state.matches("loading") || undefined} className="space-y-3 px-5 py-4">
      <h2 id="payout-title" className="text-sm font-medium text-slate-600 dark:text-slate-300">
        <FormattedMessage id="payouts.title" />
      </h2>
      {state.matches("failed") && loadError ? (
        <div className="space-y-2">
          <FormAlert>{text(loadError)}</FormAlert>
          <NetworkButton network={network} className={quietButton} onClick={() => send({ type: "load.retry" })}>
            <FormattedMessage id="payouts.retry" />
          </NetworkButton>
          {network.note}
        </div>
      ) : terms === null ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <FormattedMessage id="payouts.loading" />
        </p>
      ) : (
        <>
          <Terms terms={terms} symbol={symbol} />
          {requestError && <FormAlert>{text(requestError)}</FormAlert>}
          {terms.requestsAllowed && (
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              {canRequest(terms) && (
                <NetworkButton network={network} className={primaryButton} onClick={() => send({ type: "payout.request" })}>
                  <FormattedMessage id="payouts.request" />
                </NetworkButton>
              )}
              {terms.refusal !== null && (
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  <FormattedMessage id={`payouts.refusal.${terms.refusal}`} values={{ date: dayText(terms.nextPaymentDate, locale) }} />
                </p>
              )}
            </div>
          )}
          {network.note}
        </>
      )}
      {(state.matches("confirming") || state.matches("requesting")) && terms && (
        <ConfirmDialog
          terms={terms}
          symbol={symbol}
          busy={state.matches("requesting")}
          onConfirm={() => send({ type: "confirm.accept" })}
          onCancel={() => send({ type: "confirm.cancel" })}
        />
      )}
    </Card>
  );
}
