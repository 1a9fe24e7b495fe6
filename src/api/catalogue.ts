/**
 * The error catalogue's constants and tags, without Effect: the app shell uses them on pages that
 * do not load the API layer (see docs/decisions/004-bundle-budget.md).
 */
import type { ApiError } from "./errors";

export { GENERIC_ERROR_MESSAGE, isReportedStatus } from "./generic-error";

/** The tags of the catalogue's errors. */
export const API_ERROR_TAGS = [
  "Unauthorized",
  "ValidationFailed",
  "RequestFailed",
  "NetworkFailed",
  "TimedOut",
  "Cancelled",
  "CapabilityAbsent",
] as const;

/** How long a request may wait for its answer before it fails with `TimedOut` (one setting for every call). */
export const REQUEST_TIMEOUT_MS = 30_000;

/** A tag of the error catalogue. */
export type CatalogueTag = (typeof API_ERROR_TAGS)[number];

/**
 * The one way to read an error's tag: whether `u` is a catalogue error with one of `tags` (with none
 * given, with any catalogue tag). Reads `_tag` only, so code that must not load Effect can use it;
 * the type it narrows to is the catalogue's class (`src/api/errors.ts`).
 */
export const isTag = <const T extends CatalogueTag = CatalogueTag>(
  u: unknown,
  ...tags: ReadonlyArray<T>
): u is Extract<ApiError, { readonly _tag: T }> => {
  const tag: unknown = typeof u === "object" && u !== null ? (u as { _tag?: unknown })._tag : undefined;
  return ((tags.length === 0 ? API_ERROR_TAGS : tags) as ReadonlyArray<unknown>).includes(tag);
};
