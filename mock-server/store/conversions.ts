/**
 * Seeded conversions of a publisher: about 50,000 over the 120 days before the store's reset, more
 * in recent weeks and at busy hours, across the offers and smartlinks of traffic.ts. Rows come out
 * in time order with ids 1, 2, 3… so that ordering by datetime needs no sort.
 */
import { Random, hex8, weightedPicker } from "./random";
import type { ConversionRecord } from "./records";
import {
  COUNTRIES,
  CREATIVES,
  DEVICES,
  HOUR_WEIGHTS,
  OFFERS,
  OS_VALUES,
  PLACEMENTS,
  SMARTLINKS,
  SUBSOURCE_PREFIXES,
  TIER_FACTOR,
} from "./traffic";

export const CONVERSION_DAYS = 120;
const DAY_MS = 86_400_000;
const SECONDS_PER_DAY = 86_400;

const pickSource = weightedPicker([...OFFERS, ...SMARTLINKS], (s) => s.weight);
const pickCountry = weightedPicker(COUNTRIES, (c) => c.weight);
const pickDevice = weightedPicker(DEVICES, (d) => d.weight);
const goalPickers = new Map([...OFFERS, ...SMARTLINKS].map((s) => [s, weightedPicker(s.goals, (g) => g.weight)]));
const MAX_HOUR_WEIGHT = Math.max(...HOUR_WEIGHTS);

const cents = (amount: number) => Math.max(1, Math.round(amount * 100)) / 100;

/** Conversion times: weighted by day (growth, quieter weekends) and by hour; sorted, whole seconds. */
const conversionTimes = (random: Random, count: number, nowMs: number): Float64Array => {
  const end = Math.floor(nowMs / 1000) * 1000;
  const days = Array.from({ length: CONVERSION_DAYS }, (_, k) => {
    const start = end - (CONVERSION_DAYS - k) * DAY_MS;
    const weekday = new Date(start + DAY_MS / 2).getUTCDay();
    return {
      start,
      weight: (0.7 + (0.6 * k) / (CONVERSION_DAYS - 1)) * (weekday === 0 || weekday === 6 ? 0.85 : 1) * (0.85 + 0.3 * random.next()),
    };
  });
  const pickDay = weightedPicker(days, (d) => d.weight);
  const times = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const day = pickDay(random);
    for (;;) {
      const t = day.start + Math.floor(random.next() * SECONDS_PER_DAY) * 1000;
      if (random.next() * MAX_HOUR_WEIGHT < HOUR_WEIGHTS[new Date(t).getUTCHours()]!) {
        times[i] = t;
        break;
      }
    }
  }
  return times.sort();
};

/** Generates the conversions of one publisher; the same random state gives the same rows. */
export const generateConversions = (random: Random, nowMs: number, count = random.int(50_000, 52_000)): ConversionRecord[] => {
  const times = conversionTimes(random, count, nowMs);
  const subsources = Array.from({ length: 80 }, () => `${random.pick(SUBSOURCE_PREFIXES)}${random.int(100, 99_999)}`);
  const campaigns = Array.from({ length: 40 }, (_, i) => `cmp_${101 + i}`);
  const recentMs = nowMs - 3 * DAY_MS;
  const rows: ConversionRecord[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const timeMs = times[i]!;
    const source = pickSource(random);
    const goal = goalPickers.get(source)!(random);
    const country = pickCountry(random);
    const s = random.next();
    const status =
      timeMs >= recentMs
        ? s < 0.5
          ? "approved"
          : s < 0.95
            ? "pending"
            : "declined"
        : s < 0.86
          ? "approved"
          : s < 0.92
            ? "pending"
            : "declined";
    const payout =
      goal.type === "revshare"
        ? cents(0.4 + random.next() * random.next() * 30)
        : cents(goal.payout * TIER_FACTOR[country.tier] * (0.9 + 0.2 * random.next()));
    const ext = random.next();
    rows[i] = {
      id: i + 1,
      timeMs,
      source,
      externalClickId: ext < 0.1 ? null : ext < 0.64 ? hex8(random) + hex8(random) : random.string(12),
      clickId:
        Math.floor(timeMs / 1000)
          .toString(16)
          .padStart(8, "0") +
        hex8(random) +
        hex8(random),
      subsource: random.next() < 0.05 ? null : subsources[Math.floor(subsources.length * random.next() ** 2)]!,
      device: pickDevice(random).device,
      country: country.code,
      payout,
      type: goal.type,
      status,
      goal,
      sub1: random.next() < 0.75 ? campaigns[Math.floor(campaigns.length * random.next() ** 2)]! : null,
      sub2: random.next() < 0.55 ? random.pick(CREATIVES) : null,
      sub3: random.next() < 0.3 ? random.pick(PLACEMENTS) : null,
      sub4: random.next() < 0.15 ? random.pick(OS_VALUES) : null,
      sub5: random.next() < 0.06 ? `age_${random.pick(["18_24", "25_34", "35_44", "45_plus"])}` : null,
      sub6: random.next() < 0.03 ? random.pick(["variant_a", "variant_b"]) : null,
    };
  }
  return rows;
};
