/**
 * Shortlinks: a publisher's short URLs of live offers, on a validated domain of theirs or the
 * network's, with uploaded cover and preview images; at most SHORTLINK_LIMIT per publisher.
 */
import { NotAcceptable, NotFound, type Violation, idOf, iri } from "../../contracts/hydra";
import { SHORTLINK_LIMIT, SHORTLINK_TITLE_MAX, type Shortlink, ShortlinkQuery } from "../../contracts/shortlinks.contract";
import { graphemeLength } from "../../contracts/text-length";
import type { HandlersOf } from "../handler-types";
import { assertValid, fail, hydraError } from "../http-error";
import { CATALOGUE_BY_ID } from "../store/offer-catalogue";
import { type DomainRecord, type ShortlinkRecord, certStatusOf } from "../store/network";
import { listResource, pagedList } from "./collection";
import { isoSeconds, listValues } from "./list";
import { HAS_LINK, trackingLink } from "./offer-wire";

const SHORTLINK_LIST = listResource("CampaignShortLink", ShortlinkQuery, "campaign_short_links");
/** The network's own short domain, for shortlinks without a domain of the publisher's. */
export const DEFAULT_SHORT_DOMAIN = "s.affnet.example";

export const SHORTLINK_MESSAGES = {
  limit: "Shortlinks limit exceeded.",
  blank: "This value should not be blank.",
  offer: "Unknown offer.",
  noLink: "The offer has no tracking link yet: it is not live.",
  domain: "Unknown domain.",
  unvalidated: "The domain must be validated before it is used.",
  image: "Unknown image: upload a JPEG, JPG or PNG first.",
  title: "The title should contain at most 255 symbols.",
} as const;

const ALPHABET = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const codeOf = (id: number) => {
  let n = (id * 2_654_435_761) % 2 ** 32;
  let code = "";
  for (let i = 0; i < 6; i++) {
    code += ALPHABET[n % ALPHABET.length];
    n = Math.floor(n / ALPHABET.length) + id * (i + 7);
  }
  return code;
};

const wire = (s: ShortlinkRecord, domains: ReadonlyMap<number, DomainRecord>, publisher: number): Shortlink => {
  const host = s.domain === null ? DEFAULT_SHORT_DOMAIN : (domains.get(s.domain)?.name.replace("{host}", "go") ?? DEFAULT_SHORT_DOMAIN);
  return {
    "@context": iri("contexts", "CampaignShortLink"),
    "@id": iri("campaign_short_links", s.id),
    "@type": "CampaignShortLink",
    id: s.id,
    shortUrl: `https://${host}/${s.code}`,
    targetUrl: `${trackingLink(s.offer, publisher)}&sl=${s.code}`,
    offer: iri("offers", s.offer),
    domain: s.domain === null ? null : iri("proxy_domains", s.domain),
    title: s.title,
    coverImage: s.coverImage === null ? null : iri("media_objects", s.coverImage),
    previewImage: s.previewImage === null ? null : iri("media_objects", s.previewImage),
    createdAt: isoSeconds(s.createdAtMs),
  };
};

/** The id of an IRI of `segment` (`/publisher/api/<segment>/<id>`), or NaN. */
const idIn = (value: string, segment: string) => (value.startsWith(`${iri(segment)}/`) ? Number(idOf(value)) : Number.NaN);

export const shortlinkHandlers: HandlersOf<"shortlinks"> = {
  list({ urlParams: q }, { requireUser, store, request }) {
    const user = requireUser();
    const network = store.offerArea(user);
    const offers = listValues(q.offer, q["offer[]"])?.map(Number);
    const rows = [...network.shortlinks.values()]
      .filter((s) => (offers === undefined || offers.includes(s.offer)) && (q.domain === undefined || s.domain === q.domain))
      .sort((a, b) => b.createdAtMs - a.createdAtMs || b.id - a.id);
    return pagedList(request, SHORTLINK_LIST, q, Int32Array.from(rows.keys()), (p) => wire(rows[p]!, network.domains, user.relativeId));
  },

  create({ payload }, { requireUser, store, clock }) {
    const user = requireUser();
    const network = store.offerArea(user);
    if (network.shortlinks.size >= SHORTLINK_LIMIT) return fail(new NotAcceptable(hydraError(406, SHORTLINK_MESSAGES.limit)));
    const problems: Violation[] = [];
    const offerId = payload.offer ? idIn(payload.offer, "offers") : Number.NaN;
    if (!payload.offer) problems.push({ propertyPath: "offer", message: SHORTLINK_MESSAGES.blank });
    else if (!CATALOGUE_BY_ID.has(offerId)) problems.push({ propertyPath: "offer", message: SHORTLINK_MESSAGES.offer });
    else if (!HAS_LINK.has(network.availability.get(offerId)!))
      problems.push({ propertyPath: "offer", message: SHORTLINK_MESSAGES.noLink });
    let domain: number | null = null;
    if (payload.domain) {
      const record = network.domains.get(idIn(payload.domain, "proxy_domains"));
      if (!record) problems.push({ propertyPath: "domain", message: SHORTLINK_MESSAGES.domain });
      else if (certStatusOf(record, store.network.dns, user.relativeId, clock.nowMs()) !== 1)
        problems.push({ propertyPath: "domain", message: SHORTLINK_MESSAGES.unvalidated });
      else domain = record.id;
    }
    const image = (field: "coverImage" | "previewImage") => {
      const value = payload[field];
      if (!value) return null;
      const id = idIn(value, "media_objects");
      if (store.mediaObjects.has(id)) return id;
      problems.push({ propertyPath: field, message: SHORTLINK_MESSAGES.image });
      return null;
    };
    const coverImage = image("coverImage");
    const previewImage = image("previewImage");
    const title = payload.title?.trim() ? payload.title.trim() : null;
    if (title !== null && graphemeLength(title) > SHORTLINK_TITLE_MAX)
      problems.push({ propertyPath: "title", message: SHORTLINK_MESSAGES.title });
    assertValid(problems);
    const id = store.network.nextId.shortlink++;
    const record: ShortlinkRecord = {
      id,
      code: codeOf(id),
      offer: offerId,
      domain,
      title,
      coverImage,
      previewImage,
      createdAtMs: clock.nowMs(),
    };
    network.shortlinks.set(id, record);
    return wire(record, network.domains, user.relativeId);
  },

  remove({ path }, { requireUser, store }) {
    const network = store.offerArea(requireUser());
    if (!network.shortlinks.delete(path.id)) fail(new NotFound(hydraError(404, "Not Found")));
  },
};
