/**
 * Filters in a right-side drawer (half width; full width on mobile) with Cancel and Save. The
 * drawer edits a draft: Cancel discards it, Save applies it; with something changed, Escape, a click
 * outside, a link or Back ask "Discard your changes?" first (issue 35 item 1), as a form's dialog does. Headless UI's Dialog traps
 * the focus and gives it back to the button that opened it. Save normalises list inputs and checks
 * every value as the request will (filter-values.ts): a value it would refuse keeps the drawer open
 * with the reason under its field, which takes the focus.
 */
import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { useDeferredValue, useEffect, useId, useRef, useState } from "react";
import { FormattedMessage, type IntlShape, useIntl } from "react-intl";
import { secondaryButton } from "../buttons";
import DiscardConfirm from "../discard-confirm";
import { LeaveGuard } from "../leave-guard";
import type { FilterField } from "./filter-field";
import { type FilterProblem, filterProblem, normaliseFilter } from "./filter-values";
import { CountryPicker } from "../country-picker";
import { splitListInput } from "./helpers";
import { LookupSelect } from "./lookup-select";
import { useCountries } from "./use-countries";
import { useLookupSource } from "./lookup-sources";

export type { FilterContract, FilterField, FilterOption } from "./filter-field";

export interface FilterDrawerProps {
  readonly open: boolean;
  readonly fields: ReadonlyArray<FilterField>;
  readonly values: Readonly<Record<string, string>>;
  readonly onCancel: () => void;
  readonly onSave: (values: Record<string, string>) => void;
}

const input =
  "w-full rounded-lg border border-slate-300 aria-[invalid=true]:border-red-600 dark:aria-[invalid=true]:border-red-400 bg-white px-3 py-2 text-sm text-slate-900 outline-none placeholder:text-slate-400 focus-visible:border-teal-600 focus-visible:ring-2 focus-visible:ring-teal-600/30 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:focus-visible:border-teal-400 dark:focus-visible:ring-teal-400/30";

const Lookup = ({
  id,
  field,
  value,
  onChange,
  describedBy,
}: {
  id: string;
  field: FilterField;
  value: string;
  onChange: (value: string) => void;
  describedBy?: string | undefined;
}) => {
  const source = useLookupSource(field.lookup ?? "offers");
  return <LookupSelect id={id} name={field.name} source={source} value={value} onChange={onChange} describedBy={describedBy} />;
};

/** A list of country codes chosen in the country picker; the value stays the codes joined by commas. */
const Countries = ({
  id,
  value,
  onChange,
  describedBy,
  invalid,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  describedBy?: string | undefined;
  invalid?: boolean | undefined;
}) => (
  <CountryPicker
    countries={useCountries()}
    id={id}
    value={splitListInput(value)}
    onChange={(codes) => onChange(codes.join(","))}
    describedBy={describedBy}
    invalid={invalid ?? false}
  />
);

/** The reason a value is refused, in the interface language. */
export const filterProblemText = (intl: IntlShape, field: FilterField, problem: FilterProblem): string => {
  switch (problem.kind) {
    case "items":
      return intl.formatMessage(
        { id: field.itemErrorId ?? "lists.filters.badItems" },
        { items: intl.formatList(problem.items, { type: "conjunction" }), count: problem.items.length },
      );
    case "tooLong":
      return intl.formatMessage({ id: "lists.filters.tooLong" }, { max: problem.max, length: problem.length });
    case "invalid":
      return intl.formatMessage({ id: "lists.filters.invalid" });
  }
};

const NO_FIELDS: ReadonlyArray<FilterField> = [];

interface FieldProps {
  readonly field: FilterField;
  readonly value: string;
  readonly problem: FilterProblem | undefined;
  readonly onChange: (value: string) => void;
}

const Field = ({ field, value, problem, onChange }: FieldProps) => {
  const intl = useIntl();
  const id = useId();
  const hint = field.hintId ?? (field.kind === "list" && !field.picker ? "lists.filters.listHint" : undefined);
  // The reason first: it is what the publisher must act on.
  const describedBy = [problem ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined;
  const invalid = problem ? true : undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        <FormattedMessage id={field.labelId} />
      </label>
      {field.kind === "select" ? (
        <select
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className={input}
        >
          <option value="">{intl.formatMessage({ id: "lists.filters.any" })}</option>
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label ?? intl.formatMessage({ id: option.labelId ?? option.value })}
            </option>
          ))}
        </select>
      ) : field.picker === "countries" ? (
        <Countries id={id} value={value} onChange={onChange} describedBy={describedBy} invalid={invalid} />
      ) : field.kind === "lookup" ? (
        <Lookup id={id} field={field} value={value} onChange={onChange} describedBy={describedBy} />
      ) : field.kind === "list" ? (
        <textarea
          id={id}
          rows={2}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className={input}
        />
      ) : (
        <input
          id={id}
          type="text"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className={input}
        />
      )}
      {problem && (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-300">
          {filterProblemText(intl, field, problem)}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
          <FormattedMessage id={hint} />
        </p>
      )}
    </div>
  );
};

const DrawerBody = ({
  fields,
  values,
  onCancel,
  onSave,
  onDirty,
}: Omit<FilterDrawerProps, "open"> & { onDirty: (dirty: boolean) => void }) => {
  const [draft, setDraft] = useState<Record<string, string>>({ ...values });
  const dirty = fields.some((field) => (draft[field.name] ?? "") !== (values[field.name] ?? ""));
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  useEffect(() => () => onDirty(false), [onDirty]);
  const [problems, setProblems] = useState<Readonly<Record<string, FilterProblem>>>({});
  const titleId = useId();
  const form = useRef<HTMLFormElement>(null);
  // The drawer opens at once with its title and buttons; the fields follow in a background render (a
  // transition, in slices): mounted in the tap's own commit they held its next paint 190-260 ms at a
  // phone's CPU (issue 32, bench:interactions). The dialog itself has the focus either way.
  const shown = useDeferredValue(fields, NO_FIELDS);
  const save = () => {
    const normalised = Object.fromEntries(fields.map((field) => [field.name, normaliseFilter(field, draft[field.name] ?? "")]));
    const found = Object.fromEntries(
      fields.flatMap((field) => {
        const problem = filterProblem(field, normalised[field.name]!);
        return problem ? [[field.name, problem] as const] : [];
      }),
    );
    setProblems(found);
    if (Object.keys(found).length === 0) onSave(normalised);
    // The first refused field takes the focus once its message is in the page.
    else requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-describedby*="-error"]')?.focus());
  };
  return (
    <form
      ref={form}
      aria-labelledby={titleId}
      noValidate
      className="flex h-full flex-col"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4 dark:border-slate-800">
        <DialogTitle id={titleId} className="text-lg font-semibold text-slate-900 dark:text-slate-50">
          <FormattedMessage id="lists.filters.title" />
        </DialogTitle>
      </div>
      <div className="flex-1 space-y-4 overflow-y-auto px-5 py-4">
        {shown.map((field) => (
          <Field
            key={field.name}
            field={field}
            value={draft[field.name] ?? ""}
            problem={problems[field.name]}
            onChange={(value) => {
              setDraft((d) => ({ ...d, [field.name]: value }));
              setProblems(({ [field.name]: _edited, ...rest }) => rest);
            }}
          />
        ))}
      </div>
      <div className="flex justify-end gap-2 border-t border-slate-200 px-5 py-4 dark:border-slate-800">
        <button type="button" onClick={onCancel} className={secondaryButton}>
          <FormattedMessage id="lists.cancel" />
        </button>
        <button
          type="submit"
          className="rounded-lg bg-teal-700 px-4 py-2 text-sm font-semibold text-white outline-none hover:bg-teal-800 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2 dark:bg-teal-400 dark:text-slate-950 dark:hover:bg-teal-300 dark:focus-visible:ring-teal-400 dark:focus-visible:ring-offset-slate-900"
        >
          <FormattedMessage id="lists.save" />
        </button>
      </div>
    </form>
  );
};

export const FilterDrawer = ({ open, ...rest }: FilterDrawerProps) => {
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  return (
    <Dialog open={open} onClose={() => (dirty ? setAsking(true) : rest.onCancel())} className="fixed inset-0 z-50 flex justify-end">
      <div className="absolute inset-0 bg-slate-950/40" aria-hidden="true" />
      <DialogPanel className="relative h-full w-full bg-white shadow-xl md:w-1/2 dark:bg-slate-900 dark:shadow-black/50">
        {open && <DrawerBody {...rest} onDirty={setDirty} />}
        {open && dirty && <LeaveGuard dirty />}
        {asking && (
          <DiscardConfirm
            onKeep={() => setAsking(false)}
            onDiscard={() => {
              setAsking(false);
              rest.onCancel();
            }}
          />
        )}
      </DialogPanel>
    </Dialog>
  );
};
