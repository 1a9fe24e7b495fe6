/**
 * What a saved view e-mails (decision 087): the tab's CSV export for the view's query, as the tab's
 * Export would ask for it once the view is opened (its grouping as the arrival rules leave it, its
 * filters and order, the columns it shows), without its period, paging or tab: each e-mail covers its
 * own period. Referral views are not scheduled (only the statistics tabs are).
 */
import { SCHEDULED_TABS, type ScheduledTab } from "../../../../contracts/report-schedules.contract";
import type { ReportSchedule } from "../../../../contracts/report-schedules.contract";
import type { ScheduleSubject } from "../../../../machines/report-schedules/report-schedules.machine";
import { columnsParam, visibleMetrics } from "../column-choice";
import { groupingOnArrival } from "../grouping";
import type { SavedReportView } from "../report-preferences";

/** The view's parameters a schedule does not send: the period's, the paging's and the page's own. */
const NOT_SENT = new Set(["selectedTab", "page", "itemsPerPage", "dateRange", "date"]);

const isScheduledTab = (tab: string | null): tab is ScheduledTab => (SCHEDULED_TABS as ReadonlyArray<string | null>).includes(tab);

/** The schedule's subject for a view, or null for a view of a tab that cannot be e-mailed. */
export const subjectOfView = (view: SavedReportView, roles: ReadonlyArray<string>): ScheduleSubject | null => {
  const params = new URLSearchParams(view.search);
  const tab = params.get("selectedTab") ?? view.tab;
  if (!isScheduledTab(tab)) return null;
  const query = new URLSearchParams();
  for (const [key, value] of params) if (!NOT_SENT.has(key) && !key.startsWith("columns[")) query.append(key, value);
  const filters = Object.fromEntries(query);
  // A grouping the tab falls back from on arrival is not what the view shows (grouping.ts).
  if (groupingOnArrival(params.get("groupBy"), { tab, roles, filters }).fellBack) query.delete("groupBy");
  const columns = params.get(columnsParam(tab));
  if (columns !== null) query.set("columns", visibleMetrics(tab, columns, undefined).join(","));
  return { viewId: view.id, name: view.name, tab, query: query.toString() };
};

/** A schedule's subject as it kept it (its view deleted since). */
export const subjectOfSchedule = ({ viewId, name, tab, query }: ReportSchedule): ScheduleSubject => ({ viewId, name, tab, query });
