/** The list toolkit: URL state, server-side table, pagination, filter tags, and small parts. */
export { DataTable, nextDirection } from "./data-table";
// The filter drawer, its lookup select and their values load after the first paint (list-view.tsx): a
// value re-exported here would put them back into every list page. Import them from their modules.
export type { FilterContract, FilterField, FilterOption } from "./filter-drawer";
export { type FilterProblem, filterProblem, normaliseFilter, withContract } from "./filter-values";
export * from "./helpers";
export { Pagination } from "./pagination";
export { ConversionRate } from "../conversion-rate";
export { CopyButton, CountryFlags, FilterChips, ResultWarning, Truncated, toolbarButton } from "./parts";
export { type ListPage, type ListQuery, ListView, usePublisherDays } from "./list-view";
export { type ListCorrection, type ListSort, type ListState, type PageChange, useListState } from "./use-list-state";
export { decodeListUrl } from "./list-url";
export { useDateTimeFormat } from "./use-date-time";
export type { LookupSelectProps, LookupSource } from "./lookup-select";
export type { LookupName } from "./lookup-sources";
