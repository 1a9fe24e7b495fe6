/**
 * Shortlinks (spec 02 sections 2, 5, 7 and 8): a short URL of an offer's tracking link on the
 * publisher's validated domain or the network's, with a cover and a preview image (uploaded media
 * objects). A publisher holds at most a fixed number ("Shortlinks limit exceeded."): decision 026.
 */
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform";
import { Schema } from "effect";
import { ConstraintViolationList, HydraPagedCollection, IdParam, Iri, NotAcceptable, NotFound, ld } from "./hydra";
import { PagingParams, RELATIVE_ID, listFilter, optionalParam } from "./list-query";
import { Session } from "./session";

/** At most this many shortlinks per publisher, all offers together; the server refuses more ("Shortlinks limit exceeded."). */
export const SHORTLINK_LIMIT = 10;
/** The longest title, in user-perceived characters (contracts/text-length.ts). */
export const SHORTLINK_TITLE_MAX = 255;

export const Shortlink = Schema.Struct({
  "@context": Schema.optional(Schema.String),
  "@id": Iri,
  "@type": Schema.Literal("CampaignShortLink"),
  id: Schema.Int,
  shortUrl: Schema.String,
  targetUrl: Schema.String.annotations({ description: "The tracking link the short URL redirects to" }),
  offer: Iri,
  domain: Schema.NullOr(Iri).annotations({ description: "The publisher's proxy domain; null for the network's default domain" }),
  title: Schema.NullOr(Schema.String),
  coverImage: Schema.NullOr(Iri).annotations({ description: "A media object" }),
  previewImage: Schema.NullOr(Iri).annotations({ description: "A media object" }),
  createdAt: Schema.String,
}).annotations({ identifier: "CampaignShortLink" });
export type Shortlink = typeof Shortlink.Type;

export const ShortlinkInput = Schema.Struct({
  offer: Schema.optional(Schema.NullOr(Iri.pipe(Schema.maxLength(255)))),
  domain: Schema.optional(Schema.NullOr(Iri.pipe(Schema.maxLength(255)))),
  title: Schema.optional(Schema.NullOr(Schema.String.pipe(Schema.maxLength(4096)))),
  coverImage: Schema.optional(Schema.NullOr(Iri.pipe(Schema.maxLength(255)))),
  previewImage: Schema.optional(Schema.NullOr(Iri.pipe(Schema.maxLength(255)))),
}).annotations({ identifier: "CampaignShortLinkInput" });
export type ShortlinkInput = typeof ShortlinkInput.Type;

export const ShortlinkQuery = Schema.Struct({
  ...PagingParams,
  ...listFilter("offer", RELATIVE_ID, "offer relative ids", "an offer relative id"),
  domain: optionalParam(
    Schema.NumberFromString.pipe(Schema.int(), Schema.positive(), Schema.lessThan(1e9)).annotations({
      message: () => "The domain should be a domain id.",
    }),
  ),
});

export const ShortlinksGroup = HttpApiGroup.make("shortlinks")
  .add(
    HttpApiEndpoint.get("list", "/campaign_short_links")
      .setUrlParams(ShortlinkQuery)
      .addSuccess(ld(HydraPagedCollection(Shortlink, "CampaignShortLinkCollection"))),
  )
  .add(
    HttpApiEndpoint.post("create", "/campaign_short_links")
      .setPayload(ld(ShortlinkInput))
      .addSuccess(ld(Shortlink), { status: 201 })
      .addError(NotAcceptable)
      .addError(ConstraintViolationList),
  )
  .add(HttpApiEndpoint.del("remove", "/campaign_short_links/:id").setPath(IdParam).addSuccess(HttpApiSchema.NoContent).addError(NotFound))
  .middleware(Session);
