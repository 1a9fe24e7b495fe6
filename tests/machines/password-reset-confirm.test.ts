import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { TwoStepRequired } from "../../contracts/auth.contract";
import type { Publisher } from "../../contracts/publisher";
import {
  type ResetConfirmInput,
  passwordResetConfirmMachine,
  validateResetConfirm,
} from "../../machines/password-reset/password-reset-confirm.machine";

const publisher = { username: "demo" } as unknown as Publisher;

const start = () => {
  const calls: ResetConfirmInput[] = [];
  const pending: Array<{ resolve: (p: Publisher | TwoStepRequired) => void; reject: (e: unknown) => void }> = [];
  const effects: string[] = [];
  const actor = createActor(
    passwordResetConfirmMachine.provide({
      actors: {
        takeFingerprint: fromPromise<string | undefined, void>(async () => "fp-3"),
        confirmReset: fromPromise<Publisher | TwoStepRequired, ResetConfirmInput>(
          ({ input }) =>
            new Promise((resolve, reject) => {
              calls.push(input);
              pending.push({ resolve, reject });
            }),
        ),
      },
      actions: {
        prefetchApi: () => effects.push("prefetch"),
        sessionSignedIn: (_, { publisher: p }) => effects.push(`signedIn:${p.username}`),
        navigateToDashboard: () => effects.push("dashboard"),
        navigateToLoginWithCode: () => effects.push("loginWithCode"),
        showViolations: (_, { violations }) => violations.forEach((v) => effects.push(`toast:${v.message}`)),
      },
    }),
    { input: { token: "tok-1" } },
  ).start();
  return { actor, calls, effects, next: () => pending.shift()! };
};

describe("password reset confirm machine", () => {
  it("validates at submit with the spec's messages", () => {
    expect(validateResetConfirm({ plainPassword: "", repeatPlainPassword: "" })).toEqual({
      plainPassword: [{ id: "auth.validation.passwordRequired" }],
      repeatPlainPassword: [{ id: "auth.validation.repeatPasswordRequired" }],
    });
    expect(validateResetConfirm({ plainPassword: "   ", repeatPlainPassword: "   " })).toEqual({
      plainPassword: [{ id: "auth.validation.passwordRequired" }],
    });
    expect(validateResetConfirm({ plainPassword: "a-Pass-1", repeatPlainPassword: "a-Pass-2" })).toEqual({
      repeatPlainPassword: [{ id: "auth.validation.passwordsNotEqual" }],
    });
    expect(validateResetConfirm({ plainPassword: "a-Pass-1", repeatPlainPassword: "a-Pass-1" })).toEqual({});

    const { actor, calls } = start();
    actor.send({ type: "form.submit" });
    expect(actor.getSnapshot().context.errors).toEqual({
      plainPassword: [{ id: "auth.validation.passwordRequired" }],
      repeatPlainPassword: [{ id: "auth.validation.repeatPasswordRequired" }],
    });
    expect(calls).toEqual([]);
  });

  it("sends token, passwords and fingerprint once; success signs in and opens the dashboard", async () => {
    const { actor, calls, effects, next } = start();
    actor.send({ type: "field.change", values: { plainPassword: "New-pass-1", repeatPlainPassword: "New-pass-1" } });
    actor.send({ type: "form.submit" });
    await waitFor(actor, (s) => s.matches({ submitting: "confirming" }));
    actor.send({ type: "form.submit" });
    expect(calls).toEqual([{ token: "tok-1", plainPassword: "New-pass-1", repeatPlainPassword: "New-pass-1", fingerprint: "fp-3" }]);
    next().resolve(publisher);
    await waitFor(actor, (s) => s.status === "done");
    expect(effects).toEqual(["signedIn:demo", "dashboard"]);
  });

  it("with two-step sign-in on, the login's challenge opens the login page (no session, no dashboard)", async () => {
    const { actor, effects, next } = start();
    actor.send({ type: "field.change", values: { plainPassword: "New-pass-1", repeatPlainPassword: "New-pass-1" } });
    actor.send({ type: "form.submit" });
    await waitFor(actor, (s) => s.matches({ submitting: "confirming" }));
    next().resolve({ "@type": "TwoStepRequired", twoStep: "required", challenge: "c-1", expiresAt: "2026-01-01T00:05:00Z" });
    await waitFor(actor, (s) => s.status === "done");
    expect(actor.getSnapshot().value).toBe("signInWithCode");
    expect(effects.filter((e) => e !== "prefetch")).toEqual(["loginWithCode"]);
  });

  it("shows an expired link's text above the form, keeps the input and allows a retry", async () => {
    const { actor, calls, next } = start();
    actor.send({ type: "field.change", values: { plainPassword: "New-pass-1", repeatPlainPassword: "New-pass-1" } });
    actor.send({ type: "form.submit" });
    await waitFor(actor, (s) => s.matches({ submitting: "confirming" }));
    next().reject({ _tag: "RequestFailed", status: 404, message: "The password reset link is invalid or has expired." });
    await waitFor(actor, (s) => s.matches("editing"));
    expect(actor.getSnapshot().context.formError).toEqual({ text: "The password reset link is invalid or has expired." });
    expect(actor.getSnapshot().context.values).toEqual({ plainPassword: "New-pass-1", repeatPlainPassword: "New-pass-1" });
    actor.send({ type: "form.submit" });
    await waitFor(actor, (s) => s.matches({ submitting: "confirming" }));
    expect(calls).toHaveLength(2);
  });

  it("puts 422 violations on the fields; a 422 with nothing to place shows its text", async () => {
    const { actor, next } = start();
    actor.send({ type: "field.change", values: { plainPassword: "a", repeatPlainPassword: "a" } });
    actor.send({ type: "form.submit" });
    await waitFor(actor, (s) => s.matches({ submitting: "confirming" }));
    next().reject({ _tag: "ValidationFailed", message: "x", violations: [{ propertyPath: "plainPassword", message: "Too short." }] });
    await waitFor(actor, (s) => s.matches("editing"));
    expect(actor.getSnapshot().context.errors).toEqual({ plainPassword: [{ text: "Too short." }] });

    actor.send({ type: "form.submit" });
    await waitFor(actor, (s) => s.matches({ submitting: "confirming" }));
    next().reject({ _tag: "ValidationFailed", message: "Something is off.", violations: [] });
    await waitFor(actor, (s) => s.matches("editing"));
    expect(actor.getSnapshot().context.errors).toEqual({});
    expect(actor.getSnapshot().context.formError).toEqual({ text: "Something is off." });
  });
});
