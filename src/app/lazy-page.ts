/**
 * Lazily loaded pages. A chunk that fails to load reloads the app once (a new deployment may have
 * replaced it); if it fails again after that reload, the error is shown instead of looping.
 */
import type { ComponentType } from "react";

const RELOAD_KEY = "publisher-portal.chunk-reload";

type PageModule = { default: ComponentType };

export class ChunkLoadFailed extends Error {
  constructor(cause: unknown) {
    super("A part of the application could not be loaded.", { cause });
  }
}

const reloadedAlready = () => {
  try {
    return sessionStorage.getItem(RELOAD_KEY) === window.location.pathname;
  } catch {
    return true;
  }
};

/** A route's `lazy` function for a page module. */
export const lazyPage = (load: () => Promise<PageModule>) => async () => {
  try {
    const module = await load();
    try {
      sessionStorage.removeItem(RELOAD_KEY);
    } catch {
      // Storage blocked: the full-page block already says so.
    }
    return { Component: module.default };
  } catch (error) {
    if (!reloadedAlready()) {
      sessionStorage.setItem(RELOAD_KEY, window.location.pathname);
      window.location.reload();
      return new Promise<never>(() => {});
    }
    throw new ChunkLoadFailed(error);
  }
};
