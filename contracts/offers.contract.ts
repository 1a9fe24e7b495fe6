/**
 * Offers (spec 02 sections 2, 3 and 7): the network's catalogue as the publisher sees it, with
 * targeting, goals and payouts, landing pages and creatives; categories; goal titles for filters;
 * requesting access to an offer on request. Shapes not fixed by the spec: decision 026.
 */
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform";
import { Schema } from "effect";
import { ConversionType } from "./conversions.contract";
import { BadRequest, HydraCollection, HydraPagedCollection, Iri, NotFound, ld, resourceFields } from "./hydra";
import { COUNTRY_CODE, PagingParams, RELATIVE_ID, SearchText, listFilter, optionalParam, orderParams } from "./list-query";
import { DeviceTargeting, NamedRef, PromoChannel } from "./lookups.contract";
import { Session } from "./session";
import { readableWithToken } from "./token-scope";

/** Offer campaign status (spec 02 section 3). */
export const OFFER_STATUS = { pending: 0, active: 1, in_review: 2, archived: 3, declined: 4, test: 5 } as const;
export const OfferStatus = Schema.Literal(0, 1, 2, 3, 4, 5).annotations({
  identifier: "OfferStatus",
  description: "pending 0, active 1, in_review 2, archived 3, declined 4, test 5",
});
export type OfferStatus = typeof OfferStatus.Type;

/** The offer's availability for the signed-in publisher (spec 02 section 3). */
export const OFFER_AVAILABILITY = { declined: 0, live: 1, in_review: 2, on_request: 3, requested: 4, test: 5, available: 10 } as const;
export type OfferAvailabilityName = keyof typeof OFFER_AVAILABILITY;
export const OfferAvailability = Schema.Literal(0, 1, 2, 3, 4, 5, 10).annotations({
  identifier: "OfferAvailability",
  description: "declined 0, live 1, in_review 2, on_request 3, requested 4, test 5, available 10",
});
export type OfferAvailability = typeof OfferAvailability.Type;

export const Platform = Schema.Literal("android", "windows", "mac", "ios").annotations({ identifier: "Platform" });
export const ConnectionType = Schema.Literal("Cable/DSL", "Cellular", "Corporate", "Satellite").annotations({
  identifier: "ConnectionType",
});

export const Category = NamedRef("Category");
export type Category = typeof Category.Type;

export const CountryPayout = Schema.Struct({ country: Schema.String, payout: Schema.Number }).annotations({ identifier: "CountryPayout" });

export const OfferGoal = Schema.Struct({
  ...resourceFields("OfferGoal"),
  key: Schema.String.annotations({ description: "What the {goal} macro sends" }),
  title: Schema.String,
  type: ConversionType,
  payoutType: Schema.Literal("fixed", "percent"),
  payout: Schema.Number.annotations({ description: "The default payout (an amount, or a percentage of the sale for percent goals)" }),
  countryPayouts: Schema.Array(CountryPayout).annotations({ description: "Countries whose payout differs from the default" }),
}).annotations({ identifier: "OfferGoal" });
export type OfferGoal = typeof OfferGoal.Type;

export const LandingPage = Schema.Struct({
  ...resourceFields("LandingPage"),
  landingPage: Schema.String.annotations({ description: "The landing page's name" }),
  url: Schema.String,
}).annotations({ identifier: "LandingPage" });

export const Offer = Schema.Struct({
  "@id": Iri,
  "@type": Schema.Literal("Offer"),
  id: Schema.Int,
  relativeId: Schema.Int,
  displayName: Schema.String,
  description: Schema.String,
  previewImage: Schema.String.annotations({ description: "URL of the preview image" }),
  categories: Schema.Array(Category),
  status: OfferStatus,
  availability: OfferAvailability,
  allowedCountries: Schema.Array(Schema.String).annotations({
    description: "Country codes; empty means every country but the denied ones",
  }),
  deniedCountries: Schema.Array(Schema.String),
  device: DeviceTargeting,
  platforms: Schema.Array(Platform),
  connectionTypes: Schema.Array(ConnectionType),
  promoChannels: Schema.Array(PromoChannel),
  goals: Schema.Array(OfferGoal),
  landingPages: Schema.Array(LandingPage),
  currency: Schema.String,
  payout: Schema.Number.annotations({ description: "The highest fixed default payout of its goals" }),
  approximatePayout: Schema.Number.annotations({ description: "Expected approximate payout per conversion" }),
  trackingLink: Schema.NullOr(Schema.String).annotations({
    description: "The publisher's base tracking link; null until the offer is live or test",
  }),
}).annotations({ identifier: "Offer" });
export type Offer = typeof Offer.Type;

export const OFFER_ORDER = ["relativeId", "displayName", "payout", "approximatePayout"] as const;
export type OfferOrderField = (typeof OFFER_ORDER)[number];

const RelativeIdValue = Schema.NumberFromString.pipe(Schema.int(), Schema.positive(), Schema.lessThan(1e9)).annotations({
  message: () => "The relative id should be a whole number from 1.",
});

export const OfferQuery = Schema.Struct({
  ...PagingParams,
  search: optionalParam(SearchText.annotations({ description: 'Part of the name (case-insensitive), or "#" and a relative id' })),
  relativeId: optionalParam(RelativeIdValue.annotations({ description: "Exactly this relative id" })),
  ...listFilter("category", "[1-9][0-9]{0,3}", "category ids", "a category id"),
  ...listFilter("country", COUNTRY_CODE, "country codes", "a country code"),
  ...listFilter("device", "[012]", "device targeting values (0, 1, 2)", "0, 1 or 2"),
  ...listFilter("promoChannel", "[1-9][0-9]{0,3}", "promo channel ids", "a promo channel id"),
  ...listFilter("status", "(?:0|1|2|3|4|5|10)", "availability values (0, 1, 2, 3, 4, 5, 10)", "an availability value"),
  ...orderParams(OFFER_ORDER),
});
export type OfferQuery = typeof OfferQuery.Type;

export const OfferIdParam = Schema.Struct({ id: Schema.NumberFromString.pipe(Schema.int(), Schema.positive(), Schema.lessThan(1e9)) });

export const OfferCreative = Schema.Struct({
  "@id": Iri,
  "@type": Schema.Literal("OfferCreative"),
  id: Schema.Int,
  offer: Iri,
  name: Schema.String,
  kind: Schema.Literal("banner", "native", "push_icon"),
  width: Schema.Int,
  height: Schema.Int,
  url: Schema.String.annotations({ description: "URL of the image (download and preview)" }),
}).annotations({ identifier: "OfferCreative" });
export type OfferCreative = typeof OfferCreative.Type;

export const OfferCreativeQuery = Schema.Struct({
  ...listFilter("offer", RELATIVE_ID, "offer relative ids", "an offer relative id"),
});

/** A goal as filters list it: its title and key, and the offer it belongs to. */
export const OfferGoalOption = Schema.Struct({
  ...resourceFields("OfferGoal"),
  key: Schema.String,
  title: Schema.String,
  offer: Iri,
}).annotations({ identifier: "OfferGoalOption" });

export const OfferGoalFilterQuery = Schema.Struct({
  ...listFilter("offer", RELATIVE_ID, "offer relative ids", "an offer relative id"),
  search: optionalParam(SearchText.annotations({ description: "Part of the goal's title (case-insensitive)" })),
});

export const AccessRequest = Schema.Struct({
  comment: Schema.optional(Schema.NullOr(Schema.String.pipe(Schema.maxLength(1000)))),
}).annotations({ identifier: "OfferAccessRequest" });

// A token with the offers scope reads the list and an offer (contracts/token-scope.ts).
const offers = readableWithToken("offers");

export const OffersGroup = HttpApiGroup.make("offers")
  .add(
    offers(
      HttpApiEndpoint.get("list", "/offers")
        .setUrlParams(OfferQuery)
        .addSuccess(ld(HydraPagedCollection(Offer, "OfferCollection"))),
    ),
  )
  .add(offers(HttpApiEndpoint.get("get", "/offers/:id").setPath(OfferIdParam).addSuccess(ld(Offer)).addError(NotFound)))
  .add(
    HttpApiEndpoint.post("requestAccess", "/offers/:id/request_access")
      .setPath(OfferIdParam)
      .setPayload(ld(AccessRequest))
      .addSuccess(ld(Offer))
      .addError(NotFound)
      .addError(BadRequest),
  )
  .add(HttpApiEndpoint.get("categories", "/categories").addSuccess(ld(HydraCollection(Category, "CategoryCollection"))))
  .add(
    HttpApiEndpoint.get("creatives", "/offer_creatives")
      .setUrlParams(OfferCreativeQuery)
      .addSuccess(ld(HydraCollection(OfferCreative, "OfferCreativeCollection"))),
  )
  .add(
    HttpApiEndpoint.get("goalFilter", "/offer_goals/filter")
      .setUrlParams(OfferGoalFilterQuery)
      .addSuccess(ld(HydraCollection(OfferGoalOption, "OfferGoalOptionCollection"))),
  )
  .middleware(Session);
