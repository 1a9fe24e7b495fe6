import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { LoginPayload, TwoStepRequired } from "../../contracts/auth.contract";
import type { Publisher } from "../../contracts/publisher";
import { readFileSync } from "node:fs";
import { authMachine, validateLogin } from "../../machines/auth/auth.machine";
import { VALIDATION } from "../../machines/auth/form-messages";

const publisher = { username: "demo", relativeId: 1001 } as unknown as Publisher;
const unauthorized = Object.assign(new Error("Invalid credentials."), { _tag: "Unauthorized" });

/** A login whose answers the test releases one by one. */
const controlledLogin = () => {
  const calls: LoginPayload[] = [];
  const pending: Array<{ resolve: (p: Publisher | TwoStepRequired) => void; reject: (e: unknown) => void }> = [];
  const logic = fromPromise<Publisher | TwoStepRequired, LoginPayload>(
    ({ input }) =>
      new Promise((resolve, reject) => {
        calls.push(input);
        pending.push({ resolve, reject });
      }),
  );
  return { logic, calls, next: () => pending.shift()! };
};

const start = (login = controlledLogin(), fingerprint: () => Promise<string | undefined> = async () => "fp-1") => {
  const effects: string[] = [];
  const actor = createActor(
    authMachine.provide({
      actors: { login: login.logic, takeFingerprint: fromPromise(fingerprint) },
      actions: {
        prefetchApi: () => effects.push("prefetch"),
        sessionSignedIn: (_, { publisher: p }) => effects.push(`signedIn:${p.username}`),
        navigateToDashboard: () => effects.push("dashboard"),
        navigateToLogout: () => effects.push("logout"),
      },
    }),
  ).start();
  return { actor, effects, login };
};

const type = (actor: ReturnType<typeof start>["actor"], values: { username?: string; password?: string; rememberMe?: boolean }) =>
  actor.send({ type: "field.change", values });

describe("validation messages", () => {
  it("read in English exactly as the spec's table", () => {
    const en = JSON.parse(readFileSync(new URL("../../src/i18n/messages/en/auth.json", import.meta.url), "utf8")) as Record<string, string>;
    const english = Object.fromEntries(Object.entries(VALIDATION).map(([rule, { id }]) => [rule, en[id]]));
    expect(english).toEqual({
      required: "Field is required",
      notBlank: "Field should not be blank",
      email: "Please input valid email",
      passwordRequired: "Password is required",
      repeatPasswordRequired: "Repeat password is required",
      passwordsNotEqual: "Passwords are not equal",
    });
  });
});

describe("auth (login) machine", () => {
  it("starts with empty fields and Remember me checked", () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe("editing");
    expect(actor.getSnapshot().context.values).toEqual({ username: "", password: "", rememberMe: true });
  });

  it("validates at submit with the spec's messages", () => {
    expect(validateLogin({ username: "", password: "", rememberMe: true })).toEqual({
      username: [{ id: "auth.validation.required" }],
      password: [{ id: "auth.validation.required" }],
    });
    expect(validateLogin({ username: "  \t ", password: "x", rememberMe: true })).toEqual({
      username: [{ id: "auth.validation.notBlank" }],
    });
    expect(validateLogin({ username: "demo", password: " ", rememberMe: false })).toEqual({});

    const { actor, login } = start();
    actor.send({ type: "form.submit" });
    expect(actor.getSnapshot().value).toBe("editing");
    expect(actor.getSnapshot().context.errors).toEqual({
      username: [{ id: "auth.validation.required" }],
      password: [{ id: "auth.validation.required" }],
    });
    expect(login.calls).toEqual([]);
    // Editing a field clears its own error only.
    type(actor, { username: "demo" });
    expect(actor.getSnapshot().context.errors).toEqual({ password: [{ id: "auth.validation.required" }] });
  });

  it("takes the fingerprint, then logs in with the payload; one submit at a time", async () => {
    const { actor, login, effects } = start();
    type(actor, { username: "  demo ", password: "Demo-pass-1", rememberMe: false });
    actor.send({ type: "form.submit" });
    expect(actor.getSnapshot().matches({ submitting: "fingerprinting" })).toBe(true);
    await waitFor(actor, (s) => s.matches({ submitting: "loggingIn" }));
    actor.send({ type: "form.submit" });
    actor.send({ type: "form.submit" });
    expect(login.calls).toEqual([{ username: "demo", password: "Demo-pass-1", _remember_me: false, fingerprint: "fp-1" }]);
    login.next().resolve(publisher);
    await waitFor(actor, (s) => s.status === "done");
    expect(actor.getSnapshot().value).toBe("signedIn");
    expect(effects).toEqual(["signedIn:demo", "dashboard"]);
  });

  it("goes on without a fingerprint when none could be taken", async () => {
    const { actor, login } = start(controlledLogin(), async () => Promise.reject(new Error("no fingerprint")));
    type(actor, { username: "demo", password: "Demo-pass-1" });
    actor.send({ type: "form.submit" });
    await waitFor(actor, (s) => s.matches({ submitting: "loggingIn" }));
    expect(login.calls[0]).toEqual({ username: "demo", password: "Demo-pass-1", _remember_me: true });
  });

  it("releases the guard after a failed login, shows the server's text and keeps the input", async () => {
    const { actor, login, effects } = start();
    type(actor, { username: "demo", password: "wrong" });
    actor.send({ type: "form.submit" });
    await waitFor(actor, (s) => s.matches({ submitting: "loggingIn" }));
    login.next().reject(unauthorized);
    await waitFor(actor, (s) => s.matches("editing"));
    expect(actor.getSnapshot().context.formError).toEqual({ text: "Invalid credentials." });
    expect(actor.getSnapshot().context.values).toEqual({ username: "demo", password: "wrong", rememberMe: true });

    // The retry is accepted; the message goes away with the new submit.
    type(actor, { password: "Demo-pass-1" });
    actor.send({ type: "form.submit" });
    expect(actor.getSnapshot().context.formError).toBeNull();
    await waitFor(actor, (s) => s.matches({ submitting: "loggingIn" }));
    expect(login.calls).toHaveLength(2);
    login.next().resolve(publisher);
    await waitFor(actor, (s) => s.status === "done");
    expect(effects).toEqual(["signedIn:demo", "dashboard"]);
  });

  it("shows other failures above the form (the generic one when there is no text)", async () => {
    const { actor, login } = start();
    type(actor, { username: "demo", password: "x" });
    actor.send({ type: "form.submit" });
    await waitFor(actor, (s) => s.matches({ submitting: "loggingIn" }));
    login.next().reject({ _tag: "NetworkFailed" });
    await waitFor(actor, (s) => s.matches("editing"));
    expect(actor.getSnapshot().context.formError).toEqual({ id: "error.unexpected" });
    actor.send({ type: "form.submit" });
    await waitFor(actor, (s) => s.matches({ submitting: "loggingIn" }));
    login.next().reject({ _tag: "RequestFailed", status: 503, message: "Down for maintenance" });
    await waitFor(actor, (s) => s.matches("editing"));
    expect(actor.getSnapshot().context.formError).toEqual({ text: "Down for maintenance" });
  });

  it("prefetches the API on the first focus only", () => {
    const { actor, effects } = start();
    actor.send({ type: "field.focus" });
    actor.send({ type: "field.focus" });
    expect(effects).toEqual(["prefetch"]);
  });

  it("logs out through the app's navigation", () => {
    const { actor, effects } = start();
    actor.send({ type: "session.logout" });
    expect(actor.getSnapshot().value).toBe("loggedOut");
    expect(effects).toEqual(["logout"]);
  });
});
