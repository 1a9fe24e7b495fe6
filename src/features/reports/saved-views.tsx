/**
 * Saved views (issue 14, docs/decisions/036): the views listed under the report tabs, each a link
 * to its report (so it can be copied and shared); "Save view" names the report now shown; each
 * view's menu renames or deletes it, and schedules it by e-mail where the backend can (decision 087:
 * the schedules' list and form load then, ./schedules/). A name is required and unique: the dialog says what is wrong
 * beside the field and keeps what was typed. Views are events of the journal, not a separate store.
 * The menus and dialogs load after the first paint (report-controls.tsx).
 */
import { useId, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useNavigate } from "react-router-dom";
import { toasts } from "../../app/toasts";
import { DeferredControl, MENU_KEYS, PLACEHOLDER_PROPS, deferredModule } from "../../ui/deferred";
import { toolbarButton } from "../../ui/list";
import { useDeferredModule } from "../../ui/use-deferred-module";
import { reportControls } from "./column-chooser";
import { VIEW_MENU_BUTTON, ViewMenuIcon } from "./column-trigger";
import type { StatisticsTab } from "./grouping";
import type { Editing } from "./report-controls";
import type { SavedReportView } from "./report-preferences";
import { useReportPreferences } from "./use-report-preferences";
import { viewFits, viewSearch } from "./saved-view-rules";
import { useCapability } from "../../app/use-capability";
import { listSchedulesCall } from "./schedules/schedule-calls";

// Reports by e-mail (decision 087): loaded once the backend is known to have them, never on a backend without,
// when the browser is idle and without preload links (nobody tapped for it: decision 090), and shown when
// its code is there. A load that fails leaves the page as on a backend without them.
const schedulesPanel = deferredModule(
  () => import("./schedules/schedules-panel"),
  () => undefined,
);

const REPORTS_PATH = "/reports";

export const SavedViews = ({ tab, params, visible }: { tab: StatisticsTab; params: URLSearchParams; visible: ReadonlyArray<string> }) => {
  const intl = useIntl();
  const navigate = useNavigate();
  const { preferences, reading, saveView, renameView, deleteView } = useReportPreferences();
  const { views } = preferences;
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<SavedReportView | null>(null);
  const [tooLong, setTooLong] = useState(false);
  // An optional capability (decision 085): its list, sent once, says whether the backend e-mails reports.
  const schedules = useCapability("reportSchedules", listSchedulesCall);
  const [scheduling, setScheduling] = useState<SavedReportView | null>(null);
  const controls = useDeferredModule(reportControls, { now: editing !== null || deleting !== null });
  const SchedulesPanel = useDeferredModule(schedulesPanel, { wanted: schedules === "present" })?.default;
  const current = viewSearch(params, tab, visible);
  const headingId = useId();

  const startSave = () => {
    setTooLong(!viewFits(current));
    if (viewFits(current)) setEditing({ mode: "save" });
  };
  const submit = (name: string) => {
    if (!editing) return;
    if (editing.mode === "save") {
      saveView({ name, tab, search: current });
      toasts.show({ tone: "success", messageId: "reports.views.saved", values: { name } });
    } else {
      renameView(editing.view, name);
      toasts.show({ tone: "success", messageId: "reports.views.renamed", values: { name } });
    }
    setEditing(null);
  };

  return (
    <>
      <section aria-labelledby={headingId} className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-sm font-medium text-slate-700 dark:text-slate-200">
          <FormattedMessage id="reports.views.title" />
        </h2>
        {views.length === 0 ? (
          <p className="text-sm text-slate-500 dark:text-slate-400" role={reading ? "status" : undefined}>
            <FormattedMessage id={reading ? "reports.views.loading" : "reports.views.none"} />
          </p>
        ) : (
          <ul className="flex flex-wrap items-center gap-2">
            {views.map((view) => {
              const to = `${REPORTS_PATH}?${view.search}`;
              const active = view.search === current;
              const menuName = intl.formatMessage({ id: "reports.views.actions" }, { name: view.name });
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
                      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
                      event.preventDefault();
                      void navigate(to, { state: { openedView: `${view.id}:${Date.now()}` } });
                    }}
                    className="rounded-l-full py-1 pl-3 pr-2 font-medium text-slate-800 outline-none hover:text-teal-700 focus-visible:ring-2 focus-visible:ring-teal-600 dark:text-slate-100 dark:hover:text-teal-300 dark:focus-visible:ring-teal-400"
                  >
                    {view.name}
                  </Link>
                  <DeferredControl
                    module={reportControls}
                    keys={MENU_KEYS}
                    placeholder={
                      <button {...PLACEHOLDER_PROPS} aria-haspopup="menu" aria-label={menuName} className={VIEW_MENU_BUTTON}>
                        <ViewMenuIcon />
                      </button>
                    }
                  >
                    {(module) => (
                      <module.ViewMenu
                        view={view}
                        onRename={() => setEditing({ mode: "rename", view })}
                        onSchedule={schedules === "present" ? () => setScheduling(view) : undefined}
                        onDelete={() => setDeleting(view)}
                      />
                    )}
                  </DeferredControl>
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
          <p
            role="alert"
            className="basis-full rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900 dark:border-red-800 dark:bg-red-950/60 dark:text-red-100"
          >
            <FormattedMessage id="reports.views.tooLong" />
          </p>
        )}
        {controls && editing && <controls.NameDialog editing={editing} views={views} onSubmit={submit} onClose={() => setEditing(null)} />}
        {controls && (
          <controls.DeleteViewDialog
            view={deleting}
            onClose={() => setDeleting(null)}
            onConfirm={(view) => {
              deleteView(view);
              toasts.show({ tone: "success", messageId: "reports.views.deleted", values: { name: view.name } });
            }}
          />
        )}
      </section>
      {schedules === "present" && SchedulesPanel && (
        <SchedulesPanel views={views} request={scheduling} onRequestTaken={() => setScheduling(null)} />
      )}
    </>
  );
};
