/**
 * The report schedules flow's calls (machines/report-schedules), shared by the reports page, which runs
 * them through `system.fromApi`, and by the model test, which runs them against the mock server. The
 * list is also the capability's first call (decision 085): the page sends it to learn whether the
 * backend e-mails reports.
 */
import { Effect } from "effect";
import type { ReportSchedule } from "../../../../contracts/report-schedules.contract";
import type { ScheduleSave } from "../../../../machines/report-schedules/report-schedules.machine";
import type { ApiCall } from "../../../app/system";

/** GET /report_schedules: the publisher's schedules, oldest first. */
export const listSchedulesCall: ApiCall<void, ReadonlyArray<ReportSchedule>> = (api) =>
  api.reportSchedules.list({}).pipe(Effect.map((collection) => collection["hydra:member"]));

/** POST /report_schedules for a new one, PATCH /report_schedules/{id} with the form's fields for a change. */
export const saveScheduleCall: ApiCall<ScheduleSave, ReportSchedule> = (api, { id, payload }) =>
  id === null ? api.reportSchedules.create({ payload }) : api.reportSchedules.update({ path: { id }, payload });

/** PATCH /report_schedules/{id} { paused }. */
export const setPausedCall: ApiCall<{ id: number; paused: boolean }, ReportSchedule> = (api, { id, paused }) =>
  api.reportSchedules.update({ path: { id }, payload: { paused } });

/** DELETE /report_schedules/{id}. */
export const deleteScheduleCall: ApiCall<{ id: number }, void> = (api, { id }) => api.reportSchedules.remove({ path: { id } });
