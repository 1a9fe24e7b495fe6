/**
 * What the seeded conversions are made of: the offers and smartlinks a publisher runs, their goals,
 * and the countries and devices of the traffic, with weights that make the lists look real.
 */
import type { ConversionType, Device } from "../../contracts/conversions.contract";
import { iri } from "../../contracts/hydra";

export interface GoalRecord {
  /** The goal's key, as the {goal} macro sends it; the `goal` filter matches it exactly. */
  readonly key: string;
  readonly title: string;
  readonly type: ConversionType;
  /** Tier-1 payout; tier 2 and 3 pay less. Revenue share goals pay a share of a random sale instead. */
  readonly payout: number;
  readonly weight: number;
}

export interface SourceRecord {
  readonly type: "offer" | "smartlink";
  readonly relativeId: number;
  readonly displayName: string;
  readonly iri: string;
  readonly weight: number;
  readonly goals: ReadonlyArray<GoalRecord>;
}

const goal = (key: string, title: string, type: ConversionType, payout: number, weight = 1): GoalRecord => ({
  key,
  title,
  type,
  payout,
  weight,
});

const REGISTRATION = goal("registration", "Registration", "cpl", 1.1, 8);
const DOI = goal("double_opt_in", "Double opt-in", "cpl", 0.45, 10);
const LEAD = goal("lead", "Lead", "cpl", 0.6, 10);
const INSTALL = goal("install", "Install", "cpl", 0.35, 12);
const TRIAL = goal("trial", "Trial start", "cpa", 2.4, 3);
const FIRST_DEPOSIT = goal("first_deposit", "First deposit", "cpa", 28, 0.4);
const DEPOSIT = goal("deposit", "Deposit", "cpa", 6, 0.6);
const SALE = goal("sale", "Sale", "cps", 4.5, 1.2);
const SUBSCRIPTION = goal("subscription", "Subscription", "cpa", 3.2, 2);
const REVSHARE = goal("revshare", "Revenue share", "revshare", 0, 0.5);

const offer = (relativeId: number, displayName: string, weight: number, goals: GoalRecord[]): SourceRecord => ({
  type: "offer",
  relativeId,
  displayName,
  iri: iri("offers", relativeId),
  weight,
  goals,
});

const smartlink = (relativeId: number, displayName: string, weight: number, goals: GoalRecord[]): SourceRecord => ({
  type: "smartlink",
  relativeId,
  displayName,
  iri: iri("smartlinks", relativeId),
  weight,
  goals,
});

export const OFFERS: ReadonlyArray<SourceRecord> = [
  offer(4102, "CoinVault Exchange – Tier-1 CPA", 6, [REGISTRATION, FIRST_DEPOSIT]),
  offer(4117, "MatchMe Dating – DOI", 14, [DOI, SUBSCRIPTION]),
  offer(4121, "ShieldVPN Pro – Trial", 9, [INSTALL, TRIAL]),
  offer(4130, "Lucky Spin Casino – RevShare", 4, [REGISTRATION, FIRST_DEPOSIT, REVSHARE]),
  offer(4133, "iGame Arena – Install", 11, [INSTALL]),
  offer(4146, "SlimFit Keto – COD", 5, [LEAD, SALE]),
  offer(4152, "Sweep Stakes Win iPhone – SOI", 12, [LEAD]),
  offer(4160, "CleanMaster Booster – Android", 8, [INSTALL]),
  offer(4171, "TradeNow Forex – FTD", 3, [REGISTRATION, DEPOSIT]),
  offer(4188, "StreamBox TV – Subscription", 6, [TRIAL, SUBSCRIPTION]),
  offer(4194, "Photo AI Editor – iOS", 7, [INSTALL, SUBSCRIPTION]),
  offer(4203, "LoanQuick – Lead Gen", 4, [LEAD]),
  offer(4219, "BetZone Sports – CPA", 3, [REGISTRATION, FIRST_DEPOSIT, DEPOSIT]),
  offer(4225, "Antivirus Total Security – CPS", 4, [SALE]),
  offer(4238, "Crypto Wallet Secure – CPL", 5, [REGISTRATION]),
  offer(4244, "Lingua Pro – Language App", 4, [INSTALL, TRIAL]),
  offer(4251, "Nutra Joint Relief – COD", 3, [LEAD, SALE]),
  offer(4267, "Casual Dating 35+ – SOI", 6, [DOI]),
];

export const SMARTLINKS: ReadonlyArray<SourceRecord> = [
  smartlink(301, "Smartlink Dating", 9, [DOI, SUBSCRIPTION]),
  smartlink(302, "Smartlink Sweepstakes", 7, [LEAD]),
  smartlink(305, "Smartlink Mainstream Apps", 6, [INSTALL, TRIAL]),
  smartlink(307, "Smartlink Crypto & Finance", 3, [REGISTRATION, DEPOSIT]),
  smartlink(311, "Smartlink Gambling", 3, [REGISTRATION, FIRST_DEPOSIT]),
  smartlink(314, "Smartlink Nutra", 2, [LEAD, SALE]),
];

export interface CountryRecord {
  readonly code: string;
  readonly weight: number;
  /** 1, 2 or 3: tier-1 traffic pays most. */
  readonly tier: 1 | 2 | 3;
}

const country = (code: string, weight: number, tier: 1 | 2 | 3): CountryRecord => ({ code, weight, tier });

export const COUNTRIES: ReadonlyArray<CountryRecord> = [
  country("US", 14, 1),
  country("GB", 5, 1),
  country("DE", 6, 1),
  country("FR", 5, 1),
  country("CA", 3, 1),
  country("AU", 2, 1),
  country("NL", 2, 1),
  country("SE", 1, 1),
  country("NO", 0.7, 1),
  country("CH", 0.8, 1),
  country("AT", 0.8, 1),
  country("BE", 1, 1),
  country("JP", 2, 1),
  country("KR", 1, 1),
  country("AE", 1, 1),
  country("IT", 3, 2),
  country("ES", 3, 2),
  country("PL", 3, 2),
  country("PT", 1, 2),
  country("CZ", 1, 2),
  country("GR", 0.8, 2),
  country("BR", 7, 2),
  country("MX", 4, 2),
  country("AR", 2, 2),
  country("CL", 1, 2),
  country("TR", 3, 2),
  country("SA", 1, 2),
  country("MY", 1.5, 2),
  country("RO", 1.5, 2),
  country("KZ", 1, 2),
  country("ZA", 1.5, 2),
  country("IN", 8, 3),
  country("ID", 5, 3),
  country("PH", 3, 3),
  country("TH", 3, 3),
  country("VN", 3, 3),
  country("UA", 3, 3),
  country("NG", 1.5, 3),
  country("EG", 1.5, 3),
  country("CO", 2, 3),
  country("PE", 1, 3),
];

export const TIER_FACTOR = { 1: 1, 2: 0.55, 3: 0.25 } as const;

export const DEVICES: ReadonlyArray<{ readonly device: Device; readonly weight: number }> = [
  { device: "mobile", weight: 58 },
  { device: "desktop", weight: 35 },
  { device: "tablet", weight: 7 },
];

/** Share of traffic per hour of the day (UTC), as a relative weight. */
export const HOUR_WEIGHTS: ReadonlyArray<number> = [4, 3, 2, 2, 2, 3, 4, 6, 7, 8, 8, 9, 9, 9, 9, 10, 10, 10, 11, 12, 12, 10, 8, 6];

export const SUBSOURCE_PREFIXES = ["site_", "zone_", "push_feed_", "pop_", "native_", "tg_channel_", "inapp_", "blog_"] as const;
export const CREATIVES = [
  "banner_300x250",
  "banner_728x90",
  "native_card_a",
  "native_card_b",
  "video_15s",
  "push_icon_1",
  "push_icon_2",
  "interstitial",
] as const;
export const PLACEMENTS = ["header", "sidebar", "footer", "feed", "exit_intent", "in_article"] as const;
export const OS_VALUES = ["android", "ios", "windows", "mac"] as const;

/** Offers of the network that the seeded publishers have no conversions on (the offer lookup lists them too). */
const MORE_OFFERS: ReadonlyArray<readonly [number, string]> = [
  [4275, "Solar Savings Quote – Lead"],
  [4282, "Meal Kit Fresh – First Box"],
  [4290, "Auto Insurance Compare – US"],
  [4301, "Mobile Legends Top-Up – CPS"],
  [4309, "Home Security Cam – COD"],
  [4314, "Fitness Coach App – Trial"],
  [4322, "Casino Royale Nights – FTD"],
  [4337, "Keto Gummies – COD"],
  [4341, "Password Manager Plus – Trial"],
  [4356, "Music Stream HD – Subscription"],
  [4362, "Bingo Bonanza – RevShare"],
  [4378, "Student Loan Refi – Lead"],
  [4385, "Puzzle Quest Saga – Install"],
  [4393, "Hair Regrowth Serum – COD"],
  [4404, "Crypto Signals Pro – CPL"],
  [4411, "Car Warranty Shield – Lead"],
  [4427, "Dating Over 50 – DOI"],
  [4433, "eSIM Travel Data – CPS"],
  [4448, "Poker Pro League – CPA"],
  [4456, "Cloud Backup 2TB – Trial"],
  [4469, "Shopping Cashback – Install"],
  [4471, "Smart Watch X – COD"],
  [4486, "Horoscope Daily – Subscription"],
  [4492, "Lottery Online EU – CPA"],
];

/** Every offer of the network, by relative id: the publishers' own and the others. */
export const OFFER_CATALOGUE: ReadonlyArray<{ readonly relativeId: number; readonly displayName: string }> = [
  ...OFFERS.map(({ relativeId, displayName }) => ({ relativeId, displayName })),
  ...MORE_OFFERS.map(([relativeId, displayName]) => ({ relativeId, displayName })),
].sort((a, b) => a.relativeId - b.relativeId);
