/** The conversions list and its CSV export (spec 02 sections 2, 3 and 7; docs/decisions/006-list-endpoints.md). */
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform";
import { Schema } from "effect";
import { HydraPagedCollection, Iri, ld, resourceFields } from "./hydra";
import {
  COUNTRY_CODE,
  DateRange,
  PagingParams,
  RELATIVE_ID,
  SearchText,
  choiceParam,
  listFilter,
  optionalParam,
  orderParams,
} from "./list-query";
import { Session } from "./session";
import { readableWithToken } from "./token-scope";

export const Device = Schema.Literal("desktop", "mobile", "tablet").annotations({ identifier: "Device" });
export type Device = typeof Device.Type;

export const ConversionType = Schema.Literal("cpa", "cpl", "cps", "revshare").annotations({ identifier: "ConversionType" });
export type ConversionType = typeof ConversionType.Type;

export const ConversionStatus = Schema.Literal("approved", "pending", "declined").annotations({ identifier: "ConversionStatus" });
export type ConversionStatus = typeof ConversionStatus.Type;

/** Where a conversion came from: an offer (shown as "#relativeId displayName") or a smartlink. */
export const ConversionSource = Schema.Struct({
  "@id": Iri,
  type: Schema.Literal("offer", "smartlink"),
  relativeId: Schema.Int,
  displayName: Schema.String,
}).annotations({ identifier: "ConversionSource" });
export type ConversionSource = typeof ConversionSource.Type;

const Sub = Schema.NullOr(Schema.String);

export const Conversion = Schema.Struct({
  ...resourceFields("Conversion"),
  datetime: Schema.String.annotations({ description: "RFC 3339 date-time (UTC)" }),
  source: ConversionSource,
  externalClickId: Schema.NullOr(Schema.String),
  clickId: Schema.String,
  subsource: Schema.NullOr(Schema.String),
  device: Device,
  country: Schema.String.annotations({ description: "ISO 3166-1 alpha-2 code" }),
  payout: Schema.Number.annotations({ description: "In the publisher's currency" }),
  type: ConversionType,
  status: ConversionStatus,
  declineReason: Schema.optional(
    Schema.NullOr(Schema.String).annotations({
      description: "Why a declined conversion was declined, in the request's language, when the network gives a reason",
    }),
  ),
  goal: Schema.String.annotations({ description: "The goal's key, as the {goal} macro sends it" }),
  goalTitle: Schema.String,
  sub1: Sub,
  sub2: Sub,
  sub3: Sub,
  sub4: Sub,
  sub5: Sub,
  sub6: Sub,
}).annotations({ identifier: "Conversion" });
export type Conversion = typeof Conversion.Type;

/** Columns the list can be ordered by; without any `order[...]` the list is newest first. */
export const CONVERSION_ORDER = [
  "datetime",
  "externalClickId",
  "subsource",
  "device",
  "country",
  "payout",
  "type",
  "status",
  "goalTitle",
] as const;
export type ConversionOrderField = (typeof CONVERSION_ORDER)[number];

/** The filters of the list, which the export takes too. */
export const ConversionFilters = {
  dateRange: optionalParam(DateRange),
  ...listFilter("country", COUNTRY_CODE, "country codes", "a country code"),
  device: choiceParam(Device, Device.literals),
  type: choiceParam(ConversionType, ConversionType.literals),
  status: choiceParam(ConversionStatus, ConversionStatus.literals),
  goal: optionalParam(Schema.String.pipe(Schema.maxLength(64))),
  ...listFilter("offerRelativeId", RELATIVE_ID, "offer relative ids", "an offer relative id"),
  ...listFilter("smartlinkRelativeId", RELATIVE_ID, "smartlink relative ids", "a smartlink relative id"),
  externalClickId: optionalParam(SearchText),
  subsource: optionalParam(SearchText),
  ...orderParams(CONVERSION_ORDER),
};

export const ConversionQuery = Schema.Struct({ ...PagingParams, ...ConversionFilters });
export type ConversionQuery = typeof ConversionQuery.Type;

export const ConversionExportQuery = Schema.Struct(ConversionFilters);
export type ConversionExportQuery = typeof ConversionExportQuery.Type;

/**
 * The conversions the filters keep, by status, and the approval rate (approved / all, the reports'
 * formula): the list's own figures, which equal the reports' and the dashboard's for the same range
 * (issue 27.1, decision 058). Optional: a backend without it leaves the list without its summary.
 */
export const ConversionStatusCounts = Schema.Struct({
  approved: Schema.Int.pipe(Schema.nonNegative()),
  pending: Schema.Int.pipe(Schema.nonNegative()),
  declined: Schema.Int.pipe(Schema.nonNegative()),
  approvalRate: Schema.NullOr(Schema.Number).annotations({ description: "approved / all, 6 decimals; null without conversions" }),
}).annotations({ identifier: "ConversionStatusCounts" });

export const ConversionCollection = Schema.Struct({
  ...HydraPagedCollection(Conversion, "ConversionCollection").fields,
  statusCounts: Schema.optional(ConversionStatusCounts),
}).annotations({ identifier: "ConversionCollection" });

/** RFC 4180 CSV: a header line, then one line per conversion. An export without rows answers 204. */
export const ConversionsCsv = Schema.String.pipe(HttpApiSchema.withEncoding({ kind: "Text", contentType: "text/csv" })).annotations({
  identifier: "ConversionsCsv",
  description: "CSV (RFC 4180, CRLF line ends): a header line, then one line per conversion",
});

// A token with the conversions scope reads the list and its export (contracts/token-scope.ts).
const conversions = readableWithToken("conversions");

export const ConversionsGroup = HttpApiGroup.make("conversions")
  .add(conversions(HttpApiEndpoint.get("list", "/ch/conversions").setUrlParams(ConversionQuery).addSuccess(ld(ConversionCollection))))
  .add(
    conversions(
      HttpApiEndpoint.get("export", "/ch/conversions/export")
        .setUrlParams(ConversionExportQuery)
        .addSuccess(ConversionsCsv)
        .addSuccess(HttpApiSchema.NoContent),
    ),
  )
  .middleware(Session);
