/**
 * The signed-in session (spec 01 sections 4 and 6): the current publisher is loaded except on
 * login and registration-type pages. On success the profile is applied (default time zone
 * Europe/Prague, time zone and currency stored, the customer's script run once); on failure the
 * username is cleared and the error goes to the shared handler (a 401 sends the browser to login).
 * When the session ends (logout, or a 401) the client forgets the publisher; after a 401 the page
 * and what was typed on it are kept in memory for the next sign-in (src/app/resume.ts).
 */
import { assign, setup } from "xstate";
import type { Publisher } from "../../contracts/publisher";
import { isTag } from "../../src/api/catalogue";
import { providedByTheApp } from "../provided-by-the-app";

export { DEFAULT_TIMEZONE, timezoneOf } from "./timezone";

export interface SessionContext {
  publisher: Publisher | null;
  error: unknown;
}

export type SessionEvent =
  | { type: "session.load" }
  | { type: "session.signedIn"; publisher: Publisher }
  | { type: "session.profileUpdated"; publisher: Publisher }
  | { type: "session.signedOut" }
  /** A call answered 401 (or was redirected to the login page): the session is gone. */
  | { type: "session.unauthorized" };

export const sessionMachine = setup({
  types: { context: {} as SessionContext, events: {} as SessionEvent },
  actors: {
    /** GET /publisher/api/publishers/current. */
    loadCurrent: providedByTheApp<Publisher, void>("loadCurrent"),
  },
  actions: {
    /** Sets the default time zone, stores time zone and currency, runs the customer's script once. */
    applyProfile: (_, _params: { publisher: Publisher }) => {},
    handleError: (_, _params: { error: unknown }) => {},
    /** Sends the browser to the login page. */
    toLogin: () => {},
    /** The session ended (logout or 401): the client forgets the publisher (journal and storage). */
    forgetPublisher: () => {},
    /** A 401 ended it: the page and the open forms' edits are kept (in memory) for the next sign-in. */
    keepPlace: () => {},
  },
  guards: {
    /** The load failed with 401: the session is gone. */
    isUnauthorized: ({ event }) => "error" in event && isTag(event.error, "Unauthorized"),
  },
}).createMachine({
  id: "session",
  context: { publisher: null, error: null },
  initial: "idle",
  states: {
    idle: {
      on: {
        "session.load": "loading",
        "session.signedIn": { target: "ready", actions: assign({ publisher: ({ event }) => event.publisher, error: null }) },
      },
    },
    loading: {
      invoke: {
        id: "loadCurrent",
        src: "loadCurrent",
        onDone: { target: "ready", actions: assign({ publisher: ({ event }) => event.output, error: null }) },
        onError: [
          { guard: "isUnauthorized", target: "signedOut", actions: "keepPlace" },
          {
            target: "failed",
            actions: [
              assign({ publisher: null, error: ({ event }) => event.error }),
              { type: "handleError", params: ({ event }) => ({ error: event.error }) },
            ],
          },
        ],
      },
    },
    ready: {
      entry: { type: "applyProfile", params: ({ context }) => ({ publisher: context.publisher! }) },
      on: {
        "session.load": "loading",
        "session.profileUpdated": {
          actions: assign({ publisher: ({ context, event }) => ({ ...context.publisher!, ...event.publisher }) }),
        },
      },
    },
    failed: {
      on: {
        "session.load": "loading",
        "session.signedIn": { target: "ready", actions: assign({ publisher: ({ event }) => event.publisher, error: null }) },
      },
    },
    signedOut: {
      entry: [assign({ publisher: null, error: null }), "forgetPublisher", "toLogin"],
      always: "idle",
    },
  },
  on: {
    "session.signedOut": { target: ".idle", actions: [assign({ publisher: null, error: null }), "forgetPublisher"] },
    "session.unauthorized": { target: ".signedOut", actions: "keepPlace" },
  },
});
