/**
 * The checks of src/ui/list/filter-values.ts on fields the contracts' lists do not make (issue 33: the
 * mutants tests/ui/list-url.test.ts left alive). A select is checked against its options where no
 * contract checks it; a contract's length limit is named only when the value is over it; a list the
 * contract refuses as a whole, with no item refused, is invalid.
 */
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { ConversionQuery } from "../../contracts/conversions.contract";
import type { FilterField } from "../../src/ui/list/filter-field";
import { filterItems, filterProblem, normaliseFilter, repairFilter, withContract } from "../../src/ui/list/filter-values";

/** A code of small letters, at most five; a list of at most two such codes (`tags`, `tags[]`). */
const Codes = Schema.Struct({
  code: Schema.optional(Schema.String.pipe(Schema.maxLength(5), Schema.pattern(/^[a-z]+$/))),
  tags: Schema.optional(Schema.String.pipe(Schema.pattern(/^[a-z]+(,[a-z]+)?$/))),
  "tags[]": Schema.optional(Schema.Array(Schema.String.pipe(Schema.pattern(/^[a-z]+$/)))),
});
const [code, tags] = withContract(Codes, [
  { name: "code", labelId: "code", kind: "text" },
  { name: "tags", labelId: "tags", kind: "list" },
]) as [FilterField, FilterField];
const [country] = withContract(ConversionQuery, [{ name: "country", labelId: "country", kind: "list", itemCase: "upper" }]) as [
  FilterField,
];

describe("filter values", () => {
  it("a lookup's ids are a list: trimmed and de-duplicated; a list keeps its case unless told", () => {
    expect(normaliseFilter({ name: "offer", labelId: "offer", kind: "lookup" }, " 12, 7 ,12")).toBe("12,7");
    expect(filterItems({ name: "sub", labelId: "sub", kind: "list" }, "ab, Cd ab")).toEqual(["ab", "Cd"]);
  });

  it("a select with no contract holds one of its options; one with none listed holds anything", () => {
    const device: FilterField = { name: "device", labelId: "device", kind: "select", options: [{ value: "desktop" }, { value: "mobile" }] };
    expect(filterProblem(device, "phone")).toEqual({ kind: "invalid" });
    expect(filterProblem(device, "mobile")).toBeNull();
    expect(filterProblem({ name: "any", labelId: "any", kind: "select" }, "phone")).toBeNull();
    // Options are a select's: a text field with a list of them is not checked against it.
    expect(filterProblem({ name: "text", labelId: "text", kind: "text", options: [{ value: "a" }] }, "b")).toBeNull();
  });

  it("the length limit is named only over it: at the limit a value refused otherwise is invalid", () => {
    expect(filterProblem(code, "abcdef")).toEqual({ kind: "tooLong", max: 5, length: 6 });
    expect(filterProblem(code, "ABCDE")).toEqual({ kind: "invalid" });
    expect(filterProblem(code, "abcde")).toBeNull();
  });

  it("a list refused as a whole with every item good is invalid, with no items named", () => {
    expect(filterProblem(tags, "ab,cd")).toBeNull();
    expect(filterProblem(tags, "ab,cd,ef")).toEqual({ kind: "invalid" });
    expect(filterProblem(tags, "ab,Cd")).toEqual({ kind: "items", items: ["Cd"] });
  });

  it("a link's list keeps every item the contract takes, joined by commas", () => {
    expect(repairFilter(country, "usa,de,fr")).toEqual({ value: "DE,FR", problem: { kind: "items", items: ["USA"] } });
  });
});
