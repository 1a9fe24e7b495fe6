/**
 * A smartlink's link and postbacks on its page (issue 13): the shared link builder with the
 * smartlink's fields (domain, traffic type, subsource, track, ext_click_id, sub1-sub6; copy; QR),
 * starting from the campaign's domain, traffic type and tracking parameters, while the campaign has
 * a link (live or on test); nothing of a link while its vertical is disabled (the page says why); and
 * its postbacks (smartlink scope: the panel offers no {goal}). Loaded after the page's own parts: the
 * builder and the panel are the heavier half of the page.
 */
import { FormattedMessage } from "react-intl";
import type { Smartlink, SmartlinkCampaign } from "../../../contracts/smartlinks.contract";
import type { SelectOption } from "../../ui/form/select-field";
import { LinkBuilder, type LinkSettings } from "../../panels/links/link-builder";
import { TRACKING_PARAMS } from "../../panels/links/tracking-link";
import { PostbacksPanel } from "../../panels/postbacks/postbacks-panel";
import { Card } from "../../ui/card";

const idOf = (iri: string) => iri.slice(iri.lastIndexOf("/") + 1);

/** The builder's first settings: the campaign's domain (its name, when validated), traffic type and tracking parameters. */
const initialOf = (campaign: SmartlinkCampaign, domain: string | null): LinkSettings => ({
  domain,
  extra: idOf(campaign.trafficType),
  params: Object.fromEntries(
    TRACKING_PARAMS.flatMap((name) => (campaign.trackingParams[name] ? [[name, campaign.trackingParams[name]]] : [])),
  ),
});

export default function SmartlinkLinkSection({
  smartlink,
  campaign,
  domain,
  disabled,
  trafficTypes,
}: {
  smartlink: Smartlink;
  campaign: SmartlinkCampaign | null;
  /** The name of the campaign's domain when it is validated; null for the network's own. */
  domain: string | null;
  /** The smartlink's vertical is disabled: no link, and no promise of one. */
  disabled: boolean;
  trafficTypes: ReadonlyArray<SelectOption>;
}) {
  return (
    <div className="space-y-6">
      {disabled ? null : campaign?.trackingLink ? (
        <div className="rounded-xl bg-white dark:bg-slate-900">
          <LinkBuilder
            key={`${campaign.trackingLink}:${campaign.trafficType}:${domain ?? ""}`}
            baseUrl={campaign.trackingLink}
            name={`#${smartlink.relativeId} ${smartlink.name}`}
            extra={{ kind: "trafficType", options: trafficTypes.map((t) => ({ value: idOf(t.value), label: t.label })) }}
            initial={initialOf(campaign, domain)}
          />
        </div>
      ) : (
        <Card as="p" className="px-4 py-3 text-sm text-slate-700 dark:text-slate-300">
          <FormattedMessage id="smartlinks.detail.noLink" />
        </Card>
      )}
      <PostbacksPanel scope="smartlink" smartlink={{ id: smartlink.relativeId, iri: smartlink["@id"] }} />
    </div>
  );
}
