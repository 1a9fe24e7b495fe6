/**
 * The smartlinks of the network, their verticals, the traffic types, and each publisher's smartlink
 * campaigns (docs/decisions/030-smartlinks-on-the-wire.md). The catalogue is fixed; the verticals'
 * availability, the campaigns and the per-publisher limits are state, restored on reset.
 */
import type { CampaignStatus, SmartlinkState, TrackingParams, VerticalAvailability } from "../../contracts/smartlinks.contract";
import { SMARTLINKS } from "./traffic";

export interface VerticalRecord {
  readonly id: number;
  readonly name: string;
  availability: VerticalAvailability;
  readonly countryRequired: boolean;
}

export interface SmartlinkRecord {
  readonly relativeId: number;
  readonly name: string;
  readonly verticalId: number;
}

export interface CampaignRecord {
  readonly id: number;
  readonly publisherId: number;
  readonly smartlinkId: number;
  status: CampaignStatus;
  trafficTypeId: number;
  countries: string[];
  /** The publisher's proxy domain (its id) the smartlink's links use; null for the network's own. */
  domain: number | null;
  customUrl: string | null;
  trackingParams: TrackingParams;
  readonly createdAtMs: number;
  readonly history: Array<{ status: CampaignStatus; atMs: number }>;
}

/** Smartlinks a publisher may run at once (pending, in review, test, live or suspended) unless the manager grants more. */
export const DEFAULT_SMARTLINK_LIMIT = 8;

const VERTICALS: ReadonlyArray<Readonly<VerticalRecord>> = [
  { id: 1, name: "Dating", availability: "available", countryRequired: false },
  { id: 2, name: "Sweepstakes", availability: "available", countryRequired: false },
  { id: 3, name: "Mainstream", availability: "available", countryRequired: false },
  { id: 4, name: "Finance", availability: "on_request", countryRequired: true },
  { id: 5, name: "Gambling", availability: "on_request", countryRequired: true },
  { id: 6, name: "Nutra", availability: "available", countryRequired: true },
  { id: 7, name: "Gaming", availability: "available", countryRequired: false },
  { id: 8, name: "Utilities", availability: "on_request", countryRequired: false },
  { id: 9, name: "Adult", availability: "disabled", countryRequired: false },
];

const VERTICAL_OF: Record<number, number> = { 301: 1, 302: 2, 305: 3, 307: 4, 311: 5, 314: 6 };

/** The network's smartlinks by relative id: the six with traffic, then the ones no one has run yet. */
export const SMARTLINK_CATALOGUE: ReadonlyArray<SmartlinkRecord> = [
  ...SMARTLINKS.map((s) => ({ relativeId: s.relativeId, name: s.displayName, verticalId: VERTICAL_OF[s.relativeId]! })),
  { relativeId: 316, name: "Smartlink Casual Games", verticalId: 7 },
  { relativeId: 318, name: "Smartlink Utilities & VPN", verticalId: 8 },
  { relativeId: 320, name: "Smartlink Loans", verticalId: 4 },
  { relativeId: 322, name: "Smartlink Sports Betting", verticalId: 5 },
  { relativeId: 324, name: "Smartlink Adult Dating", verticalId: 9 },
].sort((a, b) => a.relativeId - b.relativeId);

/** A smartlink is launched for one of the network's traffic types (the `/traffic_types` lookup). */
export { TRAFFIC_TYPES } from "./offer-catalogue";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Demo's campaigns: one in each seeded status, with the lifecycle that led there (days before the reset). */
const DEMO_CAMPAIGNS: ReadonlyArray<{
  smartlinkId: number;
  trafficTypeId: number;
  countries: string[];
  domain?: number;
  history: ReadonlyArray<readonly [CampaignStatus, number]>;
}> = [
  // Smartlink Dating and Smartlink Mainstream run on demo's validated go.demo-traffic.com (101).
  { smartlinkId: 301, trafficTypeId: 1, countries: [], domain: 101, history: [["active", 210]] },
  { smartlinkId: 302, trafficTypeId: 2, countries: [], history: [["active", 180]] },
  { smartlinkId: 305, trafficTypeId: 3, countries: ["US", "GB"], domain: 101, history: [["active", 150]] },
  {
    smartlinkId: 307,
    trafficTypeId: 1,
    countries: ["DE"],
    history: [
      ["pending", 140],
      ["in_review", 139],
      ["active", 137],
      ["suspended", 12],
    ],
  },
  {
    smartlinkId: 311,
    trafficTypeId: 4,
    countries: ["CA", "AU"],
    history: [
      ["pending", 120],
      ["in_review", 119],
      ["active", 118],
    ],
  },
  {
    smartlinkId: 314,
    trafficTypeId: 3,
    countries: ["US"],
    history: [
      ["active", 100],
      ["archived", 20],
    ],
  },
  { smartlinkId: 320, trafficTypeId: 6, countries: ["PL"], history: [["pending", 2]] },
  {
    smartlinkId: 322,
    trafficTypeId: 5,
    countries: ["BR"],
    history: [
      ["pending", 30],
      ["in_review", 29],
      ["declined", 28],
    ],
  },
];

/** Statuses that count against the limit and that a new launch of the same smartlink would collide with. */
export const RUNNING: ReadonlySet<CampaignStatus> = new Set(["pending", "in_review", "test", "active", "suspended"]);

/** The display state of a smartlink for a publisher, from the vertical and the current campaign. */
export const displayState = (vertical: VerticalRecord, campaign: CampaignRecord | undefined): SmartlinkState => {
  switch (campaign?.status) {
    case "pending":
    case "in_review":
      return "requested";
    case "active":
    case "test":
      return "active";
    case "suspended":
      return "suspended";
    case "declined":
      return "declined";
    default:
      return vertical.availability === "on_request" ? "on_request" : "launch";
  }
};

export class SmartlinkStore {
  verticals = new Map<number, VerticalRecord>();
  campaigns = new Map<number, CampaignRecord>();
  limits = new Map<number, number>();
  nextCampaignId = 600;

  reset(nowMs: number, demoId: number): void {
    this.verticals = new Map(VERTICALS.map((v) => [v.id, { ...v }]));
    this.limits.clear();
    this.nextCampaignId = 600;
    this.campaigns = new Map(
      DEMO_CAMPAIGNS.map((c, i): [number, CampaignRecord] => {
        const history = c.history.map(([status, daysAgo]) => ({ status, atMs: nowMs - daysAgo * DAY_MS }));
        const record: CampaignRecord = {
          id: 501 + i,
          publisherId: demoId,
          smartlinkId: c.smartlinkId,
          status: history.at(-1)!.status,
          trafficTypeId: c.trafficTypeId,
          countries: [...c.countries],
          domain: c.domain ?? null,
          customUrl: null,
          trackingParams: {},
          createdAtMs: history[0]!.atMs,
          history,
        };
        return [record.id, record];
      }),
    );
  }

  limitOf(publisherId: number): number {
    return this.limits.get(publisherId) ?? DEFAULT_SMARTLINK_LIMIT;
  }

  /** The publisher's campaigns, newest first. */
  campaignsOf(publisherId: number): CampaignRecord[] {
    return [...this.campaigns.values()].filter((c) => c.publisherId === publisherId).sort((a, b) => b.id - a.id);
  }

  /** The publisher's current campaign of a smartlink: the newest that is not archived. */
  currentCampaign(publisherId: number, smartlinkId: number): CampaignRecord | undefined {
    return this.campaignsOf(publisherId).find((c) => c.smartlinkId === smartlinkId && c.status !== "archived");
  }

  setStatus(campaign: CampaignRecord, status: CampaignStatus, nowMs: number): void {
    campaign.status = status;
    campaign.history.push({ status, atMs: nowMs });
  }
}
