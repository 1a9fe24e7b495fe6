/** The list toolkit: URL state, server-side table, pagination, filter tags, and small parts. */
export { DataTable } from "./data-table";
// The filter drawer, its lookup select and their values load after the first paint (list-view.tsx): a
// value re-exported here would put them back into every list page. Import them from their modules.
export type { FilterField } from "./filter-drawer";
export { withContract } from "./filter-values";
export * from "./helpers";
export { Pagination } from "./pagination";
export { ConversionRate } from "../conversion-rate";
export { CopyButton, CountryFlags, Truncated, toolbarButton } from "./parts";
export { ListView, usePublisherDays } from "./list-view";
export { type ListState, useListState } from "./use-list-state";
export { decodeListUrl } from "./list-url";
export { useDateTimeFormat } from "./use-date-time";
export { DetailsButton } from "./table-rows";
