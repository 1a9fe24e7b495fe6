/**
 * Offers (spec 02 sections 2, 3 and 7). Today only what a reference needs ("#relativeId displayName"),
 * for the lookup selects of the list filters; the offers area extends the record.
 */
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform";
import { Schema } from "effect";
import { HydraPagedCollection, Iri, ld } from "./hydra";
import { SourceQuery } from "./list-query";
import { Session } from "./session";

export const Offer = Schema.Struct({
  "@id": Iri,
  "@type": Schema.Literal("Offer"),
  id: Schema.Int,
  relativeId: Schema.Int,
  displayName: Schema.String,
}).annotations({ identifier: "Offer" });
export type Offer = typeof Offer.Type;

export const OffersGroup = HttpApiGroup.make("offers")
  .add(HttpApiEndpoint.get("list", "/offers").setUrlParams(SourceQuery).addSuccess(ld(HydraPagedCollection(Offer, "OfferCollection"))))
  .middleware(Session);

