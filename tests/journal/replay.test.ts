import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { LanguageCode, Publisher } from "../../contracts/publisher";
import { type Messages, languageChangeMachine } from "../../machines/language-change/language-change.machine";
import { sessionMachine } from "../../machines/session/session.machine";
import { ClientStore, memoryStorage } from "../../src/journal/client-store";
import { journalInspector } from "../../src/journal/inspect";
import { journalAs, redact } from "../../src/journal/redact";
import { entriesOf, replayFlow } from "../../src/journal/replay";

const record = () => {
  const store = new ClientStore(memoryStorage());
  return { store, inspect: journalInspector(store) };
};

describe("replay", () => {
  it("reaches the same snapshot as a recorded language change, without any API", async () => {
    const { store, inspect } = record();
    const live = createActor(
      languageChangeMachine.provide({
        actors: {
          saveLanguage: fromPromise(
            async ({ input }: { input: { relativeId: number; language: LanguageCode } }) => ({ language: input.language }) as Publisher,
          ),
          loadMessages: fromPromise(async ({ input }: { input: { locale: LanguageCode } }): Promise<Messages> => ({
            greeting: input.locale,
          })),
        },
      }),
      { id: "languageChange", input: { locale: "en", messages: {}, relativeId: 1001 }, inspect },
    ).start();
    live.send({ type: "language.change", locale: "uk" });
    await waitFor(live, (s) => s.matches("idle") && s.context.locale === "uk");

    const replayed = replayFlow(languageChangeMachine, entriesOf(store.journal.entries(), "languageChange"));
    expect(replayed.snapshot.value).toEqual(live.getSnapshot().value);
    expect(redact(replayed.snapshot.context)).toEqual(redact(live.getSnapshot().context));
    expect(replayed.states).toEqual(replayed.recordedStates);
  });

  it("journals a language flow's catalogues as marks, not copies, and still replays to the same snapshot", async () => {
    const { store, inspect } = record();
    const catalogue = (locale: LanguageCode): Messages =>
      journalAs({ greeting: `hello ${locale}`, bye: `bye ${locale}` }, `messages ${locale}`);
    const live = createActor(
      languageChangeMachine.provide({
        actors: {
          saveLanguage: fromPromise(
            async ({ input }: { input: { relativeId: number; language: LanguageCode } }) => ({ language: input.language }) as Publisher,
          ),
          loadMessages: fromPromise(async ({ input }: { input: { locale: LanguageCode } }) => catalogue(input.locale)),
        },
      }),
      { id: "languageChange", input: { locale: "en", messages: catalogue("en"), relativeId: 1001 }, inspect },
    ).start();
    live.send({ type: "language.change", locale: "zh" });
    await waitFor(live, (s) => s.matches("idle") && s.context.locale === "zh");

    const entries = entriesOf(store.journal.entries(), "languageChange");
    expect(JSON.stringify(entries)).not.toMatch(/hello|bye/);
    expect(entries.find((e) => e.type === "xstate.init")?.payload).toMatchObject({ input: { messages: "[messages en]" } });
    expect(entries.map((e) => (e.payload as { output?: unknown }).output)).toContain("[messages zh]");
    const replayed = replayFlow(languageChangeMachine, entries);
    expect(replayed.snapshot.value).toEqual(live.getSnapshot().value);
    expect(redact(replayed.snapshot.context)).toEqual(redact(live.getSnapshot().context));
    expect(redact(live.getSnapshot().context)).toMatchObject({ locale: "zh", messages: "[messages zh]" });
  });

  it("replays a failed session load with its tagged error", async () => {
    const { store, inspect } = record();
    const live = createActor(
      sessionMachine.provide({
        actors: {
          loadCurrent: fromPromise(async () => Promise.reject(Object.assign(new Error("boom"), { _tag: "RequestFailed", status: 500 }))),
        },
      }),
      { id: "session", inspect },
    ).start();
    live.send({ type: "session.load" });
    await waitFor(live, (s) => s.matches("failed"));
    const replayed = replayFlow(sessionMachine, entriesOf(store.journal.entries(), "session"));
    expect(replayed.snapshot.value).toBe("failed");
    expect((replayed.snapshot.context.error as { _tag: string; status: number })._tag).toBe("RequestFailed");
  });
});
