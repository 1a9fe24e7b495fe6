/**
 * Reports, dashboard, chart, impressions and competitions on the mock server: one traffic history
 * that every number comes from, the grouping rules and roles enforced server-side, empty but
 * well-formed answers for newbie, competitions moved by the clock, and the consistency the issue asks
 * for: the report's conversions and payout equal the Conversions list's for the same range and filter,
 * the dashboard's figures equal the Summary report's, and the transactions add up to the balance.
 */
import { afterAll, describe, expect, it } from "vitest";
import type { Competition } from "../../contracts/competitions.contract";
import type { Chart, Dashboard } from "../../contracts/dashboard.contract";
import type { Transaction } from "../../contracts/transactions.contract";
import type { ReferralReport, Report } from "../../contracts/reports.contract";
import { competitionsOf } from "../../mock-server/store/competitions";
import { SOURCES } from "../../mock-server/store/dimensions";
import { trafficOf } from "../../mock-server/store/statistics";
import enMetrics from "../../src/i18n/messages/en/metrics.json" with { type: "json" };
import enReports from "../../src/i18n/messages/en/reports.json" with { type: "json" };
import ruMetrics from "../../src/i18n/messages/ru/metrics.json" with { type: "json" };
import ruReports from "../../src/i18n/messages/ru/reports.json" with { type: "json" };
import ukMetrics from "../../src/i18n/messages/uk/metrics.json" with { type: "json" };
import ukReports from "../../src/i18n/messages/uk/reports.json" with { type: "json" };
import zhMetrics from "../../src/i18n/messages/zh/metrics.json" with { type: "json" };
import zhReports from "../../src/i18n/messages/zh/reports.json" with { type: "json" };
import { API, client, startMock, startAtMiddayWithNewbie } from "./helpers";

const REPORTS = `${API}/ch/reports`;
const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
const DAY_MS = 86_400_000;

const { mock, demo, newbie } = await startAtMiddayWithNewbie();
afterAll(() => mock.app.close());

const getJson = async <T>(url: string, browser = demo): Promise<T> => {
  const response = await browser.get(url);
  expect(response.statusCode, `${url}: ${response.body.slice(0, 500)}`).toBe(200);
  return response.json() as T;
};
const report = (tab: string, params: Record<string, string> = {}, browser = demo) =>
  getJson<Report>(`${REPORTS}/${tab}?${q(params)}`, browser);
const violation = async (url: string, browser = demo) => {
  const response = await browser.get(url);
  expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(422);
  const body = response.json() as { violations: Array<{ propertyPath: string; message: string }> };
  return body.violations;
};

/** Local days ("YYYY-MM-DD") around the reset, in demo's timezone (Europe/Kyiv, whole-hour offsets). */
const day = (offset: number) => new Date(mock.store.seededAtMs + 2 * 3_600_000 + offset * DAY_MS).toISOString().slice(0, 10);
const range = (from: number, to: number) => `${day(from)} - ${day(to)}`;

/** The conversions the Conversions list returns (through its export) for a filter: count and payout of those not declined. */
const listed = async (filter: Record<string, string>) => {
  const response = await demo.get(`${API}/ch/conversions/export?${q(filter)}`);
  if (response.statusCode === 204) return { conversions: 0, payout: 0, approved: 0 };
  expect(response.statusCode).toBe(200);
  const [header, ...lines] = response.body.trimEnd().split("\r\n");
  const columns = header!.split(",");
  const payoutAt = columns.indexOf("payout");
  const statusAt = columns.indexOf("status");
  let payout = 0;
  let approved = 0;
  for (const line of lines) {
    // Fields before payout may be quoted and hold commas; the fields from payout on never do.
    const cells = line.split(",");
    const fromEnd = (i: number) => cells[cells.length - (columns.length - i)]!;
    if (fromEnd(statusAt) !== "declined") payout += Number(fromEnd(payoutAt));
    if (fromEnd(statusAt) === "approved") approved++;
  }
  return { conversions: lines.length, payout: Math.round(payout * 100) / 100, approved };
};

describe("the traffic history", () => {
  it("has every conversion's click: a cell per conversion with the same hour and dimensions and at least one click", () => {
    const user = mock.store.publishers.get(1001)!;
    const rows = mock.store.activity(user).conversions.rows;
    const h = trafficOf(mock.store, user);
    expect(h.conversions).toBe(rows.length);
    for (let i = 0; i < rows.length; i += 97) {
      const r = rows[i]!;
      expect(Math.floor(r.timeMs / 3_600_000) - h.firstHour).toBe(h.hour[i]);
      expect(SOURCES[h.source[i]!]).toBe(r.source);
      expect(h.clicks[i]).toBeGreaterThanOrEqual(1);
      expect(h.uClicks[i]).toBeLessThanOrEqual(h.clicks[i]!);
      expect(h.hits[i]).toBeGreaterThanOrEqual(h.clicks[i]!);
      expect(h.subs[0]![i] === -1 ? null : h.subValues[0]!.values[h.subs[0]![i]!]).toBe(r.sub1);
    }
    expect(h.size).toBeGreaterThan(rows.length);
  });

  it("is the same for the same seed and clock", () => {
    const user = mock.store.publishers.get(1001)!;
    const a = trafficOf(mock.store, user);
    expect(trafficOf(mock.store, user)).toBe(a);
  });
});

describe("reports", () => {
  it("answer totals plus a page of rows with the effective range; default: the last 30 days, grouped by date", async () => {
    const body = await report("summary");
    expect(body.groupBy).toBe("date");
    expect(body.dateRange).toBe(range(-29, 1));
    expect(body["hydra:totalItems"]).toBe(30);
    expect(body["hydra:member"]).toHaveLength(10);
    expect(body["hydra:member"].map((r) => r.key)).toEqual([...body["hydra:member"].map((r) => r.key)].sort());
    const all = await report("summary", { itemsPerPage: "100" });
    const sum = (k: "clicks" | "conversions") => all["hydra:member"].reduce((s, r) => s + r[k], 0);
    expect(sum("clicks")).toBe(all.totals.clicks);
    expect(sum("conversions")).toBe(all.totals.conversions);
    expect(all.totals.clicks).toBeGreaterThan(all.totals.conversions * 20);
  });

  it("compute every metric from the row's sums (decision 020)", async () => {
    const { totals: t } = await report("summary", { dateRange: range(-119, 1) });
    expect(t.epc).toBeCloseTo(t.payout / t.clicks, 4);
    expect(t.uEpc).toBeCloseTo(t.payout / t.uClicks, 4);
    expect(t.epm).toBeCloseTo((t.payout / t.impressions) * 1000, 4);
    expect(t.gpm).toBeCloseTo((t.conversions / t.clicks) * 1000, 4);
    expect(t.uGpm).toBeCloseTo((t.conversions / t.uClicks) * 1000, 4);
    expect(t.uGpc).toBeCloseTo(t.conversions / t.uClicks, 6);
    expect(t.ratio).toBeCloseTo(t.conversions / t.clicks, 6);
    expect(t.commission).toBeCloseTo(t.revenue - t.payout, 2);
    expect(t.approved + t.pending + t.declined).toBe(t.conversions);
    expect(t.uHits).toBeLessThanOrEqual(t.hits);
    expect(t.clicks).toBeLessThanOrEqual(t.hits);
  });

  it("for any range and filter, conversions and payout equal the Conversions list's", async () => {
    const cases: Array<[Record<string, string>, Record<string, string>]> = [
      [{ dateRange: range(-119, 1) }, { dateRange: range(-119, 1) }],
      [{ dateRange: range(-6, 1) }, { dateRange: range(-6, 1) }],
      [{ date: day(-3) }, { dateRange: range(-3, -2) }],
      [
        { dateRange: range(-60, -30), country: "US,DE", device: "mobile" },
        { dateRange: range(-60, -30), country: "US,DE", device: "mobile" },
      ],
      [
        { dateRange: range(-29, 1), offerCampaignRelativeId: "4117,4121" },
        { dateRange: range(-29, 1), offerRelativeId: "4117,4121" },
      ],
      [
        { dateRange: range(-29, 1), smartlinkCampaign: "301" },
        { dateRange: range(-29, 1), smartlinkRelativeId: "301" },
      ],
      [
        { dateRange: range(-29, 1), subSourceLike: "SITE_" },
        { dateRange: range(-29, 1), subsource: "SITE_" },
      ],
      [
        { dateRange: range(-90, 1), offerCampaignRelativeId: "4102", smartlinkCampaign: "305", country: "gb" },
        { dateRange: range(-90, 1), offerRelativeId: "4102", smartlinkRelativeId: "305", country: "gb" },
      ],
    ];
    for (const [reportFilter, listFilter] of cases) {
      for (const [tab, groupBy] of [
        ["summary", "country"],
        ["revenue", "offerGoal"],
        ["goal_performance", "date"],
      ] as const) {
        const body = await report(tab, { ...reportFilter, groupBy, itemsPerPage: "100" });
        const expected = await listed(listFilter);
        const where = `${tab} ${JSON.stringify(reportFilter)}`;
        expect(body.totals.conversions, where).toBe(expected.conversions);
        expect(body.totals.payout, where).toBeCloseTo(expected.payout, 2);
        expect(body.totals.approved, where).toBe(expected.approved);
        const rows = body["hydra:member"];
        if (body["hydra:totalItems"] <= 100) {
          expect(
            rows.reduce((s, r) => s + r.conversions, 0),
            where,
          ).toBe(expected.conversions);
          expect(
            rows.reduce((s, r) => s + r.payout, 0),
            where,
          ).toBeCloseTo(expected.payout, 1);
        }
      }
    }
  });

  it("never show more conversions than clicks, in any row of any grouping", async () => {
    for (const groupBy of [
      "date",
      "hour",
      "country",
      "os",
      "browser",
      "landing",
      "offerCampaign",
      "smartlinkCampaign",
      "subSource",
      "track",
      "referrer",
      "sub1",
      "sub3",
    ]) {
      const body = await report("summary", { groupBy, dateRange: range(-2, 1), itemsPerPage: "100" });
      for (const row of body["hydra:member"]) expect(row.clicks, `${groupBy} ${row.key}`).toBeGreaterThanOrEqual(row.conversions);
    }
    const goals = await report("goal_performance", { groupBy: "country", itemsPerPage: "100" });
    for (const row of goals["hydra:member"]) {
      expect(row.goal).not.toBeNull();
      expect(row.clicks).toBeGreaterThanOrEqual(row.conversions);
      expect(row.goalEpc).toBe(row.epc);
    }
  });

  it("filter by every report key and order by any column, nulls first ascending", async () => {
    const base = { dateRange: range(-29, 1) };
    const all = (await report("summary", base)).totals.clicks;
    const filters: Array<Record<string, string>> = [
      { browser: "Safari" },
      { os: "iOS" },
      { device: "tablet" },
      { country: "BR" },
      { offerGoalTitle: "install" },
      { trackLike: "fb_ads" },
      { referral: "google" },
      { sub1: "cmp_101" },
      { sub2: "banner_300x250" },
      { offerLinkRelativeId: "70002" },
      { smartlinkCampaign: "302" },
    ];
    for (const filter of filters) {
      const body = await report("summary", { ...base, ...filter });
      expect(body.totals.clicks, JSON.stringify(filter)).toBeGreaterThan(0);
      expect(body.totals.clicks, JSON.stringify(filter)).toBeLessThan(all);
    }
    const byOs = await report("summary", { ...base, groupBy: "os", os: "iOS" });
    expect(byOs["hydra:member"].map((r) => r.key)).toEqual(["iOS"]);
    const nobody = await report("summary", { ...base, sub1: "no-such-campaign" });
    expect(nobody.totals.clicks).toBe(0);
    expect(nobody["hydra:member"]).toEqual([]);
    const bySub1 = await report("summary", { ...base, groupBy: "sub1", "order[payout]": "desc", itemsPerPage: "100" });
    const payouts = bySub1["hydra:member"].map((r) => r.payout);
    expect(payouts).toEqual([...payouts].sort((a, b) => b - a));
    const byKey = await report("summary", { ...base, groupBy: "sub1", "order[key]": "asc", itemsPerPage: "100" });
    expect(byKey["hydra:member"][0]!.key).toBeNull();
  });

  it("refuse the groupings the portal would not offer, with a violation on groupBy", async () => {
    const url = (tab: string, params: Record<string, string>) => `${REPORTS}/${tab}?${q(params)}`;
    const message = async (tab: string, params: Record<string, string>, browser = demo) => {
      const list = await violation(url(tab, params), browser);
      expect(list.map((v) => v.propertyPath)).toEqual(["groupBy"]);
      return list[0]!.message;
    };
    expect(await message("summary", { groupBy: "offerCampaign", smartlinkCampaign: "301" })).toBe(
      "Grouping by offer is not available while smartlinks are selected.",
    );
    expect(await message("revenue", { groupBy: "offerLink", "smartlinkCampaign[]": "301" })).toBe(
      "Grouping by offer is not available while smartlinks are selected.",
    );
    expect(await message("summary", { groupBy: "smartlinkCampaign", offerCampaignRelativeId: "4102" })).toBe(
      "Grouping by smartlink is not available while offers are selected.",
    );
    expect(await message("goal_performance", { groupBy: "smartlinkCampaign" })).toBe(
      "Grouping by smartlink is not available on Goal performance.",
    );
    expect(await message("summary", { groupBy: "offerGoal" })).toBe("Grouping by goal is available on Revenue and Goal performance only.");
    expect(await message("summary", { groupBy: "smartlinkCampaign" }, newbie)).toBe(
      "Grouping by smartlink needs the smartlinks role (ROLE_SMARTLINKS).",
    );
    expect(await message("summary", { groupBy: "landing" }, newbie)).toBe(
      "Grouping by landing needs the custom landings role (ROLE_CUSTOM_LANDINGS).",
    );
    // Allowed: the same groupings without the conflicting filters, with the roles.
    // Six smartlinks, and "not set" for the offers' traffic.
    const bySmartlink = await report("summary", { groupBy: "smartlinkCampaign" });
    expect(bySmartlink["hydra:member"].map((r) => r.key).sort()).toEqual([null, "301", "302", "305", "307", "311", "314"].sort());
    expect((await report("summary", { groupBy: "landing" }))["hydra:totalItems"]).toBeGreaterThan(30);
    expect((await report("revenue", { groupBy: "offerGoal" }))["hydra:member"].every((r) => r.goal !== null && r.key === r.goal.key)).toBe(
      true,
    );
  });

  it("custom landing filters (spec 02 section 6): the landings asked for, with ROLE_CUSTOM_LANDINGS only (issue 26.5)", async () => {
    const all = await report("summary", { groupBy: "landing", itemsPerPage: "100" });
    const [first, second] = all["hydra:member"].filter((r) => r.key !== null).map((r) => r.key!);
    expect(all["hydra:member"].find((r) => r.key === first)!.label).toMatch(new RegExp(`^#${first} `));
    const some = await report("summary", { groupBy: "landing", landing: `${first},${second}` });
    expect(some["hydra:member"].map((r) => r.key).sort()).toEqual([first, second].sort());
    const byDate = await report("summary", { landing: first! });
    const only = all["hydra:member"].find((r) => r.key === first)!;
    expect(byDate.totals.clicks).toBe(only.clicks);
    expect((await violation(`${REPORTS}/summary?landing=${first}`, newbie)).map((v) => v.propertyPath)).toEqual(["landing"]);
    expect((await violation(`${REPORTS}/summary?landing=abc`)).map((v) => v.propertyPath)).toEqual(["landing"]);
  });

  it("422 on a bad grouping, range or date", async () => {
    expect((await violation(`${REPORTS}/summary?groupBy=offer`)).map((v) => v.propertyPath)).toEqual(["groupBy"]);
    expect(
      (await violation(`${REPORTS}/summary?dateRange=${encodeURIComponent("2026-02-30 - 2026-03-01")}`)).map((v) => v.propertyPath),
    ).toEqual(["dateRange"]);
    expect((await violation(`${REPORTS}/summary?date=2026-13-01`)).map((v) => v.propertyPath)).toEqual(["date"]);
    expect((await violation(`${REPORTS}/summary?${q({ dateRange: range(-5, -3), date: day(0) })}`)).map((v) => v.propertyPath)).toEqual([
      "date",
    ]);
  });

  it("export every row and a totals line as CSV; 204 without rows", async () => {
    const response = await demo.get(`${REPORTS}/summary/export?${q({ groupBy: "country" })}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/csv/);
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="summary-report-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.body.trimEnd().split("\r\n");
    const body = await report("summary", { groupBy: "country" });
    expect(lines).toHaveLength(body["hydra:totalItems"] + 2);
    expect(lines[0]!.startsWith("Country,Hits,Unique hits,")).toBe(true);
    expect(lines.at(-1)!.startsWith(`Total,${body.totals.hits},`)).toBe(true);
    expect((await demo.get(`${REPORTS}/revenue/export?sub1=nothing`)).statusCode).toBe(204);
    expect((await newbie.get(`${REPORTS}/goal_performance/export`)).statusCode).toBe(204);
  });

  it("exports the columns the page shows, in its order (issue 25.13)", async () => {
    const response = await demo.get(`${REPORTS}/summary/export?${q({ groupBy: "country", columns: "epc,clicks,ratio" })}`);
    expect(response.statusCode).toBe(200);
    const lines = response.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe("Country,EPC,Clicks,Conversion rate");
    const body = await report("summary", { groupBy: "country" });
    expect(lines.at(-1)).toBe(`Total,${body.totals.epc ?? ""},${body.totals.clicks},${body.totals.ratio ?? ""}`);
    const goals = await demo.get(`${REPORTS}/goal_performance/export?${q({ columns: "goalEpc,payout" })}`);
    expect(goals.body.split("\r\n")[0]).toBe("Date,Goal,Goal EPC,Payout");
    expect((await violation(`${REPORTS}/summary/export?columns=epc,nonsense`)).map((v) => v.propertyPath)).toEqual(["columns"]);
  });

  it("exports under the page's column titles in the request's language, with no duplicate or empty column (issue 35.13)", async () => {
    const csvHeader = async (locale: string, path: string) => {
      demo.jar.set("_locale", locale);
      try {
        const answer = await demo.get(path);
        expect(answer.statusCode).toBe(200);
        return answer.body.split("\r\n")[0]!.split(",");
      } finally {
        demo.jar.delete("_locale");
      }
    };
    const pages = {
      en: [enMetrics, enReports],
      ru: [ruMetrics, ruReports],
      uk: [ukMetrics, ukReports],
      zh: [zhMetrics, zhReports],
    } as const;
    for (const [locale, [metrics, reports]] of Object.entries(pages)) {
      // The page's Summary grouped by country, its columns chosen: "uHits", "ratio" and "uEpc" were the header before.
      expect(
        await csvHeader(locale, `${REPORTS}/summary/export?${q({ groupBy: "country", columns: "uHits,ratio,uEpc" })}`),
        locale,
      ).toEqual([reports["reports.grouping.country"], metrics["metric.uHits"], metrics["metric.conversionRate"], metrics["metric.uEpc"]]);
      // Grouped by goal, the goal is the first column once (no empty "goal", no repeated "label").
      expect(
        await csvHeader(locale, `${REPORTS}/revenue/export?${q({ groupBy: "offerGoal", columns: "approved,payout" })}`),
        locale,
      ).toEqual([reports["reports.grouping.goal"], metrics["metric.approved"], metrics["metric.payout"]]);
    }
    const rows = (await demo.get(`${REPORTS}/summary/export?${q({ groupBy: "country", columns: "clicks" })}`)).body.trimEnd().split("\r\n");
    expect(rows.slice(1, 3).every((line) => /^[A-Z]{2},\d+$/.test(line))).toBe(true);
  });

  it("are empty but well-formed for newbie", async () => {
    for (const tab of ["summary", "revenue", "goal_performance"]) {
      const body = await report(tab, {}, newbie);
      expect(body["hydra:member"]).toEqual([]);
      expect(body.totals).toMatchObject({ clicks: 0, conversions: 0, payout: 0, epc: null, ratio: null });
    }
    const referral = await getJson<ReferralReport>(`${REPORTS}/referral`, newbie);
    expect(referral.totals).toEqual({ referrals: 0, conversions: 0, payout: 0, commission: 0 });
    expect((await newbie.get(`${REPORTS}/referral/export`)).statusCode).toBe(204);
  });
});

describe("referral report", () => {
  it("orders dates oldest first by default, as the other tabs do (issue 25.13)", async () => {
    const byDate = await getJson<ReferralReport>(`${REPORTS}/referral?${q({ dateRange: range(-119, 1) })}`);
    const summary = await report("summary", { dateRange: range(-119, 1) });
    const keys = byDate["hydra:member"].map((r) => r.key);
    expect(keys.length).toBeGreaterThan(1);
    expect(keys).toEqual([...keys].sort());
    const summaryKeys = summary["hydra:member"].map((r) => r.key!);
    expect(summaryKeys).toEqual([...summaryKeys].sort());
  });

  it("lists demo's 4 referrals with their payout and a 5% commission, by date or referral, and exports them", async () => {
    const byReferral = await getJson<ReferralReport>(`${REPORTS}/referral?${q({ groupBy: "referral", dateRange: range(-119, 1) })}`);
    expect(byReferral["hydra:totalItems"]).toBe(4);
    expect(byReferral.totals.referrals).toBe(4);
    expect(byReferral.totals.commission).toBeCloseTo(byReferral.totals.payout * byReferral.commissionRate, 1);
    const byDate = await getJson<ReferralReport>(`${REPORTS}/referral?${q({ dateRange: range(-119, 1), itemsPerPage: "100" })}`);
    expect(byDate.totals).toEqual(byReferral.totals);
    const one = byReferral["hydra:member"][0]!;
    const only = await getJson<ReferralReport>(
      `${REPORTS}/referral?${q({ groupBy: "referral", referral: one.key, dateRange: range(-119, 1) })}`,
    );
    expect(only["hydra:member"]).toEqual([one]);
    const csv = await demo.get(`${REPORTS}/referral/export?${q({ groupBy: "referral", dateRange: range(-119, 1) })}`);
    expect(csv.body.trimEnd().split("\r\n")).toHaveLength(6);
  });
});

describe("dashboard", () => {
  it("each period's figures equal the Summary report's totals for its range, and the previous period's too", async () => {
    const body = await getJson<Dashboard>(`${API}/ch/dashboard`);
    expect(body.periods.map((p) => p.period)).toEqual(["today", "yesterday", "last7Days", "last30Days"]);
    expect(body.periods.map((p) => p.dateRange)).toEqual([range(0, 1), range(-1, 0), range(-6, 1), range(-29, 1)]);
    // Today is compared with yesterday up to the same time of day (issue 25.12): less than the whole of yesterday.
    const [today, yesterday] = body.periods;
    expect(today!.previous.dateRange).toBe(yesterday!.dateRange);
    expect(today!.previous.clicks).toBeGreaterThan(0);
    expect(today!.previous.clicks).toBeLessThan(yesterday!.clicks);
    for (const period of [...body.periods, ...body.periods.slice(1).map((p) => p.previous)]) {
      const { totals } = await report("summary", { dateRange: period.dateRange });
      expect({ clicks: period.clicks, conversions: period.conversions, payout: period.payout, epc: period.epc }, period.dateRange).toEqual({
        clicks: totals.clicks,
        conversions: totals.conversions,
        payout: totals.payout,
        epc: totals.epc,
      });
    }
    const offers = (await report("summary", { dateRange: body.sources.dateRange, groupBy: "offerCampaign", itemsPerPage: "100" }))[
      "hydra:member"
    ].filter((r) => r.key !== null);
    expect(body.sources.offers.conversions).toBe(offers.reduce((s, r) => s + r.conversions, 0));
    const smartlinks = await report("summary", { dateRange: body.sources.dateRange, groupBy: "smartlinkCampaign", itemsPerPage: "100" });
    expect(body.sources.smartlinks.clicks).toBe(smartlinks["hydra:member"].filter((r) => r.key !== null).reduce((s, r) => s + r.clicks, 0));
  });

  it("the chart has every day of the range (every hour for one day) with the report's figures", async () => {
    const chart = await getJson<Chart>(`${API}/ch/chart`);
    expect(chart.interval).toBe("day");
    expect(chart.points).toHaveLength(30);
    const byDate = await report("summary", { itemsPerPage: "100" });
    expect(chart.points.map((p) => p.clicks)).toEqual(byDate["hydra:member"].map((r) => r.clicks));
    const today = await getJson<Chart>(`${API}/ch/chart?${q({ dateRange: range(-1, 0) })}`);
    expect(today.interval).toBe("hour");
    expect(today.points).toHaveLength(24);
    expect(today.points.reduce((s, p) => s + p.conversions, 0)).toBe(
      (await report("summary", { dateRange: range(-1, 0) })).totals.conversions,
    );
    const future = await getJson<Chart>(`${API}/ch/chart?${q({ dateRange: range(5, 8) })}`);
    expect(future.points.every((p) => p.clicks === 0)).toBe(true);
    expect((await violation(`${API}/ch/chart?${q({ dateRange: "2020-01-01 - 2026-01-01" })}`)).map((v) => v.propertyPath)).toEqual([
      "dateRange",
    ]);
  });

  it("impressions and EPM agree with the Summary report", async () => {
    const body = await getJson<{ impressions: number; payout: number; epm: number | null; points: Array<{ impressions: number }> }>(
      `${API}/ch/impressions`,
    );
    const { totals } = await report("summary");
    expect(body.impressions).toBe(totals.impressions);
    expect(body.epm).toBe(totals.epm);
    expect(body.points.reduce((s, p) => s + p.impressions, 0)).toBe(totals.impressions);
  });

  it("newbie sees zeros and null rates, not errors", async () => {
    const body = await getJson<Dashboard>(`${API}/ch/dashboard`, newbie);
    expect(body.periods.every((p) => p.clicks === 0 && p.epc === null)).toBe(true);
    const chart = await getJson<Chart>(`${API}/ch/chart`, newbie);
    expect(chart.points.every((p) => p.clicks === 0)).toBe(true);
  });
});

describe("balance", () => {
  it("the transactions add up to the balance: each balanceAfter is the one before plus the amount, the last is /ch/balance", async () => {
    const page = await getJson<{ "hydra:member": Transaction[] }>(`${API}/ch/transactions?itemsPerPage=100&order%5Bdate%5D=asc`);
    const all = mock.store.activity(mock.store.publishers.get(1001)!).transactions.rows;
    expect(page["hydra:member"][0]!.id).toBe(all[0]!.id);
    let balance = all[0]!.balanceAfter - all[0]!.amount;
    for (const t of all) {
      balance = Math.round((balance + t.amount) * 100) / 100;
      expect(t.balanceAfter).toBe(balance);
    }
    expect(balance).toBe(await getJson<number>(`${API}/ch/balance`));
  });
});

describe("competitions", () => {
  const list = async (browser = demo) =>
    (await getJson<{ "hydra:member": Competition[] }>(`${API}/competitions.jsonld`, browser))["hydra:member"];

  it("demo has one live, one that will start and one ended; newbie has none", async () => {
    const competitions = await list();
    expect(competitions.map((c) => c.status)).toEqual(["will_start", "live", "ended"]);
    const live = competitions[1]!;
    expect(live.position).toBe(7);
    expect(live.points).toBeGreaterThan(0);
    expect(live.pointsToAdvance).toBeGreaterThan(0);
    // Points are the payout since the start: the same as the report over that time.
    expect(competitions[0]).toMatchObject({ position: null, points: 0, pointsToAdvance: null });
    expect(competitions[2]).toMatchObject({ position: 3, pointsToAdvance: null });
    expect(await list(newbie)).toEqual([]);
  });

  it("counts as points the payout from the start to now, or to the end, as the reports do", async () => {
    const [, live, ended] = await list();
    const payout = async (from: number, to: number) => (await report("summary", { dateRange: range(from, to) })).totals.payout;
    // The reset is at midday. The ended competition ran from midday 118 days before it to midday 88
    // days before: its points are more than the payout of the whole days inside that and less than that
    // of the days it touches. The live one began at 10:00 six days before the reset and runs on.
    expect(ended!.points).toBeGreaterThan(await payout(-117, -89));
    expect(ended!.points).toBeLessThan(await payout(-118, -87));
    expect(live!.points).toBeGreaterThan(await payout(-5, -1));
    expect(live!.points).toBeLessThan(await payout(-6, 1));
  });

  it("asks for one cent more than the next place's lead, a share of the publisher's own points", async () => {
    const [, live] = await list();
    const record = competitionsOf(
      [...mock.store.publishers.values()].find((p) => p.username === "demo")!,
      mock.store.seededAtMs,
    ).find((c) => c.id === live!.id)!;
    expect(live!.pointsToAdvance).toBe(Math.round(live!.points * record.gap * 100) / 100 + 0.01);
  });

  it("the clock moves a competition from will start to live to ended", async () => {
    const other = await startMock();
    try {
      const browser = client(other);
      // Without "remember me" the session does not expire as the clock moves a month.
      await browser.login("demo", "Demo-pass-1", false);
      const statuses = async () =>
        (await getJson<{ "hydra:member": Competition[] }>(`${API}/competitions.jsonld`, browser))["hydra:member"].map((c) => c.status);
      expect(await statuses()).toEqual(["will_start", "live", "ended"]);
      expect((await getJson<{ showCompetitionsLabel: boolean }>(`${API}/publishers/current`, browser)).showCompetitionsLabel).toBe(true);
      other.clock.advance({ hours: 24 * 3 + 5 });
      expect(await statuses()).toEqual(["live", "live", "ended"]);
      other.clock.advance({ hours: 24 * 6 + 1 });
      expect(await statuses()).toEqual(["live", "ended", "ended"]);
      other.clock.advance({ hours: 24 * 30 });
      expect(await statuses()).toEqual(["ended", "ended", "ended"]);
      // "Competition is live" follows: no competition is live any more.
      expect((await getJson<{ showCompetitionsLabel: boolean }>(`${API}/publishers/current`, browser)).showCompetitionsLabel).toBe(false);
    } finally {
      await other.app.close();
    }
  });
});
