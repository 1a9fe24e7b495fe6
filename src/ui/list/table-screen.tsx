/**
 * What a data table (src/ui/list/data-table.tsx) knows of the screen it is on: whether it is narrow
 * (a phone's first commit of rows), the width its card gives it, and whether more columns run past the right
 * edge (the shade that says the table scrolls sideways).
 */
import { type RefObject, useEffect, useLayoutEffect, useState } from "react";
import { useMediaMatch } from "../use-media-match";

/** Below Tailwind's `lg`: where a list's first commit is a phone's screenful of rows. */
const NARROW_QUERY = "(max-width: 1023.98px)";
/** Whether the screen is narrow (never while pre-rendering on the server). */
export const useNarrowScreen = (): boolean => useMediaMatch(NARROW_QUERY);

/** The element's inner width, kept up to date. */
export const useWidth = (element: RefObject<HTMLElement | null>, active: boolean): number => {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const box = element.current;
    if (!box || !active) return;
    // The observer reports the first size too, before the frame is painted.
    const observer = new ResizeObserver(() => setWidth(box.clientWidth));
    observer.observe(box);
    return () => observer.disconnect();
  }, [element, active]);
  return width;
};

/**
 * Whether the element's content runs past its right edge (more columns to scroll to), kept up to
 * date on scroll and resize.
 */
const useMoreToTheRight = (element: RefObject<HTMLElement | null>): boolean => {
  const [more, setMore] = useState(false);
  useEffect(() => {
    const box = element.current;
    if (!box) return;
    const measure = () => setMore(box.scrollLeft + box.clientWidth < box.scrollWidth - 1);
    // No measure here: reading the box's widths in the commit forced the page's whole layout into the
    // commit's task (80 ms of a 375 ms task on a phone, the reports' table). A ResizeObserver reports
    // every observed box once after the next layout anyway, when the widths cost nothing to read.
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    box.addEventListener("scroll", measure, { passive: true });
    return () => {
      observer.disconnect();
      box.removeEventListener("scroll", measure);
    };
  }, [element]);
  return more;
};

/**
 * More columns to the right: a shade on the edge says the table scrolls sideways. A component of its
 * own, so that the measure's answer renders the shade alone, not the table.
 */
export const RightShade = ({ scroller }: { scroller: RefObject<HTMLElement | null> }) => {
  const more = useMoreToTheRight(scroller);
  return (
    <div
      aria-hidden="true"
      className={`pointer-events-none absolute inset-y-0 right-0 w-10 bg-gradient-to-l from-slate-900/10 to-transparent transition-opacity dark:from-black/40 ${more ? "opacity-100" : "opacity-0"}`}
    />
  );
};
