/**
 * The notifications list (issue 11; spec 02 sections 3, 4 and 7) in Support's and Settings' tabs:
 * paged, unread first and marked, mark one or all read, and the header's bell following at once.
 * Demo has 12 notifications, the 3 newest unread ("Payment sent", "Offer approved", "Smartlink is live").
 */
import type { Page } from "@playwright/test";
import ru from "../src/i18n/messages/ru/news-support.json" with { type: "json" };
import { expect, test } from "./fixtures";
import { NEWBIE, signIn } from "./helpers";

const bell = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Notifications/ });
const list = (page: Page) => page.getByRole("tabpanel").getByRole("list", { name: "Notifications" });
const unreadBadges = (page: Page) => list(page).getByText("Unread", { exact: true });
const markAll = (page: Page) => page.getByRole("button", { name: "Mark all as read" });

const openSupportNotifications = async (page: Page, query = "") => {
  await page.goto(`/publisher/support?selectedTab=notifications${query}`);
  await expect(page.getByRole("tab", { name: "Notifications" })).toHaveAttribute("aria-selected", "true");
  await expect(list(page)).toHaveAttribute("aria-busy", "false");
};

test.describe("notifications", () => {
  test("unread first and marked; one marked read drops the bell and the count at once", async ({ page }) => {
    await signIn(page);
    await openSupportNotifications(page);
    await expect(bell(page)).toHaveAccessibleName("Notifications, 3 unread");
    await expect(page.getByRole("status").filter({ hasText: "3 unread notifications" })).toBeVisible();
    await expect(list(page).getByRole("listitem")).toHaveCount(10);
    await expect(list(page).getByRole("heading", { level: 3 })).toHaveText([
      "Payment sent",
      "Offer approved",
      "Smartlink is live",
      "Payment sent",
      "Offer approved",
      "Smartlink is live",
      "Payment sent",
      "Offer approved",
      "Smartlink is live",
      "Payment sent",
    ]);
    await expect(unreadBadges(page)).toHaveCount(3);
    // Unread ones first: the first three carry the mark and their own button.
    for (const [i, title] of ["Payment sent", "Offer approved", "Smartlink is live"].entries()) {
      const item = list(page).getByRole("listitem").nth(i);
      await expect(item.getByText("Unread", { exact: true })).toBeVisible();
      await expect(item.getByRole("button", { name: `Mark as read: ${title}` })).toBeVisible();
    }
    await expect(list(page).getByRole("listitem").nth(3).getByRole("button")).toHaveCount(0);
    // Relative and absolute time, in the publisher's zone.
    await expect(list(page).getByRole("listitem").first().locator("time")).toHaveText(/^2 hours ago · .*\d{4}/);

    const marked = page.waitForRequest((r) => r.url().endsWith("/notifications/mark_read"));
    await page.getByRole("button", { name: "Mark as read: Offer approved" }).click();
    expect((await marked).postDataJSON()).toEqual({ notifications: ["/publisher/api/notifications/2"] });
    await expect(bell(page)).toHaveAccessibleName("Notifications, 2 unread");
    await expect(page.getByRole("status").filter({ hasText: "2 unread notifications" })).toBeVisible();
    await expect(unreadBadges(page)).toHaveCount(2);
    await expect(list(page).getByRole("heading", { level: 3 }).first()).toHaveText("Payment sent");
    await expect(page.getByRole("button", { name: "Mark as read: Offer approved" })).toHaveCount(0);

    // The server agrees.
    expect(await (await page.request.get("/publisher/api/notifications/unseen")).json()).toMatchObject({ count: 2 });
  });

  test("mark all read: no unread mark stays, the bell has no count and the button is disabled", async ({ page }) => {
    await signIn(page);
    await openSupportNotifications(page);
    await markAll(page).click();
    await expect(bell(page)).toHaveAccessibleName("Notifications");
    await expect(page.getByRole("status").filter({ hasText: "No unread notifications" })).toBeVisible();
    await expect(unreadBadges(page)).toHaveCount(0);
    await expect(markAll(page)).toBeDisabled();
    await expect(list(page).getByRole("button", { name: /^Mark “/ })).toHaveCount(0);
  });

  test("paged: the second page beside the tab in the URL, and the page size", async ({ page }) => {
    await signIn(page);
    await openSupportNotifications(page);
    await expect(page.getByText("12 records", { exact: false })).toBeVisible();
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("button", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/selectedTab=notifications&page=2$/);
    await expect(list(page).getByRole("listitem")).toHaveCount(2);
    await expect(page.getByRole("tab", { name: "Notifications" })).toHaveAttribute("aria-selected", "true");
    await page.getByLabel("Rows per page").selectOption("20");
    await expect(list(page).getByRole("listitem")).toHaveCount(12);
    await expect(page).toHaveURL(/itemsPerPage=20/);
    await expect(page).not.toHaveURL(/page=2/);
  });

  test("the bell opens Settings on the notifications tab, with the same list", async ({ page }) => {
    await signIn(page);
    await page.goto("/publisher/dashboard");
    await bell(page).click();
    await expect(page).toHaveURL(/\/publisher\/settings\?selectedTab=notifications$/);
    await expect(page.getByRole("tab", { name: "Notifications" })).toHaveAttribute("aria-selected", "true");
    await expect(list(page).getByRole("listitem")).toHaveCount(10);
    await page.getByRole("button", { name: "Mark as read: Payment sent" }).click();
    await expect(bell(page)).toHaveAccessibleName("Notifications, 2 unread");
  });

  test("newbie: one unread welcome; after marking it the list says so", async ({ page }) => {
    await signIn(page, NEWBIE);
    await openSupportNotifications(page);
    await expect(list(page).getByRole("listitem")).toHaveCount(1);
    await expect(list(page).getByRole("heading", { level: 3 })).toHaveText("Welcome to the network");
    await expect(page.getByRole("status").filter({ hasText: "1 unread notification" })).toBeVisible();
    await page.getByRole("button", { name: "Mark as read: Welcome to the network" }).click();
    await expect(bell(page)).toHaveAccessibleName("Notifications");
    await expect(unreadBadges(page)).toHaveCount(0);
  });

  test("a failed mark shows the server's error and changes nothing", async ({ page, request, allowErrors }) => {
    allowErrors("notifications/mark_read");
    await signIn(page);
    await openSupportNotifications(page);
    const fault = await request.post("/__mock/faults", {
      data: { route: "POST /publisher/api/notifications/mark_read", mode: "status", status: 500, times: 1 },
    });
    expect(fault.ok()).toBe(true);
    await markAll(page).click();
    await expect(page.getByText("Injected fault: 500").first()).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName("Notifications, 3 unread");
    await expect(unreadBadges(page)).toHaveCount(3);
    await expect(markAll(page)).toBeEnabled();
  });

  test("a failed load shows the error with Retry, which loads the list", async ({ page, request, allowErrors }) => {
    allowErrors("/publisher/api/notifications");
    await signIn(page);
    await request.post("/__mock/faults", { data: { route: "GET /publisher/api/notifications", mode: "status", status: 500, times: 1 } });
    await page.goto("/publisher/support?selectedTab=notifications");
    await expect(page.getByRole("alert").filter({ hasText: "Injected fault: 500" })).toBeVisible();
    await page.getByRole("button", { name: "Retry" }).click();
    await expect(list(page).getByRole("listitem")).toHaveCount(10);
  });

  test("in Russian", async ({ page }) => {
    await signIn(page);
    await page.request.patch("/publisher/api/publishers/1001", {
      data: { language: "ru" },
      headers: { "content-type": "application/merge-patch+json" },
    });
    await page.goto("/publisher/support?selectedTab=notifications");
    await expect(page.getByRole("button", { name: ru["notifications.markAllRead"] })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "3 непрочитанных уведомления" })).toBeVisible();
    await expect(
      page.getByRole("list", { name: ru["notifications.list.label"] }).getByText(ru["notifications.unread"], { exact: true }),
    ).toHaveCount(3);
  });
});
