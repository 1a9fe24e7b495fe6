/**
 * Conversion statuses (issue 27.1): the declined reason on the list, in the request's language, and
 * one approval rate everywhere: the reports' and the dashboard's equal approved / all counted by the
 * Conversions list itself (its status filter) for the same range.
 */
import { afterAll, describe, expect, it } from "vitest";
import type { Conversion } from "../../contracts/conversions.contract";
import type { Dashboard } from "../../contracts/dashboard.contract";
import type { Report } from "../../contracts/reports.contract";
import { API, client, startAtMiddayWithNewbie } from "./helpers";

const { mock, demo, newbie } = await startAtMiddayWithNewbie();
afterAll(() => mock.app.close());

const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
const getJson = async <T>(url: string, browser = demo): Promise<T> => {
  const response = await browser.get(url);
  expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
  return response.json() as T;
};
type Page = {
  "hydra:member": Conversion[];
  "hydra:totalItems": number;
  statusCounts?: { approved: number; pending: number; declined: number; approvalRate: number | null };
};
const counted = async (filter: Record<string, string>) =>
  (await getJson<Page>(`${API}/ch/conversions?${q({ ...filter, itemsPerPage: "10" })}`))["hydra:totalItems"];
/** The list's own approval rate: approved rows / all rows for the filter, to the server's 6 decimals. */
const listRate = async (filter: Record<string, string>) => {
  const all = await counted(filter);
  return all === 0 ? null : Math.round(((await counted({ ...filter, status: "approved" })) / all) * 1e6) / 1e6;
};

describe("conversion statuses", () => {
  it("every declined conversion may carry a reason; approved and pending ones carry none", async () => {
    const declined = await getJson<Page>(`${API}/ch/conversions?${q({ status: "declined", itemsPerPage: "100" })}`);
    const rows = declined["hydra:member"];
    expect(rows.length).toBe(100);
    expect(rows.every((r) => r.status === "declined")).toBe(true);
    const reasons = rows.map((r) => r.declineReason);
    expect(reasons.filter((r) => typeof r === "string").length).toBeGreaterThan(60);
    expect(reasons).toContain(null);
    expect(new Set(reasons.filter((r) => r !== null))).toContain("Not confirmed by the advertiser.");
    for (const status of ["approved", "pending"]) {
      const page = await getJson<Page>(`${API}/ch/conversions?${q({ status, itemsPerPage: "50" })}`);
      expect(page["hydra:member"].every((r) => r.status === status && r.declineReason === null)).toBe(true);
    }
  });

  it("the reason comes in the request's language", async () => {
    const russian = client(mock);
    await russian.login();
    russian.jar.set("_locale", "ru");
    const page = await getJson<Page>(`${API}/ch/conversions?${q({ status: "declined", itemsPerPage: "20" })}`, russian);
    const reasons = page["hydra:member"].map((r) => r.declineReason).filter((r): r is string => typeof r === "string");
    expect(reasons.length).toBeGreaterThan(0);
    expect(reasons).toContain("Не подтверждена рекламодателем.");
    expect(reasons.every((r) => /[а-яё]/i.test(r))).toBe(true);
  });

  it("the reports' approval rate is approved / all, and equals the Conversions list's for the same range and filter", async () => {
    const dashboard = await getJson<Dashboard>(`${API}/ch/dashboard`);
    const ranges = dashboard.periods.map((p) => p.dateRange);
    for (const dateRange of ranges) {
      for (const extra of [{}, { country: "US" }, { device: "mobile" }] as Array<Record<string, string>>) {
        const { totals } = await getJson<Report>(`${API}/ch/reports/revenue?${q({ dateRange, ...extra })}`);
        const where = `${dateRange} ${JSON.stringify(extra)}`;
        expect(totals.approvalRate, where).toBe(
          totals.conversions === 0 ? null : Math.round((totals.approved / totals.conversions) * 1e6) / 1e6,
        );
        expect(totals.approvalRate, where).toBe(await listRate({ dateRange, ...extra }));
      }
    }
    // And every row's rate is its own approved / conversions.
    const byCountry = await getJson<Report>(`${API}/ch/reports/revenue?${q({ groupBy: "country", itemsPerPage: "100" })}`);
    for (const row of byCountry["hydra:member"]) expect(row.approvalRate, row.key ?? "").toBeCloseTo(row.approved / row.conversions, 6);
  });

  it("the list sends its own counts by status and approval rate, for whatever it filters", async () => {
    for (const filter of [{}, { country: "US" }, { device: "tablet", type: "cpl" }] as Array<Record<string, string>>) {
      const page = await getJson<Page>(`${API}/ch/conversions?${q(filter)}`);
      const counts = page.statusCounts!;
      const where = JSON.stringify(filter);
      expect(counts.approved + counts.pending + counts.declined, where).toBe(page["hydra:totalItems"]);
      expect(counts.approved, where).toBe(await counted({ ...filter, status: "approved" }));
      expect(counts.approvalRate, where).toBe(await listRate(filter));
    }
    // Filtered to declined: every row is declined, none approved.
    const declined = await getJson<Page>(`${API}/ch/conversions?${q({ status: "declined" })}`);
    expect(declined.statusCounts).toEqual({ approved: 0, pending: 0, declined: declined["hydra:totalItems"], approvalRate: 0 });
    // The portal's default: the last 30 days, as the report's.
    const { totals, dateRange } = await getJson<Report>(`${API}/ch/reports/revenue`);
    expect((await getJson<Page>(`${API}/ch/conversions?${q({ dateRange })}`)).statusCounts!.approvalRate).toBe(totals.approvalRate);
    expect((await getJson<Page>(`${API}/ch/conversions`, newbie)).statusCounts).toEqual({
      approved: 0,
      pending: 0,
      declined: 0,
      approvalRate: null,
    });
  });

  it("the dashboard's approval rate per period is the Summary report's and the list's", async () => {
    const body = await getJson<Dashboard>(`${API}/ch/dashboard`);
    for (const period of [...body.periods, ...body.periods.slice(1).map((p) => p.previous)]) {
      const { totals } = await getJson<Report>(`${API}/ch/reports/summary?${q({ dateRange: period.dateRange })}`);
      expect({ approved: period.approved, approvalRate: period.approvalRate }, period.dateRange).toEqual({
        approved: totals.approved,
        approvalRate: totals.approvalRate,
      });
      expect(period.approvalRate, period.dateRange).toBe(await listRate({ dateRange: period.dateRange }));
    }
    const offers = body.sources.offers;
    expect(offers.approvalRate).toBeCloseTo(offers.approved / offers.conversions, 6);
  });

  it("orders a report by approval rate and exports it as a column", async () => {
    const body = await getJson<Report>(
      `${API}/ch/reports/revenue?${q({ groupBy: "country", "order[approvalRate]": "desc", itemsPerPage: "100" })}`,
    );
    const rates = body["hydra:member"].map((r) => r.approvalRate ?? -1);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    const csv = await demo.get(`${API}/ch/reports/revenue/export?${q({ groupBy: "date", columns: "approved,conversions,approvalRate" })}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split("\r\n")[0]).toBe("Date,Approved,Conversions,Approval rate");
  });

  it("newbie: no conversions, a null approval rate", async () => {
    const body = await getJson<Dashboard>(`${API}/ch/dashboard`, newbie);
    expect(body.periods.every((p) => p.approved === 0 && p.approvalRate === null)).toBe(true);
    const { totals } = await getJson<Report>(`${API}/ch/reports/revenue`, newbie);
    expect(totals.approvalRate).toBeNull();
  });
});
