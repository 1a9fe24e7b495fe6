/**
 * Model-based test of the messenger options page (/register/messengers): paths generated from the
 * machine, each executed by a fresh real actor whose load goes through the real API client to the
 * running mock server. A failed load is a fault the server injects (503); a retry loads again. At the
 * end the list the flow holds is the server's list (or empty after a failure).
 */
import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, type EventObject, createActor } from "xstate";
import type { Collection } from "../../machines/registration/registration.machine";
import { registrationMessengersMachine } from "../../machines/registration/registration-messengers.machine";
import type { MessengerOption } from "../../machines/registration/registration.rules";
import { type FlowModel, type Path, coverageInspector, describePath, executePath, generatePaths } from "./flow-paths";
import { Coverage, apiFor, browserFetch, modelServer } from "./harness";

const OUTCOMES = {
  loaded: { type: "xstate.done.actor.loadMessengers", output: { "hydra:member": [] } },
  loadFault: { type: "xstate.error.actor.loadMessengers", error: { _tag: "RequestFailed", status: 503 } },
} satisfies Record<string, EventObject & Record<string, unknown>>;

const nameOf = (event: EventObject): string => Object.entries(OUTCOMES).find(([, e]) => e === event)?.[0] ?? event.type;

const model: FlowModel = {
  machine: registrationMessengersMachine,
  events: (s) => (s.matches("loading") ? [OUTCOMES.loaded, OUTCOMES.loadFault] : [{ type: "list.retry" }]),
  summary: (s) => ({ value: s.value }),
  describe: nameOf,
  isStable: (s) => !s.matches("loading"),
};

const coverage = new Coverage("registration messengers", registrationMessengersMachine);
const server = modelServer(coverage);

const execute = async (path: Path) => {
  const { fromApi } = apiFor(server, browserFetch(), "/publisher/register/messengers");
  const actor = createActor(
    registrationMessengersMachine.provide({
      actors: { loadMessengers: fromApi<void, Collection<MessengerOption>>((api) => api.registration.messengers({})) },
    }),
    { inspect: coverageInspector(coverage) },
  );
  return executePath(model, path, {
    actor,
    arrange: async (outcomes) => {
      await fetch(`${server.url}/__mock/faults`, { method: "DELETE" });
      if (outcomes.includes(OUTCOMES.loadFault)) await server.fault({ route: "registration.messengers", status: 503, times: 1 });
    },
  });
};

const serverMessengers = async () =>
  ((await (await fetch(`${server.url}/publisher/api/register/messengers`)).json()) as Collection<MessengerOption>)["hydra:member"];

describe("registration messengers, model-based", () => {
  const paths = generatePaths(model);

  it("has paths for a load, a failed load and a retry", () => {
    const names = new Set(paths.flatMap((p) => p.steps.map((s) => nameOf(s.event))));
    for (const name of ["loaded", "loadFault", "list.retry"]) expect(names).toContain(name);
  });

  for (const path of paths) {
    it(`${JSON.stringify(path.state.value)} via ${describePath(model, path)}`, async () => {
      await server.reset();
      const snapshot: AnyMachineSnapshot = await execute(path);
      const { messengers } = snapshot.context as { messengers: ReadonlyArray<MessengerOption> };
      if (snapshot.matches("loaded")) {
        expect(messengers.length).toBeGreaterThan(0);
        expect(messengers).toEqual(await serverMessengers());
      } else {
        expect(snapshot.matches("failed")).toBe(true);
      }
    });
  }

  it("takes every reachable transition and visits every state", () => {
    const { missedTransitions, missedStates } = coverage.report();
    expect(missedStates).toEqual([]);
    expect(missedTransitions).toEqual([]);
  });
});
