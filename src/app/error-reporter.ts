/**
 * Reports request errors to the error-reporting service (spec 01 section 8): every request error
 * except 403, 404, 405 and 422, and never a cancelled request. What is sent is redacted.
 */
import type { ApiError, RequestOutcome } from "../api";
import { isReportedStatus } from "../api/catalogue";
import { redact } from "../journal/redact";
import { errorReportUrl } from "./config";

export interface ErrorReport {
  readonly tag: string;
  readonly status: number | null;
  readonly message: string;
  readonly page: string;
  readonly at: string;
  readonly release: string;
  readonly context?: unknown;
}

/** Whether an API error is one the spec says to report. */
export const shouldReport = (error: ApiError): boolean => error._tag !== "Cancelled" && error.reportable;

const send = (report: ErrorReport) => {
  const url = errorReportUrl();
  if (!url) return;
  void fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(report), keepalive: true }).catch(() => {
    // Reporting must never become an error of its own.
  });
};

const base = () => ({ page: window.location.pathname, at: new Date().toISOString(), release: __APP_VERSION__ });

/** Reports a failed request as the HTTP layer saw it (status, or no answer). Cancelled requests never arrive here. */
export const reportOutcome = (outcome: RequestOutcome): void => {
  if (outcome.status !== null && !isReportedStatus(outcome.status)) return;
  send({
    tag: outcome.status === null ? "NetworkFailed" : "RequestFailed",
    status: outcome.status,
    message: `${outcome.method} ${outcome.path} ${outcome.status ?? "no response"}`,
    ...base(),
  });
};

/** Reports an error that did not come from a request (a crash in a flow), with redacted context. */
export const reportError = (error: ApiError, context?: unknown): void => {
  if (!shouldReport(error)) return;
  send({
    tag: error._tag,
    status: "status" in error && typeof error.status === "number" ? error.status : null,
    message: error.message,
    ...base(),
    ...(context === undefined ? {} : { context: redact(context) }),
  });
};

/** Reports a problem that is not a request error (e.g. the device fingerprint could not be taken). */
export const reportProblem = (tag: string, error: unknown): void => {
  send({ tag, status: null, message: error instanceof Error ? error.message : String(error), ...base() });
};
