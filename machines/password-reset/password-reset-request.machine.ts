/**
 * Password reset request (spec 01 sections 2, 4, 5, 7): one e-mail field validated at submit
 * (required, not blank, valid); a submit takes the device fingerprint, then POSTs the request.
 * Success replaces the form with the notice (one request per 2 hours); failure returns the form
 * with its value: a 422 on the field, any other failure (the server's 429 text) above the form.
 * Back returns to login.
 */
import { setup } from "xstate";
import { VALIDATION } from "../auth/form-messages";
import { fingerprintStep, takeFingerprint, withFingerprint } from "../fingerprint/fingerprint-step";
import { EMAIL_PATTERN, type FieldErrors, type FormMessage, type Violation, hasErrors, isBlank } from "../form/form-model";
import { type FormEditEvent, editingState, formFailure } from "../form/form-steps";
import { providedByTheApp } from "../provided-by-the-app";

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

export type ResetRequestEvent = FormEditEvent<ResetRequestValues> | { type: "form.back" };

/** E-mail required, not blank, valid. */
export const validateResetRequest = (values: ResetRequestValues): FieldErrors<ResetRequestField> => {
  if (values.email === "") return { email: [VALIDATION.required] };
  if (isBlank(values.email)) return { email: [VALIDATION.notBlank] };
  if (!EMAIL_PATTERN.test(values.email.trim())) return { email: [VALIDATION.email] };
  return {};
};

export const passwordResetRequestMachine = setup({
  types: { context: {} as ResetRequestContext, events: {} as ResetRequestEvent },
  actors: {
    takeFingerprint,
    /** POST reset path + /send_email. */
    requestReset: providedByTheApp<void, ResetRequestPayload>("requestReset"),
  },
  actions: {
    prefetchApi: () => {},
    /** Returns to the login page. */
    navigateToLogin: () => {},
    /** Violations of no field of the form, as notifications. */
    showViolations: (_, _params: { violations: ReadonlyArray<Violation> }) => {},
  },
  guards: {
    isInvalid: ({ context }) => hasErrors(validateResetRequest(context.values)),
  },
}).createMachine({
  id: "passwordResetRequest",
  context: { values: { email: "" }, errors: {}, formError: null, fingerprint: undefined },
  on: { "form.back": { actions: "navigateToLogin" } },
  initial: "editing",
  states: {
    editing: editingState<ResetRequestValues, ResetRequestField, ResetRequestContext, ResetRequestEvent>(validateResetRequest),
    submitting: {
      initial: "fingerprinting",
      states: {
        fingerprinting: fingerprintStep<ResetRequestContext, ResetRequestEvent>("requesting"),
        requesting: {
          invoke: {
            id: "requestReset",
            src: "requestReset",
            input: ({ context }) => withFingerprint({ email: context.values.email.trim() }, context.fingerprint),
            onDone: { target: "#passwordResetRequest.sent" },
            // A 422 goes to the field (the rest to notifications); any other failure above the form.
            onError: {
              target: "#passwordResetRequest.editing",
              actions: formFailure<ResetRequestField, ResetRequestContext, ResetRequestEvent>(RESET_REQUEST_FIELDS),
            },
          },
        },
      },
    },
    /** The notice replaces the form. */
    sent: {},
  },
});
