/**
 * Offers and smartlinks as lists to pick from (spec 02 sections 2, 3 and 7): the lookup selects of
 * the list filters search them. Only the fields a reference needs are described here ("#relativeId
 * displayName"); the offers and smartlinks areas extend these records. A search is partial and
 * case-insensitive on the name; `relativeId` finds one record by its relative id (the lookup's
 * leading "#").
 */
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform";
import { Schema } from "effect";
import { HydraPagedCollection, Iri, ld } from "./hydra";
import { PagingParams, SearchText, optionalParam } from "./list-query";
import { Session } from "./session";

const RelativeIdParam = Schema.NumberFromString.pipe(Schema.int(), Schema.positive(), Schema.lessThan(1e9)).annotations({
  message: () => "The relative id should be a whole number from 1.",
});

/** What a lookup sends: a page, and a search or a relative id. */
export const SourceQuery = Schema.Struct({
  ...PagingParams,
  search: optionalParam(SearchText.annotations({ description: "Part of the name (case-insensitive); blank finds all" })),
  relativeId: optionalParam(RelativeIdParam.annotations({ description: "Exactly this relative id" })),
});
export type SourceQuery = typeof SourceQuery.Type;

export const Offer = Schema.Struct({
  "@id": Iri,
  "@type": Schema.Literal("Offer"),
  id: Schema.Int,
  relativeId: Schema.Int,
  displayName: Schema.String,
}).annotations({ identifier: "Offer" });
export type Offer = typeof Offer.Type;

export const Smartlink = Schema.Struct({
  "@id": Iri,
  "@type": Schema.Literal("Smartlink"),
  id: Schema.Int,
  relativeId: Schema.Int,
  name: Schema.String,
}).annotations({ identifier: "Smartlink" });
export type Smartlink = typeof Smartlink.Type;

export const OffersGroup = HttpApiGroup.make("offers")
  .add(HttpApiEndpoint.get("list", "/offers").setUrlParams(SourceQuery).addSuccess(ld(HydraPagedCollection(Offer, "OfferCollection"))))
  .middleware(Session);

export const SmartlinksGroup = HttpApiGroup.make("smartlinks")
  .add(HttpApiEndpoint.get("list", "/smartlinks").setUrlParams(SourceQuery).addSuccess(ld(HydraPagedCollection(Smartlink, "SmartlinkCollection"))))
  .middleware(Session);
