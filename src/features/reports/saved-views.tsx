/**
 * Saved views (issue 14, docs/decisions/036): the views listed under the report tabs, each a link
 * to its report (so it can be copied and shared); "Save view" names the report now shown; each
 * view's menu renames or deletes it. A name is required and unique: the dialog says what is wrong
 * beside the field and keeps what was typed. Views are events of the journal, not a separate store.
 */
import { Dialog, DialogPanel, DialogTitle, Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import { type FormEvent, useId, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useNavigate } from "react-router-dom";
import { toasts } from "../../app/toasts";
import type { SavedReportView } from "../../journal/persisted";
import { secondaryButton } from "../../ui/buttons";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { FormAlert, SubmitButton, TextField } from "../../ui/form";
import { toolbarButton } from "../../ui/list";
import type { StatisticsTab } from "./grouping";
import { useReportPreferences } from "./report-preferences";
import { viewFits, viewNameProblem, viewSearch } from "./saved-view-rules";

const REPORTS_PATH = "/reports";

type Editing = { readonly mode: "save" } | { readonly mode: "rename"; readonly view: SavedReportView };

/** The name dialog, for a new view or a renamed one. */
const NameDialog = ({
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
  const formId = useId();
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
    <Dialog open onClose={onClose} initialFocus={input} className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div className="absolute inset-0 bg-slate-950/40" aria-hidden="true" />
      <DialogPanel className="relative w-full max-w-md rounded-xl bg-white p-6 shadow-xl dark:bg-slate-900 dark:shadow-black/50">
        <DialogTitle className="text-lg font-semibold text-slate-900 dark:text-slate-50">
          <FormattedMessage id={editing.mode === "save" ? "reports.views.saveTitle" : "reports.views.renameTitle"} />
        </DialogTitle>
        <form id={formId} noValidate onSubmit={submit} className="mt-4 space-y-4">
          <TextField
            ref={input}
            label={intl.formatMessage({ id: "reports.views.name" })}
            required
            autoComplete="off"
            value={name}
            maxLengthCounter={60}
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
      </DialogPanel>
    </Dialog>
  );
};

const ITEM = "block w-full rounded-md px-3 py-1.5 text-left text-sm text-slate-800 data-[focus]:bg-slate-100 dark:text-slate-100 dark:data-[focus]:bg-slate-800";

export const SavedViews = ({ tab, params, visible }: { tab: StatisticsTab; params: URLSearchParams; visible: ReadonlyArray<string> }) => {
  const intl = useIntl();
  const navigate = useNavigate();
  const { preferences, saveView, renameView, deleteView } = useReportPreferences();
  const { views } = preferences;
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<SavedReportView | null>(null);
  const [tooLong, setTooLong] = useState(false);
  const current = viewSearch(params, tab, visible);
  const headingId = useId();

  const startSave = () => {
    if (!viewFits(current)) {
      setTooLong(true);
      return;
    }
    setTooLong(false);
    setEditing({ mode: "save" });
  };
  const submit = (name: string) => {
    if (!editing) return;
    if (editing.mode === "save") {
      saveView({ name, tab, search: current });
      toasts.show({ tone: "success", messageId: "reports.views.saved", values: { name } });
    } else {
      renameView(editing.view.id, name);
      toasts.show({ tone: "success", messageId: "reports.views.renamed", values: { name } });
    }
    setEditing(null);
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-wrap items-center gap-2">
      <h2 id={headingId} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        <FormattedMessage id="reports.views.title" />
      </h2>
      {views.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">
          <FormattedMessage id="reports.views.none" />
        </p>
      ) : (
        <ul className="flex flex-wrap items-center gap-2">
          {views.map((view) => {
            const to = `${REPORTS_PATH}?${view.search}`;
            const active = view.search === current;
            return (
              <li
                key={view.id}
                className={`inline-flex items-center rounded-full border text-sm ${active ? "border-teal-600 bg-teal-50 dark:border-teal-400 dark:bg-teal-400/10" : "border-slate-300 bg-white dark:border-slate-700 dark:bg-slate-900"}`}
              >
                <Link
                  to={to}
                  aria-current={active ? "page" : undefined}
                  // A view opens as its link would: the report tab starts afresh (decision 035's arrival rules).
                  onClick={(event) => {
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                    event.preventDefault();
                    void navigate(to, { state: { openedView: `${view.id}:${Date.now()}` } });
                  }}
                  className="rounded-l-full py-1 pl-3 pr-2 font-medium text-slate-800 outline-none hover:text-teal-700 focus-visible:ring-2 focus-visible:ring-teal-600 dark:text-slate-100 dark:hover:text-teal-300 dark:focus-visible:ring-teal-400"
                >
                  {view.name}
                </Link>
                <Menu>
                  <MenuButton
                    aria-label={intl.formatMessage({ id: "reports.views.actions" }, { name: view.name })}
                    className="rounded-r-full py-1 pl-1 pr-2 text-slate-500 outline-none hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-teal-600 dark:text-slate-400 dark:hover:text-white dark:focus-visible:ring-teal-400"
                  >
                    <svg aria-hidden="true" viewBox="0 0 16 16" fill="currentColor" className="size-4">
                      <circle cx="3.5" cy="8" r="1.25" />
                      <circle cx="8" cy="8" r="1.25" />
                      <circle cx="12.5" cy="8" r="1.25" />
                    </svg>
                  </MenuButton>
                  <MenuItems
                    anchor={{ to: "bottom end", gap: 4, padding: 8 }}
                    className="z-50 w-44 rounded-xl border border-slate-200 bg-white p-1 shadow-lg outline-none dark:border-slate-700 dark:bg-slate-900 dark:shadow-black/40"
                  >
                    <MenuItem>
                      <button type="button" className={ITEM} onClick={() => setEditing({ mode: "rename", view })}>
                        <FormattedMessage id="reports.views.rename" />
                      </button>
                    </MenuItem>
                    <MenuItem>
                      <button type="button" className={`${ITEM} text-red-700 dark:text-red-300`} onClick={() => setDeleting(view)}>
                        <FormattedMessage id="reports.views.delete" />
                      </button>
                    </MenuItem>
                  </MenuItems>
                </Menu>
              </li>
            );
          })}
        </ul>
      )}
      <button type="button" className={toolbarButton} onClick={startSave}>
        <svg aria-hidden="true" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" className="size-4">
          <path d="M4 2.5h8v11l-4-3-4 3z" strokeLinejoin="round" />
        </svg>
        <FormattedMessage id="reports.views.save" />
      </button>
      {tooLong && (
        <div className="basis-full">
          <FormAlert tone="error">
            <FormattedMessage id="reports.views.tooLong" />
          </FormAlert>
        </div>
      )}
      {editing && <NameDialog editing={editing} views={views} onSubmit={submit} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          deleteView(deleting.id);
          toasts.show({ tone: "success", messageId: "reports.views.deleted", values: { name: deleting.name } });
        }}
      >
        {deleting?.name}
      </ConfirmDialog>
    </section>
  );
};
