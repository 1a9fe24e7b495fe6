/**
 * The column chooser of a statistics tab (issue 14): a Headless UI popover with a checkbox per
 * metric column, keyboard-usable (Tab and Space, Escape closes and gives the focus back to the
 * button). At least one metric stays shown: the last one's checkbox is disabled.
 */
import { Popover, PopoverButton, PopoverPanel } from "@headlessui/react";
import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { toolbarButton } from "../../ui/list";
import { type Metric, TAB_METRICS } from "./report-columns";
import type { StatisticsTab } from "./grouping";

export const metricLabelId = (metric: Metric): string => (metric === "ratio" ? "metric.conversionRate" : `metric.${metric}`);

export const ColumnChooser = ({ tab, visible, onChange }: { tab: StatisticsTab; visible: ReadonlyArray<Metric>; onChange: (visible: ReadonlyArray<Metric>) => void }) => {
  const intl = useIntl();
  const id = useId();
  const all = TAB_METRICS[tab];
  const toggle = (metric: Metric, on: boolean) => onChange(all.filter((m) => (m === metric ? on : visible.includes(m))));
  return (
    <Popover className="relative">
      <PopoverButton className={toolbarButton}>
        <svg aria-hidden="true" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" className="size-4">
          <path d="M2.5 3h3v10h-3zM6.5 3h3v10h-3zM10.5 3h3v10h-3z" strokeLinejoin="round" />
        </svg>
        <FormattedMessage id="reports.columns.button" />
        <span className="text-xs text-slate-500 dark:text-slate-400">
          {intl.formatMessage({ id: "reports.columns.count" }, { shown: visible.length, total: all.length })}
        </span>
      </PopoverButton>
      <PopoverPanel
        focus
        className="absolute right-0 top-full z-40 mt-1.5 w-64 rounded-xl border border-slate-200 bg-white p-3 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:shadow-black/40"
      >
        <fieldset>
          <legend id={`${id}-legend`} className="mb-2 text-sm font-semibold text-slate-900 dark:text-slate-50">
            <FormattedMessage id="reports.columns.legend" />
          </legend>
          <ul className="max-h-72 space-y-1 overflow-y-auto">
            {all.map((metric) => {
              const checked = visible.includes(metric);
              const last = checked && visible.length === 1;
              return (
                <li key={metric}>
                  <label className="flex items-center gap-2 rounded px-1 py-1 text-sm text-slate-800 hover:bg-slate-50 dark:text-slate-100 dark:hover:bg-slate-800">
                    <input
                      type="checkbox"
                      name={metric}
                      checked={checked}
                      disabled={last}
                      aria-describedby={last ? `${id}-last` : undefined}
                      onChange={(event) => toggle(metric, event.target.checked)}
                      className="size-4 rounded border-slate-400 accent-teal-700 focus-visible:ring-2 focus-visible:ring-teal-600 dark:accent-teal-400"
                    />
                    <FormattedMessage id={metricLabelId(metric)} />
                  </label>
                </li>
              );
            })}
          </ul>
          {visible.length === 1 && (
            <p id={`${id}-last`} className="mt-2 text-xs text-slate-600 dark:text-slate-300">
              <FormattedMessage id="reports.columns.lastOne" />
            </p>
          )}
          <button
            type="button"
            disabled={visible.length === all.length}
            onClick={() => onChange(all)}
            className="mt-2 rounded px-1 text-sm font-medium text-teal-700 underline-offset-2 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-teal-600 disabled:text-slate-400 disabled:no-underline dark:text-teal-300 dark:disabled:text-slate-500"
          >
            <FormattedMessage id="reports.columns.showAll" />
          </button>
        </fieldset>
      </PopoverPanel>
    </Popover>
  );
};
