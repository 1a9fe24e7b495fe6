/**
 * Model-based test of Settings › Two-step sign-in (issue 37 item 1): paths generated from the flow
 * with xstate/graph, each executed by a fresh real actor against the mock server through the real
 * client and the tab's own calls, signed in as demo. Arranged before the step that causes them: the
 * status on (turned on with a known secret, `/__mock/two-step`) or off, a failed call (a fault), a
 * lock (five wrong codes sent first). The app's code is typed for real: the one of the enrolment's
 * secret (or the known one) at the mock's now, the clock moved on a step before each, so a code is
 * never one used already; a recovery code is one the server answered.
 */
import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, type EventObject, createActor } from "xstate";
import { type TwoStepContext, type TwoStepEvent, twoStepMachine } from "../../machines/two-step/two-step.machine";
import { beginCall, confirmCall, disableCall, regenerateCall, statusCall } from "../../src/features/settings/two-step/two-step-calls";
import { TEST_SECRET, codeAt, wrongCodeAt } from "../fixtures/two-step-codes";
import { type FlowModel, type Path, coverageInspector, describePath, executePath, generatePaths } from "./flow-paths";
import { Coverage, apiFor, modelServer, signedInBrowser } from "./harness";

const ctx = (s: AnyMachineSnapshot) => s.context as TwoStepContext;
const WRONG = "000000";
const fault = { _tag: "RequestFailed", status: 500, message: "Injected fault: 500" };
const wrongCode = (field: string, message: string) => ({
  _tag: "ValidationFailed",
  message: `${field}: ${message}`,
  violations: [{ propertyPath: field, message }],
});
const CODES = { recoveryCodes: Array.from({ length: 10 }, (_, i) => `aaaa${i}-bbbbb`) };

const OUTCOMES = {
  loadedOff: { type: "xstate.done.actor.loadStatus", output: { enabled: false, enabledAt: null, recoveryCodesLeft: 0 } },
  loadedOn: { type: "xstate.done.actor.loadStatus", output: { enabled: true, enabledAt: "2026-01-01T00:00:00Z", recoveryCodesLeft: 10 } },
  loadFault: { type: "xstate.error.actor.loadStatus", error: fault },
  begun: { type: "xstate.done.actor.beginEnrolment", output: { secret: TEST_SECRET, otpauthUri: "otpauth://totp/x" } },
  beginFault: { type: "xstate.error.actor.beginEnrolment", error: fault },
  confirmed: { type: "xstate.done.actor.confirmEnrolment", output: CODES },
  wrongConfirm: { type: "xstate.error.actor.confirmEnrolment", error: wrongCode("oneTimeCode", "The code is not valid.") },
  locked: {
    type: "xstate.error.actor.confirmEnrolment",
    error: { _tag: "RequestFailed", status: 429, message: "Too many wrong codes. Try again later.", until: "2026-01-01T00:15:00Z" },
  },
  regenerated: { type: "xstate.done.actor.regenerateCodes", output: CODES },
  wrongRegenerate: { type: "xstate.error.actor.regenerateCodes", error: wrongCode("oneTimeCode", "The code is not valid.") },
  disabled: { type: "xstate.done.actor.disableTwoStep", output: undefined },
  wrongDisableCode: { type: "xstate.error.actor.disableTwoStep", error: wrongCode("oneTimeCode", "The code is not valid.") },
  wrongDisable: {
    type: "xstate.error.actor.disableTwoStep",
    error: wrongCode("recoveryCode", "The recovery code is not valid or was already used."),
  },
} satisfies Record<string, EventObject & Record<string, unknown>>;

const USER = {
  retry: { type: "status.retry" },
  enable: { type: "twoStep.enable" },
  disable: { type: "twoStep.disable" },
  regenerate: { type: "twoStep.regenerate" },
  retryBegin: { type: "enrolment.retry" },
  typeCode: { type: "code.change", values: { oneTimeCode: "123456" } },
  typeWrongCode: { type: "code.change", values: { oneTimeCode: WRONG } },
  typeRecovery: { type: "code.change", values: { recoveryCode: "recovery-code" } },
  typeWrongRecovery: { type: "code.change", values: { recoveryCode: "wrong-codes" } },
  useRecovery: { type: "code.method", method: "recovery" },
  submit: { type: "code.submit" },
  // Cancel of each dialog: one event, named apart so that each dialog's Cancel ends a path of its own.
  cancel: { type: "dialog.cancel" },
  cancelRegenerate: { type: "dialog.cancel" },
  cancelDisable: { type: "dialog.cancel" },
  done: { type: "codes.done" },
} satisfies Record<string, TwoStepEvent>;

const nameOf = (event: EventObject): string => Object.entries({ ...USER, ...OUTCOMES }).find(([, e]) => e === event)?.[0] ?? event.type;

const kind = (code: string, wrong: string) => (code === "" ? "" : code === wrong ? "wrong" : "right");

const model: FlowModel = {
  machine: twoStepMachine,
  events: (s) => {
    const c = ctx(s);
    if (s.matches("loading")) return c.status === null ? [OUTCOMES.loadedOff, OUTCOMES.loadedOn, OUTCOMES.loadFault] : [OUTCOMES.loadedOn];
    if (s.matches("loadFailed")) return [USER.retry];
    if (s.matches("idle")) return c.status?.enabled ? [USER.disable, USER.regenerate] : [USER.enable];
    if (s.matches({ enrolling: "beginning" })) return [OUTCOMES.begun, OUTCOMES.beginFault];
    if (s.matches({ enrolling: "beginFailed" })) return [USER.retryBegin, USER.cancel];
    if (s.matches("revealed")) return [USER.done];
    const app = kind(c.codes.oneTimeCode, WRONG);
    const recovery = kind(c.codes.recoveryCode, "wrong-codes");
    if (s.matches({ enrolling: "confirming" })) return app === "wrong" ? [OUTCOMES.wrongConfirm] : [OUTCOMES.confirmed, OUTCOMES.locked];
    if (s.matches({ regenerating: "sending" })) return app === "wrong" ? [OUTCOMES.wrongRegenerate] : [OUTCOMES.regenerated];
    if (s.matches({ disabling: "sending" })) {
      if (c.method === "recovery") return recovery === "wrong" ? [OUTCOMES.wrongDisable] : [OUTCOMES.disabled];
      return app === "wrong" ? [OUTCOMES.wrongDisableCode] : [OUTCOMES.disabled];
    }
    // A dialog's code form. Locked: only Cancel.
    const cancel = s.matches("regenerating") ? USER.cancelRegenerate : s.matches("disabling") ? USER.cancelDisable : USER.cancel;
    if (c.formError !== null && "id" in c.formError) return [cancel];
    const events: EventObject[] = [USER.submit, cancel];
    if (c.method === "app") {
      if (app !== "right") events.push(USER.typeCode);
      if (app === "") events.push(USER.typeWrongCode);
      if (app === "" && s.matches("disabling")) events.push(USER.useRecovery);
    } else {
      if (recovery !== "right") events.push(USER.typeRecovery);
      if (recovery === "") events.push(USER.typeWrongRecovery);
    }
    return events;
  },
  summary: (s) => {
    const c = ctx(s);
    return {
      value: s.value,
      enabled: c.status?.enabled ?? null,
      loadError: c.loadError !== null,
      enrolment: c.enrolment !== null,
      codes: { app: kind(c.codes.oneTimeCode, WRONG), recovery: kind(c.codes.recoveryCode, "wrong-codes") },
      method: c.method,
      errors: c.errors,
      formError: c.formError && "id" in c.formError ? c.formError.id : c.formError,
      recoveryCodes: c.recoveryCodes?.length ?? null,
    };
  },
  describe: nameOf,
  isStable: (s) =>
    [
      "idle",
      "loadFailed",
      "revealed",
      { enrolling: "beginFailed" },
      { enrolling: "editing" },
      { regenerating: "editing" },
      { disabling: "editing" },
    ].some((v) => s.matches(v as never)),
};

const coverage = new Coverage("two-step sign-in (settings)", twoStepMachine);
const server = modelServer(coverage);

const execute = async (path: Path) => {
  const browser = await signedInBrowser(server);
  const { fromApi } = apiFor(server, browser, "/publisher/settings");
  const effects: string[] = [];
  const actor = createActor(
    twoStepMachine.provide({
      actors: {
        loadStatus: fromApi(statusCall),
        beginEnrolment: fromApi(beginCall),
        confirmEnrolment: fromApi(confirmCall),
        regenerateCodes: fromApi(regenerateCall),
        disableTwoStep: fromApi(disableCall),
      },
      actions: { notifyDisabled: () => effects.push("disabled") },
    }),
    { inspect: coverageInspector(coverage) },
  );
  let clockOffsetMs = 0;
  let recoveryCodes: ReadonlyArray<string> = [];
  const mockNow = () => Date.now() + clockOffsetMs;
  const secretNow = () => (actor.getSnapshot() as AnyMachineSnapshot).context.enrolment?.secret ?? TEST_SECRET;
  const post = (path: string, body: unknown) =>
    browser.fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/ld+json" },
      body: JSON.stringify(body),
    });
  const snapshot = await executePath(model, path, {
    actor,
    take: (event) => {
      if (event === USER.typeCode) actor.send({ type: "code.change", values: { oneTimeCode: codeAt(mockNow(), secretNow()) } });
      else if (event === USER.typeRecovery) actor.send({ type: "code.change", values: { recoveryCode: recoveryCodes[0]! } });
      else return false;
      return true;
    },
    arrange: async (outcomes, at) => {
      await fetch(`${server.url}/__mock/faults`, { method: "DELETE" });
      if (at.matches("revealed")) recoveryCodes = ctx(at).recoveryCodes ?? recoveryCodes;
      // A code is about to be typed: the clock moves on a step, so that it is never one used already.
      if (["enrolling", "regenerating", "disabling"].some((v) => at.matches(v)) && ctx(at).codes.oneTimeCode === "") {
        await server.advanceClock("PT30S");
        clockOffsetMs += 30_000;
      }
      for (const outcome of outcomes) {
        if (outcome === OUTCOMES.loadedOn)
          if (ctx(at).status === null)
            recoveryCodes = (
              (await (
                await fetch(`${server.url}/__mock/two-step`, {
                  method: "POST",
                  headers: { "content-type": "application/json" },
                  body: JSON.stringify({ username: "demo", secret: TEST_SECRET }),
                })
              ).json()) as { recoveryCodes: string[] }
            ).recoveryCodes;
        if (outcome === OUTCOMES.loadFault) await server.fault({ route: "twoStep.status", status: 500, times: 1 });
        if (outcome === OUTCOMES.beginFault) await server.fault({ route: "twoStep.begin", status: 500, times: 1 });
        if (outcome === OUTCOMES.locked)
          for (let i = 0; i < 5; i++)
            await post("/publisher/api/two_step/enrolment/confirm", { oneTimeCode: wrongCodeAt(mockNow(), secretNow()) });
      }
    },
  });
  return { snapshot, effects, browser, mockNow };
};

describe("two-step sign-in in Settings, model-based", () => {
  const paths = generatePaths(model);

  it("has paths through turning on, new codes, turning off by a recovery code, each refusal, the lock and the failures", () => {
    const names = new Set(paths.flatMap((p) => p.steps.map((s) => nameOf(s.event))));
    for (const name of Object.keys(OUTCOMES)) expect(names).toContain(name);
  });

  for (const path of paths) {
    it(`${JSON.stringify(path.state.value)} via ${describePath(model, path)}`, async () => {
      await server.reset();
      const { snapshot, effects, browser } = await execute(path);
      const c = ctx(snapshot);
      const steps = path.steps.map((s) => nameOf(s.event));
      expect(effects).toHaveLength(steps.filter((s) => s === "disabled").length);
      // What the flow says of the status is the server's.
      if (snapshot.matches("idle")) {
        const held = (await (await browser.fetch(`${server.url}/publisher/api/two_step`)).json()) as { enabled: boolean };
        expect(c.status?.enabled).toBe(held.enabled);
      }
      if (snapshot.matches("revealed")) {
        expect(c.recoveryCodes).toHaveLength(10);
        for (const code of c.recoveryCodes!) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      } else expect(c.recoveryCodes).toBeNull();
      if (steps.at(-1) === "locked") {
        const until = (c.formError as unknown as { values: { until: number } }).values.until;
        expect(until).toBeGreaterThan(Date.now());
      }
    });
  }

  it("takes every transition and visits every state", () => {
    const { missedStates, missedTransitions } = coverage.report();
    expect(missedStates).toEqual([]);
    expect(missedTransitions).toEqual([]);
  });
});
