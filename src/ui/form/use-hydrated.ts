/**
 * Pre-rendered forms (docs/decisions/045-delivery-on-a-phone.md): whether React has taken the page
 * over. False while hydrating a pre-rendered page (and when pre-rendering), true from the render
 * after; true at once in a page rendered in the browser.
 */
import { useEffect, useRef, useSyncExternalStore } from "react";

const noSubscription = () => () => {};

export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * What the user typed into a pre-rendered form before its scripts ran stays in the fields (React
 * keeps a field's value when it hydrates it) but not in the flow that owns the form. Once mounted,
 * this hands each field whose value differs from the flow's to `adopt`, once.
 */
export const useTypedBeforeHydration = <F extends string>(
  fields: ReadonlyArray<F>,
  element: (field: F) => HTMLInputElement | null | undefined,
  current: (field: F) => string,
  adopt: (typed: Partial<Record<F, string>>) => void,
) => {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const typed: Partial<Record<F, string>> = {};
    for (const field of fields) {
      const value = element(field)?.value;
      if (value !== undefined && value !== current(field)) typed[field] = value;
    }
    if (Object.keys(typed).length > 0) adopt(typed);
  });
};
