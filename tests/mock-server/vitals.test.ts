/**
 * The web-vitals reports (decision 064): `/__mock/vitals` keeps a report that fits its contract
 * (contracts/web-vitals.ts) and refuses any other whole, in the contract's error shape; the page
 * names the address and loads the module only when the setting is on.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../../mock-server/app";
import { type Mock, startMock } from "./helpers";

const REPORT = {
  name: "LCP",
  value: 1234.5,
  rating: "good",
  delta: 1234.5,
  id: "v6-1760000000000-1234567890123",
  navigationType: "navigate",
  route: "/publisher/offers/:id",
  release: "0.1.0",
};

const mock: Mock = await startMock();
afterAll(() => mock.app.close());
beforeEach(() => mock.app.inject({ method: "POST", url: "/__mock/reset" }));

const post = (body: unknown, contentType = "application/json") =>
  mock.app.inject({
    method: "POST",
    url: "/__mock/vitals",
    headers: { "content-type": contentType },
    payload: typeof body === "string" ? body : JSON.stringify(body),
  });
const kept = async () => (await mock.app.inject({ method: "GET", url: "/__mock/vitals" })).json().vitals as unknown[];

describe("POST /__mock/vitals", () => {
  it("keeps a report that fits the contract, and lists it", async () => {
    const answer = await post(REPORT);
    expect(answer.statusCode).toBe(204);
    await post({ ...REPORT, name: "CLS", value: 0.02, delta: 0.02, rating: "good", route: "/publisher/*" });
    expect(await kept()).toEqual([REPORT, { ...REPORT, name: "CLS", value: 0.02, delta: 0.02, route: "/publisher/*" }]);
  });

  it.each([
    ["a field more: the publisher", { ...REPORT, publisher: "demo" }, "publisher"],
    ["a field more: the page's URL", { ...REPORT, url: "/publisher/offers/4102?tab=links" }, "url"],
    ["a concrete path instead of the route's pattern", { ...REPORT, route: "/publisher/offers/4102" }, "route"],
    ["a query in the route", { ...REPORT, route: "/publisher/offers/:id?tab=links" }, "route"],
    ["a metric it does not know", { ...REPORT, name: "FID" }, "name"],
    ["a value that is no number", { ...REPORT, value: "fast" }, "value"],
    ["a missing field", { ...REPORT, rating: undefined }, "rating"],
  ])("refuses a report with %s: 422 with the contract's violations, and keeps nothing", async (_name, body, field) => {
    const answer = await post(body);
    expect(answer.statusCode).toBe(422);
    expect(answer.headers["content-type"]).toMatch(/^application\/ld\+json/);
    const error = answer.json();
    expect(error["@type"]).toBe("ConstraintViolationList");
    // A literal out of a list is one violation per literal it is not, as on every contract route.
    expect(new Set(error.violations.map((v: { propertyPath: string }) => v.propertyPath))).toEqual(new Set([field]));
    expect(error["hydra:description"]).toMatch(new RegExp(`^${field}: `));
    expect(await kept()).toEqual([]);
  });

  it("answers a body that is no report in the contract's error shape, never a 500", async () => {
    for (const [body, contentType, status] of [
      ["not json", "application/json", 400],
      ["[]", "application/json", 422],
      ["null", "application/json", 422],
      // A string (what a beacon of text sends) is no report.
      [JSON.stringify(REPORT), "text/plain", 422],
      [JSON.stringify(REPORT), "application/x-www-form-urlencoded", 415],
      [JSON.stringify({ ...REPORT, release: "x".repeat(3000) }), "application/json", 413],
    ] as const) {
      const answer = await post(body, contentType);
      expect(answer.statusCode, `${contentType} ${body.slice(0, 20)}`).toBe(status);
      expect(answer.json()["hydra:description"], `${contentType} ${body.slice(0, 20)}`).toEqual(expect.any(String));
    }
    expect(await kept()).toEqual([]);
  });

  it("forgets the reports on DELETE and on a reset", async () => {
    await post(REPORT);
    const deleted = await mock.app.inject({ method: "DELETE", url: "/__mock/vitals" });
    expect(deleted.json()).toEqual({ vitals: [] });
    expect(await kept()).toEqual([]);
    await post(REPORT);
    await mock.app.inject({ method: "POST", url: "/__mock/reset" });
    expect(await kept()).toEqual([]);
  });
});

describe("the page, with the setting on and off", () => {
  const dist = mkdtempSync(join(tmpdir(), "portal-dist-"));
  mkdirSync(join(dist, "assets"));
  mkdirSync(join(dist, ".vite"));
  writeFileSync(
    join(dist, "index.html"),
    '<!doctype html><html><head><script type="module" crossorigin src="/publisher/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, "assets", "index-abc.js"), "export const a = 1;\n");
  writeFileSync(join(dist, "assets", "vitals-def.js"), "export {};\n");
  writeFileSync(
    join(dist, ".vite", "manifest.json"),
    JSON.stringify({
      "index.html": { file: "assets/index-abc.js", isEntry: true },
      "src/vitals/report-vitals.ts": { file: "assets/vitals-def.js", isEntry: true },
    }),
  );

  it("with PORTAL_VITALS=on names the address and loads the module after the page's load, under the nonce", async () => {
    const on = await buildApp({ distDir: dist, vitals: true });
    try {
      const page = await on.app.inject({ method: "GET", url: "/publisher/offers/4102" });
      const nonce = /'nonce-([^']+)'/.exec(String(page.headers["content-security-policy"]))![1]!;
      expect(page.body).toContain('<meta name="portal:vitals-url" content="/__mock/vitals" />');
      expect(page.body).toContain(`<script nonce="${nonce}">addEventListener("load",`);
      expect(page.body).toContain('import("/publisher/assets/vitals-def.js")');
      expect(page.headers["content-security-policy"]).toContain("connect-src 'self';");
    } finally {
      await on.app.close();
    }
  });

  it("off by default: the page names neither the address nor the module", async () => {
    const off = await buildApp({ distDir: dist });
    try {
      const page = await off.app.inject({ method: "GET", url: "/publisher/offers/4102" });
      expect(page.body).not.toContain("portal:vitals-url");
      expect(page.body).not.toContain("vitals-def.js");
    } finally {
      await off.app.close();
    }
  });

  it("in upstream mode reports to VITALS_REPORT_URL, allowed in connect-src beside the error reports", async () => {
    const before = { vitals: process.env.VITALS_REPORT_URL, errors: process.env.ERROR_REPORT_URL };
    process.env.VITALS_REPORT_URL = "https://rum.example.com/vitals";
    process.env.ERROR_REPORT_URL = "https://errors.example.com/reports";
    const upstream = await buildApp({ distDir: dist, upstream: "http://127.0.0.1:9", vitals: true });
    try {
      const page = await upstream.app.inject({ method: "GET", url: "/publisher/dashboard" });
      expect(page.body).toContain('<meta name="portal:vitals-url" content="https://rum.example.com/vitals" />');
      expect(page.headers["content-security-policy"]).toContain("connect-src 'self' https://errors.example.com https://rum.example.com;");
      expect((await upstream.app.inject({ method: "GET", url: "/__mock/vitals" })).statusCode).toBe(404);
    } finally {
      await upstream.app.close();
      for (const [name, value] of [
        ["VITALS_REPORT_URL", before.vitals],
        ["ERROR_REPORT_URL", before.errors],
      ] as const)
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
    }
  });
});
