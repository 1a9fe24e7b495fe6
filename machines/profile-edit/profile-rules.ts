/**
 * The profile form's rules (spec 01 sections 3, 5 and 7; issue 11) as pure functions: the values a
 * profile shows, the checks at submit with the spec's messages (the custom fields follow the
 * registration's rules), the merge-patch of what changed, and 422 violations mapped to the fields.
 */
import type { CustomFieldValue, LanguageCode, Publisher, ProfilePatch } from "../../contracts/publisher";
import type { PublisherCustomField } from "../../contracts/registration.contract";
import {
  EMAIL_PATTERN,
  FIELD_REQUIRED,
  type FieldErrors,
  type FormMessage,
  type Violation,
  applyViolations,
  formFieldOf,
  isBlank,
} from "../form/form-model";

/** Message ids of the form's own errors (English text = the spec's, see settings-profile.json). */
export const PROFILE_MESSAGES = {
  required: "profile.error.required",
  email: "profile.error.email",
  phone: "profile.error.phone",
} as const;

/** The same phone rule as the backend's: digits, spaces, brackets and dashes, an optional leading +. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,18}[0-9]$/;

/** The form's own fields, named as in the profile PATCH. */
export const PROFILE_FIELDS = ["email", "phone", "messenger", "contactInfo", "timezone", "language"] as const;

export interface ProfileValues {
  readonly email: string;
  readonly phone: string;
  /** A messenger's name ("" when none was ever chosen). */
  readonly messenger: string;
  readonly contactInfo: string;
  readonly timezone: string;
  readonly language: LanguageCode;
  /** A text or select custom field's input by the field's `@id`: text, or the chosen options. */
  readonly custom: Readonly<Record<string, ReadonlyArray<string>>>;
}

/** The time zone shown when the profile has none (spec 01 section 9). */
export const DEFAULT_TIMEZONE = "Europe/Prague";

const storedValueOf = (publisher: Publisher, field: PublisherCustomField): CustomFieldValue | undefined =>
  publisher.customFieldValues.find((v) => v.publisherCustomField === field["@id"]);

/** A custom field's input from a stored value: the text as one entry, a select's options split on ", ". */
const inputOf = (field: PublisherCustomField, stored: CustomFieldValue | undefined): ReadonlyArray<string> => {
  const text = stored?.value ?? "";
  if (field.fieldType === 2) return text === "" ? [] : text.split(", ");
  return [text];
};

/** The fields the form edits: text and select ones (uploads are kept as they are). */
export const editableFields = (fields: ReadonlyArray<PublisherCustomField>) => fields.filter((f) => f.fieldType !== 3);

/** What the form shows for a profile. */
export const valuesOf = (publisher: Publisher, fields: ReadonlyArray<PublisherCustomField>): ProfileValues => ({
  email: publisher.email,
  phone: publisher.phone ?? "",
  messenger: publisher.messenger ?? "",
  contactInfo: publisher.contactInfo ?? "",
  timezone: publisher.timezoneInfo?.value ?? publisher.timezone ?? DEFAULT_TIMEZONE,
  language: publisher.language,
  custom: Object.fromEntries(editableFields(fields).map((f) => [f["@id"], inputOf(f, storedValueOf(publisher, f))])),
});

const textOf = (field: PublisherCustomField, input: ReadonlyArray<string>): string =>
  field.fieldType === 2 ? input.join(", ") : (input[0] ?? "").trim();

/** The errors at submit (spec 01 section 5); empty when the form may be sent. */
export const validateProfile = (values: ProfileValues, fields: ReadonlyArray<PublisherCustomField>): FieldErrors => {
  const errors: Record<string, FormMessage[]> = {};
  const add = (field: string, id: string) => void (errors[field] ??= []).push({ id });
  if (isBlank(values.email)) add("email", PROFILE_MESSAGES.required);
  else if (!EMAIL_PATTERN.test(values.email.trim())) add("email", PROFILE_MESSAGES.email);
  if (!isBlank(values.phone) && !PHONE_PATTERN.test(values.phone.trim())) add("phone", PROFILE_MESSAGES.phone);
  for (const field of editableFields(fields)) {
    if (field.required && textOf(field, values.custom[field["@id"]] ?? []) === "") add(field["@id"], FIELD_REQUIRED);
  }
  return errors;
};

const orNull = (text: string): string | null => (isBlank(text) ? null : text.trim());

/**
 * The merge-patch of what differs from the profile (the language is not in it: the language-change
 * flow saves and applies it). Custom values, when one changed, are all sent in the order of the
 * fields, uploads with their stored files, so that `customFieldValues[i]` is `fields[i]`.
 */
export const profilePatch = (publisher: Publisher, fields: ReadonlyArray<PublisherCustomField>, values: ProfileValues): ProfilePatch => {
  const before = valuesOf(publisher, fields);
  const patch: { -readonly [K in keyof ProfilePatch]: ProfilePatch[K] } = {};
  if (values.email.trim() !== publisher.email && values.email.trim() !== publisher.temporaryEmail) patch.email = values.email.trim();
  if (orNull(values.phone) !== orNull(before.phone)) patch.phone = orNull(values.phone);
  if (values.messenger !== before.messenger && values.messenger !== "") patch.messenger = values.messenger;
  if (orNull(values.contactInfo) !== orNull(before.contactInfo)) patch.contactInfo = orNull(values.contactInfo);
  if (values.timezone !== before.timezone) patch.timezone = values.timezone;
  const customChanged = editableFields(fields).some(
    (f) => textOf(f, values.custom[f["@id"]] ?? []) !== textOf(f, before.custom[f["@id"]] ?? []),
  );
  if (customChanged) {
    patch.customFieldValues = fields.map((f): CustomFieldValue => {
      if (f.fieldType === 3) return { publisherCustomField: f["@id"], files: [...(storedValueOf(publisher, f)?.files ?? [])] };
      const text = textOf(f, values.custom[f["@id"]] ?? []);
      return { publisherCustomField: f["@id"], value: text === "" ? null : text };
    });
  }
  return patch;
};

/** Whether the patch sends anything. */
export const isEmptyPatch = (patch: ProfilePatch): boolean => Object.keys(patch).length === 0;

/** The form's field a violation names: one of its own, or `customFieldValues[i]…` (the i-th custom field). */
export const profileFieldOf = (fields: ReadonlyArray<PublisherCustomField>) => formFieldOf(PROFILE_FIELDS, fields);

/** 422 violations applied to the profile form (the others are returned for the message above it). */
export const mapProfileViolations = (violations: ReadonlyArray<Violation>, fields: ReadonlyArray<PublisherCustomField>) =>
  applyViolations(violations, profileFieldOf(fields));
