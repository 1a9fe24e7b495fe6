/**
 * The postback delivery log (issue 27.2) in a dialog: the deliveries of one postback (its row's
 * Deliveries) or of one conversion (the Conversions row's Deliveries), newest first, each with its
 * outcome in words and colour, the final URL, status or failure, time, attempts and the answer's first
 * characters; "Failures only" filters them; Resend sends one again and says how it went in a toast.
 *
 * Loaded on first open (the Conversions page and the postbacks panel import it lazily).
 */
import { useId, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { DeliveryOutcome as Outcome, PostbackDeliveryLog } from "../../../contracts/postbacks.contract";
import { DeliveryOutcome, DeliveryUrl } from "./delivery-view";
import { type ApiError, runApi, withApi } from "../../api";
import { useSystem } from "../../app/react";
import { toasts } from "../../app/toasts";
import { useApiQuery } from "../../app/use-api-query";
import { secondaryButton } from "../../ui/buttons";
import { Pagination, type PageSize, pageCount, totalOf, useDateTimeFormat, usePublisherDays } from "../../ui/list";
import { ModalFrame, ModalTitle } from "../../ui/modal";
import { type NeedsNetwork, NetworkButton, useNeedsNetwork } from "../../ui/needs-network";

/** Whose deliveries: one postback's, or one conversion's. */
export type DeliveriesOf =
  { readonly postback: { readonly id: number; readonly name: string } } | { readonly conversion: { readonly id: number } };

export interface DeliveriesDialogProps {
  readonly of: DeliveriesOf;
  readonly onClose: () => void;
}

const badge = "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset";
/** AA in light and dark; the outcome is also written in words. */
const TONE: Readonly<Record<Outcome, string>> = {
  delivered: "bg-emerald-100 text-emerald-900 ring-emerald-600/30 dark:bg-emerald-400/15 dark:text-emerald-200 dark:ring-emerald-400/30",
  failed: "bg-red-100 text-red-900 ring-red-600/30 dark:bg-red-400/15 dark:text-red-200 dark:ring-red-400/30",
  simulated: "bg-slate-100 text-slate-800 ring-slate-500/30 dark:bg-slate-400/15 dark:text-slate-200 dark:ring-slate-400/30",
};
const rowButton =
  "whitespace-nowrap rounded-md px-2 py-1 text-sm font-medium text-teal-800 outline-none ring-1 ring-inset ring-teal-700/30 hover:bg-teal-50 focus-visible:ring-2 focus-visible:ring-teal-600 disabled:opacity-50 dark:text-teal-300 dark:ring-teal-400/30 dark:hover:bg-teal-400/10 dark:focus-visible:ring-teal-400";

const errorText = (error: ApiError, fallback: string) => (error.message && error._tag !== "NetworkFailed" ? error.message : fallback);

const Entry = ({
  delivery,
  showPostback,
  resending,
  network,
  onResend,
}: {
  delivery: PostbackDeliveryLog;
  showPostback: boolean;
  resending: boolean;
  /** Resending and showing the secrets ask the server: offline they wait, described by the log's one reason. */
  network: NeedsNetwork;
  onResend: () => void;
}) => {
  const intl = useIntl();
  const { api } = useSystem();
  const dateTime = useDateTimeFormat(usePublisherDays().timeZone);
  const titleId = useId();
  // The exact URL is asked for only when the publisher shows the secrets (issue 35.5).
  const reveal = async () => {
    const result = await runApi(
      api,
      withApi((a) => a.postbacks.reveal({ path: { id: delivery.id }, payload: {} })),
    );
    if (result._tag === "Right") return result.right.urlWithSecrets;
    toasts.show({ tone: "error", text: errorText(result.left, intl.formatMessage({ id: "error.unexpected" })) });
    return null;
  };
  return (
    <li aria-labelledby={titleId} className="space-y-2 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700">
      <div className="flex flex-wrap items-center gap-2">
        <span className={`${badge} ${TONE[delivery.outcome]}`} data-outcome={delivery.outcome}>
          <FormattedMessage id={`postbacks.log.outcome.${delivery.outcome}`} />
          {delivery.status !== null && <span className="tabular-nums">· HTTP {delivery.status}</span>}
        </span>
        <span id={titleId} className="font-medium text-slate-900 dark:text-slate-50">
          {showPostback ? (
            delivery.postbackName
          ) : (
            <FormattedMessage id="postbacks.log.conversion" values={{ id: String(delivery.conversionId) }} />
          )}
        </span>
        <span className="text-slate-600 tabular-nums dark:text-slate-300">{dateTime(delivery.sentAt)}</span>
        {delivery.trigger === "resend" && (
          <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-200">
            <FormattedMessage id="postbacks.log.resent" />
          </span>
        )}
        <span className="ml-auto">
          <NetworkButton
            network={network}
            className={rowButton}
            disabled={resending}
            aria-busy={resending || undefined}
            aria-label={intl.formatMessage(
              { id: "postbacks.log.resendFor" },
              { name: delivery.postbackName, id: String(delivery.conversionId) },
            )}
            onClick={onResend}
          >
            <FormattedMessage id="postbacks.log.resend" />
          </NetworkButton>
        </span>
      </div>
      <dl className="grid grid-cols-1 gap-x-3 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <DeliveryUrl
          url={delivery.url}
          secretsMasked={delivery.secretsMasked}
          reveal={reveal}
          network={network}
          termClassName="text-slate-600 dark:text-slate-300"
        />
        {delivery.outcome !== "simulated" && (
          <>
            <dt className="text-slate-600 dark:text-slate-300">
              <FormattedMessage id="postbacks.log.attempts" />
            </dt>
            <dd className="text-slate-800 tabular-nums dark:text-slate-200">
              <FormattedMessage
                id="postbacks.log.attemptsValue"
                values={{
                  count: delivery.attempts.length,
                  time: intl.formatNumber(delivery.timeMs, { style: "unit", unit: "millisecond", unitDisplay: "short" }),
                }}
              />
            </dd>
          </>
        )}
        <DeliveryOutcome error={delivery.error} responseExcerpt={delivery.responseExcerpt} surface="plain" />
      </dl>
    </li>
  );
};

export default function DeliveriesDialog({ of, onClose }: DeliveriesDialogProps) {
  const intl = useIntl();
  const { api } = useSystem();
  const failuresId = useId();
  const [failuresOnly, setFailuresOnly] = useState(false);
  const [page, setPage] = useState(1);
  const [itemsPerPage, setItemsPerPage] = useState<PageSize>(10);
  const [version, setVersion] = useState(0);
  const [resending, setResending] = useState<number | null>(null);
  const network = useNeedsNetwork();

  const urlParams = {
    ...("postback" in of ? { postback: String(of.postback.id) } : { conversion: of.conversion.id }),
    ...(failuresOnly ? { status: "failed" as const } : {}),
    page,
    itemsPerPage,
  };
  const list = useApiQuery(
    withApi((a) => a.postbacks.deliveries({ urlParams })),
    `deliveries:${JSON.stringify(urlParams)}:${version}`,
  );
  const counts = list.data ?? list.latest;
  const rows = list.data?.["hydra:member"] ?? [];

  const resend = async (delivery: PostbackDeliveryLog) => {
    setResending(delivery.id);
    const result = await runApi(
      api,
      withApi((a) => a.postbacks.resend({ path: { id: delivery.id }, payload: {} })),
    );
    setResending(null);
    if (result._tag === "Left") {
      toasts.show({ tone: "error", text: errorText(result.left, intl.formatMessage({ id: "error.unexpected" })) });
      return;
    }
    const sent = result.right;
    toasts.show({
      tone: sent.outcome === "failed" ? "error" : "success",
      messageId: `postbacks.log.resentToast.${sent.outcome}`,
      values: { name: sent.postbackName, status: sent.status ?? "—" },
    });
    setPage(1);
    setVersion((v) => v + 1);
  };

  return (
    <ModalFrame width="5xl" onClose={onClose} busy={list.loading}>
      <ModalTitle>
        {"postback" in of ? (
          <FormattedMessage id="postbacks.log.titlePostback" values={{ name: of.postback.name }} />
        ) : (
          <FormattedMessage id="postbacks.log.titleConversion" values={{ id: String(of.conversion.id) }} />
        )}
      </ModalTitle>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        <FormattedMessage id="postbacks.log.intro" />
      </p>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <label htmlFor={failuresId} className="inline-flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
          <input
            id={failuresId}
            type="checkbox"
            className="size-4 rounded border-slate-400 accent-teal-700 dark:accent-teal-400"
            checked={failuresOnly}
            onChange={(e) => {
              setFailuresOnly(e.target.checked);
              setPage(1);
            }}
          />
          <FormattedMessage id="postbacks.log.failuresOnly" />
        </label>
      </div>
      <div className="mt-3" aria-live="polite" aria-busy={list.loading}>
        {list.error ? (
          <p role="alert" className="text-sm text-red-800 dark:text-red-200">
            {errorText(list.error, intl.formatMessage({ id: "error.unexpected" }))}{" "}
            <NetworkButton network={network} className="underline" onClick={list.retry}>
              <FormattedMessage id="postbacks.log.retry" />
            </NetworkButton>
            {network.note}
          </p>
        ) : list.data && rows.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600 dark:border-slate-600 dark:text-slate-300">
            <FormattedMessage id={failuresOnly ? "postbacks.log.noFailures" : "postbacks.log.empty"} />
          </p>
        ) : (
          <ul className="space-y-2" aria-label={intl.formatMessage({ id: "postbacks.log.list" })}>
            {rows.length > 0 && network.note && <li className="list-none">{network.note}</li>}
            {rows.map((delivery) => (
              <Entry
                key={delivery.id}
                delivery={delivery}
                showPostback={!("postback" in of)}
                resending={resending === delivery.id}
                network={network}
                onResend={() => void resend(delivery)}
              />
            ))}
          </ul>
        )}
      </div>
      {counts && totalOf(counts) > 0 && (
        <div className="mt-3">
          <Pagination
            page={page}
            pages={pageCount(counts, itemsPerPage)}
            itemsPerPage={itemsPerPage}
            total={totalOf(counts)}
            onPage={setPage}
            onItemsPerPage={(size) => {
              setItemsPerPage(size);
              setPage(1);
            }}
          />
        </div>
      )}
      <div className="mt-6 flex justify-end">
        <button type="button" className={secondaryButton} onClick={onClose}>
          <FormattedMessage id="postbacks.log.close" />
        </button>
      </div>
    </ModalFrame>
  );
}
