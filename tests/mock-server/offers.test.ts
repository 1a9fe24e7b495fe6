/** Issue 12, step 1: the offers catalogue, its query, and the reference lists around it. */
import { afterAll, describe, expect, it } from "vitest";
import { API, startWithDemo } from "./helpers";

const { mock, demo } = await startWithDemo();
afterAll(() => mock.app.close());

type OfferWire = {
  relativeId: number;
  displayName: string;
  availability: number;
  status: number;
  categories: Array<{ id: number }>;
  allowedCountries: string[];
  deniedCountries: string[];
  device: number;
  promoChannels: Array<{ id: number }>;
  payout: number;
  goals: Array<{ countryPayouts: unknown[]; payoutType: string }>;
  landingPages: unknown[];
  previewImage: string;
  trackingLink: string | null;
};
const members = async (query: string) => {
  const response = await demo.get(`${API}/offers${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { "hydra:member": OfferWire[]; "hydra:totalItems": number };
};
const all = async (query = "") => (await members(`?itemsPerPage=100${query === "" ? "" : `&${query}`}`))["hydra:member"];

describe("the offers catalogue", () => {
  it("serves the 42 offers, with every campaign status and availability seeded on some offer", async () => {
    const offers = await all();
    expect(offers).toHaveLength(42);
    expect(new Set(offers.map((o) => o.availability))).toEqual(new Set([0, 1, 2, 3, 4, 5, 10]));
    expect(new Set(offers.map((o) => o.status))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    for (const o of offers) {
      expect(o.categories.length).toBeGreaterThan(0);
      expect(o.goals.length).toBeGreaterThan(0);
      expect(o.landingPages.length).toBeGreaterThan(0);
      expect(o.trackingLink !== null).toBe(o.availability === 1 || o.availability === 5);
    }
    expect(offers.some((o) => o.goals.some((g) => g.countryPayouts.length > 0))).toBe(true);
    expect(offers.some((o) => o.goals.some((g) => g.payoutType === "percent"))).toBe(true);
    expect(offers.some((o) => o.deniedCountries.length > 0)).toBe(true);
  });

  it("is the same on every reset and seed", async () => {
    const before = await all();
    await mock.app.inject({ method: "POST", url: "/__mock/reset", payload: { seed: 7 } });
    await demo.login();
    expect(await all()).toEqual(before);
  });

  it("serves each offer's preview image and its creatives' images", async () => {
    const [offer] = await all("relativeId=4117");
    const image = await demo.get(offer!.previewImage);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toContain("image/svg+xml");
    const creatives = (await demo.get(`${API}/offer_creatives?offer=4117`)).json()["hydra:member"] as Array<{ url: string; offer: string }>;
    expect(creatives.length).toBeGreaterThanOrEqual(2);
    expect(creatives.every((c) => c.offer === `${API}/offers/4117`)).toBe(true);
    expect((await demo.get(creatives[0]!.url)).statusCode).toBe(200);
    expect((await demo.get(`${API}/cdn/offers/9999.svg`)).statusCode).toBe(404);
  });

  it("draws an offer's image with its name, a creative's at its size with its name, and finds no other file", async () => {
    const [offer] = await all("relativeId=4117");
    const svgOf = async (url: string) => {
      const response = await demo.get(url);
      expect(response.statusCode, url).toBe(200);
      return response.body;
    };
    const openingTag = (svg: string) => /^<svg [^>]*>/.exec(svg)?.[0];
    const label = (svg: string) => /<text [^>]*>([^<]*)<\/text><\/svg>$/.exec(svg)?.[1];
    const preview = await svgOf(offer!.previewImage);
    expect(openingTag(preview)).toContain('width="320" height="180"');
    // The name before its " – " and what follows it (the geography), as the offer's card shows it.
    expect(label(preview)).toBe(offer!.displayName.split(" – ")[0]);
    // Colours by the image's number, five of them in turn (an announcement's three), so neighbouring
    // cards do not look alike: another offer's five apart from this one's but not three.
    const number = (url: string) => Number(/(\d+)\.svg$/.exec(url)?.[1]);
    const mine = number(offer!.previewImage);
    const other = (await all()).find((o) => number(o.previewImage) % 5 !== mine % 5 && number(o.previewImage) % 3 === mine % 3);
    const gradient = (svg: string) => [...svg.matchAll(/stop-color="(#[0-9a-f]{6})"/g)].map((m) => m[1]);
    expect(gradient(await svgOf(other!.previewImage))).not.toEqual(gradient(preview));
    const creatives = (await demo.get(`${API}/offer_creatives?offer=4117`)).json()["hydra:member"] as Array<{
      url: string;
      name: string;
      width: number;
      height: number;
    }>;
    for (const creative of creatives) {
      const svg = await svgOf(creative.url);
      expect(openingTag(svg)).toContain(`width="${creative.width}" height="${creative.height}"`);
      expect(label(svg)).toBe(creative.name);
      // The label's size follows the image's height, between 10 and 22 pixels.
      const size = Number(/font-size="(\d+)"/.exec(svg)?.[1]);
      expect(size).toBe(Math.max(10, Math.min(22, Math.round(creative.height / 9))));
    }
    expect((await demo.get(`${API}/cdn/creatives/999999.svg`)).statusCode).toBe(404);
    // An announcement's image has no label; one without an image, or none at all, is not found.
    expect(label(await svgOf(`${API}/cdn/announcements/1.svg`))).toBeUndefined();
    expect((await demo.get(`${API}/cdn/announcements/4.svg`)).statusCode).toBe(404);
    expect((await demo.get(`${API}/cdn/announcements/99.svg`)).statusCode).toBe(404);
  });

  it("searches by name or by # and relative id", async () => {
    const dating = await all("search=dating");
    expect(dating.length).toBeGreaterThan(1);
    expect(dating.every((o) => /dating/i.test(o.displayName))).toBe(true);
    expect((await all("search=%234102")).map((o) => o.relativeId)).toEqual([4102]);
    expect((await all("search=%23 4102")).map((o) => o.relativeId)).toEqual([4102]);
    expect(await all("search=%2399")).toEqual([]);
  });

  it("filters by category, country, device, promo channel and availability", async () => {
    const everything = await all();
    const inCategory = await all("category=1");
    expect(inCategory.length).toBeGreaterThan(0);
    expect(inCategory.every((o) => o.categories.some((c) => c.id === 1))).toBe(true);
    const us = await all("country=us");
    expect(us.length).toBe(
      everything.filter((o) => (o.allowedCountries.length > 0 ? o.allowedCountries.includes("US") : !o.deniedCountries.includes("US")))
        .length,
    );
    const desktop = await all("device[]=1");
    expect(desktop.every((o) => o.device !== 2)).toBe(true);
    const channel = await all("promoChannel=3");
    expect(channel.every((o) => o.promoChannels.some((c) => c.id === 3))).toBe(true);
    const requestable = await all("status=3,4");
    expect(requestable.length).toBeGreaterThan(0);
    expect(requestable.every((o) => o.availability === 3 || o.availability === 4)).toBe(true);
    const bad = await demo.get(`${API}/offers?status=7`);
    expect(bad.statusCode).toBe(422);
  });

  it("orders and pages", async () => {
    const byPayout = await all("order%5Bpayout%5D=desc");
    const payouts = byPayout.map((o) => o.payout);
    expect(payouts).toEqual([...payouts].sort((a, b) => b - a));
    const page = await members("?itemsPerPage=10&page=5");
    expect(page["hydra:member"]).toHaveLength(2);
    expect(page["hydra:totalItems"]).toBe(42);
  });

  it("gives one offer, 404 for an unknown one", async () => {
    expect((await demo.get(`${API}/offers/4102`)).json().displayName).toBe("CoinVault Exchange – Tier-1 CPA");
    expect((await demo.get(`${API}/offers/12`)).statusCode).toBe(404);
  });

  it("lists categories, goal titles for filters, countries most popular first, devices, promo channels, traffic types", async () => {
    expect((await demo.get(`${API}/categories`)).json()["hydra:totalItems"]).toBe(15);
    const goals = (await demo.get(`${API}/offer_goals/filter?offer=4117&search=opt`)).json()["hydra:member"];
    expect(goals.map((g: { title: string }) => g.title)).toEqual(["Double opt-in"]);
    const countries = (await demo.get(`${API}/countries.jsonld`)).json()["hydra:member"] as Array<{
      code: string;
      name: string;
      popularCount: number;
    }>;
    expect(countries.length).toBeGreaterThan(30);
    expect(countries.map((c) => c.popularCount)).toEqual([...countries.map((c) => c.popularCount)].sort((a, b) => b - a));
    expect(countries.find((c) => c.code === "DE")?.name).toBe("Germany");
    expect((await demo.get(`${API}/devices`)).json()["hydra:member"].map((d: { name: string }) => d.name)).toEqual([
      "all",
      "desktop",
      "mobile",
    ]);
    expect((await demo.get(`${API}/promo_channels`)).json()["hydra:totalItems"]).toBeGreaterThan(5);
    expect((await demo.get(`${API}/traffic_types`)).json()["hydra:totalItems"]).toBeGreaterThan(3);
  });
});
