/**
 * Setting a new password with the token of the reset e-mail (spec 01 sections 2, 5, 7): new
 * password and its repeat, validated at submit; a submit takes the device fingerprint, then
 * PATCHes the password. Success hands the publisher to the session and opens the dashboard; an
 * invalid or expired link (404) shows the server's text above the form, a 422 goes to the fields.
 */
import { assign, fromPromise, setup } from "xstate";
import type { Publisher } from "../../contracts/publisher";
import {
  type FieldErrors,
  type FieldViolation,
  type FormMessage,
  VALIDATION,
  formErrorOf,
  hasErrors,
  isBlank,
  tagOf,
  violationsByField,
  withoutErrorsOf,
} from "../auth/form-messages";

export interface ResetConfirmValues {
  readonly plainPassword: string;
  readonly repeatPlainPassword: string;
}

export type ResetConfirmField = keyof ResetConfirmValues;

export const RESET_CONFIRM_FIELDS: ReadonlyArray<ResetConfirmField> = ["plainPassword", "repeatPlainPassword"];

export interface ResetConfirmInput {
  readonly token: string;
  readonly plainPassword: string;
  readonly repeatPlainPassword: string;
  readonly fingerprint?: string;
}

export interface ResetConfirmContext {
  token: string;
  values: ResetConfirmValues;
  errors: FieldErrors<ResetConfirmField>;
  formError: FormMessage | null;
  fingerprint: string | undefined;
}

export type ResetConfirmEvent =
  | { type: "field.change"; values: Partial<ResetConfirmValues> }
  | { type: "field.focus" }
  | { type: "form.submit" };

/** New password required and not blank; the repeat required and equal. */
export const validateResetConfirm = (values: ResetConfirmValues): FieldErrors<ResetConfirmField> => {
  const errors: FieldErrors<ResetConfirmField> = {};
  if (isBlank(values.plainPassword)) errors.plainPassword = VALIDATION.passwordRequired;
  if (values.repeatPlainPassword === "") errors.repeatPlainPassword = VALIDATION.repeatPasswordRequired;
  else if (values.repeatPlainPassword !== values.plainPassword) errors.repeatPlainPassword = VALIDATION.passwordsNotEqual;
  return errors;
};

export const passwordResetConfirmMachine = setup({
  types: { context: {} as ResetConfirmContext, events: {} as ResetConfirmEvent, input: {} as { token: string } },
  actors: {
    takeFingerprint: fromPromise<string | undefined, void>(async () => {
      throw new Error("takeFingerprint is provided by the app");
    }),
    /** PATCH profile base + /{token}/reset_password; answers the signed-in publisher. */
    confirmReset: fromPromise<Publisher, ResetConfirmInput>(async () => {
      throw new Error("confirmReset is provided by the app");
    }),
  },
  actions: {
    prefetchApi: () => {},
    sessionSignedIn: (_, _params: { publisher: Publisher }) => {},
    navigateToDashboard: () => {},
    showViolations: (_, _params: { violations: ReadonlyArray<FieldViolation> }) => {},
  },
  guards: {
    isInvalid: ({ context }) => hasErrors(validateResetConfirm(context.values)),
    isValidationFailure: ({ event }) => tagOf((event as { error?: unknown }).error) === "ValidationFailed",
  },
}).createMachine({
  id: "passwordResetConfirm",
  context: ({ input }) => ({ token: input.token, values: { plainPassword: "", repeatPlainPassword: "" }, errors: {}, formError: null, fingerprint: undefined }),
  initial: "editing",
  states: {
    editing: {
      on: {
        "field.change": {
          actions: assign(({ context, event }) => ({ values: { ...context.values, ...event.values }, errors: withoutErrorsOf(context.errors, event.values) })),
        },
        "field.focus": { actions: "prefetchApi" },
        "form.submit": [
          { guard: "isInvalid", actions: assign({ errors: ({ context }) => validateResetConfirm(context.values), formError: null }) },
          { target: "submitting", actions: assign({ errors: {}, formError: null }) },
        ],
      },
    },
    submitting: {
      initial: "fingerprinting",
      states: {
        fingerprinting: {
          invoke: {
            id: "takeFingerprint",
            src: "takeFingerprint",
            onDone: { target: "confirming", actions: assign({ fingerprint: ({ event }) => event.output }) },
            onError: { target: "confirming", actions: assign({ fingerprint: undefined }) },
          },
        },
        confirming: {
          invoke: {
            id: "confirmReset",
            src: "confirmReset",
            input: ({ context }) => ({
              token: context.token,
              ...context.values,
              ...(context.fingerprint === undefined ? {} : { fingerprint: context.fingerprint }),
            }),
            onDone: {
              target: "#passwordResetConfirm.done",
              actions: [{ type: "sessionSignedIn", params: ({ event }) => ({ publisher: event.output }) }, "navigateToDashboard"],
            },
            onError: [
              {
                guard: "isValidationFailure",
                target: "#passwordResetConfirm.editing",
                actions: [
                  assign(({ event }) => {
                    const { fields, others } = violationsByField(event.error, RESET_CONFIRM_FIELDS);
                    return { errors: fields, formError: hasErrors(fields) || others.length > 0 ? null : formErrorOf(event.error) };
                  }),
                  { type: "showViolations", params: ({ event }) => ({ violations: violationsByField(event.error, RESET_CONFIRM_FIELDS).others }) },
                ],
              },
              { target: "#passwordResetConfirm.editing", actions: assign({ formError: ({ event }) => formErrorOf(event.error) }) },
            ],
          },
        },
      },
    },
    done: { type: "final" },
  },
});
