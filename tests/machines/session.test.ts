import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { Publisher } from "../../contracts/publisher";
import { DEFAULT_TIMEZONE, sessionMachine, timezoneOf } from "../../machines/session/session.machine";

const publisher = { username: "demo", relativeId: 1001, timezone: null, timezoneInfo: null, language: "en" } as unknown as Publisher;

const start = (load: () => Promise<Publisher>) => {
  const calls: string[] = [];
  const actor = createActor(
    sessionMachine.provide({
      actors: { loadCurrent: fromPromise(load) },
      actions: {
        applyProfile: (_, { publisher: p }) => calls.push(`apply:${p.username}`),
        handleError: () => calls.push("error"),
        toLogin: () => calls.push("toLogin"),
        forgetPublisher: () => calls.push("forget"),
      },
    }),
  ).start();
  return { actor, calls };
};

describe("session", () => {
  it("loads the publisher and applies the profile", async () => {
    const { actor, calls } = start(async () => publisher);
    actor.send({ type: "session.load" });
    await waitFor(actor, (s) => s.matches("ready"));
    expect(calls).toEqual(["apply:demo"]);
    actor.send({ type: "session.profileUpdated", publisher: { ...publisher, language: "uk" } });
    expect(actor.getSnapshot().context.publisher?.language).toBe("uk");
  });

  it("clears the username and reports a failed load; a 401 sends to login instead", async () => {
    const failed = start(async () => Promise.reject(Object.assign(new Error("x"), { _tag: "RequestFailed" })));
    failed.actor.send({ type: "session.load" });
    await waitFor(failed.actor, (s) => s.matches("failed"));
    expect(failed.actor.getSnapshot().context.publisher).toBeNull();
    expect(failed.calls).toEqual(["error"]);

    const unauthorized = start(async () => Promise.reject(Object.assign(new Error("x"), { _tag: "Unauthorized" })));
    unauthorized.actor.send({ type: "session.load" });
    await waitFor(unauthorized.actor, (s) => s.matches("idle") && unauthorized.calls.length > 0);
    expect(unauthorized.calls).toEqual(["forget", "toLogin"]);
  });

  it("ends on a 401 seen anywhere", async () => {
    const { actor, calls } = start(async () => publisher);
    actor.send({ type: "session.load" });
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "session.unauthorized" });
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context.publisher).toBeNull();
    expect(calls).toEqual(["apply:demo", "forget", "toLogin"]);
  });

  it("forgets the publisher at logout", async () => {
    const { actor, calls } = start(async () => publisher);
    actor.send({ type: "session.load" });
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "session.signedOut" });
    expect(actor.getSnapshot().context.publisher).toBeNull();
    expect(calls).toEqual(["apply:demo", "forget"]);
  });

  it("defaults the time zone to Europe/Prague", () => {
    expect(timezoneOf(publisher)).toBe(DEFAULT_TIMEZONE);
    expect(DEFAULT_TIMEZONE).toBe("Europe/Prague");
    expect(timezoneOf({ ...publisher, timezoneInfo: { label: "Kyiv", value: "Europe/Kyiv" } })).toBe("Europe/Kyiv");
  });
});
