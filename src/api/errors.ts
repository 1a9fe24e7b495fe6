/**
 * The error catalogue of spec 01 section 8. Every call of `src/api` fails with one of these
 * classes; machines and pages branch on `_tag` and never see transport details.
 */
import { HttpApiSchema } from "@effect/platform";
import { Data, Predicate, Schema } from "effect";
import { type Violation, parseViolationLines } from "./violations";

export { type Violation } from "./violations";

import { GENERIC_ERROR_MESSAGE, isReportedStatus } from "./generic-error";

/**
 * 401, or an answer that landed on the login page while the page is elsewhere: the app sends
 * the browser to login. On the login call itself `message` is the text shown above the form.
 */
export class Unauthorized extends Data.TaggedError("Unauthorized")<{ readonly message: string }> {
  readonly status = 401;
  readonly reportable = isReportedStatus(401);
}

/** 422: `violations` go to the matching form fields (see `applyViolations`), the others to a notification. */
export class ValidationFailed extends Data.TaggedError("ValidationFailed")<{
  readonly violations: ReadonlyArray<Violation>;
  readonly message: string;
}> {
  readonly status = 422;
  readonly reportable = false;
}

/**
 * Any other error answer; `message` is `hydra:description`, else `detail`, else `error`, else the generic
 * text; `until`: when a refusal for a while ends, where the answer says (a 429's `lockedUntil`, RFC 3339).
 */
export class RequestFailed extends Data.TaggedError("RequestFailed")<{
  readonly status: number;
  readonly message: string;
  readonly until?: string;
}> {
  /** False for 403, 404, 405 and 422. */
  readonly reportable = isReportedStatus(this.status);
}

/** No answer at all (network down, server unreachable, request not sendable). */
export class NetworkFailed extends Data.TaggedError("NetworkFailed")<{ readonly cause?: unknown }> {
  readonly message = GENERIC_ERROR_MESSAGE;
  readonly reportable = true;
}

/**
 * No answer within the request timeout (`REQUEST_TIMEOUT_MS`): the request was aborted. Flows treat
 * it as a network failure (the form keeps its input and shows the generic text; a list shows its
 * error state with Retry).
 */
export class TimedOut extends Data.TaggedError("TimedOut")<{ readonly afterMs: number }> {
  readonly message = GENERIC_ERROR_MESSAGE;
  readonly reportable = true;
}

/** The request was interrupted or aborted: callers ignore it. */
export class Cancelled extends Data.TaggedError("Cancelled") {
  readonly reportable = false;
}

/**
 * The backend lacks an optional capability (a contract group marked optional in ./groups.ts answered
 * 404 or 501 on its first call: ./capabilities.ts). Nothing shows it: the capability's entry point is
 * hidden, and the shared handler ignores it as it ignores a cancelled call.
 */
export class CapabilityAbsent extends Data.TaggedError("CapabilityAbsent")<{ readonly group: string }> {
  readonly message = GENERIC_ERROR_MESSAGE;
  readonly reportable = false;
}

/** Every way a call of `src/api` can fail. */
export type ApiError = Unauthorized | ValidationFailed | RequestFailed | NetworkFailed | TimedOut | Cancelled | CapabilityAbsent;

/** Whether `u` already belongs to the catalogue. */
export const isApiError = (u: unknown): u is ApiError =>
  u instanceof Unauthorized ||
  u instanceof ValidationFailed ||
  u instanceof RequestFailed ||
  u instanceof NetworkFailed ||
  u instanceof TimedOut ||
  u instanceof Cancelled ||
  u instanceof CapabilityAbsent;

const text = (body: Record<string, unknown>, key: string): string | undefined => {
  const value = body[key];
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
};

/** The text of an error body: `hydra:description`, else `detail`, else `error`, else the generic text. */
export const messageOf = (body: unknown): string =>
  (Predicate.isRecord(body) && (text(body, "hydra:description") ?? text(body, "detail") ?? text(body, "error"))) || GENERIC_ERROR_MESSAGE;

const isViolation = (u: unknown): u is Violation =>
  Predicate.isRecord(u) && typeof u.propertyPath === "string" && typeof u.message === "string";

/** The violations of a 422 body: `violations`, else the `path: message` lines of `hydra:description`, else of `detail`. */
export const violationsOf = (body: unknown): ReadonlyArray<Violation> => {
  if (!Predicate.isRecord(body)) return [];
  const listed = Array.isArray(body.violations) ? body.violations.filter(isViolation) : [];
  if (listed.length > 0) return listed.map(({ propertyPath, message }) => ({ propertyPath, message }));
  const lines = text(body, "hydra:description") ?? text(body, "detail");
  return lines === undefined ? [] : parseViolationLines(lines);
};

/** The catalogue entry for an error answer with this status and (parsed JSON) body. */
export const fromStatus = (status: number, body: unknown): ApiError => {
  if (status === 401) return new Unauthorized({ message: messageOf(body) });
  if (status === 422) return new ValidationFailed({ violations: violationsOf(body), message: messageOf(body) });
  const until = status === 429 && Predicate.isRecord(body) ? text(body, "lockedUntil") : undefined;
  return new RequestFailed({ status, message: messageOf(body), ...(until === undefined ? {} : { until }) });
};

/** The status of a decoded contract error (a `Schema.Class` of contracts/hydra.ts annotated with its status). */
const contractStatus = (u: unknown): number | undefined => {
  const ctor: unknown = Predicate.isObject(u) ? u.constructor : undefined;
  if (!Schema.isSchema(ctor)) return undefined;
  const status = HttpApiSchema.getStatus(ctor.ast, 0);
  return status >= 400 ? status : undefined;
};

/**
 * Maps what a call of the client fails with, besides the catalogue itself (./endpoint.ts), to the
 * catalogue:
 * - a decoded contract error: by its annotated status, its fields as the body;
 * - anything else (a request that failed its schema before sending): `RequestFailed` with status 0.
 */
export const toApiError = (cause: unknown): ApiError => {
  if (isApiError(cause)) return cause;
  const status = contractStatus(cause);
  if (status !== undefined) return fromStatus(status, cause);
  return new RequestFailed({ status: 0, message: GENERIC_ERROR_MESSAGE });
};
