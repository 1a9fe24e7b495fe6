/** "Find anything" on the mock server (decision 060): each group found by what the publisher types, limits, 401 and 422. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEARCH_GROUP_LIMIT } from "../../contracts/search.contract";
import { API, client, startMock } from "./helpers";

let mock: Awaited<ReturnType<typeof startMock>>;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.app.close());

const find = async (c: ReturnType<typeof client>, q: string) => {
  const response = await c.get(`${API}/search?q=${encodeURIComponent(q)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe("GET /search", () => {
  it("answers 401 without a session", async () => {
    expect((await client(mock).get(`${API}/search?q=demo`)).statusCode).toBe(401);
  });

  it("finds offers by name and by #relative id, domains, postbacks by name or URL, and news by title", async () => {
    const c = client(mock);
    await c.login();
    const offers = (await c.get(`${API}/offers?itemsPerPage=10`)).json()["hydra:member"];
    const offer = offers[0] as { relativeId: number; displayName: string };
    const byId = await find(c, `#${offer.relativeId}`);
    expect(byId.offers).toEqual([expect.objectContaining({ relativeId: offer.relativeId, displayName: offer.displayName })]);
    expect(byId.domains).toEqual([]);
    const byName = await find(c, offer.displayName.slice(0, 6).toUpperCase());
    expect(byName.offers.map((o: { relativeId: number }) => o.relativeId)).toContain(offer.relativeId);
    expect(byName.offers.length).toBeLessThanOrEqual(SEARCH_GROUP_LIMIT);

    const demo = await find(c, "  demo-traffic  ");
    expect(demo.query).toBe("demo-traffic");
    expect(demo.domains.map((d: { name: string }) => d.name)).toContain("go.demo-traffic.com");
    expect(demo.postbacks.map((p: { name: string }) => p.name)).toContain("Tracker (all conversions)");
    expect((await find(c, "weekly payouts")).news.map((n: { title: string }) => n.title)).toEqual(["Weekly payouts are now available"]);
    expect((await find(c, "dating")).smartlinks.length).toBeGreaterThan(0);
  });

  it("reads a query as a # and relative id only when that is all of it, and then finds offers and smartlinks only", async () => {
    const c = client(mock);
    await c.login();
    const offer = (await c.get(`${API}/offers?itemsPerPage=10`)).json()["hydra:member"][0] as { relativeId: number };
    const id = `#${offer.relativeId}`;
    const created = await c.post(
      `${API}/publisher_postbacks`,
      { name: `Tracker ${id}`, scope: "global", url: `https://t.example/pb?c={ext_click_id}&tag=${encodeURIComponent(id)}` },
      "application/ld+json",
    );
    expect(created.statusCode, created.body).toBe(201);
    const byId = await find(c, id);
    expect(byId.offers.map((o: { relativeId: number }) => o.relativeId)).toEqual([offer.relativeId]);
    expect(byId.postbacks).toEqual([]);
    // The same words inside a longer query are text: no offer's name holds them, a postback's does.
    for (const q of [`x${id}`, `${id}x`]) expect((await find(c, q)).offers, q).toEqual([]);
    expect((await find(c, `Tracker ${id}`)).postbacks.map((p: { name: string }) => p.name)).toEqual([`Tracker ${id}`]);
  });

  it("finds a conversion by its click id or its external click id, whole and in any case", async () => {
    const c = client(mock);
    await c.login();
    const today = new Date();
    const from = new Date(today.getTime() - 90 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(today.getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    const list = (await c.get(`${API}/ch/conversions?itemsPerPage=50&dateRange=${encodeURIComponent(`${from} - ${to}`)}`)).json();
    const withExternal = (list["hydra:member"] as Array<{ id: number; clickId: string; externalClickId: string | null }>).find(
      (r) => r.externalClickId !== null,
    )!;
    expect((await find(c, withExternal.clickId.toUpperCase())).conversions).toEqual([
      expect.objectContaining({ id: withExternal.id, clickId: withExternal.clickId }),
    ]);
    const byExternal = await find(c, withExternal.externalClickId!);
    expect(byExternal.conversions.map((r: { id: number }) => r.id)).toContain(withExternal.id);
    // Part of a click id finds no conversion: ids are matched whole.
    expect((await find(c, withExternal.clickId.slice(0, -1))).conversions).toEqual([]);
  });

  it("finds nothing of demo's for newbie: no smartlinks without the role, no conversions", async () => {
    const c = client(mock);
    await c.login("newbie");
    const answer = await find(c, "dating");
    expect(answer.smartlinks).toEqual([]);
    expect(answer.conversions).toEqual([]);
  });

  it("refuses a query shorter than 2 or longer than 100 characters with a 422 on q", async () => {
    const c = client(mock);
    await c.login();
    for (const q of ["", " a ", "x".repeat(101)]) {
      const response = await c.get(`${API}/search?q=${encodeURIComponent(q)}`);
      expect(response.statusCode).toBe(422);
      expect(response.json().violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual(["q"]);
    }
    expect((await c.get(`${API}/search`)).statusCode).toBe(422);
  });
});
