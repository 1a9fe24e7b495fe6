/**
 * The paged lists of spec 02 (conversions and their export, balance transactions, payments) on the
 * mock server: paging math and view links, every filter, both directions of every order, the
 * end-exclusive date range, empty lists, 401, 422, the CSV export and determinism.
 * Expected values are computed from the seeded store the answers come from.
 */
import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONVERSION_ORDER, type Conversion, type ConversionOrderField } from "../../contracts/conversions.contract";
import { PAYMENT_ORDER, type Payment, type PaymentOrderField } from "../../contracts/payments.contract";
import { TRANSACTION_ORDER, type Transaction, type TransactionOrderField } from "../../contracts/transactions.contract";
import { csvField } from "../../mock-server/handlers/conversions";
import type { ConversionRecord } from "../../mock-server/store/records";
import { API, client, resetAtMidday, startMock, type Mock } from "./helpers";

interface Page<T> {
  "@id": string;
  "hydra:member": T[];
  "hydra:totalItems": number;
  "hydra:itemsPerPage": number;
  "hydra:view": { "@id": string; "hydra:first": string; "hydra:last": string; "hydra:next"?: string; "hydra:previous"?: string };
}

const CONVERSIONS = `${API}/ch/conversions`;
const EXPORT = `${API}/ch/conversions/export`;
const TRANSACTIONS = `${API}/ch/transactions`;
const PAYMENTS = `${API}/payments`;
const TIME_ZONE = "Europe/Kyiv"; // demo's timezone
const CSV_HEADER =
  "datetime,sourceType,sourceRelativeId,sourceName,externalClickId,clickId,subsource,device,country,payout,currency,type,status,declineReason,goal,goalTitle,sub1,sub2,sub3,sub4,sub5,sub6";

const order = (field: string, direction: "asc" | "desc") => `order%5B${field}%5D=${direction}`;
const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

let mock: Mock;
let demo: ReturnType<typeof client>;
let rows: ReadonlyArray<ConversionRecord>;

beforeAll(async () => {
  mock = await startMock();
  resetAtMidday(mock);
  demo = client(mock);
  await demo.login();
  rows = mock.store.activity(mock.store.publishers.get(1001)!).conversions.rows;
});
afterAll(() => mock?.app.close());

const get = async <T>(url: string, browser = demo) => {
  const response = await browser.get(url);
  expect(response.statusCode, `${url}: ${response.body.slice(0, 500)}`).toBe(200);
  return response.json() as Page<T>;
};
const conversions = (query = "") => get<Conversion>(`${CONVERSIONS}${query ? `?${query}` : ""}`);
const count = (keep: (r: ConversionRecord) => boolean) => rows.filter(keep).length;
const startOfDay = (date: string) => Temporal.PlainDate.from(date).toZonedDateTime({ timeZone: TIME_ZONE }).epochMilliseconds;
const localDate = (iso: string) => Temporal.Instant.from(iso).toZonedDateTimeISO(TIME_ZONE).toPlainDate().toString();

const violationPaths = async (url: string) => {
  const response = await demo.get(url);
  expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(422);
  const body = response.json() as {
    "@type": string;
    violations: Array<{ propertyPath: string; message: string }>;
    "hydra:description": string;
  };
  expect(body["@type"]).toBe("ConstraintViolationList");
  expect(body["hydra:description"]).toBe(body.violations.map((v) => `${v.propertyPath}: ${v.message}`).join("\n"));
  return body.violations.map((v) => v.propertyPath);
};

describe("seeded lists", () => {
  it("demo has at least 50,000 conversions over the 120 days before the reset, from many offers, smartlinks and countries", () => {
    expect(rows.length).toBeGreaterThanOrEqual(50_000);
    const seededAt = mock.store.seededAtMs;
    expect(rows.every((r) => r.timeMs <= seededAt && r.timeMs > seededAt - 120 * 86_400_000)).toBe(true);
    expect(rows.at(-1)!.timeMs).toBeGreaterThan(seededAt - 86_400_000);
    expect(rows[0]!.timeMs).toBeLessThan(seededAt - 119 * 86_400_000);
    const offers = new Set(rows.filter((r) => r.source.type === "offer").map((r) => r.source.relativeId));
    const smartlinks = new Set(rows.filter((r) => r.source.type === "smartlink").map((r) => r.source.relativeId));
    expect(offers.size).toBeGreaterThanOrEqual(15);
    expect(smartlinks.size).toBeGreaterThanOrEqual(5);
    expect(new Set(rows.map((r) => r.country)).size).toBeGreaterThanOrEqual(30);
    expect(new Set(rows.map((r) => r.device))).toEqual(new Set(["desktop", "mobile", "tablet"]));
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(["cpa", "cpl", "cps", "revshare"]));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(["approved", "pending", "declined"]));
    expect(new Set(rows.map((r) => r.goal.key)).size).toBeGreaterThanOrEqual(8);
  });

  it("demo's transactions: at least 300, every kind, balances that add up to the balance and never go below zero", async () => {
    const all = (await get<Transaction>(`${TRANSACTIONS}?${order("date", "asc")}&itemsPerPage=100`))["hydra:totalItems"];
    expect(all).toBeGreaterThanOrEqual(300);
    const { rows: transactions } = mock.store.activity(mock.store.publishers.get(1001)!).transactions;
    expect(new Set(transactions.map((t) => t.type))).toEqual(new Set(["conversion_earnings", "payout", "adjustment", "referral_bonus"]));
    for (let i = 1; i < transactions.length; i++) {
      expect(transactions[i]!.balanceAfter).toBeCloseTo(transactions[i - 1]!.balanceAfter + transactions[i]!.amount, 2);
      expect(transactions[i]!.timeMs).toBeGreaterThanOrEqual(transactions[i - 1]!.timeMs);
    }
    expect(transactions.every((t) => t.balanceAfter >= 0)).toBe(true);
    expect(transactions.at(-1)!.balanceAfter).toBe(12345.67);
    expect((await demo.get(`${API}/ch/balance`)).json()).toBe(transactions.at(-1)!.balanceAfter);
  });

  it("demo's payments: at least 40, several methods and statuses; each has its payout transaction", async () => {
    const payments = (await get<Payment>(`${PAYMENTS}?itemsPerPage=100`))["hydra:member"];
    expect(payments.length).toBeGreaterThanOrEqual(40);
    expect(new Set(payments.map((p) => p.method)).size).toBeGreaterThanOrEqual(4);
    expect(payments.map((p) => p.status)).toEqual(expect.arrayContaining(["pending", "processing", "paid"]));
    expect(payments.some((p) => p.status === "declined" || p.status === "cancelled")).toBe(true);
    for (const p of payments) expect(p.startDate <= p.endDate).toBe(true);
    const payouts = (await get<Transaction>(`${TRANSACTIONS}?type=payout&itemsPerPage=100`))["hydra:member"];
    for (const p of payments) expect(payouts.find((t) => t.payment === p["@id"])?.amount).toBe(-p.amount);
  });

  it("newbie's lists are empty and the export has no content", async () => {
    const newbie = client(mock);
    await newbie.login("newbie");
    for (const url of [CONVERSIONS, TRANSACTIONS, PAYMENTS]) {
      const page = await get(url, newbie);
      expect(page["hydra:totalItems"]).toBe(0);
      expect(page["hydra:member"]).toEqual([]);
      expect(page["hydra:view"]).toMatchObject({ "hydra:first": `${url}?page=1`, "hydra:last": `${url}?page=1` });
      expect(page["hydra:view"]["hydra:next"]).toBeUndefined();
    }
    const exported = await newbie.get(EXPORT);
    expect(exported.statusCode).toBe(204);
    expect(exported.body).toBe("");
  });

  it("are the same for the same seed and clock, and differ for another seed", async () => {
    const at = "2026-06-15T12:00:00Z";
    const firstPages = async (seed?: number) => {
      const other = await startMock(seed === undefined ? {} : { seed });
      other.clock.set(at);
      other.store.reset(seed);
      const browser = client(other);
      await browser.login();
      const pages = await Promise.all([CONVERSIONS, TRANSACTIONS, PAYMENTS].map((url) => get(`${url}?itemsPerPage=20`, browser)));
      await other.app.close();
      return pages;
    };
    const [a, b, c] = [await firstPages(), await firstPages(), await firstPages(7)];
    expect(b).toEqual(a);
    expect(c[0]!["hydra:member"]).not.toEqual(a[0]!["hydra:member"]);
    expect(a[0]!["hydra:member"][0]).toMatchObject({ datetime: expect.stringMatching(/^2026-06-15T/) });
  });

  it("stay anchored at the reset: moving the clock before first use changes nothing", async () => {
    const other = await startMock();
    other.clock.set("2026-06-15T12:00:00Z");
    other.store.reset();
    other.clock.advance({ hours: 24 * 10 });
    const browser = client(other);
    await browser.login();
    const newest = (await get<Conversion>(CONVERSIONS, browser))["hydra:member"][0]!;
    expect(newest.datetime < "2026-06-15T12:00:01Z").toBe(true);
    await other.app.close();
  });

  it("keep POST /__mock/reset fast: the lists are generated on first use, not by the reset", async () => {
    // Checked by what the store holds, not by a time a busy machine could exceed.
    const generated = () => (mock.store as unknown as { activities: Map<number, unknown> }).activities.size;
    expect(generated()).toBeGreaterThan(0);
    for (let i = 0; i < 5; i++) {
      expect((await mock.app.inject({ method: "POST", url: "/__mock/reset" })).statusCode).toBe(200);
      expect(generated()).toBe(0);
    }
    resetAtMidday(mock);
    await demo.login();
    rows = mock.store.activity(mock.store.publishers.get(1001)!).conversions.rows;
  });
});

describe("paging", () => {
  it("10 per page by default, with first, last and next links", async () => {
    const page = await conversions();
    const total = rows.length;
    expect(page["hydra:totalItems"]).toBe(total);
    expect(page["hydra:itemsPerPage"]).toBe(10);
    expect(page["hydra:member"]).toHaveLength(10);
    expect(page["@id"]).toBe(CONVERSIONS);
    expect(page["hydra:view"]).toEqual({
      "@id": `${CONVERSIONS}?page=1`,
      "@type": "hydra:PartialCollectionView",
      "hydra:first": `${CONVERSIONS}?page=1`,
      "hydra:last": `${CONVERSIONS}?page=${Math.ceil(total / 10)}`,
      "hydra:next": `${CONVERSIONS}?page=2`,
    });
  });

  it.each([10, 20, 50, 100])("%i per page: the last page holds the rest, a page past it is empty", async (size) => {
    const total = rows.length;
    const last = Math.ceil(total / size);
    const lastPage = await conversions(`itemsPerPage=${size}&page=${last}`);
    expect(lastPage["hydra:itemsPerPage"]).toBe(size);
    expect(lastPage["hydra:member"]).toHaveLength(total - (last - 1) * size);
    expect(lastPage["hydra:view"]["hydra:next"]).toBeUndefined();
    expect(lastPage["hydra:view"]["hydra:previous"]).toBe(`${CONVERSIONS}?itemsPerPage=${size}&page=${last - 1}`);
    expect(lastPage["hydra:view"]["hydra:last"]).toBe(`${CONVERSIONS}?itemsPerPage=${size}&page=${last}`);
    // Oldest last: the default order is newest first.
    expect(lastPage["hydra:member"].at(-1)!.id).toBe(rows[0]!.id);
    const past = await conversions(`itemsPerPage=${size}&page=${last + 1}`);
    expect(past["hydra:member"]).toEqual([]);
    expect(past["hydra:totalItems"]).toBe(total);
    expect(past["hydra:view"]["hydra:previous"]).toContain(`page=${last}`);
  });

  it("view links repeat the known parameters of the request, percent-encoded, with another page", async () => {
    const page = await conversions(`country=US&${order("payout", "asc")}&foo=bar&itemsPerPage=20&page=2`);
    expect(page["hydra:view"]).toMatchObject({
      "@id": `${CONVERSIONS}?country=US&order%5Bpayout%5D=asc&itemsPerPage=20&page=2`,
      "hydra:first": `${CONVERSIONS}?country=US&order%5Bpayout%5D=asc&itemsPerPage=20&page=1`,
      "hydra:previous": `${CONVERSIONS}?country=US&order%5Bpayout%5D=asc&itemsPerPage=20&page=1`,
      "hydra:next": `${CONVERSIONS}?country=US&order%5Bpayout%5D=asc&itemsPerPage=20&page=3`,
    });
    const range = await conversions(q({ dateRange: "2026-01-01 - 2026-01-02", "country[]": "US" }));
    expect(range["hydra:view"]["@id"]).toBe(`${CONVERSIONS}?dateRange=2026-01-01%20-%202026-01-02&country%5B%5D=US&page=1`);
  });

  it("following next links visits every row of a filtered list once; a single page has first = last", async () => {
    let url: string | undefined = `${CONVERSIONS}?country=NO&itemsPerPage=50`;
    const seen: number[] = [];
    let total = 0;
    while (url) {
      const page: Page<Conversion> = await get<Conversion>(url);
      total = page["hydra:totalItems"];
      seen.push(...page["hydra:member"].map((c) => c.id));
      url = page["hydra:view"]["hydra:next"];
    }
    expect(total).toBe(count((r) => r.country === "NO"));
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    const single = await conversions("country=NO&device=tablet&status=declined&itemsPerPage=100");
    expect(single["hydra:totalItems"]).toBeLessThanOrEqual(100);
    expect(single["hydra:view"]["hydra:first"]).toBe(single["hydra:view"]["hydra:last"]);
    expect(single["hydra:view"]["hydra:next"]).toBeUndefined();
    expect(single["hydra:view"]["hydra:previous"]).toBeUndefined();
  });

  it("transactions and payments page the same way", async () => {
    for (const url of [TRANSACTIONS, PAYMENTS]) {
      const page = await get(`${url}?itemsPerPage=20&page=2`);
      expect(page["hydra:member"]).toHaveLength(20);
      expect(page["hydra:view"]).toMatchObject({
        "hydra:previous": `${url}?itemsPerPage=20&page=1`,
        "hydra:next": `${url}?itemsPerPage=20&page=3`,
      });
      expect(page["hydra:view"]["hydra:last"]).toBe(`${url}?itemsPerPage=20&page=${Math.ceil(page["hydra:totalItems"] / 20)}`);
    }
  });
});

describe("conversion filters", () => {
  const total = async (query: string) => (await conversions(query))["hydra:totalItems"];

  it("country: a list separated by commas, spaces or newlines, or repeated country[], case-insensitive, merged", async () => {
    const expected = count((r) => ["US", "DE", "GB"].includes(r.country));
    expect(await total(q({ country: "us, de\nGB" }))).toBe(expected);
    expect(await total("country%5B%5D=US&country%5B%5D=de&country%5B%5D=GB")).toBe(expected);
    expect(await total("country=US,DE&country%5B%5D=GB")).toBe(expected);
    expect(await total("country%5B%5D=FR")).toBe(count((r) => r.country === "FR"));
    const page = await conversions(q({ country: "BR", itemsPerPage: "100" }));
    expect(page["hydra:member"].every((c) => c.country === "BR")).toBe(true);
  });

  it.each([
    ["device", "tablet", (r: ConversionRecord) => r.device === "tablet"],
    ["type", "revshare", (r: ConversionRecord) => r.type === "revshare"],
    ["status", "declined", (r: ConversionRecord) => r.status === "declined"],
    ["goal", "first_deposit", (r: ConversionRecord) => r.goal.key === "first_deposit"],
  ] as const)("%s=%s", async (name, value, keep) => {
    const expected = count(keep);
    expect(expected).toBeGreaterThan(0);
    const page = await conversions(q({ [name]: value, itemsPerPage: "100" }));
    expect(page["hydra:totalItems"]).toBe(expected);
    expect(page["hydra:member"].every((c) => c[name] === value)).toBe(true);
  });

  it("offers and smartlinks by relativeId lists; given together either may match", async () => {
    const offers = [4102, 4117, 4121];
    const inOffers = count((r) => r.source.type === "offer" && offers.includes(r.source.relativeId));
    expect(await total(q({ offerRelativeId: "4102 4117,4121" }))).toBe(inOffers);
    expect(await total("offerRelativeId%5B%5D=4102&offerRelativeId%5B%5D=4117&offerRelativeId=4121")).toBe(inOffers);
    const inSmartlink = count((r) => r.source.type === "smartlink" && r.source.relativeId === 301);
    expect(await total("smartlinkRelativeId%5B%5D=301")).toBe(inSmartlink);
    expect(await total(q({ offerRelativeId: "4102,4117,4121", smartlinkRelativeId: "301" }))).toBe(inOffers + inSmartlink);
    // 301 is a smartlink, not an offer.
    expect(await total(q({ offerRelativeId: "301" }))).toBe(0);
    const page = await conversions(q({ smartlinkRelativeId: "305", itemsPerPage: "100" }));
    expect(
      page["hydra:member"].every(
        (c) => c.source.type === "smartlink" && c.source.relativeId === 305 && c.source["@id"] === "/publisher/api/smartlinks/305",
      ),
    ).toBe(true);
  });

  it("externalClickId and subsource: partial, case-insensitive searches", async () => {
    const target = rows.find((r) => r.externalClickId !== null && r.externalClickId.length >= 12)!;
    const part = target.externalClickId!.slice(3, 9).toUpperCase();
    const page = await conversions(q({ externalClickId: ` ${part} `, itemsPerPage: "100" }));
    expect(page["hydra:totalItems"]).toBe(count((r) => r.externalClickId?.toLowerCase().includes(part.toLowerCase()) ?? false));
    expect(page["hydra:member"].map((c) => c.id)).toContain(target.id);
    const sub = await conversions(q({ subsource: "SITE_", itemsPerPage: "100" }));
    expect(sub["hydra:totalItems"]).toBe(count((r) => r.subsource?.includes("site_") ?? false));
    expect(sub["hydra:member"].every((c) => c.subsource?.startsWith("site_"))).toBe(true);
  });

  it("empty filter values filter nothing; filters combine with AND", async () => {
    expect(await total(q({ country: "", externalClickId: " ", subsource: "", goal: "" }))).toBe(rows.length);
    expect(await total(q({ country: "US", device: "mobile", type: "cpl", status: "approved" }))).toBe(
      count((r) => r.country === "US" && r.device === "mobile" && r.type === "cpl" && r.status === "approved"),
    );
  });
});

describe("date range (YYYY-MM-DD - YYYY-MM-DD, the end is the day after the last day, in the publisher's timezone)", () => {
  const dayOf = (offset: number) => localDate(new Date(mock.store.seededAtMs + offset * 86_400_000).toISOString());
  const next = (date: string, days = 1) => Temporal.PlainDate.from(date).add({ days }).toString();

  it("a one-day range holds exactly that local day's conversions", async () => {
    const day = dayOf(-10);
    const page = await conversions(q({ dateRange: `${day} - ${next(day)}`, itemsPerPage: "100" }));
    expect(page["hydra:totalItems"]).toBe(count((r) => r.timeMs >= startOfDay(day) && r.timeMs < startOfDay(next(day))));
    expect(page["hydra:totalItems"]).toBeGreaterThan(100);
    expect(page["hydra:member"].every((c) => localDate(c.datetime) === day)).toBe(true);
    // Ordered oldest first, the first row is at or after local midnight, which is not UTC midnight.
    const oldest = (await conversions(q({ dateRange: `${day} - ${next(day)}`, "order[datetime]": "asc" })))["hydra:member"][0]!;
    expect(Date.parse(oldest.datetime)).toBeGreaterThanOrEqual(startOfDay(day));
    expect(Date.parse(oldest.datetime) - startOfDay(day)).toBeLessThan(3_600_000);
  });

  it("the end day is excluded: two one-day ranges add up to the two-day range", async () => {
    const day = dayOf(-20);
    const one = (await conversions(q({ dateRange: `${day} - ${next(day)}` })))["hydra:totalItems"];
    const two = (await conversions(q({ dateRange: `${next(day)} - ${next(day, 2)}` })))["hydra:totalItems"];
    const both = (await conversions(q({ dateRange: `${day} - ${next(day, 2)}` })))["hydra:totalItems"];
    expect(one + two).toBe(both);
    const newest = (await conversions(q({ dateRange: `${day} - ${next(day)}` })))["hydra:member"][0]!;
    expect(Date.parse(newest.datetime)).toBeLessThan(startOfDay(next(day)));
  });

  it("a range before the data or after today is empty; the whole window holds everything", async () => {
    expect((await conversions(q({ dateRange: "2020-01-01 - 2020-02-01" })))["hydra:totalItems"]).toBe(0);
    expect((await conversions(q({ dateRange: `${dayOf(-121)} - ${dayOf(2)}` })))["hydra:totalItems"]).toBe(rows.length);
  });

  it("transactions: by their date in the publisher's timezone, end excluded", async () => {
    const day = dayOf(-3);
    const page = await get<Transaction>(`${TRANSACTIONS}?${q({ dateRange: `${day} - ${next(day)}` })}`);
    const { rows: transactions } = mock.store.activity(mock.store.publishers.get(1001)!).transactions;
    expect(page["hydra:totalItems"]).toBe(
      transactions.filter((t) => t.timeMs >= startOfDay(day) && t.timeMs < startOfDay(next(day))).length,
    );
    expect(page["hydra:member"].every((t) => localDate(t.date) === day)).toBe(true);
  });

  it("payments: those whose period overlaps the range", async () => {
    const all = (await get<Payment>(`${PAYMENTS}?itemsPerPage=100`))["hydra:member"];
    const target = all[5]!;
    // The range's end is exclusive: ending on the payment's first day leaves it out, one day later takes it in.
    const before = await get<Payment>(`${PAYMENTS}?${q({ dateRange: `${next(target.startDate, -7)} - ${target.startDate}` })}`);
    expect(before["hydra:member"].map((p) => p.id)).not.toContain(target.id);
    const touching = await get<Payment>(
      `${PAYMENTS}?${q({ dateRange: `${next(target.startDate, -7)} - ${next(target.startDate)}`, itemsPerPage: "100" })}`,
    );
    expect(touching["hydra:member"].map((p) => p.id)).toContain(target.id);
    const inside = await get<Payment>(`${PAYMENTS}?${q({ dateRange: `${target.endDate} - ${next(target.endDate)}` })}`);
    expect(inside["hydra:member"].map((p) => p.id)).toEqual([target.id]);
  });

  it("422 for a range that is malformed, not a date, empty or reversed", async () => {
    for (const dateRange of [
      "2026-01-01",
      "2026-01-01 – 2026-01-02",
      "2026-02-30 - 2026-03-01",
      "2026-01-02 - 2026-01-02",
      "2026-01-03 - 2026-01-02",
    ]) {
      for (const url of [CONVERSIONS, TRANSACTIONS, PAYMENTS, EXPORT])
        expect(await violationPaths(`${url}?${q({ dateRange })}`)).toEqual(["dateRange"]);
    }
  });
});

type Sortable = { id: number } & Record<string, unknown>;

/** Compares as the server does: nulls first, then natural order; ties by id, in the direction of the first order. */
const sortedIds = <T extends Sortable>(items: ReadonlyArray<T>, keys: ReadonlyArray<[keyof T, "asc" | "desc"]>) =>
  [...items]
    .sort((a, b) => {
      for (const [key, direction] of keys) {
        const [x, y] = [a[key], b[key]] as [string | number | null, string | number | null];
        const d = x === y ? 0 : x === null ? -1 : y === null ? 1 : x < y ? -1 : 1;
        if (d !== 0) return direction === "asc" ? d : -d;
      }
      return keys[0]![1] === "asc" ? a.id - b.id : b.id - a.id;
    })
    .map((item) => item.id);

const conversionValues = (r: ConversionRecord): Sortable & Record<ConversionOrderField, string | number | null> => ({
  id: r.id,
  datetime: r.timeMs,
  externalClickId: r.externalClickId,
  subsource: r.subsource,
  device: r.device,
  country: r.country,
  payout: r.payout,
  type: r.type,
  status: r.status,
  goalTitle: r.goal.title,
});

describe("ordering", () => {
  it("conversions are newest first without an order", async () => {
    const page = await conversions("itemsPerPage=100");
    expect(page["hydra:member"].map((c) => c.id)).toEqual(sortedIds(rows.map(conversionValues), [["datetime", "desc"]]).slice(0, 100));
  });

  describe.each(CONVERSION_ORDER.flatMap((field) => (["asc", "desc"] as const).map((direction) => [field, direction] as const)))(
    "conversions order[%s]=%s",
    (field, direction) => {
      it("pages 1 and 2 are the first 200 of all rows in that order (ties by id)", async () => {
        const expected = sortedIds(rows.map(conversionValues), [[field, direction]]).slice(0, 200);
        const first = await conversions(`${order(field, direction)}&itemsPerPage=100`);
        const second = await conversions(`${order(field, direction)}&itemsPerPage=100&page=2`);
        expect([...first["hydra:member"], ...second["hydra:member"]].map((c) => c.id)).toEqual(expected);
      });
    },
  );

  it("several orders: the first in the query string sorts first", async () => {
    const values = rows.map(conversionValues);
    const byCountry = await conversions(`${order("country", "asc")}&${order("payout", "desc")}&itemsPerPage=100`);
    expect(byCountry["hydra:member"].map((c) => c.id)).toEqual(
      sortedIds(values, [
        ["country", "asc"],
        ["payout", "desc"],
      ]).slice(0, 100),
    );
    const byPayout = await conversions(`${order("payout", "desc")}&${order("country", "asc")}&itemsPerPage=100`);
    expect(byPayout["hydra:member"].map((c) => c.id)).toEqual(
      sortedIds(values, [
        ["payout", "desc"],
        ["country", "asc"],
      ]).slice(0, 100),
    );
  });

  it("ordering works with filters", async () => {
    const page = await conversions(`country=DE&device=desktop&${order("payout", "asc")}&itemsPerPage=50`);
    const expected = sortedIds(rows.filter((r) => r.country === "DE" && r.device === "desktop").map(conversionValues), [
      ["payout", "asc"],
    ]).slice(0, 50);
    expect(page["hydra:member"].map((c) => c.id)).toEqual(expected);
  });

  it.each(TRANSACTION_ORDER.flatMap((field) => (["asc", "desc"] as const).map((direction) => [field, direction] as const)))(
    "transactions order[%s]=%s",
    async (field: TransactionOrderField, direction) => {
      const { rows: transactions } = mock.store.activity(mock.store.publishers.get(1001)!).transactions;
      const values = transactions.map((t) => ({ id: t.id, date: t.timeMs, type: t.type, amount: t.amount }));
      const page = await get<Transaction>(`${TRANSACTIONS}?${order(field, direction)}&itemsPerPage=100&page=2`);
      expect(page["hydra:member"].map((t) => t.id)).toEqual(sortedIds(values, [[field, direction]]).slice(100, 200));
    },
  );

  it.each(PAYMENT_ORDER.flatMap((field) => (["asc", "desc"] as const).map((direction) => [field, direction] as const)))(
    "payments order[%s]=%s",
    async (field: PaymentOrderField, direction) => {
      const all = (await get<Payment>(`${PAYMENTS}?itemsPerPage=100`))["hydra:member"];
      const page = await get<Payment>(`${PAYMENTS}?${order(field, direction)}&itemsPerPage=100`);
      expect(page["hydra:member"].map((p) => p.id)).toEqual(sortedIds(all as unknown as Sortable[], [[field, direction]]));
    },
  );

  it("transactions default to newest first, payments to the latest period first", async () => {
    const transactions = (await get<Transaction>(`${TRANSACTIONS}?itemsPerPage=100`))["hydra:member"];
    expect(transactions.map((t) => t.date)).toEqual([...transactions.map((t) => t.date)].sort().reverse());
    const payments = (await get<Payment>(`${PAYMENTS}?itemsPerPage=100`))["hydra:member"];
    expect(payments.map((p) => p.startDate)).toEqual([...payments.map((p) => p.startDate)].sort().reverse());
  });
});

describe("transaction and payment filters", () => {
  it.each(["conversion_earnings", "payout", "adjustment", "referral_bonus"])("transactions type=%s", async (type) => {
    const page = await get<Transaction>(`${TRANSACTIONS}?type=${type}&itemsPerPage=100`);
    const { rows: transactions } = mock.store.activity(mock.store.publishers.get(1001)!).transactions;
    expect(page["hydra:totalItems"]).toBe(transactions.filter((t) => t.type === type).length);
    expect(page["hydra:totalItems"]).toBeGreaterThan(0);
    expect(page["hydra:member"].every((t) => t.type === type)).toBe(true);
  });

  it("payments by status and by method (IRI or id)", async () => {
    const all = (await get<Payment>(`${PAYMENTS}?itemsPerPage=100`))["hydra:member"];
    for (const status of new Set(all.map((p) => p.status))) {
      const page = await get<Payment>(`${PAYMENTS}?status=${status}&itemsPerPage=100`);
      expect(page["hydra:member"].map((p) => p.id)).toEqual(all.filter((p) => p.status === status).map((p) => p.id));
    }
    const byIri = await get<Payment>(`${PAYMENTS}?${q({ method: "/publisher/api/payment_methods/4", itemsPerPage: "100" })}`);
    const byId = await get<Payment>(`${PAYMENTS}?method=4&itemsPerPage=100`);
    expect(byIri["hydra:member"].map((p) => p.id)).toEqual(
      all.filter((p) => p.method === "/publisher/api/payment_methods/4").map((p) => p.id),
    );
    expect(byId).toEqual({ ...byIri, "hydra:view": byId["hydra:view"] });
    expect(byIri["hydra:totalItems"]).toBeGreaterThan(0);
    expect(
      (await get<Payment>(`${PAYMENTS}?status=paid&method=3`))["hydra:member"].every((p) => p.status === "paid" && p.method.endsWith("/3")),
    ).toBe(true);
  });
});

describe("refusals", () => {
  it("401 without a session", async () => {
    for (const url of [CONVERSIONS, EXPORT, TRANSACTIONS, PAYMENTS]) {
      const response = await client(mock).get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json()["hydra:description"]).toBe("Full authentication is required to access this resource.");
    }
  });

  it("422 for a page size other than 10, 20, 50 or 100, and for a page below 1", async () => {
    for (const url of [CONVERSIONS, TRANSACTIONS, PAYMENTS]) {
      for (const size of ["7", "0", "1000", "abc", "30"])
        expect(await violationPaths(`${url}?itemsPerPage=${size}`)).toEqual(["itemsPerPage"]);
      for (const page of ["0", "-1", "1.5", "x"]) expect(await violationPaths(`${url}?page=${page}`)).toEqual(["page"]);
    }
    const response = await demo.get(`${CONVERSIONS}?itemsPerPage=7`);
    expect(response.json().violations[0].message).toBe("The value you selected is not a valid choice: 10, 20, 50 or 100.");
  });

  it("422 for an order other than asc or desc", async () => {
    expect(await violationPaths(`${CONVERSIONS}?order%5Bdatetime%5D=sideways`)).toEqual(["order[datetime]"]);
    expect(await violationPaths(`${CONVERSIONS}?order%5Bpayout%5D=DESC`)).toEqual(["order[payout]"]);
    expect(await violationPaths(`${EXPORT}?order%5Bcountry%5D=up`)).toEqual(["order[country]"]);
    expect(await violationPaths(`${TRANSACTIONS}?order%5Bamount%5D=sideways`)).toEqual(["order[amount]"]);
    expect(await violationPaths(`${PAYMENTS}?order%5BstartDate%5D=sideways`)).toEqual(["order[startDate]"]);
    expect(await violationPaths(`${CONVERSIONS}?order%5Bdatetime%5D=asc&order%5Bdatetime%5D=desc`)).toEqual(["order[datetime]"]);
    // An order on a column that cannot be sorted is ignored, as API Platform does.
    expect((await conversions(order("clickId", "asc")))["hydra:member"][0]!.id).toBe(rows.at(-1)!.id);
  });

  it("422 for bad filter values", async () => {
    expect(await violationPaths(`${CONVERSIONS}?country=USA`)).toEqual(["country"]);
    expect(await violationPaths(`${CONVERSIONS}?country%5B%5D=US&country%5B%5D=X1`)).toEqual(["country[].1"]);
    expect(await violationPaths(`${CONVERSIONS}?offerRelativeId=12,abc`)).toEqual(["offerRelativeId"]);
    expect(await violationPaths(`${CONVERSIONS}?smartlinkRelativeId%5B%5D=0`)).toEqual(["smartlinkRelativeId[].0"]);
    expect(await violationPaths(`${CONVERSIONS}?device=phone&type=cpm&status=done`)).toEqual(["device", "type", "status"]);
    expect(await violationPaths(`${CONVERSIONS}?device=mobile&device=tablet`)).toEqual(["device"]);
    expect(await violationPaths(`${CONVERSIONS}?${q({ externalClickId: "x".repeat(256) })}`)).toEqual(["externalClickId"]);
    expect(await violationPaths(`${TRANSACTIONS}?type=bonus`)).toEqual(["type"]);
    expect(await violationPaths(`${PAYMENTS}?status=done&method=paypal`)).toEqual(["status", "method"]);
    const response = await demo.get(`${CONVERSIONS}?device=phone`);
    expect(response.json().violations[0].message).toBe("The value you selected is not a valid choice: desktop, mobile, tablet.");
  });
});

describe("CSV export", () => {
  const exportOf = async (query = "") => {
    const response = await demo.get(`${EXPORT}${query ? `?${query}` : ""}`);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const lines = response.body.split("\r\n");
    expect(lines.pop()).toBe("");
    return { response, header: lines[0], lines: lines.slice(1) };
  };

  it("all rows: a header line, then one line per conversion, newest first, as an attachment", async () => {
    const { response, header, lines } = await exportOf();
    expect(header).toBe(CSV_HEADER);
    expect(lines).toHaveLength(rows.length);
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="conversions-\d{4}-\d{2}-\d{2}\.csv"$/);
    const newest = rows.at(-1)!;
    const fields = lines[0]!.split(",");
    expect(fields[5]).toBe(newest.clickId);
    expect(fields[0]).toBe(
      Temporal.Instant.fromEpochMilliseconds(newest.timeMs).toZonedDateTimeISO(TIME_ZONE).toPlainDateTime().toString().replace("T", " "),
    );
    expect(fields.slice(1, 4)).toEqual([newest.source.type, String(newest.source.relativeId), newest.source.displayName]);
    expect(fields[10]).toBe("USD");
  });

  it("a declined conversion's reason, as the list gives it, in the request's language; empty for the others", async () => {
    const declined = await conversions(`${q({ status: "declined" })}&itemsPerPage=100`);
    const withReason = declined["hydra:member"].find((c) => c.declineReason);
    expect(withReason, "demo has a declined conversion with a reason").toBeDefined();
    const { lines } = await exportOf(q({ status: "declined" }));
    const line = lines.find((l) => l.split(",")[5] === withReason!.clickId)!;
    const column = CSV_HEADER.split(",").indexOf("declineReason");
    expect(line.split(",")[column]).toBe(withReason!.declineReason);
    const approved = await exportOf(q({ status: "approved" }));
    expect(new Set(approved.lines.map((l) => l.split(",")[column]))).toEqual(new Set([""]));
    demo.jar.set("_locale", "ru");
    const inRussian = await demo.get(`${EXPORT}?${q({ status: "declined" })}`);
    const ruList = await demo.get(`${CONVERSIONS}?${q({ status: "declined" })}&itemsPerPage=100`);
    demo.jar.delete("_locale");
    const ruReason = (ruList.json() as { "hydra:member": Array<{ clickId: string; declineReason?: string | null }> })["hydra:member"].find(
      (c) => c.clickId === withReason!.clickId,
    )!.declineReason;
    expect(ruReason).not.toBe(withReason!.declineReason);
    expect(
      inRussian.body
        .split("\r\n")
        .find((l) => l.split(",")[5] === withReason!.clickId)!
        .split(",")[column],
    ).toBe(ruReason);
  });

  it("takes the list's filters and order: same rows, same order", async () => {
    const query = q({ country: "US,GB", device: "tablet", "order[payout]": "asc" });
    const list = await conversions(`${query}&itemsPerPage=100`);
    const { lines } = await exportOf(query);
    expect(lines).toHaveLength(list["hydra:totalItems"]);
    expect(lines.slice(0, 100).map((line) => line.split(",")[5])).toEqual(list["hydra:member"].map((c) => c.clickId));
  });

  it('answers 204 without a body when nothing matches (the portal shows "No data to export")', async () => {
    const response = await demo.get(`${EXPORT}?${q({ dateRange: "2020-01-01 - 2020-01-02" })}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
  });

  it("quotes fields per RFC 4180 and defuses spreadsheet formulas", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField('a "b", c')).toBe('"a ""b"", c"');
    expect(csvField("line\nbreak")).toBe('"line\nbreak"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField("+1")).toBe("'+1");
    expect(csvField(null)).toBe("");
    expect(csvField(1.5)).toBe("1.5");
  });

  it("streams in chunks: a short request is answered while a full export is being written", async () => {
    const finished: string[] = [];
    await Promise.all([
      demo.get(EXPORT).then(() => finished.push("export")),
      new Promise((resolve) => setTimeout(resolve, 5))
        .then(() => demo.get(`${PAYMENTS}?itemsPerPage=10`))
        .then(() => finished.push("payments")),
    ]);
    expect(finished).toEqual(["payments", "export"]);
  });
});
