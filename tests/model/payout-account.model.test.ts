/**
 * Model-based test of the payout account lifecycle (issue 11): paths generated from the machine with
 * xstate/graph, each executed by a fresh real actor whose actors are the portal's own
 * (src/features/settings/payout-flow.ts) over the real API services, against the running mock
 * server signed in as demo (accounts 1 active, 2 and 3). The pin is the one the mock mailed; an
 * expired pin is arranged with the server's clock, failed calls with fault injection, a cancelled
 * load with a hanging list. After every path the server's accounts are the model's.
 */
import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, type EventObject, createActor } from "xstate";
import type { PaymentMethod, PayoutAccount } from "../../contracts/payout.contract";
import { hasErrors } from "../../machines/form/form-model";
import { type PayoutAccountContext, payoutAccountMachine } from "../../machines/payout-account/payout-account.machine";
import { Temporal } from "temporal-polyfill";
import { PAYMENT_METHODS, seedPayoutAccounts } from "../../mock-server/store/seed";
import { payoutActors } from "../../src/features/settings/payout-flow";
import {
  type FlowModel,
  type ModelEvent,
  type Path,
  coverageInspector,
  describePath,
  executePath,
  generatePaths,
  isOutcome,
} from "./flow-paths";
import { Coverage, apiFor, modelServer, signedInBrowser } from "./harness";

const API = "/publisher/api";
const account = (
  id: number,
  methodId: number,
  active: boolean,
  value = "model",
  minimalPaymentAmount: number | null = 100,
): PayoutAccount => ({
  "@id": `${API}/publisher_payout_accounts/${id}`,
  "@type": "PublisherPayoutAccount",
  id,
  method: `${API}/payment_methods/${methodId}`,
  account: value,
  active,
  minimalPaymentAmount,
  createdAt: "2026-01-01T00:00:00Z",
});
/** Demo's seeded accounts, as the server lists them after a reset (the model's oracle). */
const SEEDED = seedPayoutAccounts(Temporal.Now.instant()).map((a) =>
  account(a.id, a.methodId, a.active, a.account, a.minimalPaymentAmount),
);
const shape = (accounts: ReadonlyArray<PayoutAccount>) => accounts.map((a) => `${a.id}${a.active ? "*" : ""}`).join(",");
const METHODS: ReadonlyArray<PaymentMethod> = PAYMENT_METHODS;
const fault500 = { _tag: "RequestFailed", status: 500, message: "Injected fault: 500" };
const EXPIRED = "The pin has expired. Request a new one.";
const pinRefused = (message: string) => ({
  _tag: "ValidationFailed",
  status: 422,
  message: `pin: ${message}`,
  violations: [{ propertyPath: "pin", message }],
});

const OUTCOMES = {
  loaded: { type: "xstate.done.actor.loadAccounts", output: { accounts: SEEDED, methods: METHODS } },
  loadFault: { type: "xstate.error.actor.loadAccounts", error: fault500 },
  validated: { type: "xstate.done.actor.validateAccount", output: undefined },
  validateFault: { type: "xstate.error.actor.validateAccount", error: fault500 },
  created: { type: "xstate.done.actor.saveAccount", output: account(100, 2, false) },
  edited: { type: "xstate.done.actor.saveAccount", output: account(2, 2, false) },
  saveFault: { type: "xstate.error.actor.saveAccount", error: fault500 },
  activated: { type: "xstate.done.actor.activateAccount", output: account(2, 4, true) },
  activateFault: { type: "xstate.error.actor.activateAccount", error: fault500 },
  pinSent: { type: "xstate.done.actor.requestPin", output: undefined },
  pinFault: { type: "xstate.error.actor.requestPin", error: fault500 },
  removed: { type: "xstate.done.actor.removeAccount", output: undefined },
  wrongPin: { type: "xstate.error.actor.removeAccount", error: pinRefused("The pin is invalid.") },
  expiredPin: { type: "xstate.error.actor.removeAccount", error: pinRefused(EXPIRED) },
} satisfies Record<string, ModelEvent>;

/** The pin the user types: the mailed one (replaced by the mailbox's in the run), a wrong one, or nothing. */
const MAILED = "mailed-pin";
const WRONG = "wrong-pin";
const VALID = { method: `${API}/payment_methods/2`, account: "Z123456789012", minimalPaymentAmount: "20" };
const INVALID = { account: "Z" };

const nameOf = (event: EventObject): string => {
  if ("name" in event) return String(event.name);
  const outcome = Object.entries(OUTCOMES).find(([, e]) => e === event)?.[0];
  if (outcome) return outcome;
  if ("id" in event) return `${event.type}(${String(event.id)})`;
  if (event.type === "pin.change") return `pin.change(${String((event as ModelEvent).pin)})`;
  if (event.type === "field.change") return (event as ModelEvent).values === VALID ? "field.change(valid)" : "field.change(invalid)";
  return event.type;
};

const ctx = (s: AnyMachineSnapshot) => s.context as PayoutAccountContext;
const expiredShown = (c: PayoutAccountContext) => c.pinErrors.some((m) => "text" in m && m.text === EXPIRED);

const model: FlowModel = {
  machine: payoutAccountMachine,
  events: (s) => {
    const c = ctx(s);
    // A load answers what the server holds: the seed at first, then what the flow made of it.
    if (s.matches("loading"))
      return [
        { ...OUTCOMES.loaded, name: "loaded", output: { accounts: c.accounts.length === 0 ? SEEDED : c.accounts, methods: METHODS } },
        OUTCOMES.loadFault,
        { type: "list.cancel" },
      ];
    if (s.matches("loadFailed")) return [{ type: "list.retry" }];
    // Once the list has changed, the user only reloads it (the server must agree): the paths stay few.
    if (s.matches("idle") && ((c.accounts.length > 0 && shape(c.accounts) !== shape(SEEDED)) || c.notice !== null))
      return [{ type: "list.retry" }];
    if (s.matches("idle")) {
      const ids = c.accounts.map((a) => a.id);
      return [
        { type: "account.create" },
        ...(ids.includes(2)
          ? [
              { type: "account.edit", id: 2 },
              { type: "account.activate", id: 2 },
              { type: "account.delete", id: 2 },
            ]
          : []),
        ...(ids.includes(1) ? [{ type: "account.delete", id: 1 }] : []),
        { type: "list.retry" },
      ];
    }
    // On the form: the user types valid or invalid values once each; after a message, they fix it, retry or leave.
    if (s.matches({ editing: "form" }) && hasErrors(c.errors)) return [{ type: "field.change", values: VALID }, { type: "form.cancel" }];
    if (s.matches({ editing: "form" }) && c.formError !== null) return [{ type: "form.submit" }, { type: "form.cancel" }];
    if (s.matches({ editing: "form" }))
      return [
        ...(c.values.account === VALID.account ? [] : [{ type: "field.change", values: VALID }]),
        ...(c.values.account === INVALID.account ? [] : [{ type: "field.change", values: INVALID }]),
        { type: "form.submit" },
        { type: "form.cancel" },
      ];
    if (s.matches({ editing: "validating" })) return [OUTCOMES.validated, OUTCOMES.validateFault];
    // The saved account is what was typed (a new one gets the server's next id, 100).
    if (s.matches({ editing: "saving" })) {
      const saved = account(
        c.editing ?? 100,
        Number(c.values.method.split("/").at(-1)),
        c.editing !== null && c.accounts.some((a) => a.id === c.editing && a.active),
        c.values.account,
        Number(c.values.minimalPaymentAmount),
      );
      return [
        { ...(c.editing === null ? OUTCOMES.created : OUTCOMES.edited), name: c.editing === null ? "created" : "edited", output: saved },
        OUTCOMES.saveFault,
      ];
    }
    if (s.matches("activating")) return [OUTCOMES.activated, OUTCOMES.activateFault];
    if (s.matches({ deleting: "confirming" })) return [{ type: "delete.confirm" }, { type: "delete.cancel" }];
    if (s.matches({ deleting: "requestingPin" })) return [OUTCOMES.pinSent, OUTCOMES.pinFault];
    // Once the mailed pin has expired, only a new one helps: the user asks for it (or submits again, in vain).
    if (s.matches({ deleting: "enteringPin" }) && expiredShown(c))
      return [{ type: "pin.submit" }, { type: "pin.resend" }, { type: "delete.cancel" }];
    if (s.matches({ deleting: "enteringPin" }))
      return [
        { type: "pin.change", pin: MAILED },
        { type: "pin.change", pin: WRONG },
        { type: "pin.submit" },
        { type: "pin.resend" },
        { type: "delete.cancel" },
      ];
    if (s.matches({ deleting: "removing" }))
      return c.pin === WRONG ? [OUTCOMES.wrongPin] : expiredShown(c) ? [OUTCOMES.expiredPin] : [OUTCOMES.removed, OUTCOMES.expiredPin];
    return [];
  },
  // The accounts' details are the server's in the run; what tells states apart is the flow's own.
  summary: (s) => {
    const c = ctx(s);
    return {
      value: s.value,
      editing: c.editing,
      target: c.target,
      errors: Object.keys(c.errors),
      formError: c.formError !== null,
      loadError: c.loadError !== null,
      values: c.values,
      accounts: shape(c.accounts),
      pin: c.pin === "" ? "" : c.pin === WRONG ? "wrong" : "mailed",
      pinErrors: c.pinErrors.length,
      notice: c.notice !== null,
    };
  },
  describe: nameOf,
  isStable: (s) =>
    !["loading", "activating"].some((v) => s.matches(v)) &&
    !s.matches({ editing: "validating" }) &&
    !s.matches({ editing: "saving" }) &&
    !s.matches({ deleting: "requestingPin" }) &&
    !s.matches({ deleting: "removing" }),
};

const coverage = new Coverage("payout account", payoutAccountMachine);
const server = modelServer(coverage);

const FAULT_ROUTES: Partial<Record<keyof typeof OUTCOMES, (c: PayoutAccountContext) => string>> = {
  loadFault: () => "payout.list",
  validateFault: (c) => (c.editing === null ? "payout.validate" : "payout.validateUpdate"),
  saveFault: (c) => (c.editing === null ? "payout.create" : "payout.update"),
  activateFault: () => "payout.update",
  pinFault: () => "profile.pinRequest",
};

const execute = async (path: Path) => {
  const browser = await signedInBrowser(server);
  const { fromApi } = apiFor(server, browser, "/publisher/settings");
  const effects: string[] = [];
  const actor = createActor(
    payoutAccountMachine.provide({
      actors: payoutActors(fromApi),
      actions: {
        showViolations: (_, { violations }) => effects.push(...violations.map((v) => `violation:${v.propertyPath}`)),
        notifySaved: () => effects.push("saved"),
        notifyDeleted: () => effects.push("deleted"),
      },
    }),
    { inspect: coverageInspector(coverage), input: { locale: "en" } },
  );
  // Which step each `arrange` call comes before: the start, then every user step.
  const userSteps = [0, ...path.steps.map((s, i) => (i > 0 && !isOutcome(s.event) ? i : -1)).filter((i) => i > 0)];
  let call = 0;
  let mailedPin = "";
  const snapshot = await executePath(model, path, {
    actor,
    arrange: async (outcomes, now) => {
      const i = userSteps[call++]!;
      await fetch(`${server.url}/__mock/faults`, { method: "DELETE" });
      for (const outcome of outcomes) {
        const name = nameOf(outcome) as keyof typeof OUTCOMES;
        const route = FAULT_ROUTES[name]?.(ctx(path.steps[i]!.state));
        if (route) await server.fault({ route, status: 500, times: 1 });
        if (name === "expiredPin" && !expiredShown(ctx(path.steps[i]!.state))) await server.advanceClock("PT16M");
      }
      // A load the user cancels hangs, so that the cancel comes first.
      if (path.steps[i]!.state.matches("loading") && path.steps[i + 1]?.event.type === "list.cancel")
        await server.fault({ route: "payout.list", mode: "hang", times: 1 });
      if ((now as AnyMachineSnapshot).matches({ deleting: "enteringPin" }))
        mailedPin = (await server.mailbox("demo@example.com")).filter((m) => m.kind === "pin").at(-1)?.pin ?? "";
    },
    take: (event) => {
      if (event.type !== "pin.change") return false;
      const typed = String((event as ModelEvent).pin);
      actor.send({ type: "pin.change", pin: typed === MAILED ? mailedPin : WRONG });
      return true;
    },
  });
  return { snapshot, effects, browser };
};

describe("payout account, model-based", () => {
  const paths = generatePaths(model);

  it("has paths for create, edit, activate, delete with a mailed, wrong and expired pin, and every failure", () => {
    const names = new Set(paths.flatMap((p) => p.steps.map((s) => nameOf(s.event))));
    for (const name of Object.keys(OUTCOMES)) expect(names).toContain(name);
    for (const name of ["list.cancel", "pin.resend", "account.delete(1)", "field.change(invalid)"]) expect(names).toContain(name);
  });

  for (const path of paths) {
    it(`${JSON.stringify(path.state.value)} via ${describePath(model, path)}`, async () => {
      await server.reset();
      const { snapshot, effects, browser } = await execute(path);
      const steps = path.steps.map((s) => nameOf(s.event));
      // The server holds what the flow shows: the same accounts, the same active one (none before a load).
      const listed = (await (await browser.fetch(`${server.url}${API}/publisher_payout_accounts`)).json()) as {
        "hydra:member": PayoutAccount[];
      };
      if (steps.includes("loaded")) expect(shape(listed["hydra:member"])).toBe(shape(ctx(snapshot).accounts));
      expect(shape(ctx(snapshot).accounts)).toBe(shape(ctx(path.state).accounts));
      // Failures keep what the user typed; the pin shows the server's own words.
      if (steps.at(-1) === "validateFault" || steps.at(-1) === "saveFault")
        expect(ctx(snapshot).values).toEqual(ctx(path.steps.at(-2)!.state).values);
      if (steps.at(-1) === "wrongPin") expect(ctx(snapshot).pinErrors).toEqual([{ text: "The pin is invalid." }]);
      if (steps.at(-1) === "expiredPin") expect(ctx(snapshot).pinErrors).toEqual([{ text: EXPIRED }]);
      if (steps.at(-1) === "removed") expect(effects.at(-1)).toBe("deleted");
      if (steps.at(-1) === "created" || steps.at(-1) === "edited") expect(effects.at(-1)).toBe("saved");
    });
  }

  it("takes every reachable transition and visits every state", () => {
    const { missedTransitions, missedStates } = coverage.report();
    expect(missedStates).toEqual([]);
    expect(missedTransitions).toEqual([]);
  });
});
