import { useCallback, useSyncExternalStore } from "react";

/** Tailwind's breakpoints as the spec names them: mobile ≤767 px, tablet 768–1023 px. */
export const MOBILE = "(max-width: 767px)";
export const TABLET = "(min-width: 768px) and (max-width: 1023px)";

/** Whether a media query matches now, following its changes. */
export const useMediaQuery = (query: string): boolean => {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
};
