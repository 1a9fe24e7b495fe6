/**
 * Smartlinks (spec 02 sections 2-9; docs/decisions/030-smartlinks-on-the-wire.md): the network's
 * smartlinks with the publisher's display state, the verticals they belong to with their
 * availability, and the publisher's smartlink campaigns (launched or requested smartlinks). Every
 * call answers 403 to a publisher without ROLE_SMARTLINKS. A launch the business rules refuse (a disabled
 * vertical, the smartlink limit, an edit of a campaign no longer editable) is the API's 400 with
 * `hydra:description`. The enumerations are the spec's numbers on the wire, decoded to their names
 * (docs/decisions/050-smartlink-numbers-on-the-wire.md).
 */
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform";
import { Schema } from "effect";
import { ConstraintViolationList, Forbidden, HydraCollection, HydraPagedCollection, IdParam, Iri, NotFound, ld, mergePatch } from "./hydra";
import { PagingParams, SourceQuery, choiceParam } from "./list-query";
import { Session } from "./session";

/**
 * A spec enumeration as it travels (decision 050): the spec's number on the wire, its name in the
 * portal and in the mock's handlers, as a transform from the number to the named literal. `numbers`
 * maps each name to its number. Answers the schema, the names in the numbers' order, and the same
 * transform for a query string (`param`, "5" for on_request 5) with its accepted values.
 */
const numbered = <const N extends Record<string, number>>(identifier: string, numbers: N) => {
  const entries = (Object.entries(numbers) as Array<[keyof N & string, number]>).sort(([, a], [, b]) => a - b);
  const names = entries.map(([name]) => name);
  const values = entries.map(([, n]) => String(n));
  const description = entries.map(([name, n]) => `${name} ${n}`).join(", ");
  const nameOf = (wire: number | string) => entries.find(([, n]) => String(n) === String(wire))![0];
  const schema = Schema.Literal(...entries.map(([, n]) => n)).pipe(
    Schema.transform(Schema.Literal(...names), { strict: true, decode: nameOf, encode: (name) => numbers[name]! }),
  );
  const param = Schema.Literal(...values).pipe(
    Schema.transform(Schema.Literal(...names), { strict: true, decode: nameOf, encode: (name) => String(numbers[name]) }),
  );
  return {
    schema: schema.annotations({ identifier, description }) as unknown as Schema.Schema<keyof N & string, N[keyof N]>,
    names,
    param: param.annotations({ description }) as unknown as Schema.Schema<keyof N & string, string>,
    values,
  };
};

/** Vertical availability (spec 02 section 3). */
export const VERTICAL_AVAILABILITY = { disabled: 0, available: 1, on_request: 2 } as const;
const verticalAvailability = numbered("VerticalAvailability", VERTICAL_AVAILABILITY);
export const VerticalAvailability = verticalAvailability.schema;
export type VerticalAvailability = typeof VerticalAvailability.Type;
/** The availabilities in the spec's order. */
export const VERTICAL_AVAILABILITIES = verticalAvailability.names;

/** The smartlink's display state for the publisher (spec 02 section 3). */
export const SMARTLINK_STATE = { declined: 0, active: 1, suspended: 2, requested: 3, launch: 4, on_request: 5 } as const;
const smartlinkState = numbered("SmartlinkState", SMARTLINK_STATE);
export const SmartlinkState = smartlinkState.schema;
export type SmartlinkState = typeof SmartlinkState.Type;
/** The display states in the spec's order. */
export const SMARTLINK_STATES = smartlinkState.names;

/**
 * A smartlink campaign's status: the spec's pending 0 (Requested), active 1 (Live), suspended 2,
 * archived 3, declined 4, and the lifecycle's test and in review (spec 02 section 4), numbered 5 as the
 * offer campaign's test and 6, the first number the spec leaves free (decision 050).
 */
export const CAMPAIGN_STATUS = { pending: 0, active: 1, suspended: 2, archived: 3, declined: 4, test: 5, in_review: 6 } as const;
const campaignStatus = numbered("SmartlinkCampaignStatus", CAMPAIGN_STATUS);
export const CampaignStatus = campaignStatus.schema;
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

/** The domain of a launch or an edit. */
const DomainChoice = Schema.optional(
  Schema.NullOr(Iri.pipe(Schema.maxLength(255))).annotations({
    description: "A validated proxy domain of the publisher's (certStatus 1); null: the network's",
  }),
);

/** A launch (available vertical) or a request (on-request vertical); the server checks every field. */
export const CampaignInput = Schema.Struct({
  smartlink: Schema.optional(Schema.NullOr(Iri.pipe(Schema.maxLength(255)))),
  trafficType: Schema.optional(Schema.NullOr(Iri.pipe(Schema.maxLength(255)))),
  countries: Schema.optional(Schema.NullOr(Schema.Array(Schema.String.pipe(Schema.maxLength(8))).pipe(Schema.maxItems(300)))),
  domain: DomainChoice,
  customUrl: Schema.optional(Schema.NullOr(Schema.String.pipe(Schema.maxLength(2048)))),
  trackingParams: Schema.optional(TrackingParams),
}).annotations({ identifier: "SmartlinkCampaignInput" });
export type CampaignInput = typeof CampaignInput.Type;

/**
 * A change of a campaign's traffic type, countries, domain and custom URL (PATCH /campaigns/{id}):
 * allowed while the campaign is requested, in review, on test or live and its vertical is not
 * disabled; the server checks the same rules as a launch (decision 049).
 */
export const CampaignEdit = Schema.Struct({
  trafficType: Schema.optional(Schema.NullOr(Iri.pipe(Schema.maxLength(255)))),
  countries: Schema.optional(Schema.NullOr(Schema.Array(Schema.String.pipe(Schema.maxLength(8))).pipe(Schema.maxItems(300)))),
  domain: DomainChoice,
  customUrl: Schema.optional(Schema.NullOr(Schema.String.pipe(Schema.maxLength(2048)))),
}).annotations({ identifier: "SmartlinkCampaignEdit" });
export type CampaignEdit = typeof CampaignEdit.Type;

export const SmartlinkQuery = Schema.Struct({
  ...SourceQuery.fields,
  status: choiceParam(smartlinkState.param, smartlinkState.values),
});
export type SmartlinkQuery = typeof SmartlinkQuery.Type;

export const CampaignQuery = Schema.Struct({
  ...PagingParams,
  status: choiceParam(campaignStatus.param, campaignStatus.values),
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
