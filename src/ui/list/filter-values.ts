/**
 * Filter values checked the way the request will be (issue 15, item 1): list inputs normalised
 * (trimmed, de-duplicated, country codes upper-cased), then decoded with the list's contract query
 * schema, so that a value the request would refuse is refused where it was typed, with a reason.
 */
import { Either, Option, ParseResult, Schema, SchemaAST } from "effect";
import type { FilterContract, FilterField } from "./filter-field";
import { splitListInput } from "./helpers";

/** Why a filter value cannot be applied. */
export type FilterProblem =
  | { readonly kind: "items"; readonly items: ReadonlyArray<string> }
  | { readonly kind: "tooLong"; readonly max: number; readonly length: number }
  | { readonly kind: "invalid" };

/** The fields of a list with the contract their values are checked against. */
export const withContract = (contract: FilterContract, fields: ReadonlyArray<FilterField>): ReadonlyArray<FilterField> =>
  fields.map((field) => ({ ...field, contract }));

const isListKind = (field: FilterField) => field.kind === "list" || field.kind === "lookup";

/** The items of a list or lookup input: trimmed, de-duplicated, in the field's case. */
export const filterItems = (field: FilterField, value: string): string[] => {
  const items = splitListInput(value).map((item) => (field.itemCase === "upper" ? item.toUpperCase() : item));
  return [...new Set(items)];
};

/** A value as it is applied and put in the URL: list items joined by commas; other text trimmed. */
export const normaliseFilter = (field: FilterField, value: string): string =>
  isListKind(field) ? filterItems(field, value).join(",") : value.trim();

/** The `maxLength` of the first refinement in an issue that has one. */
const maxLengthOf = (issue: ParseResult.ParseIssue): number | null => {
  switch (issue._tag) {
    case "Refinement": {
      const schema = Option.getOrUndefined(SchemaAST.getJSONSchemaAnnotation(issue.ast));
      const max = schema && "maxLength" in schema ? schema.maxLength : undefined;
      return typeof max === "number" ? max : maxLengthOf(issue.issue);
    }
    case "Pointer":
    case "Transformation":
      return maxLengthOf(issue.issue);
    case "Composite":
      for (const inner of Array.isArray(issue.issues) ? issue.issues : [issue.issues]) {
        const max = maxLengthOf(inner);
        if (max !== null) return max;
      }
      return null;
    default:
      return null;
  }
};

const decoder = (contract: FilterContract) => Schema.decodeUnknownEither(contract, { errors: "all", onExcessProperty: "ignore" });

/** The items the contract refuses, read from its `name[]` form (one violation per item). */
const refusedItems = (contract: FilterContract, name: string, items: ReadonlyArray<string>): string[] => {
  const result = decoder(contract)({ [`${name}[]`]: items });
  if (Either.isRight(result)) return [];
  const indexes = new Set(
    ParseResult.ArrayFormatter.formatErrorSync(result.left)
      .map((issue) => issue.path[1])
      .filter((index): index is number => typeof index === "number"),
  );
  return items.filter((_item, index) => indexes.has(index));
};

/**
 * Why a (normalised) value cannot be applied, or null when it can: a select must hold one of its
 * options; with a contract, the value must decode as the request's parameter of the same name.
 */
export const filterProblem = (field: FilterField, value: string): FilterProblem | null => {
  if (value === "") return null;
  if (field.kind === "select" && field.options && !field.options.some((option) => option.value === value)) return { kind: "invalid" };
  if (!field.contract) return null;
  const result = decoder(field.contract)({ [field.name]: value });
  if (Either.isRight(result)) return null;
  const max = maxLengthOf(result.left.issue);
  if (max !== null && Array.from(value).length > max) return { kind: "tooLong", max, length: Array.from(value).length };
  if (isListKind(field)) {
    const items = refusedItems(field.contract, field.name, filterItems(field, value));
    if (items.length > 0) return { kind: "items", items };
  }
  return { kind: "invalid" };
};

/** What a stored value (a link's) becomes: normalised; refused list items left out; otherwise dropped. */
export const repairFilter = (field: FilterField, raw: string): { readonly value: string; readonly problem: FilterProblem | null } => {
  const value = normaliseFilter(field, raw);
  const problem = filterProblem(field, value);
  if (!problem) return { value, problem: null };
  if (problem.kind === "items") {
    const kept = filterItems(field, value)
      .filter((item) => !problem.items.includes(item))
      .join(",");
    return { value: filterProblem(field, kept) ? "" : kept, problem };
  }
  return { value: "", problem };
};
