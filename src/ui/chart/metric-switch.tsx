/** Which metric a chart shows: a radio group of buttons (one tab stop, arrow keys move), from Headless UI. */
import { Radio, RadioGroup } from "@headlessui/react";
import { FormattedMessage, useIntl } from "react-intl";

export interface MetricSwitchProps<M extends string> {
  readonly labelId: string;
  readonly metrics: ReadonlyArray<{ readonly key: M; readonly labelId: string }>;
  readonly value: M;
  readonly onChange: (metric: M) => void;
}

export const MetricSwitch = <M extends string>({ labelId, metrics, value, onChange }: MetricSwitchProps<M>) => {
  const intl = useIntl();
  return (
    <RadioGroup
      value={value}
      onChange={onChange}
      aria-label={intl.formatMessage({ id: labelId })}
      className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5 dark:border-slate-700 dark:bg-slate-900"
    >
      {metrics.map((metric) => (
        <Radio
          key={metric.key}
          value={metric.key}
          className="cursor-pointer rounded-md px-3 py-1 text-sm font-medium text-slate-600 outline-none data-[checked]:bg-teal-700 data-[checked]:text-white data-[focus]:ring-2 data-[focus]:ring-teal-600 dark:text-slate-300 dark:data-[checked]:bg-teal-400 dark:data-[checked]:text-slate-950 dark:data-[focus]:ring-teal-400"
        >
          <FormattedMessage id={metric.labelId} />
        </Radio>
      ))}
    </RadioGroup>
  );
};
