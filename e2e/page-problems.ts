/**
 * What counts as a problem in a browser test, collected from every page of a test's browser context
 * (see docs/decisions/016-browser-tests-own-their-server.md):
 *
 * - an uncaught exception in a page;
 * - a console error, except Chromium's own "Failed to load resource" line, which only repeats a
 *   response judged below (with its URL and status, which the console line lacks);
 * - a request that failed without an answer, except `net::ERR_ABORTED` (the app cancelling a
 *   superseded call, or a navigation leaving a page);
 * - an answer of 500 or more;
 * - an answer of 400 or more to anything but the API (a missing asset, page or test control);
 * - an API answer of 400: the mock server validates requests against the contracts, so a 400
 *   means the portal sent what the contract does not allow.
 *
 * Other 4xx answers of the API (401, 403, 404, 406, 422, 429…) are data the flows branch on
 * (STYLE habit 5): a test that provokes one checks what the page shows instead.
 */
import type { BrowserContext, ConsoleMessage, Request, Response, WebError } from "@playwright/test";

const API_PATH = "/publisher/api/";

const isResourceLine = (message: ConsoleMessage) => message.text().startsWith("Failed to load resource");

const describeUrl = (url: string) => {
  const { pathname, search } = new URL(url);
  return pathname + search;
};

/** The problem an answer is, or null when it is not one. */
export const responseProblem = (response: Response): string | null => {
  const status = response.status();
  const path = new URL(response.url()).pathname;
  const isApi = path.startsWith(API_PATH);
  if (status >= 500 || (status >= 400 && !isApi) || (isApi && status === 400)) {
    return `response ${status} ${response.request().method()} ${describeUrl(response.url())}`;
  }
  return null;
};

/** The problem a failed request is, or null when the failure is a cancellation. */
export const requestFailureProblem = (request: Request): string | null => {
  const failure = request.failure()?.errorText ?? "failed";
  if (failure === "net::ERR_ABORTED") return null;
  return `request failed ${failure} ${request.method()} ${describeUrl(request.url())}`;
};

/** Starts collecting the problems of every page of `context`; the array grows as they happen until `stop()`. */
export const collectProblems = (context: BrowserContext): { readonly problems: string[]; readonly stop: () => void } => {
  const problems: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === "error" && !isResourceLine(message)) problems.push(`console error: ${message.text()}`);
  };
  const onPageError = (error: WebError) => problems.push(`page error: ${error.error().message}`);
  const onRequestFailed = (request: Request) => {
    const problem = requestFailureProblem(request);
    if (problem) problems.push(problem);
  };
  const onResponse = (response: Response) => {
    const problem = responseProblem(response);
    if (problem) problems.push(problem);
  };
  context.on("console", onConsole);
  context.on("weberror", onPageError);
  context.on("requestfailed", onRequestFailed);
  context.on("response", onResponse);
  // The worker's shared context outlives the test (fixtures.ts): its listeners must not.
  const stop = () => {
    context.off("console", onConsole);
    context.off("weberror", onPageError);
    context.off("requestfailed", onRequestFailed);
    context.off("response", onResponse);
  };
  return { problems, stop };
};

/** The problems no allowed pattern matches. */
export const unexpectedProblems = (problems: ReadonlyArray<string>, allowed: ReadonlyArray<RegExp>): string[] =>
  problems.filter((problem) => !allowed.some((pattern) => pattern.test(problem)));
