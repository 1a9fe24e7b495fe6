/** Smartlinks: searched by name or found by relative id, paged in relative id order. */
import { SourceQuery } from "../../contracts/list-query";
import type { Smartlink } from "../../contracts/smartlinks.contract";
import type { HandlersOf } from "../handler-types";
import { SMARTLINKS } from "../store/traffic";
import { listResource, pagedList } from "./collection";
import { matchingSources } from "./list";

const SMARTLINK_LIST = listResource("Smartlink", SourceQuery, "smartlinks");
const SMARTLINK_CATALOGUE = [...SMARTLINKS].sort((a, b) => a.relativeId - b.relativeId);

export const smartlinkHandlers: HandlersOf<"smartlinks"> = {
  list({ urlParams: q }, { requireUser, request }) {
    requireUser();
    const positions = matchingSources(SMARTLINK_CATALOGUE, (r) => r.displayName, q);
    return pagedList(request, SMARTLINK_LIST, q, positions, (p): Smartlink => {
      const r = SMARTLINK_CATALOGUE[p]!;
      return { "@id": `${SMARTLINK_LIST.path}/${r.relativeId}`, "@type": "Smartlink", id: r.relativeId, relativeId: r.relativeId, name: r.displayName };
    });
  },
};
