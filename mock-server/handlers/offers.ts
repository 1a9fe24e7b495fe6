/** Offers: searched by name or found by relative id, paged in relative id order. */
import { SourceQuery } from "../../contracts/list-query";
import type { Offer } from "../../contracts/offers.contract";
import type { HandlersOf } from "../handler-types";
import { OFFER_CATALOGUE } from "../store/traffic";
import { listResource, pagedList } from "./collection";
import { matchingSources } from "./list";

const OFFER_LIST = listResource("Offer", SourceQuery, "offers");

export const offerHandlers: HandlersOf<"offers"> = {
  list({ urlParams: q }, { requireUser, request }) {
    requireUser();
    const positions = matchingSources(OFFER_CATALOGUE, (r) => r.displayName, q);
    return pagedList(request, OFFER_LIST, q, positions, (p): Offer => {
      const r = OFFER_CATALOGUE[p]!;
      return { "@id": `${OFFER_LIST.path}/${r.relativeId}`, "@type": "Offer", id: r.relativeId, relativeId: r.relativeId, displayName: r.displayName };
    });
  },
};

