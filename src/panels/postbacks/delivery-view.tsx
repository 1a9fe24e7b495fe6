/**
 * What a postback test delivered (spec 02 section 2 "Postbacks: add, edit, test"): the URL with its
 * macros filled, whether it was really sent (the mock calls loopback addresses only) and then the
 * receiver's status, the time it took, the start of its answer or why the call failed.
 */
import { useId, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { PostbackDelivery } from "../../../contracts/postbacks.contract";
import { usePublisherDays, useDateTimeFormat } from "../../ui/list";
import { CopyButton } from "../../ui/list";
import { NEEDS_NONE, type NeedsNetwork, NetworkButton } from "../../ui/needs-network";

const badge = "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset";
const TONE = {
  ok: "bg-emerald-50 text-emerald-800 ring-emerald-600/30 dark:bg-emerald-400/10 dark:text-emerald-300 dark:ring-emerald-400/30",
  failed: "bg-red-50 text-red-800 ring-red-600/30 dark:bg-red-400/10 dark:text-red-300 dark:ring-red-400/30",
  simulated: "bg-slate-100 text-slate-700 ring-slate-500/30 dark:bg-slate-400/10 dark:text-slate-300 dark:ring-slate-400/30",
} as const;

const revealButton =
  "inline-flex min-h-6 items-center rounded text-xs font-medium text-teal-800 underline-offset-2 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-teal-600 disabled:opacity-60 dark:text-teal-300 dark:focus-visible:ring-teal-400";

/**
 * The delivery's URL as a term of a description list, with a button that copies it (issue 35.5): the
 * URL as sent, its secrets shown as *** (the server's one rule for a test's result and the log); when
 * it has any, "Show secrets" asks for the exact URL (`reveal`: at hand for a test, fetched for a logged
 * delivery; null when it could not be had) and the copy button then copies that, a URL that can be
 * called again. "Hide secrets" masks it again.
 */
export const DeliveryUrl = ({
  url,
  secretsMasked,
  reveal,
  network,
  termClassName,
}: {
  url: string;
  secretsMasked: boolean;
  reveal: () => Promise<string | null>;
  /** Showing the secrets asks the server: offline it waits, with this reason shared by the caller's list, else its own. */
  network?: NeedsNetwork;
  termClassName: string;
}) => {
  const intl = useIntl();
  const hintId = useId();
  const [revealed, setRevealed] = useState<string | null>(null);
  const [revealing, setRevealing] = useState(false);
  const shown = revealed ?? url;
  const copyLabel = !secretsMasked
    ? "postbacks.delivery.copyUrl"
    : revealed === null
      ? "postbacks.delivery.copyMasked"
      : "postbacks.delivery.copyWithSecrets";
  const toggle = async () => {
    if (revealed !== null) return setRevealed(null);
    setRevealing(true);
    const exact = await reveal();
    setRevealing(false);
    setRevealed(exact);
  };
  return (
    <>
      <dt className={termClassName}>
        <FormattedMessage id="postbacks.delivery.url" />
      </dt>
      <dd className="min-w-0 space-y-1">
        <div className="flex min-w-0 items-start gap-1">
          <code
            className="min-w-0 font-mono text-xs break-all text-slate-800 dark:text-slate-200"
            data-revealed={revealed !== null || undefined}
          >
            {shown}
          </code>
          <CopyButton value={shown} label={intl.formatMessage({ id: copyLabel })} />
        </div>
        {secretsMasked && (
          <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-slate-600 dark:text-slate-300">
            {revealed === null && (
              <span id={hintId}>
                <FormattedMessage id="postbacks.delivery.secretsMasked" />
              </span>
            )}
            <NetworkButton
              // Hiding them again asks nothing (one button, so that the focus stays on it).
              network={revealed === null ? network : NEEDS_NONE}
              className={revealButton}
              disabled={revealing}
              aria-busy={revealing || undefined}
              aria-describedby={revealed === null ? hintId : undefined}
              onClick={() => void toggle()}
            >
              <FormattedMessage id={revealed === null ? "postbacks.delivery.showSecrets" : "postbacks.delivery.hideSecrets"} />
            </NetworkButton>
          </p>
        )}
      </dd>
    </>
  );
};

/**
 * Why a delivery failed and the start of the receiver's answer, as term and description pairs of the
 * caller's list (a test's result here, a delivery of the log in src/panels/postbacks/deliveries-dialog.tsx).
 * `surface`: the list's own background, white ("plain") or tinted, which the answer's box stands out from.
 */
export const DeliveryOutcome = ({
  error,
  responseExcerpt,
  surface,
}: {
  error: string | null;
  responseExcerpt: string | null;
  surface: "plain" | "tinted";
}) => (
  <>
    {error !== null && (
      <>
        <dt className="text-slate-600 dark:text-slate-300">
          <FormattedMessage id="postbacks.delivery.error" />
        </dt>
        <dd className="text-red-700 dark:text-red-300">{error}</dd>
      </>
    )}
    {responseExcerpt !== null && responseExcerpt !== "" && (
      <>
        <dt className="text-slate-600 dark:text-slate-300">
          <FormattedMessage id="postbacks.delivery.response" />
        </dt>
        <dd>
          <pre
            className={`max-h-32 overflow-auto rounded p-2 font-mono text-xs break-all whitespace-pre-wrap text-slate-800 dark:text-slate-200 ${surface === "plain" ? "bg-slate-50 dark:bg-slate-950" : "bg-white dark:bg-slate-900"}`}
          >
            {responseExcerpt}
          </pre>
        </dd>
      </>
    )}
  </>
);

export const DeliveryView = ({ delivery, name }: { delivery: PostbackDelivery; name?: string }) => {
  const intl = useIntl();
  const dateTime = useDateTimeFormat(usePublisherDays().timeZone);
  const ok = delivery.status !== null && delivery.status >= 200 && delivery.status < 300;
  const tone = delivery.simulated ? "simulated" : ok ? "ok" : "failed";
  return (
    <section
      aria-label={intl.formatMessage({ id: "postbacks.delivery.title" })}
      data-testid="postback-delivery"
      className="space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm dark:border-slate-700 dark:bg-slate-950/40"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-slate-900 dark:text-slate-50">
          <FormattedMessage id="postbacks.delivery.title" />
        </h3>
        {name && <span className="text-slate-600 dark:text-slate-300">{name}</span>}
        <span className={`${badge} ${TONE[tone]}`}>
          {delivery.simulated ? (
            <FormattedMessage id="postbacks.delivery.simulated" />
          ) : delivery.status !== null ? (
            <FormattedMessage id="postbacks.delivery.status" values={{ status: delivery.status }} />
          ) : (
            <FormattedMessage id="postbacks.delivery.failed" />
          )}
        </span>
      </div>
      <dl className="grid grid-cols-1 gap-x-3 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <DeliveryUrl
          // Another test's result starts masked again.
          key={`${delivery.sentAt} ${delivery.urlWithSecrets}`}
          url={delivery.url}
          secretsMasked={delivery.secretsMasked}
          reveal={() => Promise.resolve(delivery.urlWithSecrets)}
          termClassName="text-slate-600 dark:text-slate-400"
        />
        <dt className="text-slate-600 dark:text-slate-400">
          <FormattedMessage id="postbacks.delivery.sentAt" />
        </dt>
        <dd className="text-slate-800 dark:text-slate-200">{dateTime(delivery.sentAt)}</dd>
        {!delivery.simulated && (
          <>
            <dt className="text-slate-600 dark:text-slate-400">
              <FormattedMessage id="postbacks.delivery.time" />
            </dt>
            <dd className="text-slate-800 tabular-nums dark:text-slate-200">
              {intl.formatNumber(delivery.timeMs, { style: "unit", unit: "millisecond", unitDisplay: "short" })}
            </dd>
          </>
        )}
        <DeliveryOutcome error={delivery.error} responseExcerpt={delivery.responseExcerpt} surface="tinted" />
      </dl>
      {delivery.simulated && (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          <FormattedMessage id="postbacks.delivery.simulatedHint" />
        </p>
      )}
    </section>
  );
};
