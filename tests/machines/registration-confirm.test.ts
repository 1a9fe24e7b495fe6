import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { registrationConfirmMachine } from "../../machines/registration-confirm/registration-confirm.machine";

const start = (opts: {
  fingerprint?: () => Promise<string | undefined>;
  confirm: (input: { token: string; fingerprint: string | undefined }) => Promise<unknown>;
}) => {
  const calls: string[] = [];
  const actor = createActor(
    registrationConfirmMachine.provide({
      actors: {
        takeFingerprint: fromPromise<string | undefined, void>(opts.fingerprint ?? (async () => "fp-1")),
        confirm: fromPromise<unknown, { token: string; fingerprint: string | undefined }>(async ({ input }) => {
          calls.push(`confirm:${input.token}:${input.fingerprint}`);
          return opts.confirm(input);
        }),
      },
      actions: { notifyConfirmed: () => calls.push("notify"), toLogin: () => calls.push("toLogin") },
    }),
    { input: { token: "tok-1" } },
  ).start();
  return { actor, calls };
};

describe("registration confirmation", () => {
  it("takes the fingerprint first, confirms the token, then tells the user and goes to login", async () => {
    const { actor, calls } = start({ confirm: async () => ({ username: "fresh" }) });
    expect(actor.getSnapshot().value).toBe("fingerprinting");
    await waitFor(actor, (s) => s.matches("confirmed"));
    expect(calls).toEqual(["confirm:tok-1:fp-1", "notify", "toLogin"]);
  });

  it("goes on without a fingerprint when it could not be taken", async () => {
    const { actor, calls } = start({ fingerprint: async () => Promise.reject(new Error("no canvas")), confirm: async () => ({}) });
    await waitFor(actor, (s) => s.matches("confirmed"));
    expect(calls[0]).toBe("confirm:tok-1:undefined");
  });

  it("keeps the server's error text on failure and stays on the page", async () => {
    const { actor, calls } = start({
      confirm: async () =>
        Promise.reject({ _tag: "RequestFailed", status: 404, message: "The confirmation link is invalid or has already been used." }),
    });
    await waitFor(actor, (s) => s.matches("failed"));
    expect(actor.getSnapshot().context.errorMessage).toBe("The confirmation link is invalid or has already been used.");
    expect(calls).toEqual(["confirm:tok-1:fp-1"]);
  });

  it("an error without a text leaves the generic text to the page", async () => {
    const { actor } = start({ confirm: async () => Promise.reject({ _tag: "Cancelled" }) });
    await waitFor(actor, (s) => s.matches("failed"));
    expect(actor.getSnapshot().context.errorMessage).toBeNull();
  });
});
