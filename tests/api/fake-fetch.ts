/** A `fetch` that answers crafted `Response`s and records what it was asked: no network needed. */
import { makeApiRuntime, type ApiRuntime } from "../../src/api";

export interface FetchCall {
  readonly url: URL;
  readonly init: RequestInit | undefined;
}

export type Responder = (call: FetchCall) => Response | Promise<Response>;

export const BASE_URL = "http://127.0.0.1:9";

/** A fake `fetch` with the calls it received. */
export const fakeFetch = (respond: Responder) => {
  const calls: Array<FetchCall> = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: new URL(input instanceof Request ? input.url : input), init };
    calls.push(call);
    return respond(call);
  }) as typeof globalThis.fetch;
  return { fetch, calls };
};

/** A JSON answer with the given status and headers. */
export const json = (status: number, body: unknown, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/ld+json", ...headers } });

/** `response` as if fetch had followed redirects to `url`. */
export const arrivedFrom = (response: Response, url: string): Response => Object.defineProperty(response, "url", { value: url });

/** A runtime over the fake fetch, as seen from a page at `pagePath`. */
export const runtimeWith = (
  respond: Responder,
  pagePath = "/publisher/dashboard",
  timeoutMs?: number,
): { runtime: ApiRuntime; calls: Array<FetchCall> } => {
  const { fetch, calls } = fakeFetch(respond);
  return {
    runtime: makeApiRuntime({ baseUrl: BASE_URL, fetch, pagePath: () => pagePath, ...(timeoutMs === undefined ? {} : { timeoutMs }) }),
    calls,
  };
};
