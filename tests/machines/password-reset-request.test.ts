import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import {
  passwordResetRequestMachine,
  type ResetRequestPayload,
  validateResetRequest,
} from "../../machines/password-reset/password-reset-request.machine";

const controlled = () => {
  const calls: ResetRequestPayload[] = [];
  const pending: Array<{ resolve: () => void; reject: (e: unknown) => void }> = [];
  const logic = fromPromise<void, ResetRequestPayload>(
    ({ input }) =>
      new Promise((resolve, reject) => {
        calls.push(input);
        pending.push({ resolve, reject });
      }),
  );
  return { logic, calls, next: () => pending.shift()! };
};

const start = () => {
  const request = controlled();
  const effects: string[] = [];
  const actor = createActor(
    passwordResetRequestMachine.provide({
      actors: { requestReset: request.logic, takeFingerprint: fromPromise<string | undefined, void>(async () => "fp-2") },
      actions: {
        prefetchApi: () => effects.push("prefetch"),
        navigateToLogin: () => effects.push("login"),
        showViolations: (_, { violations }) => violations.forEach((v) => effects.push(`toast:${v.propertyPath}: ${v.message}`)),
      },
    }),
  ).start();
  return { actor, request, effects };
};

describe("password reset request machine", () => {
  it("validates the e-mail at submit: required, not blank, valid", () => {
    expect(validateResetRequest({ email: "" })).toEqual({ email: [{ id: "auth.validation.required" }] });
    expect(validateResetRequest({ email: "   " })).toEqual({ email: [{ id: "auth.validation.notBlank" }] });
    expect(validateResetRequest({ email: "demo@example" })).toEqual({ email: [{ id: "auth.validation.email" }] });
    expect(validateResetRequest({ email: " demo@example.com " })).toEqual({});

    const { actor, request } = start();
    actor.send({ type: "field.change", values: { email: "nope" } });
    actor.send({ type: "form.submit" });
    expect(actor.getSnapshot().value).toBe("editing");
    expect(actor.getSnapshot().context.errors).toEqual({ email: [{ id: "auth.validation.email" }] });
    expect(request.calls).toEqual([]);
  });

  it("sends the trimmed e-mail with the fingerprint once, and the notice replaces the form", async () => {
    const { actor, request } = start();
    actor.send({ type: "field.change", values: { email: " demo@example.com " } });
    actor.send({ type: "form.submit" });
    await waitFor(actor, (s) => s.matches({ submitting: "requesting" }));
    actor.send({ type: "form.submit" });
    expect(request.calls).toEqual([{ email: "demo@example.com", fingerprint: "fp-2" }]);
    request.next().resolve();
    await waitFor(actor, (s) => s.matches("sent"));
  });

  it("returns the form with its value after a failure, the server's text above it; a retry is allowed", async () => {
    const { actor, request } = start();
    actor.send({ type: "field.change", values: { email: "demo@example.com" } });
    actor.send({ type: "form.submit" });
    await waitFor(actor, (s) => s.matches({ submitting: "requesting" }));
    request.next().reject({ _tag: "RequestFailed", status: 429, message: "Only one request is allowed per 2 hours." });
    await waitFor(actor, (s) => s.matches("editing"));
    expect(actor.getSnapshot().context.formError).toEqual({ text: "Only one request is allowed per 2 hours." });
    expect(actor.getSnapshot().context.values.email).toBe("demo@example.com");
    actor.send({ type: "form.submit" });
    await waitFor(actor, (s) => s.matches({ submitting: "requesting" }));
    expect(request.calls).toHaveLength(2);
  });

  it("puts 422 violations on the field and notifies the others", async () => {
    const { actor, request, effects } = start();
    actor.send({ type: "field.change", values: { email: "demo@example.com" } });
    actor.send({ type: "form.submit" });
    await waitFor(actor, (s) => s.matches({ submitting: "requesting" }));
    request.next().reject({
      _tag: "ValidationFailed",
      message: "email: This e-mail is blocked.",
      violations: [
        { propertyPath: "email", message: "This e-mail is blocked." },
        { propertyPath: "fingerprint", message: "Unknown device." },
      ],
    });
    await waitFor(actor, (s) => s.matches("editing"));
    expect(actor.getSnapshot().context.errors).toEqual({ email: [{ text: "This e-mail is blocked." }] });
    expect(actor.getSnapshot().context.formError).toBeNull();
    expect(effects).toEqual(["toast:fingerprint: Unknown device."]);
  });

  it("goes back to login from the form and from the notice", async () => {
    const { actor, request, effects } = start();
    actor.send({ type: "form.back" });
    actor.send({ type: "field.change", values: { email: "demo@example.com" } });
    actor.send({ type: "form.submit" });
    await waitFor(actor, (s) => s.matches({ submitting: "requesting" }));
    request.next().resolve();
    await waitFor(actor, (s) => s.matches("sent"));
    actor.send({ type: "form.back" });
    expect(effects).toEqual(["login", "login"]);
  });
});
