/**
 * The browser build gives `HttpApiEndpoint` `src/lib/http-router-prefix.ts` in place of `HttpRouter`
 * (vite.config.ts): it must stay the same function, and `HttpApiEndpoint` must need no more of the
 * router than that (an upgrade of @effect/platform that uses more fails here, not in a browser).
 */
import { HttpRouter } from "@effect/platform";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { prefixPath } from "../../src/lib/http-router-prefix";

const CASES: ReadonlyArray<readonly [string, string]> = [
  ["/", "/api"],
  ["/", "/api/"],
  ["/users", "/api"],
  ["/users", "/api/"],
  ["/users/:id", ""],
  ["/", ""],
  ["/a", "/"],
];

describe("the browser's HttpRouter.prefixPath", () => {
  it.each(CASES)("prefixes %j with %j as HttpRouter does, data first and data last", (self, prefix) => {
    expect(prefixPath(self, prefix)).toBe(HttpRouter.prefixPath(self, prefix));
    expect(prefixPath(prefix)(self)).toBe(HttpRouter.prefixPath(prefix)(self));
  });

  it("is all HttpApiEndpoint uses of HttpRouter", () => {
    const esm = join(
      createRequire(import.meta.url)
        .resolve("@effect/platform/HttpApiEndpoint")
        .replace(/dist[\\/]cjs[\\/].*$/, ""),
      "dist/esm/HttpApiEndpoint.js",
    );
    const source = readFileSync(esm, "utf8");
    expect(source).toContain('import * as HttpRouter from "./HttpRouter.js";');
    expect(new Set(source.match(/\bHttpRouter\.(?!js")\w+/g))).toEqual(new Set(["HttpRouter.prefixPath"]));
  });
});
