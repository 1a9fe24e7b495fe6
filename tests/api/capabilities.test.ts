/**
 * Optional on the wire (decision 085): an optional group's first answered call says whether the
 * backend has it. A 404 (where the endpoint declares none of its own) or a 501 fails that call and every
 * later one with `CapabilityAbsent`, without a request and without a published failure (so no error
 * report); any other answer but a 401 or a 5xx makes it present, after which a 404 is an ordinary one.
 * A group that is not optional is not concerned.
 */
import { Either } from "effect";
import { afterEach, describe, expect, it } from "vitest";
import { type ApiError, type ApiRuntime, Capabilities, type RequestOutcome, RequestOutcomes, runApi, withApi } from "../../src/api";
import { makeCapabilityRegistry } from "../../src/api/capabilities";
import { type FetchCall, json, runtimeWith } from "./fake-fetch";

let runtime: ApiRuntime | undefined;
afterEach(() => runtime?.dispose());

const tokens = { "@id": "/publisher/api/api_tokens", "@type": "hydra:Collection", "hydra:member": [], "hydra:totalItems": 0 };
const notFound = json(404, { "hydra:description": "Not Found" });

/** A runtime whose fetch answers `answers` in turn (the last one again after), with the failures it published. */
const backend = (...answers: Array<() => Response>) => {
  let next = 0;
  const setup = runtimeWith(() => answers[Math.min(next++, answers.length - 1)]!());
  runtime = setup.runtime;
  const published: RequestOutcome[] = [];
  runtime.runSync(RequestOutcomes).subscribe((outcome) => published.push(outcome));
  const registry = runtime.runSync(Capabilities);
  return { calls: setup.calls as FetchCall[], published, state: () => registry.state("apiTokens") };
};

const list = () =>
  runApi(
    runtime!,
    withApi((api) => api.apiTokens.list({})),
  );
const revoke = () =>
  runApi(
    runtime!,
    withApi((api) => api.apiTokens.revoke({ path: { id: 3 } })),
  );
const tagOf = (result: Either.Either<unknown, ApiError>) => (Either.isLeft(result) ? result.left._tag : "answer");

describe("an optional group", () => {
  it.each([404, 501])("answered %i on its first call is absent: that call and the next fail quietly, without a request", async (status) => {
    const { calls, published, state } = backend(() => json(status, { "hydra:description": "Not Found" }));
    expect(state()).toBe("unknown");
    expect(tagOf(await list())).toBe("CapabilityAbsent");
    expect(state()).toBe("absent");
    expect(tagOf(await list())).toBe("CapabilityAbsent");
    expect(tagOf(await revoke())).toBe("CapabilityAbsent");
    expect(calls).toHaveLength(1);
    expect(published).toEqual([]);
  });

  it("answered on its first call is present: a later 404 is an ordinary failure, published", async () => {
    const { published, state } = backend(
      () => json(200, tokens),
      () => notFound,
    );
    expect(await list()).toEqual(Either.right(tokens));
    expect(state()).toBe("present");
    const later = await list();
    expect(Either.isLeft(later) && later.left).toMatchObject({ _tag: "RequestFailed", status: 404 });
    expect(state()).toBe("present");
    expect(published.map((o) => o.status)).toEqual([404]);
  });

  it("stays unknown after a 401 or a 500, which say nothing of it, and is decided by the next answer", async () => {
    const { state } = backend(
      () => json(401, { "hydra:description": "Full authentication is required to access this resource." }),
      () => json(500, {}),
      () => notFound,
    );
    expect(tagOf(await list())).toBe("Unauthorized");
    expect(tagOf(await list())).toBe("RequestFailed");
    expect(state()).toBe("unknown");
    expect(tagOf(await list())).toBe("CapabilityAbsent");
    expect(state()).toBe("absent");
  });

  it("is present after a refusal (a 422 is the backend's own answer)", async () => {
    const { state } = backend(() => json(422, { violations: [{ propertyPath: "name", message: "The name should not be blank." }] }));
    const refused = await runApi(
      runtime!,
      withApi((api) => api.apiTokens.create({ payload: { name: "", scopes: [] } })),
    );
    expect(tagOf(refused)).toBe("ValidationFailed");
    expect(state()).toBe("present");
  });

  it("is not judged absent by a 404 of an endpoint that declares its own (a token gone); a 501 there says absent", async () => {
    const { published, state } = backend(
      () => notFound,
      () => json(501, {}),
    );
    expect(await revoke()).toMatchObject({ left: { _tag: "RequestFailed", status: 404 } });
    expect(state()).toBe("unknown");
    expect(published.map((o) => o.status)).toEqual([404]);
    expect(tagOf(await revoke())).toBe("CapabilityAbsent");
    expect(state()).toBe("absent");
    expect(published.map((o) => o.status)).toEqual([404]);
  });
});

describe("a group that is not optional", () => {
  it("fails a 404 as ever, and leaves the registry alone", async () => {
    const { published } = backend(() => notFound);
    const answer = await runApi(
      runtime!,
      withApi((api) => api.reportViews.get({})),
    );
    expect(Either.isLeft(answer) && answer.left).toMatchObject({ _tag: "RequestFailed", status: 404 });
    expect(runtime!.runSync(Capabilities).state("reportViews")).toBe("unknown");
    expect(published.map((o) => o.status)).toEqual([404]);
  });
});

describe("the registry", () => {
  it("keeps a group's first word, and tells its listeners of that one change only", () => {
    const registry = makeCapabilityRegistry();
    let told = 0;
    registry.subscribe(() => (told += 1));
    registry.settle("apiTokens", true);
    const known = registry.known();
    registry.settle("apiTokens", false);
    expect(registry.state("apiTokens")).toBe("present");
    expect(registry.known()).toBe(known);
    expect(told).toBe(1);
    registry.settle("reportViews", false);
    expect(registry.known()).toEqual({ apiTokens: "present", reportViews: "absent" });
    expect(told).toBe(2);
  });
});
