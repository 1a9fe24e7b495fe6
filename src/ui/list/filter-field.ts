/** What a list filter is: its name in the query and the URL, its label, its kind and its checks. */
import type { Schema } from "effect";
import type { LookupName } from "./lookup-sources";

export interface FilterOption {
  readonly value: string;
  readonly labelId?: string;
  /** A label that needs no translation (e.g. a payment method's title). */
  readonly label?: string;
}

/**
 * A list endpoint's query schema (e.g. `ConversionQuery`): a struct of optional parameters whose
 * encoded side is what the URL holds. Any struct will do, hence the library's own `any` alias.
 */
export type FilterContract = Schema.Schema.AnyNoContext;

export interface FilterField {
  readonly name: string;
  readonly labelId: string;
  /**
   * list: values separated by comma, space or newline; text: one value; select: one of the options;
   * lookup: records chosen from a server-side search (`lookup` names it), kept as a list of ids.
   */
  readonly kind: "list" | "text" | "select" | "lookup";
  readonly lookup?: LookupName;
  /** A list of country codes chosen in the country picker (src/ui/country-picker.tsx) rather than typed. */
  readonly picker?: "countries";
  readonly options?: ReadonlyArray<FilterOption>;
  readonly hintId?: string;
  /** The message for list items the contract refuses (`items`, `count`); a generic one otherwise. */
  readonly itemErrorId?: string;
  /** List items upper-cased (country codes). */
  readonly itemCase?: "upper";
  /** The request's query schema: a value it would refuse is refused in the drawer and left out of a link. */
  readonly contract?: FilterContract;
}
