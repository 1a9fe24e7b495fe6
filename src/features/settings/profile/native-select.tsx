/**
 * A labelled native `<select>` drawn like the portal's inputs: the right control for long lists
 * (the time zones: typing a name jumps to it) and short ones alike, accessible by its label.
 */
import { type ReactNode, useId } from "react";
import { FieldShell } from "../../../ui/form";

export interface NativeSelectProps {
  readonly label: ReactNode;
  readonly value: string;
  readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }>;
  readonly onChange: (value: string) => void;
  /** Shown as a first, unselectable option while nothing is chosen. */
  readonly placeholder?: string;
  readonly hint?: ReactNode;
  readonly error?: string | undefined;
  readonly disabled?: boolean;
}

export const NativeSelect = ({ label, value, options, onChange, placeholder, hint, error, disabled }: NativeSelectProps) => {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.currentTarget.value)}
        className={`block w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm outline-none transition focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 disabled:cursor-not-allowed disabled:opacity-60 dark:bg-slate-900 dark:text-slate-100 dark:focus:border-teal-400 dark:focus:ring-teal-400/30 ${error ? "border-red-500 dark:border-red-400" : "border-slate-300 dark:border-slate-700"}`}
      >
        {value === "" && placeholder ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
};
