/**
 * Registration confirmation (spec 01 sections 2, 4, 7, 8): on opening the link the device
 * fingerprint is taken, then the token is confirmed. Success tells the user and goes to login; a
 * failure keeps the server's error text for the page.
 */
import { type EventObject, assign, setup } from "xstate";
import { fingerprintStep, takeFingerprint } from "../fingerprint/fingerprint-step";
import { serverTextOf } from "../form/form-model";
import { providedByTheApp } from "../provided-by-the-app";

export interface RegistrationConfirmContext {
  readonly token: string;
  fingerprint: string | undefined;
  /** The server's error text (the `error` field), or null for the generic text. */
  errorMessage: string | null;
}

export const registrationConfirmMachine = setup({
  types: {
    context: {} as RegistrationConfirmContext,
    input: {} as { token: string },
  },
  actors: {
    takeFingerprint,
    /** POST /publisher/api/publishers/confirm/{token} with the fingerprint. */
    confirm: providedByTheApp<unknown, { token: string; fingerprint: string | undefined }>("confirm"),
  },
  actions: {
    /** Tells the user the account is confirmed. */
    notifyConfirmed: () => {},
    /** Goes to the login page. */
    toLogin: () => {},
  },
}).createMachine({
  id: "registrationConfirm",
  context: ({ input }) => ({ token: input.token, fingerprint: undefined, errorMessage: null }),
  initial: "fingerprinting",
  states: {
    // Without a fingerprint the confirmation still goes on (spec 01 section 7).
    fingerprinting: fingerprintStep<RegistrationConfirmContext, EventObject>("confirming"),
    confirming: {
      invoke: {
        id: "confirm",
        src: "confirm",
        input: ({ context }) => ({ token: context.token, fingerprint: context.fingerprint }),
        onDone: { target: "confirmed" },
        onError: { target: "failed", actions: assign({ errorMessage: ({ event }) => serverTextOf(event.error) }) },
      },
    },
    confirmed: { type: "final", entry: ["notifyConfirmed", "toLogin"] },
    failed: { type: "final" },
  },
});
