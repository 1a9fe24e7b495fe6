/**
 * The direct support chat (spec 02 section 1; issue 26 item 3): the newest page of the conversation
 * is loaded, then three regions run side by side while it is open:
 * - `history`: "Load earlier messages" reads the page before the oldest message held;
 * - `sync`: each `chat.poll` (the app sends one every few seconds; the machine keeps no timer, so the
 *   model test walks it) reads what came after the newest message held; when the manager's unread
 *   messages are there (on opening, or just arrived), they are marked read;
 * - `composer`: the draft, one image attachment (uploaded at once, checked by content on the server),
 *   and sending. A refused or failed send keeps the draft and shows why.
 * docs/decisions/056-support-chat.md.
 */
import { assign, setup } from "xstate";
import type { ChatMessage } from "../../contracts/support-chat.contract";
import { type FormMessage, formErrorOf, isBlank, isTag } from "../form/form-model";
import { providedByTheApp } from "../provided-by-the-app";

/** What the server answered to a read: some messages (oldest first) of a conversation of `total`. */
export interface ChatWindow {
  readonly messages: ReadonlyArray<ChatMessage>;
  readonly total: number;
}

/** An uploaded image waiting to be sent. */
export interface ChatUpload {
  readonly "@id": string;
  readonly name: string;
  readonly mimeType: string;
  readonly size: number;
}

export interface SupportChatContext {
  /** The conversation held, oldest first, each id once. */
  messages: ReadonlyArray<ChatMessage>;
  /** How many messages the whole conversation has (the server's count). */
  total: number;
  draft: string;
  attachment: ChatUpload | null;
  /** Why the last send or upload did not go: the server's text, or a client rule's id. */
  composerError: FormMessage | null;
  /** Why the earlier page could not be read (Load earlier messages may be tried again). */
  historyError: FormMessage | null;
  /** The first load's failure, while `failed`. */
  error: unknown;
  /** The manager's messages the last poll brought, for the live region. */
  arrived: ReadonlyArray<ChatMessage>;
}

export type SupportChatEvent =
  | { type: "chat.poll" }
  | { type: "chat.loadEarlier" }
  | { type: "chat.retry" }
  | { type: "draft.change"; text: string }
  | { type: "attachment.choose"; file: Blob; name: string }
  | { type: "attachment.remove" }
  | { type: "message.send" };

/** The blank rule's message id (a message needs text or an attachment). */
export const CHAT_BLANK = "chat.error.blank";

/** `held` and `incoming` as one conversation: by id, each once, the newer copy kept. */
export const mergeMessages = (held: ReadonlyArray<ChatMessage>, incoming: ReadonlyArray<ChatMessage>): ReadonlyArray<ChatMessage> => {
  const byId = new Map(held.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
};

const hasUnread = (messages: ReadonlyArray<ChatMessage>) => messages.some((m) => m.author === "manager" && !m.read);

/** A failed upload or send: a violation's text (the server's, in the request's language), else the error's own text. */
const composerErrorOf = (error: unknown): FormMessage => {
  const violation = isTag(error, "ValidationFailed") ? error.violations[0] : undefined;
  return violation ? { text: violation.message } : formErrorOf(error);
};

export const supportChatMachine = setup({
  types: {
    context: {} as SupportChatContext,
    events: {} as SupportChatEvent,
  },
  actors: {
    /** GET /support_chat/messages: the newest page. */
    loadLatest: providedByTheApp<ChatWindow, void>("loadLatest"),
    /** GET /support_chat/messages?before=<id>. */
    loadEarlier: providedByTheApp<ChatWindow, { before: number }>("loadEarlier"),
    /** GET /support_chat/messages?after=<id> (`after` 0: the newest page, for an empty conversation). */
    loadNew: providedByTheApp<ChatWindow, { after: number }>("loadNew"),
    /** POST /support_chat/mark_read. */
    markRead: providedByTheApp<void, void>("markRead"),
    /** POST /media_objects: the server reads the file's content (PNG or JPEG, at most 5 MB). */
    upload: providedByTheApp<ChatUpload, { file: Blob; name: string }>("upload"),
    /** POST /support_chat/messages. */
    send: providedByTheApp<ChatMessage, { text: string; attachment: string | null }>("send"),
  },
  actions: {
    /** The unread count changed (the header's badge reads it again). */
    readChanged: () => {},
    /** A failed call: a lost session goes to the shared handler; the chat shows the rest in place. */
    reportFailure: (_, _params: { error: unknown }) => {},
  },
  guards: {
    hasEarlier: ({ context }) => context.messages.length < context.total,
    hasUnread: ({ context }) => hasUnread(context.messages),
    canSend: ({ context }) => !isBlank(context.draft) || context.attachment !== null,
  },
}).createMachine({
  id: "supportChat",
  context: {
    messages: [],
    total: 0,
    draft: "",
    attachment: null,
    composerError: null,
    historyError: null,
    error: null,
    arrived: [],
  },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadLatest",
        src: "loadLatest",
        onDone: {
          target: "ready",
          actions: assign({ messages: ({ event }) => event.output.messages, total: ({ event }) => event.output.total, error: null }),
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
    failed: { on: { "chat.retry": "loading" } },
    ready: {
      type: "parallel",
      states: {
        history: {
          initial: "idle",
          states: {
            idle: { on: { "chat.loadEarlier": { guard: "hasEarlier", target: "loadingEarlier" } } },
            loadingEarlier: {
              invoke: {
                id: "loadEarlier",
                src: "loadEarlier",
                input: ({ context }) => ({ before: context.messages[0]?.id ?? 1 }),
                onDone: {
                  target: "idle",
                  actions: assign({
                    messages: ({ context, event }) => mergeMessages(context.messages, event.output.messages),
                    total: ({ event }) => event.output.total,
                    historyError: null,
                  }),
                },
                onError: {
                  target: "idle",
                  actions: [
                    assign({ historyError: ({ event }) => formErrorOf(event.error) }),
                    { type: "reportFailure", params: ({ event }) => ({ error: event.error }) },
                  ],
                },
              },
            },
          },
        },
        sync: {
          initial: "checking",
          states: {
            /** The manager's unread messages are read once the chat shows them. */
            checking: { always: [{ guard: "hasUnread", target: "marking" }, { target: "idle" }] },
            idle: { on: { "chat.poll": "polling" } },
            polling: {
              invoke: {
                id: "loadNew",
                src: "loadNew",
                input: ({ context }) => ({ after: context.messages.at(-1)?.id ?? 0 }),
                onDone: {
                  target: "checking",
                  actions: assign({
                    messages: ({ context, event }) => mergeMessages(context.messages, event.output.messages),
                    total: ({ event }) => event.output.total,
                    arrived: ({ context, event }) => {
                      const held = new Set(context.messages.map((m) => m.id));
                      const fresh = event.output.messages.filter((m) => m.author === "manager" && !held.has(m.id));
                      return fresh.length > 0 ? fresh : context.arrived;
                    },
                  }),
                },
                // A failed poll changes nothing the publisher sees; the next one tries again.
                onError: { target: "idle", actions: { type: "reportFailure", params: ({ event }) => ({ error: event.error }) } },
              },
            },
            marking: {
              invoke: {
                id: "markRead",
                src: "markRead",
                onDone: {
                  target: "idle",
                  actions: [
                    assign({ messages: ({ context }) => context.messages.map((m) => (m.read ? m : { ...m, read: true })) }),
                    "readChanged",
                  ],
                },
                // Left unread on the server: the header keeps counting them; the next arrival tries again.
                onError: { target: "idle", actions: { type: "reportFailure", params: ({ event }) => ({ error: event.error }) } },
              },
            },
          },
        },
        composer: {
          initial: "editing",
          states: {
            editing: {
              on: {
                "draft.change": { actions: assign({ draft: ({ event }) => event.text, composerError: null }) },
                "attachment.choose": "uploading",
                "attachment.remove": { actions: assign({ attachment: null, composerError: null }) },
                "message.send": [{ guard: "canSend", target: "sending" }, { actions: assign({ composerError: { id: CHAT_BLANK } }) }],
              },
            },
            uploading: {
              invoke: {
                id: "upload",
                src: "upload",
                input: ({ event }) => {
                  const { file, name } = event as Extract<SupportChatEvent, { type: "attachment.choose" }>;
                  return { file, name };
                },
                onDone: { target: "editing", actions: assign({ attachment: ({ event }) => event.output, composerError: null }) },
                onError: {
                  target: "editing",
                  actions: [
                    assign({ composerError: ({ event }) => composerErrorOf(event.error) }),
                    { type: "reportFailure", params: ({ event }) => ({ error: event.error }) },
                  ],
                },
              },
            },
            sending: {
              invoke: {
                id: "send",
                src: "send",
                input: ({ context }) => ({ text: context.draft, attachment: context.attachment?.["@id"] ?? null }),
                onDone: {
                  target: "editing",
                  actions: assign({
                    messages: ({ context, event }) => mergeMessages(context.messages, [event.output]),
                    total: ({ context, event }) => context.total + (context.messages.some((m) => m.id === event.output.id) ? 0 : 1),
                    draft: "",
                    attachment: null,
                    composerError: null,
                  }),
                },
                onError: {
                  target: "editing",
                  actions: [
                    assign({ composerError: ({ event }) => composerErrorOf(event.error) }),
                    { type: "reportFailure", params: ({ event }) => ({ error: event.error }) },
                  ],
                },
              },
            },
          },
        },
      },
    },
  },
});
