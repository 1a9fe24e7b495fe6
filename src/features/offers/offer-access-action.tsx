/**
 * The action an offer's availability allows on its detail page (machines/offer-access): Get link
 * (available: the link is granted at once), Request (on request), Check status (requested, in
 * review), Get link (live or test: copies the tracking link, as the list's row does), beside the coloured status.
 */
import { FormattedMessage } from "react-intl";
import type { Offer } from "../../../contracts/offers.contract";
import type { FormMessage } from "../../../machines/form/form-model";
import { toasts } from "../../app/toasts";
import { useFormText } from "../../ui/form";
import { toolbarButton } from "../../ui/list";
import { NetworkButton, useNeedsNetwork } from "../../ui/needs-network";
import { AvailabilityBadge } from "./availability";

const primaryButton =
  "inline-flex h-9 items-center gap-2 rounded-lg bg-teal-700 px-3 text-sm font-semibold text-white outline-none hover:bg-teal-800 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2 disabled:opacity-60 dark:bg-teal-500 dark:text-slate-950 dark:hover:bg-teal-400 dark:focus-visible:ring-teal-400 dark:focus-visible:ring-offset-slate-950";

/** States whose action asks the server. */
const ASKS = new Set(["available", "granting", "onRequest", "requesting", "requested", "inReview"]);

/** States with a sentence under the action (live and test have the link instead). */
const HINTED = new Set(["available", "granting", "onRequest", "requesting", "requested", "inReview", "declined"]);

export interface OfferAccessActionProps {
  readonly offer: Offer;
  /** The machine's state: available, onRequest, granting, requesting, requested, inReview, live, test, declined, loading. */
  readonly state: string;
  readonly error: FormMessage | null;
  readonly onGetLink: () => void;
  readonly onRequest: () => void;
  readonly onRefresh: () => void;
}

export const OfferAccessAction = ({ offer, state, error, onGetLink, onRequest, onRefresh }: OfferAccessActionProps) => {
  const text = useFormText();
  // Getting a link, requesting and checking ask the server: offline they wait, with the reason (copying does not).
  const network = useNeedsNetwork();
  const link = offer.trackingLink;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <AvailabilityBadge value={offer.availability} />
      {(state === "available" || state === "granting") && (
        <NetworkButton network={network} className={primaryButton} disabled={state === "granting"} onClick={onGetLink}>
          <FormattedMessage id="offers.action.getLink" />
        </NetworkButton>
      )}
      {(state === "onRequest" || state === "requesting") && (
        <NetworkButton network={network} className={primaryButton} disabled={state === "requesting"} onClick={onRequest}>
          <FormattedMessage id="offers.action.request" />
        </NetworkButton>
      )}
      {(state === "requested" || state === "inReview") && (
        <NetworkButton network={network} className={toolbarButton} onClick={onRefresh}>
          <FormattedMessage id="offerDetail.access.refresh" />
        </NetworkButton>
      )}
      {link !== null && (
        <button
          type="button"
          className={toolbarButton}
          onClick={() =>
            void navigator.clipboard.writeText(link).then(
              () => toasts.show({ tone: "success", messageId: "lists.copied" }),
              () => toasts.show({ tone: "error", messageId: "error.unexpected" }),
            )
          }
        >
          <FormattedMessage id="offers.action.getLink" />
        </button>
      )}
      {ASKS.has(state) && network.note}
      {HINTED.has(state) && (
        <p className="w-full text-sm text-slate-600 dark:text-slate-400">
          <FormattedMessage
            id={`offerDetail.access.hint.${state === "granting" ? "available" : state === "requesting" ? "onRequest" : state}`}
          />
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {text(error)}
        </p>
      )}
    </div>
  );
};
