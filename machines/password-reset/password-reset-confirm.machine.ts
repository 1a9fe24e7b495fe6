/**
 * Setting a new password with the token of the reset e-mail (spec 01 sections 2, 5, 7): new
 * password and its repeat, validated at submit; a submit takes the device fingerprint, then
 * PATCHes the password. Success hands the publisher to the session and opens the dashboard; an
 * invalid or expired link (404) shows the server's text above the form, a 422 goes to the fields.
 *
 * With two-step sign-in on (docs/decisions/088-two-step-sign-in.md), the reset answers the login's
 * challenge instead of the publisher: the password is changed but nobody is signed in. The flow ends
 * in `signInWithCode`, which opens the login page with a notice to sign in with the new password and
 * the authenticator's code (the challenge is not used: the login asks for its own).
 */
import { setup } from "xstate";
import type { TwoStepRequired } from "../../contracts/auth.contract";
import type { Publisher } from "../../contracts/publisher";
import { VALIDATION } from "../auth/form-messages";
import { fingerprintStep, takeFingerprint, withFingerprint } from "../fingerprint/fingerprint-step";
import { type FieldErrors, type FormMessage, type Violation, hasErrors, isBlank } from "../form/form-model";
import { type FormEditEvent, editingState, formFailure } from "../form/form-steps";
import { providedByTheApp } from "../provided-by-the-app";

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

export type ResetConfirmEvent = FormEditEvent<ResetConfirmValues>;

/** New password required and not blank; the repeat required and equal. */
export const validateResetConfirm = (values: ResetConfirmValues): FieldErrors<ResetConfirmField> => {
  const errors: FieldErrors<ResetConfirmField> = {};
  if (isBlank(values.plainPassword)) errors.plainPassword = [VALIDATION.passwordRequired];
  if (values.repeatPlainPassword === "") errors.repeatPlainPassword = [VALIDATION.repeatPasswordRequired];
  else if (values.repeatPlainPassword !== values.plainPassword) errors.repeatPlainPassword = [VALIDATION.passwordsNotEqual];
  return errors;
};

export const passwordResetConfirmMachine = setup({
  types: { context: {} as ResetConfirmContext, events: {} as ResetConfirmEvent, input: {} as { token: string } },
  actors: {
    takeFingerprint,
    /** PATCH profile base + /{token}/reset_password; answers the signed-in publisher, or the second step's challenge. */
    confirmReset: providedByTheApp<Publisher | TwoStepRequired, ResetConfirmInput>("confirmReset"),
  },
  actions: {
    prefetchApi: () => {},
    sessionSignedIn: (_, _params: { publisher: Publisher }) => {},
    navigateToDashboard: () => {},
    /** Opens the login page with "Your password is changed. Sign in with it and your authenticator code." */
    navigateToLoginWithCode: () => {},
    showViolations: (_, _params: { violations: ReadonlyArray<Violation> }) => {},
  },
  guards: {
    isInvalid: ({ context }) => hasErrors(validateResetConfirm(context.values)),
  },
}).createMachine({
  id: "passwordResetConfirm",
  context: ({ input }) => ({
    token: input.token,
    values: { plainPassword: "", repeatPlainPassword: "" },
    errors: {},
    formError: null,
    fingerprint: undefined,
  }),
  initial: "editing",
  states: {
    editing: editingState<ResetConfirmValues, ResetConfirmField, ResetConfirmContext, ResetConfirmEvent>(validateResetConfirm),
    submitting: {
      initial: "fingerprinting",
      states: {
        fingerprinting: fingerprintStep<ResetConfirmContext, ResetConfirmEvent>("confirming"),
        confirming: {
          invoke: {
            id: "confirmReset",
            src: "confirmReset",
            input: ({ context }) => withFingerprint({ token: context.token, ...context.values }, context.fingerprint),
            onDone: [
              // Two-step sign-in on: the password is changed, but the code is still asked for, at the login.
              // (contracts/two-step-rules.ts `isTwoStepRequired`, written out: importing it here made the build
              // split three small shared chunks out of the entry, +0.4 KB gzip on every route.)
              { guard: ({ event }) => event.output["@type"] === "TwoStepRequired", target: "#passwordResetConfirm.signInWithCode" },
              {
                target: "#passwordResetConfirm.done",
                actions: [
                  { type: "sessionSignedIn", params: ({ event }) => ({ publisher: event.output as Publisher }) },
                  "navigateToDashboard",
                ],
              },
            ],
            // A 422 goes to the fields (the rest to notifications); any other failure (an expired link) above the form.
            onError: {
              target: "#passwordResetConfirm.editing",
              actions: formFailure<ResetConfirmField, ResetConfirmContext, ResetConfirmEvent>(RESET_CONFIRM_FIELDS),
            },
          },
        },
      },
    },
    done: { type: "final" },
    /** The password is changed; the login (with the code) signs in. */
    signInWithCode: { type: "final", entry: "navigateToLoginWithCode" },
  },
});
