/** The API layer of the portal: typed client, one service per domain, error catalogue, version watch. */
export { callApi, errorBody } from "./call";
export { ApiClient, type ApiClientOptions, type PublisherClient, makePublisherClient } from "./client";
export {
  type ApiError,
  Cancelled,
  GENERIC_ERROR_MESSAGE,
  NetworkFailed,
  RequestFailed,
  UNREPORTED_STATUSES,
  Unauthorized,
  ValidationFailed,
  fromStatus,
  isApiError,
  isReportedStatus,
  messageOf,
  toApiError,
  violationsOf,
} from "./errors";
export { LOGIN_PATH, LoginRedirect, detectLoginRedirect, isLoginPath } from "./login-redirect";
export { type OutcomeListener, type OutcomeRegistry, type RequestOutcome, RequestOutcomes, makeOutcomeRegistry } from "./outcomes";
export { type ApiResult, type ApiRuntime, type ApiServices, makeApiLayer, makeApiRuntime, runApi, runApiOrFail } from "./runtime";
export { AuthApi } from "./services/auth.service";
export { ConversionsApi, PaymentsApi, TransactionsApi } from "./services/lists.service";
export { PayoutApi } from "./services/payout.service";
export { ProfileApi } from "./services/profile.service";
export { ReferenceApi } from "./services/reference.service";
export { RegistrationApi } from "./services/registration.service";
export { ShellApi } from "./services/shell.service";
export { SourcesApi } from "./services/sources.service";
export { VERSION_HEADER, type VersionListener, type VersionRegistry, VersionWatcher, makeVersionRegistry } from "./version";
export { type FieldViolation, type SplitViolations, parseViolationLines, splitViolations, violationText } from "./violations";
