/**
 * For every flow machine, what the user types into secret fields never reaches the journal,
 * whichever event shape the flow uses for field edits.
 */
import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { MACHINES_BY_ID } from "../../machines/registry";
import { ClientStore, memoryStorage } from "../../src/journal/client-store";
import { journalInspector } from "../../src/journal/inspect";

const SECRET = "S3cret-typed-value";
const INPUTS: Record<string, unknown> = {
  languageChange: { locale: "en", messages: {} },
  passwordResetConfirm: { token: "tok" },
  emailChangeConfirm: { token: "tok" },
  registrationConfirm: { token: "tok" },
  registration: { query: "", hasRegistrationCookie: false },
  lookup: { byRelativeId: true },
};

describe.each([...MACHINES_BY_ID.entries()])("%s", (id, machine) => {
  it("journals no typed secret and no token", () => {
    const store = new ClientStore(memoryStorage());
    const silent = Object.fromEntries(Object.keys(machine.implementations.actors).map((name) => [name, fromPromise(() => new Promise<never>(() => {}))]));
    const actor = createActor(machine.provide({ actors: silent }), { id, inspect: journalInspector(store), ...(id in INPUTS ? { input: INPUTS[id] } : {}) });
    try {
      actor.start();
    } catch {
      // A flow whose input differs from the guess above still journals its start.
    }
    for (const field of ["password", "plainPassword", "repeatPlainPassword", "pin"]) {
      actor.send({ type: "field.change", field, value: SECRET } as never);
      actor.send({ type: "field.change", values: { [field]: SECRET } } as never);
    }
    actor.send({ type: "xstate.done.actor.takeFingerprint", output: SECRET } as never);
    actor.stop();
    const text = JSON.stringify(store.journal.entries()) + JSON.stringify(store.persisted());
    expect(store.journal.entries().length).toBeGreaterThan(0);
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain('"tok"');
  });
});
