/**
 * One endpoint of the contracts as a call over `fetch`, read from the `HttpApi` value itself
 * (`HttpApi.reflect`): its method and path, the schemas that encode its path, query, headers and
 * payload, and the schemas that decode each declared status. It does what `HttpApiClient` did for
 * the portal without `@effect/platform`'s HTTP client, streams and router, which the browser paid
 * about 20 KB of gzip JavaScript for (docs/decisions/019-bundle-and-sort-speed.md).
 */
import { type HttpApiEndpoint, HttpApiSchema, type HttpMethod } from "@effect/platform";
import { Effect, Option, ParseResult, Schema } from "effect";
import type * as AST from "effect/SchemaAST";
import { GENERIC_ERROR_MESSAGE } from "./catalogue";
import type { CapabilityState } from "./capabilities";
import { type ApiError, CapabilityAbsent, RequestFailed, fromStatus, toApiError } from "./errors";

/** A request ready for `fetch`. */
export interface WireRequest {
  readonly method: string;
  readonly url: URL;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: BodyInit | undefined;
  /** Statuses that would say an optional capability is absent: an answer with one is no failure to publish. */
  readonly absentIf?: ReadonlyArray<number>;
}

/** Sends a request: the answer, or the catalogue's error when there was none (network, timeout, login page). */
export type Send = (request: WireRequest) => Effect.Effect<Response, ApiError>;

/** What `HttpApi.reflect` tells of one endpoint. */
export interface EndpointShape {
  readonly endpoint: HttpApiEndpoint.HttpApiEndpoint<string, HttpMethod.HttpMethod>;
  readonly successes: ReadonlyMap<number, { readonly ast: Option.Option<AST.AST> }>;
  readonly errors: ReadonlyMap<number, { readonly ast: Option.Option<AST.AST> }>;
}

type Decode = (bytes: ArrayBuffer) => Effect.Effect<unknown, ParseResult.ParseError>;

const notJson = (ast: AST.AST, text: string) =>
  new ParseResult.ParseError({ issue: new ParseResult.Type(ast, text, "Could not parse JSON") });

/**
 * `make()`, made at the first call and kept. A schema's encoder or decoder is compiled when it is
 * made (Effect compiles the parser of every node of the schema then): for the endpoints of a group
 * that a page never calls, and for the error statuses that never come, that work on a phone's main
 * thread before the first answer renders was pure waste (docs/decisions/065-main-thread-in-slices.md).
 */
const onFirstUse = <A>(make: () => A): (() => A) => {
  let made: { readonly value: A } | undefined;
  return () => (made ??= { value: make() }).value;
};

/** The body as its encoding says (JSON, text or bytes), then decoded by the schema. */
const decoderOf = (ast: AST.AST): Decode => {
  if (ast._tag === "Union") {
    const members = ast.types.map(decoderOf);
    return (bytes) => Effect.firstSuccessOf(members.map((decode) => decode(bytes)));
  }
  const schemaDecode = onFirstUse(() => Schema.decodeUnknown(Schema.make(ast)));
  const decode = (input: unknown) => schemaDecode()(input);
  const { kind } = HttpApiSchema.getEncoding(ast);
  return (bytes) => {
    if (kind === "Uint8Array") return decode(new Uint8Array(bytes));
    const text = new TextDecoder().decode(bytes);
    if (kind === "Text") return decode(text);
    if (kind === "UrlParams") return decode(Object.fromEntries(new URLSearchParams(text)));
    if (text === "") return decode(undefined);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return Effect.fail(notJson(ast, text));
    }
    return decode(json);
  };
};

const PATH_PARAM = /:(\w+)\??/g;

/** `/publishers/:relativeId` with `{ relativeId: 7 }` → `/publishers/7`. */
const pathWith = (path: string, params: Readonly<Record<string, unknown>>) =>
  path.replace(PATH_PARAM, (_, name: string) => String(params[name]));

/** Query parameters as HttpApiClient wrote them: arrays repeat their key, undefined is left out. */
const appendParams = (url: URL, params: Readonly<Record<string, unknown>>) => {
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) url.searchParams.append(key, String(item));
  }
};

/** The body of a payload by its encoding, with its content type. */
const bodyOf = (ast: AST.AST, encoded: unknown): { body: BodyInit; contentType?: string } => {
  const encoding = HttpApiSchema.getEncoding(ast);
  switch (encoding.kind) {
    case "Json":
      return { body: new TextEncoder().encode(JSON.stringify(encoded)), contentType: encoding.contentType };
    case "Text":
      return { body: new TextEncoder().encode(String(encoded)), contentType: encoding.contentType };
    case "Uint8Array":
      return { body: encoded as Uint8Array<ArrayBuffer>, contentType: encoding.contentType };
    case "UrlParams":
      return { body: new URLSearchParams(encoded as Record<string, string>) };
  }
};

/** Encodes a payload: in the body, by the first member of its schema that accepts it (as `Schema.Union` does); else as query parameters. */
const payloadEncoder = (schema: PartSchema, hasBody: boolean) => {
  const members = schema.ast._tag === "Union" ? schema.ast.types : [schema.ast];
  const encoders = onFirstUse(() => members.map((ast) => ({ ast, encode: Schema.encodeUnknown(Schema.make(ast)) })));
  const whole = onFirstUse(() => Schema.encodeUnknown(schema));
  return (payload: unknown): Effect.Effect<unknown, ParseResult.ParseError> =>
    hasBody
      ? Effect.firstSuccessOf(encoders().map(({ ast, encode }) => Effect.map(encode(payload), (encoded) => bodyOf(ast, encoded))))
      : whole()(payload);
};

/** The contract's schemas for an endpoint's parts (the endpoint's own type erases them to `never`). */
type PartSchema = Schema.Schema<never, unknown, never>;

const encoderOf = (schema: Option.Option<PartSchema>) =>
  Option.map(schema, (s) => {
    const encode = onFirstUse(() => Schema.encodeUnknown(s));
    return (input: unknown) => encode()(input);
  });

/**
 * Each decoded answer is a User Timing measure, `api decode GET /publisher/api/...` (the browser's
 * performance panel shows it; `npm run bench:lists-ui` reads it to tell decoding from rendering).
 */
const measureDecode = ({ method, url }: WireRequest, start: number) => {
  try {
    performance.measure(`api decode ${method} ${url.pathname}`, { start, detail: url.search });
  } catch {
    // A runtime without User Timing measures (none of the supported ones): nothing to record.
  }
};

/** An optional capability's group as a call of it sees it (./capabilities.ts): what is known, and how to record an answer. */
export interface CapabilityOf {
  readonly group: string;
  readonly state: () => CapabilityState;
  readonly settle: (present: boolean) => void;
}

/**
 * What an answer says of an optional capability whose presence is not known yet: absent (a 501, or a
 * 404 where the endpoint declares none of its own), present (any other answer), or nothing (a 401, a
 * 5xx, or a 404 the endpoint declares: a backend without the group would answer it too).
 */
const verdictOf = (status: number, declared404: boolean): boolean | undefined => {
  if (status === 501) return false;
  if (status === 404) return declared404 ? undefined : false;
  if (status === 401 || status >= 500) return undefined;
  return true;
};

/** The request of an endpoint call, as the contract describes it. */
interface CallRequest {
  readonly path?: Readonly<Record<string, unknown>>;
  readonly urlParams?: Readonly<Record<string, unknown>>;
  readonly payload?: unknown;
  readonly headers?: Readonly<Record<string, unknown>>;
}

/**
 * The call of one endpoint: encodes the request, sends it with `send`, decodes the answer by its status.
 * Fails with the catalogue's errors only: a declared error is decoded and mapped by its annotated status;
 * an answer that breaks its schema (or an undeclared status) is mapped by its status and raw body; a
 * request that breaks its own schema is a `RequestFailed` without status.
 */
export const endpointCall = (
  { endpoint, successes, errors }: EndpointShape,
  baseUrl: () => string | URL | undefined,
  send: Send,
  capability?: CapabilityOf,
) => {
  const method = endpoint.method;
  const hasBody = method !== "GET" && method !== "HEAD" && method !== "OPTIONS";
  const encodePath = encoderOf(endpoint.pathSchema);
  const encodeUrlParams = encoderOf(endpoint.urlParamsSchema);
  const encodeHeaders = encoderOf(endpoint.headersSchema);
  const encodePayload = Option.map(endpoint.payloadSchema, (schema) => payloadEncoder(schema, hasBody));
  const decodeSuccess = new Map([...successes].map(([status, { ast }]) => [status, Option.map(ast, decoderOf)]));
  const decodeError = new Map([...errors].map(([status, { ast }]) => [status, Option.map(ast, decoderOf)]));
  const absentIf = errors.has(404) ? [501] : [404, 501];

  const request = (input: CallRequest | undefined) =>
    Effect.gen(function* () {
      const path =
        input?.path && Option.isSome(encodePath) ? ((yield* encodePath.value(input.path)) as Record<string, unknown>) : input?.path;
      const url = new URL(`${baseUrl() ?? ""}${path ? pathWith(endpoint.path, path) : endpoint.path}`, globalThis.location?.href);
      const headers: Record<string, string> = {};
      let body: BodyInit | undefined;
      if (input?.payload instanceof FormData) body = input.payload;
      else if (Option.isSome(encodePayload)) {
        const encoded = yield* encodePayload.value(input?.payload);
        if (hasBody) {
          const wire = encoded as ReturnType<typeof bodyOf>;
          body = wire.body;
          if (wire.contentType) headers["content-type"] = wire.contentType;
        } else appendParams(url, encoded as Record<string, unknown>);
      }
      if (Option.isSome(encodeHeaders)) Object.assign(headers, yield* encodeHeaders.value(input?.headers));
      if (Option.isSome(encodeUrlParams)) appendParams(url, (yield* encodeUrlParams.value(input?.urlParams)) as Record<string, unknown>);
      return { method, url, headers, body } satisfies WireRequest;
    });

  return (input: CallRequest | undefined): Effect.Effect<unknown, ApiError> =>
    Effect.gen(function* () {
      // An optional capability the backend lacks: no request, and no error shown (./capabilities.ts).
      if (capability?.state() === "absent") return yield* Effect.fail(new CapabilityAbsent({ group: capability.group }));
      const asked = yield* Effect.mapError(request(input), (cause) => toApiError(cause));
      const probing = capability?.state() === "unknown";
      const wire = probing ? { ...asked, absentIf } : asked;
      const response = yield* send(wire);
      const status = response.status;
      if (probing && capability) {
        const present = verdictOf(status, errors.has(404));
        if (present !== undefined) capability.settle(present);
        if (present === false) return yield* Effect.fail(new CapabilityAbsent({ group: capability.group }));
      }
      const bytes = yield* Effect.option(Effect.tryPromise((): Promise<ArrayBuffer> => response.arrayBuffer()));
      const raw = (): unknown => {
        if (Option.isNone(bytes)) return undefined;
        try {
          return JSON.parse(new TextDecoder().decode(bytes.value));
        } catch {
          return undefined;
        }
      };
      const byStatus = (): ApiError =>
        status < 400 ? new RequestFailed({ status, message: GENERIC_ERROR_MESSAGE }) : fromStatus(status, raw());
      const success = decodeSuccess.get(status);
      if (success !== undefined) {
        if (Option.isNone(success)) return undefined;
        if (Option.isNone(bytes)) return yield* Effect.fail(byStatus());
        const started = performance.now();
        return yield* Effect.mapError(success.value(bytes.value), byStatus).pipe(
          Effect.ensuring(Effect.sync(() => measureDecode(wire, started))),
        );
      }
      const error = decodeError.get(status);
      if (error === undefined || Option.isNone(error) || Option.isNone(bytes)) return yield* Effect.fail(byStatus());
      const decoded = yield* Effect.either(error.value(bytes.value));
      return yield* Effect.fail(decoded._tag === "Right" ? toApiError(decoded.right) : byStatus());
    });
};
