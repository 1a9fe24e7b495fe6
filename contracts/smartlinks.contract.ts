/**
 * Smartlinks (spec 02 sections 2-9; docs/decisions/030-smartlinks-on-the-wire.md): the network's
 * smartlinks with the publisher's display state, the verticals they belong to with their
 * availability, and the publisher's smartlink campaigns (launched or requested smartlinks). Every
 * call answers 403 to a publisher without ROLE_SMARTLINKS. A launch the business rules refuse (a disabled
 * vertical, the smartlink limit, an edit of a campaign no longer editable) is the API's 400 with
 * `hydra:description`.
 */
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform";
import { Schema } from "effect";
import { ConstraintViolationList, Forbidden, HydraCollection, HydraPagedCollection, IdParam, Iri, NotFound, ld, mergePatch } from "./hydra";
import { PagingParams, SourceQuery, choiceParam } from "./list-query";
import { Session } from "./session";

/** Vertical availability (spec 02 section 3: disabled 0, available 1, on_request 2). */
export const VerticalAvailability = Schema.Literal("disabled", "available", "on_request").annotations({
  identifier: "VerticalAvailability",
});
export type VerticalAvailability = typeof VerticalAvailability.Type;

/** The smartlink's display state for the publisher (declined 0, active 1, suspended 2, requested 3, launch 4, on_request 5). */
export const SmartlinkState = Schema.Literal("declined", "active", "suspended", "requested", "launch", "on_request").annotations({
  identifier: "SmartlinkState",
});
export type SmartlinkState = typeof SmartlinkState.Type;

/**
 * A smartlink campaign's status: the spec's pending 0 (Requested), active 1 (Live), suspended 2,
 * archived 3, declined 4, and the lifecycle's in review and test (spec 02 section 4).
 */
export const CampaignStatus = Schema.Literal("pending", "in_review", "active", "test", "suspended", "archived", "declined").annotations({
  identifier: "SmartlinkCampaignStatus",
});
export type CampaignStatus = typeof CampaignStatus.Type;

export const SmartlinkVertical = Schema.Struct({
  "@id": Iri,
  "@type": Schema.Literal("SmartlinkVertical"),
  id: Schema.Int,
  name: Schema.String,
  availability: VerticalAvailability,
  countryRequired: Schema.Boolean.annotations({ description: "A launch or request must name at least one country" }),
}).annotations({ identifier: "SmartlinkVertical" });
export type SmartlinkVertical = typeof SmartlinkVertical.Type;

export const Smartlink = Schema.Struct({
  "@id": Iri,
  "@type": Schema.Literal("Smartlink"),
  id: Schema.Int,
  relativeId: Schema.Int,
  name: Schema.String,
  vertical: Iri,
  status: SmartlinkState,
  campaign: Schema.NullOr(Iri).annotations({ description: "The publisher's current campaign of this smartlink (not archived)" }),
}).annotations({ identifier: "Smartlink" });
export type Smartlink = typeof Smartlink.Type;

/** Custom URLs: http, https or ftp (spec 02 section 5); the form and the server check the same pattern. */
export const CUSTOM_URL_PATTERN = /^(https?|ftp):\/\/[^\s/?#]+[^\s]*$/i;

const Param = Schema.String.pipe(Schema.maxLength(255));

/** Tracking URL parameters (spec 02 section 3): subsource, track, ext_click_id, sub1 to sub6. */
export const TrackingParams = Schema.Struct({
  subsource: Schema.optional(Schema.NullOr(Param)),
  track: Schema.optional(Schema.NullOr(Param)),
  ext_click_id: Schema.optional(Schema.NullOr(Param)),
  sub1: Schema.optional(Schema.NullOr(Param)),
  sub2: Schema.optional(Schema.NullOr(Param)),
  sub3: Schema.optional(Schema.NullOr(Param)),
  sub4: Schema.optional(Schema.NullOr(Param)),
  sub5: Schema.optional(Schema.NullOr(Param)),
  sub6: Schema.optional(Schema.NullOr(Param)),
}).annotations({ identifier: "TrackingParams" });
export type TrackingParams = typeof TrackingParams.Type;

export const CampaignEvent = Schema.Struct({
  status: CampaignStatus,
  at: Schema.String.annotations({ description: "RFC 3339 date-time (UTC)" }),
}).annotations({ identifier: "SmartlinkCampaignEvent" });

export const SmartlinkCampaign = Schema.Struct({
  "@context": Schema.optional(Schema.String),
  "@id": Iri,
  "@type": Schema.Literal("SmartlinkCampaign"),
  id: Schema.Int,
  smartlink: Iri,
  status: CampaignStatus,
  trafficType: Iri,
  countries: Schema.Array(Schema.String),
  domain: Schema.NullOr(Iri),
  customUrl: Schema.NullOr(Schema.String),
  trackingParams: TrackingParams,
  trackingLink: Schema.NullOr(Schema.String).annotations({
    description: "The publisher's tracking link of the smartlink while the campaign is live or on test",
  }),
  createdAt: Schema.String,
  history: Schema.Array(CampaignEvent).annotations({ description: "Every status the campaign had, oldest first" }),
}).annotations({ identifier: "SmartlinkCampaign" });
export type SmartlinkCampaign = typeof SmartlinkCampaign.Type;

/** A launch (available vertical) or a request (on-request vertical); the server checks every field. */
export const CampaignInput = Schema.Struct({
  smartlink: Schema.optional(Schema.NullOr(Iri.pipe(Schema.maxLength(255)))),
  trafficType: Schema.optional(Schema.NullOr(Iri.pipe(Schema.maxLength(255)))),
  countries: Schema.optional(Schema.NullOr(Schema.Array(Schema.String.pipe(Schema.maxLength(8))).pipe(Schema.maxItems(300)))),
  domain: Schema.optional(Schema.NullOr(Iri.pipe(Schema.maxLength(255)))),
  customUrl: Schema.optional(Schema.NullOr(Schema.String.pipe(Schema.maxLength(2048)))),
  trackingParams: Schema.optional(TrackingParams),
}).annotations({ identifier: "SmartlinkCampaignInput" });
export type CampaignInput = typeof CampaignInput.Type;

/**
 * A change of a campaign's traffic type and countries (PATCH /campaigns/{id}): allowed while the
 * campaign is requested, in review, on test or live; the server checks the same rules as a launch.
 */
export const CampaignEdit = Schema.Struct({
  trafficType: Schema.optional(Schema.NullOr(Iri.pipe(Schema.maxLength(255)))),
  countries: Schema.optional(Schema.NullOr(Schema.Array(Schema.String.pipe(Schema.maxLength(8))).pipe(Schema.maxItems(300)))),
}).annotations({ identifier: "SmartlinkCampaignEdit" });
export type CampaignEdit = typeof CampaignEdit.Type;

export const SmartlinkQuery = Schema.Struct({
  ...SourceQuery.fields,
  status: choiceParam(SmartlinkState, SmartlinkState.literals),
});
export type SmartlinkQuery = typeof SmartlinkQuery.Type;

export const CampaignQuery = Schema.Struct({
  ...PagingParams,
  status: choiceParam(CampaignStatus, CampaignStatus.literals),
});
export type CampaignQuery = typeof CampaignQuery.Type;

export const SmartlinksGroup = HttpApiGroup.make("smartlinks")
  .add(
    HttpApiEndpoint.get("list", "/smartlinks")
      .setUrlParams(SmartlinkQuery)
      .addSuccess(ld(HydraPagedCollection(Smartlink, "SmartlinkCollection"))),
  )
  .add(HttpApiEndpoint.get("get", "/smartlinks/:id").setPath(IdParam).addSuccess(ld(Smartlink)).addError(NotFound))
  .add(
    HttpApiEndpoint.get("verticals", "/smartlink_verticals").addSuccess(
      ld(HydraCollection(SmartlinkVertical, "SmartlinkVerticalCollection")),
    ),
  )
  .add(
    HttpApiEndpoint.get("campaigns", "/campaigns")
      .setUrlParams(CampaignQuery)
      .addSuccess(ld(HydraPagedCollection(SmartlinkCampaign, "SmartlinkCampaignCollection"))),
  )
  .add(HttpApiEndpoint.get("campaign", "/campaigns/:id").setPath(IdParam).addSuccess(ld(SmartlinkCampaign)).addError(NotFound))
  .add(
    HttpApiEndpoint.post("launch", "/campaigns")
      .setPayload(ld(CampaignInput))
      .addSuccess(ld(SmartlinkCampaign), { status: 201 })
      .addError(ConstraintViolationList),
  )
  .add(
    HttpApiEndpoint.patch("edit", "/campaigns/:id")
      .setPath(IdParam)
      .setPayload(mergePatch(CampaignEdit))
      .addSuccess(ld(SmartlinkCampaign))
      .addError(NotFound)
      .addError(ConstraintViolationList),
  )
  .addError(Forbidden)
  .middleware(Session);
