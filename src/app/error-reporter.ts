/**
 * Reports request errors to the error-reporting service (spec 01 section 8): every request error
 * except 403, 404, 405 and 422, and never a cancelled request. What is sent holds no form data: a
 * tag, the status, the method and path, the page and the time.
 */
import type { RequestOutcome } from "../api";
import { isReportedStatus } from "../api/catalogue";
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

const send = (report: ErrorReport) => {
  const url = errorReportUrl();
  if (!url) return;
  void fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(report), keepalive: true }).catch(
    () => {
      // Reporting must never become an error of its own.
    },
  );
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

/** Reports a problem that is not a request error (e.g. the device fingerprint could not be taken). */
export const reportProblem = (tag: string, error: unknown): void => {
  send({ tag, status: null, message: error instanceof Error ? error.message : String(error), ...base() });
};
