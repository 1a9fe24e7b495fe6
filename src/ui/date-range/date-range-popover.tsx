/**
 * The date range picker (spec 02 sections 5 and 9): presets, a month calendar with weeks from
 * Monday, typed days (digits and "-" only), no day after today, the range sorted on apply. Days are
 * the publisher's (its time zone), with the network's time zone shown beside. The calendar follows
 * the WAI-ARIA date picker dialog pattern (calendar-grid.tsx); a typed day that is not a date says
 * so, which is why Apply is disabled; the preset list marks the range being edited, not the applied one.
 * This is the popover; date-range-picker.tsx shows it (after the first paint) with the time zones.
 */
import { Popover, PopoverButton, PopoverPanel } from "@headlessui/react";
import { useId, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { Temporal } from "../../lib/temporal";
import {
  PRESETS,
  type Preset,
  isAfterToday,
  isDayInputCharacter,
  monthTitle,
  parseDay,
  presetOf,
  presetRange,
  sanitizeDayInput,
  sortRange,
} from "./range";
import { CalendarGrid } from "./calendar-grid";
import type { DateRangePickerProps } from "./range";
import { DATE_RANGE_TRIGGER_CLASS, DateRangeTriggerContent } from "./date-range-trigger";

const dayInput =
  "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm text-slate-900 outline-none focus-visible:border-teal-600 focus-visible:ring-2 focus-visible:ring-teal-600/30 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:focus-visible:border-teal-400";

/** Why a typed day cannot be used, as a message id, or null when it is a date. */
const dayProblem = (text: string): string | null =>
  parseDay(text) ? null : /^\d{4}-\d{2}-\d{2}$/.test(text) ? "lists.date.invalidDay" : "lists.date.incompleteDay";

const DayField = ({
  labelId,
  value,
  onChange,
  errorId,
}: {
  labelId: string;
  value: string;
  onChange: (text: string) => void;
  errorId: string;
}) => {
  const id = useId();
  const problem = dayProblem(value);
  return (
    <div className="flex-1 space-y-1">
      <label htmlFor={id} className="block text-xs font-medium text-slate-600 dark:text-slate-300">
        <FormattedMessage id={labelId} />
      </label>
      <input
        id={id}
        inputMode="numeric"
        placeholder="YYYY-MM-DD"
        maxLength={10}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        onKeyDown={(event) => {
          if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !isDayInputCharacter(event.key)) event.preventDefault();
        }}
        onChange={(event) => onChange(sanitizeDayInput(event.target.value))}
        className={`${dayInput} aria-[invalid=true]:border-red-600 dark:aria-[invalid=true]:border-red-400`}
      />
      {problem && (
        <p id={errorId} className="text-xs text-red-700 dark:text-red-300">
          <FormattedMessage id={problem} values={{ day: value }} />
        </p>
      )}
    </div>
  );
};

const Panel = ({ value, today, onChange, close }: Omit<DateRangePickerProps, "timeZone" | "networkTimeZone"> & { close: () => void }) => {
  const intl = useIntl();
  const [startText, setStartText] = useState(value.start.toString());
  const [endText, setEndText] = useState(value.end.toString());
  const [pendingStart, setPendingStart] = useState<Temporal.PlainDate | null>(null);
  const [focusDay, setFocusDay] = useState(value.end);
  const errorIds = { start: useId(), end: useId() };

  const clamp = (day: Temporal.PlainDate) => (isAfterToday(day, today) ? today : day);
  const start = parseDay(startText);
  const end = parseDay(endText);
  const draft = start && end ? sortRange(clamp(start), clamp(end)) : null;
  const month = focusDay.toPlainYearMonth();
  const nextMonthDisabled = month.toPlainDate({ day: 1 }).add({ months: 1 }).since(today).sign > 0;
  const activePreset = draft ? presetOf(draft, today) : null;
  const problems = [dayProblem(startText) ? errorIds.start : "", dayProblem(endText) ? errorIds.end : ""].filter(Boolean).join(" ");

  const pick = (day: Temporal.PlainDate) => {
    setFocusDay(day);
    if (!pendingStart) {
      setPendingStart(day);
      setStartText(day.toString());
      setEndText(day.toString());
    } else {
      const range = sortRange(pendingStart, day);
      setPendingStart(null);
      setStartText(range.start.toString());
      setEndText(range.end.toString());
    }
  };

  // On a phone every control here is 44 px, a thumb's target (issue 35 item 14): the month's days
  // side by side in 308 px, its arrows, the presets, Cancel and Apply.
  return (
    <div className="flex flex-col gap-4 sm:flex-row">
      <ul className="flex flex-row flex-wrap gap-1 sm:w-40 sm:flex-col" aria-label={intl.formatMessage({ id: "lists.date.presets" })}>
        {PRESETS.map((preset: Preset) => {
          const active = activePreset === preset;
          return (
            <li key={preset}>
              <button
                type="button"
                aria-pressed={active}
                onClick={() => {
                  onChange(presetRange(preset, today));
                  close();
                }}
                className={`min-h-11 w-full rounded-lg px-3 py-1.5 text-left text-sm outline-none sm:min-h-0 focus-visible:ring-2 focus-visible:ring-teal-600 dark:focus-visible:ring-teal-400 ${
                  active
                    ? "bg-teal-50 font-semibold text-teal-800 dark:bg-teal-400/10 dark:text-teal-200"
                    : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
                }`}
              >
                <FormattedMessage id={`lists.date.preset.${preset}`} />
              </button>
            </li>
          );
        })}
      </ul>
      <div className="w-[19.25rem] space-y-3 sm:w-72">
        <div className="flex gap-2">
          <DayField labelId="lists.date.start" value={startText} onChange={setStartText} errorId={errorIds.start} />
          <DayField labelId="lists.date.end" value={endText} onChange={setEndText} errorId={errorIds.end} />
        </div>
        <div className="flex items-center justify-between">
          <button
            type="button"
            aria-label={intl.formatMessage({ id: "lists.date.previousMonth" })}
            onClick={() => setFocusDay((d) => d.subtract({ months: 1 }))}
            className="inline-flex size-11 items-center justify-center rounded-lg outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-teal-600 sm:size-8 dark:hover:bg-slate-800"
          >
            <span aria-hidden="true">‹</span>
          </button>
          <span className="text-sm font-semibold text-slate-900 dark:text-slate-50" aria-live="polite">
            {monthTitle(month, intl.locale)}
          </span>
          <button
            type="button"
            aria-label={intl.formatMessage({ id: "lists.date.nextMonth" })}
            disabled={nextMonthDisabled}
            onClick={() => setFocusDay((d) => clamp(d.add({ months: 1 })))}
            className="inline-flex size-11 items-center justify-center rounded-lg outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-teal-600 disabled:opacity-30 sm:size-8 dark:hover:bg-slate-800"
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
        <CalendarGrid
          today={today}
          focusDay={focusDay}
          onFocusDay={setFocusDay}
          onPick={pick}
          selected={(day) => draft !== null && day.since(draft.start).sign >= 0 && draft.end.since(day).sign >= 0}
        />
        <div className="flex justify-end gap-2">
          <button
            type="button"
            onClick={close}
            className="min-h-11 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium sm:min-h-0 text-slate-700 outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-teal-600 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <FormattedMessage id="lists.cancel" />
          </button>
          <button
            type="button"
            disabled={!draft}
            aria-describedby={problems || undefined}
            onClick={() => {
              if (draft) onChange(draft);
              close();
            }}
            className="min-h-11 rounded-lg bg-teal-700 px-3 py-1.5 text-sm font-semibold sm:min-h-0 text-white outline-none hover:bg-teal-800 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2 disabled:opacity-50 dark:bg-teal-400 dark:text-slate-950 dark:hover:bg-teal-300 dark:focus-visible:ring-offset-slate-900"
          >
            <FormattedMessage id="lists.date.apply" />
          </button>
        </div>
      </div>
    </div>
  );
};

/** The picker's button and its popover (the Headless UI part, loaded after the first paint: date-range-picker.tsx). */
export const DateRangePopover = ({ value, today, onChange }: Pick<DateRangePickerProps, "value" | "today" | "onChange">) => (
  <Popover className="relative">
    <PopoverButton className={DATE_RANGE_TRIGGER_CLASS}>
      <DateRangeTriggerContent value={value} today={today} />
    </PopoverButton>
    <PopoverPanel className="absolute left-0 top-full z-40 mt-1.5 rounded-xl border border-slate-200 bg-white p-4 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:shadow-black/40">
      {({ close }) => <Panel value={value} today={today} onChange={onChange} close={() => close()} />}
    </PopoverPanel>
  </Popover>
);
