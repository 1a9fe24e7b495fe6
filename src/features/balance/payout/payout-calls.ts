/**
 * The payout request flow's calls (machines/payout-request), shared by the Balance page, which runs
 * them through `system.fromApi`, and by the model test, which runs them against the mock server. The
 * terms are also the capability's first call (decision 085): the pages send it to learn whether the
 * backend has payout terms, statements and the payments export.
 */
import type { Payment } from "../../../../contracts/payments.contract";
import type { PayoutTerms } from "../../../../contracts/payout-terms.contract";
import type { ApiCall } from "../../../app/system";

/** GET /payout_terms. */
export const loadTermsCall: ApiCall<void, PayoutTerms> = (api) => api.payoutTerms.terms({});

/** POST /payout_requests. */
export const requestPayoutCall: ApiCall<void, Payment> = (api) => api.payoutTerms.request({ payload: {} });
