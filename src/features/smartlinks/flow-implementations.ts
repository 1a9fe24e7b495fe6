/** The smartlink request flow with the app's implementations: its API calls through `system.fromApi`, and failures. */
import { useEffect, useMemo } from "react";
import type { PromiseActorLogic } from "xstate";
import type { CampaignEdit, CampaignInput, SmartlinkCampaign } from "../../../contracts/smartlinks.contract";
import { type SmartlinkReport, smartlinkRequestMachine } from "../../../machines/smartlink-request/smartlink-request.machine";
import { isTag } from "../../api/catalogue";
import { handleError } from "../../app/error-handler";
import { useSystem } from "../../app/react";
import type { ApiCall } from "../../app/system";
import { editCampaignCall, launchSmartlinkCall, loadSmartlinkCall } from "./smartlink-calls";

/** The flow's API calls as actors made by a `fromApi` (the app's system's, or a model test's). */
export const smartlinkRequestActors = (fromApi: <I, O>(call: ApiCall<I, O>) => PromiseActorLogic<O, I>) => ({
  loadSmartlink: fromApi<{ relativeId: number }, SmartlinkReport>(loadSmartlinkCall),
  launchSmartlink: fromApi<CampaignInput, SmartlinkCampaign>(launchSmartlinkCall),
  editCampaign: fromApi<{ id: number; payload: CampaignEdit }, SmartlinkCampaign>(editCampaignCall),
});

/** The machine provided for the app; `campaignChanged` lets the page refresh what lists the smartlink. */
export const useSmartlinkRequestMachine = (campaignChanged: () => void) => {
  const { fromApi } = useSystem();
  return useMemo(
    () =>
      smartlinkRequestMachine.provide({
        actors: smartlinkRequestActors(fromApi),
        actions: {
          // The flow shows texts in place; the shared handler takes a lost session and violations no field took.
          reportFailure: (_, { error, unhandledViolations }) => {
            if (isTag(error, "Unauthorized")) handleError(error);
            else if (isTag(error, "ValidationFailed") && unhandledViolations.length > 0) handleError(error, unhandledViolations);
          },
          campaignChanged: () => campaignChanged(),
        },
      }),
    [fromApi, campaignChanged],
  );
};

/** The manager's decisions reach the flow when the window regains focus or becomes visible again (decision 031). */
export const useRefreshOnFocus = (send: (event: { type: "smartlink.refresh" } | { type: "load.retry" }) => void) => {
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === "visible") send({ type: "smartlink.refresh" });
    };
    // Back online the flow asks again by itself, also after a load that failed offline (decision 083).
    const online = () => {
      send({ type: "load.retry" });
      send({ type: "smartlink.refresh" });
    };
    window.addEventListener("focus", refresh);
    window.addEventListener("online", online);
    document.addEventListener("visibilitychange", refresh);
    return () => {
      window.removeEventListener("focus", refresh);
      window.removeEventListener("online", online);
      document.removeEventListener("visibilitychange", refresh);
    };
  }, [send]);
};
