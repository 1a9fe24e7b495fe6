/** The signed-in publisher (spec 01 section 3) and the profile calls (spec 01 section 7). */
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform";
import { Schema } from "effect";
import { ConstraintViolationList, Forbidden, HydraCollection, Iri, NotFound, ld, mergePatch } from "./hydra";
import { Session } from "./session";

export const LanguageCode = Schema.Literal("en", "ru", "uk", "zh").annotations({ identifier: "LanguageCode" });
export type LanguageCode = typeof LanguageCode.Type;

export const Manager = Schema.Struct({
  firstName: Schema.String,
  contactDetails: Schema.Struct({
    email: Schema.optional(Schema.NullOr(Schema.String)),
    skype: Schema.optional(Schema.NullOr(Schema.String)),
    telegram: Schema.optional(Schema.NullOr(Schema.String)),
    teams: Schema.optional(Schema.NullOr(Schema.String)),
  }),
}).annotations({ identifier: "Manager" });
export type Manager = typeof Manager.Type;

export const Customer = Schema.Struct({
  networkId: Schema.String,
  customJs: Schema.NullOr(Schema.String),
  promo: Schema.NullOr(Schema.String),
  roles: Schema.Array(Schema.String),
}).annotations({ identifier: "Customer" });

export const Currency = Schema.Struct({ name: Schema.String, symbol: Schema.String }).annotations({ identifier: "Currency" });

export const TimezoneInfo = Schema.Struct({ label: Schema.String, value: Schema.String }).annotations({ identifier: "TimezoneInfo" });

export const LanguageInfo = Schema.Struct({ icon: Schema.String, value: LanguageCode, label: Schema.String }).annotations({
  identifier: "LanguageInfo",
});

export const ReferrerStat = Schema.Struct({
  registrations: Schema.Int,
  activePublishers: Schema.Int,
  revenue: Schema.Number,
}).annotations({ identifier: "ReferrerStat" });

/** A value of a custom publisher field: text in `value`, or uploaded files as media-object IRIs. */
export const CustomFieldValue = Schema.Struct({
  publisherCustomField: Iri,
  value: Schema.optional(Schema.NullOr(Schema.String)),
  files: Schema.optional(Schema.Array(Iri)),
}).annotations({ identifier: "CustomFieldValue" });
export type CustomFieldValue = typeof CustomFieldValue.Type;

/** The user profile as read (spec 01 section 3). `isLoaded` is client state, not sent. */
export const Publisher = Schema.Struct({
  "@context": Schema.optional(Schema.String),
  "@id": Iri,
  "@type": Schema.Literal("Publisher"),
  username: Schema.String,
  email: Schema.String,
  phone: Schema.NullOr(Schema.String),
  /** The preferred instant messenger's name (one of `/register/messengers`), chosen at registration. */
  messenger: Schema.NullOr(Schema.String),
  contactInfo: Schema.NullOr(Schema.String),
  temporaryEmail: Schema.NullOr(Schema.String),
  relativeId: Schema.Int,
  balance: Schema.Number,
  timezone: Schema.NullOr(Schema.String),
  timezoneInfo: Schema.NullOr(TimezoneInfo),
  networkTimezone: Schema.String,
  locale: Schema.String,
  language: LanguageCode,
  languageInfo: LanguageInfo,
  currency: Currency,
  manager: Schema.NullOr(Manager),
  customer: Customer,
  showCompetitions: Schema.Boolean,
  showCompetitionsLabel: Schema.Boolean,
  statusNew: Schema.Boolean,
  hasReferrer: Schema.Boolean,
  referrerLink: Schema.NullOr(Schema.String),
  referralsNumber: Schema.Int,
  referrerStat: Schema.NullOr(ReferrerStat),
  disableUsername: Schema.Boolean,
  dateOfBirth: Schema.NullOr(Schema.String),
  customFieldValues: Schema.Array(CustomFieldValue),
}).annotations({ identifier: "Publisher" });
export type Publisher = typeof Publisher.Type;

/** Editable profile fields (merge-patch: every field optional). */
export const ProfilePatch = Schema.Struct({
  language: Schema.optional(LanguageCode),
  phone: Schema.optional(Schema.NullOr(Schema.String)),
  messenger: Schema.optional(Schema.NullOr(Schema.String.pipe(Schema.maxLength(255)))),
  contactInfo: Schema.optional(Schema.NullOr(Schema.String)),
  timezone: Schema.optional(Schema.NullOr(Schema.String)),
  email: Schema.optional(Schema.String),
  dateOfBirth: Schema.optional(Schema.NullOr(Schema.String)),
  customFieldValues: Schema.optional(Schema.Array(CustomFieldValue)),
}).annotations({ identifier: "ProfilePatch" });
export type ProfilePatch = typeof ProfilePatch.Type;

export const Language = Schema.Struct({
  "@id": Iri,
  "@type": Schema.Literal("Language"),
  value: LanguageCode,
  label: Schema.String,
  icon: Schema.String,
}).annotations({ identifier: "Language" });

export const Timezone = Schema.Struct({
  "@id": Iri,
  "@type": Schema.Literal("Timezone"),
  value: Schema.String,
  label: Schema.String,
}).annotations({ identifier: "Timezone" });

export const RelativeIdParam = Schema.Struct({ relativeId: Schema.NumberFromString.pipe(Schema.int(), Schema.positive()) });
export const TokenParam = Schema.Struct({ token: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(128)) });
export const Fingerprint = Schema.String.pipe(Schema.maxLength(256)).annotations({ identifier: "Fingerprint" });

/** Everything about the signed-in publisher's own profile. */
export const ProfileGroup = HttpApiGroup.make("profile")
  .add(HttpApiEndpoint.get("current", "/publishers/current").addSuccess(ld(Publisher)))
  .add(
    HttpApiEndpoint.patch("update", "/publishers/:relativeId")
      .setPath(RelativeIdParam)
      .setPayload(mergePatch(ProfilePatch))
      .addSuccess(ld(Publisher))
      .addError(Forbidden)
      .addError(NotFound)
      .addError(ConstraintViolationList),
  )
  .add(
    HttpApiEndpoint.patch("validate", "/publishers/:relativeId/validate")
      .setPath(RelativeIdParam)
      .setPayload(mergePatch(ProfilePatch))
      .addSuccess(HttpApiSchema.NoContent)
      .addError(Forbidden)
      .addError(NotFound)
      .addError(ConstraintViolationList),
  )
  .add(HttpApiEndpoint.get("pinRequest", "/profile/pin_request").addSuccess(HttpApiSchema.NoContent))
  .middleware(Session);

/** Public reference lists. */
export const ReferenceGroup = HttpApiGroup.make("reference")
  .add(HttpApiEndpoint.get("languages", "/languages").addSuccess(ld(HydraCollection(Language, "LanguageCollection"))))
  .add(HttpApiEndpoint.get("timezones", "/timezones").addSuccess(ld(HydraCollection(Timezone, "TimezoneCollection"))))
  .add(
    HttpApiEndpoint.get("publisherTimezones", "/publisher/timezones").addSuccess(
      ld(HydraCollection(Timezone, "PublisherTimezoneCollection")),
    ),
  );
