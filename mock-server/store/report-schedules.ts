/**
 * The publishers' report schedules (issue 37 item 4; contracts/report-schedules.contract.ts): none
 * seeded (demo's saved views are the publisher's own). The rules and the sending are
 * mock-server/handlers/report-schedules.ts.
 */
import type { ScheduleFrequency, ScheduledTab } from "../../contracts/report-schedules.contract";

export interface ReportScheduleRecord {
  readonly id: number;
  readonly relativeId: number;
  viewId: string;
  name: string;
  tab: ScheduledTab;
  /** The export's query, without dateRange and date. */
  query: string;
  frequency: ScheduleFrequency;
  /** ISO day of the week of a weekly schedule; null for a daily one. */
  weekday: number | null;
  hour: number;
  recipients: ReadonlyArray<string>;
  paused: boolean;
  readonly createdAtMs: number;
  /** The next run is the first after this instant: the creation, an edit, a resumption, or the last run. */
  anchorMs: number;
  lastSentAtMs: number | null;
}

export class ReportScheduleStore {
  private schedules = new Map<number, ReportScheduleRecord>();
  private nextId = 1;

  reset(): void {
    this.schedules.clear();
    this.nextId = 1;
  }

  /** A publisher's schedules, oldest first. */
  of(relativeId: number): ReportScheduleRecord[] {
    return [...this.schedules.values()].filter((s) => s.relativeId === relativeId);
  }

  /** Every schedule, oldest first. */
  all(): ReportScheduleRecord[] {
    return [...this.schedules.values()];
  }

  /** A publisher's schedule of that id. */
  get(relativeId: number, id: number): ReportScheduleRecord | undefined {
    const schedule = this.schedules.get(id);
    return schedule?.relativeId === relativeId ? schedule : undefined;
  }

  add(fields: Omit<ReportScheduleRecord, "id">): ReportScheduleRecord {
    const record = { ...fields, id: this.nextId++ };
    this.schedules.set(record.id, record);
    return record;
  }

  /** Deletes a publisher's schedule; false when it has none of that id. */
  remove(relativeId: number, id: number): boolean {
    return this.get(relativeId, id) !== undefined && this.schedules.delete(id);
  }
}
