/**
 * Waiting for a machine, not for the clock: `untilState` resolves when the actor reaches the state it
 * is asked for and rejects as soon as the actor has settled anywhere else, that is when nothing can
 * move it any more without the test's next step: it has stopped, or it runs no invoked or spawned
 * actor and has no delayed event scheduled. A slow server on a busy machine is waited for however
 * long it takes (vitest's test timeout is the only wall clock); a wrong state fails at once, with
 * the state it settled in. Replaces `waitFor(..., { timeout: 5000 })`, which failed on busy machines
 * (issue 22; docs/decisions/043-a-suite-for-a-busy-machine.md).
 */
import type { AnyActorRef, AnyMachineSnapshot } from "xstate";

/** Nothing in flight: no child actor running and no delayed event waiting in the actor's system. */
export const isSettled = (actor: AnyActorRef): boolean => {
  const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
  if (snapshot.status !== "active") return true;
  const running = Object.values(snapshot.children ?? {}).some(
    (child) => (child as AnyActorRef | undefined)?.getSnapshot().status === "active",
  );
  if (running) return false;
  const system = actor.system as unknown as { getSnapshot?: () => { _scheduledEvents?: Record<string, unknown> } };
  return Object.keys(system.getSnapshot?.()._scheduledEvents ?? {}).length === 0;
};

/**
 * Resolves with the snapshot once `reached` holds; rejects with `explain(snapshot)` once the actor has
 * settled in a snapshot where it does not.
 */
export const untilState = <S extends AnyMachineSnapshot>(
  actor: AnyActorRef,
  reached: (snapshot: S) => boolean,
  explain: (snapshot: S) => string = (s) => `the actor settled in ${JSON.stringify(s.value)}`,
): Promise<S> =>
  new Promise<S>((resolve, reject) => {
    let finished = false;
    const check = () => {
      if (finished) return;
      const snapshot = actor.getSnapshot() as S;
      if (reached(snapshot)) {
        finished = true;
        resolve(snapshot);
      } else if (isSettled(actor)) {
        finished = true;
        reject(new Error(explain(snapshot)));
      } else return;
      queueMicrotask(() => subscription.unsubscribe());
    };
    const subscription = actor.subscribe({ next: check, error: check, complete: check });
    check();
  });
