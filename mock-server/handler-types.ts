/** The type of the handler map: one function per endpoint of the contracts, checked by the compiler. */
import type { HttpApi, HttpApiEndpoint, HttpApiGroup } from "@effect/platform";
import type { PublisherApi } from "../contracts/api";
import type { HandlerContext } from "./context";
import type { StreamedText } from "./streamed-text";

type Groups = typeof PublisherApi extends HttpApi.HttpApi<infer _Id, infer G, infer _E, infer _R> ? G : never;

/** The decoded request of an endpoint. */
export interface EndpointInput<E extends HttpApiEndpoint.HttpApiEndpoint.Any> {
  readonly path: HttpApiEndpoint.HttpApiEndpoint.PathParsed<E>;
  readonly urlParams: HttpApiEndpoint.HttpApiEndpoint.UrlParams<E>;
  readonly payload: HttpApiEndpoint.HttpApiEndpoint.Payload<E>;
}

/** What a handler answers: the success value, or for text answers also a stream of chunks. */
export type HandlerResult<S> = string extends S ? S | StreamedText : S;

export type Handler<E extends HttpApiEndpoint.HttpApiEndpoint.Any> = (
  input: EndpointInput<E>,
  ctx: HandlerContext,
) => HandlerResult<HttpApiEndpoint.HttpApiEndpoint.Success<E>> | Promise<HandlerResult<HttpApiEndpoint.HttpApiEndpoint.Success<E>>>;

export type GroupHandlers<G extends HttpApiGroup.HttpApiGroup.Any> = {
  readonly [E in HttpApiGroup.HttpApiGroup.Endpoints<G> as HttpApiEndpoint.HttpApiEndpoint.Name<E>]: Handler<E>;
};

/** Handlers for every group of the API. */
export type ApiHandlers = {
  readonly [G in Groups as HttpApiGroup.HttpApiGroup.Name<G>]: GroupHandlers<G>;
};

/** Handlers of one group, by group name. */
export type HandlersOf<Name extends keyof ApiHandlers> = ApiHandlers[Name];
