/**
 * What the date range picker's button looks like and shows: a calendar icon, "Date range:" for
 * screen readers (the button is named by its text, WCAG 2.5.3), the preset's name from sm up and the
 * range as the spec writes days, "YYYY-MM-DD – YYYY-MM-DD" (issue 35.16). Shared by the Headless UI popover and the plain button shown until it has loaded.
 */
import { FormattedMessage } from "react-intl";
import { formatSpecDay } from "../../lib/dates";
import type { Temporal } from "../../lib/temporal";
import { type DayRange, presetOf } from "./range";

/** The button's classes. */
export const DATE_RANGE_TRIGGER_CLASS =
  "inline-flex h-9 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-teal-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:focus-visible:ring-teal-400";

/** The button's content for the range `value`. */
export const DateRangeTriggerContent = ({ value, today }: { value: DayRange; today: Temporal.PlainDate }) => {
  const preset = presetOf(value, today);
  return (
    <>
      <svg
        aria-hidden="true"
        viewBox="0 0 16 16"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        className="size-4 text-teal-700 dark:text-teal-300"
      >
        <rect x="2" y="3" width="12" height="11" rx="2" />
        <path d="M2 6.5h12M5.5 1.5v3M10.5 1.5v3" />
      </svg>
      <span className="sr-only">
        <FormattedMessage id="lists.date.button" />{" "}
      </span>
      {preset && (
        <span className="hidden text-slate-500 sm:inline dark:text-slate-400">
          <FormattedMessage id={`lists.date.preset.${preset}`} />:{" "}
        </span>
      )}
      <span className="tabular-nums">{`${formatSpecDay(value.start)} – ${formatSpecDay(value.end)}`}</span>
    </>
  );
};
