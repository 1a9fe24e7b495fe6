/**
 * Proxy domains (spec 02 sections 2, 3, 5 and 7): a publisher's own subdomain pointed by CNAME at
 * the network, validated, then given a certificate (certStatus none 0 → pending 2 → ok 1 or error
 * 99); and what uses each domain. Shapes not fixed by the spec: decision 026.
 */
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform";
import { Schema } from "effect";
import { ConstraintViolationList, HydraCollection, HydraPagedCollection, IdParam, Iri, NotFound, ld, mergePatch } from "./hydra";
import { PagingParams, SearchText, choiceParam, optionalParam } from "./list-query";
import { Session } from "./session";

/** Certificate status (spec 02 section 3). */
export const CERT_STATUS = { none: 0, ok: 1, pending: 2, error: 99 } as const;
export const CertStatus = Schema.Literal(0, 1, 2, 99).annotations({
  identifier: "CertStatus",
  description: "none 0, ok 1, pending 2, error 99",
});
export type CertStatus = typeof CertStatus.Type;

export const CnameRecord = Schema.Struct({
  host: Schema.String,
  type: Schema.Literal("CNAME"),
  value: Schema.String.annotations({ description: "The network's host the record must point to" }),
}).annotations({ identifier: "CnameRecord" });

export const ProxyDomain = Schema.Struct({
  "@context": Schema.optional(Schema.String),
  "@id": Iri,
  "@type": Schema.Literal("ProxyDomain"),
  id: Schema.Int,
  name: Schema.String.annotations({ description: 'The full host, e.g. "go.example.com" or "{host}.example.com"' }),
  subdomain: Schema.String.annotations({ description: "The labels before the registered domain" }),
  certStatus: CertStatus,
  cnameRecord: CnameRecord,
  createdAt: Schema.String,
}).annotations({ identifier: "ProxyDomain" });
export type ProxyDomain = typeof ProxyDomain.Type;

export const ProxyDomainInput = Schema.Struct({
  name: Schema.optional(Schema.NullOr(Schema.String.pipe(Schema.maxLength(1024)))),
}).annotations({ identifier: "ProxyDomainInput" });
export type ProxyDomainInput = typeof ProxyDomainInput.Type;

export const ProxyDomainQuery = Schema.Struct({
  ...PagingParams,
  search: optionalParam(SearchText.annotations({ description: "Part of the name (case-insensitive)" })),
  certStatus: choiceParam(Schema.Literal("0", "1", "2", "99"), ["0", "1", "2", "99"]),
});

/** An offer, smartlink or shortlink that uses a domain ("#relativeId name" for the first two). */
export const DomainUse = Schema.Struct({
  "@id": Iri,
  "@type": Schema.Literal("Offer", "Smartlink", "CampaignShortLink"),
  id: Schema.Int,
  name: Schema.String,
}).annotations({ identifier: "DomainUse" });

export const EmptyPayload = Schema.Struct({}).annotations({ identifier: "EmptyPayload" });

const uses = <const N extends string>(name: N, path: string) =>
  HttpApiEndpoint.get(name, `/proxy_domains/:id/${path}`)
    .setPath(IdParam)
    .addSuccess(ld(HydraCollection(DomainUse, "DomainUseCollection")))
    .addError(NotFound);

export const DomainsGroup = HttpApiGroup.make("domains")
  .add(
    HttpApiEndpoint.get("list", "/proxy_domains")
      .setUrlParams(ProxyDomainQuery)
      .addSuccess(ld(HydraPagedCollection(ProxyDomain, "ProxyDomainCollection"))),
  )
  .add(HttpApiEndpoint.get("get", "/proxy_domains/:id").setPath(IdParam).addSuccess(ld(ProxyDomain)).addError(NotFound))
  .add(
    HttpApiEndpoint.post("create", "/proxy_domains")
      .setPayload(ld(ProxyDomainInput))
      .addSuccess(ld(ProxyDomain), { status: 201 })
      .addError(ConstraintViolationList),
  )
  .add(
    HttpApiEndpoint.patch("update", "/proxy_domains/:id")
      .setPath(IdParam)
      .setPayload(mergePatch(ProxyDomainInput))
      .addSuccess(ld(ProxyDomain))
      .addError(NotFound)
      .addError(ConstraintViolationList),
  )
  .add(HttpApiEndpoint.del("remove", "/proxy_domains/:id").setPath(IdParam).addSuccess(HttpApiSchema.NoContent).addError(NotFound))
  .add(
    HttpApiEndpoint.post("validate", "/proxy_domains/:id/validate")
      .setPath(IdParam)
      .setPayload(ld(EmptyPayload))
      .addSuccess(ld(ProxyDomain))
      .addError(NotFound)
      .addError(ConstraintViolationList),
  )
  .add(uses("offerCampaigns", "offer_campaigns_filter"))
  .add(uses("smartlinkCampaigns", "smartlink_campaigns_filter"))
  .add(uses("shortLinks", "short_links"))
  .middleware(Session);
