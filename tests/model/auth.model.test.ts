/**
 * Model-based test of login and logout: paths generated from the auth machine with xstate/graph,
 * each executed by a fresh real actor against the running mock server through the real API
 * services. Wrong password, a fault 500, a dropped connection and a hung call (ended by a short
 * request timeout) are arranged on the server; the fingerprint's failure in the fingerprint actor.
 */
import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, type EventObject, createActor, fromPromise } from "xstate";
import type { LoginPayload } from "../../contracts/auth.contract";
import { SESSION_COOKIE } from "../../contracts/cookies";
import type { Publisher } from "../../contracts/publisher";
import { type AuthEvent, authMachine } from "../../machines/auth/auth.machine";
import { GENERIC_ERROR_MESSAGE } from "../../src/api/catalogue";
import {
  type FlowModel,
  type ModelEvent,
  type Path,
  coverageInspector,
  describePath,
  executePath,
  extendPath,
  generatePaths,
} from "./flow-paths";
import { Coverage, apiFor, browserFetch, modelServer } from "./harness";

const RIGHT = { username: "demo", password: "Demo-pass-1" };
/** The request timeout of these runs: short, so that a hung login ends quickly. */
const TIMEOUT_MS = 1_500;
const WRONG = { username: "demo", password: "Wrong-pass-9" };

/** The user's steps. */
const USER = {
  typeRight: { type: "field.change", values: RIGHT },
  typeWrong: { type: "field.change", values: WRONG },
  typeBlank: { type: "field.change", values: { username: "   " } },
  uncheckRememberMe: { type: "field.change", values: { rememberMe: false } },
  focus: { type: "field.focus" },
  submit: { type: "form.submit" },
  logout: { type: "session.logout" },
} satisfies Record<string, AuthEvent>;

/** Outcome events of the invoked actors: they stand for the server's (and the fingerprint's) answers. */
const OUTCOMES = {
  fingerprintTaken: { type: "xstate.done.actor.takeFingerprint", output: "fp-model" },
  fingerprintFailed: { type: "xstate.error.actor.takeFingerprint", error: new Error("no fingerprint") },
  loggedIn: { type: "xstate.done.actor.login", output: { username: "demo" } },
  wrongPassword: { type: "xstate.error.actor.login", error: { _tag: "Unauthorized", message: "Invalid credentials." } },
  fault500: { type: "xstate.error.actor.login", error: { _tag: "RequestFailed", status: 500, message: "Injected fault: 500" } },
  networkFailed: { type: "xstate.error.actor.login", error: { _tag: "NetworkFailed", message: GENERIC_ERROR_MESSAGE } },
  timedOut: { type: "xstate.error.actor.login", error: { _tag: "TimedOut", afterMs: TIMEOUT_MS, message: GENERIC_ERROR_MESSAGE } },
} satisfies Record<string, ModelEvent>;

const nameOf = (event: EventObject): string => Object.entries({ ...USER, ...OUTCOMES }).find(([, e]) => e === event)?.[0] ?? event.type;

const isRight = (s: AnyMachineSnapshot) => s.context.values.username === RIGHT.username && s.context.values.password === RIGHT.password;

const model: FlowModel = {
  machine: authMachine,
  events: (s) => {
    if (s.matches({ submitting: "fingerprinting" })) return [OUTCOMES.fingerprintTaken, OUTCOMES.fingerprintFailed];
    if (s.matches({ submitting: "loggingIn" }))
      return [isRight(s) ? OUTCOMES.loggedIn : OUTCOMES.wrongPassword, OUTCOMES.fault500, OUTCOMES.networkFailed, OUTCOMES.timedOut];
    if (!s.matches("editing")) return [];
    const { values, prefetched, errors, formError } = s.context;
    const pristine =
      values.username === "" && values.password === "" && !prefetched && Object.keys(errors).length === 0 && formError === null;
    const events: EventObject[] = [USER.submit];
    if (!isRight(s)) events.push(USER.typeRight);
    if (values.password !== WRONG.password) events.push(USER.typeWrong);
    if (values.username === "") events.push(USER.typeBlank);
    if (isRight(s) && values.rememberMe) events.push(USER.uncheckRememberMe);
    if (pristine) events.push(USER.focus, USER.logout);
    return events;
  },
  // The fingerprint is the stub's; whether the API was prefetched changes nothing else.
  summary: (s) => ({ value: s.value, ...s.context, fingerprint: undefined, prefetched: undefined }),
  describe: nameOf,
  isStable: (s) => s.matches("editing") || s.status === "done",
};

const coverage = new Coverage("auth (login)", authMachine);
const server = modelServer(coverage);

const execute = async (path: Path) => {
  const browser = browserFetch();
  const setCookies: string[] = [];
  const recording = {
    ...browser,
    fetch: (async (input, init) => {
      const response = await browser.fetch(input, init);
      setCookies.push(...response.headers.getSetCookie());
      return response;
    }) as typeof fetch,
  };
  const { fromApi } = apiFor(server, recording, "/publisher/login", TIMEOUT_MS);
  const effects: string[] = [];
  const payloads: LoginPayload[] = [];
  let fingerprintFails = false;
  const actor = createActor(
    authMachine.provide({
      actors: {
        takeFingerprint: fromPromise<string | undefined, void>(async () => {
          if (fingerprintFails) throw new Error("no fingerprint");
          return "fp-model";
        }),
        login: fromApi<LoginPayload, Publisher>((api, payload) => {
          payloads.push(payload);
          return api.auth.login({ payload });
        }),
      },
      actions: {
        prefetchApi: () => effects.push("prefetch"),
        sessionSignedIn: (_, { publisher }) => effects.push(`signedIn:${publisher.username}`),
        navigateToDashboard: () => effects.push("dashboard"),
        navigateToLogout: () => effects.push("logout"),
      },
    }),
    { inspect: coverageInspector(coverage) },
  );
  const snapshot = await executePath(model, path, {
    actor,
    arrange: async (outcomes) => {
      await fetch(`${server.url}/__mock/faults`, { method: "DELETE" });
      fingerprintFails = outcomes.includes(OUTCOMES.fingerprintFailed);
      if (outcomes.includes(OUTCOMES.fault500)) await server.fault({ route: "auth.login", status: 500, times: 1 });
      if (outcomes.includes(OUTCOMES.networkFailed)) await server.fault({ route: "auth.login", mode: "drop", times: 20 });
      if (outcomes.includes(OUTCOMES.timedOut)) await server.fault({ route: "auth.login", mode: "hang", times: 1 });
    },
  });
  return { snapshot, effects, payloads, browser, setCookies };
};

describe("auth (login, logout), model-based", () => {
  const paths = generatePaths(model);
  // A failed login followed by a successful retry ends like a first-time login, so the traversal
  // keeps only the shorter one: this path goes on from the failure to the dashboard.
  const failed = paths.find((p) => describePath(model, p) === "typeWrong → submit → fingerprintTaken → wrongPassword → typeRight");
  const retried = failed && extendPath(model, failed, (s) => s.matches("signedIn"));

  it("has a path for each spec scenario", () => {
    const names = paths.map((p) => p.steps.map((s) => nameOf(s.event)));
    expect(names.some((n) => n.includes("wrongPassword"))).toBe(true);
    expect(names.some((n) => n.includes("networkFailed"))).toBe(true);
    expect(names.some((n) => n.includes("fault500"))).toBe(true);
    expect(names.some((n) => n.includes("timedOut"))).toBe(true);
    expect(names.some((n) => n.at(-1) === "loggedIn")).toBe(true);
    expect(retried?.steps.map((s) => nameOf(s.event)).slice(-3)).toEqual(["submit", "fingerprintTaken", "loggedIn"]);
  });

  for (const path of [...paths, ...(retried ? [retried] : [])]) {
    it(`${JSON.stringify(path.state.value)} via ${describePath(model, path)}`, async () => {
      await server.reset();
      const { snapshot, effects, payloads, browser, setCookies } = await execute(path);
      const steps = path.steps.map((s) => nameOf(s.event));
      const last = steps.at(-1);

      if (snapshot.matches("signedIn")) {
        expect(effects.filter((e) => e !== "prefetch")).toEqual(["signedIn:demo", "dashboard"]);
        expect(browser.jar.has(SESSION_COOKIE)).toBe(true);
        const current = await browser.fetch(`${server.url}/publisher/api/publishers/current`);
        expect(current.status).toBe(200);
        const rememberMe = payloads.at(-1)!._remember_me;
        expect(rememberMe).toBe(!steps.includes("uncheckRememberMe"));
        const cookie = setCookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
        expect(/max-age=\d+/i.test(cookie)).toBe(rememberMe);
      } else {
        expect(browser.jar.has(SESSION_COOKIE)).toBe(false);
      }
      if (last === "wrongPassword" || last === "fault500" || last === "networkFailed" || last === "timedOut") {
        // The guard is released, and what was typed is kept.
        expect(snapshot.value).toBe("editing");
        expect(snapshot.context.values.username).not.toBe("");
        expect(snapshot.context.values.password).not.toBe("");
      }
      if (snapshot.matches("loggedOut")) expect(effects).toEqual(["logout"]);
      if (payloads.length > 0) {
        const fingerprints = payloads.map((p) => p.fingerprint);
        const taken = steps
          .filter((s) => s === "fingerprintTaken" || s === "fingerprintFailed")
          .map((s) => (s === "fingerprintTaken" ? "fp-model" : undefined));
        expect(fingerprints).toEqual(taken);
      }
    });
  }

  it("takes every reachable transition and visits every state", () => {
    const { missedTransitions, missedStates } = coverage.report();
    expect(missedStates).toEqual([]);
    expect(missedTransitions).toEqual([]);
  });
});
