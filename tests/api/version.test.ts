/** "Every response is checked for a version header": the client publishes it; nothing reloads. */
import { afterEach, describe, expect, it } from "vitest";
import { withApi, type ApiRuntime, VersionWatcher, makeVersionRegistry, runApi } from "../../src/api";
import { arrivedFrom, json, runtimeWith } from "./fake-fetch";
import { demoPublisher } from "./fixtures";

let runtime: ApiRuntime | undefined;
afterEach(() => runtime?.dispose());

const watch = (rt: ApiRuntime) => {
  const seen: Array<[string, string | undefined]> = [];
  rt.runSync(VersionWatcher).subscribe((version, previous) => seen.push([version, previous]));
  return seen;
};

describe("version header", () => {
  it("is observed on a success and on an error answer", async () => {
    const answers = [json(200, demoPublisher, { "X-App-Version": "1.4.0" }), json(500, { detail: "boom" }, { "X-App-Version": "1.5.0" })];
    ({ runtime } = runtimeWith(() => answers.shift()!));
    const seen = watch(runtime);
    expect(
      (
        await runApi(
          runtime,
          withApi((api) => api.profile.current({})),
        )
      )._tag,
    ).toBe("Right");
    expect(
      (
        await runApi(
          runtime,
          withApi((api) => api.shell.balance({})),
        )
      )._tag,
    ).toBe("Left");
    expect(seen).toEqual([
      ["1.4.0", undefined],
      ["1.5.0", "1.4.0"],
    ]);
    expect(runtime.runSync(VersionWatcher).latest()).toBe("1.5.0");
  });

  it("is observed on an answer that came from the login page", async () => {
    ({ runtime } = runtimeWith(() =>
      arrivedFrom(new Response("<html></html>", { headers: { "x-app-version": "2.0.0" } }), "http://127.0.0.1:9/publisher/login"),
    ));
    const seen = watch(runtime);
    await runApi(
      runtime,
      withApi((api) => api.profile.current({})),
    );
    expect(seen).toEqual([["2.0.0", undefined]]);
  });

  it("is not published when absent", async () => {
    ({ runtime } = runtimeWith(() => json(200, 10.5)));
    const seen = watch(runtime);
    await runApi(
      runtime,
      withApi((api) => api.shell.balance({})),
    );
    expect(seen).toEqual([]);
  });
});

describe("version registry", () => {
  it("stops telling a listener that unsubscribed and survives a throwing one", () => {
    const registry = makeVersionRegistry();
    const seen: Array<string> = [];
    const stop = registry.subscribe((version) => seen.push(version));
    registry.subscribe(() => {
      throw new Error("listener bug");
    });
    const uncaught: Array<unknown> = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on("uncaughtException", onUncaught);
    registry.publish("1");
    stop();
    registry.publish("2");
    return new Promise<void>((resolve) =>
      setTimeout(() => {
        process.off("uncaughtException", onUncaught);
        expect(seen).toEqual(["1"]);
        expect(uncaught).toHaveLength(2);
        resolve();
      }, 5),
    );
  });
});
