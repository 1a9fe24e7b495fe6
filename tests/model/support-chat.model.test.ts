/**
 * Model-based test of the support chat (issue 26 item 3): paths generated from the machine with
 * xstate/graph, each executed by a fresh real actor whose calls go through the real API services to
 * the running mock server, signed in as demo (24 messages, the manager's last two unread). The
 * manager's reply is the server's `/__mock/support-chat/reply` control, made just before the poll
 * that is to bring it; an upload the server refuses is a file that is not an image by its content; a
 * text over the limit is refused by the server's rule; other failures are faults the server injects.
 * After each path, what the machine holds is what the server says: the same messages, the same
 * total, nothing unread once marked.
 */
import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, type EventObject, createActor, fromPromise } from "xstate";
import { CHAT_TEXT_MAX, type ChatMessage } from "../../contracts/support-chat.contract";
import {
  type ChatUpload,
  type ChatWindow,
  type SupportChatContext,
  supportChatMachine,
} from "../../machines/support-chat/support-chat.machine";
import { type ApiRuntime, runApiOrFail, withApi } from "../../src/api";
import type { ApiCall } from "../../src/app/system";
import { loadEarlierCall, loadLatestCall, loadNewCall, markReadCall, sendCall, uploadCall } from "../../src/panels/support-chat/chat-calls";
import { type FlowModel, type Path, coverageInspector, describePath, executePath, generatePaths } from "./flow-paths";
import { Coverage, apiFor, modelServer, signedInBrowser } from "./harness";

const ctx = (s: AnyMachineSnapshot) => s.context as SupportChatContext;

const HELLO = "Hello, manager";
const LONG = "x".repeat(CHAT_TEXT_MAX + 1);
const REPLY = "The manager answers.";

/** A message the model stands in for the server's: enough for the guards and the summary. */
const message = (id: number, author: ChatMessage["author"], read: boolean): ChatMessage => ({
  "@id": `/publisher/api/support_chat/messages/${id}`,
  "@type": "ChatMessage",
  id,
  author,
  authorName: author === "manager" ? "Olena" : "demo",
  text: "",
  attachment: null,
  createdAt: "2026-11-26T00:00:00Z",
  read,
});
/** Demo's seeded conversation as the model sees it: ids 1..24, the manager's odd ones, the last two of them (21 and 23) unread. */
const seeded = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i).map((id) =>
    message(id, id % 2 === 1 ? "manager" : "publisher", !(id === 21 || id === 23)),
  );
const windowOf = (messages: ChatMessage[], total: number): ChatWindow => ({ messages, total });

const failed = (id: string) => ({
  type: `xstate.error.actor.${id}`,
  error: { _tag: "RequestFailed", status: 500, message: "Injected fault: 500" },
});
const OUT = {
  latest: { type: "xstate.done.actor.loadLatest", output: windowOf(seeded(5, 24), 24) },
  latestFailed: failed("loadLatest"),
  earlier: { type: "xstate.done.actor.loadEarlier", output: windowOf(seeded(1, 4), 24) },
  earlierFailed: failed("loadEarlier"),
  marked: { type: "xstate.done.actor.markRead" },
  markFailed: failed("markRead"),
  uploaded: {
    type: "xstate.done.actor.upload",
    output: { "@id": "/publisher/api/media_objects/1", name: "shot.png", mimeType: "image/png", size: 72 } satisfies ChatUpload,
  },
  notImage: {
    type: "xstate.error.actor.upload",
    error: {
      _tag: "ValidationFailed",
      violations: [{ propertyPath: "file", message: "Invalid image. Please check the requirements." }],
      message: "",
    },
  },
  tooLong: {
    type: "xstate.error.actor.send",
    error: {
      _tag: "ValidationFailed",
      violations: [{ propertyPath: "text", message: `This value is too long. It should have ${CHAT_TEXT_MAX} characters or less.` }],
      message: "",
    },
  },
  sendFailed: failed("send"),
  pollFailed: failed("loadNew"),
};
/** The poll's answers, made from what the actor holds: the manager's reply, or nothing new. */
const polled = (c: SupportChatContext, reply: boolean) => ({
  type: "xstate.done.actor.loadNew",
  output: windowOf(reply ? [message(5000, "manager", false)] : [], c.total + (reply ? 1 : 0)),
  reply,
});
const sent = (c: SupportChatContext) => ({
  type: "xstate.done.actor.send",
  output: { ...message(6000, "publisher", true), text: c.draft.trim() },
});

const typed = (text: string) => ({ type: "draft.change", text }) as EventObject;
const chosen = { type: "attachment.choose", file: new Blob([]), name: "shot.png" } as EventObject;

const draftKind = (draft: string) => (draft === "" ? "" : draft === LONG ? "long" : "hello");
const idle = (s: AnyMachineSnapshot) => s.matches({ ready: { history: "idle", sync: "idle", composer: "editing" } }) || s.matches("failed");

const model: FlowModel = {
  machine: supportChatMachine,
  events: (s) => {
    const c = ctx(s);
    if (s.matches("loading")) return [OUT.latest, OUT.latestFailed];
    if (s.matches("failed")) return [{ type: "chat.retry" }];
    if (s.matches({ ready: { history: "loadingEarlier" } })) return [OUT.earlier, OUT.earlierFailed];
    if (s.matches({ ready: { sync: "polling" } })) return [polled(c, true), polled(c, false), OUT.pollFailed];
    if (s.matches({ ready: { sync: "marking" } })) return [OUT.marked, OUT.markFailed];
    if (s.matches({ ready: { composer: "uploading" } })) return [OUT.uploaded, OUT.notImage];
    if (s.matches({ ready: { composer: "sending" } })) return c.draft === LONG ? [OUT.tooLong] : [sent(c), OUT.sendFailed];
    // The regions are walked one at a time: reading (earlier pages, polls) while nothing is being
    // written, and writing once the history is all there and read; their product would be hundreds of paths.
    const pristine = c.draft === "" && c.attachment === null && c.composerError === null;
    const settled = c.messages.length >= c.total && !c.messages.some((m) => m.author === "manager" && !m.read);
    const user: EventObject[] = [];
    if (pristine) user.push({ type: "chat.poll" });
    if (pristine && c.messages.length < c.total) user.push({ type: "chat.loadEarlier" });
    if (!settled) return user;
    user.push({ type: "message.send" });
    if (c.draft === "") user.push(typed(HELLO), typed(LONG));
    if (c.attachment === null && c.draft === "") user.push(chosen);
    if (c.attachment !== null) user.push({ type: "attachment.remove" });
    return user;
  },
  summary: (s) => {
    const c = ctx(s);
    return {
      value: s.value,
      earlier: c.messages.length < c.total,
      unread: c.messages.some((m) => m.author === "manager" && !m.read),
      draft: draftKind(c.draft),
      attachment: c.attachment !== null,
      composerError: c.composerError === null ? null : "id" in c.composerError ? c.composerError.id : "text",
      historyError: c.historyError !== null,
      arrived: c.arrived.length > 0,
    };
  },
  describe: (e: EventObject) => {
    if (e.type === "draft.change") return `type(${draftKind((e as EventObject & { text: string }).text)})`;
    if (e.type === "xstate.done.actor.loadNew") return (e as { reply?: boolean }).reply ? "poll(reply)" : "poll(nothing new)";
    const named = Object.entries(OUT).find(([, v]) => v === e);
    if (named) return named[0];
    if (e.type === "xstate.done.actor.send") return "sent";
    return e.type;
  },
  isStable: idle,
};

const coverage = new Coverage("support-chat", supportChatMachine);
const server = modelServer(coverage);

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array<number>(64).fill(0)]);
const NOT_AN_IMAGE = new TextEncoder().encode("%PDF-1.4 a document named .png");

const control = (path: string, body: unknown) =>
  fetch(`${server.url}/__mock/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  }).then((r) => {
    if (!r.ok) throw new Error(`/__mock/${path} answered ${r.status}`);
  });

/**
 * Runs a path. The outcomes the path expects are queued as the harness announces them; each call
 * takes its outcome off the queue and makes it real on the server just before it is asked.
 */
const execute = async (path: Path) => {
  const browser = await signedInBrowser(server);
  const { runtime } = apiFor(server, browser, "/publisher/support");
  const effects: string[] = [];
  const queue: EventObject[] = [];
  const next = (id: string) => {
    const outcome = queue.shift();
    if (!outcome?.type.endsWith(`.${id}`)) throw new Error(`expected a ${id} outcome, the path has ${outcome?.type}`);
    return outcome;
  };
  const real = <I, O>(id: string, route: string, call: ApiCall<I, O>, before?: (outcome: EventObject, input: I) => Promise<I | void>) =>
    fromPromise<O, I>(async ({ input, signal }) => {
      const outcome = next(id);
      let given = input;
      if (before) given = (await before(outcome, input)) ?? input;
      else if (outcome.type.startsWith("xstate.error")) await server.fault({ route, status: 500, times: 1 });
      return runApiOrFail(
        runtime,
        withApi((api) => call(api, given)),
        signal,
      );
    });
  const actor = createActor(
    supportChatMachine.provide({
      actors: {
        loadLatest: real("loadLatest", "supportChat.messages", loadLatestCall),
        loadEarlier: real("loadEarlier", "supportChat.messages", loadEarlierCall),
        loadNew: real("loadNew", "supportChat.messages", loadNewCall, async (outcome) => {
          if (outcome.type.startsWith("xstate.error")) await server.fault({ route: "supportChat.messages", status: 500, times: 1 });
          else if ((outcome as { reply?: boolean }).reply) await control("support-chat/reply", { text: REPLY });
        }),
        markRead: real("markRead", "supportChat.markRead", markReadCall),
        // The file chosen is an image or not by its content: the server tells them apart.
        upload: real("upload", "registration.uploadMedia", uploadCall, async (outcome, input) => ({
          ...input,
          file: new Blob([outcome.type.startsWith("xstate.error") ? NOT_AN_IMAGE : PNG], { type: "image/png" }),
        })),
        send: real("send", "supportChat.send", sendCall, async (outcome) => {
          if (outcome === OUT.sendFailed) await server.fault({ route: "supportChat.send", status: 500, times: 1 });
        }),
      },
      actions: {
        readChanged: () => effects.push("readChanged"),
        reportFailure: (_, { error }) => effects.push(`failed:${(error as { _tag?: string })._tag ?? "defect"}`),
      },
    }),
    { inspect: coverageInspector(coverage) },
  );
  const snapshot = await executePath(model, path, {
    actor,
    arrange: async (outcomes) => {
      await fetch(`${server.url}/__mock/faults`, { method: "DELETE" });
      queue.push(...outcomes);
    },
  });
  return { snapshot, effects, runtime };
};

/** The whole conversation on the server (it stays under 100 messages here) and its unread count. */
const serverSays = async (runtime: ApiRuntime) => {
  const call = <A>(f: Parameters<typeof withApi<A>>[0]) => runApiOrFail(runtime, withApi(f));
  const all = await call((api) => api.supportChat.messages({ urlParams: { itemsPerPage: 100 } }));
  const unread = (await call((api) => api.supportChat.unread({}))).count;
  return { total: all["hydra:totalItems"], ids: all["hydra:member"].map((m) => m.id), unread };
};

describe("support chat, model-based", () => {
  const paths = generatePaths(model);

  it("has paths through paging, the manager's reply, marking read, uploads and sends refused and failed", () => {
    const names = paths.map((p) => describePath(model, p));
    expect(names).toContain("latest → marked");
    expect(names.some((n) => n.includes("chat.poll → poll(reply) → marked"))).toBe(true);
    expect(names.some((n) => n.includes("chat.loadEarlier → earlier"))).toBe(true);
    expect(names.some((n) => n.includes("attachment.choose → notImage"))).toBe(true);
    expect(names.some((n) => n.includes("type(long) → message.send → tooLong"))).toBe(true);
    expect(names.some((n) => n.includes("type(hello) → message.send → sendFailed"))).toBe(true);
    expect(names.some((n) => n.includes("attachment.choose → uploaded → message.send → sent"))).toBe(true);
  });

  for (const path of paths) {
    it(`${JSON.stringify(path.state.value)} via ${describePath(model, path)}`, async () => {
      await server.reset();
      const { snapshot, effects, runtime } = await execute(path);
      const c = ctx(snapshot);
      const marks = path.steps.filter((s) => s.event === OUT.marked).length;
      expect(effects.filter((e) => e === "readChanged")).toHaveLength(marks);
      if (snapshot.matches("failed")) return;
      // What the chat holds is what the server has: the same total, the same newest messages, nothing
      // unread once the last mark went through.
      const now = await serverSays(runtime);
      expect(c.total).toBe(now.total);
      const heldIds = c.messages.map((m) => m.id);
      expect(heldIds).toEqual(now.ids.slice(-heldIds.length));
      const unreadHeld = c.messages.filter((m) => m.author === "manager" && !m.read).length;
      expect(now.unread).toBe(unreadHeld);
      // What was typed stays until a send goes through: a refused or failed send keeps it.
      const typedLast = path.steps.reduce(
        (draft, { event }) =>
          event.type === "draft.change"
            ? (event as EventObject & { text: string }).text
            : event.type === "xstate.done.actor.send"
              ? ""
              : draft,
        "",
      );
      expect(c.draft).toBe(typedLast);
      if (c.composerError && "text" in c.composerError) expect(c.composerError.text).not.toBe("");
      if (c.arrived.length > 0) expect(c.arrived.at(-1)!.text).toBe(REPLY);
    });
  }

  it("takes every transition and visits every state", () => {
    const { missedTransitions, missedStates } = coverage.report();
    expect(missedStates).toEqual([]);
    expect(missedTransitions).toEqual([]);
  });
});
