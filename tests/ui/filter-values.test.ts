/**
 * The checks of src/ui/list/filter-values.ts on fields the contracts' lists do not make (issue 33: the
 * mutants tests/ui/list-url.test.ts left alive). A select is checked against its options where no
 * contract checks it; a contract's length limit is named only when the value is over it, whichever
 * check comes first and in whichever alternative; a text value is one value, never split into items;
 * a list the contract refuses as a whole, with no item refused, is invalid.
 */
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { ConversionQuery } from "../../contracts/conversions.contract";
import type { FilterField } from "../../src/ui/list/filter-field";
import { filterItems, filterProblem, normaliseFilter, repairFilter, withContract } from "../../src/ui/list/filter-values";

/**
 * A code of small letters, at most five (`slug`: the same, its letters checked first); a group: "all"
 * or at most three characters; a list of at most two codes (`tags`, `tags[]`).
 */
const Codes = Schema.Struct({
  code: Schema.optional(Schema.String.pipe(Schema.maxLength(5), Schema.pattern(/^[a-z]+$/))),
  slug: Schema.optional(Schema.String.pipe(Schema.pattern(/^[a-z]+$/), Schema.maxLength(5))),
  group: Schema.optional(Schema.Union(Schema.Literal("all"), Schema.String.pipe(Schema.maxLength(3)))),
  tags: Schema.optional(Schema.String.pipe(Schema.pattern(/^[a-z]+(,[a-z]+)?$/))),
  "tags[]": Schema.optional(Schema.Array(Schema.String.pipe(Schema.pattern(/^[a-z]+$/)))),
});
const [code, slug, group, tags, tagsAsText] = withContract(Codes, [
  { name: "code", labelId: "code", kind: "text" },
  { name: "slug", labelId: "slug", kind: "text" },
  { name: "group", labelId: "group", kind: "text" },
  { name: "tags", labelId: "tags", kind: "list" },
  { name: "tags", labelId: "tags", kind: "text" },
]) as [FilterField, FilterField, FilterField, FilterField, FilterField];
const [country] = withContract(ConversionQuery, [{ name: "country", labelId: "country", kind: "list", itemCase: "upper" }]) as [
  FilterField,
];

describe("filter values", () => {
  it("a lookup's ids are a list: trimmed and de-duplicated; a list keeps its case unless told", () => {
    expect(normaliseFilter({ name: "offer", labelId: "offer", kind: "lookup" }, " 12, 7 ,12")).toBe("12,7");
    expect(filterItems({ name: "sub", labelId: "sub", kind: "list" }, "ab, Cd ab")).toEqual(["ab", "Cd"]);
  });

  it("a text value is one value: only trimmed, its spaces and commas kept", () => {
    expect(normaliseFilter(code, " ab cd, ab ")).toBe("ab cd, ab");
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

  it("a value within the limit is invalid, not too long, whichever check the contract makes first", () => {
    expect(filterProblem(slug, "abcdef")).toEqual({ kind: "tooLong", max: 5, length: 6 });
    expect(filterProblem(slug, "ABCDE")).toEqual({ kind: "invalid" });
    expect(filterProblem(slug, "AB")).toEqual({ kind: "invalid" });
  });

  it("the length limit of any alternative the contract allows is named", () => {
    expect(filterProblem(group, "all")).toBeNull();
    expect(filterProblem(group, "abcd")).toEqual({ kind: "tooLong", max: 3, length: 4 });
  });

  it("a list refused as a whole with every item good is invalid, with no items named", () => {
    expect(filterProblem(tags, "ab,cd")).toBeNull();
    expect(filterProblem(tags, "ab,cd,ef")).toEqual({ kind: "invalid" });
    expect(filterProblem(tags, "ab,Cd")).toEqual({ kind: "items", items: ["Cd"] });
  });

  it("a text field is refused as a whole, never item by item, where its name also has a list form", () => {
    expect(filterProblem(tagsAsText, "ab,Cd")).toEqual({ kind: "invalid" });
  });

  it("a link's list keeps every item the contract takes, joined by commas", () => {
    expect(repairFilter(country, "usa,de,fr")).toEqual({ value: "DE,FR", problem: { kind: "items", items: ["USA"] } });
  });

  it("a link's list is dropped when the items it keeps are still refused together", () => {
    expect(repairFilter(tags, "ab,cd,ef,Gh")).toEqual({ value: "", problem: { kind: "items", items: ["Gh"] } });
  });
});
