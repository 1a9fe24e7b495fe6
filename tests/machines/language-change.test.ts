import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { LanguageCode, Publisher } from "../../contracts/publisher";
import { type Messages, languageChangeMachine } from "../../machines/language-change/language-change.machine";

const setupActor = (opts: { relativeId?: number | null; saveFails?: boolean } = {}) => {
  const calls: string[] = [];
  const actor = createActor(
    languageChangeMachine.provide({
      actors: {
        saveLanguage: fromPromise(async ({ input }: { input: { relativeId: number; language: LanguageCode } }) => {
          calls.push(`save:${input.relativeId}:${input.language}`);
          if (opts.saveFails) throw Object.assign(new Error("nope"), { _tag: "RequestFailed" });
          return { language: input.language } as Publisher;
        }),
        loadMessages: fromPromise(async ({ input }: { input: { locale: LanguageCode } }): Promise<Messages> => {
          calls.push(`load:${input.locale}`);
          return { "language.updated": input.locale };
        }),
      },
      actions: {
        mergeProfile: (_, { publisher }) => calls.push(`merge:${publisher.language}`),
        applyLocale: (_, { locale }) => calls.push(`apply:${locale}`),
        storeCookie: (_, { locale }) => calls.push(`cookie:${locale}`),
        notifyUpdated: () => calls.push("notify"),
        handleError: () => calls.push("error"),
      },
    }),
    { input: { locale: "en", messages: {}, relativeId: opts.relativeId ?? null } },
  );
  actor.start();
  return { actor, calls };
};

describe("language change", () => {
  it("for a signed-in publisher: PATCH first, merge, then switch, cookie and the notice, in that order", async () => {
    const { actor, calls } = setupActor({ relativeId: 1001 });
    actor.send({ type: "language.change", locale: "ru" });
    await waitFor(actor, (s) => s.matches("idle") && s.context.locale === "ru");
    expect(calls).toEqual(["save:1001:ru", "merge:ru", "load:ru", "apply:ru", "cookie:ru", "notify"]);
    expect(actor.getSnapshot().context.messages).toEqual({ "language.updated": "ru" });
  });

  it("for a guest: switch and cookie only", async () => {
    const { actor, calls } = setupActor();
    actor.send({ type: "language.change", locale: "zh" });
    await waitFor(actor, (s) => s.matches("idle") && s.context.locale === "zh");
    expect(calls).toEqual(["load:zh", "apply:zh", "cookie:zh", "notify"]);
  });

  it("a failed PATCH goes to the shared error handler and nothing switches", async () => {
    const { actor, calls } = setupActor({ relativeId: 1001, saveFails: true });
    actor.send({ type: "language.change", locale: "uk" });
    await waitFor(actor, (s) => s.matches("idle") && calls.includes("error"));
    expect(calls).toEqual(["save:1001:uk", "error"]);
    expect(actor.getSnapshot().context.locale).toBe("en");
  });

  it("adopting the profile's language switches quietly, and not at all when it is already shown", async () => {
    const { actor, calls } = setupActor({ relativeId: 1001 });
    actor.send({ type: "language.adopt", locale: "en" });
    expect(actor.getSnapshot().value).toBe("idle");
    actor.send({ type: "language.adopt", locale: "uk" });
    await waitFor(actor, (s) => s.matches("idle") && s.context.locale === "uk");
    expect(calls).toEqual(["load:uk", "apply:uk", "cookie:uk"]);
  });

  it("follows sign-in and sign-out", () => {
    const { actor } = setupActor();
    actor.send({ type: "session.signedIn", relativeId: 7 });
    expect(actor.getSnapshot().context.relativeId).toBe(7);
    actor.send({ type: "session.signedOut" });
    expect(actor.getSnapshot().context.relativeId).toBeNull();
  });
});
