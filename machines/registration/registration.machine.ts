/**
 * Registration (spec 01 sections 2, 4, 5, 7, 8): when the registration cookie exists the form is
 * replaced by "Registration limit exceeded."; otherwise the custom fields and the messenger options
 * load, the user fills the form, and at submit the form is validated, the device fingerprint taken,
 * the chosen images uploaded (each once) and the registration sent. Success ends with the notice of
 * the activation e-mail; a 406 shows the server's description above the form; 422 violations go
 * to their fields (the rest to a notification); every other failure goes to the shared handler.
 * What the user entered stays through every failure.
 */
import { assign, setup } from "xstate";
import type { PublisherCustomField, RegistrationPayload } from "../../contracts/registration.contract";
import { fingerprintStep, takeFingerprint } from "../fingerprint/fingerprint-step";
import { type FormMessage, type Violation, applyViolations, formErrorOf, isTag, violationsIn, withoutErrorsOf } from "../form/form-model";
import {
  type CandidateFile,
  type CustomInput,
  EMPTY_VALUES,
  type FieldErrors,
  type MessengerOption,
  type RegistrationValues,
  type StandardField,
  chooseFiles,
  choiceAcceptable,
  initialCustom,
  isValid,
  mapViolations,
  toPayload,
  validate,
} from "./registration.rules";
import { providedByTheApp } from "../provided-by-the-app";

export interface RegistrationInput {
  /** Whether the registration cookie exists (read by the page). */
  readonly limitExceeded: boolean;
  /** From the `referrerToken` or `ref` query parameter. */
  readonly registrationReferrerToken?: string | null;
  /** From the `utm_source` query parameter. */
  readonly utmSource?: string | null;
}

export interface RegistrationContext {
  readonly limitExceeded: boolean;
  readonly registrationReferrerToken: string | null;
  readonly utmSource: string | null;
  fields: ReadonlyArray<PublisherCustomField>;
  messengers: ReadonlyArray<MessengerOption>;
  values: RegistrationValues;
  /** Custom inputs by field `@id`. */
  custom: Record<string, CustomInput>;
  errors: FieldErrors;
  /** The server's description of a 406, shown above the form. */
  formError: FormMessage | null;
  fingerprint: string | undefined;
  /** The e-mail the activation link went to. */
  registeredEmail: string | null;
  nextFileKey: number;
}

export type RegistrationEvent =
  | { type: "form.retry" }
  | { type: "field.change"; field: StandardField; value: string }
  | { type: "custom.change"; fieldId: string; value: string | ReadonlyArray<string> }
  | { type: "upload.add"; fieldId: string; files: ReadonlyArray<CandidateFile> }
  | { type: "upload.remove"; fieldId: string; key: string }
  | { type: "form.submit" };

/** What the flow reads of a collection answer. */
export interface Collection<T> {
  readonly "hydra:member": ReadonlyArray<T>;
}

/** What the flow reads of an uploaded media object. */
export interface MediaObjectRef {
  readonly "@id": string;
}

/** What the flow reads of the registration answer. */
export interface Registered {
  readonly email: string;
}

const fieldOf = (context: RegistrationContext, fieldId: string) => context.fields.find((f) => f["@id"] === fieldId);

const inputOf = (context: RegistrationContext, fieldId: string): CustomInput =>
  context.custom[fieldId] ?? { text: "", selected: [], files: [] };

/** The first chosen file not uploaded yet. */
const pendingUpload = (context: RegistrationContext) => {
  for (const field of context.fields) {
    const file = inputOf(context, field["@id"]).files.find((f) => f.iri === null);
    if (file) return { fieldId: field["@id"], file };
  }
  return undefined;
};

const withoutError = (errors: FieldErrors, field: string): FieldErrors => withoutErrorsOf(errors, { [field]: true });

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
  },
  actors: {
    /** GET /publisher/api/register/fields. */
    loadFields: providedByTheApp<Collection<PublisherCustomField>, void>("loadFields"),
    /** GET /publisher/api/register/messengers. */
    loadMessengers: providedByTheApp<Collection<MessengerOption>, void>("loadMessengers"),
    takeFingerprint,
    /** POST /publisher/api/media_objects (multipart, field `file`). */
    uploadMedia: providedByTheApp<MediaObjectRef, { file: Blob; name: string }>("uploadMedia"),
    /** POST /publisher/api/publishers/register. */
    register: providedByTheApp<Registered, RegistrationPayload>("register"),
  },
  actions: {
    /** The shared error handler; `unhandledViolations` are the 422 violations no field took. */
    handleError: (_, _params: { error: unknown; unhandledViolations?: ReadonlyArray<Violation> }) => {},
  },
  guards: {
    limitExceeded: ({ context }) => context.limitExceeded,
    isFormValid: ({ context }) => isValid(validate(context.values, context.fields, context.custom)),
    choiceAcceptable: ({ context, event }) => {
      if (event.type !== "upload.add") return false;
      const field = fieldOf(context, event.fieldId);
      return field !== undefined && choiceAcceptable(field, inputOf(context, event.fieldId).files, event.files);
    },
    hasPendingUpload: ({ context }) => pendingUpload(context) !== undefined,
    isNotAcceptable: (_, { error }: { error: unknown }) => isTag(error, "RequestFailed") && error.status === 406,
    isValidationFailed: (_, { error }: { error: unknown }) => isTag(error, "ValidationFailed"),
  },
}).createMachine({
  id: "registration",
  context: ({ input }) => ({
    limitExceeded: input.limitExceeded,
    registrationReferrerToken: input.registrationReferrerToken ?? null,
    utmSource: input.utmSource ?? null,
    fields: [],
    messengers: [],
    values: EMPTY_VALUES,
    custom: {},
    errors: {},
    formError: null,
    fingerprint: undefined,
    registeredEmail: null,
    nextFileKey: 1,
  }),
  initial: "checking",
  states: {
    checking: {
      always: [{ guard: "limitExceeded", target: "limited" }, { target: "loading" }],
    },
    /** "Registration limit exceeded." replaces the form. */
    limited: { type: "final" },
    loading: {
      type: "parallel",
      states: {
        fields: {
          initial: "loading",
          states: {
            loading: {
              invoke: {
                id: "loadFields",
                src: "loadFields",
                onDone: {
                  target: "done",
                  actions: assign({
                    fields: ({ event }) => event.output["hydra:member"],
                    custom: ({ event }) => initialCustom(event.output["hydra:member"]),
                  }),
                },
                onError: { target: "#registration.loadFailed" },
              },
            },
            done: { type: "final" },
          },
        },
        messengers: {
          initial: "loading",
          states: {
            loading: {
              invoke: {
                id: "loadMessengers",
                src: "loadMessengers",
                onDone: { target: "done", actions: assign({ messengers: ({ event }) => event.output["hydra:member"] }) },
                onError: { target: "#registration.loadFailed" },
              },
            },
            done: { type: "final" },
          },
        },
      },
      onDone: { target: "editing" },
    },
    loadFailed: {
      on: { "form.retry": { target: "loading" } },
    },
    editing: {
      on: {
        "field.change": {
          actions: assign({
            values: ({ context, event }) => ({ ...context.values, [event.field]: event.value }),
            errors: ({ context, event }) => withoutError(context.errors, event.field),
          }),
        },
        "custom.change": {
          actions: assign({
            custom: ({ context, event }) => {
              const current = inputOf(context, event.fieldId);
              const next = typeof event.value === "string" ? { ...current, text: event.value } : { ...current, selected: [...event.value] };
              return { ...context.custom, [event.fieldId]: next };
            },
            errors: ({ context, event }) => withoutError(context.errors, event.fieldId),
          }),
        },
        "upload.add": [
          {
            guard: "choiceAcceptable",
            actions: assign(({ context, event }) => {
              const { files, nextKey } = chooseFiles(
                fieldOf(context, event.fieldId)!,
                inputOf(context, event.fieldId).files,
                event.files,
                context.nextFileKey,
              );
              return {
                custom: { ...context.custom, [event.fieldId]: { ...inputOf(context, event.fieldId), files } },
                errors: withoutError(context.errors, event.fieldId),
                nextFileKey: nextKey,
              };
            }),
          },
          {
            // Some files are refused: the others are kept and the first problem shows on the field.
            actions: assign(({ context, event }) => {
              const field = fieldOf(context, event.fieldId);
              if (!field) return {};
              const { files, problem, nextKey } = chooseFiles(
                field,
                inputOf(context, event.fieldId).files,
                event.files,
                context.nextFileKey,
              );
              return {
                custom: { ...context.custom, [event.fieldId]: { ...inputOf(context, event.fieldId), files } },
                errors: { ...context.errors, [event.fieldId]: problem ? [problem] : [] },
                nextFileKey: nextKey,
              };
            }),
          },
        ],
        "upload.remove": {
          actions: assign({
            custom: ({ context, event }) => {
              const current = inputOf(context, event.fieldId);
              return { ...context.custom, [event.fieldId]: { ...current, files: current.files.filter((f) => f.key !== event.key) } };
            },
            errors: ({ context, event }) => withoutError(context.errors, event.fieldId),
          }),
        },
        "form.submit": [
          { guard: "isFormValid", target: "submitting", actions: assign({ errors: {}, formError: null }) },
          { actions: assign({ errors: ({ context }) => validate(context.values, context.fields, context.custom) }) },
        ],
      },
    },
    submitting: {
      initial: "fingerprinting",
      states: {
        // Without a fingerprint the registration still goes on (spec 01 section 7).
        fingerprinting: fingerprintStep<RegistrationContext, RegistrationEvent>("uploads"),
        /** Uploads the chosen images one by one; a file uploaded before keeps its media object. */
        uploads: {
          always: [{ guard: "hasPendingUpload", target: "uploading" }, { target: "registering" }],
        },
        uploading: {
          invoke: {
            id: "uploadMedia",
            src: "uploadMedia",
            input: ({ context }) => {
              const { file } = pendingUpload(context)!;
              return { file: file.file, name: file.name };
            },
            onDone: {
              target: "uploads",
              actions: assign({
                custom: ({ context, event }) => {
                  const { fieldId, file } = pendingUpload(context)!;
                  const current = inputOf(context, fieldId);
                  return {
                    ...context.custom,
                    [fieldId]: {
                      ...current,
                      files: current.files.map((f) => (f.key === file.key ? { ...f, iri: event.output["@id"] } : f)),
                    },
                  };
                },
              }),
            },
            onError: [
              {
                // The server refused the image: the file leaves the field and its message shows there.
                guard: { type: "isValidationFailed", params: ({ event }) => ({ error: event.error }) },
                target: "#registration.editing",
                actions: assign(({ context, event }) => {
                  const { fieldId, file } = pendingUpload(context)!;
                  const current = inputOf(context, fieldId);
                  // Every violation of the upload is the file's, whatever its path; without any, the error's own text.
                  const messages = applyViolations(violationsIn(event.error), () => fieldId).errors[fieldId] ?? [formErrorOf(event.error)];
                  return {
                    custom: { ...context.custom, [fieldId]: { ...current, files: current.files.filter((f) => f.key !== file.key) } },
                    errors: { ...context.errors, [fieldId]: messages },
                  };
                }),
              },
              { target: "#registration.editing", actions: { type: "handleError", params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        registering: {
          invoke: {
            id: "register",
            src: "register",
            input: ({ context }) => toPayload(context),
            onDone: { target: "#registration.registered", actions: assign({ registeredEmail: ({ event }) => event.output.email }) },
            onError: [
              {
                guard: { type: "isNotAcceptable", params: ({ event }) => ({ error: event.error }) },
                target: "#registration.editing",
                actions: assign({ formError: ({ event }) => formErrorOf(event.error) }),
              },
              {
                guard: { type: "isValidationFailed", params: ({ event }) => ({ error: event.error }) },
                target: "#registration.editing",
                actions: [
                  assign({ errors: ({ context, event }) => mapViolations(violationsIn(event.error), context.fields).errors }),
                  {
                    type: "handleError",
                    params: ({ context, event }) => {
                      const violations = violationsIn(event.error);
                      // Without any violation the error's own text is the notification.
                      return {
                        error: event.error,
                        ...(violations.length > 0 ? { unhandledViolations: mapViolations(violations, context.fields).others } : {}),
                      };
                    },
                  },
                ],
              },
              { target: "#registration.editing", actions: { type: "handleError", params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
      },
    },
    /** The activation e-mail was sent. */
    registered: { type: "final" },
  },
});
