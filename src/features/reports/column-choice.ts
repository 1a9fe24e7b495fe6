/**
 * Which metric columns a statistics tab shows (issue 14's column chooser, docs/decisions/036): the
 * URL's `columns[<tab>]` (the visible metrics, comma-separated) when it names any of the tab's
 * metrics, so that a link or a saved view opens with its columns; otherwise the columns the
 * publisher last hid on this tab (a projection of the journal); otherwise every column.
 */
import type { StatisticsTab } from "./grouping";
import { type Metric, TAB_METRICS } from "./report-columns";

/** The URL parameter of a tab's visible columns (each tab has its own: switching tabs keeps the URL's parameters). */
export const columnsParam = (tab: StatisticsTab): string => `columns[${tab}]`;

export const visibleMetrics = (
  tab: StatisticsTab,
  fromUrl: string | null,
  hidden: ReadonlyArray<string> | undefined,
): ReadonlyArray<Metric> => {
  const all = TAB_METRICS[tab];
  if (fromUrl !== null) {
    const asked = new Set(fromUrl.split(",").map((s) => s.trim()));
    const chosen = all.filter((m) => asked.has(m));
    if (chosen.length > 0) return chosen;
  }
  const shown = all.filter((m) => !hidden?.includes(m));
  return shown.length > 0 ? shown : all;
};

/** The hidden metrics for a visible set (what the journal remembers), and the URL value (null: every column, no parameter). */
export const columnChoice = (
  tab: StatisticsTab,
  visible: ReadonlyArray<string>,
): { hidden: ReadonlyArray<Metric>; param: string | null } => {
  const all = TAB_METRICS[tab];
  const hidden = all.filter((m) => !visible.includes(m));
  return { hidden, param: hidden.length === 0 ? null : all.filter((m) => visible.includes(m)).join(",") };
};
