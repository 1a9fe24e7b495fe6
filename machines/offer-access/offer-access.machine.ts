/**
 * The offer access flow (spec 02 sections 3 and 4; issue 12): the offer detail page loads the offer
 * and shows the action its availability allows. An available (public) offer gives its link at once
 * (Get link); an offer on request is requested (Request), then the manager approves it (live) or
 * declines it. Those answers are the server's: the machine learns them when the page gains focus or
 * the publisher asks (`offer.refresh`), never from a timer (as the smartlink flow, decision 031).
 * The offer the machine holds is the page's offer: one load for the header and every tab.
 */
import { assign, setup } from "xstate";
import type { Offer, OfferAvailability } from "../../contracts/offers.contract";
import { type FormMessage, type Violation, formErrorOf, isTag } from "../form/form-model";
import { providedByTheApp } from "../provided-by-the-app";

/** What the flow shows an offer as: one state of the machine each. */
export type AccessStage = "available" | "onRequest" | "requested" | "inReview" | "live" | "test" | "declined";

/** The stage of an availability (declined 0, live 1, in_review 2, on_request 3, requested 4, test 5, available 10). */
export const STAGE_OF: Readonly<Record<OfferAvailability, AccessStage>> = {
  0: "declined",
  1: "live",
  2: "inReview",
  3: "onRequest",
  4: "requested",
  5: "test",
  10: "available",
};

export interface OfferAccessContext {
  readonly relativeId: number;
  offer: Offer | null;
  /** The load failed: the offer does not exist (404, the page says "Not Found"), or another failure's text. */
  loadError: { readonly notFound: boolean; readonly message: FormMessage } | null;
  /** The last Get link or Request failed: its text beside the action. */
  actionError: FormMessage | null;
}

export type OfferAccessEvent = { type: "offer.getLink" } | { type: "offer.request" } | { type: "offer.refresh" } | { type: "load.retry" };

const stage = (name: AccessStage) => ({ guard: { type: "isStage" as const, params: { stage: name } }, target: name });
const refresh = { "offer.refresh": "loading" } as const;

const offerAccessSetup = setup({
  types: {
    context: {} as OfferAccessContext,
    events: {} as OfferAccessEvent,
    input: {} as { relativeId: number },
  },
  actors: {
    /** GET /offers/{id}. */
    loadOffer: providedByTheApp<Offer, { relativeId: number }>("loadOffer"),
    /** POST /offers/{id}/request_access: answers the offer with its new availability. */
    requestAccess: providedByTheApp<Offer, { relativeId: number }>("requestAccess"),
  },
  actions: {
    /** A failed call: the app sends a lost session to login; the flow shows every other text in place. */
    reportFailure: (_, _params: { error: unknown; unhandledViolations: ReadonlyArray<Violation> }) => {},
    /** The offer's availability changed on the server by the publisher's action: lists showing it refresh. */
    offerChanged: (_, _params: { offer: Offer }) => {},
  },
  guards: {
    isStage: ({ context }, { stage: name }: { stage: AccessStage }) =>
      context.offer !== null && STAGE_OF[context.offer.availability] === name,
  },
});

/** Asking for access (Get link or Request): the answered offer routes the flow; a failure goes `back` with its text. */
const askingAccess = (back: "available" | "onRequest") =>
  offerAccessSetup.createStateConfig({
    invoke: {
      id: "requestAccess",
      src: "requestAccess",
      input: ({ context }) => ({ relativeId: context.relativeId }),
      onDone: {
        target: "routing",
        actions: [
          assign({ offer: ({ event }) => event.output }),
          { type: "offerChanged", params: ({ event }) => ({ offer: event.output }) },
        ],
      },
      onError: {
        target: back,
        actions: [
          assign({ actionError: ({ event }) => formErrorOf(event.error) }),
          { type: "reportFailure", params: ({ event }) => ({ error: event.error, unhandledViolations: [] }) },
        ],
      },
    },
  });

export const offerAccessMachine = offerAccessSetup.createMachine({
  id: "offerAccess",
  context: ({ input }) => ({ relativeId: input.relativeId, offer: null, loadError: null, actionError: null }),
  initial: "loading",
  states: {
    loading: {
      entry: assign({ actionError: null }),
      invoke: {
        id: "loadOffer",
        src: "loadOffer",
        input: ({ context }) => ({ relativeId: context.relativeId }),
        onDone: { target: "routing", actions: assign({ offer: ({ event }) => event.output, loadError: null }) },
        onError: {
          target: "failed",
          actions: [
            assign({
              loadError: ({ event }) => ({
                notFound: isTag(event.error, "RequestFailed") && event.error.status === 404,
                message: formErrorOf(event.error),
              }),
            }),
            { type: "reportFailure", params: ({ event }) => ({ error: event.error, unhandledViolations: [] }) },
          ],
        },
      },
    },
    failed: { on: { "load.retry": "loading" } },
    /** Where the offer's availability puts the flow. */
    routing: {
      always: [
        stage("available"),
        stage("onRequest"),
        stage("requested"),
        stage("inReview"),
        stage("live"),
        stage("test"),
        { target: "declined" },
      ],
    },
    available: { on: { "offer.getLink": { target: "granting", actions: assign({ actionError: null }) }, ...refresh } },
    onRequest: { on: { "offer.request": { target: "requesting", actions: assign({ actionError: null }) }, ...refresh } },
    granting: askingAccess("available"),
    requesting: askingAccess("onRequest"),
    requested: { on: refresh },
    inReview: { on: refresh },
    live: { on: refresh },
    test: { on: refresh },
    declined: { on: refresh },
  },
});
