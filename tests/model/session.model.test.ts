/**
 * Model-based test of the session (spec 01 sections 4, 6 and 7): paths generated from the machine
 * with xstate/graph, each executed by a fresh real actor whose current-publisher load goes through
 * the real profile service to the running mock server. A 401 is a browser without the session
 * cookie, a failure a fault the server injects (500) or a dropped connection; `session.unauthorized`
 * (another call's 401, which the app's request observer turns into this event) is sent as it is.
 * The loaded profile must be the seed's demo, with its time zone and currency.
 */
import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, type EventObject, createActor } from "xstate";
import type { Publisher } from "../../contracts/publisher";
import { type SessionContext, sessionMachine, timezoneOf } from "../../machines/session/session.machine";
import { type FlowModel, type Path, coverageInspector, describePath, executePath, generatePaths } from "./flow-paths";
import { Coverage, apiFor, modelServer, signedInBrowser } from "./harness";

/** The model's stand-in for the profile a sign-in answers (the run signs in for real and uses the answer). */
const SIGNED_IN = { username: "demo" } as Publisher;
const OUTCOMES = {
  loaded: { type: "xstate.done.actor.loadCurrent", output: { username: "demo" } },
  loadUnauthorized: { type: "xstate.error.actor.loadCurrent", error: { _tag: "Unauthorized" } },
  fault500: { type: "xstate.error.actor.loadCurrent", error: { _tag: "RequestFailed", status: 500 } },
  networkFailed: { type: "xstate.error.actor.loadCurrent", error: { _tag: "NetworkFailed" } },
} satisfies Record<string, EventObject & Record<string, unknown>>;

const USER_EVENTS = {
  load: { type: "session.load" },
  signedIn: { type: "session.signedIn", publisher: SIGNED_IN },
  /** The same sign-in, after a failed load (named apart so that the traversal keeps its path). */
  signedInAfterFailure: { type: "session.signedIn", publisher: SIGNED_IN },
  profileUpdated: { type: "session.profileUpdated", publisher: { language: "ru" } as Publisher },
  signedOut: { type: "session.signedOut" },
  sessionLost: { type: "session.unauthorized" },
  /** A call of a signed-in page answered 401 (named apart so that the traversal keeps its path). */
  sessionLostWhileSignedIn: { type: "session.unauthorized" },
} satisfies Record<string, EventObject & Record<string, unknown>>;

const nameOf = (event: EventObject): string =>
  Object.entries({ ...OUTCOMES, ...USER_EVENTS }).find(([, e]) => e === event)?.[0] ?? event.type;

const ctx = (s: AnyMachineSnapshot) => s.context as SessionContext;

const model: FlowModel = {
  machine: sessionMachine,
  events: (s) => {
    if (s.matches("loading")) return [OUTCOMES.loaded, OUTCOMES.loadUnauthorized, OUTCOMES.fault500, OUTCOMES.networkFailed];
    if (s.matches("idle")) return [USER_EVENTS.load, USER_EVENTS.signedIn, USER_EVENTS.signedOut, USER_EVENTS.sessionLost];
    if (s.matches("failed")) return [USER_EVENTS.load, USER_EVENTS.signedInAfterFailure, USER_EVENTS.signedOut, USER_EVENTS.sessionLost];
    return [USER_EVENTS.load, USER_EVENTS.profileUpdated, USER_EVENTS.signedOut, USER_EVENTS.sessionLostWhileSignedIn];
  },
  summary: (s) => ({
    value: s.value,
    username: ctx(s).publisher?.username ?? null,
    language: ctx(s).publisher?.language === "ru" ? "ru" : "as loaded",
    error: (ctx(s).error as { _tag?: string } | null)?._tag ?? null,
  }),
  describe: nameOf,
  isStable: (s) => !s.matches("loading"),
};

const coverage = new Coverage("session", sessionMachine);
const server = modelServer(coverage);

const execute = async (path: Path) => {
  const browser = await signedInBrowser(server);
  const { fromApi } = apiFor(server, browser, "/publisher/dashboard");
  const effects: string[] = [];
  let cookie: string | undefined;
  const actor = createActor(
    sessionMachine.provide({
      actors: { loadCurrent: fromApi<void, Publisher>((api) => api.profile.current({})) },
      actions: {
        applyProfile: (_, { publisher }) =>
          effects.push(`apply:${publisher.username}:${timezoneOf(publisher)}:${publisher.currency?.symbol ?? "-"}`),
        handleError: (_, { error }) => effects.push(`error:${(error as { _tag?: string })._tag}`),
        toLogin: () => effects.push("login"),
      },
    }),
    { inspect: coverageInspector(coverage) },
  );
  const snapshot = await executePath(model, path, {
    actor,
    arrange: async (outcomes) => {
      await fetch(`${server.url}/__mock/faults`, { method: "DELETE" });
      // Each load starts signed in, unless the path wants a 401.
      if (cookie !== undefined && !browser.jar.has("PHPSESSID")) browser.jar.set("PHPSESSID", cookie);
      cookie ??= browser.jar.get("PHPSESSID");
      if (outcomes.includes(OUTCOMES.loadUnauthorized)) browser.jar.delete("PHPSESSID");
      if (outcomes.includes(OUTCOMES.fault500)) await server.fault({ route: "profile.current", status: 500, times: 1 });
      if (outcomes.includes(OUTCOMES.networkFailed)) await server.fault({ route: "profile.current", mode: "drop", times: 20 });
    },
  });
  return { snapshot, effects };
};

describe("session, model-based", () => {
  const paths = generatePaths(model);

  it("has paths for a load, a 401, a fault, a dropped connection and a session lost later", () => {
    const names = new Set(paths.flatMap((p) => p.steps.map((s) => nameOf(s.event))));
    for (const name of ["loaded", "loadUnauthorized", "fault500", "networkFailed", "signedIn", "signedOut", "sessionLost"])
      expect(names).toContain(name);
    expect(
      paths.some((p) =>
        p.steps.some((s, i) => nameOf(s.event) === "sessionLostWhileSignedIn" && i > 0 && p.steps[i - 1]!.state.matches("ready")),
      ),
    ).toBe(true);
  });

  for (const path of paths) {
    it(`${JSON.stringify(path.state.value)} via ${describePath(model, path)}`, async () => {
      await server.reset();
      const { snapshot, effects } = await execute(path);
      const steps = path.steps.map((s) => nameOf(s.event));
      // Every profile applied is demo's from the server (loaded) or the sign-in's answer, with its time zone and currency.
      const applied = effects.filter((e) => e.startsWith("apply:"));
      expect(applied).toHaveLength(steps.filter((s) => s === "loaded" || s.startsWith("signedIn")).length);
      for (const line of applied) expect(line).toMatch(/^apply:demo:/);
      if (steps.includes("loaded")) expect(applied).toContain("apply:demo:Europe/Kyiv:$");
      // A lost session goes to login, and nothing else does.
      const toLogin = steps.filter((s) => s === "loadUnauthorized" || s.startsWith("sessionLost")).length;
      expect(effects.filter((e) => e === "login")).toHaveLength(toLogin);
      if (steps.at(-1) === "fault500") expect(effects.at(-1)).toBe("error:RequestFailed");
      if (steps.at(-1) === "networkFailed") expect(effects.at(-1)).toBe("error:NetworkFailed");
      if (snapshot.matches("idle") || snapshot.matches("failed")) expect(ctx(snapshot).publisher).toBeNull();
    });
  }

  it("takes every reachable transition and visits every state", () => {
    const { missedTransitions, missedStates } = coverage.report();
    expect(missedStates).toEqual([]);
    expect(missedTransitions).toEqual([]);
  });
});
