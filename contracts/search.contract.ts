/**
 * "Find anything" (issue 27.3; docs/decisions/060-find-anything.md): one search over the publisher's
 * offers (name, or "#" and a relative id), smartlinks, proxy domains, postbacks, conversions (by click
 * id or external click id) and news. One request per query, so typing on cancels one call, not six;
 * each group answers at most `SEARCH_GROUP_LIMIT` hits. The portal's own pages are found without it.
 */
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform";
import { Schema } from "effect";
import { Iri, ld } from "./hydra";
import { Session } from "./session";

/** Hits per group at most. */
export const SEARCH_GROUP_LIMIT = 5;
/** The shortest and longest query the server searches for. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;

export const SearchQuery = Schema.Struct({
  q: Schema.Trim.pipe(
    Schema.minLength(SEARCH_MIN_LENGTH, { message: () => `Type at least ${SEARCH_MIN_LENGTH} characters.` }),
    Schema.maxLength(SEARCH_MAX_LENGTH, { message: () => `Type at most ${SEARCH_MAX_LENGTH} characters.` }),
  ).annotations({ description: 'What to find: part of a name, "#" and a relative id, a click id or an external click id' }),
});
export type SearchQuery = typeof SearchQuery.Type;

const Hit = <T extends string, F extends Schema.Struct.Fields>(type: T, fields: F) =>
  Schema.Struct({ "@id": Iri, "@type": Schema.Literal(type), ...fields }).annotations({ identifier: `${type}Hit` });

export const OfferHit = Hit("Offer", { relativeId: Schema.Int, displayName: Schema.String });
export const SmartlinkHit = Hit("Smartlink", { relativeId: Schema.Int, name: Schema.String });
export const DomainHit = Hit("ProxyDomain", { id: Schema.Int, name: Schema.String });
export const PostbackHit = Hit("PublisherPostback", {
  id: Schema.Int,
  name: Schema.String,
  scope: Schema.Literal("global", "offer", "smartlink"),
  offer: Schema.NullOr(Schema.Int).annotations({ description: "The offer's relative id (scope offer)" }),
  smartlink: Schema.NullOr(Schema.Int).annotations({ description: "The smartlink's relative id (scope smartlink)" }),
  url: Schema.String,
});
export const ConversionHit = Hit("Conversion", {
  id: Schema.Int,
  datetime: Schema.String.annotations({ description: "RFC 3339 date-time (UTC)" }),
  clickId: Schema.String,
  externalClickId: Schema.NullOr(Schema.String),
  sourceName: Schema.String,
});
export const NewsHit = Hit("Announcement", { id: Schema.Int, title: Schema.String });

export const SearchResults = Schema.Struct({
  "@type": Schema.Literal("SearchResults"),
  query: Schema.String.annotations({ description: "The query searched (trimmed)" }),
  offers: Schema.Array(OfferHit),
  smartlinks: Schema.Array(SmartlinkHit).annotations({ description: "Empty without ROLE_SMARTLINKS" }),
  domains: Schema.Array(DomainHit),
  postbacks: Schema.Array(PostbackHit),
  conversions: Schema.Array(ConversionHit),
  news: Schema.Array(NewsHit),
}).annotations({ identifier: "SearchResults" });
export type SearchResults = typeof SearchResults.Type;

export const SearchGroup = HttpApiGroup.make("search")
  .add(HttpApiEndpoint.get("find", "/search").setUrlParams(SearchQuery).addSuccess(ld(SearchResults)))
  .middleware(Session);
