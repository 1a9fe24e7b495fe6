/**
 * What a publisher changes around offers (issue 12): availability after access requests, proxy
 * domains and the DNS the mock plays for them, shortlinks and postbacks. Rebuilt on every reset;
 * created per publisher on first use.
 */
import { OFFER_AVAILABILITY, type OfferAvailability } from "../../contracts/offers.contract";
import { CATALOGUE } from "./offer-catalogue";

export type PostbackScope = "global" | "offer" | "smartlink";

export interface DomainRecord {
  id: number;
  name: string;
  createdAtMs: number;
  /** When validation was asked for; null while the domain was never validated (certStatus none). */
  validationStartedAtMs: number | null;
  /** Offers (relative ids) whose links use the domain; smartlinks name their domain in their campaigns. */
  offers: number[];
}

export interface ShortlinkRecord {
  id: number;
  code: string;
  offer: number;
  domain: number | null;
  title: string | null;
  coverImage: number | null;
  previewImage: number | null;
  createdAtMs: number;
}

export interface PostbackRecord {
  id: number;
  name: string;
  scope: PostbackScope;
  offer: number | null;
  smartlink: number | null;
  url: string;
  createdAtMs: number;
}

/** What the mock's DNS knows of a host: its CNAME and, when a test decides it, how the certificate ends. */
export interface DnsRecord {
  cname: string | null;
  cert: "ok" | "error" | null;
}

/** One attempt of a postback delivery. */
export interface DeliveryAttemptRecord {
  atMs: number;
  status: number | null;
  error: string | null;
  timeMs: number;
  responseExcerpt: string | null;
}

/** A postback fired for a conversion (issue 27.2): the URL as shown (secrets masked) and as sent, each attempt. */
export interface DeliveryRecord {
  id: number;
  postbackId: number;
  postbackName: string;
  conversionId: number;
  trigger: "conversion" | "resend";
  /** As sent, secrets masked (mock-server/handlers/postback-secrets.ts). */
  url: string;
  /** Exactly as sent: answered only when the publisher asks to see it. */
  urlWithSecrets: string;
  simulated: boolean;
  attempts: DeliveryAttemptRecord[];
}

export interface PublisherNetwork {
  readonly availability: Map<number, OfferAvailability>;
  readonly domains: Map<number, DomainRecord>;
  readonly shortlinks: Map<number, ShortlinkRecord>;
  readonly postbacks: Map<number, PostbackRecord>;
  /** The postback delivery log, oldest first. */
  readonly deliveries: DeliveryRecord[];
}

/** Shortlinks a publisher may hold (the spec does not give the number: decision 026). */
/** How long a certificate takes on the mock clock once validation starts. */
export const CERT_ISSUE_MS = 10 * 60 * 1000;
/** The host every proxy domain's CNAME must point to. */
export const cnameTarget = (publisher: number) => `p${publisher}.proxy.affnet.example`;

const DEMO = 1001;
const MINUTE = 60_000;

export class NetworkState {
  private readonly publishers = new Map<number, PublisherNetwork>();
  readonly dns = new Map<string, DnsRecord>();
  readonly nextId = { domain: 500, shortlink: 900, postback: 700, delivery: 1 };

  constructor(private readonly seededAtMs: number) {
    this.dns.set("go.demo-traffic.com", { cname: cnameTarget(DEMO), cert: null });
    this.dns.set("promo.demo-traffic.com", { cname: cnameTarget(DEMO), cert: null });
    this.dns.set("old.demo-traffic.com", { cname: cnameTarget(DEMO), cert: "error" });
  }

  of(publisher: number, hasTraffic: boolean): PublisherNetwork {
    let network = this.publishers.get(publisher);
    if (!network) {
      network = this.seed(publisher, hasTraffic);
      this.publishers.set(publisher, network);
    }
    return network;
  }

  private seed(publisher: number, hasTraffic: boolean): PublisherNetwork {
    const start = (o: (typeof CATALOGUE)[number]): OfferAvailability =>
      hasTraffic || o.availability !== OFFER_AVAILABILITY.live ? o.availability : OFFER_AVAILABILITY.available;
    const network: PublisherNetwork = {
      availability: new Map(CATALOGUE.map((o) => [o.relativeId, start(o)])),
      domains: new Map(),
      shortlinks: new Map(),
      postbacks: new Map(),
      deliveries: [],
    };
    if (publisher !== DEMO) return network;
    const at = (minutesAgo: number) => this.seededAtMs - minutesAgo * MINUTE;
    const domains: DomainRecord[] = [
      {
        id: 101,
        name: "go.demo-traffic.com",
        createdAtMs: at(60 * 24 * 40),
        validationStartedAtMs: at(60 * 24 * 40),
        offers: [4117, 4121, 4188],
      },
      { id: 102, name: "promo.demo-traffic.com", createdAtMs: at(30), validationStartedAtMs: at(2), offers: [] },
      { id: 103, name: "{host}.clicks-demo.net", createdAtMs: at(60 * 24 * 3), validationStartedAtMs: null, offers: [] },
      {
        id: 104,
        name: "old.demo-traffic.com",
        createdAtMs: at(60 * 24 * 90),
        validationStartedAtMs: at(60 * 24 * 89),
        offers: [4133],
      },
    ];
    for (const d of domains) network.domains.set(d.id, d);
    const shortlinks: ShortlinkRecord[] = [
      {
        id: 801,
        code: "mAt5hQ",
        offer: 4117,
        domain: 101,
        title: "MatchMe spring campaign",
        coverImage: null,
        previewImage: null,
        createdAtMs: at(60 * 24 * 12),
      },
      {
        id: 802,
        code: "vPn7rX",
        offer: 4121,
        domain: null,
        title: null,
        coverImage: null,
        previewImage: null,
        createdAtMs: at(60 * 24 * 5),
      },
    ];
    for (const s of shortlinks) network.shortlinks.set(s.id, s);
    const postbacks: PostbackRecord[] = [
      {
        id: 601,
        name: "Tracker (all conversions)",
        scope: "global",
        offer: null,
        smartlink: null,
        url: "https://tracker.demo-traffic.com/postback?click={ext_click_id}&track={track}&amount={sum}&source={name}",
        createdAtMs: at(60 * 24 * 60),
      },
      {
        id: 602,
        name: "MatchMe goals",
        scope: "offer",
        offer: 4117,
        smartlink: null,
        url: "https://tracker.demo-traffic.com/pb?cid={ext_click_id}&goal={goal}&payout={sum}&cur={currency}",
        createdAtMs: at(60 * 24 * 20),
      },
      {
        id: 603,
        name: "Dating smartlink",
        scope: "smartlink",
        offer: null,
        smartlink: 301,
        url: "https://tracker.demo-traffic.com/sl?cid={ext_click_id}&sum={sum}&country={country}",
        createdAtMs: at(60 * 24 * 9),
      },
    ];
    for (const p of postbacks) network.postbacks.set(p.id, p);
    return network;
  }
}

/** certStatus (none 0, ok 1, pending 2, error 99) of a domain now: a DNS control decides at once, else the mock clock. */
export const certStatusOf = (
  domain: DomainRecord,
  dns: ReadonlyMap<string, DnsRecord>,
  publisher: number,
  nowMs: number,
): 0 | 1 | 2 | 99 => {
  if (domain.validationStartedAtMs === null) return 0;
  const record = dns.get(domain.name);
  if (record?.cert === "ok") return 1;
  if (record?.cert === "error") return 99;
  if (nowMs < domain.validationStartedAtMs + CERT_ISSUE_MS) return 2;
  return record?.cname === cnameTarget(publisher) ? 1 : 99;
};
