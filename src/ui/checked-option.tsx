/** Parts of the country picker's and the lookups' comboboxes: an option with a check mark that shows while it is chosen, and the button that shows the options. */
import { ComboboxButton, ComboboxOption } from "@headlessui/react";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";

const optionClass =
  "group flex cursor-default items-center gap-2 px-3 py-1.5 text-slate-800 data-focus:bg-teal-50 data-selected:font-medium dark:text-slate-100 dark:data-focus:bg-teal-400/10";

export const CheckedOption = ({ value, children }: { value: string; children: ReactNode }) => (
  <ComboboxOption value={value} className={optionClass}>
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      className="invisible size-3.5 shrink-0 text-teal-700 group-data-selected:visible dark:text-teal-300"
    >
      <path d="m3.5 8.5 3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
    {children}
  </ComboboxOption>
);

/** The chevron at the input's end that shows the options ("Show options"). */
export const ComboboxToggle = () => {
  const intl = useIntl();
  return (
    <ComboboxButton
      aria-label={intl.formatMessage({ id: "lists.lookup.show" })}
      className="absolute inset-y-0 right-0 flex items-center rounded-r-lg px-2.5 text-slate-500 outline-none focus-visible:ring-2 focus-visible:ring-teal-600 dark:text-slate-400 dark:focus-visible:ring-teal-400"
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" className="size-4">
        <path d="m4 6 4 4 4-4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </ComboboxButton>
  );
};
