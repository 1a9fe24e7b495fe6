/** Registration: custom fields, messengers, the form, confirmation by token and image uploads. */
import { NotAcceptable, NotFound, idOf, iri } from "../../contracts/hydra";
import type { CustomFieldValue } from "../../contracts/publisher";
import { REGISTRATION_COOKIE } from "../../contracts/session";
import { MAX_FILES, MAX_UPLOAD_BYTES } from "../../contracts/uploads";
import type { HandlersOf } from "../handler-types";
import { assertValid, fail, hydraError } from "../http-error";
import { CUSTOM_FIELDS, MESSENGERS } from "../store/seed";
import type { Store } from "../store/store";
import { EMAIL_PATTERN, USERNAME_MAX, USERNAME_PATTERN, Violations, isBlank } from "../validation";
import { collection } from "./collection";

/** Registration cookie lifetime: the spec leaves it open; one day. */
const REGISTRATION_COOKIE_SECONDS = 24 * 60 * 60;
/** E-mail domains whose registrations the network refuses (406), for demonstrating that answer. */
const REFUSED_DOMAINS = ["blocked.example"];

const isPng = (b: Buffer) => b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
const isJpeg = (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

/** The custom fields' rules (required, length, choices, files), shared with the profile's PATCH. */
export const validateCustomFields = (values: ReadonlyArray<CustomFieldValue>, store: Store, violations: Violations) => {
  CUSTOM_FIELDS.forEach((field) => {
    const index = values.findIndex((v) => idOf(v.publisherCustomField) === idOf(field["@id"]));
    const value = values[index];
    const path = `customFieldValues[${index === -1 ? CUSTOM_FIELDS.indexOf(field) : index}]`;
    const text = value?.value ?? "";
    const files = value?.files ?? [];
    if (field.fieldType === 3) {
      if (field.required) violations.check(files.length > 0, path, "Field is required");
      violations.check(
        files.length <= (field.multiple ? MAX_FILES : 1),
        path,
        `You can upload at most ${field.multiple ? MAX_FILES : 1} files.`,
      );
      violations.check(
        files.every((iri) => store.mediaObjects.has(Number(idOf(iri)))),
        path,
        "Invalid image. Please check the requirements.",
      );
      return;
    }
    if (field.required) violations.check(!isBlank(text), path, "Field is required");
    if (field.fieldType === 1 && field.maxLength !== null) {
      violations.check(
        text.length <= field.maxLength,
        path,
        `This value is too long. It should have ${field.maxLength} characters or less.`,
      );
    }
    if (field.fieldType === 2 && !isBlank(text)) {
      const chosen = text.split(", ");
      violations.check(field.multiple || chosen.length === 1, path, "Choose one option.");
      violations.check(
        chosen.every((c) => field.selectOptions.includes(c)),
        path,
        "The value you selected is not a valid choice.",
      );
    }
  });
  values.forEach((v, i) => {
    violations.check(
      CUSTOM_FIELDS.some((f) => idOf(f["@id"]) === idOf(v.publisherCustomField)),
      `customFieldValues[${i}].publisherCustomField`,
      "Unknown field.",
    );
  });
};

/** A messenger by its name or its IRI. */
export const isKnownMessenger = (value: string): boolean => MESSENGERS.some((m) => m.name === value || iri("messengers", m.name) === value);

export const registrationHandlers: HandlersOf<"registration"> = {
  fields: () => collection({ path: iri("register", "fields"), type: "PublisherCustomField" }, CUSTOM_FIELDS),

  messengers: () =>
    collection(
      { path: iri("register", "messengers"), type: "Messenger" },
      MESSENGERS.map((m) => ({ "@id": iri("messengers", m.name), "@type": "Messenger" as const, ...m })),
    ),

  register({ payload }, { store, cookie, setCookie }) {
    if (cookie(REGISTRATION_COOKIE)) return fail(new NotAcceptable(hydraError(406, "Registration limit exceeded.")));
    const domain = payload.email.trim().toLowerCase().split("@")[1] ?? "";
    if (REFUSED_DOMAINS.includes(domain)) {
      return fail(
        new NotAcceptable(hydraError(406, "Registrations from this e-mail domain are not accepted. Please contact the network's support.")),
      );
    }
    const v = new Violations();
    if (v.check(!isBlank(payload.email), "email", "Field is required")) {
      if (v.check(EMAIL_PATTERN.test(payload.email.trim()), "email", "Please input valid email")) {
        v.check(!store.findByLogin(payload.email), "email", "This e-mail is already registered.");
      }
    }
    if (v.check(!isBlank(payload.username), "username", "Username is required")) {
      v.check(payload.username.length <= USERNAME_MAX, "username", "The username length should be less or equal than 32 symbols");
      v.check(
        USERNAME_PATTERN.test(payload.username),
        "username",
        "The username may contain only letters, digits and the characters , . _ - @",
      );
      if (!v.has("username")) v.check(!store.findByLogin(payload.username), "username", "This username is already taken.");
    }
    v.check(!isBlank(payload.plainPassword), "plainPassword", "Field is required");
    if (v.check(payload.repeatPlainPassword !== "", "repeatPlainPassword", "Field is required")) {
      v.check(payload.plainPassword === payload.repeatPlainPassword, "repeatPlainPassword", "Passwords do not match");
    }
    v.check(isKnownMessenger(payload.messenger), "messenger", "Please select your preferred instant messenger platform");
    validateCustomFields(payload.customFieldValues, store, v);
    assertValid(v.list);

    const relativeId = store.nextId.publisher++;
    const email = payload.email.trim();
    store.publishers.set(relativeId, {
      ...store.publishers.get(1002)!,
      relativeId,
      username: payload.username,
      email,
      password: payload.plainPassword,
      confirmed: false,
      statusNew: true,
      messenger: idOf(payload.messenger),
      contactInfo: payload.contactInfo || null,
      seenAnnouncements: new Set(),
      customFieldValues: [...payload.customFieldValues],
      registrationReferrerToken: payload.registrationReferrerToken ?? null,
      utmSource: payload.utmSource ?? null,
    });
    const token = store.issueToken("activation", relativeId);
    store.send({ to: email, kind: "activation", subject: "Activate your account", token, link: `/publisher/register/confirm/${token}` });
    setCookie(REGISTRATION_COOKIE, "1", { httpOnly: false, maxAgeSeconds: REGISTRATION_COOKIE_SECONDS });
    return {
      "@context": iri("contexts", "Publisher"),
      "@id": iri("publishers", relativeId),
      "@type": "Publisher" as const,
      username: payload.username,
      email,
    };
  },

  confirm({ path }, { store }) {
    const record = store.useToken(path.token, "activation");
    if (!record) {
      const message = "The confirmation link is invalid or has already been used.";
      return fail(new NotFound({ ...hydraError(404, message), error: message }));
    }
    const user = store.publishers.get(record.relativeId)!;
    user.confirmed = true;
    return { "@id": iri("publishers", user.relativeId), "@type": "Publisher" as const, username: user.username };
  },

  media({ path }, { store, reply, user }) {
    // Only to the publisher who uploaded it: an upload made while registering (a document, say) or
    // another publisher's is "not found", whatever its number (ids are sequential, easy to guess).
    const found = store.mediaObjects.get(path.id);
    const media = found && user && found.owner === user.relativeId ? found : fail(new NotFound(hydraError(404, "File not found")));
    // The exact type of the contract's image/* range: what the bytes were checked to be at upload.
    reply.type(media.mimeType);
    return new Uint8Array(media.data.buffer, media.data.byteOffset, media.data.byteLength);
  },

  uploadMedia({ payload }, { store, user }) {
    const { file } = payload as unknown as { file: { data: Buffer } };
    const v = new Violations();
    if (v.check(file.data.length <= MAX_UPLOAD_BYTES, "file", "The file is too large. Allowed maximum size is 5 MB.")) {
      v.check(isPng(file.data) || isJpeg(file.data), "file", "Invalid image. Please check the requirements.");
    }
    assertValid(v.list);
    const id = store.nextId.media++;
    const mimeType = isPng(file.data) ? ("image/png" as const) : ("image/jpeg" as const);
    store.mediaObjects.set(id, { id, owner: user?.relativeId ?? null, mimeType, size: file.data.length, data: file.data });
    return {
      "@context": iri("contexts", "MediaObject"),
      "@id": iri("media_objects", id),
      "@type": "MediaObject" as const,
      contentUrl: iri("media", id),
      mimeType,
      size: file.data.length,
    };
  },
};
