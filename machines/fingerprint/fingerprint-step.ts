/**
 * The device fingerprint step that every sign-in flow takes before its call (spec 01 section 7):
 * one placeholder actor and one state, shared. The app provides the actor (`src/lib/take-fingerprint.ts`);
 * when it fails the flow goes on without a fingerprint.
 */
import { type DoneActorEvent, type EventObject, assign } from "xstate";
import { providedByTheApp } from "../provided-by-the-app";

/** The device fingerprint; `undefined` when it could not be taken. Provided by the app. */
export const takeFingerprint = providedByTheApp<string | undefined, void>("takeFingerprint");

/** What the step writes: the fingerprint the next call sends, if any. */
export interface FingerprintContext {
  fingerprint: string | undefined;
}

/**
 * The state that invokes `takeFingerprint` (the flow's `setup` lists it under `actors`), keeps its
 * answer in `context.fingerprint` and goes on to `next` either way. The flow's context and event
 * types are given so that its `setup` accepts the state.
 */
export const fingerprintStep = <TContext extends FingerprintContext, TEvent extends EventObject>(next: string) =>
  ({
    invoke: {
      id: "takeFingerprint",
      src: "takeFingerprint",
      // `as Partial<TContext>`: TypeScript cannot see that `{ fingerprint }` is part of a generic context.
      onDone: {
        target: next,
        actions: assign<TContext, DoneActorEvent<string | undefined>, undefined, TEvent, never>(
          ({ event }) => ({ fingerprint: event.output }) as Partial<TContext>,
        ),
      },
      onError: {
        target: next,
        actions: assign<TContext, EventObject, undefined, TEvent, never>(() => ({ fingerprint: undefined }) as Partial<TContext>),
      },
    },
  }) as const;

/** A call's payload with the fingerprint, when one was taken. */
export const withFingerprint = <T extends object>(payload: T, fingerprint: string | undefined): T & { readonly fingerprint?: string } =>
  fingerprint === undefined ? payload : { ...payload, fingerprint };
