/**
 * The API layer (Effect, the typed client, the services) as one lazily loaded chunk: the public
 * pages render without it and fetch it when a flow first calls the API.
 */
export { withApi, RequestOutcomes, VersionWatcher, makeApiRuntime, runApiOrFail } from "../api";
export { slicedScheduler } from "../api/sliced-scheduler";
