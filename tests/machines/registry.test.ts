/** The registry of flow machines (machines/registry.ts): every machine found, and one id each. */
import { createMachine } from "xstate";
import { describe, expect, it } from "vitest";
import { MACHINES_BY_ID, byId } from "../../machines/registry";

describe("the machines by id", () => {
  it("keys each machine by its id", () => {
    const a = createMachine({ id: "a" });
    const b = createMachine({ id: "b" });
    expect([...byId([a, b])]).toEqual([
      ["a", a],
      ["b", b],
    ]);
  });

  it("refuses two machines with one id, naming every id", () => {
    expect(() => byId([createMachine({ id: "a" }), createMachine({ id: "b" }), createMachine({ id: "a" })])).toThrow(
      new Error("Two flow machines share an id: a, b, a"),
    );
  });

  it("finds the machine of every machines/<flow>/*.machine.ts, the seven named flows among them", async () => {
    const { readdirSync } = await import("node:fs");
    const files = readdirSync(new URL("../../machines/", import.meta.url), { recursive: true, encoding: "utf8" }).filter((f) =>
      f.endsWith(".machine.ts"),
    );
    expect(MACHINES_BY_ID.size).toBeGreaterThanOrEqual(files.length);
    for (const id of [
      "auth",
      "registration",
      "passwordResetRequest",
      "languageChange",
      "payoutAccount",
      "smartlinkRequest",
      "competitions",
    ])
      expect(MACHINES_BY_ID.get(id)?.id, id).toBe(id);
  });
});
