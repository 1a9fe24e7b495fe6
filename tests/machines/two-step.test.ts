/**
 * The two-step machine's idle choices follow the status the server gave: turning on only while it is
 * off, turning off and new recovery codes only while it is on. The model test sends only the events
 * its state offers, so an event the state should refuse is checked here (a guard always true was a
 * surviving mutant).
 */
import { createActor, fromPromise, waitFor } from "xstate";
import { describe, expect, it } from "vitest";
import type { TwoStepEnrolment, TwoStepStatus } from "../../contracts/two-step.contract";
import { twoStepMachine } from "../../machines/two-step/two-step.machine";

const idleWith = async (enabled: boolean) => {
  const status: TwoStepStatus = { enabled, enabledAt: enabled ? "2026-01-01T00:00:00Z" : null, recoveryCodesLeft: enabled ? 10 : 0 };
  const actor = createActor(
    twoStepMachine.provide({
      actors: {
        loadStatus: fromPromise(async () => status),
        // Never answering: a state that calls them is where the test looks.
        beginEnrolment: fromPromise<TwoStepEnrolment, void>(() => new Promise(() => {})),
      },
    }),
  );
  actor.start();
  await waitFor(actor, (s) => s.matches("idle"));
  return actor;
};

describe("two-step machine: what idle allows", () => {
  it("with two-step sign-in off: turning on opens the enrolment; turning off and new codes are refused", async () => {
    const off = await idleWith(false);
    off.send({ type: "twoStep.disable" });
    expect(off.getSnapshot().value).toBe("idle");
    off.send({ type: "twoStep.regenerate" });
    expect(off.getSnapshot().value).toBe("idle");
    off.send({ type: "twoStep.enable" });
    expect(off.getSnapshot().matches("enrolling")).toBe(true);
    off.stop();
  });

  it("with it on: turning off and new codes open their step; turning on again is refused", async () => {
    const on = await idleWith(true);
    on.send({ type: "twoStep.enable" });
    expect(on.getSnapshot().value).toBe("idle");
    on.send({ type: "twoStep.disable" });
    expect(on.getSnapshot().matches("disabling")).toBe(true);
    on.stop();
    const again = await idleWith(true);
    again.send({ type: "twoStep.regenerate" });
    expect(again.getSnapshot().matches("regenerating")).toBe(true);
    again.stop();
  });
});
