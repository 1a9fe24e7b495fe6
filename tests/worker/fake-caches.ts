/**
 * Cache Storage in memory, as much of it as the service worker's answer store uses
 * (src/worker/answers.ts): named caches of requests and responses, in the order they were put
 * (a put of a key already there moves it last, as the specification's batch operations do).
 */
import type { AnswerCaches } from "../../src/worker/answers";

const keyOf = (request: RequestInfo | URL) => (typeof request === "string" ? request : request instanceof URL ? request.href : request.url);

class FakeCache {
  readonly entries = new Map<string, Response>();
  put = async (request: RequestInfo | URL, response: Response) => {
    const key = keyOf(request);
    const body = await response.arrayBuffer();
    this.entries.delete(key);
    this.entries.set(key, new Response(body, { status: response.status, headers: response.headers }));
  };
  match = async (request: RequestInfo | URL) => this.entries.get(keyOf(request))?.clone();
  keys = async () => [...this.entries.keys()].map((url) => new Request(url));
  delete = async (request: RequestInfo | URL) => this.entries.delete(keyOf(request));
}

export class FakeCaches implements AnswerCaches {
  readonly caches = new Map<string, FakeCache>();
  keys = async () => [...this.caches.keys()];
  has = async (name: string) => this.caches.has(name);
  delete = async (name: string) => this.caches.delete(name);
  open = async (name: string) => {
    const cache = this.caches.get(name) ?? new FakeCache();
    this.caches.set(name, cache);
    return cache as unknown as Cache;
  };
  match = async (request: RequestInfo | URL, options?: MultiCacheQueryOptions) => {
    const names = options?.cacheName === undefined ? [...this.caches.keys()] : [options.cacheName];
    for (const name of names) {
      const found = await this.caches.get(name)?.match(request);
      if (found) return found;
    }
    return undefined;
  };
  /** The addresses kept in `name`, in their order. */
  urls = (name: string) => [...(this.caches.get(name)?.entries.keys() ?? [])];
}
