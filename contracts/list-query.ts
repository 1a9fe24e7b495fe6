/**
 * Query parameters of paged, filtered and ordered lists, spelled as API Platform spells them
 * (docs/decisions/006-list-endpoints.md): `page`, `itemsPerPage`, `order[field]=asc|desc`, a
 * `dateRange` of "YYYY-MM-DD - YYYY-MM-DD" whose end is exclusive, and list filters that come both
 * as `name=a,b c` (comma, space or newline separated) and as repeated `name[]=a&name[]=b`.
 */
import { Schema } from "effect";

/** Page sizes of every list (spec 02 section 9). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

export const ItemsPerPage = Schema.transformLiterals(["10", 10], ["20", 20], ["50", 50], ["100", 100]).annotations({
  identifier: "ItemsPerPage",
  message: () => ({ message: "The value you selected is not a valid choice: 10, 20, 50 or 100.", override: true }),
});

export const Page = Schema.NumberFromString.pipe(Schema.int(), Schema.positive()).annotations({
  // override: the message of every failure of the chain ("1.5" fails the int filter, not the last one).
  message: () => ({ message: "The page should be a whole number from 1.", override: true }),
});

/**
 * An optional query parameter. Exact (no `| undefined` union), so that a wrong value is reported
 * once, with its schema's message, rather than once per member of the union.
 */
export const optionalParam = <S extends Schema.Schema.All>(schema: S) => Schema.optionalWith(schema, { exact: true });

/** A filter that takes one of the values of a literal schema; a wrong value is one violation that names them. */
export const choiceParam = <S extends Schema.Schema.Any>(schema: S, values: ReadonlyArray<string>) =>
  optionalParam(
    schema.annotations({
      message: () => ({ message: `The value you selected is not a valid choice: ${values.join(", ")}.`, override: true }),
    }) as S,
  );

/** `page` and `itemsPerPage` (default 10). */
export const PagingParams = {
  page: optionalParam(Page),
  itemsPerPage: optionalParam(ItemsPerPage),
};

export const OrderDirection = Schema.Literal("asc", "desc").annotations({
  identifier: "OrderDirection",
  message: () => ({ message: 'The order should be "asc" or "desc".', override: true }),
});
export type OrderDirection = typeof OrderDirection.Type;

type OrderParams<F extends string> = { readonly [K in F as `order[${K}]`]: Schema.optionalWith<typeof OrderDirection, { exact: true }> };

/** `order[field]` for each sortable field. Several may be given; the first in the query string sorts first. */
export const orderParams = <const F extends string>(fields: ReadonlyArray<F>): OrderParams<F> =>
  // Object.fromEntries loses the template-literal keys; OrderParams restores them.
  Object.fromEntries(fields.map((field) => [`order[${field}]`, optionalParam(OrderDirection)])) as unknown as OrderParams<F>;

/** "YYYY-MM-DD - YYYY-MM-DD": the end is the day after the last day shown (exclusive). */
export const DateRange = Schema.String.pipe(
  Schema.pattern(/^\d{4}-\d{2}-\d{2} - \d{4}-\d{2}-\d{2}$/, { message: () => 'The date range should be "YYYY-MM-DD - YYYY-MM-DD".' }),
).annotations({
  identifier: "DateRange",
  description: 'Start and end dates, "YYYY-MM-DD - YYYY-MM-DD"; the end is exclusive (the day after the last day)',
});

const SEPARATORS = String.raw`[\s,]+`;

/**
 * A list filter as one string: items separated by commas, spaces or newlines, matching `item`
 * (a regular expression source without anchors). An empty string filters nothing.
 */
const separatedList = (item: string, description: string) =>
  Schema.String.pipe(
    Schema.maxLength(4000),
    Schema.pattern(new RegExp(`^[\\s,]*(?:${item}(?:${SEPARATORS}${item})*[\\s,]*)?$`), {
      message: () => `Expected ${description}, separated by commas, spaces or newlines.`,
    }),
  ).annotations({ description: `${description}, separated by commas, spaces or newlines` });

/** A list filter both ways: `name=a,b` and `name[]=a&name[]=b` (merged by the server). */
export const listFilter = <const N extends string>(name: N, item: string, description: string, one: string) =>
  ({
    [name]: optionalParam(separatedList(item, description)),
    [`${name}[]`]: optionalParam(
      Schema.Array(Schema.String.pipe(Schema.pattern(new RegExp(`^${item}$`), { message: () => `Expected ${one}.` }))).pipe(
        Schema.maxItems(500),
      ),
    ),
  }) as { readonly [K in N]: Schema.optionalWith<ReturnType<typeof separatedList>, { exact: true }> } & {
    readonly [K in `${N}[]`]: Schema.optionalWith<Schema.filter<Schema.Array$<Schema.filter<typeof Schema.String>>>, { exact: true }>;
  };

export const COUNTRY_CODE = "[A-Za-z]{2}";
export const RELATIVE_ID = "[1-9][0-9]{0,8}";

/** Free-text search (partial, case-insensitive). */
export const SearchText = Schema.String.pipe(Schema.maxLength(255));

const RelativeIdParam = Schema.NumberFromString.pipe(Schema.int(), Schema.positive(), Schema.lessThan(1e9)).annotations({
  message: () => ({ message: "The relative id should be a whole number from 1.", override: true }),
});

/**
 * What a lookup (a select that searches offers or smartlinks, spec 02 section 3) sends: a page, and a
 * search (partial, case-insensitive on the name) or a relative id (the lookup's leading "#").
 */
export const SourceQuery = Schema.Struct({
  ...PagingParams,
  search: optionalParam(SearchText.annotations({ description: "Part of the name (case-insensitive); blank finds all" })),
  relativeId: optionalParam(RelativeIdParam.annotations({ description: "Exactly this relative id" })),
});
export type SourceQuery = typeof SourceQuery.Type;
