/** What uses a domain: its offers, smartlinks and shortlinks (the three usage calls, read together). */
import { Effect } from "effect";
import { withApi } from "../../api";
import { useApiQuery } from "../../app/use-api-query";

export const USAGE_KINDS = ["offers", "smartlinks", "shortlinks"] as const;

export const useDomainUsage = (id: number) =>
  useApiQuery(
    withApi((api) =>
      Effect.all(
        [
          api.domains.offerCampaigns({ path: { id } }),
          api.domains.smartlinkCampaigns({ path: { id } }),
          api.domains.shortLinks({ path: { id } }),
        ],
        { concurrency: 3 },
      ),
    ),
    `domain-usage:${id}`,
  );
