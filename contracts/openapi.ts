/** The OpenAPI 3.1 document derived from the contracts, and its part an API token may call. */
import { HttpApi, OpenApi } from "@effect/platform";
import { Context, Option } from "effect";
import { PublisherApi } from "./api";
import { API_TOKEN_SCHEME, TokenScope, type TokenScopeName } from "./token-scope";

type Spec = OpenApi.OpenAPISpec;
type Operation = Spec["paths"][string][OpenApi.OpenAPISpecMethodName] & object;
type Requirement = Record<string, Array<string>>;

/** The scope each operation a token may call asks for, by operationId (contracts/token-scope.ts). */
const tokenScopes = (): ReadonlyMap<string, TokenScopeName> => {
  const scopes = new Map<string, TokenScopeName>();
  HttpApi.reflect(PublisherApi, {
    onGroup: () => undefined,
    onEndpoint: ({ group, endpoint }) => {
      const scope = Context.getOption(endpoint.annotations, TokenScope);
      if (Option.isSome(scope)) scopes.set(`${group.identifier}.${endpoint.name}`, scope.value);
    },
  });
  return scopes;
};

/** Each operation of the document, changed by `change` (the cached document itself is left alone). */
const mapOperations = (spec: Spec, change: (operation: Operation) => Operation | undefined): Spec["paths"] => {
  const paths: Spec["paths"] = {};
  for (const [path, item] of Object.entries(spec.paths)) {
    const kept = Object.entries(item).flatMap(([method, operation]) => {
      const changed = change(operation as Operation);
      return changed ? [[method, changed] as const] : [];
    });
    if (kept.length > 0) paths[path] = Object.fromEntries(kept);
  }
  return paths;
};

/** The whole document, each token's bearer requirement naming its scope (OpenAPI 3.1 lets a requirement list roles). */
export const openApiDocument = (): Spec => {
  const spec = OpenApi.fromApi(PublisherApi);
  const scopes = tokenScopes();
  return {
    ...spec,
    paths: mapOperations(spec, (operation) => {
      const scope = scopes.get(operation.operationId);
      if (scope === undefined) return operation;
      const security = operation.security.map((r: Requirement) => (API_TOKEN_SCHEME in r ? { [API_TOKEN_SCHEME]: [scope] } : r));
      return { ...operation, security };
    }),
  };
};

/** The document as committed in contracts/openapi.json (stable key order, trailing newline). */
export const renderOpenApi = () => `${JSON.stringify(openApiDocument(), null, 2)}\n`;

/** The `#/components/schemas/…` names a value refers to. */
const refsOf = (value: unknown, found: Set<string>): Set<string> => {
  if (Array.isArray(value)) value.forEach((item) => refsOf(item, found));
  else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key === "$ref" && typeof item === "string" && item.startsWith("#/components/schemas/")) found.add(item.slice(21));
      else refsOf(item, found);
    }
  }
  return found;
};

/**
 * The part of the document a publisher's API token may call (`GET /publisher/api/docs/openapi.json`):
 * the operations with a token scope, with the bearer scheme alone (a tool has no session cookie), the
 * schemas they refer to (and those refer to), and their tags.
 */
export const reportingOpenApiDocument = (): Spec => {
  const spec = openApiDocument();
  const paths = mapOperations(spec, (operation) => {
    const bearer = operation.security.find((r: Requirement) => API_TOKEN_SCHEME in r);
    return bearer ? { ...operation, security: [bearer] } : undefined;
  });
  const schemas = spec.components.schemas;
  const names = refsOf(paths, new Set());
  for (const name of names) refsOf(schemas[name], names);
  const tags = new Set(Object.values(paths).flatMap((item) => Object.values(item).flatMap((operation: Operation) => operation.tags)));
  return {
    ...spec,
    info: {
      ...spec.info,
      title: "Publisher Portal reporting API",
      description:
        "What a publisher's API token may read: statistics, conversions and offers, each by its scope. " +
        "Send the token as `Authorization: Bearer <token>`; an unknown, revoked or expired token is answered 401, a token without the scope 403.",
    },
    paths,
    components: {
      ...spec.components,
      schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => names.has(name))),
      securitySchemes: { [API_TOKEN_SCHEME]: spec.components.securitySchemes[API_TOKEN_SCHEME]! },
    },
    security: [],
    tags: spec.tags.filter((tag) => tags.has(tag.name)),
  };
};
