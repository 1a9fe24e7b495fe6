/**
 * Forgot password and the new-password form (spec 01 sections 2, 5, 7), rendered for a guest: Back,
 * the validation tables, the 2-hour limit on the server's clock, an expired link with the input kept;
 * with two-step sign-in on, a reset signs nobody in: the login page says to sign in with the code.
 * Moved from e2e/auth.spec.ts (issue 33); the journey through the mailbox stays a browser test.
 */
import { screen, waitFor } from "@testing-library/react";
import { expect, test } from "vitest";
import { TEST_SECRET, codeAt } from "../../../fixtures/two-step-codes";
import { DEMO, mock, renderRoute } from "../../render";
import { labelled } from "../helpers";

const RESET_SENT = "We have sent you an e-mail with a link to reset your password. Only one request is allowed per 2 hours.";
const RESET_LIMIT = "A password reset e-mail was already sent. Only one request is allowed per 2 hours.";

const email = () => screen.getByRole("textbox", { name: "E-mail" });
const submit = () => screen.getByRole("button", { name: "Reset password" });

const openReset = async () => {
  const view = await renderRoute("/reset_password");
  expect(await screen.findByRole("heading", { name: "Forgot password?", level: 1 })).toBeTruthy();
  return view;
};

test("Back returns to login", async () => {
  const { user, place } = await openReset();
  await user.click(await screen.findByRole("button", { name: "Back" }));
  await waitFor(() => expect(place.current()).toBe("/login"));
});

test("each validation message of the forgot-password form shows at submit; the input is kept", async () => {
  const { user } = await openReset();
  await user.click(submit());
  expect(await screen.findByText("Field is required")).toBeTruthy();
  await user.type(email(), "   ");
  await user.click(submit());
  expect(await screen.findByText("Field should not be blank")).toBeTruthy();
  await user.clear(email());
  await user.type(email(), "not-an-email");
  await user.click(submit());
  expect(await screen.findByText("Please input valid email")).toBeTruthy();
  expect(email()).toHaveProperty("value", "not-an-email");
});

test("a request sends the mail and the form gives way to the note; a second one within 2 hours is refused, the address kept; after 2 hours it is accepted", async () => {
  const first = await openReset();
  await first.user.type(email(), "demo@example.com");
  await first.user.click(submit());
  await waitFor(() => expect(screen.getByRole("status").textContent).toContain(RESET_SENT));
  expect(screen.queryByRole("textbox", { name: "E-mail" })).toBeNull();
  expect((await mock.mailbox("demo@example.com")).filter((m) => m.kind === "password_reset")).toHaveLength(1);
  first.unmount();

  const { user } = await openReset();
  await user.type(email(), "demo@example.com");
  await user.click(submit());
  await waitFor(() => expect(screen.getByRole("alert").textContent).toContain(RESET_LIMIT));
  expect(email()).toHaveProperty("value", "demo@example.com");

  await mock.advanceClock("PT2H1M");
  await user.click(submit());
  expect(await screen.findByText(RESET_SENT)).toBeTruthy();
});

const newPassword = () => labelled("New password");
const repeat = () => labelled("Repeat new password");
const save = () => screen.getByRole("button", { name: "Save password" });

test("each validation message of the new-password form shows at submit; the first field in error takes the focus", async () => {
  const { user } = await renderRoute("/reset_password/confirm/some-token");
  expect(await screen.findByRole("heading", { name: "Set a new password", level: 1 })).toBeTruthy();
  await user.click(save());
  expect(await screen.findByText("Password is required")).toBeTruthy();
  expect(screen.getByText("Repeat password is required")).toBeTruthy();
  expect(document.activeElement).toBe(newPassword());

  await user.type(newPassword(), "   ");
  await user.type(repeat(), "   ");
  await user.click(save());
  await waitFor(() => expect(screen.queryByText("Repeat password is required")).toBeNull());
  expect(screen.getByText("Password is required")).toBeTruthy();

  await user.clear(newPassword());
  await user.type(newPassword(), "Fresh-pass-42");
  await user.clear(repeat());
  await user.type(repeat(), "Fresh-pass-43");
  await user.click(save());
  expect(await screen.findByText("Passwords are not equal")).toBeTruthy();
  expect(screen.queryByText("Password is required")).toBeNull();
});

test("an expired link shows the server's text above the form, keeps the input, and links back to login", async () => {
  await mock.post("/publisher/api/reset_password/send_email", { email: "demo@example.com" });
  const link = (await mock.mailbox("demo@example.com")).find((m) => m.kind === "password_reset")!.link!;
  await mock.advanceClock("PT25H");
  const { user, place } = await renderRoute(link.replace(/^\/publisher/, ""));
  expect(await screen.findByRole("heading", { name: "Set a new password", level: 1 })).toBeTruthy();
  await user.type(newPassword(), "Fresh-pass-42");
  await user.type(repeat(), "Fresh-pass-42");
  await user.click(save());
  await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("The password reset link is invalid or has expired."));
  expect(newPassword()).toHaveProperty("value", "Fresh-pass-42");
  await user.click(await screen.findByRole("link", { name: "Back to login" }));
  await waitFor(() => expect(place.current()).toBe("/login"));
});

test("with two-step sign-in on, a reset opens the login page with its notice, not the portal; the new password and the code sign in", async () => {
  await mock.post("/__mock/two-step", { username: "demo", secret: TEST_SECRET });
  await mock.post("/publisher/api/reset_password/send_email", { email: "demo@example.com" });
  const link = (await mock.mailbox("demo@example.com")).find((m) => m.kind === "password_reset")!.link!;
  const { user, place } = await renderRoute(link.replace(/^\/publisher/, ""));
  expect(await screen.findByRole("heading", { name: "Set a new password", level: 1 })).toBeTruthy();
  await user.type(newPassword(), "Fresh-pass-42");
  await user.type(repeat(), "Fresh-pass-42");
  await user.click(save());

  await waitFor(() => expect(place.current()).toBe("/login"));
  expect(await screen.findByRole("heading", { name: "Sign in", level: 1 })).toBeTruthy();
  expect(screen.getByRole("status").textContent).toBe("Your password is changed. Sign in with it and your authenticator code.");
  expect((await fetch("/publisher/api/publishers/current")).status).toBe(401);

  await user.type(labelled("E-mail or username"), DEMO.username);
  await user.type(labelled("Password"), "Fresh-pass-42{Enter}");
  expect(await screen.findByRole("heading", { name: "Two-step sign-in", level: 1 })).toBeTruthy();
  const now = Date.parse(((await (await fetch("/__mock/clock")).json()) as { now: string }).now);
  await user.type(labelled("Authentication code"), `${codeAt(now)}{Enter}`);
  await waitFor(() => expect(place.current()).toBe("/dashboard"));
});
