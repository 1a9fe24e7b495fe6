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
import { LinkBuilder, type LinkSettings } from "../../panels/links/link-builder";
import { Card } from "../../ui/card";
import { creativeFileName } from "./creative-file-name";

const Creatives = ({ offer }: { offer: Offer }) => {
  const intl = useIntl();
  const creatives = useApiQuery(
    withApi((api) => api.offers.creatives({ urlParams: { offer: String(offer.relativeId) } })),
    `creatives:${offer.relativeId}`,
  );
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
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {creatives.data["hydra:member"].map((creative) => (
            <Card as="li" key={creative.id} className="flex flex-col gap-3 p-3">
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
                <a
                  href={creative.url}
                  download={creativeFileName(creative)}
                  className={toolbarButton}
                  aria-label={intl.formatMessage({ id: "offerDetail.downloadFor" }, { name: creative.name })}
                >
                  <FormattedMessage id="offerDetail.download" />
                </a>
              </div>
            </Card>
          ))}
        </ul>
      )}
    </section>
  );
};

/**
 * `settings` and `onSettings` keep the builder's fields on the page, so that they outlast a visit to
 * another tab (a tab's panel unmounts when left).
 */
export default function OfferLinksTab({
  offer,
  settings,
  onSettings,
}: {
  offer: Offer;
  settings: LinkSettings | null;
  onSettings: (settings: LinkSettings) => void;
}) {
  return (
    <div className="space-y-6">
      {offer.trackingLink === null ? (
        <Card as="p" className="px-4 py-3 text-sm text-slate-700 dark:text-slate-300">
          <FormattedMessage id="offerDetail.noLink" />
        </Card>
      ) : (
        <LinkBuilder
          key={offer.trackingLink}
          baseUrl={offer.trackingLink}
          name={`#${offer.relativeId} ${offer.displayName}`}
          extra={{ kind: "landingPage", options: offer.landingPages.map((page) => ({ value: String(page.id), label: page.landingPage })) }}
          {...(settings ? { initial: settings } : {})}
          onChange={onSettings}
        />
      )}
      <Creatives offer={offer} />
    </div>
  );
}
