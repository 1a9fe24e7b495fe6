/**
 * The rules of saved views (issue 14, docs/decisions/036): a name is required, at most
 * VIEW_NAME_LIMIT characters, and unique (case and surrounding spaces ignored); what a view keeps
 * is the report's URL (tab, range, grouping, filters, order, page size and columns; not the page).
 */
import { type SavedReportView, VIEW_NAME_LIMIT, VIEW_SEARCH_LIMIT } from "./report-preferences";
import { columnChoice, columnsParam } from "./column-choice";
import type { StatisticsTab } from "./grouping";

const key = (name: string) => name.trim().toLocaleLowerCase();

/** What is wrong with a view's name (a message id with its values), or null. `except`: the view being renamed. */
export const viewNameProblem = (
  name: string,
  views: ReadonlyArray<SavedReportView>,
  except?: string,
): { readonly id: string; readonly values?: Record<string, number> } | null => {
  if (name.trim() === "") return { id: "reports.views.nameRequired" };
  if (name.trim().length > VIEW_NAME_LIMIT) return { id: "reports.views.nameTooLong", values: { max: VIEW_NAME_LIMIT } };
  if (views.some((v) => v.id !== except && key(v.name) === key(name))) return { id: "reports.views.nameTaken" };
  return null;
};

/** The query a view keeps for the report now shown: the URL without its page, with the tab and the columns shown. */
export const viewSearch = (params: URLSearchParams, tab: StatisticsTab, visible: ReadonlyArray<string>): string => {
  const next = new URLSearchParams(params);
  next.delete("page");
  next.set("selectedTab", tab);
  const { param } = columnChoice(tab, visible);
  if (param === null) next.delete(columnsParam(tab));
  else next.set(columnsParam(tab), param);
  next.sort();
  return next.toString();
};

/** Whether a view's query fits in the journal's stored entry. */
export const viewFits = (search: string): boolean => search.length <= VIEW_SEARCH_LIMIT;

/** The view a query is, if one was saved with it. */
export const viewOf = (
  views: ReadonlyArray<SavedReportView>,
  params: URLSearchParams,
  tab: StatisticsTab,
  visible: ReadonlyArray<string>,
) => {
  const search = viewSearch(params, tab, visible);
  return views.find((v) => v.search === search) ?? null;
};
