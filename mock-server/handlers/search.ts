/**
 * "Find anything" (docs/decisions/060-find-anything.md): the publisher's offers, smartlinks, domains,
 * postbacks, conversions and news that match one query, a few of each. Names match by part,
 * case-insensitively; "#123" is an offer's or a smartlink's relative id; a conversion matches when its
 * click id or external click id is the query (case-insensitive).
 */
import { iri } from "../../contracts/hydra";
import { SEARCH_GROUP_LIMIT, type SearchResults } from "../../contracts/search.contract";
import type { HandlersOf } from "../handler-types";
import { CATALOGUE } from "../store/offer-catalogue";
import { SMARTLINK_CATALOGUE } from "../store/smartlinks";
import { isoSeconds } from "./list";
import { SMARTLINK_ROLE } from "./smartlinks";

/** The first `SEARCH_GROUP_LIMIT` items that pass `keep`, mapped. */
const first = <T, W>(items: Iterable<T>, keep: (item: T) => boolean, wire: (item: T) => W): W[] => {
  const out: W[] = [];
  for (const item of items) {
    if (out.length === SEARCH_GROUP_LIMIT) break;
    if (keep(item)) out.push(wire(item));
  }
  return out;
};

export const searchHandlers: HandlersOf<"search"> = {
  find({ urlParams }, { requireUser, store }): SearchResults {
    const user = requireUser();
    const query = urlParams.q;
    const text = query.toLowerCase();
    const byId = /^#\s*(\d+)$/.exec(query)?.[1];
    const named = (name: string, relativeId: number) =>
      byId !== undefined ? String(relativeId) === byId : name.toLowerCase().includes(text);
    const network = store.offerArea(user);
    return {
      "@type": "SearchResults",
      query,
      offers: first(
        CATALOGUE,
        (o) => named(o.displayName, o.relativeId),
        (o) => ({ "@id": iri("offers", o.relativeId), "@type": "Offer", relativeId: o.relativeId, displayName: o.displayName }),
      ),
      smartlinks: user.roles.includes(SMARTLINK_ROLE)
        ? first(
            SMARTLINK_CATALOGUE,
            (s) => named(s.name, s.relativeId),
            (s) => ({ "@id": iri("smartlinks", s.relativeId), "@type": "Smartlink", relativeId: s.relativeId, name: s.name }),
          )
        : [],
      domains: first(
        [...network.domains.values()].sort((a, b) => b.createdAtMs - a.createdAtMs || b.id - a.id),
        (d) => byId === undefined && d.name.toLowerCase().includes(text),
        (d) => ({ "@id": iri("proxy_domains", d.id), "@type": "ProxyDomain", id: d.id, name: d.name }),
      ),
      postbacks: first(
        [...network.postbacks.values()].sort((a, b) => b.createdAtMs - a.createdAtMs || b.id - a.id),
        (p) => byId === undefined && (p.name.toLowerCase().includes(text) || p.url.toLowerCase().includes(text)),
        (p) => ({
          "@id": iri("publisher_postbacks", p.id),
          "@type": "PublisherPostback",
          id: p.id,
          name: p.name,
          scope: p.scope,
          offer: p.offer,
          smartlink: p.smartlink,
          url: p.url,
        }),
      ),
      conversions: first(
        store.activity(user).conversions.rows,
        (c) => c.clickId.toLowerCase() === text || c.externalClickId?.toLowerCase() === text,
        (c) => ({
          "@id": iri("ch", "conversions", c.id),
          "@type": "Conversion",
          id: c.id,
          datetime: isoSeconds(c.timeMs),
          clickId: c.clickId,
          externalClickId: c.externalClickId,
          sourceName: c.source.displayName,
        }),
      ),
      news: first(
        [...store.announcements].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)),
        (a) => byId === undefined && a.title[user.language].toLowerCase().includes(text),
        (a) => ({ "@id": iri("announcements", a.id), "@type": "Announcement", id: a.id, title: a.title[user.language] }),
      ),
    };
  },
};
