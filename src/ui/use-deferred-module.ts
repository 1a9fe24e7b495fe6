/**
 * A deferred module (src/ui/deferred.tsx) for a part that has no trigger of its own to stand in for,
 * such as the mobile drawer: rendered once its code is there.
 */
import { startTransition, useEffect, useRef, useState } from "react";
import { type DeferredModule, whenIdle } from "./deferred";

/**
 * Lets Headless UI see which element has the focus. A Dialog gives the focus back, on closing, to
 * the element it saw focused last, and it watches focus events only from the moment its code is
 * loaded: a dialog opened before then would give the focus back to nothing.
 */
const announceFocus = (): void => {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return;
  active.blur();
  active.focus({ preventScroll: true });
};

/**
 * The module once loaded (at once if it already is); loading starts when the browser is idle, or at
 * once when `now` (the user opened the part: when it arrives, Headless UI is told where the focus is).
 * `onDemandedFailure` hears a failed load the user was waiting for (`now`), not a prefetch's.
 *
 * `wanted: false` loads nothing until it turns true: for a part the page shows unasked once it knows
 * it has one (the reports' schedules panel, once the backend says it schedules). Rendered when its code
 * is there, such a part never suspends: a suspension could hold back whatever the page was doing (a
 * filter saved in that moment waited for the panel's code, and in a component test for ever).
 */
export const useDeferredModule = <M>(
  module: DeferredModule<M>,
  {
    now = false,
    onDemandedFailure,
    wanted = true,
  }: { readonly now?: boolean; readonly onDemandedFailure?: (error: unknown) => void; readonly wanted?: boolean } = {},
): M | undefined => {
  const [current, setCurrent] = useState(module.current);
  const onFailure = useRef(onDemandedFailure);
  useEffect(() => {
    onFailure.current = onDemandedFailure;
  });
  useEffect(() => {
    if (current || !wanted) return undefined;
    let live = true;
    const run = () =>
      void (now ? module.load(true) : module.prefetch()).then(
        (m) => {
          if (!live) return;
          if (now) {
            announceFocus();
            setCurrent(() => m);
          }
          // Loaded when the browser was idle, with nobody waiting: the part renders in slices a tap
          // can come between, not in one task (the drawer: 130 ms at 4x CPU, decision 086).
          else startTransition(() => setCurrent(() => m));
        },
        (error: unknown) => {
          if (live && now) onFailure.current?.(error);
        },
      );
    const cancel = now ? (run(), undefined) : whenIdle(run);
    return () => {
      live = false;
      cancel?.();
    };
  }, [module, current, now, wanted]);
  return current;
};
