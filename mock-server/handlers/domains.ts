/**
 * Proxy domains: listed, added and renamed under the name rules, validated once their CNAME exists
 * (certStatus then moves on the mock clock or by the /__mock/dns control), deleted; and what uses
 * each one.
 */
import { NotFound, iri } from "../../contracts/hydra";
import { ProxyDomainQuery } from "../../contracts/domains.contract";
import { RUNNING, SMARTLINK_CATALOGUE } from "../store/smartlinks";
import type { HandlersOf } from "../handler-types";
import type { HandlerContext } from "../context";
import { assertValid, fail, hydraError, violations } from "../http-error";
import { CATALOGUE_BY_ID } from "../store/offer-catalogue";
import { type DomainRecord, certStatusOf, cnameTarget } from "../store/network";
import { collection, listResource, pagedList } from "./collection";
import { DOMAIN_MESSAGES, checkDomainName, domainWire } from "./domain-rules";
import { needle } from "./list";

const DOMAIN_LIST = listResource("ProxyDomain", ProxyDomainQuery, "proxy_domains");

const area = (ctx: HandlerContext) => {
  const user = ctx.requireUser();
  return { user, network: ctx.store.offerArea(user), dns: ctx.store.network.dns, now: ctx.clock.nowMs() };
};

const domainOf = (domains: ReadonlyMap<number, DomainRecord>, id: number) =>
  domains.get(id) ?? fail(new NotFound(hydraError(404, "Not Found")));

/** The checked name, or a 422 (also when another of the publisher's domains has it). */
const acceptedName = (raw: string | null | undefined, domains: ReadonlyMap<number, DomainRecord>, except?: number): string => {
  const checked = checkDomainName(raw);
  if ("violation" in checked) return fail(violations([checked.violation]));
  if ([...domains.values()].some((d) => d.name === checked.name && d.id !== except))
    assertValid([{ propertyPath: "name", message: DOMAIN_MESSAGES.taken }]);
  return checked.name;
};

export const domainHandlers: HandlersOf<"domains"> = {
  list({ urlParams: q }, ctx) {
    const { user, network, dns, now } = area(ctx);
    const search = needle(q.search);
    const rows = [...network.domains.values()]
      .filter((d) => search === undefined || d.name.includes(search))
      .filter((d) => q.certStatus === undefined || certStatusOf(d, dns, user.relativeId, now) === Number(q.certStatus))
      .sort((a, b) => b.createdAtMs - a.createdAtMs || b.id - a.id);
    return pagedList(ctx.request, DOMAIN_LIST, q, Int32Array.from(rows.keys()), (p) => domainWire(rows[p]!, dns, user.relativeId, now));
  },

  get({ path }, ctx) {
    const { user, network, dns, now } = area(ctx);
    return domainWire(domainOf(network.domains, path.id), dns, user.relativeId, now);
  },

  create({ payload }, ctx) {
    const { user, network, dns, now } = area(ctx);
    const name = acceptedName(payload.name, network.domains);
    const id = ctx.store.network.nextId.domain++;
    const record: DomainRecord = { id, name, createdAtMs: now, validationStartedAtMs: null, offers: [] };
    network.domains.set(id, record);
    return domainWire(record, dns, user.relativeId, now);
  },

  update({ path, payload }, ctx) {
    const { user, network, dns, now } = area(ctx);
    const record = domainOf(network.domains, path.id);
    if (payload.name !== undefined) {
      const name = acceptedName(payload.name, network.domains, record.id);
      if (name !== record.name) {
        record.name = name;
        record.validationStartedAtMs = null;
      }
    }
    return domainWire(record, dns, user.relativeId, now);
  },

  remove({ path }, ctx) {
    const { user, network } = area(ctx);
    domainOf(network.domains, path.id);
    network.domains.delete(path.id);
    // Its shortlinks and smartlinks go back to the network's own domain.
    for (const s of network.shortlinks.values()) if (s.domain === path.id) s.domain = null;
    for (const c of ctx.store.smartlinks.campaignsOf(user.relativeId)) if (c.domain === path.id) c.domain = null;
  },

  validate({ path }, ctx) {
    const { user, network, dns, now } = area(ctx);
    const record = domainOf(network.domains, path.id);
    if (dns.get(record.name)?.cname !== cnameTarget(user.relativeId))
      assertValid([{ propertyPath: "name", message: DOMAIN_MESSAGES.cname }]);
    const status = certStatusOf(record, dns, user.relativeId, now);
    if (status !== 1 && status !== 2) {
      record.validationStartedAtMs = now;
      const entry = dns.get(record.name);
      if (entry) entry.cert = null;
    }
    return domainWire(record, dns, user.relativeId, now);
  },

  offerCampaigns({ path }, ctx) {
    const { network } = area(ctx);
    const record = domainOf(network.domains, path.id);
    return collection(
      { path: iri("proxy_domains", record.id, "offer_campaigns_filter"), type: "Offer" },
      record.offers.map((o) => ({
        "@id": iri("offers", o),
        "@type": "Offer" as const,
        id: o,
        name: `#${o} ${CATALOGUE_BY_ID.get(o)?.displayName ?? ""}`.trim(),
      })),
    );
  },

  /** The smartlinks whose running campaign (requested, in review, on test, live or suspended) names the domain. */
  smartlinkCampaigns({ path }, ctx) {
    const { user, network } = area(ctx);
    const record = domainOf(network.domains, path.id);
    const smartlinks = new Set(
      ctx.store.smartlinks
        .campaignsOf(user.relativeId)
        .filter((c) => c.domain === record.id && RUNNING.has(c.status))
        .map((c) => c.smartlinkId),
    );
    return collection(
      { path: iri("proxy_domains", record.id, "smartlink_campaigns_filter"), type: "Smartlink" },
      SMARTLINK_CATALOGUE.filter((s) => smartlinks.has(s.relativeId)).map((s) => ({
        "@id": iri("smartlinks", s.relativeId),
        "@type": "Smartlink" as const,
        id: s.relativeId,
        name: `#${s.relativeId} ${s.name}`,
      })),
    );
  },

  shortLinks({ path }, ctx) {
    const { network } = area(ctx);
    const record = domainOf(network.domains, path.id);
    const links = [...network.shortlinks.values()].filter((s) => s.domain === record.id);
    return collection(
      { path: iri("proxy_domains", record.id, "short_links"), type: "CampaignShortLink" },
      links.map((s) => ({
        "@id": iri("campaign_short_links", s.id),
        "@type": "CampaignShortLink" as const,
        id: s.id,
        name: s.title ?? s.code,
      })),
    );
  },
};
