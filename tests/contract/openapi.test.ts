/**
 * The committed OpenAPI document, the contracts and the mock server's handlers agree:
 * - contracts/openapi.json is exactly what the contracts render now (not stale);
 * - every contract endpoint has a handler and every handler has an endpoint;
 * - every endpoint is in the document with its success status, its own errors, the API-level
 *   errors (400, 413, 415, 422), and 401 plus the session cookie when it is protected.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { PublisherApi } from "../../contracts/api";
import { renderOpenApi } from "../../contracts/openapi";
import { SESSION_COOKIE } from "../../contracts/session";
import { API_TOKEN_SCHEME } from "../../contracts/token-scope";
import { CampaignStatus, SmartlinkState, VerticalAvailability } from "../../contracts/smartlinks.contract";
import { contractRoutes, handlerCoverage } from "../../mock-server/contract-routes";
import { handlers } from "../../mock-server/handlers";

const COMMITTED = fileURLToPath(new URL("../../contracts/openapi.json", import.meta.url));
const API_LEVEL_ERRORS = [400, 413, 415, 422];

interface Operation {
  operationId?: string;
  responses?: Record<string, unknown>;
  security?: Array<Record<string, unknown>>;
  requestBody?: { content?: Record<string, unknown> };
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, { type?: string; in?: string; name?: string }> };
}

const rendered = renderOpenApi();
const document = JSON.parse(rendered) as Document;
const routes = contractRoutes(PublisherApi);
const HTTP_METHODS = new Set(["get", "put", "post", "delete", "options", "head", "patch", "trace"]);

/** `/things/:id` as OpenAPI writes it: `/things/{id}`. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

describe("contracts/openapi.json", () => {
  it("is up to date with the contracts (run `npx tsx scripts/openapi.ts` to regenerate)", () => {
    const committed = readFileSync(COMMITTED, "utf8");
    if (committed !== rendered) {
      const stale = JSON.parse(committed) as Document;
      const ops = (d: Document) =>
        Object.entries(d.paths).flatMap(([p, methods]) =>
          Object.entries(methods)
            .filter(([m]) => HTTP_METHODS.has(m))
            .map(([m, o]) => `${m.toUpperCase()} ${p} ${o.operationId}`),
        );
      const missing = ops(document).filter((o) => !ops(stale).includes(o));
      const extra = ops(stale).filter((o) => !ops(document).includes(o));
      expect.fail(
        `contracts/openapi.json is stale: run \`npx tsx scripts/openapi.ts\`.` +
          (missing.length ? `\nmissing from the committed file: ${missing.join(", ")}` : "") +
          (extra.length ? `\nonly in the committed file: ${extra.join(", ")}` : ""),
      );
    }
  });
});

describe("handlers", () => {
  it("every contract endpoint has a handler and every handler has an endpoint", () => {
    const { missing, extra } = handlerCoverage(PublisherApi, handlers);
    expect(missing, "contract endpoints without a handler").toEqual([]);
    expect(extra, "handlers without a contract endpoint").toEqual([]);
  });
});

describe("the document declares every endpoint", () => {
  it("lists exactly the contract endpoints, with unique operationIds", () => {
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => HTTP_METHODS.has(method))
        .map(([method, operation]) => `${method.toUpperCase()} ${path} ${operation.operationId}`),
    );
    const expected = routes.map((r) => `${r.method.toUpperCase()} ${openApiPath(r.path)} ${r.operationId}`);
    expect([...documented].sort()).toEqual([...expected].sort());
    expect(new Set(routes.map((r) => r.operationId)).size).toBe(routes.length);
  });

  it.each(routes.map((r) => [r.operationId, r] as const))("%s: success, its errors, the API-level errors, security", (_id, route) => {
    const operation = document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
    expect(operation, `${route.method} ${openApiPath(route.path)} is not in the document`).toBeDefined();
    expect(operation!.operationId).toBe(route.operationId);
    const statuses = Object.keys(operation!.responses ?? {});
    expect(statuses, "success status").toContain(String(route.successStatus));
    for (const status of API_LEVEL_ERRORS) expect(statuses, `API-level error ${status}`).toContain(String(status));
    for (const status of route.errorStatuses) expect(statuses, `declared error ${status}`).toContain(String(status));
    expect(Object.keys(operation!.requestBody?.content ?? {}).sort()).toEqual([...route.contentTypes].sort());
    if (route.protected) {
      expect(statuses, "a protected endpoint declares 401").toContain("401");
      // The session's cookie, or where a publisher's API token may read it, the token's bearer with its scope (and 403 outside it).
      const requirements = operation!.security ?? [];
      expect(requirements.length, "a protected endpoint requires the session").toBeGreaterThan(0);
      expect(document.components?.securitySchemes?.[Object.keys(requirements[0]!)[0]!]).toMatchObject({
        type: "apiKey",
        in: "cookie",
        name: SESSION_COOKIE,
      });
      expect(requirements.slice(1)).toEqual(route.tokenScope === undefined ? [] : [{ [API_TOKEN_SCHEME]: [route.tokenScope] }]);
      if (route.tokenScope !== undefined) {
        expect(statuses, "a token's endpoint declares 403").toContain("403");
        expect(document.components?.securitySchemes?.[API_TOKEN_SCHEME]).toEqual({ type: "http", scheme: "bearer" });
      }
    } else {
      expect(operation!.security ?? [], "a public endpoint requires no session").toEqual([]);
    }
  });
});

describe("smartlink enumerations are the spec's numbers on the wire, named in the contract (spec 02 section 3)", () => {
  const schemas = (JSON.parse(rendered) as { components: { schemas: Record<string, { type?: string; enum?: unknown[] }> } }).components
    .schemas;

  it.each([
    ["SmartlinkState", [0, 1, 2, 3, 4, 5]],
    ["VerticalAvailability", [0, 1, 2]],
    ["SmartlinkCampaignStatus", [0, 1, 2, 3, 4, 5, 6]],
  ])("%s is a number enumeration", (name, values) => {
    expect(schemas[name]).toMatchObject({ type: "number", enum: values });
  });

  it("the portal reads names: each number decodes to the spec's name and encodes back", () => {
    const pairs = <A, I extends number>(schema: Schema.Schema<A, I>, wire: ReadonlyArray<number>) =>
      Object.fromEntries(wire.map((n) => [n, Schema.decodeUnknownSync(schema)(n)]));
    expect(pairs(SmartlinkState, [0, 1, 2, 3, 4, 5])).toEqual({
      0: "declined",
      1: "active",
      2: "suspended",
      3: "requested",
      4: "launch",
      5: "on_request",
    });
    expect(pairs(VerticalAvailability, [0, 1, 2])).toEqual({ 0: "disabled", 1: "available", 2: "on_request" });
    expect(pairs(CampaignStatus, [0, 1, 2, 3, 4, 5, 6])).toEqual({
      0: "pending",
      1: "active",
      2: "suspended",
      3: "archived",
      4: "declined",
      5: "test",
      6: "in_review",
    });
    expect(Schema.encodeSync(CampaignStatus)("in_review")).toBe(6);
    expect(() => Schema.decodeUnknownSync(SmartlinkState)("active")).toThrow();
  });
});
