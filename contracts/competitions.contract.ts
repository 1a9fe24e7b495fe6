/**
 * Competitions (spec 02 sections 1, 2, 4 and 7): each will start, is live or has ended, by the server's
 * clock; the publisher's position and the points to advance. The Competitions tab and the header's
 * label appear only when the list is not empty.
 */
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform";
import { Schema } from "effect";
import { HydraCollection, Iri, ld } from "./hydra";
import { Session } from "./session";

export const CompetitionStatus = Schema.Literal("will_start", "live", "ended").annotations({ identifier: "CompetitionStatus" });
export type CompetitionStatus = typeof CompetitionStatus.Type;

export const Competition = Schema.Struct({
  "@id": Iri,
  "@type": Schema.Literal("Competition"),
  id: Schema.Int,
  title: Schema.String,
  description: Schema.String,
  prize: Schema.String,
  startDate: Schema.String.annotations({ description: "RFC 3339 date-time (UTC)" }),
  endDate: Schema.String.annotations({ description: "RFC 3339 date-time (UTC), exclusive" }),
  status: CompetitionStatus.annotations({ description: "By the server's clock: before startDate, until endDate, after" }),
  participants: Schema.Int.pipe(Schema.nonNegative()),
  position: Schema.NullOr(Schema.Int.pipe(Schema.positive())).annotations({ description: "Null before the start" }),
  points: Schema.Number.annotations({ description: "The payout earned since the start (one point per unit of currency)" }),
  pointsToAdvance: Schema.NullOr(Schema.Number).annotations({
    description: "Points to pass the next position; null when first, before the start or ended",
  }),
}).annotations({ identifier: "Competition" });
export type Competition = typeof Competition.Type;

export const CompetitionsGroup = HttpApiGroup.make("competitions")
  .add(HttpApiEndpoint.get("list", "/competitions.jsonld").addSuccess(ld(HydraCollection(Competition, "CompetitionCollection"))))
  .middleware(Session);
