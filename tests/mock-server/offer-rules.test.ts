/** Issue 12, step 2: access requests, shortlinks and their limit, proxy domains and certStatus. */
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { API, client, startWithDemo, type Mock } from "./helpers";

let mock: Mock;
let demo: ReturnType<typeof client>;
beforeEach(async () => {
  ({ mock, demo } = await startWithDemo(mock));
});
afterAll(() => mock?.app.close());

/** JSON-LD bodies, as the contracts declare for these endpoints. */
const post = (url: string, body: unknown) => demo.post(url, body, "application/ld+json");
const control = (url: string, payload: unknown) => mock.app.inject({ method: "POST", url, payload: payload as object });
const violationsOf = (body: { violations: Array<{ propertyPath: string; message: string }> }) =>
  Object.fromEntries(body.violations.map((v) => [v.propertyPath, v.message]));
const firstWith = async (availability: number) =>
  ((await demo.get(`${API}/offers?status=${availability}&itemsPerPage=100`)).json()["hydra:member"] as Array<{ relativeId: number }>)[0]!
    .relativeId;

describe("offer access", () => {
  it("an on-request offer becomes requested; the manager's approval makes it live with a link, a refusal declined", async () => {
    const first = await firstWith(3);
    const requested = await post(`${API}/offers/${first}/request_access`, {});
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toMatchObject({ availability: 4, trackingLink: null });
    expect((await post(`${API}/offers/${first}/request_access`, {})).statusCode).toBe(400);
    expect((await control("/__mock/offer-access", { offer: first, decision: "approve" })).statusCode).toBe(200);
    expect((await demo.get(`${API}/offers/${first}`)).json()).toMatchObject({
      availability: 1,
      trackingLink: expect.stringContaining(`o=${first}`),
    });
    expect((await control("/__mock/offer-access", { offer: first, decision: "approve" })).statusCode).toBe(409);

    const second = await firstWith(3);
    await post(`${API}/offers/${second}/request_access`, {});
    await control("/__mock/offer-access", { offer: second, decision: "decline" });
    expect((await demo.get(`${API}/offers/${second}`)).json().availability).toBe(0);
  });

  it("an available (public) offer is live at once with its link when the publisher takes it (Get link)", async () => {
    const available = await firstWith(10);
    expect((await demo.get(`${API}/offers/${available}`)).json()).toMatchObject({ availability: 10, trackingLink: null });
    const taken = await post(`${API}/offers/${available}/request_access`, {});
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({ availability: 1, trackingLink: expect.stringContaining(`o=${available}`) });
    expect((await demo.get(`${API}/offers/${available}`)).json().availability).toBe(1);
    expect((await post(`${API}/offers/${available}/request_access`, {})).statusCode).toBe(400);
  });

  it("refuses a request on a live offer and an unknown one", async () => {
    const live = await firstWith(1);
    const refused = await post(`${API}/offers/${live}/request_access`, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json()["hydra:description"]).toBe("Access to this offer cannot be requested.");
    expect((await post(`${API}/offers/12/request_access`, {})).statusCode).toBe(404);
  });
});

describe("shortlinks", () => {
  it("creates on a live offer and a validated domain; refuses the rest with violations on their fields", async () => {
    const created = await post(`${API}/campaign_short_links`, {
      offer: `${API}/offers/4117`,
      domain: `${API}/proxy_domains/101`,
      title: "Spring",
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().shortUrl).toMatch(/^https:\/\/go\.demo-traffic\.com\/[A-Za-z0-9]{6}$/);
    const onDefault = await post(`${API}/campaign_short_links`, { offer: `${API}/offers/4117` });
    expect(onDefault.json().shortUrl).toMatch(/^https:\/\/s\.affnet\.example\//);
    const notLive = await firstWith(10);
    const refused = await post(`${API}/campaign_short_links`, {
      offer: `${API}/offers/${notLive}`,
      domain: `${API}/proxy_domains/102`,
      coverImage: `${API}/media_objects/999`,
    });
    expect(refused.statusCode).toBe(422);
    expect(violationsOf(refused.json())).toEqual({
      offer: "The offer has no tracking link yet: it is not live.",
      domain: "The domain must be validated before it is used.",
      coverImage: "Unknown image: upload a JPEG, JPG or PNG first.",
    });
    expect(violationsOf((await post(`${API}/campaign_short_links`, {})).json())).toEqual({ offer: "This value should not be blank." });
  });

  it("gives each new shortlink its own id and code, trims its title, lists by offer and domain, and deletes once", async () => {
    type Shortlink = { id: number; shortUrl: string; offer: string; domain: string | null; title: string | null };
    const first = (await post(`${API}/campaign_short_links`, { offer: `${API}/offers/4117`, title: "  Spring  " })).json() as Shortlink;
    const second = (
      await post(`${API}/campaign_short_links`, {
        offer: `${API}/offers/4121`,
        domain: `${API}/proxy_domains/101`,
        title: "   ",
      })
    ).json() as Shortlink;
    expect(second.id).toBeGreaterThan(first.id);
    expect(second.shortUrl.slice(-6)).not.toBe(first.shortUrl.slice(-6));
    expect([first.title, second.title]).toEqual(["Spring", null]);
    const listed = async (query: string) =>
      ((await demo.get(`${API}/campaign_short_links?${query}`)).json()["hydra:member"] as Shortlink[]).map((s) => s.id);
    expect(await listed("offer=4121")).toContain(second.id);
    expect(await listed("offer=4121")).not.toContain(first.id);
    expect(await listed("domain=101")).toContain(second.id);
    expect(await listed("domain=101")).not.toContain(first.id);
    expect((await demo.del(`${API}/campaign_short_links/${second.id}`)).statusCode).toBe(204);
    expect((await demo.del(`${API}/campaign_short_links/${second.id}`)).statusCode).toBe(404);
  });

  it("counts the title's limit in user-perceived characters: 255 emoji pass, 256 are refused (issue 25 item 7)", async () => {
    const family = "👨‍👩‍👧";
    const fits = await post(`${API}/campaign_short_links`, { offer: `${API}/offers/4117`, title: family.repeat(255) });
    expect(fits.statusCode).toBe(201);
    const over = await post(`${API}/campaign_short_links`, { offer: `${API}/offers/4117`, title: family.repeat(256) });
    expect(violationsOf(over.json())).toEqual({ title: "The title should contain at most 255 symbols." });
  });

  it("holds at most 10 per publisher: the eleventh is refused with 'Shortlinks limit exceeded.'; deleting frees a place", async () => {
    const list = async () => (await demo.get(`${API}/campaign_short_links`)).json();
    const have = (await list())["hydra:totalItems"] as number;
    for (let i = have; i < 10; i++)
      expect((await post(`${API}/campaign_short_links`, { offer: `${API}/offers/4121` })).statusCode).toBe(201);
    const over = await post(`${API}/campaign_short_links`, { offer: `${API}/offers/4121` });
    expect(over.statusCode).toBe(406);
    expect(over.json()["hydra:description"]).toBe("Shortlinks limit exceeded.");
    const [one] = (await list())["hydra:member"] as Array<{ id: number }>;
    expect((await demo.del(`${API}/campaign_short_links/${one!.id}`)).statusCode).toBe(204);
    expect((await post(`${API}/campaign_short_links`, { offer: `${API}/offers/4121` })).statusCode).toBe(201);
  });
});

describe("proxy domains", () => {
  const add = (name: string) => post(`${API}/proxy_domains`, { name });

  it("accepts a subdomain of three labels or more and the {host} form; refuses a bare domain on its field", async () => {
    expect((await add("Track.My-Site.com.")).json()).toMatchObject({ name: "track.my-site.com", subdomain: "track", certStatus: 0 });
    expect((await add("{host}.my-site.com")).statusCode).toBe(201);
    expect((await add("a.b.my-site.co")).json().subdomain).toBe("a.b");
    const bare = await add("my-site.com");
    expect(bare.statusCode).toBe(422);
    expect(violationsOf(bare.json())).toEqual({
      name: "The domain must have a subdomain: at least three labels, such as go.example.com ({host}.example.com is accepted).",
    });
    expect(violationsOf((await add("")).json()).name).toBe("This value should not be blank.");
    expect(violationsOf((await add("bad_label.my-site.com")).json()).name).toBe(
      "Please enter a valid domain name, such as go.example.com.",
    );
    expect(violationsOf((await add("go.demo-traffic.com")).json()).name).toBe("This domain is already added.");
    expect(violationsOf((await demo.patch(`${API}/proxy_domains/101`, { name: "demo-traffic.com" })).json()).name).toMatch(
      /must have a subdomain/,
    );
  });

  it("needs its CNAME before validation; certStatus none → pending → ok on the mock clock", async () => {
    const { id, cnameRecord } = (await add("cdn.my-site.com")).json();
    expect(cnameRecord).toEqual({ host: "cdn.my-site.com", type: "CNAME", value: "p1001.proxy.affnet.example" });
    const early = await post(`${API}/proxy_domains/${id}/validate`, {});
    expect(early.statusCode).toBe(422);
    expect(violationsOf(early.json()).name).toBe("A CNAME record is needed first: point the domain to the host shown, then validate.");
    await control("/__mock/dns", { name: "cdn.my-site.com", cname: true });
    expect((await post(`${API}/proxy_domains/${id}/validate`, {})).json().certStatus).toBe(2);
    await control("/__mock/clock", { advance: "PT9M" });
    expect((await demo.get(`${API}/proxy_domains/${id}`)).json().certStatus).toBe(2);
    await control("/__mock/clock", { advance: "PT2M" });
    expect((await demo.get(`${API}/proxy_domains/${id}`)).json().certStatus).toBe(1);
    expect((await demo.get(`${API}/proxy_domains?certStatus=1`)).json()["hydra:member"].map((d: { name: string }) => d.name)).toContain(
      "cdn.my-site.com",
    );
  });

  it("ends in error (99) when the DNS control says so, or when the CNAME is gone by the time the certificate is issued; validation can be retried", async () => {
    const { id } = (await add("pay.my-site.com")).json();
    await control("/__mock/dns", { name: "pay.my-site.com", cname: true });
    await post(`${API}/proxy_domains/${id}/validate`, {});
    await control("/__mock/dns", { name: "pay.my-site.com", cert: "error" });
    expect((await demo.get(`${API}/proxy_domains/${id}`)).json().certStatus).toBe(99);
    expect((await post(`${API}/proxy_domains/${id}/validate`, {})).json().certStatus).toBe(2);
    await control("/__mock/dns", { name: "pay.my-site.com", cname: null });
    await control("/__mock/clock", { advance: "PT11M" });
    expect((await demo.get(`${API}/proxy_domains/${id}`)).json().certStatus).toBe(99);
  });

  it("renaming starts over at none; deleting moves its shortlinks to the default domain; the three filters list what uses it", async () => {
    const offers = (await demo.get(`${API}/proxy_domains/101/offer_campaigns_filter`)).json()["hydra:member"];
    expect(offers.map((o: { name: string }) => o.name)).toContain("#4117 MatchMe Dating – DOI");
    expect((await demo.get(`${API}/proxy_domains/101/smartlink_campaigns_filter`)).json()["hydra:totalItems"]).toBe(2);
    expect((await demo.get(`${API}/proxy_domains/101/short_links`)).json()["hydra:totalItems"]).toBe(1);
    expect((await demo.patch(`${API}/proxy_domains/101`, { name: "go2.demo-traffic.com" })).json().certStatus).toBe(0);
    expect((await demo.del(`${API}/proxy_domains/101`)).statusCode).toBe(204);
    expect((await demo.get(`${API}/proxy_domains/101`)).statusCode).toBe(404);
    const links = (await demo.get(`${API}/campaign_short_links`)).json()["hydra:member"] as Array<{
      domain: string | null;
      shortUrl: string;
    }>;
    expect(links.every((l) => l.domain === null && l.shortUrl.startsWith("https://s.affnet.example/"))).toBe(true);
  });

  it("seeds every certStatus for demo; newbie has none", async () => {
    const statuses = (await demo.get(`${API}/proxy_domains`)).json()["hydra:member"].map((d: { certStatus: number }) => d.certStatus);
    expect(new Set(statuses)).toEqual(new Set([0, 1, 2, 99]));
    const newbie = client(mock);
    await newbie.login("newbie");
    expect((await newbie.get(`${API}/proxy_domains`)).json()["hydra:totalItems"]).toBe(0);
    expect((await newbie.get(`${API}/proxy_domains/101`)).statusCode).toBe(404);
  });
});
