/** The API layer of the portal: typed client, one service per domain, error catalogue, version watch. */
export { callApi, errorBody } from "./call";
export { ApiClient, type ApiClientOptions, type PublisherClient, makePublisherClient } from "./client";
export { type StreamedFile, fileNameOf, streamedGet } from "./streamed-get";
export {
  type ApiError,
  Cancelled,
  NetworkFailed,
  RequestFailed,
  RequestTimeout,
  TimedOut,
  Unauthorized,
  ValidationFailed,
  fromStatus,
  isApiError,
  messageOf,
  toApiError,
  violationsOf,
} from "./errors";
export { GENERIC_ERROR_MESSAGE, UNREPORTED_STATUSES, isReportedStatus } from "./catalogue";
export { LOGIN_PATH, LoginRedirect, detectLoginRedirect, isLoginPath } from "./login-redirect";
export { type OutcomeListener, type OutcomeRegistry, type RequestOutcome, RequestOutcomes, makeOutcomeRegistry } from "./outcomes";
export { type ApiResult, type ApiRuntime, type ApiServices, makeApiLayer, makeApiRuntime, runApi, runApiOrFail } from "./runtime";
export { Api, type ApiGroup, type ApiMethod, type PublisherServices, deriveServices, withApi } from "./api";
export { VERSION_HEADER, type VersionListener, type VersionRegistry, VersionWatcher, makeVersionRegistry } from "./version";
export { type FieldViolation, type SplitViolations, parseViolationLines, splitViolations, violationText } from "./violations";
