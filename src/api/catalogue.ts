/**
 * The error catalogue's constants and tags, without Effect: the app shell uses them on pages that
 * do not load the API layer (see docs/decisions/004-bundle-budget.md).
 */

/** What the user reads when the server gave no text of its own, or gave no answer. */
export const GENERIC_ERROR_MESSAGE =
  "Something went wrong, our system has been notified. We apologize for the inconvenience. Please try again later.";

/** Statuses whose errors are not sent to the error-reporting service (spec 01 section 8). */
export const UNREPORTED_STATUSES: ReadonlySet<number> = new Set([403, 404, 405, 422]);

/** Whether an error answer with this status is sent to the error-reporting service. */
export const isReportedStatus = (status: number): boolean => !UNREPORTED_STATUSES.has(status);

/** The tags of the catalogue's errors. */
export const API_ERROR_TAGS = ["Unauthorized", "ValidationFailed", "RequestFailed", "NetworkFailed", "TimedOut", "Cancelled"] as const;

/** How long a request may wait for its answer before it fails with `TimedOut` (one setting for every call). */
export const REQUEST_TIMEOUT_MS = 30_000;

/** Whether `u` carries a catalogue error's tag (checked by tag, so that no Effect code is loaded). */
export const hasCatalogueTag = (u: unknown): u is { readonly _tag: (typeof API_ERROR_TAGS)[number]; readonly message?: unknown } =>
  typeof u === "object" && u !== null && (API_ERROR_TAGS as ReadonlyArray<unknown>).includes((u as { _tag?: unknown })._tag);
