/**
 * A labelled choice from a list (Headless UI Listbox): one value or several, optionally clearable,
 * with a hint and an error tied to the button. Texts arrive translated from the caller.
 */
import { Description, Field, Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from "@headlessui/react";
import type { ReactNode } from "react";

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

interface CommonProps {
  readonly label: ReactNode;
  readonly options: ReadonlyArray<SelectOption>;
  readonly placeholder: string;
  readonly error?: string | undefined;
  readonly hint?: ReactNode;
  readonly required?: boolean;
  readonly disabled?: boolean;
  /** The accessible name of the clear button; without it the field is not clearable. */
  readonly clearLabel?: string;
}

export type SelectFieldProps = CommonProps &
  (
    | { readonly multiple: true; readonly value: ReadonlyArray<string>; readonly onChange: (value: ReadonlyArray<string>) => void }
    | { readonly multiple?: false; readonly value: string; readonly onChange: (value: string) => void }
  );

/** A solid icon of one path on a 20-unit grid. */
const SolidIcon = ({ d, className }: { d: string; className: string }) => (
  <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className={className}>
    <path fillRule="evenodd" d={d} clipRule="evenodd" />
  </svg>
);

const Chevron = () => (
  <SolidIcon
    d="M5.2 7.7a.75.75 0 0 1 1.06.04L10 11.6l3.74-3.86a.75.75 0 1 1 1.08 1.04l-4.28 4.42a.75.75 0 0 1-1.08 0L5.16 8.78a.75.75 0 0 1 .04-1.08Z"
    className="size-5 shrink-0 text-slate-400 dark:text-slate-500"
  />
);

const Check = () => (
  <SolidIcon
    d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
    className="size-4 text-teal-700 dark:text-teal-300"
  />
);

export const SelectField = (props: SelectFieldProps) => {
  const { label, options, placeholder, error, hint, required, disabled, clearLabel } = props;
  const chosen = props.multiple ? props.value : props.value === "" ? [] : [props.value];
  const labels = chosen.map((v) => options.find((o) => o.value === v)?.label ?? v);
  const clear = () => (props.multiple ? props.onChange([]) : props.onChange(""));
  const invalid = Boolean(error);

  return (
    <Field className="space-y-1.5" disabled={disabled}>
      <Label className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-600 dark:text-red-400">
            *
          </span>
        ) : null}
      </Label>
      <Listbox
        value={props.multiple ? [...props.value] : props.value}
        onChange={(next: string | string[]) => (props.multiple ? props.onChange(next as string[]) : props.onChange(next as string))}
        multiple={props.multiple ?? false}
        invalid={invalid}
      >
        <div className="relative">
          <ListboxButton
            className={
              "flex min-h-[42px] w-full items-center gap-2 rounded-lg border bg-white py-2 pl-3 text-left text-sm text-slate-900 shadow-sm outline-none transition " +
              "focus-visible:border-teal-600 focus-visible:ring-2 focus-visible:ring-teal-600/30 data-[open]:border-teal-600 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60 " +
              "dark:bg-slate-900 dark:text-slate-100 dark:focus-visible:border-teal-400 dark:focus-visible:ring-teal-400/30 dark:data-[open]:border-teal-400 " +
              (clearLabel && chosen.length > 0 ? "pr-16 " : "pr-9 ") +
              (invalid ? "border-red-500 dark:border-red-400" : "border-slate-300 dark:border-slate-700")
            }
          >
            {labels.length === 0 ? (
              <span className="truncate text-slate-500 dark:text-slate-400">{placeholder}</span>
            ) : props.multiple ? (
              <span className="flex flex-wrap gap-1">
                {labels.map((l) => (
                  <span
                    key={l}
                    className="rounded-md bg-teal-50 px-1.5 py-0.5 text-xs font-medium text-teal-800 ring-1 ring-teal-600/20 dark:bg-teal-400/10 dark:text-teal-200 dark:ring-teal-400/30"
                  >
                    {l}
                  </span>
                ))}
              </span>
            ) : (
              <span className="truncate">{labels[0]}</span>
            )}
            <span className="pointer-events-none absolute inset-y-0 right-2 flex items-center">
              <Chevron />
            </span>
          </ListboxButton>
          {clearLabel && chosen.length > 0 && !disabled ? (
            <button
              type="button"
              onClick={clear}
              aria-label={clearLabel}
              className="absolute inset-y-0 right-8 my-auto flex size-6 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-teal-600 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
                <path d="M6.3 5.3a.75.75 0 0 0-1.06 1.06L8.94 10l-3.7 3.64a.75.75 0 1 0 1.06 1.06L10 11.06l3.64 3.7a.75.75 0 1 0 1.06-1.06L11.06 10l3.7-3.64a.75.75 0 0 0-1.06-1.06L10 8.94 6.3 5.3Z" />
              </svg>
            </button>
          ) : null}
        </div>
        <ListboxOptions
          anchor={{ to: "bottom start", gap: 4 }}
          className="z-50 max-h-64 w-[var(--button-width)] overflow-auto rounded-lg border border-slate-200 bg-white p-1 text-sm shadow-lg outline-none dark:border-slate-700 dark:bg-slate-900"
        >
          {options.map((option) => (
            <ListboxOption
              key={option.value}
              value={option.value}
              className="group flex cursor-pointer items-center justify-between gap-2 rounded-md px-2.5 py-2 text-slate-800 select-none data-[focus]:bg-teal-50 data-[focus]:text-teal-900 dark:text-slate-200 dark:data-[focus]:bg-teal-400/10 dark:data-[focus]:text-teal-100"
            >
              <span className="group-data-[selected]:font-semibold">{option.label}</span>
              <span className="invisible group-data-[selected]:visible">
                <Check />
              </span>
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
      {hint ? <Description className="text-xs text-slate-500 dark:text-slate-400">{hint}</Description> : null}
      {error ? (
        <Description role="alert" className="text-xs font-medium text-red-700 dark:text-red-300">
          {error}
        </Description>
      ) : null}
    </Field>
  );
};
