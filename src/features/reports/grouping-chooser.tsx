/** The grouping chooser: the spec's options the publisher and the tab allow; an option the filters rule out is disabled, and says why. */
import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { ReportGrouping } from "../../../contracts/reports.contract";
import { GROUPING_OPTIONS, type GroupingContext, disabledReason, isOffered } from "./grouping";

export const GroupingChooser = ({
  value,
  context,
  onChange,
}: {
  value: ReportGrouping;
  context: GroupingContext;
  onChange: (groupBy: ReportGrouping) => void;
}) => {
  const intl = useIntl();
  const id = useId();
  const options = GROUPING_OPTIONS.filter((o) => isOffered(o, context));
  const reasons = [...new Set(options.map((o) => disabledReason(o, context)).filter((r): r is string => r !== null))];
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        <FormattedMessage id="reports.grouping.label" />
      </label>
      <select
        id={id}
        value={value}
        aria-describedby={reasons.length > 0 ? `${id}-why` : undefined}
        onChange={(event) => onChange(event.target.value as ReportGrouping)}
        className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 outline-none focus-visible:ring-2 focus-visible:ring-teal-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:focus-visible:ring-teal-400"
      >
        {options.map((o) => (
          <option key={o.option} value={o.groupBy} disabled={disabledReason(o, context) !== null}>
            {intl.formatMessage({ id: `reports.grouping.${o.option}` })}
          </option>
        ))}
        {!options.some((o) => o.groupBy === value) && <option value={value}>{value}</option>}
      </select>
      {reasons.length > 0 && (
        <p id={`${id}-why`} className="text-xs text-slate-500 dark:text-slate-400">
          {reasons.map((r) => intl.formatMessage({ id: r })).join(" ")}
        </p>
      )}
    </div>
  );
};
