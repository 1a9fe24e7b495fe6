/**
 * E-mail change confirmation (spec 01 sections 2 and 7): on open, the device fingerprint, then
 * POST users path + /confirm/{token}. Success opens settings and shows "Email updated"; failure
 * keeps the page with the server's error text (and a way back to login).
 */
import { type EventObject, assign, setup } from "xstate";
import type { Publisher } from "../../contracts/publisher";
import { fingerprintStep, takeFingerprint, withFingerprint } from "../fingerprint/fingerprint-step";
import { type FormMessage, formErrorOf } from "../form/form-model";
import { providedByTheApp } from "../provided-by-the-app";

export interface EmailConfirmInput {
  readonly token: string;
  readonly fingerprint?: string;
}

export interface EmailChangeConfirmContext {
  token: string;
  fingerprint: string | undefined;
  error: FormMessage | null;
}

export const emailChangeConfirmMachine = setup({
  types: { context: {} as EmailChangeConfirmContext, input: {} as { token: string } },
  actors: {
    takeFingerprint,
    /** POST users path + /confirm/{token} with the fingerprint; answers the publisher. */
    confirmEmail: providedByTheApp<Publisher, EmailConfirmInput>("confirmEmail"),
  },
  actions: {
    /** Opens the settings page. */
    navigateToSettings: () => {},
    /** Shows "Email updated". */
    notifyEmailUpdated: () => {},
  },
}).createMachine({
  id: "emailChangeConfirm",
  context: ({ input }) => ({ token: input.token, fingerprint: undefined, error: null }),
  initial: "fingerprinting",
  states: {
    fingerprinting: fingerprintStep<EmailChangeConfirmContext, EventObject>("confirming"),
    confirming: {
      invoke: {
        id: "confirmEmail",
        src: "confirmEmail",
        input: ({ context }) => withFingerprint({ token: context.token }, context.fingerprint),
        onDone: { target: "confirmed", actions: ["navigateToSettings", "notifyEmailUpdated"] },
        onError: { target: "failed", actions: assign({ error: ({ event }) => formErrorOf(event.error) }) },
      },
    },
    confirmed: { type: "final" },
    failed: {},
  },
});
