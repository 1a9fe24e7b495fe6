/**
 * The drawing of a chart of one metric over time (the dashboard's performance chart, the reports' chart): d3 computes
 * the scales and the paths, React renders the SVG. Accessible: the SVG is a group named by the chart's
 * title and described by a summary; its points are one tab stop, moved with the arrow keys (Home/End),
 * each named by its time and value, with a tooltip on hover and focus; the table beside it
 * (`ChartTable`) is its text alternative.
 *
 * Drawn at its box's width in CSS pixels (measured, and again when the box resizes), at a fixed height:
 * its text stays 11 px and its lines 2 px on a phone and on a wide screen alike (scaled from one
 * drawing size, a phone's labels came out at 5 px); the day labels thin out as the width narrows.
 *
 * Loaded with d3 only when a chart is shown (time-chart.tsx).
 */
import { area, line, max, scaleLinear, scalePoint } from "d3";
import { type RefObject, startTransition, useEffect, useId, useMemo, useRef, useState } from "react";

/** One point in time with its label ("12 Nov", "14:00") and the value shown. */
export interface ChartDatum {
  readonly at: string;
  readonly label: string;
  readonly value: number;
}

export interface TimeChartProps {
  /** The chart's accessible name (and its visible heading is the caller's). */
  readonly title: string;
  /** What the chart shows in words (e.g. "Clicks from 1 Nov to 30 Nov: 12,345 in total"). */
  readonly description: string;
  readonly data: ReadonlyArray<ChartDatum>;
  /** A value as text (money, a count). */
  readonly format: (value: number) => string;
  /** The height of the drawing in px; the width is the container's. */
  readonly height?: number;
}

const MARGIN = { top: 12, right: 16, bottom: 28, left: 56 };
/** The room one day label needs beside the next ("28 Oct" at 11 px, with a gap). */
const LABEL_ROOM = 64;

/**
 * The element's width in CSS pixels, from the browser's first layout on and on every resize (null
 * before). Not read in the commit: a width read there forced the whole page's layout into the commit's
 * task, and the width set there rendered and committed the chart again in that same task (the reports'
 * first commit with data, 470 ms at a phone's CPU). A ResizeObserver reports every observed box once
 * after the next layout, when its width costs nothing; the box keeps its height meanwhile.
 */
const useWidth = (element: RefObject<HTMLElement | null>): number | null => {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const box = element.current;
    if (!box) return undefined;
    // In a transition: the chart is drawn in slices the browser can paint and answer taps between
    // (drawn at once, the dashboard's chart was a 127 ms task at a phone's CPU).
    const measure = () => {
      const next = Math.round(box.clientWidth) || null;
      startTransition(() => setWidth(next));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [element]);
  return width;
};

/**
 * Up to `count` indexes of `length` at one whole step apart, from the first (x-axis labels that do not
 * collide and stand evenly: every other day, never "10, 12, 13, 15" as a rounded fractional step gave).
 */
export const spread = (length: number, count: number): ReadonlyArray<number> => {
  if (length <= count) return Array.from({ length }, (_, i) => i);
  const step = Math.ceil((length - 1) / (count - 1));
  return Array.from({ length: Math.floor((length - 1) / step) + 1 }, (_, i) => i * step);
};

export const TimeChartDrawing = ({ title, description, data, format, height = 240 }: TimeChartProps) => {
  const titleId = useId();
  const descriptionId = useId();
  const [active, setActive] = useState<number | null>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);

  const geometry = useMemo(() => {
    // Nothing is drawn until the box's width is known (the observer's first report, after the first layout).
    if (width === null) return null;
    const x = scalePoint<number>()
      .domain(data.map((_, i) => i))
      .range([MARGIN.left, width - MARGIN.right])
      .padding(0.3);
    const top = max(data, (d) => d.value) ?? 0;
    const y = scaleLinear()
      .domain([0, top > 0 ? top : 1])
      .nice(4)
      .range([height - MARGIN.bottom, MARGIN.top]);
    const px = (_: ChartDatum, i: number) => x(i) ?? 0;
    const py = (d: ChartDatum) => y(d.value);
    return {
      x,
      y,
      ticks: y.ticks(4),
      line: line<ChartDatum>().x(px).y(py)([...data]) ?? "",
      area: area<ChartDatum>().x(px).y0(y(0)).y1(py)([...data]) ?? "",
      labels: spread(data.length, Math.max(2, Math.min(7, Math.floor((width - MARGIN.left - MARGIN.right) / LABEL_ROOM)))),
      width,
    };
  }, [data, height, width]);

  const shown = active ?? null;
  const move = (index: number) => {
    const next = Math.max(0, Math.min(data.length - 1, index));
    setFocusIndex(next);
    setActive(next);
    document.getElementById(`${titleId}-p${next}`)?.focus();
  };

  if (geometry === null) return <div ref={box} className="relative" style={{ height }} />;
  const { width: drawnWidth } = geometry;
  return (
    <div ref={box} className="relative">
      <svg
        viewBox={`0 0 ${drawnWidth} ${height}`}
        width="100%"
        height={height}
        role="group"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        className="block overflow-visible text-slate-500 dark:text-slate-400"
        onMouseLeave={() => setActive(null)}
      >
        <title id={titleId}>{title}</title>
        <desc id={descriptionId}>{description}</desc>
        <g aria-hidden="true">
          {geometry.ticks.map((tick) => (
            <g key={tick} transform={`translate(0 ${geometry.y(tick)})`}>
              <line x1={MARGIN.left} x2={drawnWidth - MARGIN.right} className="stroke-slate-200 dark:stroke-slate-800" />
              <text x={MARGIN.left - 8} dy="0.32em" textAnchor="end" className="fill-current text-[11px] tabular-nums">
                {format(tick)}
              </text>
            </g>
          ))}
          {geometry.labels.map((i) => (
            <text key={i} x={geometry.x(i)} y={height - 8} textAnchor="middle" className="fill-current text-[11px]">
              {data[i]?.label}
            </text>
          ))}
          <path d={geometry.area} className="fill-teal-600/10 dark:fill-teal-400/15" />
          <path d={geometry.line} fill="none" strokeWidth="2" strokeLinejoin="round" className="stroke-teal-600 dark:stroke-teal-400" />
        </g>
        {data.map((d, i) => (
          <circle
            key={d.at}
            id={`${titleId}-p${i}`}
            role="img"
            aria-label={`${d.label}: ${format(d.value)}`}
            tabIndex={i === focusIndex ? 0 : -1}
            cx={geometry.x(i)}
            cy={geometry.y(d.value)}
            r={shown === i ? 5 : 3}
            className="cursor-pointer fill-white stroke-teal-600 stroke-2 outline-none focus-visible:stroke-[3] dark:fill-slate-900 dark:stroke-teal-400"
            onMouseEnter={() => setActive(i)}
            onFocus={() => {
              setFocusIndex(i);
              setActive(i);
            }}
            onBlur={() => setActive(null)}
            onKeyDown={(event) => {
              const to = { ArrowRight: i + 1, ArrowLeft: i - 1, ArrowUp: i + 1, ArrowDown: i - 1, Home: 0, End: data.length - 1 }[
                event.key
              ];
              if (to === undefined) return;
              event.preventDefault();
              move(to);
            }}
          />
        ))}
      </svg>
      {shown !== null && data[shown] && (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -translate-x-1/2 -translate-y-full rounded-md bg-slate-900 px-2 py-1 text-xs font-medium whitespace-nowrap text-white shadow dark:bg-slate-100 dark:text-slate-900"
          style={{
            left: `${((geometry.x(shown) ?? 0) / drawnWidth) * 100}%`,
            top: `${(geometry.y(data[shown].value) / height) * 100}%`,
            marginTop: -8,
          }}
        >
          {data[shown].label}: {format(data[shown].value)}
        </div>
      )}
    </div>
  );
};
