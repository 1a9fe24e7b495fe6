/**
 * Login and logout (spec 01 sections 2, 4, 5, 7, 8). The form validates at submit; one submit at
 * a time (the submit is not handled while one is in flight) and the guard is released after a
 * failed login, keeping what the user typed. A submit takes the device fingerprint, then POSTs
 * the login; the server's refusal (its `error` text) or any other failure shows above the form.
 * Success hands the publisher to the session and opens the dashboard. Logout is a full browser
 * navigation to the logout address, provided by the app.
 */
import { assign, fromPromise, setup } from "xstate";
import type { LoginPayload } from "../../contracts/auth.contract";
import type { Publisher } from "../../contracts/publisher";
import { fingerprintStep, takeFingerprint, withFingerprint } from "../fingerprint/fingerprint-step";
import { type FieldErrors, type FormMessage, formErrorOf, hasErrors, isBlank, withoutErrorsOf } from "../form/form-model";
import { VALIDATION } from "./form-messages";

export interface LoginValues {
  readonly username: string;
  readonly password: string;
  readonly rememberMe: boolean;
}

export type LoginField = "username" | "password";

export interface AuthContext {
  values: LoginValues;
  errors: FieldErrors<LoginField>;
  /** The message above the form. */
  formError: FormMessage | null;
  fingerprint: string | undefined;
  /** Whether the API layer was asked to load (on the first focus of a field). */
  prefetched: boolean;
}

export type AuthEvent =
  { type: "field.change"; values: Partial<LoginValues> } | { type: "field.focus" } | { type: "form.submit" } | { type: "session.logout" };

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

export const authMachine = setup({
  types: { context: {} as AuthContext, events: {} as AuthEvent },
  actors: {
    takeFingerprint,
    /** POST login; fails with the error catalogue (`Unauthorized` carries the server's text). */
    login: fromPromise<Publisher, LoginPayload>(async () => {
      throw new Error("login is provided by the app");
    }),
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
  },
}).createMachine({
  id: "auth",
  context: { values: INITIAL_LOGIN_VALUES, errors: {}, formError: null, fingerprint: undefined, prefetched: false },
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
            onDone: {
              target: "#auth.signedIn",
              actions: [{ type: "sessionSignedIn", params: ({ event }) => ({ publisher: event.output }) }, "navigateToDashboard"],
            },
            onError: { target: "#auth.editing", actions: assign({ formError: ({ event }) => formErrorOf(event.error) }) },
          },
        },
      },
    },
    signedIn: { type: "final" },
    loggedOut: { type: "final", entry: "navigateToLogout" },
  },
});
