import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { type ReactNode, type RefObject, useEffect, useRef } from "react";
import { FormattedMessage } from "react-intl";
import { useSearchParams } from "react-router-dom";
import { tabButton } from "./tab-button";
import { PageTitle } from "./page-title";
import { EdgeShades } from "./scroll-edges";

/**
 * Scrolls a tab strip wider than the screen (a phone's Settings) so that its selected tab is in view:
 * a link to the fifth tab showed the first three, and the selected one past the edge. After the paint,
 * once, and on each change of tab; the page itself does not move. The widths are read when a
 * ResizeObserver reports the strip (after the next layout, when they cost nothing), never in the
 * effect: read there, they forced the whole page's layout into the task that committed the reports'
 * first data (126 ms of a 350 ms task at 4x CPU).
 */
const useSelectedInView = (list: RefObject<HTMLElement | null>, selected: number) => {
  useEffect(() => {
    const strip = list.current;
    // The first tab is in view at the strip's start; chosen later, it was tapped or focused, so in view.
    if (!strip || selected === 0) return;
    const observer = new ResizeObserver(() => {
      observer.disconnect();
      const tab = strip.children[selected];
      if (!(tab instanceof HTMLElement) || strip.scrollWidth <= strip.clientWidth) return;
      const start = tab.offsetLeft;
      const end = start + tab.offsetWidth;
      // A part of the next tab stays in view, so that the strip still shows it goes on.
      const margin = Math.min(48, strip.clientWidth / 8);
      if (start < strip.scrollLeft) strip.scrollTo({ left: Math.max(0, start - margin) });
      else if (end > strip.scrollLeft + strip.clientWidth) strip.scrollTo({ left: end - strip.clientWidth + margin });
    });
    observer.observe(strip);
    return () => observer.disconnect();
  }, [list, selected]);
};

export interface TabSpec {
  readonly key: string;
  readonly label: string;
  readonly content?: ReactNode;
}

/** A page with tabs chosen by the `selectedTab` query parameter (settings, support, reports). */
export const TabbedPage = ({ titleId, tabs }: { titleId: string; tabs: ReadonlyArray<TabSpec> }) => {
  const [params, setParams] = useSearchParams();
  const asked = params.get("selectedTab");
  const selected = Math.max(
    0,
    tabs.findIndex((t) => t.key === asked),
  );
  // A tab the page does not have (a typo, Competitions without a competition) shows the first tab,
  // and the URL says so: corrected in place (replace), as the lists correct theirs (issue 25.11).
  const unknown = asked !== null && !tabs.some((t) => t.key === asked);
  useEffect(() => {
    if (!unknown) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("selectedTab");
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [unknown, setParams]);
  const strip = useRef<HTMLDivElement>(null);
  useSelectedInView(strip, selected);
  return (
    <div className="space-y-6">
      <PageTitle id={titleId} />
      <TabGroup
        selectedIndex={selected}
        onChange={(index) => {
          const next = new URLSearchParams(params);
          next.set("selectedTab", tabs[index]!.key);
          setParams(next, { replace: true });
        }}
      >
        <div className="relative">
          <TabList ref={strip} className="relative flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-700">
            {tabs.map((tab) => (
              <Tab key={tab.key} className={tabButton}>
                <FormattedMessage id={tab.label} />
              </Tab>
            ))}
          </TabList>
          <EdgeShades scroller={strip} />
        </div>
        <TabPanels className="pt-4">
          {tabs.map((tab) => (
            <TabPanel key={tab.key} className="rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-teal-500">
              {tab.content ?? (
                <p className="text-sm text-slate-500 dark:text-slate-400">
                  <FormattedMessage id={tab.label} />
                </p>
              )}
            </TabPanel>
          ))}
        </TabPanels>
      </TabGroup>
    </div>
  );
};
