/**
 * The publisher's own API tokens in the mock (issue 37 item 2): the list, creation with its rules (a
 * name not blank and unique, a scope, an expiry not in the past in the publisher's time zone, at most
 * ten), the secret answered once, revocation; the bearer on the reporting endpoints (401 unknown,
 * revoked or expired, 403 outside the scope, the cookie ignored when a bearer is sent, the last use
 * recorded); the reporting endpoints' OpenAPI document; a capability switched off (404 or 501).
 */
import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { API_TOKENS_LIMIT } from "../../contracts/api-tokens.contract";
import { openApiDocument } from "../../contracts/openapi";
import { API, type Mock, client, startMock } from "./helpers";

let mock: Mock;
let demo: ReturnType<typeof client>;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.app.close());
beforeEach(async () => {
  await mock.app.inject({ method: "POST", url: "/__mock/reset" });
  demo = client(mock);
  await demo.login();
});

const LD = "application/ld+json";
const create = (body: Record<string, unknown>, who = demo) =>
  who.post(`${API}/api_tokens`, { name: "Sheets", scopes: ["statistics"], ...body }, LD);
const violations = (body: { violations: Array<{ propertyPath: string; message: string }> }) =>
  Object.fromEntries(body.violations.map((v) => [v.propertyPath, v.message]));
const listed = async (who = demo) =>
  (await who.get(`${API}/api_tokens`)).json()["hydra:member"] as Array<{
    id: number;
    name: string;
    scopes: string[];
    hint: string;
    expiresAt: string | null;
    lastUsedAt: string | null;
    secret?: string;
  }>;
/** A call with a bearer and no cookie (or with demo's cookie too). */
const withBearer = (url: string, secret: string, cookies: Record<string, string> = {}) =>
  mock.app.inject({ method: "GET", url, headers: { authorization: `Bearer ${secret}` }, cookies });
/** Today in demo's time zone (Europe/Kyiv in the seed) on the mock's clock. */
const today = () => mock.clock.now().toZonedDateTimeISO("Europe/Kyiv").toPlainDate();

describe("the list and a creation", () => {
  it("answers 401 without a session", async () => {
    expect((await client(mock).get(`${API}/api_tokens`)).statusCode).toBe(401);
  });

  it("lists demo's seeded tokens (one expired) without any secret, newbie's none", async () => {
    const tokens = await listed();
    expect(tokens.map((t) => [t.name, t.scopes])).toEqual([
      ["Looker Studio", ["statistics"]],
      ["CRM sync (2025)", ["conversions", "offers"]],
    ]);
    expect(tokens.every((t) => t.hint.startsWith("ppt_") && t.hint.length === 8 && t.secret === undefined)).toBe(true);
    expect(Date.parse(tokens[1]!.expiresAt!)).toBeLessThan(mock.clock.nowMs());
    const newbie = client(mock);
    await newbie.login("newbie");
    expect(await listed(newbie)).toEqual([]);
  });

  it("answers the secret once (201, not cached); the list shows the token by its hint, never the secret", async () => {
    const answer = await create({ name: "  Sheets  ", scopes: ["offers", "statistics", "offers"] });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.headers["cache-control"]).toBe("no-store");
    const issued = answer.json();
    expect(issued).toMatchObject({ name: "Sheets", scopes: ["offers", "statistics"], expiresAt: null, lastUsedAt: null });
    expect(issued.secret).toMatch(/^ppt_[A-Za-z0-9_-]{32}$/);
    expect(issued.hint).toBe(issued.secret.slice(0, 8));
    const list = await listed();
    expect(list.at(-1)).toMatchObject({ id: issued.id, name: "Sheets", hint: issued.hint });
    expect(JSON.stringify(list)).not.toContain(issued.secret);
  });

  it("refuses a blank name, a name taken, no scope and a past expiry, each on its field", async () => {
    const blank = await create({ name: "   ", scopes: [], expiresOn: today().subtract({ days: 1 }).toString() });
    expect(blank.statusCode).toBe(422);
    expect(violations(blank.json())).toEqual({
      name: "The name should not be blank.",
      scopes: "Choose at least one scope.",
      expiresOn: "The expiry date should be today or later.",
    });
    expect(violations((await create({ name: "looker studio" })).json())).toEqual({ name: "A token with this name already exists." });
    expect(violations((await create({ expiresOn: "2026-02-30" })).json())).toEqual({ expiresOn: "This value is not a valid date." });
    expect(violations((await create({ expiresOn: "31.12.2026" })).json())).toEqual({ expiresOn: 'The date should be "YYYY-MM-DD".' });
    expect(violations((await create({ scopes: ["payments"] })).json())).toHaveProperty("scopes.0");
    // In the request's language, as every server text.
    const ru = await mock.app.inject({
      method: "POST",
      url: `${API}/api_tokens`,
      cookies: Object.fromEntries(demo.jar),
      headers: { "content-type": LD, "accept-language": "ru" },
      payload: JSON.stringify({ name: "x", scopes: [] }),
    });
    expect(violations(ru.json())).toEqual({ scopes: "Выберите хотя бы одну область доступа." });
  });

  it("takes today as the last day: the token works through today in the publisher's time zone, and no longer", async () => {
    const day = today();
    const issued = (await create({ expiresOn: day.toString() })).json();
    const end = day.add({ days: 1 }).toZonedDateTime({ timeZone: "Europe/Kyiv" }).toInstant();
    expect(Temporal.Instant.from(issued.expiresAt).equals(end)).toBe(true);
    expect((await withBearer(`${API}/ch/reports/summary`, issued.secret)).statusCode).toBe(200);
    mock.clock.set(end.toString());
    const expired = await withBearer(`${API}/ch/reports/summary`, issued.secret);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()["hydra:description"]).toBe("The API token has expired.");
  });

  it(`refuses an eleventh token (at most ${API_TOKENS_LIMIT}) with a message for the form, until one is revoked`, async () => {
    for (let i = (await listed()).length; i < API_TOKENS_LIMIT; i++) expect((await create({ name: `T${i}` })).statusCode).toBe(201);
    const over = await create({ name: "One more" });
    expect(over.statusCode).toBe(422);
    expect(violations(over.json())).toEqual({ "": `At most ${API_TOKENS_LIMIT} API tokens: revoke one first.` });
    const [first] = await listed();
    expect((await demo.del(`${API}/api_tokens/${first!.id}`)).statusCode).toBe(204);
    expect((await create({ name: "One more" })).statusCode).toBe(201);
  });

  it("revokes only the publisher's own token (404 otherwise, and twice)", async () => {
    const [looker] = await listed();
    const newbie = client(mock);
    await newbie.login("newbie");
    expect((await newbie.del(`${API}/api_tokens/${looker!.id}`)).statusCode).toBe(404);
    expect((await demo.del(`${API}/api_tokens/${looker!.id}`)).statusCode).toBe(204);
    expect((await demo.del(`${API}/api_tokens/${looker!.id}`)).statusCode).toBe(404);
    expect((await listed()).map((t) => t.name)).toEqual(["CRM sync (2025)"]);
  });
});

describe("the bearer on the reporting endpoints", () => {
  const issue = async (scopes: string[]) => (await create({ name: scopes.join("+"), scopes })).json() as { id: number; secret: string };

  it("reads each endpoint of its scope as its publisher, and records the last use", async () => {
    const { id, secret } = await issue(["statistics", "conversions", "offers"]);
    const before = mock.clock.now().round({ smallestUnit: "second", roundingMode: "floor" });
    for (const path of ["/ch/reports/summary?groupBy=date", "/ch/reports/revenue", "/ch/conversions", "/offers", "/offers/4121"]) {
      const answer = await withBearer(`${API}${path}`, secret);
      expect(answer.statusCode, `${path}: ${answer.body}`).toBe(200);
    }
    expect((await withBearer(`${API}/ch/conversions/export`, secret)).statusCode).toBe(200);
    // Demo's data: the same answer as with the session.
    expect((await withBearer(`${API}/ch/conversions`, secret)).json()["hydra:totalItems"]).toBe(
      (await demo.get(`${API}/ch/conversions`)).json()["hydra:totalItems"],
    );
    const lastUsed = Temporal.Instant.from((await listed()).find((t) => t.id === id)!.lastUsedAt!);
    expect(Temporal.Instant.compare(lastUsed, before)).toBeGreaterThanOrEqual(0);
    expect(Temporal.Instant.compare(lastUsed, mock.clock.now())).toBeLessThanOrEqual(0);
  });

  it("answers 403 outside the token's scope, and 401 on an endpoint no token reads", async () => {
    const { secret } = await issue(["conversions"]);
    const reports = await withBearer(`${API}/ch/reports/summary`, secret);
    expect(reports.statusCode).toBe(403);
    expect(reports.json()["hydra:description"]).toBe("The API token's scopes do not include this endpoint.");
    expect((await withBearer(`${API}/offers`, secret)).statusCode).toBe(403);
    // The profile, the balance, a write: a token is no session.
    expect((await withBearer(`${API}/publishers/current`, secret)).statusCode).toBe(401);
    expect((await withBearer(`${API}/api_tokens`, secret)).statusCode).toBe(401);
  });

  it("answers 401 to an unknown, revoked or expired token, whatever the session cookie says", async () => {
    const { id, secret } = await issue(["statistics"]);
    const cookies = Object.fromEntries(demo.jar);
    expect((await withBearer(`${API}/ch/reports/summary`, "ppt_not-a-token", cookies)).statusCode).toBe(401);
    expect((await withBearer(`${API}/ch/reports/summary`, "", cookies)).statusCode).toBe(401);
    expect((await withBearer(`${API}/ch/reports/summary`, secret, cookies)).statusCode).toBe(200);
    await demo.del(`${API}/api_tokens/${id}`);
    const revoked = await withBearer(`${API}/ch/reports/summary`, secret, cookies);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()["hydra:description"]).toBe("The API token is not valid (unknown or revoked).");
    // Without a bearer, the session's cookie works as before.
    expect((await demo.get(`${API}/ch/reports/summary`)).statusCode).toBe(200);
  });
});

describe("the reporting endpoints' OpenAPI document", () => {
  it("is public, and holds exactly the operations a token may call, with the bearer scheme and their schemas", async () => {
    const answer = await mock.app.inject({ method: "GET", url: `${API}/docs/openapi.json` });
    expect(answer.statusCode).toBe(200);
    const doc = answer.json() as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string; security: unknown[] }>>;
      components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
    };
    expect(doc.openapi).toBe("3.1.0");
    const operations = Object.values(doc.paths).flatMap((item) => Object.values(item));
    expect(operations.map((o) => o.operationId).sort()).toEqual([
      "conversions.export",
      "conversions.list",
      "offers.get",
      "offers.list",
      "reports.goalPerformance",
      "reports.goalPerformanceExport",
      "reports.referral",
      "reports.referralExport",
      "reports.revenue",
      "reports.revenueExport",
      "reports.summary",
      "reports.summaryExport",
    ]);
    expect(doc.paths["/publisher/api/ch/conversions"]!.get!.security).toEqual([{ apiToken: ["conversions"] }]);
    expect(doc.components.securitySchemes).toEqual({ apiToken: { type: "http", scheme: "bearer" } });
    // A part of the whole document: each of its schemas is the whole's, and each reference resolves.
    const whole = openApiDocument();
    for (const [name, schema] of Object.entries(doc.components.schemas)) expect(schema).toEqual(whole.components.schemas[name]);
    for (const ref of JSON.stringify(doc).match(/#\/components\/schemas\/[\w.-]+/g) ?? [])
      expect(doc.components.schemas).toHaveProperty([ref.slice(21)]);
    expect(doc.components.schemas).not.toHaveProperty("Publisher");
  });
});

describe("a capability switched off (/__mock/capabilities)", () => {
  it("answers every endpoint of the group 404 (or 501) before its session, until switched on or reset", async () => {
    const control = (body: unknown) => mock.app.inject({ method: "POST", url: "/__mock/capabilities", payload: body as object });
    expect((await control({ group: "apiTokens" })).json()).toEqual({ absent: { apiTokens: 404 } });
    expect((await demo.get(`${API}/api_tokens`)).statusCode).toBe(404);
    expect((await create({})).statusCode).toBe(404);
    expect((await client(mock).get(`${API}/api_tokens`)).statusCode).toBe(404);
    expect((await mock.app.inject({ method: "GET", url: `${API}/docs/openapi.json` })).statusCode).toBe(404);
    await control({ group: "apiTokens", absent: 501 });
    const notImplemented = await demo.get(`${API}/api_tokens`);
    expect([notImplemented.statusCode, notImplemented.json()["hydra:description"]]).toEqual([501, "Not Implemented"]);
    // The other groups answer as before.
    expect((await demo.get(`${API}/ch/conversions`)).statusCode).toBe(200);
    await control({ group: "apiTokens", absent: false });
    expect((await demo.get(`${API}/api_tokens`)).statusCode).toBe(200);
    await control({ group: "apiTokens", absent: 501 });
    await mock.app.inject({ method: "POST", url: "/__mock/reset" });
    expect((await mock.app.inject({ method: "GET", url: "/__mock/capabilities" })).json()).toEqual({ absent: {} });
    expect((await control({ group: 7 })).statusCode).toBe(400);
  });
});
