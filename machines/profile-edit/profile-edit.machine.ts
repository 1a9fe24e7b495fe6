/**
 * Profile edit (spec 01 sections 3, 5 and 7; issue 11): the profile loads with what its form
 * needs (custom fields, messengers, time zones); the publisher edits, the client's rules check at
 * submit, then the server's `/validate`, then the merge-patch saves what changed. A new language
 * goes to the language-change flow (which saves it, switches the interface and says "Language
 * updated"); a new time zone is applied by the app. A new e-mail is pending (`temporaryEmail`)
 * until the link mailed to it is opened. Every failure keeps what was typed.
 */
import { assign, setup } from "xstate";
import type { LanguageCode, ProfilePatch, Publisher } from "../../contracts/publisher";
import type { Messenger, PublisherCustomField } from "../../contracts/registration.contract";
import { type FieldErrors, type FormMessage, formErrorOf, hasErrors, isTag, withoutErrorsOf } from "../form/form-model";
import { type ProfileValues, isEmptyPatch, mapProfileViolations, profilePatch, validateProfile, valuesOf } from "./profile-rules";
import { providedByTheApp } from "../provided-by-the-app";

/** A time zone of `/publisher/timezones`. */
export interface TimezoneOption {
  readonly value: string;
  readonly label: string;
}

/** What the form loads: the profile and the lists its fields choose from. */
export interface ProfileForm {
  readonly publisher: Publisher;
  readonly fields: ReadonlyArray<PublisherCustomField>;
  readonly messengers: ReadonlyArray<typeof Messenger.Type>;
  readonly timezones: ReadonlyArray<TimezoneOption>;
}

/** What a validate or save call sends. */
export interface ProfileSaveInput {
  readonly relativeId: number;
  readonly patch: ProfilePatch;
}

export interface ProfileEditContext {
  form: ProfileForm | null;
  values: ProfileValues | null;
  errors: FieldErrors;
  /** The message above the form: a failed load or save, or violations of no field. */
  formError: FormMessage | null;
}

export type ProfileEditEvent =
  | { type: "field.change"; values: Partial<Omit<ProfileValues, "custom">> }
  | { type: "custom.change"; field: string; input: ReadonlyArray<string> }
  | { type: "form.submit" }
  | { type: "form.reset" }
  | { type: "load.retry" };

/** The form's state once the language is handed to the language-change flow (it saves it). */
const withLanguage = (context: ProfileEditContext, publisher: Publisher): Pick<ProfileEditContext, "form" | "values"> => ({
  form: { ...context.form!, publisher: { ...publisher, language: context.values!.language } },
  values: { ...valuesOf(publisher, context.form!.fields), language: context.values!.language },
});

const patchOf = (context: ProfileEditContext): ProfilePatch => profilePatch(context.form!.publisher, context.form!.fields, context.values!);

/** What a failed `/validate` or save puts on the form: violations on their fields, the rest (or the error's text) above it. */
const failureOf = (error: unknown, fields: ReadonlyArray<PublisherCustomField>): Pick<ProfileEditContext, "errors" | "formError"> => {
  if (!isTag(error, "ValidationFailed")) return { errors: {}, formError: formErrorOf(error) };
  const { errors, others } = mapProfileViolations(error.violations, fields);
  if (others.length > 0) return { errors, formError: { text: others.map((v) => v.message).join(" ") } };
  return { errors, formError: hasErrors(errors) ? null : formErrorOf(error) };
};

export const profileEditMachine = setup({
  types: { context: {} as ProfileEditContext, events: {} as ProfileEditEvent },
  actors: {
    /** GET /publishers/current, /register/fields, /register/messengers and /publisher/timezones. */
    loadProfile: providedByTheApp<ProfileForm, void>("loadProfile"),
    /** PATCH /publishers/{relativeId}/validate (merge-patch). */
    validateProfile: providedByTheApp<void, ProfileSaveInput>("validateProfile"),
    /** PATCH /publishers/{relativeId} (merge-patch); answers the saved profile. */
    saveProfile: providedByTheApp<Publisher, ProfileSaveInput>("saveProfile"),
  },
  actions: {
    /** Hands the saved profile to the session (the header, the time zone dates are shown in). */
    applyProfile: (_, _params: { publisher: Publisher }) => {},
    /** Hands a new language to the language-change flow. */
    changeLanguage: (_, _params: { locale: LanguageCode }) => {},
    /** Shows "Profile saved". */
    notifySaved: () => {},
  },
  guards: {
    isFormInvalid: ({ context }) => hasErrors(validateProfile(context.values!, context.form!.fields)),
    isUnchanged: ({ context }) => isEmptyPatch(patchOf(context)) && context.values!.language === context.form!.publisher.language,
    isLanguageOnly: ({ context }) => isEmptyPatch(patchOf(context)),
    isLanguageChanged: ({ context }) => context.values!.language !== context.form!.publisher.language,
    hasFormError: ({ context }) => context.formError !== null,
  },
}).createMachine({
  id: "profileEdit",
  context: { form: null, values: null, errors: {}, formError: null },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadProfile",
        src: "loadProfile",
        onDone: {
          target: "ready",
          actions: assign(({ event }) => ({
            form: event.output,
            values: valuesOf(event.output.publisher, event.output.fields),
            errors: {},
            formError: null,
          })),
        },
        onError: { target: "loadFailed", actions: assign({ formError: ({ event }) => formErrorOf(event.error) }) },
      },
    },
    loadFailed: {
      on: { "load.retry": { target: "loading", actions: assign({ formError: null }) } },
    },
    /** The form is shown and editable; every edit goes (back) to `editing`. */
    ready: {
      initial: "editing",
      on: {
        "field.change": {
          target: ".editing",
          actions: assign(({ context, event }) => ({
            values: { ...context.values!, ...event.values },
            errors: withoutErrorsOf(context.errors, event.values),
          })),
        },
        "custom.change": {
          target: ".editing",
          actions: assign(({ context, event }) => ({
            values: { ...context.values!, custom: { ...context.values!.custom, [event.field]: event.input } },
            errors: withoutErrorsOf(context.errors, { [event.field]: true }),
          })),
        },
        "form.reset": {
          target: ".editing",
          actions: assign(({ context }) => ({
            values: valuesOf(context.form!.publisher, context.form!.fields),
            errors: {},
            formError: null,
          })),
        },
      },
      states: {
        editing: {
          on: {
            "form.submit": [
              {
                guard: "isFormInvalid",
                actions: assign({ errors: ({ context }) => validateProfile(context.values!, context.form!.fields), formError: null }),
              },
              { guard: "isUnchanged" },
              {
                guard: "isLanguageOnly",
                target: "saved",
                actions: [
                  { type: "changeLanguage", params: ({ context }) => ({ locale: context.values!.language }) },
                  assign(({ context }) => ({ ...withLanguage(context, context.form!.publisher), errors: {}, formError: null })),
                ],
              },
              { target: "#profileEdit.validating", actions: assign({ errors: {}, formError: null }) },
            ],
          },
        },
        saved: { entry: "notifySaved" },
        /** A failed call kept what was typed; submitting again retries the `/validate` and the save. */
        failed: {
          on: { "form.submit": { target: "#profileEdit.validating", actions: assign({ formError: null }) } },
        },
      },
    },
    validating: {
      invoke: {
        id: "validateProfile",
        src: "validateProfile",
        input: ({ context }) => ({ relativeId: context.form!.publisher.relativeId, patch: patchOf(context) }),
        onDone: "saving",
        onError: { target: "checked", actions: assign(({ context, event }) => failureOf(event.error, context.form!.fields)) },
      },
    },
    saving: {
      invoke: {
        id: "saveProfile",
        src: "saveProfile",
        input: ({ context }) => ({ relativeId: context.form!.publisher.relativeId, patch: patchOf(context) }),
        onDone: [
          {
            guard: "isLanguageChanged",
            target: "ready.saved",
            actions: [
              { type: "applyProfile", params: ({ event }) => ({ publisher: event.output }) },
              { type: "changeLanguage", params: ({ context }) => ({ locale: context.values!.language }) },
              assign(({ context, event }) => withLanguage(context, event.output)),
            ],
          },
          {
            target: "ready.saved",
            actions: [
              { type: "applyProfile", params: ({ event }) => ({ publisher: event.output }) },
              assign(({ context, event }) => withLanguage(context, event.output)),
            ],
          },
        ],
        onError: { target: "checked", actions: assign(({ context, event }) => failureOf(event.error, context.form!.fields)) },
      },
    },
    /** A failed `/validate` or save: field messages go back to the form, any other failure stays above it. */
    checked: {
      always: [{ guard: "hasFormError", target: "ready.failed" }, { target: "ready.editing" }],
    },
  },
});
