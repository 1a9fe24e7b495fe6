/**
 * The support chat (issue 26 item 3; docs/decisions/056-support-chat.md): the publisher's messages
 * with their manager, newest page first or after an id, a new message (text and/or an image uploaded
 * through /media_objects, which checks it by content), the unread count and marking all read.
 */
import { idOf, iri } from "../../contracts/hydra";
import { CHAT_PAGE_SIZE, CHAT_TEXT_MAX, type ChatMessage } from "../../contracts/support-chat.contract";
import { graphemeLength } from "../../contracts/text-length";
import type { HandlersOf } from "../handler-types";
import { assertValid } from "../http-error";
import type { PublisherRecord } from "../store/records";
import type { Store } from "../store/store";
import type { ChatRecord } from "../store/support-chat";
import { Violations, isBlank } from "../validation";
import { windowOf } from "./collection";
import { isoSeconds } from "./list";

const LIST = { path: iri("support_chat", "messages"), type: "ChatMessage" };
/** At most this many messages answer `after=<id>`. */
const AFTER_LIMIT = 100;

const MESSAGES = {
  blank: "This value should not be blank.",
  tooLong: `This value is too long. It should have ${CHAT_TEXT_MAX} characters or less.`,
  file: "File not found",
  invalid: "This value is not valid.",
} as const;

/** The publisher's conversation, oldest first. */
const conversationOf = (store: Store, user: PublisherRecord) => store.chat.filter((m) => m.relativeId === user.relativeId);

const toWire = (store: Store, user: PublisherRecord, m: ChatRecord): ChatMessage => {
  const media = m.attachment === null ? undefined : store.mediaObjects.get(m.attachment);
  return {
    "@id": iri("support_chat", "messages", m.id),
    "@type": "ChatMessage",
    id: m.id,
    author: m.author,
    authorName: m.author === "manager" ? (user.manager?.firstName ?? "") : user.username,
    text: typeof m.text === "string" ? m.text : m.text[user.language],
    attachment: media ? { "@id": iri("media_objects", media.id), mimeType: media.mimeType, size: media.size } : null,
    createdAt: m.createdAt,
    read: m.read,
  };
};

/** Adds a message to a publisher's conversation at the server's time (the /__mock control answers as the manager with it). */
export const addChatMessage = (
  store: Store,
  user: PublisherRecord,
  message: { author: ChatRecord["author"]; text: string; attachment: number | null },
): ChatRecord => {
  const record: ChatRecord = {
    id: store.nextId.chat++,
    relativeId: user.relativeId,
    ...message,
    createdAt: isoSeconds(store.clock.nowMs()),
    read: message.author === "publisher",
  };
  store.chat.push(record);
  return record;
};

export const supportChatHandlers: HandlersOf<"supportChat"> = {
  messages({ urlParams: q }, { requireUser, store }) {
    const user = requireUser();
    const v = new Violations();
    v.check(q.before === undefined || q.after === undefined, "after", MESSAGES.invalid);
    assertValid(v.list);
    const all = conversationOf(store, user);
    const size = q.itemsPerPage ?? CHAT_PAGE_SIZE;
    let rows: ChatRecord[];
    if (q.after !== undefined) rows = all.filter((m) => m.id > q.after!).slice(0, AFTER_LIMIT);
    else {
      const older = q.before === undefined ? all : all.filter((m) => m.id < q.before!);
      rows = older.slice(Math.max(0, older.length - size));
    }
    return windowOf(
      LIST,
      rows.map((m) => toWire(store, user, m)),
      all.length,
    );
  },

  send({ payload }, { requireUser, store }) {
    const user = requireUser();
    const v = new Violations();
    const text = payload.text.trim();
    const attachmentId = payload.attachment ? Number(idOf(payload.attachment)) : null;
    const attached =
      attachmentId === null ||
      v.check(
        payload.attachment!.startsWith(`${iri("media_objects")}/`) && store.mediaObjects.has(attachmentId),
        "attachment",
        MESSAGES.file,
      );
    if (attachmentId === null) v.check(!isBlank(text), "text", MESSAGES.blank);
    v.check(graphemeLength(text) <= CHAT_TEXT_MAX, "text", MESSAGES.tooLong);
    assertValid(v.list);
    const record = addChatMessage(store, user, { author: "publisher", text, attachment: attached ? attachmentId : null });
    return toWire(store, user, record);
  },

  unread(_input, { requireUser, store }) {
    const user = requireUser();
    return { count: conversationOf(store, user).filter((m) => m.author === "manager" && !m.read).length };
  },

  markRead(_input, { requireUser, store }) {
    const user = requireUser();
    for (const m of conversationOf(store, user)) m.read = true;
  },
};
