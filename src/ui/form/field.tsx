/**
 * Form fields with a label, a hint, an error tied to the input (aria-invalid, aria-describedby) and
 * an optional character counter. Errors are strings already translated or taken from the server.
 */
import { type InputHTMLAttributes, type ReactNode, forwardRef, useId, useState } from "react";
import { useIntl } from "react-intl";
import { type NeedsNetwork, NetworkButton } from "../needs-network";
import { useHydrated } from "./use-hydrated";

const inputClass =
  "block w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm outline-none transition placeholder:text-slate-400 focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30 disabled:cursor-not-allowed disabled:opacity-60 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500 dark:focus:border-teal-400 dark:focus:ring-teal-400/30";

const borderClass = (invalid: boolean) => (invalid ? "border-red-500 dark:border-red-400" : "border-slate-300 dark:border-slate-700");

export interface FieldShellProps {
  readonly id: string;
  readonly label: ReactNode;
  readonly error?: string | undefined;
  readonly hint?: ReactNode;
  readonly required?: boolean;
  readonly counter?: ReactNode;
  readonly children: ReactNode;
}

/** A field's label, with a star where it is required. */
export const FieldLabel = ({ id, label, required }: { id: string; label: ReactNode; required?: boolean | undefined }) => (
  <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
    {label}
    {required ? (
      <span aria-hidden="true" className="ml-0.5 text-red-600 dark:text-red-400">
        *
      </span>
    ) : null}
  </label>
);

/** A field's error, announced as it appears; its id is the one the control is described by. */
export const FieldError = ({ id, error }: { id: string; error?: ReactNode }) =>
  error ? (
    <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700 dark:text-red-300">
      {error}
    </p>
  ) : null;

/** Label, control, hint and error, laid out the same way for every field. */
export const FieldShell = ({ id, label, error, hint, required, counter, children }: FieldShellProps) => (
  <div className="space-y-1.5">
    <div className="flex items-baseline justify-between gap-2">
      <FieldLabel id={id} label={label} required={required} />
      {counter}
    </div>
    {children}
    {hint ? (
      <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
        {hint}
      </p>
    ) : null}
    <FieldError id={id} error={error} />
  </div>
);

const describedBy = (id: string, error?: string, hint?: ReactNode) =>
  [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  readonly label: ReactNode;
  readonly error?: string | undefined;
  readonly hint?: ReactNode;
  /** Shows "n / max" (characters typed over the limit), without announcing the limit in the label. */
  readonly maxLengthCounter?: number;
  /** How the counter counts the value: UTF-16 units by default; `graphemeLength` for a limit the server counts in characters. */
  readonly count?: (value: string) => number;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, required, maxLengthCounter, count = (text) => text.length, value, ...input },
  ref,
) {
  const id = useId();
  const length = typeof value === "string" ? count(value) : 0;
  return (
    <FieldShell
      id={id}
      label={label}
      error={error}
      hint={hint}
      required={required}
      counter={
        maxLengthCounter !== undefined ? (
          <span
            className={`text-xs tabular-nums ${length > maxLengthCounter ? "text-red-700 dark:text-red-300" : "text-slate-500 dark:text-slate-400"}`}
            aria-live="polite"
          >
            {length} / {maxLengthCounter}
          </span>
        ) : null
      }
    >
      <input
        ref={ref}
        id={id}
        value={value}
        required={false}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={`${inputClass} ${borderClass(Boolean(error))}`}
        {...input}
      />
    </FieldShell>
  );
});

/** A password input with a show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, TextFieldProps>(function PasswordField(
  { label, error, hint, required, ...input },
  ref,
) {
  const id = useId();
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} required={required}>
      <div className="relative">
        <input
          ref={ref}
          id={id}
          type={visible ? "text" : "password"}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className={`${inputClass} ${borderClass(Boolean(error))} pr-11`}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={intl.formatMessage({ id: visible ? "form.hidePassword" : "form.showPassword" })}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-teal-600 dark:text-slate-400 dark:hover:text-slate-100"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
            <circle cx="12" cy="12" r="3" />
            {visible ? null : <path d="M4 4l16 16" />}
          </svg>
        </button>
      </div>
    </FieldShell>
  );
});

/**
 * A labelled checkbox: a native input drawn like the portal's other controls. Native on purpose:
 * the login page shows one, and a Headless UI checkbox would load its focus and label machinery
 * before the first paint (see docs/decisions/009-login-bundle.md). Space toggles it and Enter
 * submits its form, as the browser does for every checkbox.
 */
export const CheckboxField = ({
  label,
  checked,
  onChange,
  name,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name?: string;
}) => {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <span className="relative flex h-5 w-5 shrink-0">
        <input
          id={id}
          type="checkbox"
          name={name}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          className="peer h-5 w-5 appearance-none rounded border border-slate-400 bg-white outline-none checked:border-teal-700 checked:bg-teal-700 focus-visible:ring-2 focus-visible:ring-teal-600/40 dark:border-slate-500 dark:bg-slate-900 dark:checked:border-teal-400 dark:checked:bg-teal-500"
        />
        <svg
          aria-hidden="true"
          viewBox="0 0 14 14"
          className="pointer-events-none absolute inset-0 m-auto hidden h-3.5 w-3.5 text-white peer-checked:block"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
        >
          <path d="M3 7.5l2.5 2.5L11 4.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <label htmlFor={id} className="cursor-pointer select-none text-sm text-slate-700 dark:text-slate-300">
        {label}
      </label>
    </div>
  );
};

/**
 * The form's submit button: busy while its request runs (a spinner, one submit at a time); `disabled`
 * when the form cannot be sent now (a limit reached); disabled offline too, with the reason under it
 * (src/ui/needs-network.tsx).
 */
export const SubmitButton = ({
  busy,
  disabled = false,
  network,
  children,
}: {
  busy: boolean;
  disabled?: boolean;
  /** The reason shared with the actions beside it, whose note the caller renders (src/ui/needs-network.tsx). */
  network?: NeedsNetwork;
  children: ReactNode;
}) => {
  // In a pre-rendered page, disabled until the page's scripts have taken the form over: Enter in a
  // field does not submit a form whose submit button is disabled, so nothing leaves before the flow is there.
  const hydrated = useHydrated();
  return (
    <NetworkButton
      type="submit"
      network={network}
      disabled={busy || disabled || !hydrated}
      aria-busy={busy || undefined}
      className={`inline-flex w-full items-center justify-center gap-2 rounded-lg bg-teal-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 ${disabled && !busy ? "disabled:cursor-not-allowed" : "disabled:cursor-wait"} disabled:opacity-70 dark:bg-teal-500 dark:text-slate-950 dark:hover:bg-teal-400`}
    >
      {busy ? <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" /> : null}
      {children}
    </NetworkButton>
  );
};

/** A message above the form (the server's error, or a notice). */
export const FormAlert = ({ tone = "error", children }: { tone?: "error" | "success" | "info"; children: ReactNode }) => {
  const tones = {
    error: "border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950/60 dark:text-red-100",
    success: "border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-100",
    info: "border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-800 dark:bg-sky-950/60 dark:text-sky-100",
  };
  return (
    <div role={tone === "error" ? "alert" : "status"} className={`rounded-lg border px-3 py-2.5 text-sm ${tones[tone]}`}>
      {children}
    </div>
  );
};
