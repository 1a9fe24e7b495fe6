/**
 * An offer's availability for the publisher as a coloured status (spec 02 section 3's colours), and
 * the action it allows: Request (on request), Get link (live or test: copies the tracking link;
 * available: takes the public offer, which the server makes live, and copies its link), or nothing
 * beyond the status.
 */
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { OFFER_AVAILABILITY, type Offer, type OfferAvailability, type OfferAvailabilityName } from "../../../contracts/offers.contract";
import { runApi, withApi } from "../../api";
import { handleError } from "../../app/error-handler";
import { useSystem } from "../../app/react";
import { toasts } from "../../app/toasts";
import { toolbarButton } from "../../ui/list";
import { type NeedsNetwork, NetworkButton } from "../../ui/needs-network";

const NAME_OF = new Map(
  (Object.entries(OFFER_AVAILABILITY) as Array<[OfferAvailabilityName, OfferAvailability]>).map(([name, value]) => [value, name]),
);

/** The availability's name ("on_request"), for message ids and filter options. */
export const availabilityName = (value: OfferAvailability): OfferAvailabilityName => NAME_OF.get(value)!;

/** Green live and available, red declined, grey in review, orange on request and requested (pending), cyan test. */
const TONE: Readonly<Record<OfferAvailabilityName, string>> = {
  live: "bg-emerald-50 text-emerald-800 ring-emerald-600/30 dark:bg-emerald-400/10 dark:text-emerald-300 dark:ring-emerald-400/30",
  available: "bg-emerald-50 text-emerald-800 ring-emerald-600/30 dark:bg-emerald-400/10 dark:text-emerald-300 dark:ring-emerald-400/30",
  declined: "bg-red-50 text-red-800 ring-red-600/30 dark:bg-red-400/10 dark:text-red-300 dark:ring-red-400/30",
  in_review: "bg-slate-100 text-slate-700 ring-slate-500/30 dark:bg-slate-400/10 dark:text-slate-300 dark:ring-slate-400/30",
  on_request: "bg-orange-50 text-orange-800 ring-orange-600/30 dark:bg-orange-400/10 dark:text-orange-300 dark:ring-orange-400/30",
  requested: "bg-orange-50 text-orange-800 ring-orange-600/30 dark:bg-orange-400/10 dark:text-orange-300 dark:ring-orange-400/30",
  test: "bg-cyan-50 text-cyan-800 ring-cyan-600/30 dark:bg-cyan-400/10 dark:text-cyan-300 dark:ring-cyan-400/30",
};

export const AvailabilityBadge = ({ value }: { value: OfferAvailability }) => {
  const name = availabilityName(value);
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${TONE[name]}`}
    >
      <FormattedMessage id={`offers.availability.${name}`} />
    </span>
  );
};

const copyLink = (link: string) =>
  navigator.clipboard.writeText(link).then(
    () => toasts.show({ tone: "success", messageId: "lists.copied" }),
    () => toasts.show({ tone: "error", messageId: "error.unexpected" }),
  );

/**
 * The row's action: Request access, Get link, or nothing. `onChanged` reloads the list after a request.
 * Requesting and getting a link ask the server: offline they wait, described by the list's one reason
 * (`network`); copying a link the row has does not.
 */
export const OfferAction = ({ offer, onChanged, network }: { offer: Offer; onChanged: () => void; network: NeedsNetwork }) => {
  const intl = useIntl();
  const { api } = useSystem();
  const [busy, setBusy] = useState(false);
  const name = `#${offer.relativeId} ${offer.displayName}`;
  if (offer.availability === OFFER_AVAILABILITY.on_request) {
    return (
      <NetworkButton
        network={network}
        className={toolbarButton}
        disabled={busy}
        aria-label={intl.formatMessage({ id: "offers.action.requestFor" }, { name })}
        onClick={() => {
          setBusy(true);
          void runApi(
            api,
            withApi((a) => a.offers.requestAccess({ path: { id: offer.relativeId }, payload: {} })),
          ).then((result) => {
            setBusy(false);
            if (result._tag === "Left") return handleError(result.left);
            toasts.show({ tone: "success", messageId: "offers.action.requestSent" });
            onChanged();
          });
        }}
      >
        <FormattedMessage id="offers.action.request" />
      </NetworkButton>
    );
  }
  // An available offer is public: Get link takes it (the server makes it live) and copies its new link.
  if (offer.availability === OFFER_AVAILABILITY.available) {
    return (
      <NetworkButton
        network={network}
        className={toolbarButton}
        disabled={busy}
        aria-label={intl.formatMessage({ id: "offers.action.getLinkFor" }, { name })}
        onClick={() => {
          setBusy(true);
          void runApi(
            api,
            withApi((a) => a.offers.requestAccess({ path: { id: offer.relativeId }, payload: {} })),
          ).then(async (result) => {
            setBusy(false);
            if (result._tag === "Left") return handleError(result.left);
            if (result.right.trackingLink !== null) await copyLink(result.right.trackingLink);
            onChanged();
          });
        }}
      >
        <FormattedMessage id="offers.action.getLink" />
      </NetworkButton>
    );
  }
  const link = offer.trackingLink;
  if (link !== null) {
    return (
      <button
        type="button"
        className={toolbarButton}
        aria-label={intl.formatMessage({ id: "offers.action.getLinkFor" }, { name })}
        onClick={() => void copyLink(link)}
      >
        <FormattedMessage id="offers.action.getLink" />
      </button>
    );
  }
  return <AvailabilityBadge value={offer.availability} />;
};
