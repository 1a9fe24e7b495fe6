/**
 * The profile form's rules (machines/profile-edit/profile-rules.ts; issue 33: what the model test left
 * alive): the values a profile shows, the checks at submit, and the merge-patch of what changed. The
 * model walks one profile with one valid change; each field's case is checked here.
 */
import { describe, expect, it } from "vitest";
import type { Publisher } from "../../contracts/publisher";
import type { PublisherCustomField } from "../../contracts/registration.contract";
import { DEFAULT_TIMEZONE, type ProfileValues, profilePatch, validateProfile, valuesOf } from "../../machines/profile-edit/profile-rules";

const field = (id: number, fieldType: 1 | 2 | 3, required = false): PublisherCustomField =>
  ({ "@id": `/publisher/api/publisher_custom_fields/${id}`, fieldType, required }) as unknown as PublisherCustomField;
const TEXT = field(1, 1, true);
const SELECT = field(2, 2, true);
const UPLOAD = field(3, 3);
const FIELDS = [TEXT, SELECT, UPLOAD];

const publisher = (overrides: Partial<Record<keyof Publisher, unknown>> = {}): Publisher =>
  ({
    email: "demo@example.com",
    temporaryEmail: null,
    phone: "+420 123 456 789",
    messenger: "Telegram",
    contactInfo: "@demo",
    timezone: "Europe/Kyiv",
    timezoneInfo: null,
    language: "en",
    customFieldValues: [
      { publisherCustomField: TEXT["@id"], value: "My site" },
      { publisherCustomField: SELECT["@id"], value: "Push, Native" },
      { publisherCustomField: UPLOAD["@id"], files: ["/publisher/api/media_objects/9"] },
    ],
    ...overrides,
  }) as unknown as Publisher;

const shown = (overrides: Partial<ProfileValues> = {}): ProfileValues => ({ ...valuesOf(publisher(), FIELDS), ...overrides });

describe("what the profile form shows", () => {
  it("the profile's values, a select's options split, uploads left out", () => {
    expect(valuesOf(publisher(), FIELDS)).toEqual({
      email: "demo@example.com",
      phone: "+420 123 456 789",
      messenger: "Telegram",
      contactInfo: "@demo",
      timezone: "Europe/Kyiv",
      language: "en",
      custom: { [TEXT["@id"]]: ["My site"], [SELECT["@id"]]: ["Push", "Native"] },
    });
  });

  it("empty inputs for what the profile lacks, and the default time zone", () => {
    const bare = publisher({ phone: null, messenger: null, contactInfo: null, timezone: null, customFieldValues: [] });
    expect(valuesOf(bare, FIELDS)).toMatchObject({
      phone: "",
      messenger: "",
      contactInfo: "",
      timezone: DEFAULT_TIMEZONE,
      custom: { [TEXT["@id"]]: [""], [SELECT["@id"]]: [] },
    });
    expect(valuesOf(publisher({ timezoneInfo: { value: "Asia/Shanghai" } }), FIELDS).timezone).toBe("Asia/Shanghai");
  });
});

describe("the checks at submit", () => {
  it("an e-mail is required and must look like one; spaces around it are no fault", () => {
    expect(validateProfile(shown({ email: " " }), FIELDS)).toEqual({ email: [{ id: "profile.error.required" }] });
    expect(validateProfile(shown({ email: "demo@example" }), FIELDS)).toEqual({ email: [{ id: "profile.error.email" }] });
    expect(validateProfile(shown({ email: "  demo@example.com  " }), FIELDS)).toEqual({});
  });

  it("a phone is optional, and when given must be one; spaces around it are no fault", () => {
    expect(validateProfile(shown({ phone: "" }), FIELDS)).toEqual({});
    expect(validateProfile(shown({ phone: "  +420 123 456 789 " }), FIELDS)).toEqual({});
    expect(validateProfile(shown({ phone: "call me" }), FIELDS)).toEqual({ phone: [{ id: "profile.error.phone" }] });
  });

  it("a required custom field needs a value: text that is not only spaces, or an option", () => {
    const required = [{ id: "form.error.fieldRequired" }];
    expect(validateProfile(shown({ custom: { [TEXT["@id"]]: ["  "], [SELECT["@id"]]: [] } }), FIELDS)).toEqual({
      [TEXT["@id"]]: required,
      [SELECT["@id"]]: required,
    });
    expect(validateProfile(shown({ custom: {} }), FIELDS)).toEqual({ [TEXT["@id"]]: required, [SELECT["@id"]]: required });
    expect(validateProfile(shown({ custom: { [TEXT["@id"]]: [""], [SELECT["@id"]]: [] } }), [field(1, 1), field(2, 2)])).toEqual({});
  });
});

describe("the patch of what changed", () => {
  it("nothing when nothing changed, spaces around a value included", () => {
    expect(
      profilePatch(publisher(), FIELDS, shown({ email: " demo@example.com ", phone: " +420 123 456 789", contactInfo: "@demo " })),
    ).toEqual({});
  });

  it("each changed field trimmed, a cleared one as null", () => {
    expect(
      profilePatch(
        publisher(),
        FIELDS,
        shown({ email: " new@example.com ", phone: " ", messenger: "Skype", contactInfo: " live:demo ", timezone: "Asia/Shanghai" }),
      ),
    ).toEqual({ email: "new@example.com", phone: null, messenger: "Skype", contactInfo: "live:demo", timezone: "Asia/Shanghai" });
  });

  it("a new phone is sent trimmed", () => {
    expect(profilePatch(publisher(), FIELDS, shown({ phone: " +420 999 888 777 " }))).toEqual({ phone: "+420 999 888 777" });
    expect(profilePatch(publisher({ phone: null }), FIELDS, shown({ phone: "+420 999 888 777" }))).toEqual({ phone: "+420 999 888 777" });
  });

  it("the e-mail waiting for its confirmation is not sent again, nor a messenger unchosen", () => {
    const waiting = publisher({ temporaryEmail: "next@example.com" });
    expect(profilePatch(waiting, FIELDS, { ...valuesOf(waiting, FIELDS), email: " next@example.com " })).toEqual({});
    expect(profilePatch(publisher(), FIELDS, shown({ messenger: "" }))).toEqual({});
  });

  it("a changed custom value sends them all in the fields' order, uploads with their files", () => {
    expect(profilePatch(publisher(), FIELDS, shown({ custom: { [TEXT["@id"]]: [" New site "], [SELECT["@id"]]: [] } }))).toEqual({
      customFieldValues: [
        { publisherCustomField: TEXT["@id"], value: "New site" },
        { publisherCustomField: SELECT["@id"], value: null },
        { publisherCustomField: UPLOAD["@id"], files: ["/publisher/api/media_objects/9"] },
      ],
    });
    expect(
      profilePatch(publisher(), FIELDS, shown({ custom: { [TEXT["@id"]]: ["My site "], [SELECT["@id"]]: ["Push", "Native"] } })),
    ).toEqual({});
    expect(profilePatch(publisher(), FIELDS, shown({ custom: {} })).customFieldValues).toEqual([
      { publisherCustomField: TEXT["@id"], value: null },
      { publisherCustomField: SELECT["@id"], value: null },
      { publisherCustomField: UPLOAD["@id"], files: ["/publisher/api/media_objects/9"] },
    ]);
    const none = publisher({ customFieldValues: [] });
    expect(profilePatch(none, FIELDS, { ...valuesOf(none, FIELDS), custom: {} })).toEqual({});
  });
});
