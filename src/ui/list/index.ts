/** The list toolkit: URL state, server-side table, pagination, filter drawer and tags, and small parts. */
export { DataTable, nextDirection } from "./data-table";
export { type FilterContract, type FilterField, type FilterOption, FilterDrawer, filterProblemText } from "./filter-drawer";
export { type FilterProblem, filterProblem, normaliseFilter, withContract } from "./filter-values";
export * from "./helpers";
export { Pagination } from "./pagination";
export { ConversionRate } from "../conversion-rate";
export { CopyButton, CountryFlags, FilterChips, ResultWarning, Truncated, toolbarButton } from "./parts";
export { type ListPage, type ListQuery, ListView, usePublisherDays } from "./list-view";
export { type ListCorrection, type ListSort, type ListState, type PageChange, endpointQuery, useListState } from "./use-list-state";
export { decodeListUrl } from "./list-url";
export { useDateTimeFormat } from "./use-date-time";
export { type LookupSelectProps, type LookupSource, LookupSelect } from "./lookup-select";
export { type LookupName, useLookupSource } from "./lookup-sources";
