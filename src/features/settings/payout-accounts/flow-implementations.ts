/**
 * The payout account flow as the Settings tab runs it: the machine with the portal's API actors
 * (../payout-flow.ts), violations no field shows as notifications, and toasts after a save or a delete.
 */
import { useMemo } from "react";
import { useIntl } from "react-intl";
import { payoutAccountMachine } from "../../../../machines/payout-account/payout-account.machine";
import type { Violation } from "../../../../machines/form/form-model";
import { useSystem } from "../../../app/react";
import { toasts } from "../../../app/toasts";
import { useFlow } from "../../../app/use-flow";
import { payoutActors } from "../payout-flow";

/** The flow's id in the journal and the inspector (the history reads its entries by it). */
export const PAYOUT_FLOW_ID = "payoutAccount";

/** Runs the payout account flow for the tab: `[state, send]` as `useMachine` gives them. */
export const usePayoutAccountFlow = () => {
  const { fromApi } = useSystem();
  const { locale } = useIntl();
  const machine = useMemo(
    () =>
      payoutAccountMachine.provide({
        actors: payoutActors(fromApi),
        actions: {
          showViolations: (_, { violations }: { violations: ReadonlyArray<Violation> }) => {
            for (const v of violations)
              toasts.show({ tone: "error", text: v.propertyPath ? `${v.propertyPath}: ${v.message}` : v.message });
          },
          notifySaved: () => void toasts.show({ tone: "success", messageId: "payout.toast.saved" }),
          notifyDeleted: () => void toasts.show({ tone: "success", messageId: "payout.toast.deleted" }),
        },
      }),
    [fromApi],
  );
  return useFlow(machine, PAYOUT_FLOW_ID, { locale });
};
