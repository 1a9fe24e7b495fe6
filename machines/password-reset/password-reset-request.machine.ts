/**
 * Password reset request (spec 01 sections 2, 4, 5, 7): one e-mail field validated at submit
 * (required, not blank, valid); a submit takes the device fingerprint, then POSTs the request.
 * Success replaces the form with the notice (one request per 2 hours); failure returns the form
 * with its value: a 422 on the field, any other failure (the server's 429 text) above the form.
 * Back returns to login.
 */
import { assign, fromPromise, setup } from "xstate";
import {
  EMAIL_PATTERN,
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

export interface ResetRequestValues {
  readonly email: string;
}

export type ResetRequestField = keyof ResetRequestValues;

export const RESET_REQUEST_FIELDS: ReadonlyArray<ResetRequestField> = ["email"];

export interface ResetRequestPayload {
  readonly email: string;
  readonly fingerprint?: string;
}

export interface ResetRequestContext {
  values: ResetRequestValues;
  errors: FieldErrors<ResetRequestField>;
  formError: FormMessage | null;
  fingerprint: string | undefined;
}

export type ResetRequestEvent =
  | { type: "field.change"; values: Partial<ResetRequestValues> }
  | { type: "field.focus" }
  | { type: "form.submit" }
  | { type: "form.back" };

/** E-mail required, not blank, valid. */
export const validateResetRequest = (values: ResetRequestValues): FieldErrors<ResetRequestField> => {
  if (values.email === "") return { email: VALIDATION.required };
  if (isBlank(values.email)) return { email: VALIDATION.notBlank };
  if (!EMAIL_PATTERN.test(values.email.trim())) return { email: VALIDATION.email };
  return {};
};

export const passwordResetRequestMachine = setup({
  types: { context: {} as ResetRequestContext, events: {} as ResetRequestEvent },
  actors: {
    takeFingerprint: fromPromise<string | undefined, void>(async () => {
      throw new Error("takeFingerprint is provided by the app");
    }),
    /** POST reset path + /send_email. */
    requestReset: fromPromise<void, ResetRequestPayload>(async () => {
      throw new Error("requestReset is provided by the app");
    }),
  },
  actions: {
    prefetchApi: () => {},
    /** Returns to the login page. */
    navigateToLogin: () => {},
    /** Violations of no field of the form, as notifications. */
    showViolations: (_, _params: { violations: ReadonlyArray<FieldViolation> }) => {},
  },
  guards: {
    isInvalid: ({ context }) => hasErrors(validateResetRequest(context.values)),
    isValidationFailure: ({ event }) => tagOf((event as { error?: unknown }).error) === "ValidationFailed",
  },
}).createMachine({
  id: "passwordResetRequest",
  context: { values: { email: "" }, errors: {}, formError: null, fingerprint: undefined },
  on: { "form.back": { actions: "navigateToLogin" } },
  initial: "editing",
  states: {
    editing: {
      on: {
        "field.change": {
          actions: assign(({ context, event }) => ({ values: { ...context.values, ...event.values }, errors: withoutErrorsOf(context.errors, event.values) })),
        },
        "field.focus": { actions: "prefetchApi" },
        "form.submit": [
          { guard: "isInvalid", actions: assign({ errors: ({ context }) => validateResetRequest(context.values), formError: null }) },
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
            onDone: { target: "requesting", actions: assign({ fingerprint: ({ event }) => event.output }) },
            onError: { target: "requesting", actions: assign({ fingerprint: undefined }) },
          },
        },
        requesting: {
          invoke: {
            id: "requestReset",
            src: "requestReset",
            input: ({ context }) => ({ email: context.values.email.trim(), ...(context.fingerprint === undefined ? {} : { fingerprint: context.fingerprint }) }),
            onDone: { target: "#passwordResetRequest.sent" },
            onError: [
              {
                guard: "isValidationFailure",
                target: "#passwordResetRequest.editing",
                actions: [
                  assign(({ event }) => {
                    const { fields, others } = violationsByField(event.error, RESET_REQUEST_FIELDS);
                    return { errors: fields, formError: hasErrors(fields) || others.length > 0 ? null : formErrorOf(event.error) };
                  }),
                  { type: "showViolations", params: ({ event }) => ({ violations: violationsByField(event.error, RESET_REQUEST_FIELDS).others }) },
                ],
              },
              { target: "#passwordResetRequest.editing", actions: assign({ formError: ({ event }) => formErrorOf(event.error) }) },
            ],
          },
        },
      },
    },
    /** The notice replaces the form. */
    sent: {},
  },
});
