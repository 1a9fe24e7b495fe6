/** The API layer of the portal: typed client, one service per domain, error catalogue, version watch. */
export { streamedGet } from "./streamed-get";
export { type ApiError, NetworkFailed, toApiError } from "./errors";
export { Capabilities, type CapabilityState } from "./capabilities";
export { GENERIC_ERROR_MESSAGE } from "./catalogue";
export { type RequestOutcome, RequestOutcomes } from "./outcomes";
export { type ApiResult, type ApiRuntime, type ApiServices, makeApiRuntime, runApi, runApiOrFail } from "./runtime";
export { withApi } from "./api";
export type { PublisherServices } from "./services";
export { type VersionRegistry, VersionWatcher, makeVersionRegistry } from "./version";
export { parseViolationLines, violationText } from "./violations";
