/**
 * The network's 42 offers as full offers (issue 12): categories, description, targeting, goals
 * with their payouts per country, landing pages, creatives, campaign status and the availability a
 * publisher starts with. Static and deterministic: derived from the names of the catalogue in
 * traffic.ts with a fixed-seed PRNG, so every run and every seed serve the same network.
 */
import { OFFER_AVAILABILITY, OFFER_STATUS, type OfferAvailability, type OfferStatus } from "../../contracts/offers.contract";
import type { DeviceTargeting } from "../../contracts/lookups.contract";
import { GOALS, LANDINGS, LANDINGS_BY_OFFER } from "./dimensions";
import { Random } from "./random";
import { COUNTRIES, type GoalRecord, OFFERS, OFFER_CATALOGUE, TIER_FACTOR } from "./traffic";

export const CATEGORIES = [
  "Dating",
  "Finance",
  "Crypto",
  "Gambling",
  "Betting",
  "Nutra",
  "Sweepstakes",
  "Mobile apps",
  "Games",
  "Utilities",
  "Streaming",
  "E-commerce",
  "Lead generation",
  "Education",
  "Lifestyle",
].map((name, i) => ({ id: i + 1, name }));

export const PROMO_CHANNELS = [
  "Search (SEO/SEM)",
  "Social media",
  "Push notifications",
  "Popunder",
  "Native ads",
  "E-mail",
  "Display banners",
  "In-app",
  "Telegram",
  "Video",
].map((name, i) => ({ id: i + 1, name }));

/** The network's traffic types (`/traffic_types`), one list for offers and smartlinks. */
export const TRAFFIC_TYPES = [
  "Mainstream",
  "Adult",
  "Incentivized",
  "Social",
  "Search",
  "E-mail",
  "Push",
  "Popunder",
  "Native",
  "Display",
  "In-app",
].map((name, i) => ({ id: i + 1, name }));

export const PLATFORMS = ["android", "windows", "mac", "ios"] as const;
export const CONNECTION_TYPES = ["Cable/DSL", "Cellular", "Corporate", "Satellite"] as const;

/** Category ids by words of the offer's name. */
const CATEGORY_WORDS: ReadonlyArray<readonly [RegExp, number]> = [
  [/dating|match/i, 1],
  [/forex|loan|insurance|refi|warranty|trade|solar/i, 2],
  [/coin|crypto/i, 3],
  [/casino|spin|bingo|poker|lottery/i, 4],
  [/bet/i, 5],
  [/keto|slim|nutra|hair|joint|gummies/i, 6],
  [/sweep|lottery/i, 7],
  [/app|android|ios|editor|booster|install/i, 8],
  [/game|quest|legends|arena/i, 9],
  [/vpn|antivirus|password|backup|clean|security|esim/i, 10],
  [/stream|music|tv/i, 11],
  [/cashback|watch|meal|shop|cam|cps|cod/i, 12],
  [/lead|quote|compare|solar|soi|doi/i, 13],
  [/lingua|student|language/i, 14],
  [/horoscope|fitness/i, 15],
];

const GOAL_BY_KEY = new Map(GOALS.map((g) => [g.key, g]));
const goals = (...keys: string[]) => keys.map((k) => GOAL_BY_KEY.get(k)!);

/** Goals of the offers without seeded traffic, by the conversion their name promises. */
const GOALS_BY_SUFFIX: ReadonlyArray<readonly [RegExp, ReadonlyArray<GoalRecord>]> = [
  [/FTD/, goals("registration", "first_deposit")],
  [/RevShare/, goals("registration", "revshare")],
  [/COD/, goals("lead", "sale")],
  [/Trial/, goals("install", "trial")],
  [/Subscription/, goals("trial", "subscription")],
  [/Install/, goals("install")],
  [/DOI/, goals("double_opt_in")],
  [/CPL/, goals("registration")],
  [/CPA/, goals("registration", "deposit")],
  [/CPS|First Box/, goals("sale")],
];

/** Availability the seeded publishers start with, for the offers they have no traffic on (every value appears). */
const OTHER_AVAILABILITY: ReadonlyArray<OfferAvailability> = [
  OFFER_AVAILABILITY.available,
  OFFER_AVAILABILITY.on_request,
  OFFER_AVAILABILITY.requested,
  OFFER_AVAILABILITY.in_review,
  OFFER_AVAILABILITY.available,
  OFFER_AVAILABILITY.on_request,
  OFFER_AVAILABILITY.declined,
  OFFER_AVAILABILITY.test,
];
/** Offers with traffic are live, except these. */
const TRAFFIC_AVAILABILITY: Readonly<Record<number, OfferAvailability>> = {
  4225: OFFER_AVAILABILITY.test,
  4251: OFFER_AVAILABILITY.declined,
};
/** Campaign statuses other than active (every value appears). */
const CAMPAIGN_STATUS: Readonly<Record<number, OfferStatus>> = {
  4225: OFFER_STATUS.test,
  4251: OFFER_STATUS.declined,
  4282: OFFER_STATUS.pending,
  4309: OFFER_STATUS.in_review,
  4362: OFFER_STATUS.archived,
  4385: OFFER_STATUS.test,
  4433: OFFER_STATUS.in_review,
};

export interface CatalogueGoal {
  readonly id: number;
  readonly goal: GoalRecord;
  readonly payoutType: "fixed" | "percent";
  readonly payout: number;
  readonly countryPayouts: ReadonlyArray<{ readonly country: string; readonly payout: number }>;
}

export interface CatalogueOffer {
  readonly relativeId: number;
  readonly displayName: string;
  readonly description: string;
  readonly categories: ReadonlyArray<number>;
  readonly status: OfferStatus;
  /** What a seeded publisher with traffic starts with. */
  readonly availability: OfferAvailability;
  readonly allowedCountries: ReadonlyArray<string>;
  readonly deniedCountries: ReadonlyArray<string>;
  readonly device: DeviceTargeting;
  readonly platforms: ReadonlyArray<(typeof PLATFORMS)[number]>;
  readonly connectionTypes: ReadonlyArray<(typeof CONNECTION_TYPES)[number]>;
  readonly promoChannels: ReadonlyArray<number>;
  readonly goals: ReadonlyArray<CatalogueGoal>;
  readonly landingPages: ReadonlyArray<{ readonly id: number; readonly name: string; readonly url: string }>;
  readonly creatives: ReadonlyArray<CatalogueCreative>;
  readonly payout: number;
  readonly approximatePayout: number;
}

export interface CatalogueCreative {
  readonly id: number;
  readonly offer: number;
  readonly name: string;
  readonly kind: "banner" | "native" | "push_icon";
  readonly width: number;
  readonly height: number;
}

const CREATIVE_SIZES = [
  ["banner", 300, 250],
  ["banner", 728, 90],
  ["native", 600, 314],
  ["push_icon", 192, 192],
  ["banner", 160, 600],
] as const;

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
const round2 = (n: number) => Math.round(n * 100) / 100;
const sample = <T>(random: Random, items: ReadonlyArray<T>, count: number): T[] => {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length > 0) out.push(pool.splice(Math.floor(random.next() * pool.length), 1)[0]!);
  return out;
};

const deviceOf = (name: string, random: Random): DeviceTargeting => {
  if (/iOS|Android|Install|App|Top-Up|eSIM/.test(name)) return 2;
  return random.next() < 0.25 ? 1 : 0;
};

const buildOffer = (relativeId: number, displayName: string, index: number): CatalogueOffer => {
  const random = new Random(0x0ffe5 + relativeId * 7919);
  const traffic = OFFERS.findIndex((o) => o.relativeId === relativeId);
  const goalRecords = traffic >= 0 ? OFFERS[traffic]!.goals : (GOALS_BY_SUFFIX.find(([re]) => re.test(displayName))?.[1] ?? goals("lead"));
  const categories = [...new Set(CATEGORY_WORDS.filter(([re]) => re.test(displayName)).map(([, id]) => id))].slice(0, 3);
  const worldwide = index % 3 === 0;
  const allowed = worldwide ? [] : sample(random, COUNTRIES, 1 + random.int(0, 9)).map((c) => c.code);
  const denied = worldwide ? sample(random, COUNTRIES, random.int(1, 3)).map((c) => c.code) : [];
  const device = deviceOf(displayName, random);
  const platforms =
    device === 2
      ? /iOS/.test(displayName)
        ? ["ios" as const]
        : /Android/.test(displayName)
          ? ["android" as const]
          : ["android" as const, "ios" as const]
      : device === 1
        ? ["windows" as const, "mac" as const]
        : [...PLATFORMS];
  const connectionTypes =
    device === 2 && random.next() < 0.5
      ? ["Cellular" as const]
      : random.next() < 0.3
        ? ["Cable/DSL" as const, "Cellular" as const, "Corporate" as const]
        : [...CONNECTION_TYPES];
  const targeted =
    allowed.length > 0 ? COUNTRIES.filter((c) => allowed.includes(c.code)) : COUNTRIES.filter((c) => !denied.includes(c.code));
  const offerGoals = goalRecords.map((goal, g): CatalogueGoal => {
    const percent = goal.type === "revshare";
    const payout = percent ? 35 : round2(goal.payout * (0.8 + random.next() * 0.6));
    const countryPayouts = percent
      ? []
      : targeted
          .filter((c) => c.tier !== 1 || c.code === "US")
          .slice(0, 6)
          .map((c) => ({ country: c.code, payout: round2(payout * (c.code === "US" ? 1.25 : TIER_FACTOR[c.tier])) }));
    return { id: relativeId * 10 + g, goal, payoutType: percent ? "percent" : "fixed", payout, countryPayouts };
  });
  const fixed = offerGoals.filter((g) => g.payoutType === "fixed").map((g) => g.payout);
  const landingPages =
    traffic >= 0
      ? LANDINGS_BY_OFFER[traffic]!.map((l) => LANDINGS[l]!).map((l) => ({
          id: l.id,
          name: l.name,
          url: `https://lp.affnet.example/${slug(displayName)}/${slug(l.name)}`,
        }))
      : ["Direct landing", "Quiz pre-lander"]
          .slice(0, 1 + (index % 2))
          .map((name, k) => ({ id: 9500 + index * 2 + k, name, url: `https://lp.affnet.example/${slug(displayName)}/${slug(name)}` }));
  const creatives = sample(random, CREATIVE_SIZES, 2 + (index % 3)).map(([kind, width, height], k) => ({
    id: relativeId * 10 + k,
    offer: relativeId,
    name: `${displayName.split(" – ")[0]} ${width}×${height}`,
    kind,
    width,
    height,
  }));
  const brand = displayName.split(" – ")[0]!;
  const conversion = displayName.split(" – ")[1] ?? "CPA";
  return {
    relativeId,
    displayName,
    description: `${brand}: ${conversion} offer. ${allowed.length > 0 ? `Open to ${allowed.length} countries` : "Open worldwide"}, ${["every device", "desktop only", "mobile only"][device]}. Paid on ${offerGoals.map((g) => g.goal.title.toLowerCase()).join(", ")}; no brand bidding, no incentivised traffic.`,
    categories: categories.length > 0 ? categories : [13],
    status: CAMPAIGN_STATUS[relativeId] ?? OFFER_STATUS.active,
    availability:
      traffic >= 0 ? (TRAFFIC_AVAILABILITY[relativeId] ?? OFFER_AVAILABILITY.live) : OTHER_AVAILABILITY[index % OTHER_AVAILABILITY.length]!,
    allowedCountries: allowed,
    deniedCountries: denied,
    device,
    platforms,
    connectionTypes,
    promoChannels: sample(random, PROMO_CHANNELS, 3 + random.int(0, 3))
      .map((c) => c.id)
      .sort((a, b) => a - b),
    goals: offerGoals,
    landingPages,
    creatives,
    payout: fixed.length > 0 ? Math.max(...fixed) : 0,
    approximatePayout: fixed.length > 0 ? round2((fixed.reduce((a, b) => a + b, 0) / fixed.length) * 0.85) : 0,
  };
};

/** Every offer of the network, by relative id. */
export const CATALOGUE: ReadonlyArray<CatalogueOffer> = OFFER_CATALOGUE.map((o, i) => buildOffer(o.relativeId, o.displayName, i));
export const CATALOGUE_BY_ID: ReadonlyMap<number, CatalogueOffer> = new Map(CATALOGUE.map((o) => [o.relativeId, o]));
export const CREATIVES_BY_ID: ReadonlyMap<number, CatalogueCreative> = new Map(
  CATALOGUE.flatMap((o) => o.creatives.map((c) => [c.id, c] as const)),
);

/** Whether an offer takes traffic from the country. */
export const targetsCountry = (offer: CatalogueOffer, code: string): boolean =>
  offer.allowedCountries.length > 0 ? offer.allowedCountries.includes(code) : !offer.deniedCountries.includes(code);

/** How many offers take traffic from each country of the network. */
export const COUNTRY_POPULARITY: ReadonlyMap<string, number> = new Map(
  COUNTRIES.map((c) => [c.code, CATALOGUE.filter((o) => targetsCountry(o, c.code)).length]),
);
