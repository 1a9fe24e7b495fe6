/**
 * "Find anything"'s server search (docs/decisions/060-find-anything.md). What is typed is trimmed;
 * under two characters nothing is asked for. The search starts `FIND_DEBOUNCE_MS` after the last
 * keystroke, and typing on while it runs stops it (leaving `searching` stops the invoked actor, which
 * aborts its request): only the answer for the text shown is ever shown. A failure is a state of
 * its own, with the error's tag, so the palette can say so while its own pages still work.
 */
import { assign, setup } from "xstate";
import type { SearchResults } from "../../contracts/search.contract";
import { providedByTheApp } from "../provided-by-the-app";

/** The pause after the last keystroke before the server is asked. Shorter than a lookup's second: the palette's own entries answer at once. */
export const FIND_DEBOUNCE_MS = 250;
/** The shortest query sent (contracts/search.contract.ts refuses less). */
export const FIND_MIN_LENGTH = 2;

export interface FindContext {
  /** The text as typed. */
  text: string;
  /** The trimmed query of `results` (or of the search running or failed). */
  query: string;
  results: SearchResults | null;
  /** The failed search's error tag. */
  failure: string | null;
}

export type FindEvent = { type: "find.type"; text: string } | { type: "find.retry" };

const queryOf = (text: string) => text.trim();

export const findMachine = setup({
  types: {
    context: {} as FindContext,
    events: {} as FindEvent,
  },
  actors: {
    /** Searches the server for a query; rejects with a tagged error. */
    search: providedByTheApp<SearchResults, { query: string }>("search"),
  },
  guards: {
    tooShort: ({ event }) => event.type === "find.type" && queryOf(event.text).length < FIND_MIN_LENGTH,
    /** Only spaces changed: the query shown or asked for stays. */
    sameQuery: ({ context, event }) => event.type === "find.type" && queryOf(event.text) === context.query,
  },
  actions: {
    keepText: assign({ text: ({ event }) => (event.type === "find.type" ? event.text : "") }),
    takeQuery: assign({ query: ({ context }) => queryOf(context.text) }),
  },
}).createMachine({
  id: "find",
  context: { text: "", query: "", results: null, failure: null },
  initial: "idle",
  on: {
    "find.type": [
      { guard: "tooShort", target: ".idle", actions: ["keepText", assign({ query: "", results: null, failure: null })] },
      { guard: "sameQuery", actions: "keepText" },
      { target: ".debouncing", actions: "keepText" },
    ],
  },
  states: {
    /** Nothing to search for: under two characters. */
    idle: {},
    /** Waiting for the typing to pause; re-entered on each keystroke. */
    debouncing: {
      on: {
        "find.type": [
          { guard: "tooShort", target: "idle", actions: ["keepText", assign({ query: "", results: null, failure: null })] },
          { target: "debouncing", reenter: true, actions: "keepText" },
        ],
      },
      after: { [FIND_DEBOUNCE_MS]: { target: "searching", actions: "takeQuery" } },
    },
    searching: {
      invoke: {
        src: "search",
        input: ({ context }) => ({ query: context.query }),
        onDone: { target: "ready", actions: assign({ results: ({ event }) => event.output, failure: null }) },
        onError: {
          target: "failed",
          actions: assign({
            results: null,
            failure: ({ event }) => {
              const tag = (event.error as { _tag?: unknown } | null)?._tag;
              return typeof tag === "string" ? tag : "Unknown";
            },
          }),
        },
      },
    },
    ready: {},
    failed: {
      on: { "find.retry": "searching" },
    },
  },
});
