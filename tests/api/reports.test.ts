/**
 * The derived Api decodes the mock server's real answers of the statistics endpoints: each call goes
 * through the client to the mock (`app.inject`, demo's session) and back through the contract's schemas.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withApi, runApiOrFail } from "../../src/api";
import { SESSION_COOKIE } from "../../contracts/session";
import { startMock, type Mock } from "../mock-server/helpers";
import { runtimeWith } from "./fake-fetch";

let mock: Mock;
let session = "";

beforeAll(async () => {
  mock = await startMock();
  session = mock.store.openSession(1001, false).id;
});
afterAll(() => mock?.app.close());

/** A runtime whose fetch is the mock server, signed in as demo. */
const runtime = () =>
  runtimeWith(async ({ url, init }) => {
    const response = await mock.app.inject({
      method: (init?.method ?? "GET") as "GET",
      url: `${url.pathname}${url.search}`,
      cookies: { [SESSION_COOKIE]: session },
    });
    const headers = Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k, String(v)]));
    return new Response(response.statusCode === 204 ? null : response.body, { status: response.statusCode, headers });
  }).runtime;

describe("the Api over the statistics endpoints", () => {
  it("decodes a summary report, the dashboard, the chart, impressions and competitions", async () => {
    const rt = runtime();
    const report = await runApiOrFail(
      rt,
      withApi((api) => api.reports.summary({ urlParams: { groupBy: "country", itemsPerPage: 20 } })),
    );
    expect(report["hydra:member"].length).toBeGreaterThan(0);
    expect(report.totals.clicks).toBeGreaterThan(0);
    const dashboard = await runApiOrFail(
      rt,
      withApi((api) => api.dashboard.summary({})),
    );
    expect(dashboard.periods[3]!.period).toBe("last30Days");
    const chart = await runApiOrFail(
      rt,
      withApi((api) => api.dashboard.chart({ urlParams: {} })),
    );
    expect(chart.points).toHaveLength(30);
    const impressions = await runApiOrFail(
      rt,
      withApi((api) => api.dashboard.impressions({ urlParams: {} })),
    );
    expect(impressions.impressions).toBeGreaterThan(0);
    const competitions = await runApiOrFail(
      rt,
      withApi((api) => api.competitions.list({})),
    );
    expect(competitions["hydra:member"].some((c) => c.status === "live")).toBe(true);
  });

  it("fails a refused grouping with the violation on groupBy", async () => {
    const refused = runApiOrFail(
      runtime(),
      withApi((api) => api.reports.goalPerformance({ urlParams: { groupBy: "smartlinkCampaign" } })),
    );
    await expect(refused).rejects.toMatchObject({ _tag: "ValidationFailed", violations: [{ propertyPath: "groupBy" }] });
  });
});
