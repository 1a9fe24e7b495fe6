/**
 * The offer access flow's API calls (machines/offer-access), shared by the app, which runs them
 * through `system.fromApi`, and by the model test, which runs them against the mock server.
 */
import type { Offer } from "../../../contracts/offers.contract";
import type { ApiCall } from "../../app/system";

/** GET /offers/{id}. */
export const loadOfferCall: ApiCall<{ relativeId: number }, Offer> = (api, { relativeId }) => api.offers.get({ path: { id: relativeId } });

/** POST /offers/{id}/request_access: Request (on request → requested) or Get link (available → live). */
export const requestAccessCall: ApiCall<{ relativeId: number }, Offer> = (api, { relativeId }) =>
  api.offers.requestAccess({ path: { id: relativeId }, payload: {} });
