/** The built portal as the mock server serves it (mock-server/static.ts), on a tiny build of its own. */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { buildApp } from "../../mock-server/app";

const dist = mkdtempSync(join(tmpdir(), "portal-dist-"));
mkdirSync(join(dist, "assets"));
writeFileSync(join(dist, "index.html"), "<!doctype html><html><head></head><body></body></html>");
writeFileSync(join(dist, "assets", "abc1234.js"), "export const a = 1;\n");
writeFileSync(join(dist, "assets", "abc1234.js.map"), '{"version":3,"sources":[],"mappings":""}');
writeFileSync(join(dist, "assets", "nomap12.js"), "export const b = 2;\n");
const { app } = await buildApp({ distDir: dist });
afterAll(() => app.close());

it("names a script's hidden source map in a SourceMap header, and serves the map", async () => {
  const script = await app.inject({ method: "GET", url: "/publisher/assets/abc1234.js" });
  expect(script.statusCode).toBe(200);
  expect(script.headers.sourcemap).toBe("abc1234.js.map");
  expect(script.headers["cache-control"]).toContain("immutable");
  expect((await app.inject({ method: "GET", url: "/publisher/assets/abc1234.js.map" })).statusCode).toBe(200);
  const without = await app.inject({ method: "GET", url: "/publisher/assets/nomap12.js" });
  expect(without.statusCode).toBe(200);
  expect(without.headers.sourcemap).toBeUndefined();
});
