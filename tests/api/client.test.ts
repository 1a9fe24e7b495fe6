/** The typed client: URLs from the contracts, cookies allowed, answers decoded by the contract schemas. */
import { Either } from "effect";
import { afterEach, describe, expect, it, vi } from "vitest";
import { withApi, type ApiRuntime, makeApiRuntime, runApi, runApiOrFail } from "../../src/api";
import { BASE_URL, arrivedFrom, fakeFetch, json, runtimeWith } from "./fake-fetch";
import { demoPublisher } from "./fixtures";

let runtime: ApiRuntime | undefined;
afterEach(() => runtime?.dispose());

describe("client", () => {
  it("reads the current publisher from the API prefix on the base URL, with cookies", async () => {
    const setup = runtimeWith(() => json(200, demoPublisher));
    runtime = setup.runtime;
    const result = await runApi(
      runtime,
      withApi((api) => api.profile.current({})),
    );
    expect(result).toEqual(Either.right(demoPublisher));
    expect(setup.calls[0]!.url.href).toBe(`${BASE_URL}/publisher/api/publishers/current`);
    expect(setup.calls[0]!.init?.credentials).toBe("same-origin");
  });

  it("sends a profile change as merge-patch and query parameters as declared", async () => {
    const setup = runtimeWith(({ url }) =>
      url.pathname.endsWith("/announcements") ? json(200, emptyCollection) : json(200, demoPublisher),
    );
    runtime = setup.runtime;
    await runApiOrFail(
      runtime,
      withApi((api) => api.profile.update({ path: { relativeId: 7 }, payload: { language: "uk" } })),
    );
    await runApiOrFail(
      runtime,
      withApi((api) => api.shell.announcements({ urlParams: { unseen: "true" } })),
    );
    const [patch, announcements] = setup.calls;
    expect(patch!.init?.method).toBe("PATCH");
    expect(patch!.url.pathname).toBe("/publisher/api/publishers/7");
    expect(new Headers(patch!.init?.headers).get("content-type")).toBe("application/merge-patch+json");
    expect(JSON.parse(new TextDecoder().decode(patch!.init?.body as Uint8Array))).toEqual({ language: "uk" });
    expect(announcements!.url.search).toBe("?unseen=true");
  });

  it("answers void for 204", async () => {
    ({ runtime } = runtimeWith(() => new Response(null, { status: 204 })));
    expect(
      await runApiOrFail(
        runtime,
        withApi((api) => api.payout.remove({ path: { id: 3 }, payload: { pin: "1234" } })),
      ),
    ).toBeUndefined();
  });

  it("rejects runApiOrFail with the tagged error", async () => {
    ({ runtime } = runtimeWith(() => json(404, { "hydra:description": "Not Found" })));
    await expect(
      runApiOrFail(
        runtime,
        withApi((api) => api.payout.get({ path: { id: 9 } })),
      ),
    ).rejects.toMatchObject({ _tag: "RequestFailed", status: 404, message: "Not Found" });
  });
});

describe("the client's failures and defaults", () => {
  it("records each answer's decoding as a User Timing measure, the query as its detail", async () => {
    performance.clearMeasures();
    ({ runtime } = runtimeWith(() => json(200, emptyCollection)));
    await runApiOrFail(
      runtime,
      withApi((api) => api.shell.announcements({ urlParams: { unseen: "true" } })),
    );
    const measures = performance.getEntriesByName("api decode GET /publisher/api/announcements", "measure");
    expect(measures).toHaveLength(1);
    expect((measures[0] as PerformanceMeasure).detail).toBe("?unseen=true");
  });

  it("keeps what fetch failed with as the network failure's cause", async () => {
    const failure = new TypeError("Failed to fetch");
    ({ runtime } = runtimeWith(() => {
      throw failure;
    }));
    const result = await runApi(
      runtime,
      withApi((api) => api.profile.current({})),
    );
    expect(Either.isLeft(result) && result.left).toMatchObject({ _tag: "NetworkFailed", cause: failure });
  });

  it("in a browser, reads the page's path from its location: an answer from the login page is one only elsewhere", async () => {
    const fromLoginPage = () => arrivedFrom(json(200, demoPublisher), `${BASE_URL}/publisher/login`);
    const currentOnPage = async (pathname: string) => {
      vi.stubGlobal("window", { location: { pathname, origin: BASE_URL } });
      runtime?.dispose();
      runtime = makeApiRuntime({ baseUrl: BASE_URL, fetch: fakeFetch(fromLoginPage).fetch });
      return runApi(
        runtime,
        withApi((api) => api.profile.current({})),
      );
    };
    expect(await currentOnPage("/publisher/login")).toEqual(Either.right(demoPublisher));
    const elsewhere = await currentOnPage("/publisher/dashboard");
    expect(Either.isLeft(elsewhere) && elsewhere.left._tag).toBe("Unauthorized");
  });
});

const emptyCollection = { "@id": "/publisher/api/announcements", "@type": "hydra:Collection", "hydra:member": [], "hydra:totalItems": 0 };
