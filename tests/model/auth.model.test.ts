/**
 * Model-based test of login and logout: paths generated from the auth machine with xstate/graph,
 * each executed by a fresh real actor against the running mock server through the real API
 * services. Wrong password, a fault 500, a dropped connection and a hung call (ended by a short
 * request timeout) are arranged on the server; the fingerprint's failure in the fingerprint actor.
 *
 * Two-step sign-in (docs/decisions/088-two-step-sign-in.md): the login's challenge is arranged by
 * turning it on for demo with a known secret (`/__mock/two-step`), a plain sign-in by turning it off;
 * the right code is the app's at the mock's now (typed when the step is taken), a recovery code one of
 * those the mock answered; a lock by five wrong codes sent with the actor's challenge, an expired
 * challenge by moving the mock's clock.
 */
import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, type EventObject, createActor, fromPromise } from "xstate";
import type { LoginPayload, TwoStepRequired } from "../../contracts/auth.contract";
import type { TwoStepVerify } from "../../contracts/two-step.contract";
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
import { TEST_SECRET, codeAt, wrongCodeAt } from "../fixtures/two-step-codes";

const RIGHT = { username: "demo", password: "Demo-pass-1" };
/** The request timeout of these runs: short, so that a hung login ends quickly. */
const TIMEOUT_MS = 1_500;
const WRONG = { username: "demo", password: "Wrong-pass-9" };
/** Not the app's code now, nor a step either side. */
const WRONG_CODE = wrongCodeAt(Date.now());
const EXPIRED = "The sign-in has expired. Please enter your password again.";
const challengeAnswer: TwoStepRequired = {
  "@type": "TwoStepRequired",
  twoStep: "required",
  challenge: "model-challenge",
  expiresAt: "2026-01-01T00:05:00Z",
};

/** The user's steps. */
const USER = {
  typeRight: { type: "field.change", values: RIGHT },
  typeWrong: { type: "field.change", values: WRONG },
  typeBlank: { type: "field.change", values: { username: "   " } },
  uncheckRememberMe: { type: "field.change", values: { rememberMe: false } },
  focus: { type: "field.focus" },
  submit: { type: "form.submit" },
  logout: { type: "session.logout" },
  // The second step. The right code and the recovery code are typed for real when the step is taken (`take`).
  typeCode: { type: "code.change", values: { oneTimeCode: "123456" } },
  typeWrongCode: { type: "code.change", values: { oneTimeCode: WRONG_CODE } },
  typeRecoveryCode: { type: "code.change", values: { recoveryCode: "recovery-code" } },
  useRecovery: { type: "code.method", method: "recovery" },
  useApp: { type: "code.method", method: "app" },
  submitCode: { type: "code.submit" },
  back: { type: "code.back" },
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
  challenged: { type: "xstate.done.actor.login", output: challengeAnswer },
  verified: { type: "xstate.done.actor.verifyCode", output: { username: "demo" } },
  wrongCode: {
    type: "xstate.error.actor.verifyCode",
    error: {
      _tag: "ValidationFailed",
      message: "oneTimeCode: The code is not valid.",
      violations: [{ propertyPath: "oneTimeCode", message: "The code is not valid." }],
    },
  },
  locked: {
    type: "xstate.error.actor.verifyCode",
    error: { _tag: "RequestFailed", status: 429, message: "Too many wrong codes. Try again later.", until: "2026-01-01T00:15:00Z" },
  },
  expired: { type: "xstate.error.actor.verifyCode", error: { _tag: "Unauthorized", message: EXPIRED } },
} satisfies Record<string, ModelEvent>;

const nameOf = (event: EventObject): string => Object.entries({ ...USER, ...OUTCOMES }).find(([, e]) => e === event)?.[0] ?? event.type;

const isRight = (s: AnyMachineSnapshot) => s.context.values.username === RIGHT.username && s.context.values.password === RIGHT.password;

/** A typed code as the model tells it: none, the wrong one, or the right one (whatever its digits). */
const codeKind = (code: string) => (code === "" ? "" : code === WRONG_CODE ? "wrong" : "right");

/** The second step's events: the user's in `editing`, the server's answers in `verifying`. */
const secondStepEvents = (s: AnyMachineSnapshot): EventObject[] => {
  const { codes, method, formError } = s.context as { codes: Record<string, string>; method: string; formError: { id?: string } | null };
  if (s.matches({ secondStep: "verifying" })) {
    if (method === "recovery") return [OUTCOMES.verified];
    return codeKind(codes.oneTimeCode!) === "wrong" ? [OUTCOMES.wrongCode] : [OUTCOMES.verified, OUTCOMES.expired, OUTCOMES.locked];
  }
  // Locked: nothing more is taken for a quarter of an hour.
  if (formError?.id === "auth.twoStep.locked") return [];
  const events: EventObject[] = [USER.submitCode];
  const pristine = codes.oneTimeCode === "" && codes.recoveryCode === "";
  if (method === "app") {
    if (codeKind(codes.oneTimeCode!) !== "right") events.push(USER.typeCode);
    if (codes.oneTimeCode === "") events.push(USER.typeWrongCode, USER.useRecovery);
  } else if (codes.recoveryCode === "") events.push(USER.typeRecoveryCode, USER.useApp);
  if (pristine) events.push(USER.back);
  return events;
};

const model: FlowModel = {
  machine: authMachine,
  events: (s) => {
    if (s.matches({ submitting: "fingerprinting" })) return [OUTCOMES.fingerprintTaken, OUTCOMES.fingerprintFailed];
    if (s.matches({ submitting: "loggingIn" }))
      return isRight(s)
        ? [OUTCOMES.loggedIn, OUTCOMES.challenged, OUTCOMES.fault500, OUTCOMES.networkFailed, OUTCOMES.timedOut]
        : [OUTCOMES.wrongPassword, OUTCOMES.fault500, OUTCOMES.networkFailed, OUTCOMES.timedOut];
    if (s.matches("secondStep")) return secondStepEvents(s);
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
  // The fingerprint is the stub's; whether the API was prefetched changes nothing else. The challenge,
  // the codes and the lock's end are the server's: the model tells them by kind.
  summary: (s) => ({
    value: s.value,
    ...s.context,
    fingerprint: undefined,
    prefetched: undefined,
    challenge: s.context.challenge !== null,
    codes: { oneTimeCode: codeKind(s.context.codes.oneTimeCode), recoveryCode: s.context.codes.recoveryCode !== "" },
    formError: s.context.formError && "id" in s.context.formError ? { id: s.context.formError.id } : s.context.formError,
  }),
  describe: nameOf,
  isStable: (s) => s.matches("editing") || s.matches({ secondStep: "editing" }) || s.status === "done",
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
  const verifies: TwoStepVerify[] = [];
  let fingerprintFails = false;
  // The mock's clock, as moved by this path; the recovery codes of the two-step sign-in turned on.
  let clockOffsetMs = 0;
  let recoveryCodes: string[] = [];
  const mockNow = () => Date.now() + clockOffsetMs;
  const actor = createActor(
    authMachine.provide({
      actors: {
        takeFingerprint: fromPromise<string | undefined, void>(async () => {
          if (fingerprintFails) throw new Error("no fingerprint");
          return "fp-model";
        }),
        login: fromApi<LoginPayload, Publisher | TwoStepRequired>((api, payload) => {
          payloads.push(payload);
          return api.auth.login({ payload });
        }),
        verifyCode: fromApi<TwoStepVerify, Publisher>((api, payload) => {
          verifies.push(payload);
          return api.twoStep.verify({ payload });
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
  const control = async (path: string, body: unknown) =>
    (
      await fetch(`${server.url}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })
    ).json();
  const snapshot = await executePath(model, path, {
    actor,
    arrange: async (outcomes, now) => {
      await fetch(`${server.url}/__mock/faults`, { method: "DELETE" });
      fingerprintFails = outcomes.includes(OUTCOMES.fingerprintFailed);
      if (outcomes.includes(OUTCOMES.fault500)) await server.fault({ route: "auth.login", status: 500, times: 1 });
      if (outcomes.includes(OUTCOMES.networkFailed)) await server.fault({ route: "auth.login", mode: "drop", times: 20 });
      if (outcomes.includes(OUTCOMES.timedOut)) await server.fault({ route: "auth.login", mode: "hang", times: 1 });
      if (outcomes.includes(OUTCOMES.challenged))
        recoveryCodes = ((await control("/__mock/two-step", { username: "demo", secret: TEST_SECRET })) as { recoveryCodes: string[] })
          .recoveryCodes;
      if (outcomes.includes(OUTCOMES.loggedIn)) await control("/__mock/two-step", { username: "demo", secret: null });
      if (outcomes.includes(OUTCOMES.expired)) {
        await server.advanceClock("PT6M");
        clockOffsetMs += 6 * 60_000;
      }
      if (outcomes.includes(OUTCOMES.locked)) {
        // Five wrong codes with this very challenge lock the second step.
        for (let i = 0; i < 5; i++)
          await fetch(`${server.url}/publisher/api/login/two_step`, {
            method: "POST",
            headers: { "content-type": "application/ld+json" },
            body: JSON.stringify({ challenge: now.context.challenge, oneTimeCode: wrongCodeAt(mockNow()) }),
          });
      }
    },
    take: (event) => {
      if (event === USER.typeCode) actor.send({ type: "code.change", values: { oneTimeCode: codeAt(mockNow()) } });
      else if (event === USER.typeRecoveryCode) actor.send({ type: "code.change", values: { recoveryCode: recoveryCodes[0]! } });
      else return false;
      return true;
    },
  });
  return { snapshot, effects, payloads, verifies, browser, setCookies };
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
    for (const outcome of ["challenged", "verified", "wrongCode", "locked", "expired"])
      expect(
        names.some((n) => n.includes(outcome)),
        outcome,
      ).toBe(true);
    expect(names.some((n) => n.includes("typeRecoveryCode") && n.at(-1) === "verified")).toBe(true);
    expect(retried?.steps.map((s) => nameOf(s.event)).slice(-3)).toEqual(["submit", "fingerprintTaken", "loggedIn"]);
  });

  for (const path of [...paths, ...(retried ? [retried] : [])]) {
    it(`${JSON.stringify(path.state.value)} via ${describePath(model, path)}`, async () => {
      await server.reset();
      const { snapshot, effects, payloads, verifies, browser, setCookies } = await execute(path);
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
      if (["wrongCode", "locked", "expired", "back"].includes(last!)) {
        // The second step keeps what was typed at the first; a refused code stays on its step.
        expect(snapshot.context.values).toMatchObject(RIGHT);
        expect(snapshot.value).toEqual(last === "expired" || last === "back" ? "editing" : { secondStep: "editing" });
        expect(browser.jar.has(SESSION_COOKIE)).toBe(false);
      }
      if (last === "expired") expect(snapshot.context.formError).toEqual({ text: EXPIRED });
      if (last === "locked") {
        const until = (snapshot.context.formError as { values: { until: number } }).values.until;
        expect(until - Date.now()).toBeGreaterThan(14 * 60_000);
      }
      if (steps.includes("challenged") && snapshot.matches("signedIn")) {
        // Signed in by the second step, with the challenge, the code of its method and the fingerprint.
        const sent = verifies.at(-1)!;
        expect(sent.challenge).not.toBe("");
        expect(Object.keys(sent).sort()).toEqual(
          [
            "challenge",
            steps.includes("typeRecoveryCode") ? "recoveryCode" : "oneTimeCode",
            ...(sent.fingerprint ? ["fingerprint"] : []),
          ].sort(),
        );
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
