/** The rules of a proxy domain's name (spec 02 section 5) and its wire shape. */
import type { Violation } from "../../contracts/hydra";
import { iri } from "../../contracts/hydra";
import type { ProxyDomain } from "../../contracts/domains.contract";
import { type DnsRecord, type DomainRecord, certStatusOf, cnameTarget } from "../store/network";
import { isoSeconds } from "./list";

export const DOMAIN_MESSAGES = {
  blank: "This value should not be blank.",
  invalid: "Please enter a valid domain name, such as go.example.com.",
  subdomain: "The domain must have a subdomain: at least three labels, such as go.example.com ({host}.example.com is accepted).",
  taken: "This domain is already added.",
  cname: "A CNAME record is needed first: point the domain to the host shown, then validate.",
} as const;

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const TLD = /^[a-z]{2,63}$/;

/** The name as stored (trimmed, lower case, no trailing dot), or the violation that refuses it. */
export const checkDomainName = (raw: string | null | undefined): { name: string } | { violation: Violation } => {
  const name = (raw ?? "")
    .trim()
    .replace(/\.$/, "")
    .replace(/^\{HOST\}/i, "{host}")
    .toLowerCase();
  if (name === "") return { violation: { propertyPath: "name", message: DOMAIN_MESSAGES.blank } };
  const labels = name.split(".");
  const valid = name.length <= 253 && labels.every((l, i) => (i === 0 && l === "{host}") || LABEL.test(l)) && TLD.test(labels.at(-1)!);
  if (!valid) return { violation: { propertyPath: "name", message: DOMAIN_MESSAGES.invalid } };
  if (labels.length < 3) return { violation: { propertyPath: "name", message: DOMAIN_MESSAGES.subdomain } };
  return { name };
};

export const domainWire = (d: DomainRecord, dns: ReadonlyMap<string, DnsRecord>, publisher: number, nowMs: number): ProxyDomain => ({
  "@context": iri("contexts", "ProxyDomain"),
  "@id": iri("proxy_domains", d.id),
  "@type": "ProxyDomain",
  id: d.id,
  name: d.name,
  subdomain: d.name.split(".").slice(0, -2).join("."),
  certStatus: certStatusOf(d, dns, publisher, nowMs),
  cnameRecord: { host: d.name, type: "CNAME", value: cnameTarget(publisher) },
  createdAt: isoSeconds(d.createdAtMs),
});
