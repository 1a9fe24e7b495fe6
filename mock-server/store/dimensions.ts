/**
 * The traffic dimensions that conversions do not carry (os, browser, landing, track, referrer), the
 * derived campaigns of the report dimensions (offer links, smartlink sub-campaigns, the offer a
 * smartlink chose), and a string dictionary that codes values as small integers for the columnar
 * traffic history (docs/decisions/020-traffic-and-report-metrics.md).
 */
import type { Device } from "../../contracts/conversions.contract";
import { BROWSER_VALUES, OS_VALUES } from "../../contracts/reports.contract";
import { OFFERS, SMARTLINKS, type SourceRecord } from "./traffic";

/** Codes strings as 0, 1, 2…; null is -1. */
export class Dictionary {
  readonly values: string[] = [];
  private readonly index = new Map<string, number>();
  code(value: string | null): number {
    if (value === null) return -1;
    let code = this.index.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.index.set(value, code);
    }
    return code;
  }
  /** The code of a value already coded, or undefined. */
  find(value: string): number | undefined {
    return this.index.get(value);
  }
}

/** Every source in one list: offers first, then smartlinks (the `source` column codes index it). */
export const SOURCES: ReadonlyArray<SourceRecord> = [...OFFERS, ...SMARTLINKS];
export const SOURCE_INDEX = new Map(SOURCES.map((s, i) => [s, i]));

export const OS_NAMES = OS_VALUES;
export const BROWSERS = BROWSER_VALUES;
export const DEVICE_NAMES: ReadonlyArray<Device> = ["desktop", "mobile", "tablet"];

/** Operating systems by device (codes into OS_NAMES) with their weights. */
export const OS_BY_DEVICE: Readonly<Record<Device, ReadonlyArray<readonly [number, number]>>> = {
  desktop: [
    [2, 70],
    [3, 22],
    [4, 8],
  ],
  mobile: [
    [0, 72],
    [1, 28],
  ],
  tablet: [
    [0, 45],
    [1, 55],
  ],
};

/** Browsers by operating system (codes into BROWSERS) with their weights. */
export const BROWSERS_BY_OS: ReadonlyArray<ReadonlyArray<readonly [number, number]>> = [
  [
    [0, 70],
    [4, 22],
    [5, 8],
  ],
  [
    [1, 85],
    [0, 15],
  ],
  [
    [0, 65],
    [3, 25],
    [2, 7],
    [5, 3],
  ],
  [
    [1, 55],
    [0, 38],
    [2, 7],
  ],
  [
    [0, 60],
    [2, 40],
  ],
];

/** A landing page of an offer (custom landings: ROLE_CUSTOM_LANDINGS). Smartlink traffic has none. */
export interface LandingRecord {
  readonly id: number;
  readonly name: string;
  /** Index into OFFERS. */
  readonly offer: number;
}

const LANDING_KINDS = ["Quiz pre-lander", "Direct landing", "Video pre-lander"] as const;

export const LANDINGS: ReadonlyArray<LandingRecord> = OFFERS.flatMap((_offer, o) =>
  LANDING_KINDS.slice(0, 2 + (o % 2)).map((kind, k) => ({ id: 9001 + o * 3 + k, name: kind, offer: o })),
);
export const LANDINGS_BY_OFFER: ReadonlyArray<ReadonlyArray<number>> = OFFERS.map((_o, o) =>
  LANDINGS.flatMap((l, i) => (l.offer === o ? [i] : [])),
);

/** The publisher's tracking link of each offer (dimension offerLink; filter offerLinkRelativeId). */
export const OFFER_LINK_IDS: ReadonlyArray<number> = OFFERS.map((o, i) => 70_000 + i * 37 + (o.relativeId % 10));

/** Sites visitors came from (dimension referrer; filter referral). */
export const REFERRERS = [
  "google.com",
  "facebook.com",
  "instagram.com",
  "t.me",
  "tiktok.com",
  "youtube.com",
  "reddit.com",
  "x.com",
  "news-daily.example",
  "apps-review.example",
] as const;

/** Values of the `track` URL parameter that the publisher sends. */
export const TRACKS: ReadonlyArray<string> = Array.from({ length: 24 }, (_, i) =>
  i < 8 ? `fb_ads_${i + 1}` : i < 16 ? `google_uac_${i - 7}` : `push_${String.fromCharCode(97 + i - 16)}`,
);

/** The network's share of the advertiser's price, by source: revenue = payout / (1 - rate). */
export const COMMISSION_RATE: ReadonlyArray<number> = SOURCES.map((s) => 0.2 + (s.relativeId % 7) * 0.025);

/** Offers a smartlink may send a visitor to: those that share one of its goals (subOfferCampaign). */
export const SMARTLINK_OFFERS: ReadonlyArray<ReadonlyArray<number>> = SOURCES.map((s) =>
  s.type === "offer" ? [] : OFFERS.flatMap((o, i) => (o.goals.some((g) => s.goals.includes(g)) ? [i] : [])),
);

/** All goals of the sources, in one list (the `goal` column codes index it). */
export const GOALS = [...new Set(SOURCES.flatMap((s) => s.goals))];
export const GOAL_INDEX = new Map(GOALS.map((g, i) => [g, i]));
/** Goal codes of each source. */
export const SOURCE_GOALS: ReadonlyArray<ReadonlyArray<number>> = SOURCES.map((s) => s.goals.map((g) => GOAL_INDEX.get(g)!));
