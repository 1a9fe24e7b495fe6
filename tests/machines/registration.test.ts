import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { PublisherCustomField, RegistrationPayload } from "../../contracts/registration.contract";
import { CUSTOM_FIELDS, MESSENGERS } from "../../mock-server/store/seed";
import { FIELD_REQUIRED } from "../../machines/form/form-model";
import { registrationMessengersMachine } from "../../machines/registration/registration-messengers.machine";
import {
  type Collection,
  type MediaObjectRef,
  type Registered,
  registrationMachine,
} from "../../machines/registration/registration.machine";
import {
  type CandidateFile,
  type MessengerOption,
  MAX_UPLOAD_BYTES,
  MESSAGES,
  mapViolations,
  validate,
  EMPTY_VALUES,
  initialCustom,
  isImageHead,
  chooseFiles,
  toPayload,
} from "../../machines/registration/registration.rules";

const MESSENGER_OPTIONS = MESSENGERS.map((m) => ({ "@id": `/publisher/api/messengers/${m.name}`, "@type": "Messenger" as const, ...m }));
const [TEXT, TYPES, VOLUME, SCREENS] = CUSTOM_FIELDS.map((f) => f["@id"]) as [string, string, string, string];

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];
const fakeFile = (name: string, head: number[], size = 1234): CandidateFile => ({
  file: new Blob([new Uint8Array(head)]),
  name,
  size,
  head,
});
const png = (name = "stats.png", size?: number) => fakeFile(name, PNG_HEAD, size);

type Outcome<T> = () => Promise<T>;

const start = (
  opts: {
    limitExceeded?: boolean;
    register?: Outcome<{ email: string }>;
    upload?: (name: string) => Promise<{ "@id": string }>;
    fields?: Outcome<unknown>;
  } = {},
) => {
  const calls: Array<{ kind: string; payload?: RegistrationPayload; error?: unknown; unhandled?: unknown }> = [];
  let uploads = 0;
  const actor = createActor(
    registrationMachine.provide({
      actors: {
        loadFields: fromPromise<Collection<PublisherCustomField>, void>(async () =>
          opts.fields ? ((await opts.fields()) as never) : { "hydra:member": CUSTOM_FIELDS },
        ),
        loadMessengers: fromPromise<Collection<MessengerOption>, void>(async () => ({ "hydra:member": MESSENGER_OPTIONS })),
        takeFingerprint: fromPromise<string | undefined, void>(async () => "fp-1"),
        uploadMedia: fromPromise<MediaObjectRef, { file: Blob; name: string }>(async ({ input }) => {
          calls.push({ kind: `upload:${input.name}` });
          return opts.upload ? opts.upload(input.name) : { "@id": `/publisher/api/media_objects/${++uploads}` };
        }),
        register: fromPromise<Registered, RegistrationPayload>(async ({ input }) => {
          calls.push({ kind: "register", payload: input });
          return opts.register ? opts.register() : { email: input.email };
        }),
      },
      actions: {
        handleError: (_, { error, unhandledViolations }) => calls.push({ kind: "handleError", error, unhandled: unhandledViolations }),
      },
    }),
    { input: { limitExceeded: opts.limitExceeded ?? false, registrationReferrerToken: "ref-42", utmSource: "newsletter" } },
  ).start();
  return { actor, calls };
};

const ready = async (opts?: Parameters<typeof start>[0]) => {
  const started = start(opts);
  await waitFor(started.actor, (s) => s.matches("editing"));
  return started;
};

/** What `fill` types in the form's own fields (sent as they are). */
const FILLED = {
  email: "fresh@example.com",
  username: "fresh_publisher",
  plainPassword: "Fresh-pass-1",
  repeatPlainPassword: "Fresh-pass-1",
  messenger: "/publisher/api/messengers/telegram",
  contactInfo: "@fresh",
};

const fill = (actor: ReturnType<typeof start>["actor"], overrides: Partial<Record<string, string>> = {}) => {
  const values = { ...FILLED, ...overrides };
  for (const [field, value] of Object.entries(values)) actor.send({ type: "field.change", field: field as never, value: value! });
  actor.send({ type: "custom.change", fieldId: TEXT, value: "https://traffic.example.com" });
  actor.send({ type: "custom.change", fieldId: TYPES, value: ["Push", "Native"] });
};

const errorIds = (actor: ReturnType<typeof start>["actor"]) =>
  Object.fromEntries(
    Object.entries(actor.getSnapshot().context.errors).map(([k, list]) => [k, (list ?? []).map((e) => ("id" in e ? e.id : e.text))]),
  );

describe("registration: loading and the limit", () => {
  it("shows the limit note instead of the form when the registration cookie exists, without loading anything", () => {
    const { actor } = start({ limitExceeded: true });
    expect(actor.getSnapshot().value).toBe("limited");
    expect(actor.getSnapshot().status).toBe("done");
  });

  it("loads the custom fields and the messengers, then shows the form", async () => {
    const { actor } = await ready();
    expect(actor.getSnapshot().context.fields).toHaveLength(4);
    expect(actor.getSnapshot().context.messengers.map((m) => m.name)).toEqual(["telegram", "skype", "whatsapp", "teams", "wechat"]);
  });

  it("a failed load offers a retry", async () => {
    let fail = true;
    const { actor } = start({ fields: async () => (fail ? Promise.reject({ _tag: "NetworkFailed" }) : { "hydra:member": CUSTOM_FIELDS }) });
    await waitFor(actor, (s) => s.matches("loadFailed"));
    fail = false;
    actor.send({ type: "form.retry" });
    await waitFor(actor, (s) => s.matches("editing"));
  });
});

describe("registration: validation at submit", () => {
  it("an empty form shows the spec's message on every required field and sends nothing", async () => {
    const { actor, calls } = await ready();
    actor.send({ type: "form.submit" });
    expect(actor.getSnapshot().value).toBe("editing");
    expect(errorIds(actor)).toEqual({
      email: [MESSAGES.required],
      username: [MESSAGES.usernameRequired],
      plainPassword: [MESSAGES.required],
      repeatPlainPassword: [MESSAGES.required],
      messenger: [MESSAGES.messenger],
      [TEXT]: [FIELD_REQUIRED],
      [TYPES]: [FIELD_REQUIRED],
    });
    expect(calls).toEqual([]);
  });

  it("checks the e-mail format, the username's length and characters, a blank password and the repeat", () => {
    const fields = CUSTOM_FIELDS;
    const custom = initialCustom(fields);
    const errors = validate(
      {
        ...EMPTY_VALUES,
        email: "not-an-email",
        username: "a".repeat(33),
        plainPassword: "   ",
        repeatPlainPassword: "other",
        messenger: "x",
      },
      fields,
      custom,
    );
    expect(errors.email).toEqual([{ id: MESSAGES.email }]);
    expect(errors.username).toEqual([{ id: MESSAGES.usernameLength }]);
    expect(errors.plainPassword).toEqual([{ id: MESSAGES.required }]);
    expect(errors.repeatPlainPassword).toEqual([{ id: MESSAGES.passwordsDiffer }]);
    expect(errors.messenger).toBeUndefined();
    expect(validate({ ...EMPTY_VALUES, username: "bad name!" }, fields, custom).username).toEqual([{ id: MESSAGES.usernameChars }]);
    expect(validate({ ...EMPTY_VALUES, username: "Ünïcode,._-@42" }, fields, custom).username).toBeUndefined();
    expect(validate({ ...EMPTY_VALUES, username: "a".repeat(32) }, fields, custom).username).toBeUndefined();
  });

  it("the English texts of the message ids are the spec's", async () => {
    const en = (await import("../../src/i18n/messages/en/registration.json")).default as Record<string, string>;
    expect(en[MESSAGES.required]).toBe("Field is required");
    expect(en[MESSAGES.email]).toBe("Please input valid email");
    expect(en[MESSAGES.usernameRequired]).toBe("Username is required");
    expect(en[MESSAGES.usernameLength]).toBe("The username length should be less or equal than 32 symbols");
    expect(en[MESSAGES.usernameChars]).toBe("The username may contain only letters, digits and the characters , . _ - @");
    expect(en[MESSAGES.passwordsDiffer]).toBe("Passwords do not match");
    expect(en[MESSAGES.messenger]).toBe("Please select your preferred instant messenger platform");
    expect(en[MESSAGES.invalidImage]).toBe("Invalid image. Please check the requirements.");
    // The limit is formatted by the message itself (bytes as megabytes in the language shown).
    expect(new IntlMessageFormat(en[MESSAGES.tooLarge]!, "en").format({ size: MAX_UPLOAD_BYTES })).toBe(
      "The file is too large. Allowed maximum size is 5 MB",
    );
    expect(en["registration.upload.hint"]).toBe("Please use JPEG, JPG or PNG");
  });

  it("changing a field clears its error only", async () => {
    const { actor } = await ready();
    actor.send({ type: "form.submit" });
    actor.send({ type: "field.change", field: "email", value: "a@b.co" });
    actor.send({ type: "custom.change", fieldId: TYPES, value: ["Pop"] });
    expect(Object.keys(actor.getSnapshot().context.errors).sort()).toEqual(
      ["messenger", "plainPassword", "repeatPlainPassword", TEXT, "username"].sort(),
    );
  });
});

describe("registration: uploads", () => {
  it("accepts PNG and JPEG by content and refuses other content, whatever the name", async () => {
    const { actor } = await ready();
    actor.send({ type: "upload.add", fieldId: SCREENS, files: [png(), fakeFile("photo.jpg", JPEG_HEAD)] });
    expect(actor.getSnapshot().context.custom[SCREENS]!.files.map((f) => f.name)).toEqual(["stats.png", "photo.jpg"]);
    expect(actor.getSnapshot().context.errors[SCREENS]).toBeUndefined();

    actor.send({ type: "upload.add", fieldId: SCREENS, files: [fakeFile("notes.png", [0x68, 0x65, 0x6c, 0x6c, 0x6f])] });
    expect(errorIds(actor)[SCREENS]).toEqual([MESSAGES.invalidImage]);
    expect(actor.getSnapshot().context.custom[SCREENS]!.files).toHaveLength(2);
  });

  it("wants the whole signature: a file that only begins like a PNG or a JPEG is refused", () => {
    expect(isImageHead(PNG_HEAD)).toBe(true);
    expect(isImageHead(JPEG_HEAD)).toBe(true);
    // A PNG's first byte, then text; the PNG signature cut short; a JPEG's first two bytes, then text.
    expect(isImageHead([0x89, 0x68, 0x65, 0x6c, 0x6c, 0x6f, 0x21, 0x21])).toBe(false);
    expect(isImageHead(PNG_HEAD.slice(0, 7))).toBe(false);
    expect(isImageHead([0xff, 0xd8, 0x68, 0x69])).toBe(false);
  });

  it("refuses a file over 5,000,000 bytes with the size, and accepts exactly 5,000,000", async () => {
    const { actor } = await ready();
    actor.send({ type: "upload.add", fieldId: SCREENS, files: [png("big.png", MAX_UPLOAD_BYTES + 1)] });
    expect(actor.getSnapshot().context.errors[SCREENS]).toEqual([{ id: MESSAGES.tooLarge, values: { size: 5_000_000 } }]);
    expect(actor.getSnapshot().context.custom[SCREENS]!.files).toHaveLength(0);
    actor.send({ type: "upload.add", fieldId: SCREENS, files: [png("edge.png", MAX_UPLOAD_BYTES)] });
    expect(actor.getSnapshot().context.errors[SCREENS]).toBeUndefined();
    expect(actor.getSnapshot().context.custom[SCREENS]!.files).toHaveLength(1);
  });

  it("keeps at most 5 files in a multiple field, and one in a single field (a new choice replaces it)", async () => {
    const { actor } = await ready();
    actor.send({ type: "upload.add", fieldId: SCREENS, files: [1, 2, 3, 4, 5, 6].map((i) => png(`s${i}.png`)) });
    expect(actor.getSnapshot().context.custom[SCREENS]!.files).toHaveLength(5);
    expect(actor.getSnapshot().context.errors[SCREENS]).toEqual([{ id: MESSAGES.tooMany, values: { max: 5 } }]);

    const single = { ...CUSTOM_FIELDS[3]!, multiple: false };
    const first = chooseFiles(single, [], [png("a.png")], 1);
    const second = chooseFiles(single, first.files, [png("b.png")], first.nextKey);
    expect(second.files.map((f) => f.name)).toEqual(["b.png"]);
    const refused = chooseFiles(single, second.files, [fakeFile("c.png", [1, 2, 3])], second.nextKey);
    expect(refused.files.map((f) => f.name)).toEqual(["b.png"]);
    expect(refused.problem).toEqual({ id: MESSAGES.invalidImage });
  });

  it("removes a chosen file", async () => {
    const { actor } = await ready();
    actor.send({ type: "upload.add", fieldId: SCREENS, files: [png("a.png"), png("b.png")] });
    const [first] = actor.getSnapshot().context.custom[SCREENS]!.files;
    actor.send({ type: "upload.remove", fieldId: SCREENS, key: first!.key });
    expect(actor.getSnapshot().context.custom[SCREENS]!.files.map((f) => f.name)).toEqual(["b.png"]);
  });
});

describe("registration: submit", () => {
  it("takes the fingerprint, uploads each file once, then registers with the whole payload", async () => {
    const { actor, calls } = await ready();
    fill(actor);
    actor.send({ type: "custom.change", fieldId: VOLUME, value: ["> 1M"] });
    actor.send({ type: "upload.add", fieldId: SCREENS, files: [png("a.png"), png("b.png")] });
    actor.send({ type: "form.submit" });
    await waitFor(actor, (s) => s.matches("registered"));
    expect(calls.map((c) => c.kind)).toEqual(["upload:a.png", "upload:b.png", "register"]);
    expect(calls[2]!.payload).toEqual({
      ...FILLED,
      customFieldValues: [
        { publisherCustomField: TEXT, value: "https://traffic.example.com" },
        { publisherCustomField: TYPES, value: "Push, Native" },
        { publisherCustomField: VOLUME, value: "> 1M" },
        { publisherCustomField: SCREENS, files: ["/publisher/api/media_objects/1", "/publisher/api/media_objects/2"] },
      ],
      fingerprint: "fp-1",
      registrationReferrerToken: "ref-42",
      utmSource: "newsletter",
    });
    expect(actor.getSnapshot().context.registeredEmail).toBe("fresh@example.com");
  });

  it("a 406 shows the server's description above the form and keeps every value and uploaded file", async () => {
    let attempt = 0;
    const { actor, calls } = await ready({
      register: async () =>
        ++attempt === 1
          ? Promise.reject({ _tag: "RequestFailed", status: 406, message: "Not from this domain." })
          : { email: "fresh@example.com" },
    });
    fill(actor);
    actor.send({ type: "upload.add", fieldId: SCREENS, files: [png("a.png")] });
    const before = actor.getSnapshot().context.values;
    actor.send({ type: "form.submit" });
    await waitFor(actor, (s) => s.matches("editing") && s.context.formError !== null);
    expect(actor.getSnapshot().context.formError).toEqual({ text: "Not from this domain." });
    expect(actor.getSnapshot().context.values).toEqual(before);
    expect(actor.getSnapshot().context.custom[SCREENS]!.files.map((f) => f.iri)).toEqual(["/publisher/api/media_objects/1"]);
    expect(actor.getSnapshot().context.custom[TYPES]!.selected).toEqual(["Push", "Native"]);

    actor.send({ type: "form.submit" });
    await waitFor(actor, (s) => s.matches("registered"));
    // The file was uploaded once: the second attempt reused its media object.
    expect(calls.filter((c) => c.kind.startsWith("upload:"))).toHaveLength(1);
    expect(actor.getSnapshot().context.formError).toBeNull();
  });

  it("422 violations go to their fields (customFieldValues[i] is the i-th field); the others to a notification", async () => {
    const violations = [
      { propertyPath: "username", message: "This username is already taken." },
      { propertyPath: "customFieldValues[1]", message: "The value you selected is not a valid choice." },
      { propertyPath: "customFieldValues[3].publisherCustomField", message: "Unknown field." },
      { propertyPath: "", message: "Something else." },
    ];
    const { actor, calls } = await ready({ register: async () => Promise.reject({ _tag: "ValidationFailed", violations, message: "x" }) });
    fill(actor);
    actor.send({ type: "form.submit" });
    await waitFor(actor, (s) => s.matches("editing") && calls.some((c) => c.kind === "handleError"));
    expect(actor.getSnapshot().context.errors).toEqual({
      username: [{ text: "This username is already taken." }],
      [TYPES]: [{ text: "The value you selected is not a valid choice." }],
      [SCREENS]: [{ text: "Unknown field." }],
    });
    expect(calls.at(-1)!.unhandled).toEqual([{ propertyPath: "", message: "Something else." }]);
    expect(actor.getSnapshot().context.values.username).toBe("fresh_publisher");
  });

  it("a 422 without violations is a notification of its text", async () => {
    const { actor, calls } = await ready({
      register: async () => Promise.reject({ _tag: "ValidationFailed", violations: [], message: "Invalid." }),
    });
    fill(actor);
    actor.send({ type: "form.submit" });
    await waitFor(actor, (s) => s.matches("editing") && calls.some((c) => c.kind === "handleError"));
    expect(calls.at(-1)!.unhandled).toBeUndefined();
  });

  it("a network failure goes to the shared handler and the form keeps its values", async () => {
    const { actor, calls } = await ready({ register: async () => Promise.reject({ _tag: "NetworkFailed", message: "generic" }) });
    fill(actor);
    actor.send({ type: "form.submit" });
    await waitFor(actor, (s) => s.matches("editing") && calls.some((c) => c.kind === "handleError"));
    expect((calls.at(-1)!.error as { _tag: string })._tag).toBe("NetworkFailed");
    expect(actor.getSnapshot().context.values.email).toBe("fresh@example.com");
    expect(actor.getSnapshot().context.custom[TEXT]!.text).toBe("https://traffic.example.com");
  });

  it("an image the server refuses leaves the field with the server's message; the other files stay", async () => {
    const { actor, calls } = await ready({
      upload: async (name) =>
        name === "bad.png"
          ? Promise.reject({
              _tag: "ValidationFailed",
              violations: [{ propertyPath: "file", message: "Invalid image. Please check the requirements." }],
              message: "x",
            })
          : { "@id": "/publisher/api/media_objects/9" },
    });
    fill(actor);
    actor.send({ type: "upload.add", fieldId: SCREENS, files: [png("good.png"), png("bad.png")] });
    actor.send({ type: "form.submit" });
    await waitFor(actor, (s) => s.matches("editing") && Object.keys(s.context.errors).length > 0);
    expect(actor.getSnapshot().context.errors[SCREENS]).toEqual([{ text: "Invalid image. Please check the requirements." }]);
    expect(actor.getSnapshot().context.custom[SCREENS]!.files.map((f) => [f.name, f.iri])).toEqual([
      ["good.png", "/publisher/api/media_objects/9"],
    ]);
    expect(calls.some((c) => c.kind === "register")).toBe(false);
  });

  it("an image refused without violations shows the refusal's own text on the field", async () => {
    const { actor } = await ready({
      upload: async () => Promise.reject({ _tag: "ValidationFailed", violations: [], message: "The file could not be read." }),
    });
    fill(actor);
    actor.send({ type: "upload.add", fieldId: SCREENS, files: [png("bad.png")] });
    actor.send({ type: "form.submit" });
    await waitFor(actor, (s) => s.matches("editing") && Object.keys(s.context.errors).length > 0);
    expect(actor.getSnapshot().context.errors[SCREENS]).toEqual([{ text: "The file could not be read." }]);
    expect(actor.getSnapshot().context.custom[SCREENS]!.files).toEqual([]);
  });

  it("a refusal other than a 406 is the shared handler's, not a description above the form", async () => {
    const refusal = { _tag: "RequestFailed", status: 409, message: "Conflict." };
    const { actor, calls } = await ready({ register: async () => Promise.reject(refusal) });
    fill(actor);
    actor.send({ type: "form.submit" });
    await waitFor(actor, () => calls.some((c) => c.kind === "handleError"));
    expect(calls.find((c) => c.kind === "handleError")?.error).toBe(refusal);
    expect(actor.getSnapshot().context.formError).toBeNull();
  });
});

describe("registration: presets, what counts as filled, and the payload", () => {
  const field = (id: number, overrides: Partial<PublisherCustomField>): PublisherCustomField => ({
    ...CUSTOM_FIELDS[0]!,
    "@id": `/publisher/api/publisher_custom_fields/${id}`,
    required: false,
    ...overrides,
  });
  // A text field's options are not its choices, even when the server sends some that match its default.
  const text = field(1, { fieldType: 1, defaultValue: "https://preset.example", selectOptions: ["https://preset.example"] });
  const choices = field(2, {
    fieldType: 2,
    selectOptions: ["Push", "Pop", "Native"],
    defaultValue: "Native, Teaser, Push",
    multiple: true,
  });
  const upload = field(3, { fieldType: 3, defaultValue: "ignored", multiple: true });

  it("a text field opens with its default; a choice field with the default's known options; the rest empty", () => {
    expect(initialCustom([text, choices, upload])).toEqual({
      [text["@id"]]: { text: "https://preset.example", selected: [], files: [] },
      [choices["@id"]]: { text: "", selected: ["Native", "Push"], files: [] },
      [upload["@id"]]: { text: "", selected: [], files: [] },
    });
    const bare = [field(1, { fieldType: 1, defaultValue: null }), field(2, { fieldType: 2, selectOptions: ["Push"], defaultValue: null })];
    expect(Object.values(initialCustom(bare))).toEqual([
      { text: "", selected: [], files: [] },
      { text: "", selected: [], files: [] },
    ]);
  });

  it("an e-mail with spaces around it is valid; a required field of each kind is empty when blank, unchosen or without a file", () => {
    const fields = [text, choices, upload].map((f) => ({ ...f, required: true }));
    const filled = { ...EMPTY_VALUES, ...FILLED, email: "  fresh@example.com " };
    const empty = { [text["@id"]]: { text: "   ", selected: [], files: [] } };
    expect(validate(filled, fields, empty)).toEqual({
      [text["@id"]]: [{ id: FIELD_REQUIRED }],
      [choices["@id"]]: [{ id: FIELD_REQUIRED }],
      [upload["@id"]]: [{ id: FIELD_REQUIRED }],
    });
    const chosen = chooseFiles(upload, [], [png("a.png")], 0).files;
    const complete = {
      [text["@id"]]: { text: " x ", selected: [], files: [] },
      [choices["@id"]]: { text: "", selected: ["Pop"], files: [] },
      [upload["@id"]]: { text: "", selected: [], files: chosen },
    };
    expect(validate(filled, fields, complete)).toEqual({});
    // Not required: empty is fine.
    expect(validate(filled, [text, choices, upload], {})).toEqual({});
  });

  it("each chosen file gets a key of its own, counting on from the last; two files chosen at once in a single field keep the last", () => {
    const first = chooseFiles(upload, [], [png("a.png"), png("b.png")], 7);
    expect(first.files.map((f) => f.key)).toEqual(["file-7", "file-8"]);
    expect(first.nextKey).toBe(9);
    const single = { ...upload, multiple: false };
    const both = chooseFiles(single, [], [png("a.png"), png("b.png")], 0);
    expect(both.files.map((f) => f.name)).toEqual(["b.png"]);
    expect(both.problem).toBeNull();
  });

  it("sends the e-mail and contacts trimmed, a text trimmed (blank as null), choices joined, only uploaded files, and no absent extras", () => {
    const [a, b] = chooseFiles(upload, [], [png("a.png"), png("b.png")], 0).files;
    const payload = toPayload({
      values: { ...FILLED, email: " fresh@example.com  ", contactInfo: "  @fresh " },
      fields: [text, choices, upload, field(4, { fieldType: 1 })],
      custom: {
        [text["@id"]]: { text: "  https://traffic.example  ", selected: [], files: [] },
        [choices["@id"]]: { text: "ignored", selected: ["Push", "Native"], files: [] },
        [upload["@id"]]: { text: "", selected: [], files: [{ ...a!, iri: "/publisher/api/media_objects/9" }, b!] },
      },
      fingerprint: undefined,
      registrationReferrerToken: null,
      utmSource: null,
    });
    expect(payload).toStrictEqual({
      ...FILLED,
      email: "fresh@example.com",
      contactInfo: "@fresh",
      customFieldValues: [
        { publisherCustomField: text["@id"], value: "https://traffic.example" },
        { publisherCustomField: choices["@id"], value: "Push, Native" },
        { publisherCustomField: upload["@id"], files: ["/publisher/api/media_objects/9"] },
        { publisherCustomField: "/publisher/api/publisher_custom_fields/4", value: null },
      ],
    });
    const extras = toPayload({
      values: FILLED,
      fields: [],
      custom: {},
      fingerprint: "fp",
      registrationReferrerToken: "ref",
      utmSource: "utm",
    });
    expect(extras).toMatchObject({ fingerprint: "fp", registrationReferrerToken: "ref", utmSource: "utm" });
  });
});

describe("registration: violations mapping", () => {
  it("maps by property path", () => {
    const { errors, others } = mapViolations(
      [
        { propertyPath: "email", message: "taken" },
        { propertyPath: "customFieldValues[0]", message: "too long" },
        { propertyPath: "customFieldValues[9]", message: "no such field" },
        { propertyPath: "plainPassword", message: "weak" },
      ],
      CUSTOM_FIELDS,
    );
    expect(errors).toEqual({ email: [{ text: "taken" }], [TEXT]: [{ text: "too long" }], plainPassword: [{ text: "weak" }] });
    expect(others).toEqual([{ propertyPath: "customFieldValues[9]", message: "no such field" }]);
  });
});

describe("messengers page", () => {
  it("loads the list and retries after a failure", async () => {
    let fail = true;
    const actor = createActor(
      registrationMessengersMachine.provide({
        actors: {
          loadMessengers: fromPromise<Collection<MessengerOption>, void>(async () =>
            fail ? Promise.reject({ _tag: "NetworkFailed" }) : { "hydra:member": MESSENGER_OPTIONS },
          ),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches("failed"));
    fail = false;
    actor.send({ type: "list.retry" });
    await waitFor(actor, (s) => s.matches("loaded"));
    expect(actor.getSnapshot().context.messengers).toHaveLength(5);
  });
});
