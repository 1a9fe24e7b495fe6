/**
 * Typed work asks before it is thrown away (issue 35 item 1), for the forms the earlier guards did not
 * cover: an e-mail change in Settings, a chat message typed and not sent (the Support tab and the
 * header's dialog), a saved view's name, and the filter drawer's draft. A link to another page, and
 * Escape for a dialog, show "Discard your changes?"; Keep editing keeps what was typed. (The smartlink,
 * launch, payout account, domain, shortlink, postback and profile forms have theirs in their own files.)
 */
import { screen, waitFor, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { renderRoute } from "../render";

const ask = () => screen.findByRole("alertdialog", { name: "Discard your changes?" });
const keepEditing = async (user: Awaited<ReturnType<typeof renderRoute>>["user"]) => {
  await user.click(within(await ask()).getByRole("button", { name: "Keep editing" }));
  await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
};
const menuLink = (name: string) => within(screen.getByRole("navigation", { name: "Main menu" })).getByRole("link", { name });

test("Settings: a new e-mail typed asks before the page is left", async () => {
  const { user, place } = await renderRoute("/settings", { signedIn: true });
  const form = within(await screen.findByRole("form", { name: "Profile" }));
  const email = form.getByRole("textbox", { name: "E-mail" }) as HTMLInputElement;
  await user.clear(email);
  await user.type(email, "new@example.com");
  await user.click(menuLink("Offers"));
  await keepEditing(user);
  expect(place.current()).toMatch(/^\/settings/);
  expect(email.value).toBe("new@example.com");
});

test("Support › Chat: a typed message asks before the page is left; none typed, the page goes", async () => {
  const { user, place } = await renderRoute("/support?selectedTab=chat", { signedIn: true });
  const message = (await screen.findByRole("textbox", { name: "Message" })) as HTMLTextAreaElement;
  await user.type(message, "Where is my payout?");
  await user.click(menuLink("Offers"));
  await keepEditing(user);
  expect(place.current()).toBe("/support?selectedTab=chat");
  expect(message.value).toBe("Where is my payout?");
  await user.clear(message);
  await user.click(menuLink("Offers"));
  await waitFor(() => expect(place.current()).toBe("/offers"));
});

test("the header's chat dialog: Escape with a typed message asks first", async () => {
  const { user } = await renderRoute("/dashboard", { signedIn: true });
  const button = await screen.findByRole("button", { name: /^Chat with your manager/ });
  // The dialog's chunk, fetched when the pointer comes to the button, is there before the click (a
  // page that suspends inside a test's transition is not retried in happy-dom: decision 066).
  await user.hover(button);
  await import("../../../src/panels/support-chat/chat-dialog");
  await user.click(button);
  const dialog = await screen.findByRole("dialog", { name: "Chat with your manager" });
  const message = (await within(dialog).findByRole("textbox", { name: "Message" })) as HTMLTextAreaElement;
  await user.type(message, "Hello");
  await user.keyboard("{Escape}");
  await keepEditing(user);
  expect(screen.getByRole("dialog", { name: "Chat with your manager" })).toBeTruthy();
  expect(message.value).toBe("Hello");
});

test("Reports: a view's typed name asks before Escape throws it away", async () => {
  const { user } = await renderRoute("/reports", { signedIn: true });
  await user.click(await screen.findByRole("button", { name: "Save view" }));
  const dialog = await screen.findByRole("dialog", { name: "Save this report as a view" });
  const name = within(dialog).getByRole("textbox", { name: "Name" }) as HTMLInputElement;
  await user.type(name, "By country");
  await user.keyboard("{Escape}");
  await keepEditing(user);
  expect(name.value).toBe("By country");
});

test("the filter drawer: a changed draft asks before Escape or a link; unchanged, Escape closes it", async () => {
  const { user, place } = await renderRoute("/conversions", { signedIn: true });
  await user.click(await screen.findByRole("button", { name: "Filters" }));
  let drawer = await screen.findByRole("dialog", { name: "Filters" });
  await user.keyboard("{Escape}");
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "Filters" })).toBeNull());

  await user.click(await screen.findByRole("button", { name: "Filters" }));
  drawer = await screen.findByRole("dialog", { name: "Filters" });
  const subsource = (await within(drawer).findByLabelText("Subsource")) as HTMLInputElement;
  await user.type(subsource, "push-1");
  await user.keyboard("{Escape}");
  await keepEditing(user);
  expect(subsource.value).toBe("push-1");
  await user.keyboard("{Escape}");
  await user.click(within(await ask()).getByRole("button", { name: "Discard" }));
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "Filters" })).toBeNull());
  expect(place.current()).toBe("/conversions");
});
