/** The list toolkit: URL state, server-side table, pagination, filter drawer and tags, and small parts. */
export { DataTable, nextDirection } from "./data-table";
export { type FilterField, type FilterOption, FilterDrawer } from "./filter-drawer";
export * from "./helpers";
export { Pagination } from "./pagination";
export { ConversionRate, CopyButton, CountryFlags, FilterChips, ResultWarning, Truncated, toolbarButton } from "./parts";
export { type ListPage, ListView, usePublisherDays } from "./list-view";
export { type ListSort, type ListState, endpointQuery, useListState } from "./use-list-state";
export { useDateTimeFormat } from "./use-date-time";
export { type LookupSelectProps, type LookupSource, LookupSelect } from "./lookup-select";
export { type LookupName, useLookupSource } from "./lookup-sources";
