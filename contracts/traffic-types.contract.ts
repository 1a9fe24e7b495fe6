/**
 * Traffic types (spec 02 sections 2, 3 and 7: the `/traffic_types` lookup). A smartlink or an offer
 * link is launched for one traffic type; shared by the smartlinks and the offers areas.
 */
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform";
import { Schema } from "effect";
import { HydraCollection, Iri, ld } from "./hydra";
import { Session } from "./session";

export const TrafficType = Schema.Struct({
  "@id": Iri,
  "@type": Schema.Literal("TrafficType"),
  id: Schema.Int,
  name: Schema.String,
}).annotations({ identifier: "TrafficType" });
export type TrafficType = typeof TrafficType.Type;

export const TrafficTypesGroup = HttpApiGroup.make("trafficTypes")
  .add(HttpApiEndpoint.get("list", "/traffic_types").addSuccess(ld(HydraCollection(TrafficType, "TrafficTypeCollection"))))
  .middleware(Session);
