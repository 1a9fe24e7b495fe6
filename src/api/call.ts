/** Runs a client call and maps its failure to the error catalogue. */
import { HttpClientError } from "@effect/platform";
import { Effect } from "effect";
import { type ApiError, toApiError } from "./errors";

const parseJson = (buffer: ArrayBuffer): unknown => {
  try {
    return JSON.parse(new TextDecoder().decode(buffer));
  } catch {
    return undefined;
  }
};

/** The parsed JSON body of a failed answer, or `undefined` (no answer, not JSON, or unreadable). */
export const errorBody = (cause: unknown): Effect.Effect<unknown> =>
  cause instanceof HttpClientError.ResponseError
    ? cause.response.arrayBuffer.pipe(
        Effect.map(parseJson),
        Effect.orElseSucceed(() => undefined),
      )
    : Effect.succeed(undefined);

/** `effect` with every failure mapped through `toApiError` (reading the answer's body first). */
export const callApi = <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, ApiError, R> =>
  Effect.catchAll(effect, (cause) => Effect.flatMap(errorBody(cause), (body) => Effect.fail(toApiError(cause, body))));
