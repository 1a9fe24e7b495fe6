/**
 * Registers one Fastify route per contract endpoint by walking the HttpApi: paths, request
 * decoding (path, query, body by content type) and response encoding all come from the contracts.
 * An endpoint without a handler is an error at start-up, never a silent 404.
 */
import { HttpApi, HttpApiSchema } from "@effect/platform";
import { Context, Either, Option, ParseResult, Schema } from "effect";
import type { AST } from "effect/SchemaAST";
import type {} from "@fastify/cookie";
import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { Readable } from "node:stream";
import { Forbidden, PayloadTooLarge, Unauthorized, UnsupportedMediaType, type Violation } from "../contracts/hydra";
import { SESSION_COOKIE, Session } from "../contracts/session";
import { TokenScope, type TokenScopeName } from "../contracts/token-scope";
import type { Capabilities } from "./capabilities";
import type { Clock } from "./clock";
import type { CookieOptions, HandlerContext } from "./context";
import type { Faults } from "./faults";
import { MAX_UPLOAD_BYTES } from "../contracts/uploads";
import { HttpError, fail, hydraError, violations } from "./http-error";
import { isCatalogued, sendErrorBody } from "./server-messages";
import { StreamedText } from "./streamed-text";
import type { Store } from "./store/store";

/** One endpoint of the contracts as the server sees it. */
export interface ContractRoute {
  readonly operationId: string;
  readonly group: string;
  readonly name: string;
  readonly method: string;
  readonly path: string;
  readonly protected: boolean;
  /** The scope a publisher's API token needs to call it (`Authorization: Bearer`); none: a token cannot. */
  readonly tokenScope: TokenScopeName | undefined;
  readonly contentTypes: ReadonlyArray<string>;
  readonly successStatus: number;
  /** Every declared success status (an export answers 200 with rows, 204 without). */
  readonly successStatuses: ReadonlyArray<number>;
  readonly errorStatuses: ReadonlyArray<number>;
}

interface CompiledSuccess {
  status: number;
  encode?: (a: unknown) => unknown;
  contentType: string;
  text: boolean;
  /** The answer is bytes (an image), sent as they are. */
  binary: boolean;
}

interface CompiledRoute extends ContractRoute {
  decodePath?: (u: unknown) => Either.Either<unknown, ParseResult.ParseError>;
  decodeQuery?: (u: unknown) => Either.Either<unknown, ParseResult.ParseError>;
  /** Query parameters declared as arrays: a single value is wrapped, as HttpApiBuilder does. */
  arrayQueryKeys: ReadonlyArray<string>;
  payloads: Map<string, { decode: (u: unknown) => Either.Either<unknown, ParseResult.ParseError>; multipart: boolean }>;
  /** The first declared success, answered unless the handler returns nothing and a body-less success is declared. */
  success: CompiledSuccess;
  /** The first declared success without a body (204), if any. */
  emptySuccess?: CompiledSuccess;
  errors: Map<number, (a: unknown) => unknown>;
}

type AnyHandler = (input: { path: unknown; urlParams: unknown; payload: unknown }, ctx: HandlerContext) => unknown;
type AnyHandlers = Record<string, Record<string, AnyHandler>>;

/**
 * Whether encoding a valid value of the schema changes it. Schemas without transformations (or
 * declarations such as classes) encode to themselves, so their values can be sent as they are.
 */
export const encodingChanges = (ast: AST): boolean => {
  switch (ast._tag) {
    case "Transformation":
    case "Declaration":
    case "Suspend":
      return true;
    case "Refinement":
      return encodingChanges(ast.from);
    case "TypeLiteral":
      return ast.propertySignatures.some((p) => encodingChanges(p.type)) || ast.indexSignatures.some((i) => encodingChanges(i.type));
    case "Union":
      return ast.types.some(encodingChanges);
    case "TupleType":
      return ast.elements.some((e) => encodingChanges(e.type)) || ast.rest.some((r) => encodingChanges(r.type));
    default:
      return false;
  }
};

/** Whether a schema (through refinements, transformations and optional unions) is an array. */
const isArrayAst = (ast: AST): boolean => {
  switch (ast._tag) {
    case "TupleType":
      return true;
    case "Refinement":
      return isArrayAst(ast.from);
    case "Transformation":
      return isArrayAst(ast.from);
    case "Union":
      return ast.types.some(isArrayAst);
    default:
      return false;
  }
};

const arrayKeysOf = (ast: AST): string[] => {
  const struct = ast._tag === "Transformation" ? ast.from : ast._tag === "Refinement" ? ast.from : ast;
  return struct._tag === "TypeLiteral" ? struct.propertySignatures.filter((p) => isArrayAst(p.type)).map((p) => String(p.name)) : [];
};

const decoder = (ast: AST) => Schema.decodeUnknownEither(Schema.make(ast), { errors: "all", onExcessProperty: "ignore" });

/** Walks the API and lists its endpoints with everything needed to serve them. */
const compile = (api: HttpApi.HttpApi.Any, options: { validateResponses?: boolean } = {}): CompiledRoute[] => {
  const routes: CompiledRoute[] = [];
  HttpApi.reflect(api as HttpApi.HttpApi<string, never, never, never>, {
    onGroup() {},
    onEndpoint({ group, endpoint, payloads, successes, errors, middleware }) {
      const compiledSuccesses = [...successes.entries()].map(([status, success]): CompiledSuccess => {
        const ast = success.ast._tag === "Some" ? success.ast.value : undefined;
        const encode =
          ast && !HttpApiSchema.isVoid(ast)
            ? options.validateResponses || encodingChanges(ast)
              ? Schema.encodeSync(Schema.make(ast))
              : (value: unknown) => value
            : undefined;
        return {
          status,
          encode: encode as ((a: unknown) => unknown) | undefined,
          contentType: ast ? HttpApiSchema.getEncoding(ast).contentType : "application/json",
          text: ast ? HttpApiSchema.getEncoding(ast).kind === "Text" : false,
          binary: ast ? HttpApiSchema.getEncoding(ast).kind === "Uint8Array" : false,
        };
      });
      const success = compiledSuccesses[0] ?? { status: 200, contentType: "application/json", text: false, binary: false };
      const successStatus = success.status;
      const emptySuccess = compiledSuccesses.find((s) => !s.encode);
      const compiled: CompiledRoute = {
        operationId: `${group.identifier}.${endpoint.name}`,
        group: group.identifier,
        name: endpoint.name,
        method: endpoint.method,
        path: endpoint.path,
        protected: [...middleware].some((m) => (m as unknown) === Session),
        tokenScope: Option.getOrUndefined(Context.getOption(endpoint.annotations, TokenScope)),
        contentTypes: [...payloads.keys()],
        successStatus,
        successStatuses: compiledSuccesses.map((s) => s.status),
        errorStatuses: [...errors.keys()],
        payloads: new Map(
          [...payloads.entries()].map(([contentType, { ast }]) => [
            contentType,
            { decode: decoder(ast), multipart: HttpApiSchema.getMultipart(ast) !== undefined },
          ]),
        ),
        success,
        ...(emptySuccess ? { emptySuccess } : {}),
        arrayQueryKeys: endpoint.urlParamsSchema._tag === "Some" ? arrayKeysOf(endpoint.urlParamsSchema.value.ast) : [],
        errors: new Map(
          [...errors.entries()].flatMap(([status, { ast }]) =>
            ast._tag === "Some" ? [[status, Schema.encodeSync(Schema.make(ast.value)) as (a: unknown) => unknown] as const] : [],
          ),
        ),
      };
      if (endpoint.pathSchema._tag === "Some") compiled.decodePath = decoder(endpoint.pathSchema.value.ast);
      if (endpoint.urlParamsSchema._tag === "Some") compiled.decodeQuery = decoder(endpoint.urlParamsSchema.value.ast);
      routes.push(compiled);
    },
  });
  return routes;
};

/** The endpoints of an API, for tests and tools. */
export const contractRoutes = (api: HttpApi.HttpApi.Any): ReadonlyArray<ContractRoute> =>
  compile(api).map(
    ({
      operationId,
      group,
      name,
      method,
      path,
      protected: p,
      tokenScope,
      contentTypes,
      successStatus,
      successStatuses,
      errorStatuses,
    }) => ({
      operationId,
      group,
      name,
      method,
      path,
      protected: p,
      tokenScope,
      contentTypes,
      successStatus,
      successStatuses,
      errorStatuses,
    }),
  );

/** Handlers the API has no endpoint for, and endpoints without a handler. */
export const handlerCoverage = (api: HttpApi.HttpApi.Any, handlers: object) => {
  const map = handlers as AnyHandlers;
  const routes = compile(api);
  const missing = routes.filter((r) => typeof map[r.group]?.[r.name] !== "function").map((r) => r.operationId);
  const known = new Set(routes.map((r) => r.operationId));
  const extra = Object.entries(map)
    .flatMap(([g, hs]) => Object.keys(hs).map((n) => `${g}.${n}`))
    .filter((id) => !known.has(id));
  return { missing, extra };
};

/**
 * Turns a decoding failure into API Platform violations (`propertyPath: message`). A schema's own
 * wording ("Expected string, actual 5") is not in the catalogue: it says "This value is not valid.".
 */
export const parseErrorViolations = (error: ParseResult.ParseError, prefix = ""): Violation[] =>
  ParseResult.ArrayFormatter.formatErrorSync(error).map((issue) => ({
    propertyPath: [prefix, ...issue.path.map(String)].filter(Boolean).join("."),
    message:
      issue.message === "is missing"
        ? "This value should not be blank."
        : isCatalogued(issue.message)
          ? issue.message
          : "This value is not valid.",
  }));

const mediaType = (header: string | undefined) => (header ?? "").split(";")[0]!.trim().toLowerCase();

interface Deps {
  readonly store: Store;
  readonly clock: Clock;
  readonly faults: Faults;
  /** The groups a test switched off: they answer as a backend without them (404 or 501). */
  readonly capabilities?: Capabilities;
  /** Encode every answer with its schema even when that changes nothing (checks handlers; slower). */
  readonly validateResponses?: boolean;
}

/** The secret of an `Authorization: Bearer <secret>` header; undefined without one (or with another scheme). */
const bearerOf = (header: string | undefined): string | undefined => {
  const match = header === undefined ? null : /^Bearer(?:\s+(.*))?$/i.exec(header.trim());
  return match ? (match[1] ?? "").trim() : undefined;
};

/** Why a bearer is refused: unknown or revoked (401), expired (401), without the endpoint's scope (403). */
const REFUSALS = {
  unknown: () => new Unauthorized(hydraError(401, "The API token is not valid (unknown or revoked).")),
  expired: () => new Unauthorized(hydraError(401, "The API token has expired.")),
  outOfScope: () => new Forbidden(hydraError(403, "The API token's scopes do not include this endpoint.")),
} as const;

/**
 * Who calls: the publisher of the session cookie, or on an endpoint a token may read, the publisher of
 * the bearer token when one is sent (it then decides, whatever the cookie: a refused token is refused).
 * A token's use is its last use, now.
 */
const callerOf = (deps: Deps, route: CompiledRoute, request: FastifyRequest, sessionId: string | undefined) => {
  const bearer = route.tokenScope === undefined ? undefined : bearerOf(request.headers.authorization);
  if (bearer === undefined || route.tokenScope === undefined) return { user: deps.store.sessionUser(sessionId) };
  const found = deps.store.apiTokens.authorize(bearer, route.tokenScope, deps.clock.nowMs());
  if (typeof found === "string") return { user: undefined, refusal: REFUSALS[found]() };
  const user = deps.store.publishers.get(found.relativeId);
  return user ? { user } : { user: undefined, refusal: REFUSALS.unknown() };
};

const makeContext = (deps: Deps, route: CompiledRoute, request: FastifyRequest, reply: FastifyReply): HandlerContext => {
  // Cookies are parsed only for routes that run (the cookie plugin's global hook is off).
  const header = request.headers.cookie;
  const cookies: Record<string, string | undefined> = header ? request.server.parseCookie(header) : {};
  const { user, refusal } = callerOf(deps, route, request, cookies[SESSION_COOKIE]);
  return {
    store: deps.store,
    clock: deps.clock,
    request,
    reply,
    user,
    requireUser() {
      if (refusal) fail(refusal);
      if (!user) fail(new Unauthorized(hydraError(401, "Full authentication is required to access this resource.")));
      return user!;
    },
    setCookie(name: string, value: string, options: CookieOptions = {}) {
      reply.setCookie(name, value, {
        path: "/publisher",
        httpOnly: options.httpOnly ?? true,
        sameSite: "lax",
        ...(options.maxAgeSeconds !== undefined ? { maxAge: options.maxAgeSeconds } : {}),
      });
    },
    clearCookie(name: string) {
      reply.clearCookie(name, { path: "/publisher" });
    },
    cookie(name: string) {
      return cookies[name];
    },
    lacks(group: string) {
      return deps.capabilities?.absence(group) !== undefined;
    },
  };
};

const applyFault = (deps: Deps, route: CompiledRoute, request: FastifyRequest, reply: FastifyReply): boolean => {
  const fault = deps.faults.take(`${route.method} ${route.path}`, route.operationId);
  if (!fault) return false;
  if (fault.mode === "drop") {
    reply.hijack();
    request.raw.socket.destroy();
  } else if (fault.mode === "redirect") {
    reply.code(302).header("location", "/publisher/login").send();
  } else if (fault.mode === "hang") {
    reply.hijack();
    setTimeout(() => request.raw.socket.destroy(), 120_000).unref();
  } else {
    const status = fault.status ?? 500;
    reply
      .code(status)
      .type("application/ld+json; charset=utf-8")
      .send(fault.body ?? hydraError(status, `Injected fault: ${status}`));
  }
  return true;
};

const readPayload = async (route: CompiledRoute, request: FastifyRequest): Promise<unknown> => {
  if (route.payloads.size === 0) return undefined;
  // `isMultipart` exists only in the upload routes' scope.
  const hasBody = request.body !== undefined || (typeof request.isMultipart === "function" && request.isMultipart());
  const type = hasBody ? mediaType(request.headers["content-type"]) : route.contentTypes[0]!;
  const payload = route.payloads.get(type);
  if (!payload) {
    return fail(
      new UnsupportedMediaType(
        hydraError(415, `The content-type "${type}" is not supported. Supported MIME types are "${route.contentTypes.join('", "')}".`),
      ),
    );
  }
  const raw: unknown = request.body ?? {};
  if (payload.multipart) {
    // A body that is not multipart, or lacks its boundary, has no file part either.
    const part = await request.file().catch(() => undefined);
    if (!part) return fail(violations([{ propertyPath: "file", message: "Field is required" }]));
    let data: Buffer;
    try {
      data = await part.toBuffer();
    } catch {
      return fail(violations([{ propertyPath: "file", message: "The file is too large. Allowed maximum size is 5 MB." }]));
    }
    return { file: { filename: part.filename, mimetype: part.mimetype, data } };
  }
  const decoded = payload.decode(raw);
  if (Either.isLeft(decoded)) return fail(violations(parseErrorViolations(decoded.left)));
  return decoded.right;
};

/** Wraps a single value of an array query parameter (`country[]=US`) in an array. */
const wrapArrays = (keys: ReadonlyArray<string>, query: unknown): unknown => {
  if (keys.length === 0 || query === null || typeof query !== "object") return query;
  const record = query as Record<string, unknown>;
  if (!keys.some((k) => typeof record[k] === "string")) return query;
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, typeof v === "string" && keys.includes(k) ? [v] : v]));
};

const decodeOr422 = (decode: CompiledRoute["decodePath"], input: unknown): unknown => {
  if (!decode) return undefined;
  const decoded = decode(input ?? {});
  if (Either.isLeft(decoded)) return fail(violations(parseErrorViolations(decoded.left)));
  return decoded.right;
};

const sendError = (route: CompiledRoute, reply: FastifyReply, error: HttpError, strict: boolean) => {
  const status = error.status;
  const encode = route.errors.get(status);
  if (!encode) throw new Error(`${route.operationId} answered ${status}, which its contract does not declare`);
  return sendErrorBody(reply, status, encode(error.body), strict);
};

/** Registers every contract endpoint with its handler. Throws when a handler is missing. */
export const registerContractRoutes = (
  app: FastifyInstance,
  api: HttpApi.HttpApi.Any,
  handlers: object,
  deps: Deps,
): ReadonlyArray<ContractRoute> => {
  const { missing } = handlerCoverage(api, handlers);
  if (missing.length > 0) throw new Error(`Contract endpoints without a handler: ${missing.join(", ")}`);
  const map = handlers as AnyHandlers;
  const routes = compile(api, { validateResponses: deps.validateResponses ?? false });
  const multipartRoutes = routes.filter((r) => [...r.payloads.values()].some((p) => p.multipart));
  // Multipart parsing exists only in the scope of the upload routes, so other routes pay nothing for it.
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });
    for (const route of multipartRoutes) addRoute(scope, route, map, deps);
  });
  for (const route of routes.filter((r) => !multipartRoutes.includes(r))) addRoute(app, route, map, deps);
  return routes;
};

const addRoute = (app: FastifyInstance, route: CompiledRoute, map: AnyHandlers, deps: Deps) => {
  {
    const handler = map[route.group]![route.name]!;
    app.route({
      method: route.method as "GET",
      url: route.path,
      config: { operationId: route.operationId },
      handler: async (request, reply) => {
        // A group a test switched off answers as a backend without it: before any rule, fault or session.
        const absent = deps.capabilities?.absence(route.group);
        if (absent !== undefined) {
          const text = absent === 501 ? "Not Implemented" : "Not Found";
          return sendErrorBody(reply, absent, hydraError(absent, text), deps.validateResponses ?? false);
        }
        if (applyFault(deps, route, request, reply)) return reply;
        const ctx = makeContext(deps, route, request, reply);
        try {
          if (route.protected) ctx.requireUser();
          const path = decodeOr422(route.decodePath, request.params);
          const urlParams = decodeOr422(route.decodeQuery, wrapArrays(route.arrayQueryKeys, request.query));
          const payload = await readPayload(route, request);
          const result = await handler({ path, urlParams, payload }, ctx);
          if (reply.sent) return reply;
          const success = result === undefined && route.emptySuccess ? route.emptySuccess : route.success;
          reply.code(success.status);
          if (!success.encode) return reply.send();
          if (result instanceof StreamedText && success.text) {
            return reply.type(`${success.contentType}; charset=utf-8`).send(Readable.from(result.chunks, { objectMode: false }));
          }
          const body = success.encode(result);
          // Bytes go as they are, in the type the handler set within the contract's range (an image's own).
          if (success.binary && body instanceof Uint8Array) {
            return reply
              .type(String(reply.getHeader("content-type") ?? success.contentType))
              .send(Buffer.from(body.buffer, body.byteOffset, body.byteLength));
          }
          return reply.type(`${success.contentType}; charset=utf-8`).send(success.text ? body : JSON.stringify(body));
        } catch (error) {
          if (error instanceof HttpError) return sendError(route, reply, error, deps.validateResponses ?? false);
          if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
            return sendError(
              route,
              reply,
              new HttpError(new PayloadTooLarge(hydraError(413, "The file is too large."))),
              deps.validateResponses ?? false,
            );
          }
          throw error;
        }
      },
    });
  }
};
