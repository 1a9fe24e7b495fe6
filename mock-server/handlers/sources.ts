/** Offers and smartlinks to pick from: searched by name or found by relative id, paged in relative id order. */
import { type Offer, type Smartlink, SourceQuery } from "../../contracts/sources.contract";
import type { HandlersOf } from "../handler-types";
import { OFFER_CATALOGUE, SMARTLINKS } from "../store/traffic";
import { listResource, pagedList } from "./collection";
import { needle } from "./list";

const OFFER_LIST = listResource("Offer", SourceQuery, "offers");
const SMARTLINK_LIST = listResource("Smartlink", SourceQuery, "smartlinks");

/** Positions of the records the query keeps: the one with the relative id, or those whose name holds the search. */
const matching = <R extends { readonly relativeId: number }>(records: ReadonlyArray<R>, name: (r: R) => string, q: SourceQuery): Int32Array => {
  const search = needle(q.search);
  const kept: number[] = [];
  records.forEach((r, i) => {
    if (q.relativeId !== undefined && r.relativeId !== q.relativeId) return;
    if (search !== undefined && !name(r).toLowerCase().includes(search)) return;
    kept.push(i);
  });
  return Int32Array.from(kept);
};

const SMARTLINK_CATALOGUE = [...SMARTLINKS].sort((a, b) => a.relativeId - b.relativeId);

export const offerHandlers: HandlersOf<"offers"> = {
  list({ urlParams: q }, { requireUser, request }) {
    requireUser();
    const positions = matching(OFFER_CATALOGUE, (r) => r.displayName, q);
    return pagedList(request, OFFER_LIST, q, positions, (p): Offer => {
      const r = OFFER_CATALOGUE[p]!;
      return { "@id": `${OFFER_LIST.path}/${r.relativeId}`, "@type": "Offer", id: r.relativeId, relativeId: r.relativeId, displayName: r.displayName };
    });
  },
};

export const smartlinkHandlers: HandlersOf<"smartlinks"> = {
  list({ urlParams: q }, { requireUser, request }) {
    requireUser();
    const positions = matching(SMARTLINK_CATALOGUE, (r) => r.displayName, q);
    return pagedList(request, SMARTLINK_LIST, q, positions, (p): Smartlink => {
      const r = SMARTLINK_CATALOGUE[p]!;
      return { "@id": `${SMARTLINK_LIST.path}/${r.relativeId}`, "@type": "Smartlink", id: r.relativeId, relativeId: r.relativeId, name: r.displayName };
    });
  },
};
