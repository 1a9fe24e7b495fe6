/**
 * The signed-in header (spec 01 sections 2, 4, 7, 8 and 9): latest news with its badge, demo mode,
 * the "Competition is live" label, the balance, the language change asking the news again, the
 * avatar, the user menu by keyboard and its colour scheme. Moved from e2e/header.spec.ts (its layout
 * at the breakpoints, axe and the balance's 5-minute refresh stay there).
 */
import { screen, waitFor, within } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import { DEMO, mock, NEWBIE, renderRoute } from "../render";
import { portalHeader } from "./helpers";

type Account = { readonly username: string; readonly password: string };

const header = () => within(portalHeader());
/** A header control once it has this exact name (a deferred one: its real control, once there). */
const control = (role: "button" | "link", name: string | RegExp) => waitFor(() => header().getByRole(role, { name }));
/** The popover's "All news" link (the Dashboard has one of its own in the page). */
const allNews = () => screen.getAllByRole("link", { name: "All news" }).find((a) => !a.closest("#content, main"))!;
const demoStrip = () => screen.queryByRole("note", { name: "Demo mode" });

const open = async (who: Account = DEMO) => {
  const view = await renderRoute("/dashboard", { signedIn: who });
  expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeTruthy();
  return view;
};

test("the all-news link opens the news page", async () => {
  const { user, place } = await open();
  await user.click(await control("button", /^Latest news/));
  await waitFor(() => expect(allNews()).toBeTruthy());
  await user.click(allNews());
  await waitFor(() => expect(place.current()).toBe("/announcements"));
  expect(await screen.findByRole("heading", { level: 1, name: "News" })).toBeTruthy();
});

test("newbie: 1 unread notification, $0.00 and the demo-mode strip with its activation link to settings", async () => {
  const { user, place } = await open(NEWBIE);
  expect(await control("link", "Notifications, 1 unread")).toBeTruthy();
  expect(await control("button", "Latest news, 5 unread")).toBeTruthy();
  expect((await control("link", /^Balance/)).textContent).toContain("$0.00");
  expect(demoStrip()).not.toBeNull();
  expect(screen.queryAllByRole("link", { name: "Competition is live" })).toHaveLength(0);
  await user.click(within(demoStrip()!).getByRole("link", { name: "Activate your account" }));
  await waitFor(() => expect(place.current()).toBe("/settings"));
});

test("demo: the balance reads $12,345.67, the bell 3 unread, and there is no demo-mode strip", async () => {
  await open();
  expect(await control("link", "Balance $12,345.67")).toBeTruthy();
  expect(await control("link", "Notifications, 3 unread")).toBeTruthy();
  expect(demoStrip()).toBeNull();
});

test("announcements failing: badge 0 and an empty list, silently", async () => {
  await mock.fault({ route: "shell.announcements", status: 500, times: 10 });
  const { user } = await open();
  // The balance is there: the header's calls have answered.
  await control("link", "Balance $12,345.67");
  await user.click(await control("button", "Latest news"));
  expect(await screen.findByText("You're all caught up: no new announcements.")).toBeTruthy();
  expect(screen.queryByRole("list", { name: "Latest news" })).toBeNull();
  expect(allNews()).toBeTruthy();
  // No toast: the failure is silent.
  expect(screen.queryAllByRole("alert")).toHaveLength(0);
});

test("announcements are asked again after a language change, in the new language", async () => {
  const fetches = vi.spyOn(globalThis, "fetch");
  const { user } = await open();
  await control("button", "Latest news, 4 unread");
  const announcementCalls = () =>
    fetches.mock.calls
      .map(([input]) => new URL(input instanceof Request ? input.url : String(input), window.location.href))
      .filter((url) => url.pathname === "/publisher/api/announcements");
  const before = announcementCalls().length;
  expect(before).toBeGreaterThan(0);

  await user.click(await control("button", /^Language/));
  await user.click(await screen.findByRole("menuitem", { name: "Русский" }));
  const russianNews = await control("button", "Последние новости, 4 непрочитанные");
  // The label changes with the catalogue; the new language's call may leave a moment after it.
  await waitFor(() => expect(announcementCalls().length).toBeGreaterThan(before));
  expect(announcementCalls().at(-1)!.searchParams.get("unseen")).toBe("true");
  await user.click(russianNews);
  expect(
    await within(await screen.findByRole("list", { name: "Последние новости" })).findByRole("link", {
      name: /^Новые вертикали смартлинков для Tier-1 трафика/,
    }),
  ).toBeTruthy();
});

test("the competition label sits in the header for demo and links to the competitions report", async () => {
  const { user, place } = await open();
  const label = await control("link", "Competition is live");
  await user.click(label);
  await waitFor(() => expect(place.current()).toBe("/reports?selectedTab=competitions"));
  await waitFor(() => expect(screen.getByRole("tab", { name: "Competitions" }).getAttribute("aria-selected")).toBe("true"));
});

test("the avatar shows the first letter, in a colour derived from relativeId", async () => {
  const avatar = async (letter: string) => {
    const initial = within(await control("button", /User menu/)).getByText(letter, { exact: true });
    return initial.style.backgroundColor;
  };
  const { unmount } = await open();
  const demo = await avatar("D");
  unmount();
  await open(NEWBIE);
  const newbie = await avatar("N");
  expect(demo).not.toBe("");
  expect(newbie).not.toBe("");
  expect(demo).not.toEqual(newbie);
});

test("the user menu: name, e-mail, colour scheme, and Settings reached by keyboard", async () => {
  const { user, place } = await open();
  // The real menu (its code loaded, put in place when the focus comes to it), not the placeholder.
  header()
    .getByRole("button", { name: /User menu/ })
    .focus();
  await waitFor(() =>
    expect(
      header()
        .getByRole("button", { name: /User menu/ })
        .getAttribute("aria-haspopup"),
    ).toBe("menu"),
  );
  header()
    .getByRole("button", { name: /User menu/ })
    .focus();
  await user.keyboard("{Enter}");
  const menu = within(await screen.findByRole("menu"));
  expect(menu.getByText("demo@example.com")).toBeTruthy();
  expect(menu.getByRole("menuitem", { name: "Dark" })).toBeTruthy();
  const settings = menu.getByRole("menuitem", { name: "Settings" });
  for (let i = 0; i < 6 && settings.getAttribute("data-focus") === null; i++) await user.keyboard("{ArrowDown}");
  expect(settings.getAttribute("data-focus")).toBe("");
  await user.click(settings);
  await waitFor(() => expect(place.current()).toBe("/settings"));
});

test("the colour scheme chosen in the user menu applies at once", async () => {
  const { user } = await open();
  document.documentElement.classList.remove("dark");
  await user.click(await control("button", /User menu/));
  await user.click(await screen.findByRole("menuitem", { name: "Dark" }));
  await waitFor(() => expect(document.documentElement.classList.contains("dark")).toBe(true));
});
