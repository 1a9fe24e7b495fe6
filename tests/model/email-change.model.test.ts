/**
 * Model-based test of the e-mail change confirmation: paths generated from the machine with
 * xstate/graph, each executed by a fresh real actor against the running mock server with the token
 * of a real confirmation e-mail (the signed-in demo publisher asked for a new address first). An
 * expired token is arranged with the server's clock, a fault 500 and a dropped connection with
 * fault injection.
 */
import { describe, expect, it } from "vitest";
import { type EventObject, createActor, fromPromise } from "xstate";
import type { Publisher } from "../../contracts/publisher";
import { type EmailConfirmInput, emailChangeConfirmMachine } from "../../machines/email-change-confirm/email-change-confirm.machine";
import { GENERIC_ERROR_MESSAGE } from "../../src/api/catalogue";
import { type FlowModel, type ModelEvent, type Path, coverageInspector, describePath, executePath, generatePaths } from "./flow-paths";
import { Coverage, apiFor, browserFetch, modelServer } from "./harness";

const NEW_EMAIL = "demo.new@example.com";
const EXPIRED_TEXT = "The e-mail confirmation link is invalid or has expired.";

const OUTCOMES = {
  fingerprintTaken: { type: "xstate.done.actor.takeFingerprint", output: "fp-model" },
  fingerprintFailed: { type: "xstate.error.actor.takeFingerprint", error: new Error("no fingerprint") },
  confirmed: { type: "xstate.done.actor.confirmEmail", output: { email: NEW_EMAIL } },
  expiredToken: { type: "xstate.error.actor.confirmEmail", error: { _tag: "RequestFailed", status: 404, message: EXPIRED_TEXT } },
  fault500: { type: "xstate.error.actor.confirmEmail", error: { _tag: "RequestFailed", status: 500, message: "Injected fault: 500" } },
  networkFailed: { type: "xstate.error.actor.confirmEmail", error: { _tag: "NetworkFailed", message: GENERIC_ERROR_MESSAGE } },
} satisfies Record<string, ModelEvent>;

const nameOf = (event: EventObject): string => Object.entries(OUTCOMES).find(([, e]) => e === event)?.[0] ?? event.type;

const model: FlowModel = {
  machine: emailChangeConfirmMachine,
  input: { token: "model-token" },
  events: (s) => {
    if (s.matches("fingerprinting")) return [OUTCOMES.fingerprintTaken, OUTCOMES.fingerprintFailed];
    if (s.matches("confirming")) return [OUTCOMES.confirmed, OUTCOMES.expiredToken, OUTCOMES.fault500, OUTCOMES.networkFailed];
    return [];
  },
  // The token is the model's in the traversal and the mailbox's in the run.
  summary: (s) => ({ value: s.value, ...s.context, token: undefined, fingerprint: undefined }),
  describe: nameOf,
  isStable: (s) => s.matches("failed") || s.status === "done",
};

const coverage = new Coverage("e-mail change confirm", emailChangeConfirmMachine);
const server = modelServer(coverage);

/** The signed-in demo publisher asks for a new address; answers the confirmation e-mail's token. */
const requestEmailChange = async (browser: ReturnType<typeof browserFetch>) => {
  const json = { "content-type": "application/json" };
  const login = await browser.fetch(`${server.url}/publisher/api/login`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ username: "demo", password: "Demo-pass-1", _remember_me: false }),
  });
  expect(login.status).toBe(200);
  const patch = await browser.fetch(`${server.url}/publisher/api/publishers/1001`, {
    method: "PATCH",
    headers: { "content-type": "application/merge-patch+json" },
    body: JSON.stringify({ email: NEW_EMAIL }),
  });
  expect(patch.status).toBe(200);
  const [mail] = (await server.mailbox(NEW_EMAIL)).filter((m) => m.kind === "email_change");
  return mail!.token!;
};

const currentEmail = async (browser: ReturnType<typeof browserFetch>) =>
  ((await (await browser.fetch(`${server.url}/publisher/api/publishers/current`)).json()) as { email: string }).email;

const execute = async (path: Path) => {
  const browser = browserFetch();
  const token = await requestEmailChange(browser);
  const { fromApi } = apiFor(server, browser, `/publisher/email_update/confirm/${token}`);
  const effects: string[] = [];
  const calls: EmailConfirmInput[] = [];
  let fingerprintFails = false;
  const actor = createActor(
    emailChangeConfirmMachine.provide({
      actors: {
        takeFingerprint: fromPromise<string | undefined, void>(async () => {
          if (fingerprintFails) throw new Error("no fingerprint");
          return "fp-model";
        }),
        confirmEmail: fromApi<EmailConfirmInput, Publisher>((api, { token: t, ...payload }) => {
          calls.push({ token: t, ...payload });
          return api.auth.confirmEmailChange({ path: { token: t }, payload });
        }),
      },
      actions: { navigateToSettings: () => effects.push("settings"), notifyEmailUpdated: () => effects.push("Email updated") },
    }),
    { input: { token }, inspect: coverageInspector(coverage) },
  );
  const snapshot = await executePath(model, path, {
    actor,
    arrange: async (outcomes) => {
      await fetch(`${server.url}/__mock/faults`, { method: "DELETE" });
      fingerprintFails = outcomes.includes(OUTCOMES.fingerprintFailed);
      const route = "auth.confirmEmailChange";
      if (outcomes.includes(OUTCOMES.expiredToken)) await server.advanceClock("PT25H");
      if (outcomes.includes(OUTCOMES.fault500)) await server.fault({ route, status: 500, times: 1 });
      if (outcomes.includes(OUTCOMES.networkFailed)) await server.fault({ route, mode: "drop", times: 20 });
    },
  });
  return { snapshot, effects, calls, browser, token };
};

describe("e-mail change confirmation, model-based", () => {
  const paths = generatePaths(model);

  it("has paths for success, an expired token, a fault 500 and a network failure", () => {
    const lasts = new Set(paths.map((p) => nameOf(p.steps.at(-1)!.event)));
    for (const name of ["confirmed", "expiredToken", "fault500", "networkFailed"]) expect(lasts).toContain(name);
  });

  for (const path of paths) {
    it(`${JSON.stringify(path.state.value)} via ${describePath(model, path)}`, async () => {
      await server.reset();
      const { snapshot, effects, calls, browser, token } = await execute(path);
      const steps = path.steps.map((s) => nameOf(s.event));
      expect(calls).toEqual([{ token, ...(steps.includes("fingerprintTaken") ? { fingerprint: "fp-model" } : {}) }]);
      if (snapshot.matches("confirmed")) {
        expect(effects).toEqual(["settings", "Email updated"]);
        expect(await currentEmail(browser)).toBe(NEW_EMAIL);
      } else {
        expect(effects).toEqual([]);
        expect(await currentEmail(browser)).toBe("demo@example.com");
      }
      if (steps.at(-1) === "expiredToken") expect(snapshot.context.error).toEqual({ text: EXPIRED_TEXT });
      if (steps.at(-1) === "networkFailed") expect(snapshot.context.error).toEqual({ text: GENERIC_ERROR_MESSAGE });
    });
  }

  it("takes every reachable transition and visits every state", () => {
    const { missedTransitions, missedStates } = coverage.report();
    expect(missedStates).toEqual([]);
    expect(missedTransitions).toEqual([]);
  });
});
