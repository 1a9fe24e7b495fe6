/**
 * Every failed request, as data: the HTTP layer publishes what it saw (status, or no answer, or an
 * answer from the login page) and the app decides what follows (send to login, report). Nothing
 * here navigates or shows anything.
 */
import { Effect } from "effect";
import { makeListeners } from "./listeners";

export interface RequestOutcome {
  readonly method: string;
  /** The request's URL path. */
  readonly path: string;
  /** The answer's status; `null` when there was no answer. */
  readonly status: number | null;
  /** The answer came from the login page (the backend redirected the call there). */
  readonly loginRedirect: boolean;
}

export type OutcomeListener = (outcome: RequestOutcome) => void;

export interface OutcomeRegistry {
  readonly publish: (outcome: RequestOutcome) => void;
  readonly subscribe: (listener: OutcomeListener) => () => void;
}

export const makeOutcomeRegistry = (): OutcomeRegistry => makeListeners<[RequestOutcome]>();

/** The runtime's registry of failed requests (`runtime.runSync(RequestOutcomes)`). */
export class RequestOutcomes extends Effect.Service<RequestOutcomes>()("api/RequestOutcomes", {
  sync: makeOutcomeRegistry,
}) {}
