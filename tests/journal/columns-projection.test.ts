/** The list column chooser's projection (issue 12): `preferences.columns.set` folds into hiddenColumns per list. */
import { describe, expect, it } from "vitest";
import { INITIAL_STATE, PROJECTED, foldAll } from "../../src/journal/projection";
import { isStoredJournal, emptyStored } from "../../src/journal/persisted";

const set = (list: unknown, hidden: unknown) => ({ type: PROJECTED.columns, payload: { list, hidden } });

describe("hidden columns projection", () => {
  it("keeps each list's last choice", () => {
    const state = foldAll([set("offers", ["payout"]), set("conversions", ["device"]), set("offers", ["device", "availability"])]);
    expect(state.hiddenColumns).toEqual({ offers: ["device", "availability"], conversions: ["device"] });
  });

  it("ignores a malformed entry and starts with none", () => {
    expect(INITIAL_STATE.hiddenColumns?.offers).toBeUndefined();
    const state = foldAll([set("offers", ["payout"]), set("offers", "payout"), set(7, []), set("offers", [1])]);
    expect(state.hiddenColumns).toEqual({ offers: ["payout"] });
  });

  it("a journal stored before the field existed still loads", () => {
    const { hiddenColumns: _, ...old } = { ...emptyStored().snapshot, hiddenColumns: {} };
    expect(isStoredJournal({ ...emptyStored(), snapshot: old })).toBe(true);
  });
});
