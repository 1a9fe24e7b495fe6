/**
 * The server version header, observed on every response by the client. The HTTP layer only
 * publishes what it sees; the app decides what a new version means (e.g. offer a reload).
 */
import { Effect } from "effect";
import { makeListeners } from "./listeners";

/** The response header that carries the server's version (lower case, as `Headers` keys are). */
export const VERSION_HEADER = "x-app-version";

/** Told of every observed version, with the one observed before it (`undefined` the first time). */
export type VersionListener = (version: string, previous: string | undefined) => void;

/** A subscribable registry of the versions seen in responses. */
export interface VersionRegistry {
  /** The last version observed, if any. */
  readonly latest: () => string | undefined;
  /** Records a version read from a response and tells every listener. */
  readonly publish: (version: string) => void;
  /** Adds a listener; returns the function that removes it. */
  readonly subscribe: (listener: VersionListener) => () => void;
}

/** A fresh, empty registry. A throwing listener neither fails the request nor stops the other listeners. */
export const makeVersionRegistry = (): VersionRegistry => {
  let latest: string | undefined;
  const listeners = makeListeners<[version: string, previous: string | undefined]>();
  return {
    latest: () => latest,
    publish: (version) => {
      const previous = latest;
      latest = version;
      listeners.publish(version, previous);
    },
    subscribe: listeners.subscribe,
  };
};

/** The runtime's one version registry (`runtime.runSync(VersionWatcher)` hands it to the app). */
export class VersionWatcher extends Effect.Service<VersionWatcher>()("api/VersionWatcher", {
  sync: makeVersionRegistry,
}) {}
