/**
 * The support chat's API calls (machines/support-chat), shared by the app, which runs them through
 * `system.fromApi`, and by the model test, which runs them against the mock server.
 */
import { Effect } from "effect";
import type { ChatMessage } from "../../../contracts/support-chat.contract";
import type { ChatUpload, ChatWindow } from "../../../machines/support-chat/support-chat.machine";
import type { ApiCall } from "../../app/system";

const windowOf = (page: { "hydra:member": ReadonlyArray<ChatMessage>; "hydra:totalItems": number }): ChatWindow => ({
  messages: page["hydra:member"],
  total: page["hydra:totalItems"],
});

/** GET /support_chat/messages: the newest page. */
export const loadLatestCall: ApiCall<void, ChatWindow> = (api) => api.supportChat.messages({ urlParams: {} }).pipe(Effect.map(windowOf));

/** GET /support_chat/messages?before=<id>. */
export const loadEarlierCall: ApiCall<{ before: number }, ChatWindow> = (api, { before }) =>
  api.supportChat.messages({ urlParams: { before } }).pipe(Effect.map(windowOf));

/** GET /support_chat/messages?after=<id>; with no message held yet (0), the newest page. */
export const loadNewCall: ApiCall<{ after: number }, ChatWindow> = (api, { after }) =>
  api.supportChat.messages({ urlParams: after > 0 ? { after } : {} }).pipe(Effect.map(windowOf));

/** POST /support_chat/mark_read. */
export const markReadCall: ApiCall<void, void> = (api) => api.supportChat.markRead({ payload: {} });

/** POST /media_objects: the server checks the file by its content. */
export const uploadCall: ApiCall<{ file: Blob; name: string }, ChatUpload> = (api, { file, name }) => {
  const form = new FormData();
  form.append("file", file, name);
  return api.registration
    .uploadMedia({ payload: form })
    .pipe(Effect.map((media) => ({ "@id": media["@id"], name, mimeType: media.mimeType, size: media.size })));
};

/** POST /support_chat/messages. */
export const sendCall: ApiCall<{ text: string; attachment: string | null }, ChatMessage> = (api, { text, attachment }) =>
  api.supportChat.send({ payload: { text, ...(attachment === null ? {} : { attachment }) } });
