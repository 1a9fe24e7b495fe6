/**
 * The direct support chat (spec 02 section 1; issue 26 item 3): the publisher's conversation with
 * their manager. Messages are read newest page first (`before` an id for older pages), new ones by
 * `after` the last id the client holds (the client polls; docs/decisions/056-support-chat.md); a
 * message has text and/or one image attachment, uploaded first through POST /media_objects, which
 * checks the file by its content. The unread count is of the manager's messages the publisher has
 * not seen in an open chat; `mark_read` marks them all seen.
 */
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform";
import { Schema } from "effect";
import { EmptyPayload } from "./domains.contract";
import { ConstraintViolationList, HydraCollection, Iri, ld } from "./hydra";
import { Session } from "./session";

/** The longest message text, in characters as a reader counts them (contracts/text-length.ts). */
export const CHAT_TEXT_MAX = 2000;
/** Messages per page when the request names no `itemsPerPage`. */
export const CHAT_PAGE_SIZE = 20;

export const ChatAuthor = Schema.Literal("publisher", "manager");
export type ChatAuthor = typeof ChatAuthor.Type;

/** An image sent with a message: the uploaded MediaObject's IRI, its type and size as the server read them. */
export const ChatAttachment = Schema.Struct({
  "@id": Iri,
  mimeType: Schema.Literal("image/png", "image/jpeg"),
  size: Schema.Int.pipe(Schema.nonNegative()),
}).annotations({ identifier: "ChatAttachment" });
export type ChatAttachment = typeof ChatAttachment.Type;

export const ChatMessage = Schema.Struct({
  "@id": Iri,
  "@type": Schema.Literal("ChatMessage"),
  /** Ascending in the order the server received the messages. */
  id: Schema.Int.pipe(Schema.positive()),
  author: ChatAuthor,
  /** The manager's first name, or the publisher's username. */
  authorName: Schema.String,
  text: Schema.String,
  attachment: Schema.NullOr(ChatAttachment),
  createdAt: Schema.String.annotations({ description: "RFC 3339 date-time (server time)" }),
  /** For the manager's messages: whether the publisher has seen it; the publisher's own are read. */
  read: Schema.Boolean,
}).annotations({ identifier: "ChatMessage" });
export type ChatMessage = typeof ChatMessage.Type;

const MessageId = Schema.NumberFromString.pipe(Schema.int(), Schema.positive());

/**
 * Without `before` and `after`: the newest page. `before=<id>`: the page of messages just older than
 * that one. `after=<id>`: every message newer than that one (at most 100). Members oldest first;
 * `hydra:totalItems` counts the whole conversation.
 */
export const ChatMessagesQuery = Schema.Struct({
  before: Schema.optional(MessageId),
  after: Schema.optional(MessageId),
  itemsPerPage: Schema.optional(Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 100))),
});
export type ChatMessagesQuery = typeof ChatMessagesQuery.Type;

/** A message: not blank unless it carries an attachment; at most CHAT_TEXT_MAX characters. */
export const ChatMessagePayload = Schema.Struct({
  text: Schema.String.pipe(Schema.maxLength(20_000)),
  attachment: Schema.optional(Schema.NullOr(Iri.pipe(Schema.maxLength(255)))),
}).annotations({ identifier: "ChatMessagePayload" });
export type ChatMessagePayload = typeof ChatMessagePayload.Type;

export const ChatUnread = Schema.Struct({ count: Schema.Int.pipe(Schema.nonNegative()) }).annotations({ identifier: "ChatUnread" });

export const SupportChatGroup = HttpApiGroup.make("supportChat")
  .add(
    HttpApiEndpoint.get("messages", "/support_chat/messages")
      .setUrlParams(ChatMessagesQuery)
      .addSuccess(ld(HydraCollection(ChatMessage, "ChatMessageCollection")))
      .addError(ConstraintViolationList),
  )
  .add(
    HttpApiEndpoint.post("send", "/support_chat/messages")
      .setPayload(ld(ChatMessagePayload))
      .addSuccess(ld(ChatMessage), { status: 201 })
      .addError(ConstraintViolationList),
  )
  .add(HttpApiEndpoint.get("unread", "/support_chat/unread").addSuccess(ld(ChatUnread)))
  .add(HttpApiEndpoint.post("markRead", "/support_chat/mark_read").setPayload(ld(EmptyPayload)).addSuccess(HttpApiSchema.NoContent))
  .middleware(Session);
