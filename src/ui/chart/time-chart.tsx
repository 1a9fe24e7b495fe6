/**
 * A chart of one metric over time (the dashboard's performance chart, the reports' chart). The
 * drawing and d3 (about 20 KB of gzip JavaScript) load when a chart is first shown, or when the
 * browser is idle after the page has run, not before the page's first render: until then the chart's
 * box holds its place at its size (docs/decisions/045-delivery-on-a-phone.md).
 */
import { Suspense } from "react";
import { lazyComponent } from "../lazy-component";
import type { TimeChartProps } from "./time-chart-drawing";

export type { TimeChartProps } from "./time-chart-drawing";

const Drawing = lazyComponent(() => import("./time-chart-drawing").then((m) => ({ default: m.TimeChartDrawing })));

/**
 * The chart's box before its data (or its code) is there: the same width and height as the drawing,
 * empty, so that the chart arriving moves nothing below it.
 */
export const TimeChartPlaceholder = ({ height = 240 }: { height?: number }) => (
  <div className="relative">
    <svg width="100%" height={height} aria-hidden="true" className="block animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800" />
  </div>
);

export const TimeChart = (props: TimeChartProps) => (
  <Suspense fallback={<TimeChartPlaceholder height={props.height ?? 240} />}>
    <Drawing {...props} />
  </Suspense>
);
