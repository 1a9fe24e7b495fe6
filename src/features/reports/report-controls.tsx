/**
 * The reports' Headless UI controls (issue 14, docs/decisions/036): the column chooser's popover,
 * a saved view's menu, the name dialog and the delete confirmation. This module loads after the
 * first paint (src/ui/deferred.tsx): the page shows plain buttons that look and are named the same
 * until it is here, so the reports route does not carry Headless UI's popover, menu and dialog code.
 */
import { Menu, MenuButton, MenuItem, MenuItems, Popover, PopoverButton, PopoverPanel } from "@headlessui/react";
import { type FormEvent, useId, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { secondaryButton } from "../../ui/buttons";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { SubmitButton, TextField } from "../../ui/form";
import { toolbarButton } from "../../ui/list";
import { type ColumnChooserProps, ColumnTrigger, VIEW_MENU_BUTTON, ViewMenuIcon, metricLabelId } from "./column-trigger";
import { type Metric, TAB_METRICS } from "./report-columns";
import { type SavedReportView, VIEW_NAME_LIMIT } from "./report-preferences";
import { viewNameProblem } from "./saved-view-rules";
import { ModalFrame, ModalTitle } from "../../ui/modal";

export const ColumnChooserPopover = ({ tab, visible, onChange }: ColumnChooserProps) => {
  const id = useId();
  const all = TAB_METRICS[tab];
  const toggle = (metric: Metric, on: boolean) => onChange(all.filter((m) => (m === metric ? on : visible.includes(m))));
  return (
    <Popover className="relative">
      <PopoverButton className={toolbarButton}>
        <ColumnTrigger shown={visible.length} total={all.length} />
      </PopoverButton>
      <PopoverPanel
        focus
        className="absolute right-0 top-full z-40 mt-1.5 w-64 rounded-xl border border-slate-200 bg-white p-3 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:shadow-black/40"
      >
        <fieldset>
          <legend id={`${id}-legend`} className="mb-2 text-sm font-semibold text-slate-900 dark:text-slate-50">
            <FormattedMessage id="reports.columns.legend" />
          </legend>
          <ul className="max-h-96 space-y-1 overflow-y-auto">
            {all.map((metric) => {
              const checked = visible.includes(metric);
              const last = checked && visible.length === 1;
              return (
                <li key={metric}>
                  <label className="flex items-center gap-2 rounded px-1 py-1 text-sm text-slate-800 hover:bg-slate-50 dark:text-slate-100 dark:hover:bg-slate-800">
                    <input
                      type="checkbox"
                      name={metric}
                      checked={checked}
                      disabled={last}
                      aria-describedby={last ? `${id}-last` : undefined}
                      onChange={(event) => toggle(metric, event.target.checked)}
                      className="size-4 rounded border-slate-400 accent-teal-700 focus-visible:ring-2 focus-visible:ring-teal-600 dark:accent-teal-400"
                    />
                    <FormattedMessage id={metricLabelId(metric)} />
                  </label>
                </li>
              );
            })}
          </ul>
          {visible.length === 1 && (
            <p id={`${id}-last`} className="mt-2 text-xs text-slate-600 dark:text-slate-300">
              <FormattedMessage id="reports.columns.lastOne" />
            </p>
          )}
          <button
            type="button"
            disabled={visible.length === all.length}
            onClick={() => onChange(all)}
            className="mt-2 rounded px-1 text-sm font-medium text-teal-700 underline-offset-2 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-teal-600 disabled:text-slate-400 disabled:no-underline dark:text-teal-300 dark:disabled:text-slate-500"
          >
            <FormattedMessage id="reports.columns.showAll" />
          </button>
        </fieldset>
      </PopoverPanel>
    </Popover>
  );
};

const ITEM = "block w-full rounded-md px-3 py-1.5 text-left text-sm data-[focus]:bg-slate-100 dark:data-[focus]:bg-slate-800";

/** A saved view's menu: Rename, Schedule by e-mail (where the backend e-mails reports: decision 087), Delete. */
export const ViewMenu = ({
  view,
  onRename,
  onSchedule,
  onDelete,
}: {
  view: SavedReportView;
  onRename: () => void;
  onSchedule?: (() => void) | undefined;
  onDelete: () => void;
}) => {
  const intl = useIntl();
  return (
    <Menu>
      <MenuButton aria-label={intl.formatMessage({ id: "reports.views.actions" }, { name: view.name })} className={VIEW_MENU_BUTTON}>
        <ViewMenuIcon />
      </MenuButton>
      <MenuItems
        anchor={{ to: "bottom end", gap: 4, padding: 8 }}
        className="z-50 w-52 rounded-xl border border-slate-200 bg-white p-1 shadow-lg outline-none dark:border-slate-700 dark:bg-slate-900 dark:shadow-black/40"
      >
        <MenuItem>
          <button type="button" className={`${ITEM} text-slate-800 dark:text-slate-100`} onClick={onRename}>
            <FormattedMessage id="reports.views.rename" />
          </button>
        </MenuItem>
        {onSchedule && (
          <MenuItem>
            <button type="button" className={`${ITEM} text-slate-800 dark:text-slate-100`} onClick={onSchedule}>
              <FormattedMessage id="reportSchedules.menuItem" />
            </button>
          </MenuItem>
        )}
        <MenuItem>
          <button type="button" className={`${ITEM} text-red-700 dark:text-red-300`} onClick={onDelete}>
            <FormattedMessage id="reports.views.delete" />
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
};

/** What the name dialog is for: a new view, or renaming one. */
export type Editing = { readonly mode: "save" } | { readonly mode: "rename"; readonly view: SavedReportView };

/** The name dialog: a required, unique name; what is wrong is told beside the field and nothing typed is lost. */
export const NameDialog = ({
  editing,
  views,
  onSubmit,
  onClose,
}: {
  editing: Editing;
  views: ReadonlyArray<SavedReportView>;
  onSubmit: (name: string) => void;
  onClose: () => void;
}) => {
  const intl = useIntl();
  const [name, setName] = useState(editing.mode === "rename" ? editing.view.name : "");
  const [problem, setProblem] = useState<ReturnType<typeof viewNameProblem>>(null);
  const input = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = viewNameProblem(name, views, editing.mode === "rename" ? editing.view.id : undefined);
    setProblem(found);
    if (found) {
      input.current?.focus();
      return;
    }
    onSubmit(name.trim());
  };
  return (
    <ModalFrame
      onClose={onClose}
      width="md"
      initialFocus={input}
      dirty={name.trim() !== (editing.mode === "rename" ? editing.view.name : "")}
    >
      <ModalTitle>
        <FormattedMessage id={editing.mode === "save" ? "reports.views.saveTitle" : "reports.views.renameTitle"} />
      </ModalTitle>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <TextField
          ref={input}
          label={intl.formatMessage({ id: "reports.views.name" })}
          required
          autoComplete="off"
          value={name}
          maxLengthCounter={VIEW_NAME_LIMIT}
          onChange={(event) => setName(event.target.value)}
          hint={editing.mode === "save" ? intl.formatMessage({ id: "reports.views.nameHint" }) : undefined}
          error={problem ? intl.formatMessage({ id: problem.id }, problem.values) : undefined}
        />
        <div className="flex justify-end gap-2">
          <button type="button" className={secondaryButton} onClick={onClose}>
            <FormattedMessage id="reports.views.cancel" />
          </button>
          <div>
            <SubmitButton busy={false}>
              <FormattedMessage id={editing.mode === "save" ? "reports.views.submitSave" : "reports.views.submitRename"} />
            </SubmitButton>
          </div>
        </div>
      </form>
    </ModalFrame>
  );
};

/** "Are you ready to delete?" with the view's name. */
export const DeleteViewDialog = ({
  view,
  onConfirm,
  onClose,
}: {
  view: SavedReportView | null;
  onConfirm: (view: SavedReportView) => void;
  onClose: () => void;
}) => (
  <ConfirmDialog open={view !== null} onClose={onClose} onConfirm={() => view && onConfirm(view)}>
    {view?.name}
  </ConfirmDialog>
);
