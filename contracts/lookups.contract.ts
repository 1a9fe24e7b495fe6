/**
 * Reference lists the working areas share (spec 02 sections 3 and 7): countries with their
 * popularity, device targeting, promo channels and traffic types. Offers and smartlinks both read
 * them, so they live in their own group (decision 026).
 */
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform";
import { Schema } from "effect";
import { HydraCollection, Iri, ld, resourceFields } from "./hydra";
import { Session } from "./session";

export const Country = Schema.Struct({
  "@id": Iri,
  "@type": Schema.Literal("Country"),
  code: Schema.String.annotations({ description: "ISO 3166-1 alpha-2" }),
  name: Schema.String,
  popularCount: Schema.Int.pipe(Schema.nonNegative()).annotations({
    description: "How many offers target the country; the list is most popular first",
  }),
}).annotations({ identifier: "Country" });
export type Country = typeof Country.Type;

/** How many of the most popular countries a country picker shows first (spec 02 section 3). */
export const DEFAULT_POPULAR_COUNT = 10;

export const DeviceTargeting = Schema.Literal(0, 1, 2).annotations({
  identifier: "DeviceTargeting",
  description: "all 0, desktop 1, mobile 2",
});
export type DeviceTargeting = typeof DeviceTargeting.Type;

export const DeviceOption = Schema.Struct({
  "@id": Iri,
  "@type": Schema.Literal("Device"),
  id: DeviceTargeting,
  name: Schema.Literal("all", "desktop", "mobile"),
}).annotations({ identifier: "DeviceOption" });

/** A named entry of a reference list (promo channel, traffic type, category). */
export const NamedRef = <T extends string>(type: T) =>
  Schema.Struct({ ...resourceFields(type), name: Schema.String }).annotations({ identifier: type });

export const PromoChannel = NamedRef("PromoChannel");
export type PromoChannel = typeof PromoChannel.Type;
export const TrafficType = NamedRef("TrafficType");
export type TrafficType = typeof TrafficType.Type;

export const LookupsGroup = HttpApiGroup.make("lookups")
  .add(HttpApiEndpoint.get("countries", "/countries.jsonld").addSuccess(ld(HydraCollection(Country, "CountryCollection"))))
  .add(HttpApiEndpoint.get("devices", "/devices").addSuccess(ld(HydraCollection(DeviceOption, "DeviceCollection"))))
  .add(HttpApiEndpoint.get("promoChannels", "/promo_channels").addSuccess(ld(HydraCollection(PromoChannel, "PromoChannelCollection"))))
  .add(HttpApiEndpoint.get("trafficTypes", "/traffic_types").addSuccess(ld(HydraCollection(TrafficType, "TrafficTypeCollection"))))
  .middleware(Session);
