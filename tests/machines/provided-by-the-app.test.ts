/**
 * The actors a flow names and the app provides (machines/provided-by-the-app.ts): run without the
 * app's, one fails at once, naming itself, so that a forgotten `provide` is found by its name.
 */
import { createActor, toPromise, waitFor } from "xstate";
import { expect, it } from "vitest";
import { providedByTheApp } from "../../machines/provided-by-the-app";
import { sessionMachine } from "../../machines/session/session.machine";

it("an actor left unprovided fails, naming itself", async () => {
  const actor = createActor(providedByTheApp<string, void>("loadCurrent"));
  actor.start();
  await expect(toPromise(actor)).rejects.toThrow(new Error("loadCurrent is provided by the app"));
});

it("a machine run without the app's actors fails with that text", async () => {
  const actor = createActor(sessionMachine);
  actor.start();
  actor.send({ type: "session.load" });
  const failed = await waitFor(actor, (s) => s.matches("failed"));
  expect(failed.context.error).toEqual(new Error("loadCurrent is provided by the app"));
  actor.stop();
});
