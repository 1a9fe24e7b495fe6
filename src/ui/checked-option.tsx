/** A combobox's option with a check mark that shows while it is chosen (the country picker's, the lookups'). */
import { ComboboxOption } from "@headlessui/react";
import type { ReactNode } from "react";

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
