/** "Requests that end" (issue 15): a call without an answer in time is aborted and fails with the tagged TimedOut. */
import { Either } from "effect";
import { afterEach, describe, expect, it } from "vitest";
import { type ApiRuntime, type RequestOutcome, GENERIC_ERROR_MESSAGE, RequestOutcomes, runApi, withApi } from "../../src/api";
import { REQUEST_TIMEOUT_MS } from "../../src/api/catalogue";
import { type FetchCall, json, runtimeWith } from "./fake-fetch";
import { demoPublisher } from "./fixtures";

let runtime: ApiRuntime | undefined;
afterEach(() => runtime?.dispose());

/** A fetch that never answers; it rejects like the platform's when its signal aborts. */
const hanging = ({ init }: FetchCall) =>
  new Promise<Response>((_, reject) => {
    init?.signal?.addEventListener("abort", () => reject(new DOMException("The operation was aborted.", "AbortError")));
  });

describe("request timeout", () => {
  it("is one setting of 30 s", () => {
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
  });

  it("aborts a hung call and fails with TimedOut, the generic text, reportable", async () => {
    const setup = runtimeWith(hanging, "/publisher/dashboard", 50);
    runtime = setup.runtime;
    const started = Date.now();
    const result = await runApi(
      runtime,
      withApi((api) => api.profile.current({})),
    );
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(Either.isLeft(result) && result.left).toMatchObject({
      _tag: "TimedOut",
      afterMs: 50,
      message: GENERIC_ERROR_MESSAGE,
      reportable: true,
    });
    expect(setup.calls[0]!.init?.signal?.aborted).toBe(true);
  });

  it("publishes the timeout as a request without an answer (so it is reported)", async () => {
    const setup = runtimeWith(hanging, "/publisher/dashboard", 50);
    runtime = setup.runtime;
    const seen: RequestOutcome[] = [];
    runtime.runSync(RequestOutcomes).subscribe((outcome) => seen.push(outcome));
    await runApi(
      runtime,
      withApi((api) => api.shell.balance({})),
    );
    expect(seen).toEqual([{ method: "GET", path: "/publisher/api/ch/balance", status: null, loginRedirect: false }]);
  });

  it("leaves a call that answers in time alone", async () => {
    const setup = runtimeWith(
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return json(200, demoPublisher);
      },
      "/publisher/dashboard",
      500,
    );
    runtime = setup.runtime;
    const result = await runApi(
      runtime,
      withApi((api) => api.profile.current({})),
    );
    expect(Either.isRight(result)).toBe(true);
  });
});
