/**
 * Settings › Contacts (spec 01 section 4): the manager with every present contact, each a link with a
 * copy button; the sidebar's manager card leads there. Moved from e2e/settings-profile.spec.ts (issue 33).
 */
import { screen, waitFor, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { NEWBIE, renderRoute } from "../../render";

test("the manager with every present contact, each a link with a copy button", async () => {
  const { user } = await renderRoute("/settings?selectedTab=contacts", { signedIn: true });
  expect(await screen.findByRole("heading", { level: 2, name: "Olena" })).toBeTruthy();
  const list = within(screen.getByRole("list", { name: "Olena's contacts" }));
  expect(list.getAllByRole("listitem")).toHaveLength(4);
  expect(list.getByRole("link", { name: "olena.manager@example.com" }).getAttribute("href")).toBe("mailto:olena.manager@example.com");
  expect(list.getByRole("link", { name: "live:olena.affiliates" }).getAttribute("href")).toBe("skype:live:olena.affiliates?chat");
  expect(list.getByRole("link", { name: "@olena_affiliates" }).getAttribute("href")).toBe("https://t.me/olena_affiliates");
  expect(list.getByRole("link", { name: "olena@affnet.example" }).getAttribute("href")).toMatch(/^https:\/\/teams\.microsoft\.com\//);
  await user.click(list.getByRole("button", { name: "Copy Telegram" }));
  expect(await screen.findByText("Copied to clipboard")).toBeTruthy();
  expect(await navigator.clipboard.readText()).toBe("@olena_affiliates");
});

test("the sidebar's manager card leads to the Contacts tab", async () => {
  const { user, place } = await renderRoute("/dashboard", { signedIn: true });
  await user.click(await screen.findByRole("link", { name: /Olena/ }));
  await waitFor(() => expect(place.current()).toBe("/settings?selectedTab=contacts"));
});

test("only the contacts present are listed (newbie's manager has e-mail and Telegram)", async () => {
  await renderRoute("/settings?selectedTab=contacts", { signedIn: NEWBIE });
  const list = within(await screen.findByRole("list", { name: "Marcus's contacts" }));
  expect(list.getAllByRole("listitem")).toHaveLength(2);
  expect(list.getAllByRole("button", { name: /^Copy / })).toHaveLength(2);
});
