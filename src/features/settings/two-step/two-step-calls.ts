/**
 * The two-step sign-in flow's calls (machines/two-step), shared by the Settings tab, which runs them
 * through `system.fromApi`, and by the model test, which runs them against the mock server. The status
 * is also the capability's first call (decision 085): Settings sends it to learn whether the backend
 * has two-step sign-in.
 */
import type { RecoveryCodes, TwoStepCode, TwoStepEnrolment, TwoStepStatus } from "../../../../contracts/two-step.contract";
import type { ApiCall } from "../../../app/system";

/** GET /two_step. */
export const statusCall: ApiCall<void, TwoStepStatus> = (api) => api.twoStep.status({});

/** POST /two_step/enrolment. */
export const beginCall: ApiCall<void, TwoStepEnrolment> = (api) => api.twoStep.begin({});

/** POST /two_step/enrolment/confirm. */
export const confirmCall: ApiCall<TwoStepCode, RecoveryCodes> = (api, payload) => api.twoStep.confirm({ payload });

/** POST /two_step/recovery_codes. */
export const regenerateCall: ApiCall<TwoStepCode, RecoveryCodes> = (api, payload) => api.twoStep.regenerate({ payload });

/** POST /two_step/disable. */
export const disableCall: ApiCall<TwoStepCode, void> = (api, payload) => api.twoStep.disable({ payload });
