/**
 * The security headers of `npm start` (mock-server/security-headers.ts) on every kind of answer: the
 * portal's HTML (its policy and nonce), a static file, an API answer, an error, and an answer proxied
 * from the upstream backend.
 */
import Fastify from "fastify";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../mock-server/app";
import { COMMON_HEADERS, LOCKED_POLICY, portalPolicy } from "../../mock-server/security-headers";

const dist = mkdtempSync(join(tmpdir(), "portal-dist-"));
mkdirSync(join(dist, "assets"));
writeFileSync(
  join(dist, "index.html"),
  '<!doctype html><html><head><script type="module" crossorigin src="/publisher/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>',
);
writeFileSync(join(dist, "assets", "index-abc.js"), "export const a = 1;\n");

const { app } = await buildApp({ distDir: dist });
afterAll(() => app.close());

/** The policy's directives by name. */
const directives = (policy: string) =>
  new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );

const expectCommon = (headers: Record<string, unknown>) => {
  for (const [name, value] of Object.entries(COMMON_HEADERS)) expect(headers[name], name).toBe(value);
};

describe("the portal's HTML", () => {
  it("carries a policy with a fresh nonce, on its scripts too, and no inline or eval for scripts", async () => {
    const first = await app.inject({ method: "GET", url: "/publisher/login" });
    const second = await app.inject({ method: "GET", url: "/publisher/dashboard" });
    expect(first.statusCode).toBe(200);
    expectCommon(first.headers);
    const policy = directives(String(first.headers["content-security-policy"]));
    const scripts = policy.get("script-src")!;
    const nonce = scripts.find((v) => v.startsWith("'nonce-"))!.slice("'nonce-".length, -1);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(first.body).toContain(`<script nonce="${nonce}" type="module"`);
    expect(String(second.headers["content-security-policy"])).not.toContain(nonce);
    for (const [name, values] of policy) {
      if (name.startsWith("script-src") || name === "default-src") {
        expect(values, name).not.toContain("'unsafe-inline'");
        expect(values, name).not.toContain("'unsafe-eval'");
      }
    }
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("style-src")).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(first.headers["cache-control"]).toBe("no-cache");
  });

  it("allows an error-report address on another origin to be reached, and only that", () => {
    const policy = directives(portalPolicy({ nonce: "n", errorReportUrl: "https://reports.example.com/collect?x=1" }));
    expect(policy.get("connect-src")).toEqual(["'self'", "https://reports.example.com"]);
    expect(directives(portalPolicy({ nonce: "n", errorReportUrl: "/__mock/error-reports" })).get("connect-src")).toEqual(["'self'"]);
  });
});

describe("everything else", () => {
  it("a static file: the common headers and a policy that allows nothing, cached as before", async () => {
    const script = await app.inject({ method: "GET", url: "/publisher/assets/index-abc.js" });
    expect(script.statusCode).toBe(200);
    expectCommon(script.headers);
    expect(script.headers["content-security-policy"]).toBe(LOCKED_POLICY);
    expect(script.headers["cache-control"]).toContain("immutable");
  });

  it("an API answer, a refusal and an unknown API path: never stored", async () => {
    for (const url of ["/publisher/api/languages", "/publisher/api/publishers/current", "/publisher/api/nothing-here"]) {
      const answer = await app.inject({ method: "GET", url });
      expectCommon(answer.headers);
      expect(answer.headers["cache-control"], url).toBe("no-store");
      expect(answer.headers["content-security-policy"], url).toBe(LOCKED_POLICY);
    }
  });

  it("a malformed URL's error answer carries them too", async () => {
    const answer = await app.inject({ method: "GET", url: "/publisher/api/offers/%E0%A4%A" });
    expect(answer.statusCode).toBeGreaterThanOrEqual(400);
    expectCommon(answer.headers);
  });
});

it("in upstream mode: the proxied API answers are never stored and carry the common headers", async () => {
  const upstream = Fastify();
  upstream.get("/publisher/api/publishers/current", async (_request, reply) =>
    reply.header("cache-control", "public, max-age=600").send({ from: "upstream" }),
  );
  await upstream.listen({ port: 0, host: "127.0.0.1" });
  const { port } = upstream.server.address() as { port: number };
  const proxied = await buildApp({ upstream: `http://127.0.0.1:${port}`, distDir: dist });
  try {
    const answer = await proxied.app.inject({ method: "GET", url: "/publisher/api/publishers/current" });
    expect(answer.json()).toEqual({ from: "upstream" });
    expect(answer.headers["cache-control"]).toBe("no-store");
    expectCommon(answer.headers);
    const page = await proxied.app.inject({ method: "GET", url: "/publisher/login" });
    expect(String(page.headers["content-security-policy"])).toMatch(/script-src 'self' 'nonce-/);
  } finally {
    await proxied.app.close();
    await upstream.close();
  }
});
