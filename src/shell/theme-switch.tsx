/** The three-option colour-scheme switch (light, dark, system); acts immediately. */
import { Radio, RadioGroup } from "@headlessui/react";
import { FormattedMessage, useIntl } from "react-intl";
import { usePreferences } from "../app/react";
import type { ColorScheme } from "../journal/projection";

const OPTIONS: ReadonlyArray<ColorScheme> = ["light", "dark", "system"];

export const ThemeSwitch = () => {
  const intl = useIntl();
  const { colorScheme, setColorScheme } = usePreferences();
  return (
    <RadioGroup value={colorScheme} onChange={setColorScheme} aria-label={intl.formatMessage({ id: "theme.label" })} className="flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
      {OPTIONS.map((option) => (
        <Radio
          key={option}
          value={option}
          className="flex-1 cursor-pointer rounded-md px-2 py-1 text-center text-xs font-medium text-slate-600 outline-none data-[checked]:bg-white data-[checked]:text-slate-900 data-[checked]:shadow data-[focus]:ring-2 data-[focus]:ring-teal-500 dark:text-slate-300 dark:data-[checked]:bg-slate-600 dark:data-[checked]:text-white"
        >
          <FormattedMessage id={`theme.${option}`} />
        </Radio>
      ))}
    </RadioGroup>
  );
};
