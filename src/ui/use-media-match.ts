import { useCallback, useSyncExternalStore } from "react";

/** Below Tailwind's `sm` (640 px): a phone's width, where controls take a thumb's 44 px (issue 35 item 14). */
export const SMALL_QUERY = "(max-width: 639.98px)";

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
