/**
 * Reports request errors to the error-reporting service (spec 01 section 8): every request error
 * except 403, 404, 405 and 422, and never a cancelled request. What is sent is redacted.
 */
import type { ApiError } from "../api";
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

export const reportError = (error: ApiError, context?: unknown): void => {
  const url = errorReportUrl();
  if (!url || !shouldReport(error)) return;
  const report: ErrorReport = {
    tag: error._tag,
    status: "status" in error && typeof error.status === "number" ? error.status : null,
    message: error.message,
    page: window.location.pathname,
    at: new Date().toISOString(),
    release: __APP_VERSION__,
    ...(context === undefined ? {} : { context: redact(context) }),
  };
  void fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(report), keepalive: true }).catch(() => {
    // Reporting must never become an error of its own.
  });
};
