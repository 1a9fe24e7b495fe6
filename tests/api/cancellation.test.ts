/** "Cancelled requests are ignored": aborting the caller's signal aborts the fetch and yields Cancelled. */
import { Either } from "effect";
import { afterEach, describe, expect, it } from "vitest";
import { withApi, type ApiRuntime, runApi, runApiOrFail } from "../../src/api";
import { type FetchCall, runtimeWith } from "./fake-fetch";

let runtime: ApiRuntime | undefined;
afterEach(() => runtime?.dispose());

/** A fetch that never answers; it rejects like the platform's when its signal aborts. */
const hanging = ({ init }: FetchCall) =>
  new Promise<Response>((_, reject) => {
    init?.signal?.addEventListener("abort", () => reject(new DOMException("The operation was aborted.", "AbortError")));
  });

const untilCalled = async (calls: ReadonlyArray<FetchCall>) => {
  while (calls.length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
  return calls[0]!;
};

describe("cancellation", () => {
  it("aborts the fetch and yields Cancelled when the signal aborts", async () => {
    const setup = runtimeWith(hanging);
    runtime = setup.runtime;
    const controller = new AbortController();
    const pending = runApi(
      runtime,
      withApi((api) => api.profile.current({})),
      controller.signal,
    );
    const call = await untilCalled(setup.calls);
    controller.abort();
    const result = await pending;
    expect(Either.isLeft(result) && result.left).toMatchObject({ _tag: "Cancelled", reportable: false });
    expect(call.init?.signal?.aborted).toBe(true);
  });

  it("yields Cancelled without fetching when the signal was aborted already", async () => {
    const setup = runtimeWith(hanging);
    runtime = setup.runtime;
    const result = await runApi(
      runtime,
      withApi((api) => api.profile.current({})),
      AbortSignal.abort(),
    );
    expect(Either.isLeft(result) && result.left._tag).toBe("Cancelled");
    expect(setup.calls).toHaveLength(0);
  });

  it("rejects runApiOrFail with the tagged Cancelled", async () => {
    const setup = runtimeWith(hanging);
    runtime = setup.runtime;
    const controller = new AbortController();
    const pending = runApiOrFail(
      runtime,
      withApi((api) => api.profile.current({})),
      controller.signal,
    );
    await untilCalled(setup.calls);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ _tag: "Cancelled" });
  });
});
