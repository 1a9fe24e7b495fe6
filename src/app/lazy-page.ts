/**
 * Lazily loaded pages. A chunk that fails to load reloads the app once (a new deployment may have
 * replaced it); if it fails again after that reload, the error is shown instead of looping.
 */
import type { ComponentType } from "react";
import { temporalReady } from "../lib/temporal";

const RELOAD_KEY = "publisher-portal.chunk-reload";

type PageModule = { default: ComponentType };

export class ChunkLoadFailed extends Error {
  constructor(cause: unknown) {
    super("A part of the application could not be loaded.", { cause });
  }
}

/**
 * The paths this tab already reloaded for. Never cleared by a later success: several chunks load
 * in parallel (layout and page), and one succeeding must not re-arm the reload of another.
 */
const reloadedPaths = (): string[] => {
  try {
    const stored = JSON.parse(sessionStorage.getItem(RELOAD_KEY) ?? "[]") as unknown;
    return Array.isArray(stored) ? stored.filter((p): p is string => typeof p === "string") : [];
  } catch {
    return [];
  }
};

const reloadedAlready = () => {
  try {
    return reloadedPaths().includes(window.location.pathname);
  } catch {
    return true;
  }
};

/** A route's `lazy` function for a page module. */
export const lazyPage = (load: () => Promise<PageModule>) => async () => {
  try {
    const [module] = await Promise.all([load(), temporalReady]);
    return { Component: module.default };
  } catch (error) {
    if (!reloadedAlready()) {
      sessionStorage.setItem(RELOAD_KEY, JSON.stringify([...reloadedPaths(), window.location.pathname]));
      window.location.reload();
      return new Promise<never>(() => {});
    }
    throw new ChunkLoadFailed(error);
  }
};
