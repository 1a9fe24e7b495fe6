/**
 * Validating a proxy domain (spec 02 sections 3 and 5; issue 12): the domain is read, and its
 * certificate status (certStatus none 0, pending 2, ok 1, error 99) decides where the flow stands.
 * Validate asks the server to start; without the CNAME record the server refuses and the flow waits
 * for the publisher to create it (awaiting CNAME), then Validate again. While the certificate is
 * pending the flow waits and reads the domain again until it is ok or failed; a failed
 * certificate may be validated again. A failed read leaves the flow failed until Retry.
 * docs/decisions/029-domains-and-postbacks-ui.md.
 */
import { assign, setup } from "xstate";
import type { CertStatus, ProxyDomain } from "../../contracts/domains.contract";
import { type FormMessage, isTag } from "../form/form-model";
import { providedByTheApp } from "../provided-by-the-app";

export interface DomainValidationContext {
  readonly id: number;
  /** The domain as the server last answered it. */
  domain: ProxyDomain | null;
  /** Why validation could not start (the server's CNAME message), while awaiting the CNAME. */
  refusal: FormMessage | null;
  /** The last failed call; null once a call succeeds. */
  error: unknown;
  /** How many times a pending certificate was read again since validation started (or the domain was read). */
  checks: number;
}

export type DomainValidationEvent = { type: "domain.validate" } | { type: "domain.retry" };

// The contract's CERT_STATUS numbers, spelled here: a value import of the contract would put it in every
// machine's chunk (the inspector loads them all), splitting the shared API chunk (docs/decisions/029).
const OK: CertStatus = 1;
const PENDING: CertStatus = 2;
const ERROR: CertStatus = 99;

const statusIs =
  (status: CertStatus) =>
  ({ context }: { context: DomainValidationContext }) =>
    context.domain?.certStatus === status;

/** The server's text of a refused validation (a 422: the CNAME is missing). */
const refusalOf = (error: unknown): FormMessage => {
  const violation = isTag(error, "ValidationFailed") ? error.violations[0] : undefined;
  return violation ? { text: violation.message } : { id: "domains.validation.cnameMissing" };
};

export const domainValidationMachine = setup({
  types: {
    context: {} as DomainValidationContext,
    events: {} as DomainValidationEvent,
    input: {} as { id: number },
  },
  actors: {
    /** GET /proxy_domains/{id}. */
    loadDomain: providedByTheApp<ProxyDomain, { id: number }>("loadDomain"),
    /** POST /proxy_domains/{id}/validate: starts validation (pending), or 422 without the CNAME. */
    validateDomain: providedByTheApp<ProxyDomain, { id: number }>("validateDomain"),
    /** The pause before the next look at a pending certificate (`checks`: how many looks were taken already). */
    wait: providedByTheApp<void, { checks: number }>("wait"),
  },
  actions: {
    /** The domain's certificate status changed (the list shows it too). */
    domainChanged: (_, _params: { domain: ProxyDomain }) => {},
    /** A failed call: a lost session goes to the shared handler; the flow shows the rest in place. */
    reportFailure: (_, _params: { error: unknown }) => {},
  },
  guards: {
    isOk: statusIs(OK),
    isPending: statusIs(PENDING),
    isError: statusIs(ERROR),
    /** The server refused to start: a 422 (its CNAME rule). */
    isRefused: (_, { error }: { error: unknown }) => isTag(error, "ValidationFailed"),
  },
}).createMachine({
  id: "domainValidation",
  context: ({ input }) => ({ id: input.id, domain: null, refusal: null, error: null, checks: 0 }),
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadDomain",
        src: "loadDomain",
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: "routing", actions: assign({ domain: ({ event }) => event.output, error: null, checks: 0 }) },
        onError: {
          target: "failed",
          actions: [
            assign({ error: ({ event }) => event.error }),
            { type: "reportFailure", params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    /** Where the certificate status puts the flow. */
    routing: {
      always: [
        { guard: "isOk", target: "ok" },
        { guard: "isPending", target: "pending" },
        { guard: "isError", target: "error" },
        { target: "none" },
      ],
    },
    none: { on: { "domain.validate": "validating" } },
    awaitingCname: { on: { "domain.validate": "validating" } },
    validating: {
      invoke: {
        id: "validateDomain",
        src: "validateDomain",
        input: ({ context }) => ({ id: context.id }),
        onDone: {
          target: "routing",
          actions: [
            assign({ domain: ({ event }) => event.output, refusal: null, error: null, checks: 0 }),
            { type: "domainChanged", params: ({ event }) => ({ domain: event.output }) },
          ],
        },
        onError: [
          {
            guard: { type: "isRefused", params: ({ event }) => ({ error: event.error }) },
            target: "awaitingCname",
            actions: assign({ refusal: ({ event }) => refusalOf(event.error), error: null }),
          },
          {
            target: "failed",
            actions: [
              assign({ error: ({ event }) => event.error }),
              { type: "reportFailure", params: ({ event }) => ({ error: event.error }) },
            ],
          },
        ],
      },
    },
    pending: {
      invoke: { id: "wait", src: "wait", input: ({ context }) => ({ checks: context.checks }), onDone: "checking" },
    },
    checking: {
      invoke: {
        id: "checkDomain",
        src: "loadDomain",
        input: ({ context }) => ({ id: context.id }),
        onDone: {
          target: "routing",
          actions: [
            assign({ domain: ({ event }) => event.output, error: null, checks: ({ context }) => context.checks + 1 }),
            { type: "domainChanged", params: ({ event }) => ({ domain: event.output }) },
          ],
        },
        onError: {
          target: "failed",
          actions: [
            assign({ error: ({ event }) => event.error }),
            { type: "reportFailure", params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    ok: {},
    error: { on: { "domain.validate": "validating" } },
    failed: { on: { "domain.retry": "loading" } },
  },
});
