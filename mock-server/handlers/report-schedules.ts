/**
 * Reports by e-mail (issue 37 item 4; contracts/report-schedules.contract.ts,
 * docs/decisions/087-report-schedules.md). Beyond the contract's shapes: a name not blank; the query a
 * valid export query of the tab (its grouping allowed to the publisher), kept without its period; a day
 * of the week for a weekly schedule; at least one recipient, each among the account's e-mails (its
 * confirmed address: a change of e-mail waiting for its link is not the account's yet); one schedule
 * per view; at most `REPORT_SCHEDULES_LIMIT`.
 *
 * Sending: `sendDueReports` e-mails every run whose time has come by the mock's clock, in the
 * publisher's time zone and language, to each recipient, with the tab's CSV export for the run's period
 * attached (reports.ts makes it, as the export endpoint does). The server calls it when the clock is
 * moved (`POST /__mock/clock`), before the mailbox is read, when the schedules are listed, and once a
 * minute; a run found late is sent with its own time. Runs missed while paused are not sent; when the
 * clock jumps far, only the last `CATCH_UP_RUNS` of a schedule's missed runs are.
 */
import { Either, Schema } from "effect";
import { Temporal } from "temporal-polyfill";
import { NotFound, type Violation, iri } from "../../contracts/hydra";
import { nextRunAfter, periodOf } from "../../contracts/report-schedule-times";
import {
  REPORT_SCHEDULES_LIMIT,
  type ReportSchedule,
  type ReportScheduleInput,
  type ReportSchedulePatch,
} from "../../contracts/report-schedules.contract";
import { type ReportCsvQuery, ReportCsvQuery as ReportCsvQuerySchema } from "../../contracts/reports.contract";
import { parseErrorViolations } from "../contract-routes";
import type { HandlersOf } from "../handler-types";
import { HttpError, assertValid, fail, hydraError } from "../http-error";
import { serverText, translate } from "../server-messages";
import type { PublisherRecord } from "../store/records";
import type { ReportScheduleRecord } from "../store/report-schedules";
import type { Store } from "../store/store";
import { isoSeconds, timeZoneOf } from "./list";
import { checkGrouping } from "./report-query";
import { reportCsvText } from "./reports";

/** A schedule's missed runs sent at most when the clock jumps past many at once. */
export const CATCH_UP_RUNS = 7;

/** The account's e-mails a report may go to: its confirmed address. */
export const accountEmails = (user: PublisherRecord): ReadonlyArray<string> => [user.email];

/** Parameters that are the period's or the page's, not the report's: a schedule's e-mails have their own period. */
const NOT_KEPT = new Set(["dateRange", "date", "page", "itemsPerPage"]);

/** The query without its period and paging, in its order. */
const keptQuery = (query: string): string => {
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()]) if (NOT_KEPT.has(key)) params.delete(key);
  return params.toString();
};

const decodeCsvQuery = Schema.decodeUnknownEither(ReportCsvQuerySchema, { errors: "all", onExcessProperty: "ignore" });

/** A query string as the export endpoint decodes it (`country[]` keys as arrays), or its violations under `query`. */
const decodeQuery = (query: string): Either.Either<ReportCsvQuery, Violation[]> => {
  const raw: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(query)) {
    if (key.endsWith("[]")) raw[key] = [...((raw[key] as string[] | undefined) ?? []), value];
    else raw[key] = value;
  }
  return Either.mapLeft(decodeCsvQuery(raw), (error) => parseErrorViolations(error, "query"));
};

/** The violations of an HttpError a rule threw (a refused grouping), else rethrown. */
const violationsThrown = (run: () => void): Violation[] => {
  try {
    run();
    return [];
  } catch (error) {
    const list = error instanceof HttpError ? (error.body as { violations?: Violation[] }).violations : undefined;
    if (list) return list;
    throw error;
  }
};

type Fields = Omit<ReportScheduleInput, "weekday"> & { readonly weekday: number | null };

const violationsOf = (store: Store, user: PublisherRecord, fields: Fields, except: number | null): Violation[] => {
  const found: Violation[] = [];
  const others = store.reportSchedules.of(user.relativeId).filter((s) => s.id !== except);
  if (fields.name.trim() === "") found.push({ propertyPath: "name", message: "The name should not be blank." });
  const query = decodeQuery(fields.query);
  if (Either.isLeft(query)) found.push(...query.left);
  else found.push(...violationsThrown(() => checkGrouping(fields.tab, query.right.groupBy ?? "date", query.right, user)));
  if (fields.frequency === "weekly" && fields.weekday === null)
    found.push({ propertyPath: "weekday", message: "Choose the day of the week." });
  if (fields.recipients.length === 0) found.push({ propertyPath: "recipients", message: "Choose at least one recipient." });
  const allowed = accountEmails(user).map((e) => e.toLowerCase());
  for (const email of fields.recipients)
    if (!allowed.includes(email.trim().toLowerCase()))
      found.push({ propertyPath: "recipients", message: `${email} is not one of the account's e-mail addresses.` });
  if (others.some((s) => s.viewId === fields.viewId))
    found.push({ propertyPath: "viewId", message: "This view is already scheduled: edit its schedule." });
  if (found.length === 0 && except === null && others.length >= REPORT_SCHEDULES_LIMIT)
    found.push({ propertyPath: "", message: `At most ${REPORT_SCHEDULES_LIMIT} report schedules: delete one first.` });
  return found;
};

/** The recipients as the account spells them, each once. */
const recipientsOf = (user: PublisherRecord, given: ReadonlyArray<string>): string[] => {
  const account = accountEmails(user);
  return account.filter((email) => given.some((g) => g.trim().toLowerCase() === email.toLowerCase()));
};

const zoned = (ms: number, timeZone: string) => Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone);

/** The schedule's next run in the publisher's time zone now (it follows a change of zone). */
const nextRun = (schedule: ReportScheduleRecord, user: PublisherRecord) =>
  nextRunAfter(zoned(schedule.anchorMs, timeZoneOf(user)), schedule);

const wire = (schedule: ReportScheduleRecord, user: PublisherRecord): ReportSchedule => ({
  "@id": iri("report_schedules", schedule.id),
  "@type": "ReportSchedule",
  id: schedule.id,
  viewId: schedule.viewId,
  name: schedule.name,
  tab: schedule.tab,
  query: schedule.query,
  frequency: schedule.frequency,
  weekday: schedule.weekday,
  hour: schedule.hour,
  timeZone: timeZoneOf(user),
  recipients: schedule.recipients,
  paused: schedule.paused,
  nextRunAt: schedule.paused ? null : isoSeconds(nextRun(schedule, user).epochMilliseconds),
  lastSentAt: schedule.lastSentAtMs === null ? null : isoSeconds(schedule.lastSentAtMs),
  createdAt: isoSeconds(schedule.createdAtMs),
});

const fieldsOf = (input: ReportScheduleInput | Fields): Fields => ({
  viewId: input.viewId,
  name: input.name,
  tab: input.tab,
  query: input.query,
  frequency: input.frequency,
  hour: input.hour,
  recipients: input.recipients,
  weekday: input.frequency === "weekly" ? (input.weekday ?? null) : null,
});

/** What is stored of valid fields: the name trimmed, the query without its period, the recipients as the account spells them. */
const stored = (user: PublisherRecord, fields: Fields) => ({
  ...fields,
  name: fields.name.trim(),
  query: keptQuery(fields.query),
  recipients: recipientsOf(user, fields.recipients),
});

export const reportScheduleHandlers: HandlersOf<"reportSchedules"> = {
  list(_input, { requireUser, store, clock }) {
    const user = requireUser();
    sendDueReports(store, clock.nowMs());
    const members = store.reportSchedules.of(user.relativeId).map((s) => wire(s, user));
    return { "@id": iri("report_schedules"), "@type": "hydra:Collection", "hydra:member": members, "hydra:totalItems": members.length };
  },
  create({ payload }, { requireUser, store, clock }) {
    const user = requireUser();
    const fields = fieldsOf(payload);
    assertValid(violationsOf(store, user, fields, null));
    const nowMs = clock.nowMs();
    const record = store.reportSchedules.add({
      ...stored(user, fields),
      relativeId: user.relativeId,
      paused: false,
      createdAtMs: nowMs,
      anchorMs: nowMs,
      lastSentAtMs: null,
    });
    return wire(record, user);
  },
  update({ path, payload }, { requireUser, store, clock }) {
    const user = requireUser();
    const schedule = store.reportSchedules.get(user.relativeId, path.id);
    if (!schedule) return fail(new NotFound(hydraError(404, "Not Found")));
    sendDueReports(store, clock.nowMs());
    const { paused, ...changes } = payload satisfies ReportSchedulePatch;
    const fields = fieldsOf({ ...schedule, ...changes });
    assertValid(violationsOf(store, user, fields, schedule.id));
    const nowMs = clock.nowMs();
    const timesChanged = fields.frequency !== schedule.frequency || fields.weekday !== schedule.weekday || fields.hour !== schedule.hour;
    Object.assign(schedule, stored(user, fields));
    // New times count from now; so does a resumption (what was missed while paused is not sent).
    if (timesChanged || (schedule.paused && paused === false)) schedule.anchorMs = nowMs;
    if (paused !== undefined) schedule.paused = paused;
    return wire(schedule, user);
  },
  remove({ path }, { requireUser, store }) {
    if (!store.reportSchedules.remove(requireUser().relativeId, path.id)) fail(new NotFound(hydraError(404, "Not Found")));
  },
};

// ---------------------------------------------------------------------------------------------
// Sending

/** The days of a period as the e-mail says them: one day, or the first and the last. */
const periodText = ({ start, end }: { start: Temporal.PlainDate; end: Temporal.PlainDate }) => {
  const last = end.subtract({ days: 1 });
  return start.equals(last) ? start.toString() : `${start.toString()} – ${last.toString()}`;
};

/** E-mails one run of a schedule to each recipient: the CSV of its period attached, or why there is none. */
const sendRun = (store: Store, schedule: ReportScheduleRecord, user: PublisherRecord, run: Temporal.ZonedDateTime) => {
  const locale = user.language;
  const timeZone = timeZoneOf(user);
  const period = periodOf(run, schedule.frequency);
  const values = { name: schedule.name, period: periodText(period), timeZone };
  let text: string;
  let attachments: { fileName: string; contentType: string; content: string }[] = [];
  try {
    const query = decodeQuery(schedule.query);
    if (Either.isLeft(query)) throw new Error(query.left.map((v) => v.message).join(" "));
    const dateRange = `${period.start.toString()} - ${period.end.toString()}`;
    const queryKeys = [...new URLSearchParams(schedule.query).keys()];
    const csv = reportCsvText(
      schedule.tab,
      { ...query.right, dateRange },
      { user, store, nowMs: run.epochMilliseconds, queryKeys },
      locale,
    );
    if (csv) {
      attachments = [{ fileName: `${csv.fileName}-${period.start.toString()}.csv`, contentType: "text/csv", content: csv.content }];
      text = serverText(schedule.frequency === "daily" ? "server.schedules.bodyDaily" : "server.schedules.bodyWeekly", locale, values);
    } else text = serverText("server.schedules.empty", locale, values);
  } catch (error) {
    // A rule of the report that no longer holds (a role taken away): the e-mail says why.
    const reason =
      error instanceof HttpError
        ? ((error.body as { violations?: Violation[] }).violations ?? []).map((v) => translate(v.message, locale)).join(" ")
        : String((error as Error).message);
    text = serverText("server.schedules.failed", locale, { ...values, reason });
  }
  const subject = serverText("server.schedules.subject", locale, values);
  const footer = serverText("server.schedules.footer", locale);
  const sentAt = run.toInstant().toString();
  // An address the account no longer has (its e-mail changed since) gives way to the account's e-mail.
  const account = accountEmails(user);
  const recipients = [...new Set(schedule.recipients.map((r) => (account.includes(r) ? r : user.email)))];
  for (const to of recipients)
    store.send(
      {
        to,
        kind: "report",
        subject,
        text: `${text}\n\n${footer}`,
        scheduleId: schedule.id,
        ...(attachments.length > 0 ? { attachments } : {}),
      },
      sentAt,
    );
};

/** Sends every run due by `nowMs` of every schedule that is not paused (the last `CATCH_UP_RUNS` of each at most). */
export const sendDueReports = (store: Store, nowMs: number): void => {
  for (const schedule of store.reportSchedules.all()) {
    const user = store.publishers.get(schedule.relativeId);
    if (schedule.paused || !user) continue;
    const timeZone = timeZoneOf(user);
    const due: Temporal.ZonedDateTime[] = [];
    // Counted from the anchor, or from a little before the last runs sent when the clock jumped far past it.
    const earliest = zoned(nowMs, timeZone).subtract({ weeks: CATCH_UP_RUNS + 1 });
    const anchor = zoned(schedule.anchorMs, timeZone);
    for (let at = anchor.epochMilliseconds > earliest.epochMilliseconds ? anchor : earliest; ;) {
      const run = nextRunAfter(at, schedule);
      if (run.epochMilliseconds > nowMs) break;
      due.push(run);
      if (due.length > CATCH_UP_RUNS) due.shift();
      at = run;
    }
    const last = due.at(-1);
    if (!last) continue;
    for (const run of due) sendRun(store, schedule, user, run);
    schedule.anchorMs = last.epochMilliseconds;
    schedule.lastSentAtMs = last.epochMilliseconds;
  }
};
