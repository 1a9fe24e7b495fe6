/**
 * Fades at the edges of a box that scrolls sideways, where more of its content lies beyond the edge:
 * a tab strip's further tabs on a phone (Settings has five). Nothing else said that the row of tabs
 * goes on past the screen. A table's right edge has its own shade (src/ui/list/table-screen.tsx): the
 * two share no module, since a module shared by the tabbed pages and the lists became a chunk of its
 * own, +0.5 KB gzip and one more request on eleven routes (measured).
 */
import { type RefObject, useEffect, useState } from "react";

/** Whether the box's content runs past its start (scrolled) and past its end. */
interface ScrollEdges {
  readonly before: boolean;
  readonly after: boolean;
}

const NONE: ScrollEdges = { before: false, after: false };

/**
 * The box's edges with more beyond them, kept up to date on scroll and resize. Read only when the
 * observer reports or the box scrolls, never in a commit: reading the widths in the commit forced the
 * page's whole layout into the commit's task (80 ms of a 375 ms task on a phone, the reports' table).
 * A ResizeObserver reports every observed box once after the next layout anyway, when the widths cost
 * nothing to read.
 */
const useScrollEdges = (element: RefObject<HTMLElement | null>): ScrollEdges => {
  const [edges, setEdges] = useState<ScrollEdges>(NONE);
  useEffect(() => {
    const box = element.current;
    if (!box) return;
    const measure = () => {
      const before = box.scrollLeft > 1;
      const after = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
      setEdges((current) => (current.before === before && current.after === after ? current : { before, after }));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    box.addEventListener("scroll", measure, { passive: true });
    return () => {
      observer.disconnect();
      box.removeEventListener("scroll", measure);
    };
  }, [element]);
  return edges;
};

/**
 * The strip's content fades into the page's own background at an edge with more beyond it (a dark
 * shadow does not show on the dark scheme's page).
 */
const FADE = "pointer-events-none absolute inset-y-0 w-10 transition-opacity to-transparent from-slate-50 dark:from-slate-950";

/** The fades of `scroller`'s edges with more beyond them; place inside a `relative` box around it. */
export const EdgeShades = ({ scroller }: { scroller: RefObject<HTMLElement | null> }) => {
  const { before, after } = useScrollEdges(scroller);
  return (
    <>
      <div aria-hidden="true" data-edge="start" className={`${FADE} left-0 bg-gradient-to-r ${before ? "opacity-100" : "opacity-0"}`} />
      <div aria-hidden="true" data-edge="end" className={`${FADE} right-0 bg-gradient-to-l ${after ? "opacity-100" : "opacity-0"}`} />
    </>
  );
};
