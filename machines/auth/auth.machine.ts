/**
 * Login and logout (spec 01 sections 2, 4, 5, 7, 8). The form validates at submit; one submit at
 * a time (the submit is not handled while one is in flight) and the guard is released after a
 * failed login, keeping what the user typed. A submit takes the device fingerprint, then POSTs
 * the login; the server's refusal (its `error` text) or any other failure shows above the form.
 * Success hands the publisher to the session and opens the dashboard. Logout is a full browser
 * navigation to the logout address, provided by the app.
 *
 * Two-step sign-in (docs/decisions/088-two-step-sign-in.md): a login answered with a challenge
 * (`TwoStepRequired`) goes to `secondStep`, which asks for the code of the authenticator app, or a
 * recovery code instead (`code.method`), validates it at submit and verifies it with the challenge.
 * A wrong code shows on its field, a lock (429) says when it ends, an expired challenge (401) goes
 * back to the password with the server's text; Back returns to the password too. The username and
 * password typed stay as they were throughout. A backend without two-step sign-in never answers a
 * challenge, so the flow is the one above.
 */
import { assign, setup } from "xstate";
import type { LoginPayload, TwoStepRequired } from "../../contracts/auth.contract";
import { isTwoStepRequired } from "../../contracts/two-step-rules";
import type { TwoStepVerify } from "../../contracts/two-step.contract";
import type { Publisher } from "../../contracts/publisher";
import { fingerprintStep, takeFingerprint, withFingerprint } from "../fingerprint/fingerprint-step";
import { type FieldErrors, type FormMessage, formErrorOf, hasErrors, isBlank, isTag, withoutErrorsOf } from "../form/form-model";
import { type CodeField, type CodeMethod, type CodeValues, NO_CODES, codeFailureOf, codePayload, validateCode } from "./code-step";
import { VALIDATION } from "./form-messages";
import { providedByTheApp } from "../provided-by-the-app";

export type { CodeField, CodeMethod, CodeValues } from "./code-step";

export interface LoginValues {
  readonly username: string;
  readonly password: string;
  readonly rememberMe: boolean;
}

export type LoginField = "username" | "password";

export interface AuthContext {
  values: LoginValues;
  errors: FieldErrors<LoginField | CodeField>;
  /** The message above the form. */
  formError: FormMessage | null;
  fingerprint: string | undefined;
  /** Whether the API layer was asked to load (on the first focus of a field). */
  prefetched: boolean;
  /** The login's challenge while the second step is asked for, else null. */
  challenge: string | null;
  codes: CodeValues;
  method: CodeMethod;
}

export type AuthEvent =
  | { type: "field.change"; values: Partial<LoginValues> }
  | { type: "field.focus" }
  | { type: "form.submit" }
  | { type: "session.logout" }
  | { type: "code.change"; values: Partial<CodeValues> }
  | { type: "code.method"; method: CodeMethod }
  | { type: "code.submit" }
  | { type: "code.back" };

export const INITIAL_LOGIN_VALUES: LoginValues = { username: "", password: "", rememberMe: true };

/** Username required and not blank; password required. */
export const validateLogin = (values: LoginValues): FieldErrors<LoginField> => {
  const errors: FieldErrors<LoginField> = {};
  if (values.username === "") errors.username = [VALIDATION.required];
  else if (isBlank(values.username)) errors.username = [VALIDATION.notBlank];
  if (values.password === "") errors.password = [VALIDATION.required];
  return errors;
};

/** The login payload of the form's values. */
export const loginPayload = ({ values, fingerprint }: Pick<AuthContext, "values" | "fingerprint">): LoginPayload =>
  withFingerprint({ username: values.username.trim(), password: values.password, _remember_me: values.rememberMe }, fingerprint);

/** The second step's payload: the challenge and the method's code. */
export const verifyPayload = ({
  challenge,
  codes,
  method,
  fingerprint,
}: Pick<AuthContext, "challenge" | "codes" | "method" | "fingerprint">): TwoStepVerify =>
  withFingerprint({ challenge: challenge ?? "", ...codePayload(codes, method) }, fingerprint);

export const authMachine = setup({
  types: { context: {} as AuthContext, events: {} as AuthEvent },
  actors: {
    takeFingerprint,
    /** POST login; fails with the error catalogue (`Unauthorized` carries the server's text). */
    login: providedByTheApp<Publisher | TwoStepRequired, LoginPayload>("login"),
    /** POST the second step (contracts/two-step.contract.ts `verify`): the publisher, or the refusal. */
    verifyCode: providedByTheApp<Publisher, TwoStepVerify>("verifyCode"),
  },
  actions: {
    /** Starts loading the API layer ahead of the submit. */
    prefetchApi: () => {},
    /** Sends `session.signedIn` with the publisher to the app's session. */
    sessionSignedIn: (_, _params: { publisher: Publisher }) => {},
    /** Opens the dashboard, replacing the login page in the history. */
    navigateToDashboard: () => {},
    /** The full browser navigation to the logout address (it clears the session cookie). */
    navigateToLogout: () => {},
  },
  guards: {
    isFirstFocus: ({ context }) => !context.prefetched,
    isInvalid: ({ context }) => hasErrors(validateLogin(context.values)),
    isCodeInvalid: ({ context }) => hasErrors(validateCode(context.codes, context.method)),
    /** The challenge expired or is unknown: the password is asked again. */
    isChallengeGone: ({ event }) => isTag((event as { error?: unknown }).error, "Unauthorized"),
  },
}).createMachine({
  id: "auth",
  context: {
    values: INITIAL_LOGIN_VALUES,
    errors: {},
    formError: null,
    fingerprint: undefined,
    prefetched: false,
    challenge: null,
    codes: NO_CODES,
    method: "app",
  },
  on: {
    "field.change": {
      actions: assign(({ context, event }) => ({
        values: { ...context.values, ...event.values },
        errors: withoutErrorsOf(context.errors, event.values),
      })),
    },
    "field.focus": { guard: "isFirstFocus", actions: ["prefetchApi", assign({ prefetched: true })] },
    "session.logout": ".loggedOut",
  },
  initial: "editing",
  states: {
    editing: {
      on: {
        "form.submit": [
          { guard: "isInvalid", actions: assign({ errors: ({ context }) => validateLogin(context.values), formError: null }) },
          { target: "submitting", actions: assign({ errors: {}, formError: null }) },
        ],
      },
    },
    submitting: {
      initial: "fingerprinting",
      states: {
        fingerprinting: fingerprintStep<AuthContext, AuthEvent>("loggingIn"),
        loggingIn: {
          invoke: {
            id: "login",
            src: "login",
            input: ({ context }) => loginPayload(context),
            onDone: [
              {
                guard: ({ event }) => isTwoStepRequired(event.output),
                target: "#auth.secondStep",
                actions: assign({ challenge: ({ event }) => (event.output as TwoStepRequired).challenge, codes: NO_CODES, method: "app" }),
              },
              {
                target: "#auth.signedIn",
                actions: [
                  { type: "sessionSignedIn", params: ({ event }) => ({ publisher: event.output as Publisher }) },
                  "navigateToDashboard",
                ],
              },
            ],
            onError: { target: "#auth.editing", actions: assign({ formError: ({ event }) => formErrorOf(event.error) }) },
          },
        },
      },
    },
    secondStep: {
      initial: "editing",
      on: {
        "code.change": {
          actions: assign(({ context, event }) => ({
            codes: { ...context.codes, ...event.values },
            errors: withoutErrorsOf(context.errors, event.values),
          })),
        },
        "code.back": {
          target: "#auth.editing",
          actions: assign({ challenge: null, codes: NO_CODES, method: "app", errors: {}, formError: null }),
        },
      },
      states: {
        editing: {
          on: {
            "code.method": { actions: assign({ method: ({ event }) => event.method, errors: {}, formError: null }) },
            "code.submit": [
              {
                guard: "isCodeInvalid",
                actions: assign({ errors: ({ context }) => validateCode(context.codes, context.method), formError: null }),
              },
              { target: "verifying", actions: assign({ errors: {}, formError: null }) },
            ],
          },
        },
        verifying: {
          invoke: {
            id: "verifyCode",
            src: "verifyCode",
            input: ({ context }) => verifyPayload(context),
            onDone: {
              target: "#auth.signedIn",
              actions: [
                assign({ challenge: null, codes: NO_CODES }),
                { type: "sessionSignedIn", params: ({ event }) => ({ publisher: event.output }) },
                "navigateToDashboard",
              ],
            },
            onError: [
              {
                guard: "isChallengeGone",
                target: "#auth.editing",
                actions: assign({
                  challenge: null,
                  codes: NO_CODES,
                  method: "app",
                  errors: {},
                  formError: ({ event }) => formErrorOf(event.error),
                }),
              },
              { target: "editing", actions: assign(({ context, event }) => codeFailureOf(event.error, context.method)) },
            ],
          },
        },
      },
    },
    signedIn: { type: "final" },
    loggedOut: { type: "final", entry: "navigateToLogout" },
  },
});
