/**
 * The login form (spec 01 sections 2, 5, 7), rendered at /login for a guest: its fields and links,
 * the validation table, the server's answers above the form with the input kept, one submit at a
 * time, no password in the console or the journal. Moved from e2e/auth.spec.ts (issue 33).
 */
import { screen, waitFor } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import { DEMO, mock, renderRoute } from "../../render";
import { labelled, storedJournal, watchCalls } from "../helpers";

const GENERIC = "Something went wrong, our system has been notified. We apologize for the inconvenience. Please try again later.";

const login = {
  username: () => labelled("E-mail or username"),
  password: () => labelled("Password"),
  rememberMe: () => screen.getByRole("checkbox", { name: "Remember me" }),
  submit: () => screen.getByRole("button", { name: "Sign in" }),
};

const openLogin = async () => {
  const view = await renderRoute("/login");
  expect(await screen.findByRole("heading", { name: "Sign in", level: 1 })).toBeTruthy();
  return view;
};

// A link's click moves the router (place.current()); the next page's rendering after a link is a browser
// matter here: in happy-dom the router's transition to a not yet rendered public page is not committed.
test("shows the fields with Remember me checked; Forgot password? leads to the reset page", async () => {
  const { user, place } = await openLogin();
  expect(login.username()).toBeTruthy();
  expect(login.password()).toHaveProperty("type", "password");
  expect(login.rememberMe()).toHaveProperty("checked", true);
  await user.click(await screen.findByRole("link", { name: "Forgot password?" }));
  await waitFor(() => expect(place.current()).toBe("/reset_password"));
});

test("Sign up leads to the registration page", async () => {
  const { user, place } = await openLogin();
  await user.click(await screen.findByRole("link", { name: "Sign up" }));
  await waitFor(() => expect(place.current()).toBe("/register"));
});

test("each validation message shows at submit, the first field in error takes the focus, and no request is made", async () => {
  const { calls, to } = watchCalls();
  const { user } = await openLogin();
  await user.click(login.submit());
  expect(await screen.findAllByText("Field is required")).toHaveLength(2);
  expect(document.activeElement).toBe(login.username());
  expect(login.username().getAttribute("aria-invalid")).toBe("true");

  await user.type(login.username(), "   ");
  await user.type(login.password(), "anything");
  await user.click(login.submit());
  expect(await screen.findByText("Field should not be blank")).toBeTruthy();
  expect(screen.queryByText("Field is required")).toBeNull();
  expect(to("POST", "/publisher/api/login")).toEqual([]);
  expect(calls.filter((c) => c.path.includes("/api/login"))).toEqual([]);
});

test("a failed login shows the server's text above the form, keeps the input, and the retry signs in", async () => {
  const logged: unknown[] = [];
  for (const level of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, level).mockImplementation((...args) => void logged.push(...args));
  }
  const { user, place } = await openLogin();
  await user.type(login.username(), DEMO.username);
  await user.type(login.password(), "Wrong-pass-9");
  await user.click(login.submit());

  const alert = await screen.findByRole("alert");
  await waitFor(() => expect(alert.textContent).toContain("Invalid credentials."));
  // Above the form: the alert comes before the first field.
  expect(alert.compareDocumentPosition(login.username()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(login.username()).toHaveProperty("value", DEMO.username);
  expect(login.password()).toHaveProperty("value", "Wrong-pass-9");
  await waitFor(() => expect(login.submit()).toHaveProperty("disabled", false));

  await user.clear(login.password());
  await user.type(login.password(), DEMO.password);
  await user.click(login.submit());
  await waitFor(() => expect(place.current()).toBe("/dashboard"));
  expect(await screen.findByRole("heading", { name: "Dashboard", level: 1 })).toBeTruthy();
  // Passwords reach neither the console nor the journal (which keeps the flow's events, redacted).
  expect(logged.map(String).filter((line) => line.includes("Wrong-pass-9") || line.includes(DEMO.password))).toEqual([]);
  const journal = storedJournal();
  expect(journal).toContain("field.change");
  expect(journal).not.toContain("Wrong-pass-9");
  expect(journal).not.toContain(DEMO.password);
});

test("one submit at a time: a second submit while the first is in flight is ignored", async () => {
  const { to, hold } = watchCalls();
  const held = hold((c) => c.method === "POST" && c.path === "/publisher/api/login");
  const { user, place } = await openLogin();
  await user.type(login.username(), DEMO.username);
  await user.type(login.password(), `${DEMO.password}{Enter}`);
  await waitFor(() => expect(login.submit()).toHaveProperty("disabled", true));
  await waitFor(() => expect(held.held()).toBe(1));
  await user.type(login.password(), "{Enter}");
  held.stop();
  await waitFor(() => expect(place.current()).toBe("/dashboard"));
  expect(to("POST", "/publisher/api/login")).toHaveLength(1);
});

test("other failures show above the form too: the generic text, or the server's description", async () => {
  await mock.post("/__mock/faults", { route: "auth.login", status: 500, body: {}, times: 1 });
  const { user } = await openLogin();
  await user.type(login.username(), DEMO.username);
  await user.type(login.password(), DEMO.password);
  await user.click(login.submit());
  await waitFor(() => expect(screen.getByRole("alert").textContent).toContain(GENERIC));

  await mock.fault({ route: "auth.login", status: 503, times: 1 });
  await user.click(login.submit());
  await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("Injected fault: 503"));
  expect(login.password()).toHaveProperty("value", DEMO.password);
});
