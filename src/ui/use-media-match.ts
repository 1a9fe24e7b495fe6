import { useCallback, useSyncExternalStore } from "react";

/** Tailwind's `md`: below it a screen is a phone's (the spec's "mobile", up to 767 px). */
export const PHONE_QUERY = "(max-width: 767.98px)";

/** Whether a media query matches now, following its changes (never while pre-rendering on the server). */
export const useMediaMatch = (query: string): boolean => {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
};
