/**
 * A month of days as a grid (WAI-ARIA date picker dialog pattern): one Tab stop, the focused day;
 * arrows move by a day and a week, Page Up / Page Down by a month (with Shift, a year), Home / End to
 * the week's Monday and Sunday, Enter or Space chooses. The focus never goes past today, the last
 * day that can be chosen, and moving into another month shows that month.
 */
import { type KeyboardEvent, useEffect, useMemo, useRef } from "react";
import { useIntl } from "react-intl";
import type { Temporal } from "temporal-polyfill";
import { formatDay, isAfterToday, monthTitle, monthWeeks, weekdayNames } from "./range";

export interface CalendarGridProps {
  readonly today: Temporal.PlainDate;
  /** The day that holds the grid's Tab stop; its month is the one shown. */
  readonly focusDay: Temporal.PlainDate;
  readonly onFocusDay: (day: Temporal.PlainDate) => void;
  readonly onPick: (day: Temporal.PlainDate) => void;
  readonly selected: (day: Temporal.PlainDate) => boolean;
}

/** The day a key moves the focus to, or null for a key the grid does not handle. */
export const dayForKey = (day: Temporal.PlainDate, key: string, shift: boolean): Temporal.PlainDate | null => {
  switch (key) {
    case "ArrowLeft":
      return day.subtract({ days: 1 });
    case "ArrowRight":
      return day.add({ days: 1 });
    case "ArrowUp":
      return day.subtract({ weeks: 1 });
    case "ArrowDown":
      return day.add({ weeks: 1 });
    case "PageUp":
      return day.subtract(shift ? { years: 1 } : { months: 1 });
    case "PageDown":
      return day.add(shift ? { years: 1 } : { months: 1 });
    case "Home":
      return day.subtract({ days: day.dayOfWeek - 1 });
    case "End":
      return day.add({ days: day.daysInWeek - day.dayOfWeek });
    default:
      return null;
  }
};

export const CalendarGrid = ({ today, focusDay, onFocusDay, onPick, selected }: CalendarGridProps) => {
  const intl = useIntl();
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  const weekdays = useMemo(() => weekdayNames(intl.locale), [intl.locale]);
  const month = focusDay.toPlainYearMonth();

  // After a key moved the focus, the day's button (perhaps in a month just drawn) takes it.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focusDay.toString()}"]`)?.focus();
  }, [focusDay]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const next = dayForKey(focusDay, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    moved.current = true;
    onFocusDay(isAfterToday(next, today) ? today : next);
    if (next.equals(focusDay)) moved.current = false;
  };

  return (
    <table ref={grid} role="grid" aria-label={monthTitle(month, intl.locale)} className="w-full text-center text-sm" onKeyDown={onKeyDown}>
      <thead>
        <tr>
          {weekdays.map((name) => (
            <th key={name} scope="col" className="pb-1 text-xs font-medium text-slate-500 dark:text-slate-400">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week, i) => (
          <tr key={i}>
            {week.map((day, j) => {
              const chosen = day !== null && selected(day);
              return (
                <td key={j} className="p-0 sm:p-0.5" aria-selected={day ? chosen : undefined}>
                  {day && (
                    <button
                      type="button"
                      data-day={day.toString()}
                      tabIndex={day.equals(focusDay) ? 0 : -1}
                      disabled={isAfterToday(day, today)}
                      aria-current={day.equals(today) ? "date" : undefined}
                      aria-label={formatDay(day, intl.locale, { day: "numeric", month: "long", year: "numeric" })}
                      onClick={() => onPick(day)}
                      // 44 px on a phone, a thumb's target (issue 35 item 14; it was 36), side by side in a 308 px month.
                      className={`size-11 tabular-nums sm:size-9 sm:rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-teal-600 disabled:cursor-not-allowed disabled:text-slate-300 dark:focus-visible:ring-teal-400 dark:disabled:text-slate-600 ${
                        // Side by side on a phone, the chosen days are one band (rounded, they left star-shaped gaps).
                        chosen
                          ? "bg-teal-700 text-white dark:bg-teal-400 dark:text-slate-950"
                          : "rounded-lg text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
                      } ${day.equals(today) && !chosen ? "font-bold text-teal-700 dark:text-teal-300" : ""}`}
                    >
                      {day.day}
                    </button>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
};
