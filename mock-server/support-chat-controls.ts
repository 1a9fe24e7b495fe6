/**
 * The manager's side of the support chat, as a /__mock control (mock mode only; issue 26 item 3):
 * `POST /__mock/support-chat/reply` `{ "text", "username"? }` adds the manager's message to the
 * publisher's conversation (demo by default), unread, at the server's time; the portal's next poll
 * brings it.
 */
import type { FastifyInstance } from "fastify";
import { addChatMessage } from "./handlers/support-chat";
import type { Store } from "./store/store";

export const registerSupportChatControls = (app: FastifyInstance, store: Store) => {
  app.post("/__mock/support-chat/reply", async (request, reply) => {
    const body = (request.body ?? {}) as { text?: unknown; username?: unknown };
    if (typeof body.text !== "string" || body.text.trim() === "")
      return reply.code(400).send({ error: "Expected { text: string, username?: string }" });
    const publisher = store.findByLogin(typeof body.username === "string" ? body.username : "demo");
    if (!publisher) return reply.code(404).send({ error: "No such publisher" });
    const message = addChatMessage(store, publisher, { author: "manager", text: body.text, attachment: null });
    return { id: message.id, createdAt: message.createdAt };
  });
};
