/** The streamed file download (the CSV export) on the API runtime: chunks kept, the catalogue's errors, the version and session rules. */
import { Either } from "effect";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type ApiRuntime, type RequestOutcome, RequestOutcomes, VersionWatcher, runApi } from "../../src/api";
import { fileNameOf, streamedGet } from "../../src/api/streamed-get";
import { BASE_URL, arrivedFrom, fakeFetch, json, runtimeWith } from "./fake-fetch";

let runtime: ApiRuntime | undefined;
afterEach(() => runtime?.dispose());

/** The failure of a result, if any. */
const failureOf = <A, E>(result: Either.Either<A, E>): E | undefined => (Either.isLeft(result) ? result.left : undefined);

const PATH = "/publisher/api/ch/conversions/export";

/** A body that arrives in `parts`, one chunk each. */
const chunked = (parts: ReadonlyArray<string>) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
      controller.close();
    },
  });

const download = (respond: Parameters<typeof fakeFetch>[0], pagePath = "/publisher/conversions") => {
  const { fetch, calls } = fakeFetch(respond);
  ({ runtime } = runtimeWith(() => json(500, {})));
  const outcomes: RequestOutcome[] = [];
  const versions: string[] = [];
  runtime.runSync(RequestOutcomes).subscribe((o) => void outcomes.push(o));
  runtime.runSync(VersionWatcher).subscribe((v) => void versions.push(v));
  const result = runApi(
    runtime,
    streamedGet(PATH, { device: "mobile" }, "text/csv", { baseUrl: BASE_URL, fetch, pagePath: () => pagePath }),
  );
  return { result, calls, outcomes, versions };
};

describe("streamedGet", () => {
  it("collects the chunks into a file with the name the server gave, sending the query and cookies", async () => {
    const { result, calls, versions } = download(
      () =>
        new Response(chunked(["datetime,source\r\n", "2026-01-01,offer\r\n"]), {
          status: 200,
          headers: {
            "content-type": "text/csv",
            "content-disposition": 'attachment; filename="conversions-2026-01-01.csv"',
            "x-app-version": "1.2.3",
          },
        }),
    );
    const file = Either.getOrThrow(await result);
    expect(file?.fileName).toBe("conversions-2026-01-01.csv");
    expect(await file?.blob.text()).toBe("datetime,source\r\n2026-01-01,offer\r\n");
    expect(calls[0]!.url.href).toBe(`${BASE_URL}${PATH}?device=mobile`);
    expect(new Headers(calls[0]!.init?.headers).get("accept")).toBe("text/csv");
    expect(calls[0]!.init?.credentials).toBe("same-origin");
    expect(versions).toEqual(["1.2.3"]);
  });

  it("answers null for 204 (nothing to export)", async () => {
    const { result } = download(() => new Response(null, { status: 204 }));
    expect(await result).toEqual(Either.right(null));
  });

  it("fails with the catalogue's error and publishes the failed request", async () => {
    const { result, outcomes } = download(() => json(503, { "hydra:description": "Exports are paused." }));
    expect(failureOf(await result)).toMatchObject({ _tag: "RequestFailed", status: 503, message: "Exports are paused." });
    expect(outcomes).toEqual([{ method: "GET", path: PATH, status: 503, loginRedirect: false }]);
  });

  it("an answer from the login page is Unauthorized and a login redirect outcome", async () => {
    const { result, outcomes, versions } = download(() =>
      arrivedFrom(
        new Response("<html>", { status: 200, headers: { "content-type": "text/html", "x-app-version": "2.0.0" } }),
        `${BASE_URL}/publisher/login`,
      ),
    );
    expect(failureOf(await result)).toMatchObject({ _tag: "Unauthorized" });
    expect(outcomes).toEqual([{ method: "GET", path: PATH, status: null, loginRedirect: true }]);
    expect(versions).toEqual(["2.0.0"]);
  });

  it("no answer at all is NetworkFailed", async () => {
    const { result } = download(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(failureOf(await result)?._tag).toBe("NetworkFailed");
  });

  it("fails on a 400 as on any answer from 400 up", async () => {
    const { result } = download(() => json(400, { "hydra:description": "The period is too long." }));
    expect(failureOf(await result)).toMatchObject({ _tag: "RequestFailed", status: 400, message: "The period is too long." });
  });

  it("gives the file the type it asked for when the answer names none", async () => {
    const { result } = download(() => new Response(chunked(["a,b\r\n"]), { status: 200 }));
    const file = Either.getOrThrow(await result);
    expect(file?.blob.type).toBe("text/csv");
    expect(await file?.blob.text()).toBe("a,b\r\n");
    expect(file?.fileName).toBeNull();
  });

  it("is NetworkFailed when the body breaks off", async () => {
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.error(new TypeError("network error"));
      },
    });
    const { result } = download(() => new Response(broken, { status: 200, headers: { "content-type": "text/csv" } }));
    expect(failureOf(await result)).toMatchObject({ _tag: "NetworkFailed", cause: new TypeError("network error") });
  });

  it("asks the page's own origin when no base address is given", async () => {
    vi.stubGlobal("window", { location: { origin: BASE_URL } });
    const { fetch, calls } = fakeFetch(() => new Response(null, { status: 204 }));
    ({ runtime } = runtimeWith(() => json(500, {})));
    expect(await runApi(runtime, streamedGet(PATH, {}, "text/csv", { fetch, pagePath: () => "/publisher/conversions" }))).toEqual(
      Either.right(null),
    );
    expect(calls[0]!.url.href).toBe(`${BASE_URL}${PATH}`);
  });
});

describe("fileNameOf", () => {
  it("reads the name quoted or not, and nothing when there is none", () => {
    expect(fileNameOf('attachment; filename="conversions.csv"')).toBe("conversions.csv");
    expect(fileNameOf("attachment; filename=conversions.csv")).toBe("conversions.csv");
    expect(fileNameOf("attachment; filename=conversions.csv; size=3")).toBe("conversions.csv");
    expect(fileNameOf("attachment")).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});
