/** Registration: custom fields, messengers, the form itself, confirmation and file uploads. */
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, Multipart } from "@effect/platform";
import { Schema } from "effect";
import { ConstraintViolationList, HydraCollection, IdParam, Iri, NotAcceptable, NotFound, idOf, ld } from "./hydra";
import { CustomFieldValue, Fingerprint, TokenParam } from "./publisher";

/** 1 text input, 2 select, 3 upload. */
export const CustomFieldType = Schema.Literal(1, 2, 3).annotations({ identifier: "CustomFieldType" });

export const CustomFieldProperty = Schema.Struct({
  language: Schema.String,
  title: Schema.String,
  default: Schema.NullOr(Schema.String),
}).annotations({ identifier: "CustomFieldProperty" });

export const PublisherCustomField = Schema.Struct({
  "@id": Iri,
  "@type": Schema.Literal("PublisherCustomField"),
  fieldType: CustomFieldType,
  properties: Schema.Array(CustomFieldProperty),
  required: Schema.Boolean,
  selectOptions: Schema.Array(Schema.String),
  defaultValue: Schema.NullOr(Schema.String),
  multiple: Schema.Boolean,
  maxLength: Schema.NullOr(Schema.Int),
}).annotations({ identifier: "PublisherCustomField" });
export type PublisherCustomField = typeof PublisherCustomField.Type;

export const Messenger = Schema.Struct({
  "@id": Iri,
  "@type": Schema.Literal("Messenger"),
  name: Schema.String,
  title: Schema.String,
}).annotations({ identifier: "Messenger" });

export const RegistrationPayload = Schema.Struct({
  email: Schema.String.pipe(Schema.maxLength(255)),
  username: Schema.String.pipe(Schema.maxLength(255)),
  plainPassword: Schema.String.pipe(Schema.maxLength(4096)),
  repeatPlainPassword: Schema.String.pipe(Schema.maxLength(4096)),
  messenger: Schema.String.pipe(Schema.maxLength(255)),
  contactInfo: Schema.String.pipe(Schema.maxLength(255)),
  customFieldValues: Schema.Array(CustomFieldValue).pipe(Schema.maxItems(50)),
  fingerprint: Schema.optional(Fingerprint),
  registrationReferrerToken: Schema.optional(Schema.NullOr(Schema.String.pipe(Schema.maxLength(128)))),
  utmSource: Schema.optional(Schema.NullOr(Schema.String.pipe(Schema.maxLength(255)))),
}).annotations({ identifier: "RegistrationPayload" });
export type RegistrationPayload = typeof RegistrationPayload.Type;

export const RegisteredPublisher = Schema.Struct({
  "@context": Schema.optional(Schema.String),
  "@id": Iri,
  "@type": Schema.Literal("Publisher"),
  username: Schema.String,
  email: Schema.String,
}).annotations({ identifier: "RegisteredPublisher" });

export const RegistrationConfirmed = Schema.Struct({
  "@id": Iri,
  "@type": Schema.Literal("Publisher"),
  username: Schema.String,
}).annotations({ identifier: "RegistrationConfirmed" });

/** An uploaded file (API Platform's MediaObject pattern); referenced from `files` by its IRI. */
export const MediaObject = Schema.Struct({
  "@context": Schema.optional(Schema.String),
  "@id": Iri,
  "@type": Schema.Literal("MediaObject"),
  contentUrl: Schema.String,
  mimeType: Schema.Literal("image/png", "image/jpeg"),
  size: Schema.Int,
}).annotations({ identifier: "MediaObject" });
export type MediaObject = typeof MediaObject.Type;

/**
 * An uploaded file's bytes, as its `contentUrl` serves them, with the content type its bytes were
 * checked to be at upload (PNG or JPEG); the contract names the range, the answer the exact type.
 */
export const MediaContent = HttpApiSchema.Uint8Array({ contentType: "image/*" }).annotations({
  description: "The image's bytes; Content-Type is image/png or image/jpeg, as checked at upload",
});

/** Where a media object's bytes are served (its `contentUrl`), from its IRI (`…/media_objects/<id>` → `…/media/<id>`). */
export const mediaContentUrl = (mediaObject: string): string =>
  `${mediaObject.slice(0, mediaObject.lastIndexOf("/media_objects/"))}/media/${idOf(mediaObject)}`;

export const MediaObjectUpload = HttpApiSchema.Multipart(
  Schema.Struct({
    // One binary part named `file` (the default rendering is an array of one, which validators then demand).
    file: Multipart.SingleFileSchema.annotations({ jsonSchema: { type: "string", format: "binary" } }),
  }).annotations({ identifier: "MediaObjectUpload" }),
);

export const RegistrationGroup = HttpApiGroup.make("registration")
  .add(
    HttpApiEndpoint.get("fields", "/register/fields").addSuccess(
      ld(HydraCollection(PublisherCustomField, "PublisherCustomFieldCollection")),
    ),
  )
  .add(HttpApiEndpoint.get("messengers", "/register/messengers").addSuccess(ld(HydraCollection(Messenger, "MessengerCollection"))))
  .add(
    HttpApiEndpoint.post("register", "/publishers/register")
      .setPayload(RegistrationPayload)
      .addSuccess(ld(RegisteredPublisher), { status: 201 })
      .addError(NotAcceptable)
      .addError(ConstraintViolationList),
  )
  .add(
    HttpApiEndpoint.post("confirm", "/publishers/confirm/:token")
      .setPath(TokenParam)
      .setPayload(Schema.Struct({ fingerprint: Schema.optional(Fingerprint) }))
      .addSuccess(ld(RegistrationConfirmed))
      .addError(NotFound),
  )
  .add(
    HttpApiEndpoint.post("uploadMedia", "/media_objects")
      .setPayload(MediaObjectUpload)
      .addSuccess(ld(MediaObject), { status: 201 })
      .addError(ConstraintViolationList),
  )
  .add(HttpApiEndpoint.get("media", "/media/:id").setPath(IdParam).addSuccess(MediaContent).addError(NotFound));
