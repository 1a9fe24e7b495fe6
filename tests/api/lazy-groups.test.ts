/**
 * The client's groups (src/api/groups.ts, decision 063): every group of `PublisherApi` is listed once,
 * each gives the group of its name, and the one-group API the client reads it through has the same
 * endpoints, paths, successes and errors as the whole API. A group loaded at its first call waits for
 * its module, fails the call with NetworkFailed when the import fails, and tries again on the next.
 */
import { HttpApi, type HttpApiGroup } from "@effect/platform";
import { Effect, Either } from "effect";
import { describe, expect, it } from "vitest";
import { PublisherApi } from "../../contracts/api";
import { apiOf } from "../../contracts/shared-errors";
import { callsOnFirstUse } from "../../src/api/client";
import { NetworkFailed } from "../../src/api/errors";
import { GROUPS } from "../../src/api/groups";

/** Every endpoint of an API as text: group, name, method, path, the statuses it decodes and fails with. */
const shapes = (api: HttpApi.HttpApi.Any) => {
  const out: string[] = [];
  HttpApi.reflect(api as never, {
    onGroup: () => undefined,
    onEndpoint: ({ group, endpoint, successes, errors }) =>
      void out.push(
        `${group.identifier}.${endpoint.name} ${endpoint.method} ${endpoint.path} ok:${[...successes.keys()].join(",")} errors:${[...errors.keys()].sort().join(",")}`,
      ),
  });
  return out.sort();
};

const groupOf = async (name: keyof typeof GROUPS): Promise<HttpApiGroup.HttpApiGroup.Any> => {
  const source = GROUPS[name];
  return "group" in source ? source.group : source.load();
};

describe("the client's groups", () => {
  it("lists every group of the contracts once", () => {
    expect(Object.keys(GROUPS).sort()).toEqual(Object.keys(PublisherApi.groups).sort());
  });

  it("reads each group with the whole API's endpoints, paths, successes and errors", async () => {
    const whole = shapes(PublisherApi);
    const byGroup: string[] = [];
    for (const name of Object.keys(GROUPS) as (keyof typeof GROUPS)[]) {
      const group = await groupOf(name);
      expect(group.identifier).toBe(name);
      byGroup.push(...shapes(apiOf(group)));
    }
    expect(byGroup.sort()).toEqual(whole);
  });
});

describe("a group loaded at its first call", () => {
  const group = { identifier: "probe" } as unknown as HttpApiGroup.HttpApiGroup.Any;

  it("imports its module once, then calls the method; a failed import fails the call and the next one tries again", async () => {
    let imports = 0;
    let fail = true;
    const load = () => {
      imports += 1;
      return fail ? Promise.reject(new Error("chunk failed")) : Promise.resolve(group);
    };
    const calls = callsOnFirstUse(load, () => ({ ping: (request: unknown) => Effect.succeed({ pong: request }) }));

    const first = await Effect.runPromise(Effect.either(calls.ping!(1)));
    expect(Either.isLeft(first) && first.left instanceof NetworkFailed).toBe(true);

    fail = false;
    expect(await Effect.runPromise(calls.ping!(2))).toEqual({ pong: 2 });
    expect(await Effect.runPromise(calls.ping!(3))).toEqual({ pong: 3 });
    expect(imports).toBe(2);
  });

  it("is not taken for a promise: awaiting it gives it back, and importing nothing", async () => {
    let imports = 0;
    const calls = callsOnFirstUse(
      () => {
        imports += 1;
        return Promise.resolve(group);
      },
      () => ({}),
    );
    expect(await Promise.resolve(calls)).toBe(calls);
    expect(JSON.stringify({ calls })).toBe('{"calls":{}}');
    expect(imports).toBe(0);
  });
});
