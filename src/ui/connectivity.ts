/**
 * Whether the browser is offline (docs/decisions/083-readable-offline.md): `navigator.onLine`, and
 * its `offline` and `online` events. The offline banner shows while it is; what needs the network is
 * disabled then, with the reason (src/ui/needs-network.tsx); the data hook asks again when the
 * network is back (src/app/use-api-query.ts).
 */
import { useSyncExternalStore } from "react";

/** Whether the browser says it has no network now. */
export const isOffline = (): boolean => typeof navigator !== "undefined" && navigator.onLine === false;

/**
 * The message of a failure without a text of its own: offline it is no error of the portal's but
 * something this device did not save for reading offline.
 */
export const unexpectedErrorId = (): string => (isOffline() ? "offline.notSaved" : "error.unexpected");

/** Calls `listener` whenever the browser goes offline or online again; returns how to stop. */
export const onConnectivity = (listener: () => void): (() => void) => {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
};

/** Whether the browser is offline, for a component (online in the pre-rendering). */
export const useOffline = (): boolean => useSyncExternalStore(onConnectivity, isOffline, () => false);
