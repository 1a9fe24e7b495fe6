/**
 * An offer's links and creatives (issue 12): the shared tracking-link builder on the offer's link
 * (once the publisher has one: live or test), and the offer's creatives with a preview and a download.
 */
import { FormattedMessage, useIntl } from "react-intl";
import type { Offer } from "../../../contracts/offers.contract";
import { withApi } from "../../api";
import { useApiQuery } from "../../app/use-api-query";
import { LoadFailed } from "../../ui/load-failed";
import { toolbarButton } from "../../ui/list";
import { LinkBuilder } from "../links/link-builder";

const Creatives = ({ offer }: { offer: Offer }) => {
  const intl = useIntl();
  const creatives = useApiQuery(withApi((api) => api.offers.creatives({ urlParams: { offer: String(offer.relativeId) } })), `creatives:${offer.relativeId}`);
  return (
    <section aria-labelledby="offer-creatives" className="space-y-3">
      <h2 id="offer-creatives" className="text-base font-semibold text-slate-900 dark:text-slate-100">
        <FormattedMessage id="offerDetail.creatives" />
      </h2>
      {creatives.error ? (
        <LoadFailed error={creatives.error} onRetry={creatives.retry} />
      ) : !creatives.data ? (
        <p aria-busy="true" className="text-sm text-slate-500 dark:text-slate-400">
          <FormattedMessage id="lists.loading" />
        </p>
      ) : creatives.data["hydra:member"].length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <FormattedMessage id="lists.noData" />
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {creatives.data["hydra:member"].map((creative) => (
            <li key={creative.id} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900">
              <div className="flex h-40 items-center justify-center overflow-hidden rounded-lg bg-slate-100 dark:bg-slate-800">
                <img src={creative.url} alt={creative.name} loading="lazy" className="max-h-40 max-w-full object-contain" />
              </div>
              <div className="flex items-end justify-between gap-2">
                <div className="min-w-0 text-sm">
                  <p className="truncate font-medium text-slate-900 dark:text-slate-100">{creative.name}</p>
                  <p className="text-xs text-slate-600 dark:text-slate-400">
                    <FormattedMessage id={`offerDetail.creative.${creative.kind}`} /> · {creative.width}×{creative.height}
                  </p>
                </div>
                <a href={creative.url} download className={toolbarButton} aria-label={intl.formatMessage({ id: "offerDetail.downloadFor" }, { name: creative.name })}>
                  <FormattedMessage id="offerDetail.download" />
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};

export default function OfferLinksTab({ offer }: { offer: Offer }) {
  return (
    <div className="space-y-6">
      {offer.trackingLink === null ? (
        <p className="rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
          <FormattedMessage id="offerDetail.noLink" />
        </p>
      ) : (
        <LinkBuilder
          key={offer.trackingLink}
          baseUrl={offer.trackingLink}
          name={`#${offer.relativeId} ${offer.displayName}`}
          extra={{ kind: "landingPage", options: offer.landingPages.map((page) => ({ value: String(page.id), label: page.landingPage })) }}
        />
      )}
      <Creatives offer={offer} />
    </div>
  );
}
