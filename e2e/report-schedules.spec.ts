/**
 * Reports by e-mail in a browser (issue 37 item 4): the journey of a schedule, as a publisher makes one
 * for a saved view: scheduled from the view's menu, the mock's clock moved a day on (never waited for),
 * the e-mail in the mailbox with the view's CSV attached, the list saying when it went, paused, then
 * deleted after its confirmation; axe on the dialog, the list and the confirmation, in light and dark.
 * And a backend without schedules: the menu offers no schedule, the page shows no error. The rules,
 * each message, the languages: tests/components/lists/report-schedules.test.tsx and the mock's tests.
 */
import { inBothSchemes } from "./axe";
import { expect, test } from "./fixtures";
import { signIn } from "./helpers";
import { picturesAt } from "./pictures";

const SEARCH = "columns%5Bsummary%5D=clicks%2Cconversions%2Cpayout&groupBy=country&order%5Bclicks%5D=desc&selectedTab=summary";
const VIEW = { id: "v-country", name: "By country", tab: "summary", search: SEARCH, savedAt: "2026-11-01T10:00:00Z" };

interface Mail {
  kind: string;
  subject: string;
  text: string;
  attachments?: Array<{ fileName: string; contentType: string; content: string }>;
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
  const put = await page.request.put("/publisher/api/report_preferences", {
    headers: { "content-type": "application/ld+json" },
    data: { hiddenColumns: {}, views: [VIEW] },
  });
  expect(put.ok()).toBe(true);
});

test("a schedule's journey: made from the view's menu, e-mailed with its CSV as the clock moves, paused, deleted; axe in light and dark", async ({
  page,
}) => {
  await page.goto(`/publisher/reports?${SEARCH}`);
  const menu = page.getByRole("button", { name: "Actions for By country" });
  await menu.click();
  await page.getByRole("menuitem", { name: "Schedule by e-mail" }).click();
  const dialog = page.getByRole("dialog", { name: "Schedule by e-mail" });
  await expect(dialog.getByRole("checkbox", { name: "demo@example.com" })).toBeChecked();
  await expect(dialog.getByText(/^First e-mail: .*Europe\/Kyiv/)).toBeVisible();
  const found = await inBothSchemes(page, "the dialog", {
    context: { include: [["[role=dialog]"]] },
    then: (scheme) => picturesAt(page, [1440, 375], (width) => `report-schedule-dialog-${width}-${scheme}.png`),
  });
  await dialog.getByRole("button", { name: "Save schedule" }).click();
  await expect(dialog).toBeHidden();
  const list = page.getByRole("region", { name: "Reports by e-mail" });
  await expect(list.getByText(/^Daily at 0?9:00 AM \(Europe\/Kyiv\)$/)).toBeVisible();
  await expect(list.getByText(/Not sent yet/)).toBeVisible();

  // A day later by the mock's clock: the 09:00 run has gone, once, with the view's CSV for the day before.
  expect((await page.request.post("/__mock/clock", { data: { advance: "P1D" } })).ok()).toBe(true);
  const mails = ((await (await page.request.get("/__mock/mailbox?to=demo%40example.com")).json()) as { messages: Mail[] }).messages.filter(
    (m) => m.kind === "report",
  );
  expect(mails).toHaveLength(1);
  const [mail] = mails;
  expect(mail!.subject).toMatch(/^By country: your report for \d{4}-\d{2}-\d{2}$/);
  const [csv] = mail!.attachments!;
  expect(csv!.fileName).toMatch(/^summary-report-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csv!.contentType).toBe("text/csv");
  const lines = csv!.content.trim().split("\r\n");
  expect(lines[0]).toBe("Country,Clicks,Conversions,Payout");
  expect(lines.at(-1)!.startsWith("Total,")).toBe(true);
  expect(lines.length).toBeGreaterThan(2);

  // The list, read again, says when it went; then paused, and deleted after its confirmation.
  await page.reload();
  await expect(list.getByText(/Last sent: \d{4}-\d{2}-\d{2} 09:00:00/)).toBeVisible();
  await list.getByRole("button", { name: "Pause the e-mails of By country" }).click();
  await expect(list.getByText("Paused", { exact: true })).toBeVisible();
  await expect(list.getByText(/Next e-mail/)).toHaveCount(0);
  found.push(
    ...(await inBothSchemes(page, "the list", {
      context: { include: [["section[aria-labelledby=report-schedules-title]"]] },
      then: (scheme) => picturesAt(page, [1440, 375], (width) => `report-schedules-${width}-${scheme}.png`, { fullPage: true }),
    })),
  );
  await list.getByRole("button", { name: "Delete the schedule of By country" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this schedule?" });
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  found.push(...(await inBothSchemes(page, "the confirmation", { context: { include: [["[role=alertdialog]"]] } })));
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(list).toBeHidden();
  await expect(page.getByRole("link", { name: "By country" })).toBeVisible();
  expect(found).toEqual([]);
});

test("a backend without schedules: the view's menu offers none, the page shows no error", async ({ page }) => {
  await page.request.post("/__mock/capabilities", { data: { group: "reportSchedules", absent: 404 } });
  const asked = page.waitForResponse((response) => response.url().includes("/publisher/api/report_schedules"));
  await page.goto(`/publisher/reports?${SEARCH}`);
  expect((await asked).status()).toBe(404);
  await page.getByRole("button", { name: "Actions for By country" }).click();
  await expect(page.getByRole("menuitem")).toHaveText(["Rename", "Delete"]);
  await expect(page.getByRole("region", { name: "Reports by e-mail" })).toHaveCount(0);
  await expect(page.getByRole("alert")).toHaveCount(0);
});
