/**
 * News (issue 11; spec 01 section 2, spec 02 section 2): the paged list with preview image, title,
 * relative and absolute time and the unread mark; the article with "Article is empty." and "Not Found";
 * reading an article lowers the header's unread-news badge. Demo has 5 announcements, the oldest
 * (id 5) already seen; id 4 has no body; ids 4 and 5 have no preview image. Moved from e2e/news.spec.ts.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import { renderRoute } from "../render";
import { portalHeader } from "./helpers";

const newsButton = (name: string) => waitFor(() => within(portalHeader()).getByRole("button", { name }));
const list = () => screen.getByRole("list", { name: "News" });
const item = (title: string) =>
  within(list())
    .getAllByRole("listitem")
    .find((li) => within(li).queryByRole("link", { name: title }))!;
const unread = () => within(list()).queryAllByText("Unread", { exact: true });

const TITLES = [
  "New smartlink verticals for Tier-1 traffic",
  "Weekly payouts are now available",
  "Autumn competition: win up to $5,000",
  "Postback macros {ext1}–{ext6} added",
  "Scheduled maintenance on Sunday",
];

test("the list: newest first, preview images, relative and absolute time, unread marked", async () => {
  await renderRoute("/announcements", { signedIn: true });
  expect(await screen.findByRole("heading", { level: 1, name: "News" })).toBeTruthy();
  await waitFor(() =>
    expect(
      within(list())
        .getAllByRole("heading", { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(TITLES),
  );
  // The unread marks come with the publisher's seen-news answer, which may land after the list.
  await waitFor(() => expect(unread()).toHaveLength(4));
  expect(within(item(TITLES[4]!)).queryByText("Unread", { exact: true })).toBeNull();
  // Previews: an image for the first three (decorative), a placeholder for the others.
  expect(list().querySelectorAll("img")).toHaveLength(3);
  const image = item(TITLES[0]!).querySelector("img")!;
  expect(image.getAttribute("src")).toBe("/publisher/api/cdn/announcements/1.svg");
  expect(image.getAttribute("alt")).toBe("");
  const time = (title: string) => item(title).querySelector("time")!;
  expect(time(TITLES[0]!).textContent).toMatch(/^3 hours ago · .*\d{4}/);
  expect(time(TITLES[1]!).textContent).toMatch(/^yesterday · /);
  expect(time(TITLES[2]!).textContent).toMatch(/^6 days ago · /);
  // The absolute time is the publisher's zone's, in the spec's "YYYY-MM-DD HH:mm:ss" (issue 35 item 16):
  // the same instant through Intl in that zone (Swedish writes that form).
  const { timezone } = (await (await fetch("/publisher/api/publishers/current")).json()) as { timezone: string };
  const expected = new Intl.DateTimeFormat("sv-SE", {
    timeZone: timezone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).format(new Date(time(TITLES[0]!).getAttribute("datetime")!));
  expect(expected).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  expect(time(TITLES[0]!).textContent).toContain(expected);
});

test("reading an article: its title, time, image and paragraphs; the unread badge drops at once and the list follows", async () => {
  const { user, place } = await renderRoute("/announcements", { signedIn: true });
  await newsButton("Latest news, 4 unread");
  await waitFor(() => expect(unread()).toHaveLength(4));
  await user.click(within(list()).getByRole("link", { name: TITLES[0] }));
  await waitFor(() => expect(place.current()).toBe("/announcements/article/1"));
  const article = within(await screen.findByRole("article", { name: TITLES[0] }));
  expect(article.getByRole("heading", { level: 1 }).textContent).toBe(TITLES[0]);
  await waitFor(() =>
    expect(article.getAllByRole("paragraph").map((p) => p.textContent)).toEqual([
      "Smartlinks now cover three new verticals for Tier-1 countries.",
      "Ask your manager to enable them for your account.",
    ]),
  );
  const root = screen.getByRole("article", { name: TITLES[0] });
  expect(root.querySelector("time")!.textContent).toMatch(/^3 hours ago · /);
  expect(root.querySelector("img")!.getAttribute("src")).toBe("/publisher/api/cdn/announcements/1.svg");
  await waitFor(() => expect(document.title).toBe(`${TITLES[0]} · Publisher Platform`));
  await newsButton("Latest news, 3 unread");

  await user.click(screen.getByRole("link", { name: "All news" }));
  await waitFor(() => expect(place.current()).toBe("/announcements"));
  await waitFor(() => expect(unread()).toHaveLength(3));
  expect(within(item(TITLES[0]!)).queryByText("Unread", { exact: true })).toBeNull();
});

test("the header's popover opens an article too, and the badge drops", async () => {
  const { user } = await renderRoute("/dashboard", { signedIn: true });
  await user.click(await newsButton("Latest news, 4 unread"));
  const popover = within(await screen.findByRole("list", { name: "Latest news" }));
  await user.click(popover.getByRole("link", { name: new RegExp(`^${TITLES[1]}`) }));
  expect(await screen.findByRole("heading", { level: 1, name: TITLES[1] })).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole("list", { name: "Latest news" })).toBeNull());
  await newsButton("Latest news, 3 unread");
});

test("an article without a body says “Article is empty.”", async () => {
  await renderRoute("/announcements/article/4", { signedIn: true });
  expect(await screen.findByRole("heading", { level: 1, name: TITLES[3] })).toBeTruthy();
  expect(await screen.findByText("Article is empty.", { exact: true })).toBeTruthy();
});

test("an unknown article is “Not Found”; an id that is no number is not asked for", async () => {
  const { unmount } = await renderRoute("/announcements/article/999", { signedIn: true });
  await waitFor(() => expect(screen.getAllByRole("alert").some((a) => a.textContent === "Not Found")).toBe(true));
  expect(screen.getByRole("link", { name: "All news" })).toBeTruthy();
  unmount();

  const fetches = vi.spyOn(globalThis, "fetch");
  await renderRoute("/announcements/article/abc", { signedIn: true });
  await waitFor(() => expect(screen.getAllByRole("alert").some((a) => a.textContent === "Not Found")).toBe(true));
  const asked = fetches.mock.calls.map(([input]) => (input instanceof Request ? input.url : String(input)));
  expect(asked.filter((url) => url.includes("/api/announcements/"))).toEqual([]);
  expect(asked.length).toBeGreaterThan(0);
});
