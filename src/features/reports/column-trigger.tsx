/** What the reports' deferred controls and their plain stand-ins share: the trigger's content and icon (report-controls.tsx). */
import { FormattedMessage, useIntl } from "react-intl";
import type { StatisticsTab } from "./grouping";
import type { Metric } from "./report-columns";

/** The column chooser's props: the tab's metrics, those shown, and where a new choice goes. */
export interface ColumnChooserProps {
  tab: StatisticsTab;
  visible: ReadonlyArray<Metric>;
  onChange: (visible: ReadonlyArray<Metric>) => void;
}

export const metricLabelId = (metric: Metric): string => (metric === "ratio" ? "metric.conversionRate" : `metric.${metric}`);

/** The column chooser's button content: "Columns 9 of 11". */
export const ColumnTrigger = ({ shown, total }: { shown: number; total: number }) => {
  const intl = useIntl();
  return (
    <>
      <svg aria-hidden="true" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" className="size-4">
        <path d="M2.5 3h3v10h-3zM6.5 3h3v10h-3zM10.5 3h3v10h-3z" strokeLinejoin="round" />
      </svg>
      <FormattedMessage id="reports.columns.button" />
      <span className="text-xs text-slate-500 dark:text-slate-400">
        {intl.formatMessage({ id: "reports.columns.count" }, { shown, total })}
      </span>
    </>
  );
};

export const ViewMenuIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 16 16" fill="currentColor" className="size-4">
    <circle cx="3.5" cy="8" r="1.25" />
    <circle cx="8" cy="8" r="1.25" />
    <circle cx="12.5" cy="8" r="1.25" />
  </svg>
);

export const VIEW_MENU_BUTTON =
  "rounded-r-full py-1 pl-1 pr-2 text-slate-500 outline-none hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-teal-600 dark:text-slate-400 dark:hover:text-white dark:focus-visible:ring-teal-400";
