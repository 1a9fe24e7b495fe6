/**
 * The browser's Back and Forward, caught before the router hears them (decision 057). Listeners of
 * `popstate` on window run in the order they were added, capturing or not, so the catcher must be
 * added before the router's own: `installHistoryBlock()` runs once when the router is made, and a
 * page's `LeaveGuard` then sets what it does with `blockHistory`.
 */
type Handler = (event: PopStateEvent) => void;

let current: Handler | null = null;
let installed = false;

/** Adds the one catcher; call before the router adds its listener (src/app/router.tsx). */
export const installHistoryBlock = (): void => {
  if (installed || typeof window === "undefined") return;
  installed = true;
  window.addEventListener("popstate", (event) => current?.(event));
};

/** Hands each history step to `handler` (which may stop it) until the returned function is called. */
export const blockHistory = (handler: Handler): (() => void) => {
  current = handler;
  return () => {
    if (current === handler) current = null;
  };
};
