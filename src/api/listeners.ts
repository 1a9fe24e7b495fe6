/**
 * A set of listeners told of each event in turn: what the HTTP layer's registries (failed requests,
 * server versions) publish through. A throwing listener neither fails the caller nor stops the other
 * listeners; its error is rethrown on its own microtask, where the page's error handling sees it.
 */
export const makeListeners = <A extends ReadonlyArray<unknown>>() => {
  const listeners = new Set<(...args: A) => void>();
  return {
    publish: (...args: A): void => {
      for (const listener of [...listeners]) {
        try {
          listener(...args);
        } catch (error) {
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    },
    /** Adds a listener; returns the function that removes it. */
    subscribe: (listener: (...args: A) => void): (() => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
};
