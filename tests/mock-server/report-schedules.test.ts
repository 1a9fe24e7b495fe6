/**
 * Reports by e-mail in the mock (issue 37 item 4; docs/decisions/087-report-schedules.md): the rules
 * of a schedule (a name, a valid export query the publisher may ask, a day for a weekly one, recipients
 * among the account's e-mails, one per view, a limit), each refusal on its field and in the request's
 * language; the times (the next run in the publisher's time zone, a clock change's skipped hour, a
 * change of zone followed); the sending on the mock's clock (moved, never waited for): the e-mail to
 * each recipient at the run's time, in the publisher's language, with the tab's CSV export of the
 * period before it attached, the same bytes as the export endpoint's; a paused schedule sends nothing
 * and a resumed one does not make up for it; a far jump sends the last seven runs; edits and deletes;
 * a capability switched off.
 */
import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { nextRunAfter, periodOf } from "../../contracts/report-schedule-times";
import { REPORT_SCHEDULES_LIMIT } from "../../contracts/report-schedules.contract";
import { API, type Mock, client, startMock } from "./helpers";

let mock: Mock;
let demo: ReturnType<typeof client>;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.app.close());

const KYIV = "Europe/Kyiv";
const LD = "application/ld+json";
const DEMO_EMAIL = "demo@example.com";

/** Sets the mock's clock to `at` (a wall-clock time in Kyiv, demo's zone) and reseeds there. */
const resetAt = async (at: string) => {
  await mock.app.inject({ method: "POST", url: "/__mock/reset" });
  mock.clock.set(Temporal.PlainDateTime.from(at).toZonedDateTime(KYIV).toInstant().toString());
  mock.store.reset(mock.store.seed);
  demo = client(mock);
  await demo.login();
};
beforeEach(() => resetAt("2026-11-18T08:30"));

const body = (over: Record<string, unknown> = {}) => ({
  viewId: "v-offers",
  name: "Offers by country",
  tab: "summary",
  query: "groupBy=country&order%5Bclicks%5D=desc&columns=clicks,conversions,payout",
  frequency: "daily",
  hour: 9,
  recipients: [DEMO_EMAIL],
  ...over,
});
const create = (over: Record<string, unknown> = {}, who = demo) => who.post(`${API}/report_schedules`, body(over), LD);
const listed = async (who = demo) => (await who.get(`${API}/report_schedules`)).json()["hydra:member"] as Array<Record<string, unknown>>;
const violations = (answer: { json(): { violations: Array<{ propertyPath: string; message: string }> } }) =>
  answer.json().violations.map((v) => [v.propertyPath, v.message]);
const advance = (duration: string) => mock.app.inject({ method: "POST", url: "/__mock/clock", payload: { advance: duration } });
const reports = async (to = DEMO_EMAIL) =>
  (await mock.app.inject({ method: "GET", url: `/__mock/mailbox?to=${encodeURIComponent(to)}` }))
    .json()
    .messages.filter((m: { kind: string }) => m.kind === "report") as Array<{
    to: string;
    subject: string;
    text: string;
    sentAt: string;
    scheduleId: number;
    attachments?: Array<{ fileName: string; contentType: string; content: string }>;
  }>;
const kyiv = (at: string) =>
  Temporal.PlainDateTime.from(at)
    .toZonedDateTime(KYIV)
    .toInstant()
    .toString()
    .replace(/\.\d+Z$/, "Z");

describe("the rules", () => {
  it("answers 401 without a session; demo starts with none", async () => {
    expect((await client(mock).get(`${API}/report_schedules`)).statusCode).toBe(401);
    expect(await listed()).toEqual([]);
  });

  it("creates a schedule: the query kept without its period and paging, the next run at the hour in the publisher's zone", async () => {
    const answer = await create({
      name: "  Offers by country ",
      query: "dateRange=2026-01-01+-+2026-02-01&groupBy=country&page=3&date=2026-01-05",
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({
      "@type": "ReportSchedule",
      viewId: "v-offers",
      name: "Offers by country",
      tab: "summary",
      query: "groupBy=country",
      frequency: "daily",
      weekday: null,
      hour: 9,
      timeZone: KYIV,
      recipients: [DEMO_EMAIL],
      paused: false,
      nextRunAt: kyiv("2026-11-18T09:00"),
      lastSentAt: null,
    });
    expect(await listed()).toHaveLength(1);
    // Weekly on Monday (18 November 2026 is a Wednesday): next Monday.
    const weekly = await create({ viewId: "v-weekly", frequency: "weekly", weekday: 1, hour: 7, recipients: ["DEMO@example.com"] });
    expect(weekly.json()).toMatchObject({ weekday: 1, nextRunAt: kyiv("2026-11-23T07:00"), recipients: [DEMO_EMAIL] });
  });

  it("refuses each rule on its field: blank name, a query the export refuses, no day for a weekly one, no recipient, a stranger", async () => {
    const refused = await create({ name: " ", query: "groupBy=nope&order%5Bclicks%5D=up", frequency: "weekly", recipients: [] });
    expect(refused.statusCode).toBe(422);
    expect(violations(refused)).toEqual([
      ["name", "The name should not be blank."],
      ["query.groupBy", expect.stringMatching(/^The value you selected is not a valid choice/)],
      ["query.order[clicks]", expect.any(String)],
      ["weekday", "Choose the day of the week."],
      ["recipients", "Choose at least one recipient."],
    ]);
    const stranger = await create({ recipients: [DEMO_EMAIL, "boss@elsewhere.example"] });
    expect(violations(stranger)).toEqual([["recipients", "boss@elsewhere.example is not one of the account's e-mail addresses."]]);
    // A grouping the tab refuses, as its export would.
    expect(violations(await create({ query: "groupBy=offerGoal" }))).toEqual([
      ["groupBy", "Grouping by goal is available on Revenue and Goal performance only."],
    ]);
    expect((await create({ hour: 24 })).statusCode).toBe(422);
    expect(await listed()).toEqual([]);
  });

  it("one schedule per view, at most the limit; refusals in the request's language", async () => {
    expect((await create()).statusCode).toBe(201);
    expect(violations(await create({ name: "Again" }))).toEqual([["viewId", "This view is already scheduled: edit its schedule."]]);
    for (let i = 1; i < REPORT_SCHEDULES_LIMIT; i++) expect((await create({ viewId: `v-${i}` })).statusCode).toBe(201);
    expect(violations(await create({ viewId: "v-over" }))).toEqual([
      ["", `At most ${REPORT_SCHEDULES_LIMIT} report schedules: delete one first.`],
    ]);
    const russian = await mock.app.inject({
      method: "POST",
      url: `${API}/report_schedules`,
      cookies: { ...Object.fromEntries(demo.jar), _locale: "ru" },
      headers: { "content-type": LD },
      payload: JSON.stringify(body({ viewId: "v-ru", recipients: [] })),
    });
    expect(russian.json().violations.map((v: { message: string }) => v.message)).toEqual(["Выберите хотя бы одного получателя."]);
  });

  it("edits (new times count from now), pauses and resumes, deletes; 404 for another's or a gone schedule", async () => {
    const { id } = (await create()).json();
    const patch = (change: Record<string, unknown>, who = demo) => who.patch(`${API}/report_schedules/${id}`, change);
    const weekly = await patch({ frequency: "weekly", weekday: 5, hour: 18 });
    expect(weekly.statusCode, weekly.body).toBe(200);
    expect(weekly.json()).toMatchObject({ frequency: "weekly", weekday: 5, hour: 18, nextRunAt: kyiv("2026-11-20T18:00") });
    expect(violations(await patch({ recipients: [] }))).toEqual([["recipients", "Choose at least one recipient."]]);
    expect((await patch({ frequency: "daily" })).json()).toMatchObject({ frequency: "daily", weekday: null });
    expect((await patch({ paused: true })).json()).toMatchObject({ paused: true, nextRunAt: null });
    expect((await patch({ paused: false })).json()).toMatchObject({ paused: false, nextRunAt: kyiv("2026-11-18T18:00") });

    const newbie = client(mock);
    await newbie.login("newbie");
    expect((await patch({ paused: true }, newbie)).statusCode).toBe(404);
    expect((await newbie.del(`${API}/report_schedules/${id}`)).statusCode).toBe(404);
    expect((await demo.del(`${API}/report_schedules/${id}`)).statusCode).toBe(204);
    expect((await demo.del(`${API}/report_schedules/${id}`)).statusCode).toBe(404);
    expect((await patch({ hour: 3 })).statusCode).toBe(404);
    expect(await listed()).toEqual([]);
  });

  it("follows the publisher's time zone: a new zone moves the next run to its hour there", async () => {
    await create();
    mock.store.publishers.get(1001)!.timezone = "America/New_York";
    const [schedule] = await listed();
    expect(schedule).toMatchObject({ timeZone: "America/New_York", nextRunAt: "2026-11-18T14:00:00Z" });
  });
});

describe("the times", () => {
  const at = (text: string, zone = KYIV) => Temporal.PlainDateTime.from(text).toZonedDateTime(zone);

  it("the next run is strictly after; a weekly one on its day; an hour a clock change skips is the next that exists", () => {
    const daily = { frequency: "daily", weekday: null, hour: 9 } as const;
    expect(nextRunAfter(at("2026-11-18T08:59"), daily).toString()).toBe("2026-11-18T09:00:00+02:00[Europe/Kyiv]");
    expect(nextRunAfter(at("2026-11-18T09:00"), daily).toString()).toBe("2026-11-19T09:00:00+02:00[Europe/Kyiv]");
    expect(nextRunAfter(at("2026-11-23T10:00"), { frequency: "weekly", weekday: 1, hour: 9 }).toString()).toBe(
      "2026-11-30T09:00:00+02:00[Europe/Kyiv]",
    );
    // Kyiv skips 03:00-04:00 on 29 March 2026; on 25 October 03:00 comes twice (the first is taken).
    const three = { frequency: "daily", weekday: null, hour: 3 } as const;
    expect(nextRunAfter(at("2026-03-29T01:00"), three).toString()).toBe("2026-03-29T04:00:00+03:00[Europe/Kyiv]");
    expect(nextRunAfter(at("2026-10-25T01:00"), three).toString()).toBe("2026-10-25T03:00:00+03:00[Europe/Kyiv]");
  });

  it("a run covers the day before (daily) or the seven days before (weekly), end exclusive", () => {
    const run = at("2026-11-23T09:00");
    expect(Object.values(periodOf(run, "daily")).map(String)).toEqual(["2026-11-22", "2026-11-23"]);
    expect(Object.values(periodOf(run, "weekly")).map(String)).toEqual(["2026-11-16", "2026-11-23"]);
  });
});

describe("sending on the mock's clock", () => {
  it("e-mails the view's CSV for the day before at the hour: the export's own bytes, to each recipient, once", async () => {
    const { id } = (await create()).json();
    expect(await reports()).toEqual([]);
    await advance("PT1H");
    const [mail, ...more] = await reports();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      to: DEMO_EMAIL,
      scheduleId: id,
      sentAt: kyiv("2026-11-18T09:00"),
      subject: "Offers by country: your report for 2026-11-17",
    });
    expect(mail!.text).toContain("Your daily report “Offers by country” for 2026-11-17 (Europe/Kyiv) is attached as CSV.");
    const [file] = mail!.attachments!;
    expect(file).toMatchObject({ fileName: "summary-report-2026-11-17.csv", contentType: "text/csv" });
    const exported = await demo.get(
      `${API}/ch/reports/summary/export?groupBy=country&order%5Bclicks%5D=desc&columns=clicks,conversions,payout&dateRange=2026-11-17+-+2026-11-18`,
    );
    expect(exported.statusCode).toBe(200);
    expect(file!.content).toBe(exported.body);
    expect(file!.content.split("\r\n")[0]).toBe("Country,Clicks,Conversions,Payout");

    // Listed as sent; the next is tomorrow; reading the mailbox again sends nothing more.
    expect((await listed())[0]).toMatchObject({ lastSentAt: kyiv("2026-11-18T09:00"), nextRunAt: kyiv("2026-11-19T09:00") });
    expect(await reports()).toHaveLength(1);
    await advance("P1D");
    expect((await reports()).map((m) => m.subject)).toEqual([
      "Offers by country: your report for 2026-11-17",
      "Offers by country: your report for 2026-11-18",
    ]);
  });

  it("a weekly one covers the seven days before, on its day only; in the publisher's language", async () => {
    mock.store.publishers.get(1001)!.language = "ru";
    await create({ frequency: "weekly", weekday: 1, hour: 9, query: "groupBy=date" });
    await advance("P4D");
    expect(await reports()).toEqual([]);
    await advance("P1DT1H");
    const [mail] = await reports();
    expect(mail).toMatchObject({ sentAt: kyiv("2026-11-23T09:00"), subject: "Offers by country: ваш отчёт за 2026-11-16 – 2026-11-22" });
    expect(mail!.text).toContain("еженедельный");
    const lines = mail!.attachments![0]!.content.trim().split("\r\n");
    expect(lines[0]!.startsWith("Дата,")).toBe(true);
    // A line per day of the seven with traffic (the seeded history ends at the reset, on the 18th), then the totals.
    expect(lines.slice(1, -1).map((l) => l.split(",")[0])).toEqual(["2026-11-16", "2026-11-17", "2026-11-18"]);
    expect(lines.at(-1)!.startsWith("Итого,")).toBe(true);
  });

  it("paused, nothing goes; resumed, the next run counts from then (what was missed is not made up)", async () => {
    const { id } = (await create()).json();
    await demo.patch(`${API}/report_schedules/${id}`, { paused: true });
    await advance("P2D");
    expect(await reports()).toEqual([]);
    const resumed = (await demo.patch(`${API}/report_schedules/${id}`, { paused: false })).json();
    // 08:30 on the 20th: the 19th's and the 20th's earlier runs are not made up, today's 09:00 is next.
    expect(resumed.nextRunAt).toBe(kyiv("2026-11-20T09:00"));
    expect(await reports()).toEqual([]);
    await advance("PT1H");
    expect((await reports()).map((m) => m.sentAt)).toEqual([kyiv("2026-11-20T09:00")]);
  });

  it("a far jump of the clock sends the last seven runs only, each at its own time", async () => {
    await create();
    await advance("P30D");
    const sent = (await reports()).map((m) => m.sentAt);
    // 08:30 on 18 December: the runs of the 11th to the 17th.
    expect(sent).toEqual(["11", "12", "13", "14", "15", "16", "17"].map((day) => kyiv(`2026-12-${day}T09:00`)));
  });

  it("a day without data: the e-mail says so, with nothing attached", async () => {
    const newbie = client(mock);
    await newbie.login("newbie");
    expect((await create({ recipients: ["newbie@example.com"] }, newbie)).statusCode).toBe(201);
    // Newbie has no zone of its own: the network's, Prague, an hour behind Kyiv.
    await advance("PT2H");
    const [mail] = await reports("newbie@example.com");
    expect(mail!.attachments).toBeUndefined();
    expect(mail!.text).toContain("has no data for 2026-11-17");
  });
});

describe("a backend without schedules (/__mock/capabilities)", () => {
  it.each([404, 501])("answers %i on every endpoint", async (status) => {
    await mock.app.inject({ method: "POST", url: "/__mock/capabilities", payload: { group: "reportSchedules", absent: status } });
    expect((await demo.get(`${API}/report_schedules`)).statusCode).toBe(status);
    expect((await create()).statusCode).toBe(status);
  });
});
