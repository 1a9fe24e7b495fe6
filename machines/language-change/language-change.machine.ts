/**
 * Language change (spec 01 section 4): for a signed-in publisher the language is PATCHed on the
 * profile first and the answer merged; then the messages load, the interface and date locale
 * switch, the `_locale` cookie is stored and "Language updated" is shown. A guest switches and
 * stores the cookie only. A failure goes to the shared error handler and nothing switches.
 */
import { assign, setup } from "xstate";
import type { LanguageCode, Publisher } from "../../contracts/publisher";
import { providedByTheApp } from "../provided-by-the-app";

export type Messages = Record<string, string>;

export interface LanguageContext {
  /** The language the interface shows. */
  locale: LanguageCode;
  messages: Messages;
  /** The language being switched to. */
  pending: LanguageCode | null;
  /** Set while a publisher is signed in: their profile carries the language. */
  relativeId: number | null;
  /** Whether the switch ends with "Language updated" (not when adopting the profile's language). */
  announce: boolean;
}

export type LanguageEvent =
  | { type: "language.change"; locale: LanguageCode }
  | { type: "language.adopt"; locale: LanguageCode }
  | { type: "session.signedIn"; relativeId: number }
  | { type: "session.signedOut" };

export const languageChangeMachine = setup({
  types: {
    context: {} as LanguageContext,
    events: {} as LanguageEvent,
    input: {} as { locale: LanguageCode; messages: Messages; relativeId?: number | null },
  },
  actors: {
    /** PATCH profile base + /{relativeId} with the language; answers the updated profile. */
    saveLanguage: providedByTheApp<Publisher, { relativeId: number; language: LanguageCode }>("saveLanguage"),
    /** Loads the messages of a language. */
    loadMessages: providedByTheApp<Messages, { locale: LanguageCode }>("loadMessages"),
  },
  actions: {
    /** Merges the PATCH answer into the session's profile. */
    mergeProfile: (_, _params: { publisher: Publisher }) => {},
    /** Switches the interface and date locale (the context already holds them). */
    applyLocale: (_, _params: { locale: LanguageCode }) => {},
    /** Stores the `_locale` cookie: one year, path /publisher, Secure, SameSite=Lax. */
    storeCookie: (_, _params: { locale: LanguageCode }) => {},
    /** Shows "Language updated". */
    notifyUpdated: () => {},
    /** The shared error handler. */
    handleError: (_, _params: { error: unknown }) => {},
  },
  guards: {
    isSignedIn: ({ context }) => context.relativeId !== null,
    isOtherLanguage: ({ context, event }) => "locale" in event && event.locale !== context.locale,
    shouldAnnounce: ({ context }) => context.announce,
  },
}).createMachine({
  id: "languageChange",
  context: ({ input }) => ({
    locale: input.locale,
    messages: input.messages,
    pending: null,
    relativeId: input.relativeId ?? null,
    announce: false,
  }),
  on: {
    "session.signedIn": { actions: assign({ relativeId: ({ event }) => event.relativeId }) },
    "session.signedOut": { actions: assign({ relativeId: null }) },
  },
  initial: "idle",
  states: {
    idle: {
      on: {
        "language.change": [
          { guard: "isSignedIn", target: "saving", actions: assign({ pending: ({ event }) => event.locale, announce: true }) },
          { target: "loading", actions: assign({ pending: ({ event }) => event.locale, announce: true }) },
        ],
        "language.adopt": {
          guard: "isOtherLanguage",
          target: "loading",
          actions: assign({ pending: ({ event }) => event.locale, announce: false }),
        },
      },
    },
    saving: {
      invoke: {
        id: "saveLanguage",
        src: "saveLanguage",
        input: ({ context }) => ({ relativeId: context.relativeId!, language: context.pending! }),
        onDone: { target: "loading", actions: { type: "mergeProfile", params: ({ event }) => ({ publisher: event.output }) } },
        onError: {
          target: "idle",
          actions: [{ type: "handleError", params: ({ event }) => ({ error: event.error }) }, assign({ pending: null })],
        },
      },
    },
    loading: {
      invoke: {
        id: "loadMessages",
        src: "loadMessages",
        input: ({ context }) => ({ locale: context.pending! }),
        onDone: {
          target: "applied",
          actions: assign({ locale: ({ context }) => context.pending!, messages: ({ event }) => event.output, pending: null }),
        },
        onError: {
          target: "idle",
          actions: [{ type: "handleError", params: ({ event }) => ({ error: event.error }) }, assign({ pending: null })],
        },
      },
    },
    applied: {
      entry: [
        { type: "applyLocale", params: ({ context }) => ({ locale: context.locale }) },
        { type: "storeCookie", params: ({ context }) => ({ locale: context.locale }) },
      ],
      always: [{ guard: "shouldAnnounce", target: "idle", actions: "notifyUpdated" }, { target: "idle" }],
    },
  },
});
