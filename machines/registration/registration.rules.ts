/**
 * The registration form's rules (spec 01 sections 3, 5 and 9) as pure functions: validation at
 * submit with the spec's messages, the image checks of the upload fields, the mapping of 422
 * violations to the form's fields and the payload. The machine uses them in its guards and assigns.
 */
import type { CustomFieldValue } from "../../contracts/publisher";
import type { Messenger, PublisherCustomField, RegistrationPayload } from "../../contracts/registration.contract";
import { MAX_FILES, MAX_UPLOAD_BYTES } from "../../contracts/uploads";
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

/** Largest accepted upload, in bytes, and most files of an upload field that takes several (the server's limits). */
export { MAX_FILES, MAX_UPLOAD_BYTES };

export type MessengerOption = typeof Messenger.Type;

export const USERNAME_MAX = 32;
export const USERNAME_PATTERN = /^[\p{L}\p{N},._\-@]+$/u;

/** Message ids of the form's own errors (English text = the spec's text, see registration.json). */
export const MESSAGES = {
  required: "registration.error.required",
  email: "registration.error.email",
  usernameRequired: "registration.error.usernameRequired",
  usernameLength: "registration.error.usernameLength",
  usernameChars: "registration.error.usernameChars",
  passwordsDiffer: "registration.error.passwordsDiffer",
  messenger: "registration.error.messenger",
  tooLarge: "registration.upload.tooLarge",
  invalidImage: "registration.upload.invalid",
  tooMany: "registration.upload.tooMany",
} as const;

/** The form's own fields, named as in the registration payload. */
export const STANDARD_FIELDS = ["email", "username", "plainPassword", "repeatPlainPassword", "messenger", "contactInfo"] as const;
export type StandardField = (typeof STANDARD_FIELDS)[number];
export type RegistrationValues = Record<StandardField, string>;

export const EMPTY_VALUES: RegistrationValues = {
  email: "",
  username: "",
  plainPassword: "",
  repeatPlainPassword: "",
  messenger: "",
  contactInfo: "",
};

/** A file chosen for an upload field; `iri` is its media object once uploaded. */
export interface ChosenFile {
  readonly key: string;
  readonly name: string;
  readonly size: number;
  readonly file: Blob;
  readonly iri: string | null;
}

/** A file the user picked, with its first bytes (read by the page) for the content check. */
export interface CandidateFile {
  readonly file: Blob;
  readonly name: string;
  readonly size: number;
  readonly head: ReadonlyArray<number>;
}

/** What the user entered in one custom field (by field type: `text`, `selected` or `files`). */
export interface CustomInput {
  readonly text: string;
  readonly selected: ReadonlyArray<string>;
  readonly files: ReadonlyArray<ChosenFile>;
}

/** Errors by field: a standard field's name or a custom field's `@id`. */
export type { FieldErrors };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** Whether the first bytes are those of a PNG or a JPEG (the content decides, not the name). */
export const isImageHead = (head: ReadonlyArray<number>): boolean =>
  PNG.every((byte, i) => head[i] === byte) || JPEG.every((byte, i) => head[i] === byte);

/** How many files an upload field takes. */
export const maxFilesOf = (field: PublisherCustomField): number => (field.multiple ? MAX_FILES : 1);

/** The problem of one picked file, if any: too large first (as the server checks), then not an image. */
export const fileProblem = (candidate: CandidateFile): FormMessage | null => {
  if (candidate.size > MAX_UPLOAD_BYTES) return { id: MESSAGES.tooLarge, values: { size: MAX_UPLOAD_BYTES } };
  if (!isImageHead(candidate.head)) return { id: MESSAGES.invalidImage };
  return null;
};

/**
 * The files kept after a choice and the first problem met. A field of one file replaces its file;
 * a field of several adds up to its maximum.
 */
export const chooseFiles = (
  field: PublisherCustomField,
  current: ReadonlyArray<ChosenFile>,
  candidates: ReadonlyArray<CandidateFile>,
  nextKey: number,
): { files: ReadonlyArray<ChosenFile>; problem: FormMessage | null; nextKey: number } => {
  const max = maxFilesOf(field);
  let files = field.multiple ? [...current] : [];
  let problem: FormMessage | null = null;
  let key = nextKey;
  for (const candidate of candidates) {
    const found = fileProblem(candidate);
    if (found) {
      problem ??= found;
      continue;
    }
    if (files.length >= max) {
      if (!field.multiple) files = [];
      else {
        problem ??= { id: MESSAGES.tooMany, values: { max } };
        continue;
      }
    }
    files.push({ key: `file-${key++}`, name: candidate.name, size: candidate.size, file: candidate.file, iri: null });
  }
  if (!field.multiple && files.length === 0) files = [...current];
  return { files, problem, nextKey: key };
};

/** Whether a choice is accepted whole (no file refused). */
export const choiceAcceptable = (
  field: PublisherCustomField,
  current: ReadonlyArray<ChosenFile>,
  candidates: ReadonlyArray<CandidateFile>,
): boolean => chooseFiles(field, current, candidates, 0).problem === null;

/** The empty input of each custom field (its default value, if any). */
export const initialCustom = (fields: ReadonlyArray<PublisherCustomField>): Record<string, CustomInput> =>
  Object.fromEntries(
    fields.map((field) => {
      const preset = field.defaultValue ?? "";
      const selected = field.fieldType === 2 && preset !== "" ? preset.split(", ").filter((v) => field.selectOptions.includes(v)) : [];
      return [field["@id"], { text: field.fieldType === 1 ? preset : "", selected, files: [] }];
    }),
  );

const EMPTY_INPUT: CustomInput = { text: "", selected: [], files: [] };

/** The errors of the form at submit (spec 01 section 5); empty when the form may be sent. */
export const validate = (
  values: RegistrationValues,
  fields: ReadonlyArray<PublisherCustomField>,
  custom: Readonly<Record<string, CustomInput>>,
): FieldErrors => {
  const errors: Record<string, FormMessage[]> = {};
  const add = (field: string, id: string) => void (errors[field] ??= []).push({ id });

  if (isBlank(values.email)) add("email", MESSAGES.required);
  else if (!EMAIL_PATTERN.test(values.email.trim())) add("email", MESSAGES.email);

  if (isBlank(values.username)) add("username", MESSAGES.usernameRequired);
  else {
    if (values.username.length > USERNAME_MAX) add("username", MESSAGES.usernameLength);
    if (!USERNAME_PATTERN.test(values.username)) add("username", MESSAGES.usernameChars);
  }

  if (isBlank(values.plainPassword)) add("plainPassword", MESSAGES.required);
  if (values.repeatPlainPassword === "") add("repeatPlainPassword", MESSAGES.required);
  else if (values.repeatPlainPassword !== values.plainPassword) add("repeatPlainPassword", MESSAGES.passwordsDiffer);

  if (values.messenger === "") add("messenger", MESSAGES.messenger);

  for (const field of fields) {
    if (!field.required) continue;
    const input = custom[field["@id"]] ?? EMPTY_INPUT;
    const empty =
      field.fieldType === 1 ? isBlank(input.text) : field.fieldType === 2 ? input.selected.length === 0 : input.files.length === 0;
    if (empty) add(field["@id"], FIELD_REQUIRED);
  }
  return errors;
};

export const isValid = (errors: FieldErrors): boolean => Object.keys(errors).length === 0;

/** The value sent for one custom field: text or joined choices as `value`, uploads as `files`. */
const customValue = (field: PublisherCustomField, input: CustomInput): CustomFieldValue => {
  if (field.fieldType === 3)
    return { publisherCustomField: field["@id"], files: input.files.flatMap((f) => (f.iri === null ? [] : [f.iri])) };
  const value = field.fieldType === 1 ? input.text.trim() : input.selected.join(", ");
  return { publisherCustomField: field["@id"], value: value === "" ? null : value };
};

/** The registration payload; custom values in the order of the fields, so `customFieldValues[i]` is `fields[i]`. */
export const toPayload = (input: {
  values: RegistrationValues;
  fields: ReadonlyArray<PublisherCustomField>;
  custom: Readonly<Record<string, CustomInput>>;
  fingerprint: string | undefined;
  registrationReferrerToken: string | null;
  utmSource: string | null;
}): RegistrationPayload => ({
  email: input.values.email.trim(),
  username: input.values.username,
  plainPassword: input.values.plainPassword,
  repeatPlainPassword: input.values.repeatPlainPassword,
  messenger: input.values.messenger,
  contactInfo: input.values.contactInfo.trim(),
  customFieldValues: input.fields.map((field) => customValue(field, input.custom[field["@id"]] ?? EMPTY_INPUT)),
  ...(input.fingerprint === undefined ? {} : { fingerprint: input.fingerprint }),
  ...(input.registrationReferrerToken === null ? {} : { registrationReferrerToken: input.registrationReferrerToken }),
  ...(input.utmSource === null ? {} : { utmSource: input.utmSource }),
});

/** The form's field a violation's path names: a standard field, or `customFieldValues[i]…` (the i-th custom field). */
export const registrationFieldOf = (fields: ReadonlyArray<PublisherCustomField>) => formFieldOf(STANDARD_FIELDS, fields);

/** 422 violations applied to the registration form (the others are returned for a notification). */
export const mapViolations = (violations: ReadonlyArray<Violation>, fields: ReadonlyArray<PublisherCustomField>) =>
  applyViolations(violations, registrationFieldOf(fields));
