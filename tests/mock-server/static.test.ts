/** The built portal as the mock server serves it (mock-server/static.ts), on a tiny build of its own. */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, expect, it } from "vitest";
import { buildApp } from "../../mock-server/app";
import { pickEncoding } from "../../mock-server/static";
import { compressDir } from "../../scripts/vite-compress";

const dist = mkdtempSync(join(tmpdir(), "portal-dist-"));
mkdirSync(join(dist, "assets"));
const html = `<!doctype html><html><head><script type="module" src="/publisher/assets/abc1234.js"></script></head><body>${"<p>portal</p>".repeat(200)}</body></html>`;
writeFileSync(join(dist, "index.html"), html);
const script = `export const a = ${JSON.stringify("a long enough script ".repeat(100))};\n`;
writeFileSync(join(dist, "assets", "abc1234.js"), script);
writeFileSync(join(dist, "assets", "abc1234.js.map"), '{"version":3,"sources":[],"mappings":""}');
writeFileSync(join(dist, "assets", "nomap12.js"), "export const b = 2;\n");
await compressDir(dist);
const { app } = await buildApp({ distDir: dist });
const withMaps = await buildApp({ distDir: dist, sourceMaps: true });
afterAll(() => Promise.all([app.close(), withMaps.app.close()]));

it("sends the build's brotli or gzip file as the browser accepts, with the immutable caching of hashed assets", async () => {
  const br = await app.inject({ method: "GET", url: "/publisher/assets/abc1234.js", headers: { "accept-encoding": "gzip, deflate, br" } });
  expect(br.headers["content-encoding"]).toBe("br");
  expect(br.headers["content-type"]).toMatch(/javascript/);
  expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(br.headers.vary).toBe("accept-encoding");
  expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
  const gz = await app.inject({ method: "GET", url: "/publisher/assets/abc1234.js", headers: { "accept-encoding": "gzip" } });
  expect(gz.headers["content-encoding"]).toBe("gzip");
  expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
  const plain = await app.inject({ method: "GET", url: "/publisher/assets/abc1234.js", headers: { "accept-encoding": "identity" } });
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.body).toBe(script);
  // A file too small to gain (under 1 KiB) has no compressed sibling and is sent as it is.
  const small = await app.inject({ method: "GET", url: "/publisher/assets/nomap12.js", headers: { "accept-encoding": "br" } });
  expect(small.statusCode).toBe(200);
  expect(small.headers["content-encoding"]).toBeUndefined();
  // The compressed siblings are not addresses of their own.
  expect((await app.inject({ method: "GET", url: "/publisher/assets/abc1234.js.br" })).statusCode).toBe(404);
});

it("compresses the HTML of every client-side route as the browser accepts, its nonce included", async () => {
  const br = await app.inject({ method: "GET", url: "/publisher/conversions", headers: { "accept-encoding": "gzip, br" } });
  expect(br.headers["content-encoding"]).toBe("br");
  expect(br.headers.vary).toBe("accept-encoding");
  const text = brotliDecompressSync(br.rawPayload).toString();
  expect(text).toMatch(/<script nonce="[^"]+" type="module"/);
  expect(br.rawPayload.length).toBeLessThan(text.length / 5);
  const gz = await app.inject({ method: "GET", url: "/publisher/login", headers: { "accept-encoding": "gzip" } });
  expect(gunzipSync(gz.rawPayload).toString()).toContain("<p>portal</p>");
  const plain = await app.inject({ method: "GET", url: "/publisher/login" });
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.body).toContain("<p>portal</p>");
});

it("reads Accept-Encoding with its weights", () => {
  expect(pickEncoding("gzip, deflate, br, zstd")).toBe("br");
  expect(pickEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
  expect(pickEncoding("*")).toBe("br");
  expect(pickEncoding("identity")).toBeNull();
  expect(pickEncoding(undefined)).toBeNull();
});

it("serves no source map and names none, unless asked to (PORTAL_SOURCE_MAPS=on)", async () => {
  const script = await app.inject({ method: "GET", url: "/publisher/assets/abc1234.js" });
  expect(script.headers.sourcemap).toBeUndefined();
  expect((await app.inject({ method: "GET", url: "/publisher/assets/abc1234.js.map" })).statusCode).toBe(404);
  const named = await withMaps.app.inject({ method: "GET", url: "/publisher/assets/abc1234.js", headers: { "accept-encoding": "br" } });
  expect(named.headers.sourcemap).toBe("abc1234.js.map");
  expect((await withMaps.app.inject({ method: "GET", url: "/publisher/assets/abc1234.js.map" })).statusCode).toBe(200);
  const without = await withMaps.app.inject({ method: "GET", url: "/publisher/assets/nomap12.js" });
  expect(without.headers.sourcemap).toBeUndefined();
});
