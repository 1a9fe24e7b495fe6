/**
 * The sidebar and the footer (spec 01 sections 2, 6 and 9): the collapse toggle and its kept choice,
 * the personal-manager card, the "Powered by" banner, copyright and version, their language, and the
 * phone's drawer (its entries, closing on navigation). happy-dom's window is 1024 px wide (desktop)
 * unless a test sets it. Moved from e2e/sidebar.spec.ts (widths, the drawer's focus and axe stay there).
 */
import { screen, waitFor, within } from "@testing-library/react";
import type { DetachedWindowAPI } from "happy-dom";
import { afterEach, expect, test } from "vitest";
import { DEMO, NEWBIE, renderRoute } from "../render";
import { demoSpeaks } from "./helpers";

const happyDOM = (window as unknown as { happyDOM: DetachedWindowAPI }).happyDOM;
afterEach(() => happyDOM.setViewport({ width: 1024, height: 768 }));

type Account = { readonly username: string; readonly password: string };

const menu = () => screen.getByRole("navigation", { name: "Main menu" });
const toggle = () => screen.getByRole("button", { name: "Sidebar" });
const contacts = () => within(screen.getByRole("list", { name: "Manager contacts" }));
const footer = () => within(screen.getByRole("contentinfo"));

const open = async (path = "dashboard", who: Account = DEMO) => {
  const view = await renderRoute(`/${path}`, { signedIn: who });
  await screen.findByRole("heading", { level: 1 });
  await waitFor(() => menu());
  return view;
};

test("the toggle collapses the sidebar to a rail that keeps its names as tooltips; the choice is kept for the next visit", async () => {
  const { user, unmount } = await open();
  expect(toggle().getAttribute("aria-expanded")).toBe("true");
  expect(screen.getByText("Publisher Platform", { exact: true })).toBeTruthy();
  await user.click(toggle());
  await waitFor(() => expect(toggle().getAttribute("aria-expanded")).toBe("false"));
  // The rail keeps accessible names and shows the label as a tooltip.
  expect(within(menu()).getByRole("link", { name: "Offers" }).getAttribute("title")).toBe("Offers");
  expect(screen.getByRole("link", { name: "Publisher Platform" })).toBeTruthy();
  expect(screen.getByRole("link", { name: "Olena, your personal manager" })).toBeTruthy();
  unmount();

  const again = await open();
  await waitFor(() => expect(toggle().getAttribute("aria-expanded")).toBe("false"));
  await again.user.click(toggle());
  await waitFor(() => expect(toggle().getAttribute("aria-expanded")).toBe("true"));
  again.unmount();
  await open();
  await waitFor(() => expect(toggle().getAttribute("aria-expanded")).toBe("true"));
});

test("demo's manager card: avatar letter, first name, caption and four contact links", async () => {
  await open();
  const card = await screen.findByRole("link", { name: /Olena/ });
  expect(card.textContent).toBe("OOlenaYour personal manager");
  expect(contacts().getAllByRole("link")).toHaveLength(4);
  const href = (name: string) => contacts().getByRole("link", { name }).getAttribute("href");
  expect(href("E-mail")).toBe("mailto:olena.manager@example.com");
  expect(href("Skype")).toBe("skype:live:olena.affiliates?chat");
  expect(href("Telegram")).toBe("https://t.me/olena_affiliates");
  expect(href("Teams")).toBe("https://teams.microsoft.com/l/chat/0/0?users=olena%40affnet.example");
});

test("newbie's manager card has e-mail and telegram only", async () => {
  await open("dashboard", NEWBIE);
  expect((await screen.findByRole("link", { name: /Marcus/ })).textContent).toContain("Your personal manager");
  expect(contacts().getAllByRole("link")).toHaveLength(2);
  expect(contacts().getByRole("link", { name: "E-mail" }).getAttribute("href")).toBe("mailto:marcus.manager@example.com");
  expect(contacts().getByRole("link", { name: "Telegram" }).getAttribute("href")).toBe("https://t.me/marcus_aff");
  expect(contacts().queryByRole("link", { name: "Skype" })).toBeNull();
  expect(contacts().queryByRole("link", { name: "Teams" })).toBeNull();
});

test("the manager card opens settings on the Contacts tab", async () => {
  const { user, place } = await open();
  await user.click(await screen.findByRole("link", { name: /Olena/ }));
  await waitFor(() => expect(place.current()).toBe("/settings?selectedTab=contacts"));
  expect(await screen.findByRole("heading", { level: 1, name: "Settings" })).toBeTruthy();
  await waitFor(() => expect(screen.getByRole("tab", { name: "Contacts" }).getAttribute("aria-selected")).toBe("true"));
  expect(within(menu()).getByRole("link", { name: "Settings" }).getAttribute("aria-current")).toBe("page");
});

test("demo's footer: Powered by with the network id, copyright and version", async () => {
  await open();
  const poweredBy = await waitFor(() => footer().getByRole("link", { name: /Powered by/ }));
  expect(poweredBy.textContent).toBe("Powered by UCLIQ·network uc-4821");
  expect(poweredBy.getAttribute("href")).toBe("https://ucliq.com/?networkId=uc-4821");
  expect(poweredBy.getAttribute("target")).toBe("_blank");
  const year = new Date().getFullYear();
  expect(footer().getByText(`© ${year} Publisher Platform. All rights reserved.`, { exact: true })).toBeTruthy();
  expect(footer().getByText("Version 0.1.0", { exact: true })).toBeTruthy();
});

test("newbie's footer has no Powered by banner, but the copyright and version", async () => {
  await open("dashboard", NEWBIE);
  expect(await waitFor(() => footer().getByText("Version 0.1.0", { exact: true }))).toBeTruthy();
  expect(footer().getByText(/^© \d{4} Publisher Platform\. All rights reserved\.$/)).toBeTruthy();
  expect(footer().queryByText(/Powered by/)).toBeNull();
});

test("the footer and sidebar speak the interface language", async () => {
  await demoSpeaks("uk");
  await renderRoute("/dashboard", { signedIn: true });
  expect(await screen.findByRole("navigation", { name: "Головне меню" })).toBeTruthy();
  expect(await waitFor(() => footer().getByText("Версія 0.1.0", { exact: true }))).toBeTruthy();
  expect((await screen.findByRole("link", { name: /Olena/ })).textContent).toContain("Ваш персональний менеджер");
});

test("on a phone: the drawer holds the whole menu and the manager's contacts; navigating from it, or Close menu, closes it", async () => {
  happyDOM.setViewport({ width: 767, height: 900 });
  const { user, place } = await renderRoute("/dashboard", { signedIn: true });
  await screen.findByRole("heading", { level: 1, name: "Dashboard" });
  const hamburger = await screen.findByRole("button", { name: "Open menu" });
  expect(hamburger.getAttribute("aria-expanded")).toBe("false");
  await user.click(hamburger);
  const drawer = await screen.findByRole("dialog", { name: "Main menu" });
  expect(hamburger.getAttribute("aria-expanded")).toBe("true");
  expect(within(within(drawer).getByRole("navigation", { name: "Main menu" })).getAllByRole("link")).toHaveLength(11);
  expect(within(within(drawer).getByRole("list", { name: "Manager contacts" })).getAllByRole("link")).toHaveLength(4);

  await user.click(within(drawer).getByRole("link", { name: "Payments" }));
  await waitFor(() => expect(place.current()).toBe("/payments"));
  expect(await screen.findByRole("heading", { level: 1, name: "Payments" })).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "Main menu" })).toBeNull());
  // The entry of the current page closes it as well.
  await user.click(await screen.findByRole("button", { name: "Open menu" }));
  await user.click(within(await screen.findByRole("dialog", { name: "Main menu" })).getByRole("link", { name: "Payments" }));
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "Main menu" })).toBeNull());
  await user.click(await screen.findByRole("button", { name: "Open menu" }));
  await user.click(within(await screen.findByRole("dialog", { name: "Main menu" })).getByRole("button", { name: "Close menu" }));
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "Main menu" })).toBeNull());
  expect(screen.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded")).toBe("false");
});
