/**
 * The notifications list (issue 11; spec 02 sections 3, 4 and 7) in Support's and Settings' tabs:
 * paged, unread first and marked, mark one or all read, and the header's bell following at once.
 * Demo has 12 notifications, the 3 newest unread ("Payment sent", "Offer approved", "Smartlink is live").
 * Moved from e2e/notifications.spec.ts.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { expect, test } from "vitest";
import ru from "../../../src/i18n/messages/ru/news-support.json" with { type: "json" };
import { mock, NEWBIE, renderRoute } from "../render";
import { demoSpeaks } from "./helpers";

/** The header's bell once it has this name (its unread count is in it). */
const bell = (name: string) => within(screen.getByRole("banner")).getByRole("link", { name });
const findBell = async (name: string) => within(await screen.findByRole("banner")).findByRole("link", { name });
const list = () => within(screen.getByRole("tabpanel")).getByRole("list", { name: "Notifications" });
const items = () => within(list()).getAllByRole("listitem");
const unreadBadges = () => within(list()).queryAllByText("Unread", { exact: true });
const markAll = () => screen.getByRole("button", { name: "Mark all as read" });
const status = (text: string) => screen.findByText(text, { selector: "[role=status]" });

const openSupportNotifications = async (options: Parameters<typeof renderRoute>[1] = { signedIn: true }, query = "") => {
  const view = await renderRoute(`/support?selectedTab=notifications${query}`, options);
  const tab = await screen.findByRole("tab", { name: /Notifications|Уведомления/ });
  expect(tab.getAttribute("aria-selected")).toBe("true");
  await waitFor(() => expect(screen.getByRole("tabpanel").querySelector("[aria-busy=false]")).not.toBeNull());
  return view;
};

test("unread first and marked; one marked read drops the bell and the count at once", async () => {
  const { user } = await openSupportNotifications();
  expect(await findBell("Notifications, 3 unread")).toBeTruthy();
  await status("3 unread notifications");
  await waitFor(() => expect(items()).toHaveLength(10));
  expect(
    within(list())
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent),
  ).toEqual([
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
  expect(unreadBadges()).toHaveLength(3);
  // Unread ones first: the first three carry the mark and their own button.
  for (const [i, title] of ["Payment sent", "Offer approved", "Smartlink is live"].entries()) {
    const item = within(items()[i]!);
    expect(item.getByText("Unread", { exact: true })).toBeTruthy();
    expect(item.getByRole("button", { name: `Mark as read: ${title}` })).toBeTruthy();
  }
  expect(within(items()[3]!).queryAllByRole("button")).toHaveLength(0);
  // Relative and absolute time, in the publisher's zone.
  expect(items()[0]!.querySelector("time")?.textContent).toMatch(/^2 hours ago · .*\d{4}/);

  await user.click(await screen.findByRole("button", { name: "Mark as read: Offer approved" }));
  expect(await findBell("Notifications, 2 unread")).toBeTruthy();
  await status("2 unread notifications");
  await waitFor(() => expect(unreadBadges()).toHaveLength(2));
  expect(within(list()).getAllByRole("heading", { level: 3 })[0]!.textContent).toBe("Payment sent");
  expect(screen.queryByRole("button", { name: "Mark as read: Offer approved" })).toBeNull();

  // The server agrees: the one marked is notification 2.
  expect(await (await fetch("/publisher/api/notifications/unseen")).json()).toMatchObject({ count: 2 });
  const page = (await (await fetch("/publisher/api/notifications?page=1&itemsPerPage=10")).json()) as {
    "hydra:member": Array<{ id: number; read: boolean }>;
  };
  expect(page["hydra:member"].filter((n) => n.read && n.id <= 3).map((n) => n.id)).toEqual([2]);
});

test("mark all read: no unread mark stays, the bell has no count and the button is disabled", async () => {
  const { user } = await openSupportNotifications();
  await status("3 unread notifications");
  await user.click(markAll());
  expect(await findBell("Notifications")).toBeTruthy();
  await status("No unread notifications");
  await waitFor(() => expect(unreadBadges()).toHaveLength(0));
  await waitFor(() => expect(markAll()).toHaveProperty("disabled", true));
  expect(within(list()).queryAllByRole("button", { name: /^Mark as read/ })).toHaveLength(0);
});

test("paged: the second page beside the tab in the URL, and the page size", async () => {
  const { user, place } = await openSupportNotifications();
  expect(await screen.findByText(/12 records/)).toBeTruthy();
  await user.click(within(screen.getByRole("navigation", { name: "Pagination" })).getByRole("button", { name: "Page 2" }));
  await waitFor(() => expect(place.current()).toMatch(/selectedTab=notifications&page=2$/));
  await waitFor(() => expect(items()).toHaveLength(2));
  expect(screen.getByRole("tab", { name: "Notifications" }).getAttribute("aria-selected")).toBe("true");
  await user.selectOptions(screen.getByLabelText("Rows per page"), "20");
  await waitFor(() => expect(items()).toHaveLength(12));
  expect(place.current()).toMatch(/itemsPerPage=20/);
  expect(place.current()).not.toMatch(/page=2/);
});

test("the bell opens Settings on the notifications tab, with the same list", async () => {
  const { user, place } = await renderRoute("/dashboard", { signedIn: true });
  const theBell = await findBell("Notifications, 3 unread");
  await user.click(theBell);
  await waitFor(() => expect(place.current()).toBe("/settings?selectedTab=notifications"));
  expect((await screen.findByRole("tab", { name: "Notifications" })).getAttribute("aria-selected")).toBe("true");
  await waitFor(() => expect(items()).toHaveLength(10));
  await user.click(await screen.findByRole("button", { name: "Mark as read: Payment sent" }));
  expect(await findBell("Notifications, 2 unread")).toBeTruthy();
});

test("newbie: one unread welcome; after marking it the list says so", async () => {
  const { user } = await openSupportNotifications({ signedIn: NEWBIE });
  await waitFor(() => expect(items()).toHaveLength(1));
  expect(within(list()).getByRole("heading", { level: 3 }).textContent).toBe("Welcome to the network");
  await status("1 unread notification");
  await user.click(await screen.findByRole("button", { name: "Mark as read: Welcome to the network" }));
  expect(await findBell("Notifications")).toBeTruthy();
  await waitFor(() => expect(unreadBadges()).toHaveLength(0));
});

test("a failed mark shows the server's error and changes nothing", async () => {
  const { user } = await openSupportNotifications();
  await status("3 unread notifications");
  await mock.fault({ route: "POST /publisher/api/notifications/mark_read", mode: "status", status: 500, times: 1 });
  await user.click(markAll());
  expect((await screen.findAllByText("Injected fault: 500")).length).toBeGreaterThan(0);
  expect(bell("Notifications, 3 unread")).toBeTruthy();
  expect(unreadBadges()).toHaveLength(3);
  await waitFor(() => expect(markAll()).toHaveProperty("disabled", false));
});

test("a failed load shows the error with Retry, which loads the list", async () => {
  await mock.fault({ route: "GET /publisher/api/notifications", mode: "status", status: 500, times: 1 });
  const { user } = await renderRoute("/support?selectedTab=notifications", { signedIn: true });
  await waitFor(() => expect(screen.getAllByRole("alert").some((a) => a.textContent?.includes("Injected fault: 500"))).toBe(true));
  await user.click(await screen.findByRole("button", { name: "Retry" }));
  await waitFor(() => expect(items()).toHaveLength(10));
});

test("in Russian", async () => {
  await demoSpeaks("ru");
  await openSupportNotifications({ signedIn: true, locale: "ru" });
  expect(await screen.findByRole("button", { name: ru["notifications.markAllRead"] })).toBeTruthy();
  await status("3 непрочитанных уведомления");
  await waitFor(() =>
    expect(
      within(screen.getByRole("list", { name: ru["notifications.list.label"] })).getAllByText(ru["notifications.unread"], { exact: true }),
    ).toHaveLength(3),
  );
});
