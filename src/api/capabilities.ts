/**
 * Optional on the wire (docs/decisions/085-optional-capabilities.md): a contract group marked optional
 * in ./groups.ts is a capability the backend may lack. Its first telling answer says whether the
 * backend has it: a 501, or a 404 on an endpoint that declares no 404 of its own, means it does not,
 * and that call and every later one fail with `CapabilityAbsent`, which nothing shows; any other
 * answer means it does, except a 401, a 5xx and a declared 404, which tell nothing. This registry holds what the answers said, per group, for
 * the runtime's life (a page load), and tells its listeners when that changes. The client writes it
 * (./endpoint.ts); pages read it to show a capability's entry point only when the backend has it
 * (`useCapability`, src/app/use-capability.ts).
 */
import { Effect } from "effect";
import { makeListeners } from "./listeners";

/** What the backend's answers said of a capability: none yet, there, or not there. */
export type CapabilityState = "unknown" | "present" | "absent";

export interface CapabilityRegistry {
  /** What is known of `group` now. */
  readonly state: (group: string) => CapabilityState;
  /** What is known of every group so far (a new object after each change, the same one until then). */
  readonly known: () => Readonly<Record<string, Exclude<CapabilityState, "unknown">>>;
  /** What an answer said of `group`; the first word stands (a later answer does not change it). */
  readonly settle: (group: string, present: boolean) => void;
  /** Tells `listener` of each change; returns the function that removes it. */
  readonly subscribe: (listener: () => void) => () => void;
}

export const makeCapabilityRegistry = (): CapabilityRegistry => {
  let known: Readonly<Record<string, Exclude<CapabilityState, "unknown">>> = {};
  const listeners = makeListeners<[]>();
  return {
    state: (group) => known[group] ?? "unknown",
    known: () => known,
    settle: (group, present) => {
      if (Object.hasOwn(known, group)) return;
      known = { ...known, [group]: present ? "present" : "absent" };
      listeners.publish();
    },
    subscribe: listeners.subscribe,
  };
};

/** The runtime's registry of capabilities (`runtime.runSync(Capabilities)`). */
export class Capabilities extends Effect.Service<Capabilities>()("api/Capabilities", {
  sync: makeCapabilityRegistry,
}) {}
