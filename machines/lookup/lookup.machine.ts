/**
 * A lookup select's search (spec 02 sections 2, 5 and 8): what is typed is trimmed and applied one
 * second (1000 ms) after the last keystroke; a leading "#" with digits looks a record up by its
 * relative id when the lookup offers that; the first page loads when the list opens and the next
 * when it is scrolled to its end. A page that fails to load is ignored: the options stay as they
 * were and the lookup can be scrolled or searched again.
 */
import { assign, setup } from "xstate";
import { providedByTheApp } from "../provided-by-the-app";

/** Search debounce (spec 02 section 9). */
export const SEARCH_DEBOUNCE_MS = 1000;
/** Options per page. */
export const LOOKUP_PAGE_SIZE = 20;

export interface LookupOption {
  readonly value: string;
  readonly label: string;
}

/** What one page request asks for. */
export interface LookupQuery {
  readonly search?: string;
  readonly relativeId?: number;
}

export interface LookupPage {
  readonly options: ReadonlyArray<LookupOption>;
  readonly total: number;
}

/** The query a text stands for: trimmed; "#123" is relative id 123 when `byRelativeId`; blank asks for everything. */
export const lookupQuery = (text: string, byRelativeId: boolean): LookupQuery => {
  const trimmed = text.trim();
  if (byRelativeId) {
    const id = /^#\s*([1-9]\d{0,8})$/.exec(trimmed)?.[1];
    if (id !== undefined) return { relativeId: Number(id) };
    if (trimmed === "#") return {};
  }
  return trimmed === "" ? {} : { search: trimmed };
};

const withLabels = (labels: Readonly<Record<string, string>>, options: ReadonlyArray<LookupOption>): Readonly<Record<string, string>> =>
  options.every((o) => labels[o.value] === o.label) ? labels : { ...labels, ...Object.fromEntries(options.map((o) => [o.value, o.label])) };

const keyOf = (query: LookupQuery): string => JSON.stringify([query.search ?? null, query.relativeId ?? null]);

export interface LookupContext {
  readonly byRelativeId: boolean;
  /** The text as typed. */
  text: string;
  /** The query the options shown answer. */
  query: LookupQuery;
  /** The query whose first page is loading; it becomes `query` only when that page comes. */
  pending: LookupQuery | null;
  options: ReadonlyArray<LookupOption>;
  /** The last page loaded (0: none yet). */
  page: number;
  total: number;
  /** Every label a page has shown, by value: chosen options keep their names after another search. */
  labels: Readonly<Record<string, string>>;
}

export type LookupEvent = { type: "search.type"; text: string } | { type: "list.open" } | { type: "list.end" } | { type: "list.close" };

export const lookupMachine = setup({
  types: {
    context: {} as LookupContext,
    events: {} as LookupEvent,
    input: {} as { byRelativeId?: boolean },
  },
  actors: {
    /** Loads one page of options for a query; rejects when the page cannot be loaded. */
    loadPage: providedByTheApp<LookupPage, { query: LookupQuery; page: number }>("loadPage"),
  },
  guards: {
    /** The typed text stands for the query shown or loading (e.g. only spaces were added). */
    sameQuery: ({ context, event }) =>
      event.type === "search.type" && keyOf(lookupQuery(event.text, context.byRelativeId)) === keyOf(context.pending ?? context.query),
    loaded: ({ context }) => context.page > 0,
    hasMore: ({ context }) => context.options.length < context.total,
    /** Everything (no search) is loaded: closing keeps it for the next opening. */
    showsAll: ({ context }) => context.page > 0 && keyOf(context.query) === keyOf({}),
  },
  actions: {
    keepText: assign({ text: ({ event }) => (event.type === "search.type" ? event.text : "") }),
    applyText: assign({ pending: ({ context }) => lookupQuery(context.text, context.byRelativeId) }),
    dropPending: assign({ pending: null }),
  },
}).createMachine({
  id: "lookup",
  context: ({ input }) => ({
    byRelativeId: input.byRelativeId ?? false,
    text: "",
    query: {},
    pending: null,
    options: [],
    page: 0,
    total: 0,
    labels: {},
  }),
  initial: "idle",
  on: {
    "search.type": [
      { guard: "sameQuery", actions: "keepText" },
      { target: ".debouncing", actions: ["keepText", "dropPending"] },
    ],
    // Closing clears the text (the combobox empties its input): the next opening lists everything.
    "list.close": [
      { guard: "showsAll", target: ".ready", actions: assign({ text: "", pending: null }) },
      { target: ".idle", actions: assign({ text: "", query: {}, pending: null, options: [], page: 0, total: 0 }) },
    ],
  },
  states: {
    /** Nothing loaded yet: the list has not been opened. */
    idle: {
      on: { "list.open": { target: "loading", actions: "applyText" } },
    },
    /** Waiting for the typing to pause. */
    debouncing: {
      on: {
        "search.type": [
          // Back to the query already shown: nothing to load.
          { guard: "sameQuery", target: "settled", actions: "keepText" },
          { target: "debouncing", reenter: true, actions: "keepText" },
        ],
      },
      after: { [SEARCH_DEBOUNCE_MS]: { target: "loading", actions: "applyText" } },
    },
    /** The text is back to the applied query: show it (loading it if it never loaded). */
    settled: {
      always: [
        { guard: "loaded", target: "ready" },
        { target: "loading", actions: "applyText" },
      ],
    },
    /** The first page of the pending query. A failed one is ignored: the options and their query stay. */
    loading: {
      invoke: {
        id: "loadPage",
        src: "loadPage",
        input: ({ context }) => ({ query: context.pending ?? context.query, page: 1 }),
        onDone: {
          target: "ready",
          actions: assign({
            query: ({ context }) => context.pending ?? context.query,
            pending: null,
            options: ({ event }) => event.output.options,
            total: ({ event }) => event.output.total,
            page: 1,
            labels: ({ context, event }) => withLabels(context.labels, event.output.options),
          }),
        },
        onError: { target: "ready", actions: "dropPending" },
      },
    },
    ready: {
      on: {
        "list.open": { guard: ({ context }) => context.page === 0, target: "loading", actions: "applyText" },
        "list.end": { guard: "hasMore", target: "loadingMore" },
      },
    },
    /** The next page, appended. */
    loadingMore: {
      invoke: {
        id: "loadPage",
        src: "loadPage",
        input: ({ context }) => ({ query: context.query, page: context.page + 1 }),
        onDone: {
          target: "ready",
          actions: assign({
            options: ({ context, event }) => {
              // A record added between two pages may shift one onto the next page: keep each once.
              const known = new Set(context.options.map((o) => o.value));
              return [...context.options, ...event.output.options.filter((o) => !known.has(o.value))];
            },
            total: ({ event }) => event.output.total,
            page: ({ context }) => context.page + 1,
            labels: ({ context, event }) => withLabels(context.labels, event.output.options),
          }),
        },
        onError: "ready",
      },
    },
  },
});
