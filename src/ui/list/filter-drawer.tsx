/**
 * Filters in a right-side drawer (half width; full width on mobile) with Cancel and Save. The
 * drawer edits a draft: Cancel (or Escape) discards it, Save applies it. Headless UI's Dialog traps
 * the focus and gives it back to the button that opened it.
 */
import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { useId, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { secondaryButton } from "../buttons";
import { LookupSelect } from "./lookup-select";
import { type LookupName, useLookupSource } from "./lookup-sources";

export interface FilterOption {
  readonly value: string;
  readonly labelId?: string;
  /** A label that needs no translation (e.g. a payment method's title). */
  readonly label?: string;
}

export interface FilterField {
  readonly name: string;
  readonly labelId: string;
  /**
   * list: values separated by comma, space or newline; text: one value; select: one of the options;
   * lookup: records chosen from a server-side search (`lookup` names it), kept as a list of ids.
   */
  readonly kind: "list" | "text" | "select" | "lookup";
  readonly lookup?: LookupName;
  readonly options?: ReadonlyArray<FilterOption>;
  readonly hintId?: string;
}

export interface FilterDrawerProps {
  readonly open: boolean;
  readonly fields: ReadonlyArray<FilterField>;
  readonly values: Readonly<Record<string, string>>;
  readonly onCancel: () => void;
  readonly onSave: (values: Record<string, string>) => void;
}

const input =
  "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 outline-none placeholder:text-slate-400 focus-visible:border-teal-600 focus-visible:ring-2 focus-visible:ring-teal-600/30 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:focus-visible:border-teal-400 dark:focus-visible:ring-teal-400/30";

const Lookup = ({ id, field, value, onChange, describedBy }: { id: string; field: FilterField; value: string; onChange: (value: string) => void; describedBy?: string | undefined }) => {
  const source = useLookupSource(field.lookup ?? "offers");
  return <LookupSelect id={id} name={field.name} source={source} value={value} onChange={onChange} describedBy={describedBy} />;
};

const Field = ({ field, value, onChange }: { field: FilterField; value: string; onChange: (value: string) => void }) => {
  const intl = useIntl();
  const id = useId();
  const hint = field.hintId ?? (field.kind === "list" ? "lists.filters.listHint" : undefined);
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        <FormattedMessage id={field.labelId} />
      </label>
      {field.kind === "select" ? (
        <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={input}>
          <option value="">{intl.formatMessage({ id: "lists.filters.any" })}</option>
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label ?? intl.formatMessage({ id: option.labelId ?? option.value })}
            </option>
          ))}
        </select>
      ) : field.kind === "lookup" ? (
        <Lookup id={id} field={field} value={value} onChange={onChange} describedBy={hint ? `${id}-hint` : undefined} />
      ) : field.kind === "list" ? (
        <textarea id={id} rows={2} value={value} onChange={(e) => onChange(e.target.value)} aria-describedby={hint ? `${id}-hint` : undefined} className={input} />
      ) : (
        <input id={id} type="text" value={value} onChange={(e) => onChange(e.target.value)} className={input} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
          <FormattedMessage id={hint} />
        </p>
      )}
    </div>
  );
};

const DrawerBody = ({ fields, values, onCancel, onSave }: Omit<FilterDrawerProps, "open">) => {
  const [draft, setDraft] = useState<Record<string, string>>({ ...values });
  const titleId = useId();
  return (
    <form
      aria-labelledby={titleId}
      className="flex h-full flex-col"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(draft);
      }}
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4 dark:border-slate-800">
        <DialogTitle id={titleId} className="text-lg font-semibold text-slate-900 dark:text-slate-50">
          <FormattedMessage id="lists.filters.title" />
        </DialogTitle>
      </div>
      <div className="flex-1 space-y-4 overflow-y-auto px-5 py-4">
        {fields.map((field) => (
          <Field key={field.name} field={field} value={draft[field.name] ?? ""} onChange={(value) => setDraft((d) => ({ ...d, [field.name]: value }))} />
        ))}
      </div>
      <div className="flex justify-end gap-2 border-t border-slate-200 px-5 py-4 dark:border-slate-800">
        <button
          type="button"
          onClick={onCancel}
          className={secondaryButton}
        >
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

export const FilterDrawer = ({ open, ...rest }: FilterDrawerProps) => (
  <Dialog open={open} onClose={rest.onCancel} className="fixed inset-0 z-50 flex justify-end">
    <div className="absolute inset-0 bg-slate-950/40" aria-hidden="true" />
    <DialogPanel className="relative h-full w-full bg-white shadow-xl md:w-1/2 dark:bg-slate-900 dark:shadow-black/50">{open && <DrawerBody {...rest} />}</DialogPanel>
  </Dialog>
);
