/**
 * The offers list's column chooser (issue 12, beyond the spec): which columns show, remembered as a
 * projection of the journal (`preferences.columns.set`, src/journal/projection.ts) like the other
 * preferences, so it survives a reload and replays. A disclosure of native checkboxes: keyboard and
 * screen-reader friendly without a menu library on the list's first load.
 */
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { FormattedMessage } from "react-intl";
import { PROJECTED } from "../../journal/projection";
import { useClientState, useSystem } from "../../app/react";
import { toolbarButton } from "../../ui/list";

const NONE: ReadonlyArray<string> = [];

/** The columns `list` hides, and a setter that journals the choice. */
export const useHiddenColumns = (list: string) => {
  const { store } = useSystem();
  // The stored snapshot is checked loosely (persisted.ts): anything but a list counts as none hidden.
  const stored: unknown = useClientState().hiddenColumns?.[list];
  const hidden = Array.isArray(stored) ? (stored as ReadonlyArray<string>) : NONE;
  const setHidden = useCallback(
    (next: ReadonlyArray<string>) => store.record("preferences", PROJECTED.columns, { list, hidden: [...next] }),
    [store, list],
  );
  return [hidden, setHidden] as const;
};

export const ColumnChooser = ({
  columns,
  hidden,
  onChange,
}: {
  columns: ReadonlyArray<{ id: string; labelId: string }>;
  hidden: ReadonlyArray<string>;
  onChange: (hidden: ReadonlyArray<string>) => void;
}) => {
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  // Escape or a click elsewhere closes it.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    const onClick = (event: MouseEvent) => !root.current?.contains(event.target as Node) && setOpen(false);
    document.addEventListener("keydown", onKey);
    document.addEventListener("mousedown", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("mousedown", onClick);
    };
  }, [open]);
  return (
    <div ref={root} className="relative">
      <button type="button" className={toolbarButton} aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        <FormattedMessage id="offers.columns" />
      </button>
      <fieldset
        id={id}
        hidden={!open}
        className="absolute right-0 z-20 mt-1 w-56 space-y-2 rounded-lg border border-slate-200 bg-white p-3 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        <legend className="sr-only">
          <FormattedMessage id="offers.columns" />
        </legend>
        {columns.map((column) => (
          <label key={column.id} className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
            <input
              type="checkbox"
              checked={!hidden.includes(column.id)}
              onChange={(event) => onChange(event.target.checked ? hidden.filter((c) => c !== column.id) : [...hidden, column.id])}
              className="size-4 rounded border-slate-300 text-teal-700 focus-visible:ring-2 focus-visible:ring-teal-600 dark:border-slate-600 dark:bg-slate-900"
            />
            <FormattedMessage id={column.labelId} />
          </label>
        ))}
      </fieldset>
    </div>
  );
};
