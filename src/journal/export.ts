/**
 * "Download diagnostics": the session's journal as a JSON file a publisher (or a support agent
 * helping one) can send. Everything in it was redacted on the way into the journal.
 */
import type { ClientStore } from "./client-store";
import { latestFlowSnapshots } from "./inspect";

export const DIAGNOSTICS_FORMAT = "publisher-portal.diagnostics/1";

export const diagnostics = (store: ClientStore, now = new Date()) => ({
  format: DIAGNOSTICS_FORMAT,
  release: __APP_VERSION__,
  exportedAt: now.toISOString(),
  page: typeof window === "undefined" ? null : window.location.pathname,
  userAgent: typeof navigator === "undefined" ? null : navigator.userAgent,
  state: store.getState(),
  entries: store.journal.entries(),
  /** The last snapshot of each flow actor, redacted: what a replay of `entries` must reach. */
  snapshots: latestFlowSnapshots(),
  persisted: store.persisted(),
});

/** Starts the download of the diagnostics file. */
export const downloadDiagnostics = (store: ClientStore): void => {
  const blob = new Blob([JSON.stringify(diagnostics(store), null, 2)], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `publisher-portal-diagnostics-${new Date().toISOString().replace(/[:.]/g, "-")}.json`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};
