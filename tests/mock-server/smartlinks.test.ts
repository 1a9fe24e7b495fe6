/** The smartlink rules of the mock server (spec 02 sections 3-9; docs/decisions/030). */
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { CAMPAIGN_STATUS, CUSTOM_URL_PATTERN, SMARTLINK_STATE } from "../../contracts/smartlinks.contract";
import { CUSTOM_URL_PATTERN as FORM_URL_PATTERN } from "../../machines/smartlink-request/smartlink-request.machine";
import { SMARTLINK_MESSAGES, unknownCountry } from "../../mock-server/handlers/smartlinks";
import { API, client, startMock, type Mock } from "./helpers";

let mock: Mock;
beforeEach(async () => {
  mock = await startMock();
});
afterAll(() => mock?.app.close());

const demo = async () => {
  const browser = client(mock);
  expect((await browser.login()).statusCode).toBe(200);
  return browser;
};
const manager = async (path: string, body: unknown = {}) =>
  mock.app.inject({
    method: "POST",
    url: `/__mock/${path}`,
    payload: JSON.stringify(body),
    headers: { "content-type": "application/json" },
  });

const ACTIVE = CAMPAIGN_STATUS.active;

const launch = (over: Record<string, unknown> = {}) => ({
  smartlink: `${API}/smartlinks/316`,
  trafficType: `${API}/traffic_types/1`,
  countries: [],
  ...over,
});
const violationsOf = (body: { violations: Array<{ propertyPath: string; message: string }> }) =>
  Object.fromEntries(body.violations.map((v) => [v.propertyPath, v.message]));
type Row = { relativeId: number; status: number; campaign: string | null };
const stateOf = async (browser: Awaited<ReturnType<typeof demo>>, relativeId: number) =>
  ((await browser.get(`${API}/smartlinks/${relativeId}`)).json() as Row).status;

describe("seeded smartlinks", () => {
  it("verticals in every availability; demo's smartlinks in every display state; campaigns in every seeded status", async () => {
    const browser = await demo();
    // The spec's numbers (section 3): disabled 0, available 1, on_request 2; every display state; every seeded status.
    const verticals = (await browser.get(`${API}/smartlink_verticals`)).json()["hydra:member"] as Array<{ availability: number }>;
    expect(new Set(verticals.map((v) => v.availability))).toEqual(new Set([0, 1, 2]));
    const smartlinks = (await browser.get(`${API}/smartlinks?itemsPerPage=50`)).json()["hydra:member"] as Row[];
    expect(new Set(smartlinks.map((s) => s.status))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    const campaigns = (await browser.get(`${API}/campaigns?itemsPerPage=50`)).json()["hydra:member"] as Array<{ status: number }>;
    expect(new Set(campaigns.map((c) => c.status))).toEqual(new Set([0, 1, 2, 3, 4]));
    const onRequest = (await browser.get(`${API}/smartlinks?status=5`)).json()["hydra:member"] as Row[];
    expect(onRequest.map((s) => s.relativeId)).toEqual([318]);
    const one = (await browser.get(`${API}/smartlinks?relativeId=${smartlinks[1]!.relativeId}`)).json()["hydra:member"] as Row[];
    expect(one.map((s) => s.relativeId)).toEqual([smartlinks[1]!.relativeId]);
    expect((await browser.get(`${API}/traffic_types`)).json()["hydra:totalItems"]).toBeGreaterThan(3);
  });

  it("a publisher without ROLE_SMARTLINKS gets 403 from every smartlink call; traffic types stay open", async () => {
    const newbie = client(mock);
    expect((await newbie.login("newbie")).statusCode).toBe(200);
    for (const path of ["/smartlinks", "/smartlinks/301", "/smartlink_verticals", "/campaigns", "/campaigns/501"]) {
      expect((await newbie.get(`${API}${path}`)).statusCode, path).toBe(403);
    }
    expect((await newbie.post(`${API}/campaigns`, launch(), "application/ld+json")).statusCode).toBe(403);
    expect((await newbie.get(`${API}/traffic_types`)).statusCode).toBe(200);
  });
});

describe("launch and request", () => {
  it("a launch on an available vertical is live at once", async () => {
    const browser = await demo();
    const response = await browser.post(
      `${API}/campaigns`,
      launch({ trackingParams: { sub1: "a" }, customUrl: "ftp://files.example/x" }),
      "application/ld+json",
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: ACTIVE, smartlink: `${API}/smartlinks/316`, history: [{ status: ACTIVE }] });
    expect(response.json().trackingLink).toMatch(/^https:\/\/trk\.affnet\.example\/smartlink\?s=316&p=\d+$/);
    expect(await stateOf(browser, 316)).toBe(SMARTLINK_STATE.active);
  });

  it("a request on an on-request vertical is pending until the manager approves, through review", async () => {
    const browser = await demo();
    const response = await browser.post(`${API}/campaigns`, launch({ smartlink: `${API}/smartlinks/318` }), "application/ld+json");
    expect(response.statusCode).toBe(201);
    const campaign = response.json() as { id: number; status: number; trackingLink: string | null };
    expect(campaign.status).toBe(CAMPAIGN_STATUS.pending);
    // No link until the manager approves.
    expect(campaign.trackingLink).toBeNull();
    expect(await stateOf(browser, 318)).toBe(SMARTLINK_STATE.requested);
    expect((await manager(`campaigns/${campaign.id}/review`)).json()).toMatchObject({ status: "in_review" });
    expect(await stateOf(browser, 318)).toBe(SMARTLINK_STATE.requested);
    expect((await manager("smartlinks/318/approve")).json()).toMatchObject({ status: "active" });
    expect(await stateOf(browser, 318)).toBe(SMARTLINK_STATE.active);
    const history = (await browser.get(`${API}/campaigns/${campaign.id}`)).json().history as Array<{ status: number }>;
    expect(history.map((h) => h.status)).toEqual([CAMPAIGN_STATUS.pending, CAMPAIGN_STATUS.in_review, CAMPAIGN_STATUS.active]);
  });

  it("the manager declines, suspends and resumes; an action that does not apply is 409", async () => {
    const browser = await demo();
    expect((await manager("smartlinks/320/decline")).statusCode).toBe(200);
    expect(await stateOf(browser, 320)).toBe(SMARTLINK_STATE.declined);
    expect((await manager("smartlinks/301/suspend")).statusCode).toBe(200);
    expect(await stateOf(browser, 301)).toBe(SMARTLINK_STATE.suspended);
    expect((await manager("smartlinks/301/resume")).statusCode).toBe(200);
    expect(await stateOf(browser, 301)).toBe(SMARTLINK_STATE.active);
    expect((await manager("smartlinks/301/resume")).statusCode).toBe(409);
    expect((await manager("smartlinks/316/approve")).statusCode).toBe(404);
    expect((await manager("smartlinks/301/dance")).statusCode).toBe(400);
  });

  it("a disabled vertical refuses with the spec's text", async () => {
    const browser = await demo();
    const response = await browser.post(`${API}/campaigns`, launch({ smartlink: `${API}/smartlinks/324` }), "application/ld+json");
    expect(response.statusCode).toBe(400);
    expect(response.json()["hydra:description"]).toBe(
      "Smartlink vertical is disabled and no longer accepts traffic. Please contact your manager for support.",
    );
    // A vertical the manager disables refuses too; enabled again, it launches.
    expect((await manager("smartlink-verticals/7", { availability: "disabled" })).statusCode).toBe(200);
    expect((await browser.post(`${API}/campaigns`, launch(), "application/ld+json")).json()["hydra:description"]).toBe(
      SMARTLINK_MESSAGES.verticalDisabled,
    );
    // The manager may name the availability by its number too.
    expect((await manager("smartlink-verticals/7", { availability: 2 })).statusCode).toBe(200);
    expect((await manager("smartlink-verticals/7", { availability: 3 })).statusCode).toBe(400);
    expect((await browser.post(`${API}/campaigns`, launch(), "application/ld+json")).json().status).toBe(CAMPAIGN_STATUS.pending);
  });

  it("a traffic type is required, a country where the vertical asks for one, a custom URL is http, https or ftp", async () => {
    const browser = await demo();
    const none = await browser.post(
      `${API}/campaigns`,
      launch({ smartlink: `${API}/smartlinks/314`, trafficType: null, customUrl: "javascript:alert(1)" }),
      "application/ld+json",
    );
    expect(none.statusCode).toBe(422);
    expect(violationsOf(none.json())).toEqual({
      trafficType: "Please specify a traffic type",
      countries: "Please select a country",
      customUrl: "Please, input correct url",
    });
    const blank = await browser.post(`${API}/campaigns`, { smartlink: `${API}/smartlinks/316`, trafficType: " " }, "application/ld+json");
    expect(violationsOf(blank.json())).toEqual({ trafficType: "Please specify a traffic type" });
    for (const url of ["http://a.example", "https://a.example/p?q=1", "FTP://files.example"]) {
      expect(
        (
          await browser.post(
            `${API}/campaigns`,
            launch({ customUrl: url, smartlink: `${API}/smartlinks/314`, countries: ["US"] }),
            "application/ld+json",
          )
        ).statusCode,
        url,
      ).toBe(201);
      expect((await manager("smartlinks/314/suspend")).statusCode).toBe(200);
      await mock.app.inject({ method: "POST", url: "/__mock/reset" });
      await browser.login();
    }
    expect((await browser.post(`${API}/campaigns`, launch({ smartlink: `${API}/smartlinks/999` }), "application/ld+json")).statusCode).toBe(
      422,
    );
    // The form checks the same pattern before sending.
    expect(FORM_URL_PATTERN.source).toBe(CUSTOM_URL_PATTERN.source);
    expect(FORM_URL_PATTERN.flags).toBe(CUSTOM_URL_PATTERN.flags);
  });

  it("a smartlink already launched or declined is not launched again", async () => {
    const browser = await demo();
    expect(
      (await browser.post(`${API}/campaigns`, launch({ smartlink: `${API}/smartlinks/301` }), "application/ld+json")).json()[
        "hydra:description"
      ],
    ).toBe(SMARTLINK_MESSAGES.alreadyLaunched);
    expect(
      (
        await browser.post(`${API}/campaigns`, launch({ smartlink: `${API}/smartlinks/322`, countries: ["US"] }), "application/ld+json")
      ).json()["hydra:description"],
    ).toBe(SMARTLINK_MESSAGES.declined);
  });

  it("the smartlink limit: beyond it the refusal says extra smartlinks are requested from the manager", async () => {
    const browser = await demo();
    expect((await manager("smartlink-limit", { limit: 6 })).statusCode).toBe(200);
    const refused = await browser.post(`${API}/campaigns`, launch(), "application/ld+json");
    expect(refused.statusCode).toBe(400);
    expect(refused.json()["hydra:description"]).toBe("Smartlinks limit exceeded. Extra smartlinks must be requested from your manager.");
    expect((await manager("smartlink-limit", { limit: 7 })).statusCode).toBe(200);
    expect((await browser.post(`${API}/campaigns`, launch(), "application/ld+json")).statusCode).toBe(201);
    expect((await browser.post(`${API}/campaigns`, launch({ smartlink: `${API}/smartlinks/318` }), "application/ld+json")).statusCode).toBe(
      400,
    );
  });
});

describe("editing a campaign's traffic type and countries (PATCH /campaigns/{id})", () => {
  it("changes them while requested, in review, on test or live; a field left out keeps its value", async () => {
    const browser = await demo();
    // 505: Smartlink Gambling, live, a vertical that asks for a country.
    const live = await browser.patch(`${API}/campaigns/505`, { trafficType: `${API}/traffic_types/2`, countries: ["DE", "AT", "DE"] });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ trafficType: `${API}/traffic_types/2`, countries: ["DE", "AT"], status: CAMPAIGN_STATUS.active });
    expect((await browser.patch(`${API}/campaigns/505`, { countries: ["FR"] })).json()).toMatchObject({
      trafficType: `${API}/traffic_types/2`,
      countries: ["FR"],
    });
    // 507: Smartlink Loans, requested; then in review and on test.
    expect((await browser.patch(`${API}/campaigns/507`, { trafficType: `${API}/traffic_types/3` })).statusCode).toBe(200);
    expect((await manager("campaigns/507/review")).statusCode).toBe(200);
    expect((await browser.patch(`${API}/campaigns/507`, { countries: ["PL", "CZ"] })).statusCode).toBe(200);
    expect((await manager("campaigns/507/test")).statusCode).toBe(200);
    expect((await browser.patch(`${API}/campaigns/507`, { countries: ["PL"] })).statusCode).toBe(200);
    expect((await browser.get(`${API}/campaigns/507`)).json()).toMatchObject({ trafficType: `${API}/traffic_types/3`, countries: ["PL"] });
  });

  it("the spec's messages: a traffic type is required, a country where the vertical asks for one; nothing changes", async () => {
    const browser = await demo();
    const none = await browser.patch(`${API}/campaigns/505`, { trafficType: null, countries: [] });
    expect(none.statusCode).toBe(422);
    expect(violationsOf(none.json())).toEqual({ trafficType: "Please specify a traffic type", countries: "Please select a country" });
    const bad = await browser.patch(`${API}/campaigns/505`, { trafficType: `${API}/traffic_types/999`, countries: ["usa"] });
    expect(violationsOf(bad.json())).toEqual({ trafficType: SMARTLINK_MESSAGES.invalid, "countries[0]": unknownCountry("usa") });
    expect((await browser.get(`${API}/campaigns/505`)).json()).toMatchObject({
      trafficType: `${API}/traffic_types/4`,
      countries: ["CA", "AU"],
    });
    // Smartlink Dating's vertical asks for no country: none is fine.
    expect((await browser.patch(`${API}/campaigns/501`, { countries: [] })).statusCode).toBe(200);
  });

  it("suspended, declined or archived: refused with a text; another publisher's or an unknown campaign is not found; newbie gets 403", async () => {
    const browser = await demo();
    for (const id of [504, 506, 508]) {
      const refused = await browser.patch(`${API}/campaigns/${id}`, { countries: ["US"] });
      expect(refused.statusCode, String(id)).toBe(400);
      expect(refused.json()["hydra:description"]).toBe(SMARTLINK_MESSAGES.notEditable);
    }
    expect((await manager("campaigns/504/resume")).statusCode).toBe(200);
    expect((await browser.patch(`${API}/campaigns/504`, { countries: ["US"] })).statusCode).toBe(200);
    expect((await browser.patch(`${API}/campaigns/9999`, { countries: ["US"] })).statusCode).toBe(404);
    // A campaign of another publisher who also has smartlinks (the seed has one such publisher: demo).
    const campaign = mock.store.smartlinks.campaigns.get(504)! as { publisherId: number };
    const owner = campaign.publisherId;
    campaign.publisherId = owner + 1;
    try {
      expect((await browser.patch(`${API}/campaigns/504`, { countries: ["US"] })).statusCode).toBe(404);
    } finally {
      campaign.publisherId = owner;
    }
    const newbie = client(mock);
    expect((await newbie.login("newbie")).statusCode).toBe(200);
    expect((await newbie.patch(`${API}/campaigns/501`, { countries: ["US"] })).statusCode).toBe(403);
  });
});

describe("the spec's numbers on the wire (spec 02 section 3; issue 26 item 7)", () => {
  it("display state, vertical availability and campaign status are numbers; the filters take them too", async () => {
    const browser = await demo();
    // Smartlink Utilities & VPN: on request 5; Smartlink Dating: active 1.
    expect((await browser.get(`${API}/smartlinks/318`)).json().status).toBe(5);
    expect((await browser.get(`${API}/smartlinks/301`)).json().status).toBe(1);
    const smartlinks = (await browser.get(`${API}/smartlinks?itemsPerPage=50`)).json()["hydra:member"] as Row[];
    expect(new Set(smartlinks.map((s) => s.status))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    const onRequest = (await browser.get(`${API}/smartlinks?status=5`)).json()["hydra:member"] as Row[];
    expect(onRequest.map((s) => s.relativeId)).toEqual([318]);
    expect((await browser.get(`${API}/smartlinks?status=on_request`)).statusCode).toBe(422);
    const verticals = (await browser.get(`${API}/smartlink_verticals`)).json()["hydra:member"] as Array<{
      name: string;
      availability: unknown;
    }>;
    expect(Object.fromEntries(verticals.map((v) => [v.name, v.availability]))).toMatchObject({ Dating: 1, Finance: 2, Adult: 0 });
    const campaigns = (await browser.get(`${API}/campaigns?itemsPerPage=50`)).json()["hydra:member"] as Array<{ status: unknown }>;
    expect(new Set(campaigns.map((c) => c.status))).toEqual(new Set([0, 1, 2, 3, 4]));
    expect((await browser.get(`${API}/campaigns?status=0`)).json()["hydra:member"].map((c: { id: number }) => c.id)).toEqual([507]);
    // The manager's review and test: in review 6, test 5, in the status and in the history.
    expect((await manager("campaigns/507/review")).statusCode).toBe(200);
    expect((await browser.get(`${API}/campaigns/507`)).json().status).toBe(6);
    expect((await manager("campaigns/507/test")).statusCode).toBe(200);
    const onTest = (await browser.get(`${API}/campaigns/507`)).json() as { status: number; history: Array<{ status: number }> };
    expect(onTest.status).toBe(5);
    expect(onTest.history.map((h) => h.status)).toEqual([0, 6, 5]);
    expect((await browser.get(`${API}/smartlinks/320`)).json().status).toBe(1);
  });
});

describe("a vertical the manager disables (issue 25 item 1)", () => {
  it("a live smartlink of it has no link and cannot be changed; enabled again, it has both", async () => {
    const browser = await demo();
    expect((await browser.get(`${API}/campaigns/501`)).json().trackingLink).not.toBeNull();
    expect((await manager("smartlink-verticals/1", { availability: "disabled" })).statusCode).toBe(200);
    expect((await browser.get(`${API}/campaigns/501`)).json().trackingLink).toBeNull();
    const refused = await browser.patch(`${API}/campaigns/501`, { countries: ["US"] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()["hydra:description"]).toBe(SMARTLINK_MESSAGES.verticalDisabled);
    expect((await manager("smartlink-verticals/1", { availability: "available" })).statusCode).toBe(200);
    expect((await browser.get(`${API}/campaigns/501`)).json().trackingLink).not.toBeNull();
    expect((await browser.patch(`${API}/campaigns/501`, { countries: ["US"] })).statusCode).toBe(200);
  });
});

describe("country codes are the countries the /countries lookup knows (issue 25 item 3)", () => {
  it("a launch or an edit with a code it does not know is refused on that item's property path", async () => {
    const browser = await demo();
    const known = ((await browser.get(`${API}/countries.jsonld`)).json()["hydra:member"] as Array<{ code: string }>).map((c) => c.code);
    expect(known).toContain("GB");
    expect(known).not.toContain("UK");
    const launched = await browser.post(`${API}/campaigns`, launch({ countries: ["US", "UK", "12"] }), "application/ld+json");
    expect(launched.statusCode).toBe(422);
    expect(violationsOf(launched.json())).toEqual({
      "countries[1]": "UK is not a valid country code.",
      "countries[2]": "12 is not a valid country code.",
    });
    const edited = await browser.patch(`${API}/campaigns/505`, { countries: ["DE", "UK"] });
    expect(violationsOf(edited.json())).toEqual({ "countries[1]": "UK is not a valid country code." });
    expect((await browser.post(`${API}/campaigns`, launch({ countries: ["US", "GB"] }), "application/ld+json")).json().countries).toEqual([
      "US",
      "GB",
    ]);
  });
});

describe("the custom URL is changed as it was given: checked as at launch (issue 25 item 4)", () => {
  it("PATCH sets, checks and clears it", async () => {
    const browser = await demo();
    const set = await browser.patch(`${API}/campaigns/505`, { customUrl: "https://landing.example/bets" });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ customUrl: "https://landing.example/bets", countries: ["CA", "AU"] });
    const bad = await browser.patch(`${API}/campaigns/505`, { customUrl: "javascript:alert(1)" });
    expect(bad.statusCode).toBe(422);
    expect(violationsOf(bad.json())).toEqual({ customUrl: "Please, input correct url" });
    expect((await browser.get(`${API}/campaigns/505`)).json().customUrl).toBe("https://landing.example/bets");
    expect((await browser.patch(`${API}/campaigns/505`, { customUrl: null })).json().customUrl).toBeNull();
  });
});

describe("a smartlink's domain (spec 02 section 2; issue 26 item 4)", () => {
  const usedBy = async (browser: Awaited<ReturnType<typeof demo>>, domain: number) =>
    (
      (await browser.get(`${API}/proxy_domains/${domain}/smartlink_campaigns_filter`)).json()["hydra:member"] as Array<{ name: string }>
    ).map((u) => u.name);

  it("only the publisher's validated domains: launched and edited on one, listed by its Used by", async () => {
    const browser = await demo();
    // Demo's Smartlink Dating and Smartlink Mainstream run on go.demo-traffic.com (101, validated).
    expect((await browser.get(`${API}/campaigns/501`)).json().domain).toBe(`${API}/proxy_domains/101`);
    expect(await usedBy(browser, 101)).toEqual(["#301 Smartlink Dating", "#305 Smartlink Mainstream Apps"]);
    expect(await usedBy(browser, 102)).toEqual([]);
    // 102 is pending, 103 never validated, 104's certificate failed, 999 is nobody's.
    for (const [id, message] of [
      [102, "The domain must be validated before it is used."],
      [103, "The domain must be validated before it is used."],
      [104, "The domain must be validated before it is used."],
      [999, "Unknown domain."],
    ] as const) {
      const refused = await browser.post(`${API}/campaigns`, launch({ domain: `${API}/proxy_domains/${id}` }), "application/ld+json");
      expect(refused.statusCode, String(id)).toBe(422);
      expect(violationsOf(refused.json()), String(id)).toEqual({ domain: message });
    }
    expect(
      violationsOf((await browser.post(`${API}/campaigns`, launch({ domain: `${API}/offers/101` }), "application/ld+json")).json()),
    ).toEqual({ domain: "Unknown domain." });
    const launched = await browser.post(`${API}/campaigns`, launch({ domain: `${API}/proxy_domains/101` }), "application/ld+json");
    expect(launched.statusCode).toBe(201);
    expect(launched.json().domain).toBe(`${API}/proxy_domains/101`);
    expect(await usedBy(browser, 101)).toEqual(["#301 Smartlink Dating", "#305 Smartlink Mainstream Apps", "#316 Smartlink Casual Games"]);
    // The edit checks it the same way; null takes it off.
    const id = launched.json().id as number;
    expect(violationsOf((await browser.patch(`${API}/campaigns/${id}`, { domain: `${API}/proxy_domains/102` })).json())).toEqual({
      domain: "The domain must be validated before it is used.",
    });
    expect((await browser.patch(`${API}/campaigns/${id}`, { domain: null })).json().domain).toBeNull();
    expect(await usedBy(browser, 101)).toEqual(["#301 Smartlink Dating", "#305 Smartlink Mainstream Apps"]);
    // Another publisher's domain is unknown to this one.
    const newbie = client(mock);
    expect((await newbie.login("newbie")).statusCode).toBe(200);
    expect((await newbie.get(`${API}/proxy_domains/101`)).statusCode).toBe(404);
  });

  it("a deleted domain leaves its smartlinks on the network's own", async () => {
    const browser = await demo();
    const launched = await browser.post(`${API}/campaigns`, launch({ domain: `${API}/proxy_domains/101` }), "application/ld+json");
    expect(launched.json().domain).toBe(`${API}/proxy_domains/101`);
    expect((await browser.del(`${API}/proxy_domains/101`)).statusCode).toBe(204);
    expect((await browser.get(`${API}/campaigns/${launched.json().id}`)).json().domain).toBeNull();
    expect((await browser.get(`${API}/campaigns/501`)).json().domain).toBeNull();
  });
});
