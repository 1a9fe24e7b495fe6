/** The texts a list's bad query parameter is refused with (contracts/list-query.ts): what the 400's violation says. */
import { Either, ParseResult, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { COUNTRY_CODE, DateRange, OrderDirection, Page, SourceQuery, listFilter } from "../../contracts/list-query";

const messagesOf = <A, I>(schema: Schema.Schema<A, I>, input: unknown): string[] => {
  const result = Schema.decodeUnknownEither(schema, { errors: "all" })(input);
  if (Either.isRight(result)) throw new Error(`${JSON.stringify(input)} was accepted`);
  return ParseResult.ArrayFormatter.formatErrorSync(result.left).map((issue) => issue.message);
};

describe("list query messages", () => {
  it("a page that is not a whole number from 1", () => {
    expect(messagesOf(Page, "0")).toEqual(["The page should be a whole number from 1."]);
    expect(messagesOf(Page, "1.5")).toEqual(["The page should be a whole number from 1."]);
    expect(messagesOf(Page, "two")).toEqual(["The page should be a whole number from 1."]);
  });

  it("an order other than asc or desc", () => {
    expect(messagesOf(OrderDirection, "up")).toEqual(['The order should be "asc" or "desc".']);
  });

  it("a date range not written as two days", () => {
    expect(messagesOf(DateRange, "2026-11-01..2026-11-30")).toEqual(['The date range should be "YYYY-MM-DD - YYYY-MM-DD".']);
  });

  it("a list filter with an item that is not of its kind, both spellings", () => {
    const Filter = Schema.Struct(listFilter("country", COUNTRY_CODE, "two-letter country codes", "a two-letter country code"));
    expect(messagesOf(Filter, { country: "us, deu" })).toEqual([
      "Expected two-letter country codes, separated by commas, spaces or newlines.",
    ]);
    expect(messagesOf(Filter, { "country[]": ["us", "deu"] })).toEqual(["Expected a two-letter country code."]);
  });

  it("a lookup's relative id that is not a whole number from 1", () => {
    expect(messagesOf(SourceQuery, { relativeId: "0" })).toEqual(["The relative id should be a whole number from 1."]);
  });
});
