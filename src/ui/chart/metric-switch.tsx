/**
 * Which metric a chart shows: native radio buttons styled as a segmented control (one tab stop, the
 * arrow keys move; no Headless UI here, which would reshape the chunks every route shares).
 */
import { useId } from "react";
import { FormattedMessage } from "react-intl";

export interface MetricSwitchProps<M extends string> {
  readonly labelId: string;
  readonly metrics: ReadonlyArray<{ readonly key: M; readonly labelId: string }>;
  readonly value: M;
  readonly onChange: (metric: M) => void;
}

export const MetricSwitch = <M extends string>({ labelId, metrics, value, onChange }: MetricSwitchProps<M>) => {
  const name = useId();
  return (
    <fieldset className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5 dark:border-slate-700 dark:bg-slate-900">
      <legend className="sr-only">
        <FormattedMessage id={labelId} />
      </legend>
      {metrics.map((metric) => (
        <label key={metric.key} className="cursor-pointer">
          <input
            type="radio"
            name={name}
            value={metric.key}
            checked={metric.key === value}
            onChange={() => onChange(metric.key)}
            className="peer sr-only"
          />
          <span className="block rounded-md px-3 py-1 text-sm font-medium text-slate-600 peer-checked:bg-teal-700 peer-checked:text-white peer-focus-visible:ring-2 peer-focus-visible:ring-teal-600 dark:text-slate-300 dark:peer-checked:bg-teal-400 dark:peer-checked:text-slate-950 dark:peer-focus-visible:ring-teal-400">
            <FormattedMessage id={metric.labelId} />
          </span>
        </label>
      ))}
    </fieldset>
  );
};
