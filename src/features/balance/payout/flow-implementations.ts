/**
 * The payout request flow as the Balance page runs it (machines/payout-request): its calls through
 * `system.fromApi` (./payout-calls.ts, the model test's too); a lost session goes to the shared handler,
 * every other failure is shown on the card. What follows a granted request (a notification, the
 * balance and the transactions refreshed) the card does when the flow holds the new payment.
 */
import { useMemo } from "react";
import { payoutRequestMachine } from "../../../../machines/payout-request/payout-request.machine";
import { isTag } from "../../../api/catalogue";
import { handleError } from "../../../app/error-handler";
import { useSystem } from "../../../app/react";
import { useFlow } from "../../../app/use-flow";
import { loadTermsCall, requestPayoutCall } from "./payout-calls";

/** The flow's id in the journal and the inspector. */
export const PAYOUT_REQUEST_FLOW_ID = "payoutRequest";

/** Runs the payout request flow: `[state, send]` as `useMachine` gives them. */
export const usePayoutRequestFlow = () => {
  const { fromApi } = useSystem();
  const machine = useMemo(
    () =>
      payoutRequestMachine.provide({
        actors: { loadTerms: fromApi(loadTermsCall), requestPayout: fromApi(requestPayoutCall) },
        actions: {
          reportFailure: (_, { error }) => {
            if (isTag(error, "Unauthorized")) handleError(error);
          },
        },
      }),
    [fromApi],
  );
  return useFlow(machine, PAYOUT_REQUEST_FLOW_ID);
};
