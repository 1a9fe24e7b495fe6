/**
 * Model-based test of the language change (spec 01 section 4): paths generated from the machine
 * with xstate/graph, each executed by a fresh real actor whose PATCH goes through the real profile
 * service to the running mock server and whose messages are the real catalogues. A failed PATCH is
 * a fault the server injects (500) or a lost session (the cookie dropped: 401); a failed catalogue
 * load is a loader that throws. The server's profile is checked after each path: the language is
 * saved exactly when a signed-in switch got past its PATCH.
 */
import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, type EventObject, createActor, fromPromise } from "xstate";
import type { LanguageCode, Publisher } from "../../contracts/publisher";
import { type LanguageContext, type Messages, languageChangeMachine } from "../../machines/language-change/language-change.machine";
import { loadMessages } from "../../src/i18n/locales";
import { type FlowModel, type Path, coverageInspector, describePath, executePath, generatePaths } from "./flow-paths";
import { Coverage, apiFor, modelServer, signedInBrowser } from "./harness";

const DEMO_ID = 1001;
const OUTCOMES = {
  saved: { type: "xstate.done.actor.saveLanguage", output: {} },
  saveFault: { type: "xstate.error.actor.saveLanguage", error: { _tag: "RequestFailed", status: 500 } },
  sessionLost: { type: "xstate.error.actor.saveLanguage", error: { _tag: "Unauthorized" } },
  loaded: { type: "xstate.done.actor.loadMessages", output: {} },
  loadFailed: { type: "xstate.error.actor.loadMessages", error: new Error("catalogue unavailable") },
} satisfies Record<string, EventObject & Record<string, unknown>>;

const nameOf = (event: EventObject): string => {
  const outcome = Object.entries(OUTCOMES).find(([, e]) => e === event)?.[0];
  if (outcome) return outcome;
  return "locale" in event ? `${event.type}(${String(event.locale)})` : event.type;
};

const ctx = (s: AnyMachineSnapshot) => s.context as LanguageContext;

const model: FlowModel = {
  machine: languageChangeMachine,
  input: { locale: "en", messages: {} },
  events: (s) => {
    if (s.matches("saving")) return [OUTCOMES.saved, OUTCOMES.saveFault, OUTCOMES.sessionLost];
    if (s.matches("loading")) return [OUTCOMES.loaded, OUTCOMES.loadFailed];
    const other: LanguageCode = ctx(s).locale === "ru" ? "uk" : "ru";
    return [
      { type: "language.change", locale: other },
      { type: "language.adopt", locale: other },
      { type: "language.adopt", locale: ctx(s).locale },
      ctx(s).relativeId === null ? { type: "session.signedIn", relativeId: DEMO_ID } : { type: "session.signedOut" },
    ];
  },
  summary: (s) => ({
    value: s.value,
    locale: ctx(s).locale,
    pending: ctx(s).pending,
    relativeId: ctx(s).relativeId,
    announce: ctx(s).announce,
  }),
  describe: nameOf,
  isStable: (s) => s.matches("idle"),
};

const coverage = new Coverage("language change", languageChangeMachine);
const server = modelServer(coverage);

const execute = async (path: Path) => {
  const browser = await signedInBrowser(server);
  const { fromApi } = apiFor(server, browser, "/publisher/dashboard");
  const effects: string[] = [];
  let catalogueFails = false;
  const actor = createActor(
    languageChangeMachine.provide({
      actors: {
        saveLanguage: fromApi((api, { relativeId, language }: { relativeId: number; language: LanguageCode }) =>
          api.profile.update({ path: { relativeId }, payload: { language } }),
        ),
        loadMessages: fromPromise<Messages, { locale: LanguageCode }>(async ({ input }) => {
          if (catalogueFails) throw new Error("catalogue unavailable");
          return loadMessages(input.locale);
        }),
      },
      actions: {
        mergeProfile: (_, { publisher }: { publisher: Publisher }) => effects.push(`merge:${publisher.language}`),
        applyLocale: (_, { locale }) => effects.push(`apply:${locale}`),
        storeCookie: (_, { locale }) => effects.push(`cookie:${locale}`),
        notifyUpdated: () => effects.push("Language updated"),
        handleError: (_, { error }) => effects.push(`error:${(error as { _tag?: string })._tag ?? "defect"}`),
      },
    }),
    { input: { locale: "en", messages: {} }, inspect: coverageInspector(coverage) },
  );
  const snapshot = await executePath(model, path, {
    actor,
    arrange: async (outcomes) => {
      await fetch(`${server.url}/__mock/faults`, { method: "DELETE" });
      catalogueFails = outcomes.includes(OUTCOMES.loadFailed);
      if (outcomes.includes(OUTCOMES.saveFault)) await server.fault({ route: "profile.update", status: 500, times: 1 });
      if (outcomes.includes(OUTCOMES.sessionLost)) browser.jar.clear();
    },
  });
  return { snapshot, effects, browser };
};

const serverLanguage = async () => {
  const browser = await signedInBrowser(server);
  return ((await (await browser.fetch(`${server.url}/publisher/api/publishers/current`)).json()) as Publisher).language;
};

describe("language change, model-based", () => {
  const paths = generatePaths(model);

  it("has paths for a guest's switch, a saved switch, a failed PATCH, a lost session, a failed catalogue and an adopted language", () => {
    const names = new Set(paths.flatMap((p) => p.steps.map((s) => nameOf(s.event))));
    for (const name of ["saved", "saveFault", "sessionLost", "loaded", "loadFailed", "language.adopt(ru)"]) expect(names).toContain(name);
  });

  for (const path of paths) {
    it(`${JSON.stringify(path.state.value)} via ${describePath(model, path)}`, async () => {
      await server.reset();
      const { snapshot, effects } = await execute(path);
      const steps = path.steps.map((s) => nameOf(s.event));
      const saves = steps.filter((s) => s === "saved").length;
      // The server keeps the language of the last saved switch; nothing else changes it.
      const lastSaved = [...path.steps].reverse().find((s) => nameOf(s.event) === "saved");
      expect(await serverLanguage()).toBe(lastSaved ? ctx(lastSaved.state).pending : "en");
      expect(effects.filter((e) => e.startsWith("merge:"))).toHaveLength(saves);
      // The interface switched to what the machine says, and the notice only follows a user's change.
      expect(effects.filter((e) => e.startsWith("apply:")).at(-1) ?? "apply:en").toBe(`apply:${ctx(snapshot).locale}`);
      expect(effects.filter((e) => e === "Language updated").length).toBeLessThanOrEqual(
        steps.filter((s) => s.startsWith("language.change")).length,
      );
      if (steps.at(-1) === "sessionLost") expect(effects.at(-1)).toBe("error:Unauthorized");
      if (steps.at(-1) === "saveFault") expect(effects.at(-1)).toBe("error:RequestFailed");
      if (steps.at(-1) === "loadFailed") expect(effects.at(-1)).toBe("error:defect");
      expect(snapshot.matches("idle")).toBe(true);
    });
  }

  it("takes every reachable transition and visits every state", () => {
    const { missedTransitions, missedStates } = coverage.report();
    expect(missedStates).toEqual([]);
    expect(missedTransitions).toEqual([]);
  });
});
