/**
 * Model-based tests of the password reset: the request machine (e-mail → notice, one request per
 * 2 hours) and the confirm machine (new password with the e-mail's token → dashboard). Paths are
 * generated from each machine with xstate/graph and executed by a fresh real actor against the
 * running mock server: the 2-hour limit and the token's expiry are arranged with the server's
 * clock, a 422, a fault 500 and a dropped connection with fault injection.
 */
import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, type EventObject, createActor, fromPromise } from "xstate";
import { SESSION_COOKIE } from "../../contracts/cookies";
import type { TwoStepRequired } from "../../contracts/auth.contract";
import type { Publisher } from "../../contracts/publisher";
import {
  type ResetConfirmEvent,
  type ResetConfirmInput,
  passwordResetConfirmMachine,
} from "../../machines/password-reset/password-reset-confirm.machine";
import {
  type ResetRequestEvent,
  type ResetRequestPayload,
  passwordResetRequestMachine,
} from "../../machines/password-reset/password-reset-request.machine";
import { GENERIC_ERROR_MESSAGE } from "../../src/api/catalogue";
import { TEST_SECRET } from "../fixtures/two-step-codes";
import { type FlowModel, type ModelEvent, coverageInspector, describePath, executePath, extendPath, generatePaths } from "./flow-paths";
import { Coverage, apiFor, browserFetch, modelServer } from "./harness";

const EMAIL = "demo@example.com";
const LIMIT_TEXT = "A password reset e-mail was already sent. Only one request is allowed per 2 hours.";
const EXPIRED_TEXT = "The password reset link is invalid or has expired.";

const requestCoverage = new Coverage("password reset request", passwordResetRequestMachine);
const confirmCoverage = new Coverage("password reset confirm", passwordResetConfirmMachine);
const server = modelServer(requestCoverage, confirmCoverage);

const clearFaults = () => fetch(`${server.url}/__mock/faults`, { method: "DELETE" });
const post = (path: string, body: unknown) =>
  fetch(`${server.url}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

/** A 422 as the backend sends it, for the fault injection (the form's own rules match the server's). */
const violationList = (propertyPath: string, message: string) => ({
  "@context": "/publisher/api/contexts/ConstraintViolationList",
  "@type": "ConstraintViolationList",
  "hydra:title": "An error occurred",
  "hydra:description": `${propertyPath}: ${message}`,
  violations: [{ propertyPath, message }],
});

const nameIn =
  (...tables: Array<Record<string, EventObject>>) =>
  (event: EventObject): string =>
    tables.flatMap((t) => Object.entries(t)).find(([, e]) => e === event)?.[0] ?? event.type;

const fingerprintOutcomes = (id = "takeFingerprint") => ({
  fingerprintTaken: { type: `xstate.done.actor.${id}`, output: "fp-model" },
  fingerprintFailed: { type: `xstate.error.actor.${id}`, error: new Error("no fingerprint") },
});

describe("password reset request, model-based", () => {
  const USER = {
    typeEmail: { type: "field.change", values: { email: EMAIL } },
    typeBlank: { type: "field.change", values: { email: "   " } },
    typeInvalid: { type: "field.change", values: { email: "not-an-email" } },
    focus: { type: "field.focus" },
    submit: { type: "form.submit" },
    back: { type: "form.back" },
  } satisfies Record<string, ResetRequestEvent>;
  const BLOCKED = "This e-mail address cannot receive messages.";
  const OUTCOMES = {
    ...fingerprintOutcomes(),
    sent: { type: "xstate.done.actor.requestReset", output: undefined },
    secondWithin2Hours: { type: "xstate.error.actor.requestReset", error: { _tag: "RequestFailed", status: 429, message: LIMIT_TEXT } },
    rejected422: {
      type: "xstate.error.actor.requestReset",
      error: { _tag: "ValidationFailed", message: `email: ${BLOCKED}`, violations: [{ propertyPath: "email", message: BLOCKED }] },
    },
    fault500: { type: "xstate.error.actor.requestReset", error: { _tag: "RequestFailed", status: 500, message: "Injected fault: 500" } },
    networkFailed: { type: "xstate.error.actor.requestReset", error: { _tag: "NetworkFailed", message: GENERIC_ERROR_MESSAGE } },
  } satisfies Record<string, ModelEvent>;
  const nameOf = nameIn(USER, OUTCOMES);

  const model: FlowModel = {
    machine: passwordResetRequestMachine,
    events: (s) => {
      if (s.matches({ submitting: "fingerprinting" })) return [OUTCOMES.fingerprintTaken, OUTCOMES.fingerprintFailed];
      if (s.matches({ submitting: "requesting" }))
        return [OUTCOMES.sent, OUTCOMES.secondWithin2Hours, OUTCOMES.rejected422, OUTCOMES.fault500, OUTCOMES.networkFailed];
      if (s.matches("sent")) return [USER.back];
      const { values, errors, formError } = s.context;
      const pristine = values.email === "" && Object.keys(errors).length === 0 && formError === null;
      const events: EventObject[] = [USER.submit];
      if (values.email !== EMAIL) events.push(USER.typeEmail);
      if (values.email === "") events.push(USER.typeBlank, USER.typeInvalid);
      if (pristine) events.push(USER.focus, USER.back);
      return events;
    },
    summary: (s) => ({ value: s.value, ...s.context, fingerprint: undefined }),
    describe: nameOf,
    isStable: (s) => s.matches("editing") || s.matches("sent"),
  };

  const execute = async (path: Parameters<typeof executePath>[1]) => {
    const { fromApi } = apiFor(server, browserFetch(), "/publisher/reset_password");
    const effects: string[] = [];
    const payloads: ResetRequestPayload[] = [];
    let fingerprintFails = false;
    /** Whether a request for the address was made within the last 2 hours (by the arrangement). */
    let limited = false;
    const actor = createActor(
      passwordResetRequestMachine.provide({
        actors: {
          takeFingerprint: fromPromise<string | undefined, void>(async () => {
            if (fingerprintFails) throw new Error("no fingerprint");
            return "fp-model";
          }),
          requestReset: fromApi<ResetRequestPayload, void>((api, payload) => {
            payloads.push(payload);
            return api.auth.requestPasswordReset({ payload });
          }),
        },
        actions: {
          prefetchApi: () => effects.push("prefetch"),
          navigateToLogin: () => effects.push("login"),
          showViolations: (_, { violations }) => violations.forEach((v) => effects.push(`toast:${v.message}`)),
        },
      }),
      { inspect: coverageInspector(requestCoverage) },
    );
    const snapshot = await executePath(model, path, {
      actor,
      arrange: async (outcomes) => {
        await clearFaults();
        fingerprintFails = outcomes.includes(OUTCOMES.fingerprintFailed);
        if (outcomes.includes(OUTCOMES.secondWithin2Hours) && !limited) {
          expect((await post("/publisher/api/reset_password/send_email", { email: EMAIL })).status).toBe(204);
          limited = true;
        }
        if (outcomes.includes(OUTCOMES.sent) && limited) {
          await server.advanceClock("PT2H1M");
          limited = false;
        }
        const route = "auth.requestPasswordReset";
        if (outcomes.includes(OUTCOMES.rejected422))
          await post("/__mock/faults", { route, status: 422, times: 1, body: violationList("email", BLOCKED) });
        if (outcomes.includes(OUTCOMES.fault500)) await server.fault({ route, status: 500, times: 1 });
        if (outcomes.includes(OUTCOMES.networkFailed)) await server.fault({ route, mode: "drop", times: 20 });
      },
    });
    return { snapshot, effects, payloads };
  };

  const paths = generatePaths(model);
  // Refused within the 2 hours, then accepted once they have passed (the traversal keeps only the
  // shorter way to the notice, so this path goes on from the refusal).
  const refused = paths.find((p) => describePath(model, p) === "typeEmail → submit → fingerprintTaken → secondWithin2Hours");
  const laterAccepted = refused && extendPath(model, refused, (s) => s.matches("sent"));

  it("has paths for the notice, the 2-hour limit, a 422, a fault 500 and a network failure", () => {
    const lasts = new Set(paths.map((p) => nameOf(p.steps.at(-1)!.event)));
    for (const name of ["sent", "secondWithin2Hours", "rejected422", "fault500", "networkFailed"]) expect(lasts).toContain(name);
    expect(laterAccepted && describePath(model, laterAccepted)).toBe(
      "typeEmail → submit → fingerprintTaken → secondWithin2Hours → submit → fingerprintTaken → sent",
    );
  });

  for (const path of [...paths, ...(laterAccepted ? [laterAccepted] : [])]) {
    it(`${JSON.stringify(path.state.value)} via ${describePath(model, path)}`, async () => {
      await server.reset();
      const { snapshot, effects, payloads } = await execute(path);
      const steps = path.steps.map((s) => nameOf(s.event));
      const last = steps.at(-1);
      if (last === "sent") {
        const mails = await server.mailbox(EMAIL);
        // One e-mail per accepted request (the arranged earlier request sent one too).
        expect(mails.filter((m) => m.kind === "password_reset")).toHaveLength(steps.includes("secondWithin2Hours") ? 2 : 1);
        expect(payloads.at(-1)).toEqual({ email: EMAIL, ...(steps.at(-2) === "fingerprintTaken" ? { fingerprint: "fp-model" } : {}) });
      }
      if (last === "secondWithin2Hours") expect(snapshot.context.formError).toEqual({ text: LIMIT_TEXT });
      if (last === "rejected422") {
        expect(snapshot.context.errors).toEqual({ email: [{ text: BLOCKED }] });
        expect(effects.filter((e) => e.startsWith("toast:"))).toEqual([]);
      }
      if (snapshot.matches("editing") && payloads.length > 0) expect(snapshot.context.values.email).toBe(EMAIL);
      expect(effects.filter((e) => e === "login")).toHaveLength(steps.filter((s) => s === "back").length);
    });
  }

  it("takes every reachable transition and visits every state", () => {
    const { missedTransitions, missedStates } = requestCoverage.report();
    expect(missedStates).toEqual([]);
    expect(missedTransitions).toEqual([]);
  });
});

describe("password reset confirm, model-based", () => {
  const NEW_PASSWORD = "Fresh-pass-42";
  const USER = {
    typeNew: { type: "field.change", values: { plainPassword: NEW_PASSWORD, repeatPlainPassword: NEW_PASSWORD } },
    typeMismatch: { type: "field.change", values: { repeatPlainPassword: "Other-pass-43" } },
    typeBlank: { type: "field.change", values: { plainPassword: "   " } },
    focus: { type: "field.focus" },
    submit: { type: "form.submit" },
  } satisfies Record<string, ResetConfirmEvent>;
  const WEAK = "This password is too weak.";
  const OUTCOMES = {
    ...fingerprintOutcomes(),
    confirmed: { type: "xstate.done.actor.confirmReset", output: { username: "demo" } },
    // Two-step sign-in on: the password is changed, no session; the login asks for the code.
    challenged: {
      type: "xstate.done.actor.confirmReset",
      output: { "@type": "TwoStepRequired", twoStep: "required", challenge: "model-challenge", expiresAt: "2026-01-01T00:05:00Z" },
    },
    expiredToken: { type: "xstate.error.actor.confirmReset", error: { _tag: "RequestFailed", status: 404, message: EXPIRED_TEXT } },
    rejected422: {
      type: "xstate.error.actor.confirmReset",
      error: {
        _tag: "ValidationFailed",
        message: `plainPassword: ${WEAK}`,
        violations: [{ propertyPath: "plainPassword", message: WEAK }],
      },
    },
    fault500: { type: "xstate.error.actor.confirmReset", error: { _tag: "RequestFailed", status: 500, message: "Injected fault: 500" } },
    networkFailed: { type: "xstate.error.actor.confirmReset", error: { _tag: "NetworkFailed", message: GENERIC_ERROR_MESSAGE } },
  } satisfies Record<string, ModelEvent>;
  const nameOf = nameIn(USER, OUTCOMES);
  const valid = (s: AnyMachineSnapshot) =>
    s.context.values.plainPassword === NEW_PASSWORD && s.context.values.repeatPlainPassword === NEW_PASSWORD;

  const model: FlowModel = {
    machine: passwordResetConfirmMachine,
    input: { token: "model-token" },
    events: (s) => {
      if (s.matches({ submitting: "fingerprinting" })) return [OUTCOMES.fingerprintTaken, OUTCOMES.fingerprintFailed];
      if (s.matches({ submitting: "confirming" }))
        return [
          OUTCOMES.confirmed,
          OUTCOMES.challenged,
          OUTCOMES.expiredToken,
          OUTCOMES.rejected422,
          OUTCOMES.fault500,
          OUTCOMES.networkFailed,
        ];
      if (!s.matches("editing")) return [];
      const { values, errors, formError } = s.context;
      const pristine = values.plainPassword === "" && Object.keys(errors).length === 0 && formError === null;
      const events: EventObject[] = [USER.submit];
      if (!valid(s)) events.push(USER.typeNew);
      if (valid(s)) events.push(USER.typeMismatch);
      if (values.plainPassword === "") events.push(USER.typeBlank);
      if (pristine) events.push(USER.focus);
      return events;
    },
    // The token is the model's in the traversal and the mailbox's in the run.
    summary: (s) => ({ value: s.value, ...s.context, token: undefined, fingerprint: undefined }),
    describe: nameOf,
    isStable: (s) => s.matches("editing") || s.status === "done",
  };

  const execute = async (path: Parameters<typeof executePath>[1]) => {
    // A real reset e-mail's token.
    expect((await post("/publisher/api/reset_password/send_email", { email: EMAIL })).status).toBe(204);
    const token = (await server.mailbox(EMAIL)).find((m) => m.kind === "password_reset")!.token!;
    const startedAt = ((await (await fetch(`${server.url}/__mock/clock`)).json()) as { now: string }).now;
    const browser = browserFetch();
    const { fromApi } = apiFor(server, browser, `/publisher/reset_password/confirm/${token}`);
    const effects: string[] = [];
    const calls: ResetConfirmInput[] = [];
    let fingerprintFails = false;
    let expired = false;
    const actor = createActor(
      passwordResetConfirmMachine.provide({
        actors: {
          takeFingerprint: fromPromise<string | undefined, void>(async () => {
            if (fingerprintFails) throw new Error("no fingerprint");
            return "fp-model";
          }),
          confirmReset: fromApi<ResetConfirmInput, Publisher | TwoStepRequired>((api, { token: t, ...payload }) => {
            calls.push({ token: t, ...payload });
            return api.auth.confirmPasswordReset({ path: { token: t }, payload });
          }),
        },
        actions: {
          prefetchApi: () => effects.push("prefetch"),
          sessionSignedIn: (_, { publisher }) => effects.push(`signedIn:${publisher.username}`),
          navigateToDashboard: () => effects.push("dashboard"),
          navigateToLoginWithCode: () => effects.push("loginWithCode"),
          showViolations: (_, { violations }) => violations.forEach((v) => effects.push(`toast:${v.message}`)),
        },
      }),
      { input: { token }, inspect: coverageInspector(confirmCoverage) },
    );
    const snapshot = await executePath(model, path, {
      actor,
      arrange: async (outcomes) => {
        await clearFaults();
        fingerprintFails = outcomes.includes(OUTCOMES.fingerprintFailed);
        if (outcomes.includes(OUTCOMES.challenged))
          expect((await post("/__mock/two-step", { username: "demo", secret: TEST_SECRET })).status).toBe(200);
        if (outcomes.includes(OUTCOMES.expiredToken) && !expired) {
          await server.advanceClock("PT25H");
          expired = true;
        }
        if (outcomes.includes(OUTCOMES.confirmed) && expired) {
          expect((await post("/__mock/clock", { set: startedAt })).status).toBe(200);
          expired = false;
        }
        const route = "auth.confirmPasswordReset";
        if (outcomes.includes(OUTCOMES.rejected422))
          await post("/__mock/faults", { route, status: 422, times: 1, body: violationList("plainPassword", WEAK) });
        if (outcomes.includes(OUTCOMES.fault500)) await server.fault({ route, status: 500, times: 1 });
        if (outcomes.includes(OUTCOMES.networkFailed)) await server.fault({ route, mode: "drop", times: 20 });
      },
    });
    return { snapshot, effects, calls, browser, token };
  };

  const paths = generatePaths(model);

  it("has paths for success, two-step sign-in, an expired token, a 422, a fault 500 and a network failure", () => {
    const lasts = new Set(paths.map((p) => nameOf(p.steps.at(-1)!.event)));
    for (const name of ["confirmed", "challenged", "expiredToken", "rejected422", "fault500", "networkFailed"])
      expect(lasts).toContain(name);
  });

  for (const path of paths) {
    it(`${JSON.stringify(path.state.value)} via ${describePath(model, path)}`, async () => {
      await server.reset();
      const { snapshot, effects, calls, browser, token } = await execute(path);
      const last = nameOf(path.steps.at(-1)!.event);
      expect(calls.every((c) => c.token === token)).toBe(true);
      if (snapshot.matches("done")) {
        expect(effects.filter((e) => e !== "prefetch")).toEqual(["signedIn:demo", "dashboard"]);
        expect(browser.jar.has(SESSION_COOKIE)).toBe(true);
        const login = await post("/publisher/api/login", { username: "demo", password: NEW_PASSWORD, _remember_me: false });
        expect(login.status).toBe(200);
      } else if (snapshot.matches("signInWithCode")) {
        // The password is changed, nobody is signed in: the login with it asks for the code.
        expect(effects.filter((e) => e !== "prefetch")).toEqual(["loginWithCode"]);
        expect(browser.jar.has(SESSION_COOKIE)).toBe(false);
        const login = await post("/publisher/api/login", { username: "demo", password: NEW_PASSWORD, _remember_me: false });
        expect(await login.json()).toMatchObject({ "@type": "TwoStepRequired", twoStep: "required" });
        const old = await post("/publisher/api/login", { username: "demo", password: "Demo-pass-1", _remember_me: false });
        expect(old.status).toBe(401);
      } else {
        const old = await post("/publisher/api/login", { username: "demo", password: "Demo-pass-1", _remember_me: false });
        expect(old.status).toBe(200);
      }
      if (last === "expiredToken") {
        expect(snapshot.context.formError).toEqual({ text: EXPIRED_TEXT });
        expect(snapshot.context.values.plainPassword).toBe(NEW_PASSWORD);
      }
      if (last === "rejected422") expect(snapshot.context.errors).toEqual({ plainPassword: [{ text: WEAK }] });
    });
  }

  it("takes every reachable transition and visits every state", () => {
    const { missedTransitions, missedStates } = confirmCoverage.report();
    expect(missedStates).toEqual([]);
    expect(missedTransitions).toEqual([]);
  });
});
