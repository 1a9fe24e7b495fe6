/**
 * The dashboard, the performance chart and impressions: the same aggregation as the reports, so a
 * period's figures equal the Summary report's totals for its date range.
 */
import { Temporal } from "temporal-polyfill";
import type { Activity, Chart, Dashboard, Impressions } from "../../contracts/dashboard.contract";
import { iri } from "../../contracts/hydra";
import { fail, violations } from "../http-error";
import type { HandlersOf } from "../handler-types";
import { SOURCES } from "../store/dimensions";
import { type Sums, aggregate } from "../store/report-engine";
import { trafficOf } from "../store/statistics";
import { isoSeconds, timeZoneOf } from "./list";
import { type Range, last30Days, localDay, metricsOf, queryRange, rangeOf } from "./report-query";

const MAX_CHART_DAYS = 400;

const activity = (sums: Sums, range: Range): Activity => {
  const m = metricsOf(sums);
  return {
    dateRange: range.text,
    clicks: m.clicks,
    conversions: m.conversions,
    approved: m.approved,
    approvalRate: m.approvalRate,
    payout: m.payout,
    epc: m.epc,
  };
};

const sourceMask = (type: "offer" | "smartlink") =>
  Uint8Array.from({ length: SOURCES.length + 1 }, (_, i) => (i > 0 && SOURCES[i - 1]!.type === type ? 1 : 0));
const OFFER_MASK = sourceMask("offer");
const SMARTLINK_MASK = sourceMask("smartlink");

const chartRange = (q: { readonly dateRange?: string | undefined }, timeZone: string, nowMs: number): Range => {
  const range = queryRange(q, timeZone, nowMs);
  if (range.start.until(range.end, { largestUnit: "days" }).days > MAX_CHART_DAYS) {
    return fail(violations([{ propertyPath: "dateRange", message: `The chart covers at most ${MAX_CHART_DAYS} days.` }]));
  }
  return range;
};

export const dashboardHandlers: HandlersOf<"dashboard"> = {
  summary(_input, { requireUser, store, clock }): Dashboard {
    const user = requireUser();
    const timeZone = timeZoneOf(user);
    const nowMs = clock.nowMs();
    const history = trafficOf(store, user);
    const today = localDay(nowMs, timeZone);
    const periods = [
      { period: "today" as const, start: today, days: 1 },
      { period: "yesterday" as const, start: today.subtract({ days: 1 }), days: 1 },
      { period: "last7Days" as const, start: today.subtract({ days: 6 }), days: 7 },
      { period: "last30Days" as const, start: today.subtract({ days: 29 }), days: 30 },
    ];
    const sums = (range: Range, sources?: Uint8Array) =>
      aggregate(history, timeZone, { startMs: range.startMs, endMs: range.endMs, sources }, null, false).total;
    const last30 = last30Days(nowMs, timeZone);
    return {
      "@context": iri("contexts", "Dashboard"),
      "@id": iri("ch", "dashboard"),
      "@type": "Dashboard",
      computedAt: isoSeconds(nowMs),
      timeZone,
      periods: periods.map(({ period, start, days }) => {
        const range = rangeOf(start, start.add({ days }), timeZone);
        const whole = rangeOf(start.subtract({ days }), start, timeZone);
        // Today has only partly passed: it is compared with yesterday up to the same time of day (issue 25.12).
        const sameTimeYesterday = Temporal.Instant.fromEpochMilliseconds(nowMs).toZonedDateTimeISO(timeZone).subtract({ days: 1 });
        const before = period === "today" ? { ...whole, endMs: Math.min(whole.endMs, sameTimeYesterday.epochMilliseconds) } : whole;
        return { period, ...activity(sums(range), range), previous: activity(sums(before), before) };
      }),
      sources: {
        dateRange: last30.text,
        offers: (({ dateRange: _, ...rest }) => rest)(activity(sums(last30, OFFER_MASK), last30)),
        smartlinks: (({ dateRange: _, ...rest }) => rest)(activity(sums(last30, SMARTLINK_MASK), last30)),
      },
    };
  },

  chart({ urlParams }, { requireUser, store, clock }): Chart {
    const user = requireUser();
    const timeZone = timeZoneOf(user);
    const range = chartRange(urlParams, timeZone, clock.nowMs());
    const oneDay = range.start.add({ days: 1 }).equals(range.end);
    const history = trafficOf(store, user);
    const { groups } = aggregate(history, timeZone, { startMs: range.startMs, endMs: range.endMs }, oneDay ? "hour" : "date", false);
    const byKey = new Map(groups.map((g) => [g.key, g.sums]));
    const keys: string[] = [];
    if (oneDay) for (let hour = 0; hour < 24; hour++) keys.push(`${range.start.toString()} ${String(hour).padStart(2, "0")}:00`);
    else for (let day = range.start; Temporal.PlainDate.compare(day, range.end) < 0; day = day.add({ days: 1 })) keys.push(day.toString());
    return {
      "@context": iri("contexts", "Chart"),
      "@id": iri("ch", "chart"),
      "@type": "Chart",
      dateRange: range.text,
      interval: oneDay ? "hour" : "day",
      points: keys.map((at) => {
        const s = byKey.get(at);
        return { at, clicks: s?.clicks ?? 0, conversions: s?.conversions ?? 0, payout: s?.payout ?? 0 };
      }),
      computedAt: isoSeconds(clock.nowMs()),
    };
  },

  impressions({ urlParams }, { requireUser, store, clock }): Impressions {
    const user = requireUser();
    const timeZone = timeZoneOf(user);
    const range = chartRange(urlParams, timeZone, clock.nowMs());
    const history = trafficOf(store, user);
    const { total, groups } = aggregate(history, timeZone, { startMs: range.startMs, endMs: range.endMs }, "date", false);
    const m = metricsOf(total);
    return {
      "@context": iri("contexts", "Impressions"),
      "@id": iri("ch", "impressions"),
      "@type": "Impressions",
      dateRange: range.text,
      impressions: m.impressions,
      hits: m.hits,
      payout: m.payout,
      epm: m.epm,
      points: groups.filter((g) => g.key !== null).map((g) => ({ at: g.key!, impressions: g.sums.impressions, payout: g.sums.payout })),
      computedAt: isoSeconds(clock.nowMs()),
    };
  },
};
