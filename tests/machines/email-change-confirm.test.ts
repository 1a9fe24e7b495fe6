import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { Publisher } from "../../contracts/publisher";
import { type EmailConfirmInput, emailChangeConfirmMachine } from "../../machines/email-change-confirm/email-change-confirm.machine";

const start = (
  confirm: (input: EmailConfirmInput) => Promise<Publisher>,
  fingerprint: () => Promise<string | undefined> = async () => "fp-4",
) => {
  const effects: string[] = [];
  const calls: EmailConfirmInput[] = [];
  const actor = createActor(
    emailChangeConfirmMachine.provide({
      actors: {
        takeFingerprint: fromPromise(fingerprint),
        confirmEmail: fromPromise<Publisher, EmailConfirmInput>(({ input }) => (calls.push(input), confirm(input))),
      },
      actions: { navigateToSettings: () => effects.push("settings"), notifyEmailUpdated: () => effects.push("Email updated") },
    }),
    { input: { token: "tok-9" } },
  ).start();
  return { actor, effects, calls };
};

describe("e-mail change confirm machine", () => {
  it("takes the fingerprint, confirms the token, then opens settings with Email updated", async () => {
    const { actor, effects, calls } = start(async () => ({ email: "demo.new@example.com" }) as unknown as Publisher);
    expect(actor.getSnapshot().value).toBe("fingerprinting");
    await waitFor(actor, (s) => s.status === "done");
    expect(calls).toEqual([{ token: "tok-9", fingerprint: "fp-4" }]);
    expect(effects).toEqual(["settings", "Email updated"]);
  });

  it("shows the server's text on failure", async () => {
    const { actor, effects } = start(async () =>
      Promise.reject({ _tag: "RequestFailed", status: 404, message: "The e-mail confirmation link is invalid or has expired." }),
    );
    await waitFor(actor, (s) => s.matches("failed"));
    expect(actor.getSnapshot().context.error).toEqual({ text: "The e-mail confirmation link is invalid or has expired." });
    expect(effects).toEqual([]);
  });

  it("confirms without a fingerprint when none could be taken", async () => {
    const { actor, calls } = start(
      async () => ({}) as Publisher,
      async () => Promise.reject(new Error("blocked")),
    );
    await waitFor(actor, (s) => s.status === "done");
    expect(calls).toEqual([{ token: "tok-9" }]);
  });
});
