/**
 * The API layer (Effect, the typed client, the services) as one lazily loaded chunk: the public
 * pages render without it and fetch it when a flow first calls the API.
 */
export { Api, withApi, RequestOutcomes, VersionWatcher, makeApiRuntime, runApi, runApiOrFail } from "../api";
