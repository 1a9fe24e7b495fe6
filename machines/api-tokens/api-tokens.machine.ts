/**
 * The publisher's own API tokens (issue 37 item 2): the list loads; a token is created through the
 * form (name, scopes, an optional last day), which the server checks (a 422's violations go to their
 * fields, one of no field above the form; what was typed stays); the new token's secret is then shown
 * once (`revealed`) and dropped when the publisher is done with it; a token is revoked after a
 * confirmation. The secret lives in `secret` only while revealed: the journal redacts the key, and the
 * creation's answer too (its actor's name says "token"), so it is never journaled.
 *
 * The list is `entries`, not `tokens`: the journal reads a key with "token" in it as a secret, and
 * the list holds none (names, scopes, the first characters, dates).
 */
import { assign, setup } from "xstate";
import type { ApiToken, ApiTokenInput, IssuedApiToken, TokenScope } from "../../contracts/api-tokens.contract";
import {
  type FieldErrors,
  type FormMessage,
  formErrorOf,
  formFailureOf,
  isTag,
  violationsOfNoField,
  withoutErrorsOf,
} from "../form/form-model";
import { providedByTheApp } from "../provided-by-the-app";

/** What the form holds; `expiresOn` is "" for a token that never expires. */
export interface ApiTokenValues {
  readonly name: string;
  readonly scopes: ReadonlyArray<TokenScope>;
  readonly expiresOn: string;
}

export const API_TOKEN_FIELDS = ["name", "scopes", "expiresOn"] as const;
export type ApiTokenField = (typeof API_TOKEN_FIELDS)[number];

export const EMPTY_API_TOKEN: ApiTokenValues = { name: "", scopes: [], expiresOn: "" };

export interface ApiTokensContext {
  entries: ReadonlyArray<ApiToken>;
  /** Why the list is not shown. */
  loadError: FormMessage | null;
  values: ApiTokenValues;
  errors: FieldErrors<ApiTokenField>;
  formError: FormMessage | null;
  /** The new token's secret, while it is shown (once); null otherwise. */
  secret: string | null;
  /** The token just created, or the one to revoke. */
  target: number | null;
  /** Why a revocation failed, shown in its dialog. */
  notice: FormMessage | null;
}

export type ApiTokensEvent =
  | { type: "list.retry" }
  | { type: "token.create" }
  | { type: "field.change"; values: Partial<ApiTokenValues> }
  | { type: "form.submit" }
  | { type: "form.cancel" }
  | { type: "secret.dismiss" }
  | { type: "token.revoke"; id: number }
  | { type: "revoke.confirm" }
  | { type: "revoke.cancel" };

/** What the creation sends: the name, the scopes in their order, the last day when there is one. */
export const apiTokenPayload = (values: ApiTokenValues): ApiTokenInput => ({
  name: values.name,
  scopes: values.scopes,
  ...(values.expiresOn === "" ? {} : { expiresOn: values.expiresOn }),
});

/** A failed creation: violations on their fields, those of no field (the limit) above the form, any other failure there too. */
const creationFailure = (error: unknown) => {
  const { errors, formError } = formFailureOf(error, API_TOKEN_FIELDS);
  const others = violationsOfNoField(error, API_TOKEN_FIELDS);
  return { errors, formError: others.length > 0 ? { text: others.map((v) => v.message).join("\n") } : formError };
};

/** The issued token as the list keeps it: without its secret. */
const listed = ({ secret: _secret, ...token }: IssuedApiToken): ApiToken => token;

export const apiTokensMachine = setup({
  types: { context: {} as ApiTokensContext, events: {} as ApiTokensEvent },
  actors: {
    /** GET /api_tokens. */
    loadList: providedByTheApp<ReadonlyArray<ApiToken>, void>("loadList"),
    /** POST /api_tokens: the token and, this once, its secret. */
    createToken: providedByTheApp<IssuedApiToken, ApiTokenInput>("createToken"),
    /** DELETE /api_tokens/{id}. */
    revokeToken: providedByTheApp<void, { id: number }>("revokeToken"),
  },
  actions: {
    /** The token is revoked (a notification). */
    notifyRevoked: () => {},
  },
  guards: {
    isKnown: ({ context, event }) => "id" in event && context.entries.some((t) => t.id === event.id),
    /** Revoked already (elsewhere): a 404. */
    isGone: (_, { error }: { error: unknown }) => isTag(error, "RequestFailed") && error.status === 404,
  },
}).createMachine({
  id: "apiTokens",
  context: {
    entries: [],
    loadError: null,
    values: EMPTY_API_TOKEN,
    errors: {},
    formError: null,
    secret: null,
    target: null,
    notice: null,
  },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadList",
        src: "loadList",
        onDone: { target: "idle", actions: assign({ entries: ({ event }) => event.output, loadError: null }) },
        onError: { target: "loadFailed", actions: assign({ loadError: ({ event }) => formErrorOf(event.error) }) },
      },
    },
    loadFailed: { on: { "list.retry": "loading" } },
    idle: {
      on: {
        "token.create": {
          target: "editing",
          actions: assign({ values: EMPTY_API_TOKEN, errors: {}, formError: null }),
        },
        "token.revoke": {
          guard: "isKnown",
          target: "revoking",
          actions: assign({ target: ({ event }) => event.id, notice: null }),
        },
      },
    },
    editing: {
      initial: "form",
      on: {
        "field.change": {
          actions: assign(({ context, event }) => ({
            values: { ...context.values, ...event.values },
            errors: withoutErrorsOf(context.errors, event.values),
          })),
        },
      },
      states: {
        form: {
          on: {
            "form.submit": { target: "creating", actions: assign({ errors: {}, formError: null }) },
            "form.cancel": { target: "#apiTokens.idle", actions: assign({ errors: {}, formError: null }) },
          },
        },
        creating: {
          invoke: {
            id: "createToken",
            src: "createToken",
            input: ({ context }) => apiTokenPayload(context.values),
            onDone: {
              target: "#apiTokens.revealed",
              actions: assign(({ context, event }) => ({
                entries: [...context.entries, listed(event.output)],
                secret: event.output.secret,
                target: event.output.id,
                values: EMPTY_API_TOKEN,
              })),
            },
            onError: { target: "form", actions: assign(({ event }) => creationFailure(event.error)) },
          },
        },
      },
    },
    /** The new token's secret, shown this once; done, it is gone. */
    revealed: {
      on: { "secret.dismiss": { target: "idle", actions: assign({ secret: null, target: null }) } },
    },
    revoking: {
      initial: "confirming",
      states: {
        confirming: {
          on: {
            "revoke.confirm": { target: "removing", actions: assign({ notice: null }) },
            "revoke.cancel": { target: "#apiTokens.idle", actions: assign({ target: null, notice: null }) },
          },
        },
        removing: {
          invoke: {
            id: "revokeToken",
            src: "revokeToken",
            input: ({ context }) => ({ id: context.target! }),
            onDone: {
              target: "#apiTokens.idle",
              actions: [
                assign({ entries: ({ context }) => context.entries.filter((t) => t.id !== context.target), target: null }),
                "notifyRevoked",
              ],
            },
            onError: [
              {
                guard: { type: "isGone", params: ({ event }) => ({ error: event.error }) },
                target: "#apiTokens.idle",
                actions: [
                  assign({ entries: ({ context }) => context.entries.filter((t) => t.id !== context.target), target: null }),
                  "notifyRevoked",
                ],
              },
              { target: "confirming", actions: assign({ notice: ({ event }) => formErrorOf(event.error) }) },
            ],
          },
        },
      },
    },
  },
});
