/**
 * The report schedules flow as the reports page runs it (machines/report-schedules): its calls through
 * `system.fromApi` (./schedule-calls.ts, the model test's too) and a notification after a save and a
 * deletion.
 */
import { useMemo } from "react";
import { reportSchedulesMachine } from "../../../../machines/report-schedules/report-schedules.machine";
import { useSystem } from "../../../app/react";
import { toasts } from "../../../app/toasts";
import { useFlow } from "../../../app/use-flow";
import { deleteScheduleCall, listSchedulesCall, saveScheduleCall, setPausedCall } from "./schedule-calls";

/** The flow's id in the journal and the inspector. */
export const REPORT_SCHEDULES_FLOW_ID = "reportSchedules";

/** Runs the report schedules flow: `[state, send]` as `useMachine` gives them. */
export const useReportSchedulesFlow = () => {
  const { fromApi } = useSystem();
  const machine = useMemo(
    () =>
      reportSchedulesMachine.provide({
        actors: {
          loadList: fromApi(listSchedulesCall),
          saveSchedule: fromApi(saveScheduleCall),
          setPaused: fromApi(setPausedCall),
          deleteSchedule: fromApi(deleteScheduleCall),
        },
        actions: {
          notifySaved: (_, { name }) => void toasts.show({ tone: "success", messageId: "reportSchedules.toast.saved", values: { name } }),
          notifyDeleted: () => void toasts.show({ tone: "success", messageId: "reportSchedules.toast.deleted" }),
        },
      }),
    [fromApi],
  );
  return useFlow(machine, REPORT_SCHEDULES_FLOW_ID);
};
