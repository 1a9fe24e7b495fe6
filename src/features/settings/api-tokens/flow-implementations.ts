/**
 * The API tokens flow as the Settings tab runs it (machines/api-tokens): its calls through
 * `system.fromApi` (./token-calls.ts, the model test's too) and a notification after a revocation.
 */
import { useMemo } from "react";
import { apiTokensMachine } from "../../../../machines/api-tokens/api-tokens.machine";
import { useSystem } from "../../../app/react";
import { toasts } from "../../../app/toasts";
import { useFlow } from "../../../app/use-flow";
import { createTokenCall, listTokensCall, revokeTokenCall } from "./token-calls";

/** The flow's id in the journal and the inspector. */
export const API_TOKENS_FLOW_ID = "apiTokens";

/** Runs the API tokens flow for the tab: `[state, send]` as `useMachine` gives them. */
export const useApiTokensFlow = () => {
  const { fromApi } = useSystem();
  const machine = useMemo(
    () =>
      apiTokensMachine.provide({
        actors: { loadList: fromApi(listTokensCall), createToken: fromApi(createTokenCall), revokeToken: fromApi(revokeTokenCall) },
        actions: { notifyRevoked: () => void toasts.show({ tone: "success", messageId: "apiTokens.toast.revoked" }) },
      }),
    [fromApi],
  );
  return useFlow(machine, API_TOKENS_FLOW_ID);
};
