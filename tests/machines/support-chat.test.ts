/**
 * What the support chat's model test cannot tell apart (issue 33: the mutants that survived it): its
 * server holds one conversation, so which messages count as unread, which arrivals are announced, what
 * a poll asks after and when a send adds to the count are checked here with answers made to the point.
 */
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { ChatMessage } from "../../contracts/support-chat.contract";
import { type ChatUpload, type ChatWindow, supportChatMachine } from "../../machines/support-chat/support-chat.machine";

const message = (id: number, author: "manager" | "publisher", read = true): ChatMessage =>
  ({ id, author, read, text: `#${id}`, attachment: null }) as unknown as ChatMessage;

interface Answers {
  readonly latest: ChatWindow;
  readonly next?: ChatWindow;
  readonly sent?: ChatMessage;
}

const started = ({ latest, next = { messages: [], total: latest.total }, sent }: Answers) => {
  const calls = { markRead: 0, after: [] as number[], earlier: [] as number[] };
  const actor = createActor(
    supportChatMachine.provide({
      actors: {
        loadLatest: fromPromise<ChatWindow, void>(async () => latest),
        loadEarlier: fromPromise<ChatWindow, { before: number }>(async ({ input }) => {
          calls.earlier.push(input.before);
          return { messages: [], total: latest.total };
        }),
        loadNew: fromPromise<ChatWindow, { after: number }>(async ({ input }) => (calls.after.push(input.after), next)),
        markRead: fromPromise<void, void>(async () => {
          calls.markRead += 1;
        }),
        upload: fromPromise<ChatUpload, { file: Blob; name: string }>(() => new Promise(() => {})),
        send: fromPromise<ChatMessage, { text: string; attachment: string | null }>(async () => sent ?? message(99, "publisher")),
      },
    }),
  ).start();
  return { actor, calls };
};

const synced = (actor: ReturnType<typeof started>["actor"]) => waitFor(actor, (s) => s.matches({ ready: { sync: "idle" } }));

describe("support chat machine", () => {
  it("marks read only the manager's messages not yet read", async () => {
    const read = started({ latest: { messages: [message(1, "manager", true), message(2, "publisher")], total: 2 } });
    await synced(read.actor);
    expect(read.calls.markRead).toBe(0);

    const unread = started({ latest: { messages: [message(1, "manager", true), message(2, "manager", false)], total: 2 } });
    await synced(unread.actor);
    expect(unread.calls.markRead).toBe(1);
    expect(unread.actor.getSnapshot().context.messages.every((m) => m.read)).toBe(true);
  });

  it("a poll asks for what came after the newest message held", async () => {
    const { actor, calls } = started({
      latest: { messages: [message(3, "manager"), message(4, "publisher"), message(7, "manager")], total: 3 },
    });
    await synced(actor);
    actor.send({ type: "chat.poll" });
    await synced(actor);
    expect(calls.after).toEqual([7]);
  });

  it("announces the manager's new messages, not the publisher's own nor one already held", async () => {
    const { actor } = started({
      latest: { messages: [message(1, "manager")], total: 1 },
      next: { messages: [message(1, "manager"), message(2, "publisher"), message(3, "manager", false)], total: 3 },
    });
    await synced(actor);
    actor.send({ type: "chat.poll" });
    await waitFor(actor, (s) => s.context.arrived.length > 0);
    expect(actor.getSnapshot().context.arrived.map((m) => m.id)).toEqual([3]);
  });

  it("loads earlier messages only while the conversation has more than it holds", async () => {
    const all = started({ latest: { messages: [message(5, "manager"), message(6, "publisher")], total: 2 } });
    await synced(all.actor);
    all.actor.send({ type: "chat.loadEarlier" });
    expect(all.actor.getSnapshot().matches({ ready: { history: "idle" } })).toBe(true);
    expect(all.calls.earlier).toEqual([]);

    const more = started({ latest: { messages: [message(5, "manager"), message(6, "publisher")], total: 3 } });
    await synced(more.actor);
    more.actor.send({ type: "chat.loadEarlier" });
    await waitFor(more.actor, (s) => s.matches({ ready: { history: "idle" } }));
    expect(more.calls.earlier).toEqual([5]);
  });

  it("a sent message adds one to the count unless a poll brought it first", async () => {
    const fresh = started({ latest: { messages: [message(1, "manager")], total: 1 }, sent: message(2, "publisher") });
    await synced(fresh.actor);
    fresh.actor.send({ type: "draft.change", text: "Hello" });
    fresh.actor.send({ type: "message.send" });
    await waitFor(fresh.actor, (s) => s.context.draft === "");
    expect(fresh.actor.getSnapshot().context.total).toBe(2);

    const held = started({
      latest: { messages: [message(1, "manager"), message(2, "publisher")], total: 2 },
      sent: message(2, "publisher"),
    });
    await synced(held.actor);
    held.actor.send({ type: "draft.change", text: "Hello" });
    held.actor.send({ type: "message.send" });
    await waitFor(held.actor, (s) => s.context.draft === "");
    expect(held.actor.getSnapshot().context.total).toBe(2);
    expect(held.actor.getSnapshot().context.messages).toHaveLength(2);
  });
});
