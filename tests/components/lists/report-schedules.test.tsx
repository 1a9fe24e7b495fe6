/**
 * Reports by e-mail (issue 37 item 4), the real reports page signed in as demo against the mock, with
 * a saved view on the account: the view's menu schedules it (the dialog's defaults, the time zone
 * named, a weekly day, the server's refusal on its field with what was chosen kept), the schedule sent
 * to the server as the tab's export query of the view (grouping, order, columns; no period), listed
 * with its rule and recipients; opened again from the menu it is edited; paused (said Paused) and
 * resumed, a failed pause said above the list; deleted after a confirmation (Cancel first). A backend
 * without schedules (404 or 501 on the list): no menu item, no list, no error, no toast, no report.
 * And the dialog in the four languages.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, expect, test } from "vitest";
import { toasts } from "../../../src/app/toasts";
import type { Locale } from "../../../src/i18n/locales";
import { errorOf, watchCalls } from "../forms/helpers";
import { DEMO, mock, renderRoute, signInAs } from "../render";
import { NEEDS_NETWORK, goOffline, goOnline, waitsForNetwork } from "../shell/helpers";
import { demoIn, freshStorage } from "./helpers";

beforeEach(freshStorage);

const SEARCH = "columns%5Bsummary%5D=clicks%2Cconversions%2Cpayout&groupBy=country&order%5Bclicks%5D=desc&selectedTab=summary";
const VIEW = { id: "v-country", name: "By country", tab: "summary", search: SEARCH, savedAt: "2026-11-01T10:00:00Z" };

/** Demo's account holds the view (the page reads it from there: decision 061). */
const withView = async () => {
  await signInAs(DEMO);
  const put = await fetch("/publisher/api/report_preferences", {
    method: "PUT",
    headers: { "content-type": "application/ld+json" },
    body: JSON.stringify({ hiddenColumns: {}, views: [VIEW] }),
  });
  expect(put.ok).toBe(true);
};

const openReports = async (locale?: Locale) => {
  await withView();
  // The portal follows the profile's language.
  if (locale) await demoIn(locale);
  const view = await renderRoute(`/reports?${SEARCH}`, { signedIn: true, ...(locale ? { locale } : {}) });
  await screen.findByRole("link", { name: "By country" });
  return view;
};

/** Opens the view's menu and chooses `item`. */
const choose = async (user: Awaited<ReturnType<typeof renderRoute>>["user"], item: string | RegExp, menu = "Actions for By country") => {
  await user.click(await screen.findByRole("button", { name: menu }));
  await user.click(await screen.findByRole("menuitem", { name: item }));
};

const serverSchedules = async () =>
  ((await (await fetch("/publisher/api/report_schedules")).json()) as { "hydra:member": Array<Record<string, unknown>> })["hydra:member"];
const list = () => screen.getByRole("region", { name: "Reports by e-mail" });

test("schedule a view from its menu: defaults, the zone named, a refusal kept on its field, saved as the view's export and listed", async () => {
  const { user } = await openReports();
  await choose(user, "Schedule by e-mail");
  const dialog = await screen.findByRole("dialog", { name: "Schedule by e-mail" });
  expect(within(dialog).getByText("The view “By country” (Summary) as CSV, with its grouping, filters and columns.")).toBeTruthy();
  // Daily at 09:00 to the account's e-mail; the hour in demo's zone.
  expect(within(dialog).getByRole("radio", { name: /^Daily/ })).toHaveProperty("checked", true);
  const hour = within(dialog).getByRole("combobox", { name: "Time" }) as HTMLSelectElement;
  expect(hour.selectedOptions[0]!.textContent).toBe("09:00 AM");
  expect(hour.options).toHaveLength(24);
  expect(document.getElementById(hour.getAttribute("aria-describedby")!)!.textContent).toMatch(
    /^In your time zone, Europe\/Kyiv \(GMT\+\d\)\.$/,
  );
  const recipients = within(dialog).getByRole("group", { name: "Recipients" });
  expect(within(recipients).getByRole("checkbox", { name: "demo@example.com" })).toHaveProperty("checked", true);
  expect(within(dialog).getByText(/^First e-mail: \d{4}-\d{2}-\d{2} 09:00:00, Europe\/Kyiv/)).toBeTruthy();
  expect(within(dialog).queryByRole("combobox", { name: "Day" })).toBeNull();

  // Weekly on Wednesday at 07:00, no recipient: the server's message on the recipients, the choice kept.
  await user.click(within(dialog).getByRole("radio", { name: /^Weekly/ }));
  await user.selectOptions(within(dialog).getByRole("combobox", { name: "Day" }), "Wednesday");
  await user.selectOptions(hour, "07:00 AM");
  await user.click(within(recipients).getByRole("checkbox", { name: "demo@example.com" }));
  await user.click(within(dialog).getByRole("button", { name: "Save schedule" }));
  await waitFor(() => expect(errorOf(recipients)).toBe("Choose at least one recipient."));
  expect(within(dialog).getByRole("radio", { name: /^Weekly/ })).toHaveProperty("checked", true);
  expect((within(dialog).getByRole("combobox", { name: "Day" }) as HTMLSelectElement).value).toBe("3");
  expect(hour.value).toBe("7");

  await user.click(within(recipients).getByRole("checkbox", { name: "demo@example.com" }));
  await user.click(within(dialog).getByRole("button", { name: "Save schedule" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  expect(toasts.get().map((t) => t.messageId)).toContain("reportSchedules.toast.saved");
  const item = within(await screen.findByRole("region", { name: "Reports by e-mail" })).getByRole("listitem");
  expect(item.textContent).toContain("Every Wednesday at 07:00 AM (Europe/Kyiv)");
  expect(item.textContent).toContain("To: demo@example.com");
  expect(item.textContent).toMatch(/Next e-mail: \d{4}-\d{2}-\d{2} 07:00:00 · Not sent yet/);

  // What the server holds: the view's export (grouping, order, its columns), without a period or the tab.
  const [saved] = await serverSchedules();
  expect(saved).toMatchObject({ viewId: "v-country", name: "By country", tab: "summary", frequency: "weekly", weekday: 3, hour: 7 });
  expect(Object.fromEntries(new URLSearchParams(saved!.query as string))).toEqual({
    groupBy: "country",
    "order[clicks]": "desc",
    columns: "clicks,conversions,payout",
  });
});

test("opened again from the menu it is edited; paused and resumed from the list; deleted after a confirmation", async () => {
  const { user } = await openReports();
  await choose(user, "Schedule by e-mail");
  let dialog = await screen.findByRole("dialog", { name: "Schedule by e-mail" });
  await user.click(within(dialog).getByRole("button", { name: "Save schedule" }));
  await within(await screen.findByRole("region", { name: "Reports by e-mail" })).findByText(/^Daily at 09:00 AM/);

  await choose(user, "Schedule by e-mail");
  dialog = await screen.findByRole("dialog", { name: "Edit the e-mail schedule" });
  await user.selectOptions(within(dialog).getByRole("combobox", { name: "Time" }), "06:00 PM");
  await user.click(within(dialog).getByRole("button", { name: "Save schedule" }));
  await within(list()).findByText(/^Daily at 06:00 PM/);
  expect(await serverSchedules()).toHaveLength(1);

  // A failed pause says why above the list; then it pauses, and resumes.
  await mock.failOnce("reportSchedules.update", 500, "The scheduler is down.");
  await user.click(within(list()).getByRole("button", { name: "Pause the e-mails of By country" }));
  expect((await within(list()).findByRole("alert")).textContent).toBe("The scheduler is down.");
  await user.click(within(list()).getByRole("button", { name: "Pause the e-mails of By country" }));
  await within(list()).findByText("Paused");
  expect(within(list()).queryByText(/Next e-mail/)).toBeNull();
  expect(within(list()).queryByRole("alert")).toBeNull();
  expect((await serverSchedules())[0]).toMatchObject({ paused: true, nextRunAt: null });
  await user.click(within(list()).getByRole("button", { name: "Resume the e-mails of By country" }));
  await waitFor(() => expect(within(list()).queryByText("Paused")).toBeNull());
  expect((await serverSchedules())[0]).toMatchObject({ paused: false });

  // Delete asks first: Cancel has the focus and keeps it; Delete removes it.
  await user.click(within(list()).getByRole("button", { name: "Delete the schedule of By country" }));
  const confirm = await screen.findByRole("alertdialog", { name: "Delete this schedule?" });
  expect(within(confirm).getByText("By country")).toBeTruthy();
  await waitFor(() => expect(document.activeElement).toBe(within(confirm).getByRole("button", { name: "Cancel" })));
  await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
  await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  expect(await serverSchedules()).toHaveLength(1);
  await user.click(within(list()).getByRole("button", { name: "Delete the schedule of By country" }));
  await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
  await waitFor(() => expect(screen.queryByRole("region", { name: "Reports by e-mail" })).toBeNull());
  expect(toasts.get().map((t) => t.messageId)).toContain("reportSchedules.toast.deleted");
  expect(await serverSchedules()).toEqual([]);
  // The view stays.
  expect(screen.getByRole("link", { name: "By country" })).toBeTruthy();
});

test("offline, Pause and the confirmation's Delete wait under one reason; Edit and Delete still open their dialogs", async () => {
  const { user } = await openReports();
  await choose(user, "Schedule by e-mail");
  const dialog = await screen.findByRole("dialog", { name: "Schedule by e-mail" });
  await user.click(within(dialog).getByRole("button", { name: "Save schedule" }));
  await within(await screen.findByRole("region", { name: "Reports by e-mail" })).findByText(/^Daily at 09:00 AM/);

  await goOffline();
  waitsForNetwork(within(list()).getByRole("button", { name: "Pause the e-mails of By country" }));
  expect(within(list()).getAllByText(NEEDS_NETWORK)).toHaveLength(1);
  expect(within(list()).getByRole("button", { name: "Edit the e-mails of By country" }).hasAttribute("disabled")).toBe(false);
  await user.click(within(list()).getByRole("button", { name: "Delete the schedule of By country" }));
  const confirm = await screen.findByRole("alertdialog", { name: "Delete this schedule?" });
  waitsForNetwork(within(confirm).getByRole("button", { name: "Delete" }));
  await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
  await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());

  await goOnline();
  await waitFor(() =>
    expect(within(list()).getByRole("button", { name: "Pause the e-mails of By country" }).hasAttribute("disabled")).toBe(false),
  );
  expect(screen.queryByText(NEEDS_NETWORK)).toBeNull();
  expect(await serverSchedules()).toHaveLength(1);
});

test.each([404, 501])("a backend without schedules (%i): no menu item, no list, no error, no toast, no report", async (status) => {
  await mock.post("/__mock/capabilities", { group: "reportSchedules", absent: status });
  const { calls } = watchCalls();
  const { user } = await openReports();
  await waitFor(() => expect(calls.filter((c) => c.path.startsWith("/publisher/api/report_schedules"))).toHaveLength(1));
  await user.click(await screen.findByRole("button", { name: "Actions for By country" }));
  const menu = await screen.findByRole("menu");
  expect(
    within(menu)
      .getAllByRole("menuitem")
      .map((i) => i.textContent),
  ).toEqual(["Rename", "Delete"]);
  await user.keyboard("{Escape}");
  expect(screen.queryByRole("region", { name: "Reports by e-mail" })).toBeNull();
  expect(screen.queryByRole("alert")).toBeNull();
  expect(toasts.get()).toEqual([]);
  const reports = (await (await fetch("/__mock/error-reports")).json()) as { reports: unknown[] };
  expect(reports.reports).toEqual([]);
  expect(calls.filter((c) => c.path.startsWith("/publisher/api/report_schedules"))).toHaveLength(1);
});

test.each([
  ["ru", "Отправлять по e-mail", "Как часто", "Сохранить расписание"],
  ["uk", "Надсилати електронною поштою", "Як часто", "Зберегти розклад"],
  ["zh", "定时邮件发送", "发送频率", "保存发送计划"],
] as const)("in %s: the menu item, the dialog and its days and hours", async (locale, item, often, submit) => {
  const { user } = await openReports(locale);
  await user.click(await screen.findByRole("button", { name: /By country/ }));
  await user.click(await screen.findByRole("menuitem", { name: item }));
  const dialog = await screen.findByRole("dialog", { name: item });
  expect(within(dialog).getByRole("group", { name: often })).toBeTruthy();
  expect(within(dialog).getByRole("button", { name: submit })).toBeTruthy();
  const weekly = within(dialog).getAllByRole("radio")[1]!;
  await user.click(weekly);
  const [day, hour] = within(dialog).getAllByRole("combobox") as HTMLSelectElement[];
  expect(day!.options[0]!.textContent).toBe(
    new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(Date.UTC(2024, 0, 1)),
  );
  expect(hour!.options[13]!.textContent).toBe(
    new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", timeZone: "UTC" }).format(Date.UTC(2024, 0, 1, 13)),
  );
});
