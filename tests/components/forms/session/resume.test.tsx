/**
 * A 401 in the middle of work (issue 35 item 2): the login page says the session ended, signing in
 * again as the same publisher opens the page the publisher was on with what they had typed (secrets
 * and payout account numbers excepted), and another publisher signing in gets the dashboard and none
 * of it.
 */
import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { expect, test } from "vitest";
import { DEMO, NEWBIE, mock, renderRoute } from "../../render";
import { labelled } from "../helpers";

const ENDED = "Your session has ended. Sign in again to continue where you left off.";

const signInAgain = async (user: UserEvent, who: { username: string; password: string } = DEMO) => {
  await waitFor(() => expect(screen.getByRole("status", { name: "" }).textContent).toBe(ENDED));
  await user.type(labelled("E-mail or username"), who.username);
  await user.type(labelled("Password"), who.password);
  await user.click(screen.getByRole("button", { name: "Sign in" }));
};

test("Settings: a save answered 401 goes to login saying why; signing in again comes back to the form with the typed phone and contact", async () => {
  const { user, place } = await renderRoute("/settings", { signedIn: true });
  const form = within(await screen.findByRole("form", { name: "Profile" }));
  const phone = () => form.getByLabelText("Phone", { exact: true }) as HTMLInputElement;
  const contact = () => form.getByLabelText("Messenger contact", { exact: true }) as HTMLInputElement;
  await user.clear(phone());
  await user.type(phone(), "+420 777 123 456");
  await user.clear(contact());
  await user.type(contact(), "@demo_new");
  await mock.fault({ route: "profile.validate", status: 401, times: 1 });
  await user.click(form.getByRole("button", { name: "Save changes" }));

  await waitFor(() => expect(place.current()).toBe("/login"));
  await signInAgain(user);

  await waitFor(() => expect(place.current()).toMatch(/^\/settings/));
  const again = within(await screen.findByRole("form", { name: "Profile" }));
  await waitFor(() => expect((again.getByLabelText("Phone", { exact: true }) as HTMLInputElement).value).toBe("+420 777 123 456"));
  expect((again.getByLabelText("Messenger contact", { exact: true }) as HTMLInputElement).value).toBe("@demo_new");
  // Unsaved, as it was: saving sends it.
  expect(again.getByRole("button", { name: "Discard changes" })).toHaveProperty("disabled", false);
});

test("Add payout account: a check answered 401 comes back to the open dialog with the method and amount (the account number is typed again)", async () => {
  const { user, place } = await renderRoute("/settings?selectedTab=payoutAccounts", { signedIn: true });
  await user.click(await screen.findByRole("button", { name: "Add payout account" }));
  const dialog = within(await screen.findByRole("dialog", { name: "Add payout account" }));
  await user.click(dialog.getByRole("button", { name: /^Payment method/ }));
  await user.click(await screen.findByRole("option", { name: "WebMoney" }));
  await user.type(dialog.getByLabelText(/^Account/), "Z123456789012");
  await user.type(dialog.getByLabelText(/^Minimal payment amount/), "25");
  await mock.fault({ route: "payout.validate", status: 401, times: 1 });
  await user.click(dialog.getByRole("button", { name: "Save" }));

  await waitFor(() => expect(place.current()).toBe("/login"));
  await signInAgain(user);

  const reopened = within(await screen.findByRole("dialog", { name: "Add payout account" }));
  await waitFor(() => expect((reopened.getByLabelText(/^Minimal payment amount/) as HTMLInputElement).value).toBe("25"));
  expect(reopened.getByRole("button", { name: /^Payment method/ }).textContent).toContain("WebMoney");
  expect((reopened.getByLabelText(/^Account/) as HTMLInputElement).value).toBe("");
});

test("another publisher signing in after the 401 gets the dashboard, not the first one's page or edits", async () => {
  const { user, place } = await renderRoute("/settings", { signedIn: true });
  const form = within(await screen.findByRole("form", { name: "Profile" }));
  await user.clear(form.getByLabelText("Phone", { exact: true }));
  await user.type(form.getByLabelText("Phone", { exact: true }), "+420 777 123 456");
  await mock.fault({ route: "profile.validate", status: 401, times: 1 });
  await user.click(form.getByRole("button", { name: "Save changes" }));
  await waitFor(() => expect(place.current()).toBe("/login"));
  await signInAgain(user, NEWBIE);
  await waitFor(() => expect(place.current()).toBe("/dashboard"));

  await user.click(await screen.findByRole("link", { name: "Settings" }));
  const theirs = within(await screen.findByRole("form", { name: "Profile" }));
  await waitFor(() => expect(theirs.getByLabelText("Username", { exact: true })).toHaveProperty("value", "newbie"));
  expect((theirs.getByLabelText("Phone", { exact: true }) as HTMLInputElement).value).not.toBe("+420 777 123 456");
  expect(theirs.getByRole("button", { name: "Discard changes" })).toHaveProperty("disabled", true);
});
