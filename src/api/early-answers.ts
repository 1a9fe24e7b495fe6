/**
 * Answers the page asked for before any module ran (docs/decisions/055-the-signed-in-frame.md): the
 * signed-in frame's head script (`askEarly`, inlined by scripts/prerender.ts) starts
 * `GET /publisher/api/publishers/current` while the HTML is still arriving, and the portal's first call
 * of that GET takes the answer instead of asking again. On a phone the publisher then arrives while
 * the scripts download, instead of one round trip after they have run.
 *
 * A frame may ask for its page's own first calls too, where the page's address alone fixes them: the
 * dashboard's summary and news, an offer's or an article's record (`:id` is the page's own number).
 * Each then arrives while the scripts download, instead of one round trip after they have run.
 *
 * An answer is taken once, by a GET of the same path and query, within `EARLY_ANSWER_MS` of the
 * page's start; any other call, or a later one, asks the server as before.
 */

/** The window property the head script leaves its answers in. */
export const EARLY_ANSWERS_KEY = "__portalEarlyAnswers";

/** How long after the page's start an early answer may still be taken. */
export const EARLY_ANSWER_MS = 30_000;

type EarlyAnswers = Record<string, Promise<Response> | undefined>;

/**
 * The head script: starts a GET for each path (cookies included, as the portal's calls) and leaves
 * the pending answers under `key`. A path with `:id` takes the page's own number (the last segment of
 * its address, digits only), and is not asked for on a page without one. Inlined into the pre-rendered
 * frames as its source text, so it refers to nothing outside itself; a failed answer is caught here, so
 * that one nobody takes is no unhandled rejection (whoever takes it still sees the failure).
 */
export function askEarly(paths: readonly string[], key: string): void {
  try {
    const answers: Record<string, Promise<Response>> = {};
    const id = /\/(\d{1,15})\/?$/.exec(window.location.pathname)?.[1];
    for (const template of paths) {
      if (template.includes(":id") && id === undefined) continue;
      const path = id === undefined ? template : template.replace(":id", id);
      const answer = fetch(path, { credentials: "same-origin" });
      answer.catch(() => undefined);
      answers[path] = answer;
    }
    (window as unknown as Record<string, unknown>)[key] = answers;
  } catch {
    // No fetch, or a foreign window: the portal asks when it runs.
  }
}

/** The early answer to `method url`, once, if the head script asked for it and the page is young. */
export const takeEarlyAnswer = (method: string, url: string | URL): Promise<Response> | undefined => {
  const answers =
    typeof window === "undefined" ? undefined : (window as unknown as Record<string, EarlyAnswers | undefined>)[EARLY_ANSWERS_KEY];
  if (!answers || method.toUpperCase() !== "GET") return undefined;
  const target = new URL(url, window.location.href);
  const key = target.origin === window.location.origin ? target.pathname + target.search : "";
  const answer = answers[key];
  delete answers[key];
  return performance.now() <= EARLY_ANSWER_MS ? answer : undefined;
};

/** `fetch` that hands out an early answer first (see `takeEarlyAnswer`), else asks; `fetch` looked up at call time. */
export const fetchOrEarly =
  (fetch: () => typeof globalThis.fetch): typeof globalThis.fetch =>
  (input, init) =>
    takeEarlyAnswer(init?.method ?? "GET", input instanceof Request ? input.url : input) ?? fetch()(input, init);
