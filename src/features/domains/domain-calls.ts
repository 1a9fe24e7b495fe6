/**
 * The domain validation flow's API calls (machines/domain-validation), shared by the app, which runs
 * them through `system.fromApi`, and by the model test, which runs them against the mock server.
 */
import type { ProxyDomain } from "../../../contracts/domains.contract";
import type { ApiCall } from "../../app/system";

/** GET /proxy_domains/{id}. */
export const loadDomainCall: ApiCall<{ id: number }, ProxyDomain> = (api, { id }) => api.domains.get({ path: { id } });

/** POST /proxy_domains/{id}/validate. */
export const validateDomainCall: ApiCall<{ id: number }, ProxyDomain> = (api, { id }) =>
  api.domains.validate({ path: { id }, payload: {} });
