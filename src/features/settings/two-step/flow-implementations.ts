/**
 * The two-step sign-in flow as the Settings tab runs it (machines/two-step): its calls through
 * `system.fromApi` (./two-step-calls.ts, the model test's too) and a notification once it is off.
 */
import { useMemo } from "react";
import { twoStepMachine } from "../../../../machines/two-step/two-step.machine";
import { useSystem } from "../../../app/react";
import { toasts } from "../../../app/toasts";
import { useFlow } from "../../../app/use-flow";
import { beginCall, confirmCall, disableCall, regenerateCall, statusCall } from "./two-step-calls";

/** The flow's id in the journal and the inspector. */
export const TWO_STEP_FLOW_ID = "twoStep";

/** Runs the flow for the tab: `[state, send]` as `useMachine` gives them. */
export const useTwoStepFlow = () => {
  const { fromApi } = useSystem();
  const machine = useMemo(
    () =>
      twoStepMachine.provide({
        actors: {
          loadStatus: fromApi(statusCall),
          beginEnrolment: fromApi(beginCall),
          confirmEnrolment: fromApi(confirmCall),
          regenerateCodes: fromApi(regenerateCall),
          disableTwoStep: fromApi(disableCall),
        },
        actions: { notifyDisabled: () => void toasts.show({ tone: "success", messageId: "twoStep.toast.disabled" }) },
      }),
    [fromApi],
  );
  return useFlow(machine, TWO_STEP_FLOW_ID);
};
