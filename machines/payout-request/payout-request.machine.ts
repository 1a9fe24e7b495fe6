/**
 * The payout request flow (issue 37 item 3; docs/decisions/089-getting-paid.md): the Balance page's
 * payout card loads the network's terms with the publisher's standing (contracts/payout-terms.contract.ts)
 * and offers "Request payout" only when the server says one may be asked (`refusal` null and requests
 * allowed). Asking is confirmed first; the request pays everything payable into a pending payment.
 * After a request, granted or not, the terms are loaded again: they say what the server holds now
 * (an open request, a raised threshold). A refusal or failure is said on the card; a load failure
 * leaves the card with its text and Retry.
 */
import { assign, setup } from "xstate";
import type { Payment } from "../../contracts/payments.contract";
import type { PayoutTerms } from "../../contracts/payout-terms.contract";
import { type FormMessage, formErrorOf, violationsIn } from "../form/form-model";
import { providedByTheApp } from "../provided-by-the-app";

export interface PayoutRequestContext {
  terms: PayoutTerms | null;
  /** The terms could not be loaded: the text the card shows with Retry. */
  loadError: FormMessage | null;
  /** The last request was refused or failed: its text on the card. */
  requestError: FormMessage | null;
  /** The payment the last request made. */
  requested: Payment | null;
}

export type PayoutRequestEvent =
  { type: "payout.request" } | { type: "confirm.accept" } | { type: "confirm.cancel" } | { type: "terms.refresh" } | { type: "load.retry" };

/** A refused request's reasons as the server words them (its 422 has no field), else the failure's text. */
const requestErrorOf = (error: unknown): FormMessage => {
  const reasons = violationsIn(error).map((v) => v.message);
  return reasons.length > 0 ? { text: reasons.join(" ") } : formErrorOf(error);
};

/** Whether the terms let the publisher ask for a payout now. */
export const canRequest = (terms: PayoutTerms | null): boolean => terms !== null && terms.requestsAllowed && terms.refusal === null;

const payoutRequestSetup = setup({
  types: {
    context: {} as PayoutRequestContext,
    events: {} as PayoutRequestEvent,
  },
  actors: {
    /** GET /payout_terms. */
    loadTerms: providedByTheApp<PayoutTerms, void>("loadTerms"),
    /** POST /payout_requests: the pending payment it made. */
    requestPayout: providedByTheApp<Payment, void>("requestPayout"),
  },
  actions: {
    /** A failed call: the app sends a lost session to login; the flow shows every other text in place. */
    reportFailure: (_, _params: { error: unknown }) => {},
    /** A payout was requested: the page's balance and lists that show it refresh. */
    payoutRequested: (_, _params: { payment: Payment; payOn: string }) => {},
  },
  guards: {
    canRequest: ({ context }) => canRequest(context.terms),
  },
});

export const payoutRequestMachine = payoutRequestSetup.createMachine({
  id: "payoutRequest",
  context: { terms: null, loadError: null, requestError: null, requested: null },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadTerms",
        src: "loadTerms",
        onDone: { target: "ready", actions: assign({ terms: ({ event }) => event.output, loadError: null }) },
        onError: {
          target: "failed",
          actions: [
            assign({ loadError: ({ event }) => formErrorOf(event.error) }),
            { type: "reportFailure", params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    failed: { on: { "load.retry": "loading" } },
    ready: {
      on: {
        "payout.request": { guard: "canRequest", target: "confirming", actions: assign({ requestError: null }) },
        "terms.refresh": "loading",
      },
    },
    confirming: {
      on: {
        "confirm.cancel": "ready",
        "confirm.accept": "requesting",
      },
    },
    requesting: {
      invoke: {
        id: "requestPayout",
        src: "requestPayout",
        onDone: {
          target: "loading",
          actions: [
            assign({ requested: ({ event }) => event.output }),
            {
              type: "payoutRequested",
              // Paid on the schedule's next day, as the terms said when it was asked.
              params: ({ event, context }) => ({ payment: event.output, payOn: context.terms?.nextPaymentDate ?? event.output.endDate }),
            },
          ],
        },
        onError: {
          // The server refused (the standing changed meanwhile) or failed: its text on the card, and the terms as they are now.
          target: "loading",
          actions: [
            assign({ requestError: ({ event }) => requestErrorOf(event.error) }),
            { type: "reportFailure", params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
  },
});
