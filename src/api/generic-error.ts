/**
 * The generic error text and the statuses the error-reporting service is not told of: what `errors.ts`
 * needs of the catalogue, apart so that the catalogue may name `ApiError` without an import circle.
 */

/** What the user reads when the server gave no text of its own, or gave no answer. */
export const GENERIC_ERROR_MESSAGE =
  "Something went wrong, our system has been notified. We apologize for the inconvenience. Please try again later.";

/** Statuses whose errors are not sent to the error-reporting service (spec 01 section 8). */
export const UNREPORTED_STATUSES: ReadonlySet<number> = new Set([403, 404, 405, 422]);

/** Whether an error answer with this status is sent to the error-reporting service. */
export const isReportedStatus = (status: number): boolean => !UNREPORTED_STATUSES.has(status);
