/** Saved report views and column choices on the account (decision 061): per publisher, written whole, validated, kept over logout. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VIEWS_LIMIT } from "../../contracts/report-views.contract";
import { API, client, startMock } from "./helpers";

let mock: Awaited<ReturnType<typeof startMock>>;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.app.close());

const LD = "application/ld+json";
const view = (id: string, name: string) => ({
  id,
  name,
  tab: "summary",
  search: "selectedTab=summary&groupBy=country",
  savedAt: "2026-11-20T10:00:00.000Z",
});
const put = (c: ReturnType<typeof client>, body: unknown) =>
  mock.app.inject({
    method: "PUT",
    url: `${API}/report_preferences`,
    cookies: Object.fromEntries(c.jar),
    payload: JSON.stringify(body),
    headers: { "content-type": LD },
  });

describe("report preferences", () => {
  it("answer 401 without a session", async () => {
    expect((await client(mock).get(`${API}/report_preferences`)).statusCode).toBe(401);
  });

  it("start empty, are stored per publisher, and outlast a logout", async () => {
    const demo = client(mock);
    await demo.login();
    expect((await demo.get(`${API}/report_preferences`)).json()).toMatchObject({ hiddenColumns: {}, views: [], updatedAt: null });
    const body = { hiddenColumns: { summary: ["clicks", "epc"] }, views: [view("a1", "By country")] };
    const saved = await put(demo, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ "@type": "ReportPreferences", ...body });

    const newbie = client(mock);
    await newbie.login("newbie");
    expect((await newbie.get(`${API}/report_preferences`)).json().views).toEqual([]);

    await demo.get(`${API}/logout`);
    const again = client(mock);
    await again.login();
    expect((await again.get(`${API}/report_preferences`)).json()).toMatchObject(body);
  });

  it("refuse duplicate names (ignoring case and spaces), blank names, long queries and too many views with violations", async () => {
    const c = client(mock);
    await c.login();
    const paths = async (body: unknown) => {
      const answer = await put(c, body);
      expect(answer.statusCode, answer.body).toBe(422);
      return answer.json().violations.map((v: { propertyPath: string }) => v.propertyPath);
    };
    expect(await paths({ hiddenColumns: {}, views: [view("a1", "Mine"), view("b2", " mine ")] })).toEqual(["views[1].name"]);
    expect(await paths({ hiddenColumns: {}, views: [view("a1", "   ")] })).toEqual(["views.0.name"]);
    expect(await paths({ hiddenColumns: {}, views: [{ ...view("a1", "x"), search: "a".repeat(1501) }] })).toEqual(["views.0.search"]);
    const many = Array.from({ length: VIEWS_LIMIT + 1 }, (_, i) => view(`v${i}`, `View ${i}`));
    expect(await paths({ hiddenColumns: {}, views: many })).toEqual(["views"]);
    expect(await paths({ hiddenColumns: { "bad tab": [] }, views: [] })).toEqual(["hiddenColumns"]);
    // Nothing refused was stored: what the previous test saved is still there.
    expect((await c.get(`${API}/report_preferences`)).json().views.map((v: { name: string }) => v.name)).toEqual(["By country"]);
  });
});
