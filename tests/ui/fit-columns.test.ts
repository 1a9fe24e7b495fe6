import { describe, expect, it } from "vitest";
import { hiddenColumns } from "../../src/ui/list/fit-columns";

const columns = [
  { id: "name", width: 200, keep: true },
  { id: "a", width: 100, keep: false },
  { id: "status", width: 80, keep: false, priority: 1 },
  { id: "b", width: 100, keep: false },
  { id: "action", width: 90, keep: true },
];

describe("hiddenColumns", () => {
  it("hides nothing when every column fits, and reserves no disclosure", () => {
    expect(hiddenColumns(columns, 570, 48)).toEqual(new Set());
  });
  it("keeps the kept columns, then a lower priority first, then left to right, with room for the disclosure", () => {
    expect(hiddenColumns(columns, 569, 48)).toEqual(new Set(["b"]));
    expect(hiddenColumns(columns, 420, 48)).toEqual(new Set(["a", "b"]));
    expect(hiddenColumns(columns, 400, 48)).toEqual(new Set(["a", "status", "b"]));
  });
  it("stops at the first column that does not fit, so a later, narrower one does not jump the order", () => {
    expect(hiddenColumns([...columns.slice(0, 2), { id: "c", width: 10, keep: false }, columns[4]!], 380, 48)).toEqual(new Set(["a", "c"]));
  });
  it("keeps a column that fills the room exactly", () => {
    // name 200 + action 90 + the disclosure 48 + status 80 = 418.
    expect(hiddenColumns(columns, 418, 48)).toEqual(new Set(["a", "b"]));
    expect(hiddenColumns(columns, 417, 48)).toEqual(new Set(["a", "status", "b"]));
  });
});
