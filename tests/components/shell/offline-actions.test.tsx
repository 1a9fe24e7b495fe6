/**
 * Offline, every action that needs the network waits, disabled, described by the reason
 * (src/ui/needs-network.tsx, docs/decisions/083-readable-offline.md): the ones a review found still
 * enabled (the payout account dialog's Save, the support chat's Send) and the rows' actions of the
 * lists, whose buttons share one reason. Opening a form stays possible: its own submit waits. The
 * banner, the shared submit and the first actions are tests/components/shell/offline.test.tsx.
 */
import { type ByRoleMatcher, screen, waitFor, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { renderRoute } from "../render";
import { NEEDS_NETWORK, descriptionsOf, goOffline, goOnline, waitsForNetwork } from "./helpers";

const buttons = (name: ByRoleMatcher | RegExp, container: HTMLElement = document.body) =>
  within(container).queryAllByRole("button", { name });

test("Settings › Payout accounts: a row's Make active and Delete and the dialog's Save wait; Edit still opens the form; back online Save can be pressed", async () => {
  const { user } = await renderRoute("/settings?selectedTab=payoutAccounts", { signedIn: true });
  await waitFor(() => expect(buttons(/^Make active /)).toHaveLength(2));
  await goOffline();

  for (const action of [...buttons(/^Make active /), ...buttons(/^Delete /)]) waitsForNetwork(action);
  // One reason for the whole table, under it.
  expect(screen.getAllByText(NEEDS_NETWORK)).toHaveLength(1);

  const edit = screen.getByRole("button", { name: "Edit Bank wire ••••5399" });
  expect(edit.hasAttribute("disabled")).toBe(false);
  await user.click(edit);
  const dialog = await screen.findByRole("dialog", { name: "Edit payout account" });
  const save = within(dialog).getByRole("button", { name: "Save" });
  waitsForNetwork(save);
  expect(within(dialog).getByText(NEEDS_NETWORK)).toBeTruthy();
  // What is typed meanwhile stays, for when the network is back; Enter sends nothing.
  const account = within(dialog).getByRole("textbox", { name: "Account" });
  await user.type(account, "1{Enter}");
  expect((account as HTMLInputElement).value).toMatch(/1$/);
  expect(within(dialog).queryByRole("status")).toBeNull();

  await goOnline();
  await waitFor(() => expect(save.hasAttribute("disabled")).toBe(false));
  expect(descriptionsOf(save)).toEqual([]);
  expect(screen.queryByText(NEEDS_NETWORK)).toBeNull();
});

test("the support chat: Send and Attach wait, the message field is described by the reason, Enter sends nothing and what was typed stays", async () => {
  const { user } = await renderRoute("/support?selectedTab=chat", { signedIn: true });
  const region = await screen.findByRole("region", { name: "Messages" });
  await waitFor(() => expect(within(region).getAllByRole("listitem").length).toBeGreaterThan(0));
  const sent = within(region).getAllByRole("listitem").length;
  const field = screen.getByRole("textbox", { name: "Message" }) as HTMLTextAreaElement;
  await user.click(field);
  await user.keyboard("Are my numbers final?");

  await goOffline();
  const send = screen.getByRole("button", { name: "Send" });
  waitsForNetwork(send);
  waitsForNetwork(screen.getByLabelText("Attach an image"));
  waitsForNetwork(within(region).getByRole("button", { name: "Load earlier messages" }));
  expect(descriptionsOf(field)).toContain(NEEDS_NETWORK);

  await user.click(field);
  await user.keyboard("{Enter}");
  // Nothing left: the button still says Send (not Sending…), the field is still editable and keeps the text.
  expect(screen.getByRole("button", { name: "Send" })).toBe(send);
  expect(field.readOnly).toBe(false);
  expect(field.value).toBe("Are my numbers final?");
  expect(within(region).getAllByRole("listitem")).toHaveLength(sent);

  await goOnline();
  await waitFor(() => expect(send.hasAttribute("disabled")).toBe(false));
  await user.click(send);
  await waitFor(() => expect(within(region).getAllByRole("listitem").at(-1)!.textContent).toContain("Are my numbers final?"));
});

test.each([
  // (A live offer's Get link copies the link it has: no network, so not among them.)
  { rows: "the offers' Request", path: "/offers?status=3", actions: /^Request #\d+ / },
  { rows: "the smartlinks' Launch and Request", path: "/smartlinks", actions: /^(Launch|Request) Smartlink / },
  { rows: "the domains' Delete", path: "/domains", actions: /^Delete \S/, opens: /^(Details|Edit) \S/ },
  { rows: "the postbacks' Test and Delete", path: "/settings?selectedTab=postbacks", actions: /^(Test|Delete) \S/, opens: /^Edit \S/ },
  { rows: "the API tokens' Revoke", path: "/settings?selectedTab=apiTokens", actions: /^Revoke \S/ },
  {
    rows: "the notifications' Mark as read and Mark all",
    path: "/support?selectedTab=notifications",
    actions: /^Mark (as read: |all as read$)/,
  },
])("$rows wait, described by the list's one reason; what only opens something does not", async ({ path, actions, opens }) => {
  await renderRoute(path, { signedIn: true });
  const enabled = () => buttons(actions).filter((action) => !action.hasAttribute("disabled"));
  await waitFor(() => expect(enabled().length).toBeGreaterThan(0));
  const before = enabled();

  await goOffline();
  for (const action of buttons(actions)) waitsForNetwork(action);
  expect(screen.getAllByText(NEEDS_NETWORK)).toHaveLength(1);
  if (opens) for (const opener of buttons(opens)) expect(opener.hasAttribute("disabled")).toBe(false);

  await goOnline();
  await waitFor(() => expect(before.every((action) => !action.hasAttribute("disabled"))).toBe(true));
  expect(screen.queryByText(NEEDS_NETWORK)).toBeNull();
});

test("a postback's dialog: Test and Save wait under one reason; the fields can still be filled", async () => {
  // The dialog's module first: transformed on its first import, it once took the whole wait for the
  // dialog on a busy run.
  await import("../../../src/panels/postbacks/postback-dialog");
  const { user } = await renderRoute("/settings?selectedTab=postbacks", { signedIn: true });
  await user.click(await screen.findByRole("button", { name: "Edit Tracker (all conversions)" }));
  const dialog = await screen.findByRole("dialog", { name: "Edit postback" });
  await goOffline();
  waitsForNetwork(within(dialog).getByRole("button", { name: "Test" }));
  waitsForNetwork(within(dialog).getByRole("button", { name: "Save" }));
  expect(within(dialog).getAllByText(NEEDS_NETWORK)).toHaveLength(1);
  const name = within(dialog).getByRole("textbox", { name: "Name" }) as HTMLInputElement;
  await user.type(name, " 2");
  expect(name.value).toBe("Tracker (all conversions) 2");
});
