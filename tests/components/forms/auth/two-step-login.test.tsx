/**
 * The login's second step (issue 37 item 1; docs/decisions/088-two-step-sign-in.md), rendered at
 * /login against the mock with two-step sign-in turned on for demo (a known secret, codes made by the
 * test on the mock's clock): the code field (one-time-code, numeric), its validation, a wrong code on
 * its field, the right one signing in; a recovery code instead; Back keeping the username and the
 * password; the lock after five wrong codes saying when it ends; the step in Russian; and a backend
 * without the capability, whose login signs in at once with no error.
 */
import { screen, waitFor } from "@testing-library/react";
import { expect, test } from "vitest";
import { TEST_SECRET, codeAt, wrongCodeAt } from "../../../fixtures/two-step-codes";
import { DEMO, mock, renderRoute } from "../../render";
import { errorOf, labelled, storedJournal } from "../helpers";

const login = {
  username: () => labelled("E-mail or username"),
  password: () => labelled("Password"),
  submit: () => screen.getByRole("button", { name: "Sign in" }),
};
const step = {
  code: () => labelled("Authentication code"),
  recovery: () => labelled("Recovery code"),
  submit: () => screen.getByRole("button", { name: "Verify and sign in" }),
};

/** Two-step sign-in on for demo: its ten recovery codes. */
const turnOn = async () =>
  ((await (await mock.post("/__mock/two-step", { username: "demo", secret: TEST_SECRET })).json()) as { recoveryCodes: string[] })
    .recoveryCodes;
const mockNow = async () => Date.parse(((await (await fetch("/__mock/clock")).json()) as { now: string }).now);

/** Opens /login and signs in with demo's password: the second step is asked for. */
const toSecondStep = async (locale?: "ru") => {
  const view = await renderRoute("/login", locale ? { locale } : {});
  await screen.findByRole("heading", { level: 1 });
  await view.user.type(labelled(locale ? "Эл. почта или имя пользователя" : "E-mail or username"), DEMO.username);
  await view.user.type(labelled(locale ? "Пароль" : "Password"), `${DEMO.password}{Enter}`);
  return view;
};

test("asks for the app's code: validated at submit, a wrong one refused on its field, the right one signs in", async () => {
  await turnOn();
  const { user, place } = await toSecondStep();
  expect(await screen.findByRole("heading", { name: "Two-step sign-in", level: 1 })).toBeTruthy();
  const code = step.code();
  expect(code.getAttribute("autocomplete")).toBe("one-time-code");
  expect(code.getAttribute("inputmode")).toBe("numeric");
  await waitFor(() => expect(document.activeElement).toBe(code));
  expect(place.current()).toBe("/login");

  await user.click(step.submit());
  expect(errorOf(step.code())).toBe("Field is required");
  await user.type(step.code(), "12");
  await user.click(step.submit());
  expect(errorOf(step.code())).toBe("Enter the 6 digits the app shows");

  const wrong = wrongCodeAt(await mockNow());
  await user.clear(step.code());
  await user.type(step.code(), `${wrong}{Enter}`);
  await waitFor(() => expect(errorOf(step.code())).toBe("The code is not valid."));
  expect(step.code()).toHaveProperty("value", wrong);

  const right = codeAt(await mockNow());
  await user.clear(step.code());
  await user.type(step.code(), `${right}{Enter}`);
  await waitFor(() => expect(place.current()).toBe("/dashboard"));
  expect(await screen.findByRole("heading", { name: "Dashboard", level: 1 })).toBeTruthy();
  const journal = storedJournal();
  expect(journal).toContain("code.change");
  expect(journal).not.toContain(right);
  expect(journal).not.toContain(wrong);
});

test("a recovery code instead of the app's; Back returns to the password with both fields as typed", async () => {
  const recoveryCodes = await turnOn();
  const { user, place } = await toSecondStep();
  await user.click(await screen.findByRole("button", { name: "Use a recovery code" }));
  expect(screen.getByText("Enter one of your recovery codes. Each one works once.")).toBeTruthy();
  await waitFor(() => expect(document.activeElement).toBe(step.recovery()));
  await user.click(screen.getByRole("button", { name: "Back to password" }));
  expect(await screen.findByRole("heading", { name: "Sign in", level: 1 })).toBeTruthy();
  expect(login.username()).toHaveProperty("value", DEMO.username);
  expect(login.password()).toHaveProperty("value", DEMO.password);

  await user.click(login.submit());
  await user.click(await screen.findByRole("button", { name: "Use a recovery code" }));
  await user.type(step.recovery(), `${recoveryCodes[0]!.toUpperCase()}{Enter}`);
  await waitFor(() => expect(place.current()).toBe("/dashboard"));
  expect(storedJournal()).not.toContain(recoveryCodes[0]!.toUpperCase());
});

test("five wrong codes lock the step: the message says when it ends, in the page's time", async () => {
  await turnOn();
  const { user } = await toSecondStep();
  await screen.findByRole("heading", { name: "Two-step sign-in", level: 1 });
  const now = await mockNow();
  const wrong = wrongCodeAt(now);
  await user.type(step.code(), wrong);
  for (let i = 1; i <= 4; i++) {
    await user.click(step.submit());
    await waitFor(() => expect(errorOf(step.code())).toBe("The code is not valid."));
  }
  await user.click(step.submit());
  const alert = await screen.findByRole("alert");
  const until = new Intl.DateTimeFormat("en", { hour: "numeric", minute: "numeric" }).format(now + 15 * 60_000);
  await waitFor(() => expect(alert.textContent).toBe(`Too many wrong codes. You can try again at ${until}.`));
  // The right code is refused too while locked.
  await user.clear(step.code());
  await user.type(step.code(), `${codeAt(await mockNow())}{Enter}`);
  await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("Too many wrong codes."));
});

test("the step in Russian", async () => {
  await turnOn();
  await toSecondStep("ru");
  expect(await screen.findByRole("heading", { name: "Двухэтапный вход", level: 1 })).toBeTruthy();
  expect(labelled("Код подтверждения")).toBeTruthy();
  expect(screen.getByRole("button", { name: "Использовать код восстановления" })).toBeTruthy();
  expect(screen.getByRole("button", { name: "Подтвердить и войти" })).toBeTruthy();
});

test("a backend without two-step sign-in (404 or 501): the password alone signs in, and nothing of the step or an error shows", async () => {
  await turnOn();
  for (const absent of [404, 501]) {
    await mock.post("/__mock/capabilities", { group: "twoStep", absent });
    const { place, unmount } = await toSecondStep();
    await waitFor(() => expect(place.current()).toBe("/dashboard"));
    expect(screen.queryByText("Two-step sign-in")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    unmount();
    await fetch("/publisher/api/logout", { redirect: "manual" });
  }
});
