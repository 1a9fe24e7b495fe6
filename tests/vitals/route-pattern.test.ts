/**
 * The route a web-vitals report names (decision 064): the route table's pattern, never the concrete
 * path. The patterns the build gives the module (scripts/route-patterns.ts reads them from the table's
 * text) are the route table's own.
 */
import type { RouteObject } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { ROUTE_PATTERN } from "../../contracts/web-vitals";
import { routePatterns } from "../../scripts/route-patterns";
import { routes } from "../../src/routes";
import { routePattern } from "../../src/vitals/route-pattern";

/** Every route's full pattern, walked from the table itself (a layout without a path adds nothing). */
const walk = (table: readonly RouteObject[], base: string): string[] =>
  table.flatMap((route) => {
    const here = route.index ? base : route.path ? `${base}${base.endsWith("/") ? "" : "/"}${route.path}` : base;
    return [...(route.index || route.path ? [here] : []), ...walk(route.children ?? [], here)];
  });

const PATTERNS = routePatterns();

describe("the route patterns", () => {
  it("are the route table's, each once", () => {
    expect(new Set(PATTERNS)).toEqual(new Set(walk(routes, "/publisher/")));
    expect(new Set(PATTERNS).size).toBe(PATTERNS.length);
  });

  it("all pass the report's contract", () => {
    for (const pattern of PATTERNS) expect(pattern).toMatch(ROUTE_PATTERN);
  });
});

describe("routePattern", () => {
  it.each([
    ["/publisher/offers/4102", "/publisher/offers/:id"],
    ["/publisher/offers", "/publisher/offers"],
    ["/publisher/offers/", "/publisher/offers"],
    ["/publisher/Dashboard", "/publisher/dashboard"],
    ["/publisher/smartlinks/77", "/publisher/smartlinks/:id"],
    ["/publisher/announcements/article/12", "/publisher/announcements/article/:id"],
    ["/publisher/register/confirm/Tok3n-abc", "/publisher/register/confirm/:token"],
    ["/publisher/register/messengers", "/publisher/register/messengers"],
    ["/publisher/", "/publisher/"],
    ["/publisher/no/such/page/9", "/publisher/*"],
    ["/publisher/offers/4102/extra", "/publisher/*"],
  ])("%s is shown by %s", (path, pattern) => {
    expect(routePattern(path, PATTERNS)).toBe(pattern);
  });

  it("names no route outside the portal", () => {
    expect(routePattern("/elsewhere/offers/1", PATTERNS)).toBeNull();
  });
});
