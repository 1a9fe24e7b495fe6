import { describe, expect, it } from "vitest";
import { createActor, createMachine, fromPromise, setup } from "xstate";
import { untilState } from "./until-state";

/** A machine that loads (an invoked promise the test resolves) and ends in `shown` or `failed`. */
const loader = (answer: Promise<string>) =>
  setup({ actors: { load: fromPromise(() => answer) } }).createMachine({
    initial: "loading",
    states: {
      loading: { invoke: { src: "load", onDone: "shown", onError: "failed" } },
      shown: {},
      failed: {},
    },
  });

describe("untilState", () => {
  it("waits while an invoked actor runs, however long, and resolves in the state asked for", async () => {
    let answer!: (value: string) => void;
    const actor = createActor(loader(new Promise<string>((resolve) => (answer = resolve)))).start();
    const shown = untilState(actor, (s) => s.matches("shown"));
    await Promise.resolve();
    answer("ok");
    expect((await shown).value).toBe("shown");
  });

  it("rejects once the actor settles in another state, naming it", async () => {
    const actor = createActor(loader(Promise.reject(new Error("refused")))).start();
    await expect(untilState(actor, (s) => s.matches("shown"))).rejects.toThrow('the actor settled in "failed"');
  });

  it("waits for a delayed event before deciding", async () => {
    const actor = createActor(createMachine({ initial: "a", states: { a: { after: { 20: "b" } }, b: {} } })).start();
    expect((await untilState(actor, (s) => s.matches("b"))).value).toBe("b");
  });

  it("rejects at once for an actor idle in another state", async () => {
    const actor = createActor(createMachine({ initial: "a", states: { a: {}, b: {} } })).start();
    await expect(untilState(actor, (s) => s.matches("b"))).rejects.toThrow('settled in "a"');
  });
});
