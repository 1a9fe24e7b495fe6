/**
 * What a 401 or a version reload keeps of the open forms (src/app/resume.ts, issue 35 item 2): per
 * flow, its edits since it was last opened, closed, reset or saved, without secrets or masked
 * account numbers; replayed into a flow of that id once it takes them; kept across a reload in
 * sessionStorage and taken out by the next page.
 */
import { afterEach, expect, test, vi } from "vitest";
import { assign, createActor, setup } from "xstate";
import { Journal } from "../../src/journal/journal";
import { MASKED, REDACTED } from "../../src/journal/redact";

const load = async () => {
  vi.resetModules();
  return import("../../src/app/resume");
};

afterEach(() => vi.resetModules());

const journal = (events: ReadonlyArray<[actor: string, type: string, payload?: Record<string, unknown>]>) => {
  const j = new Journal();
  for (const [actor, type, payload] of events) j.append(actor, type, { ...payload, state: "x", machine: actor });
  return j.entries();
};

test("a flow's edits since its last opening, closing, reset or save; secrets, masked numbers and closed flows left out", async () => {
  const { draftsOf } = await load();
  const entries = journal([
    ["payout", "account.create"],
    ["payout", "field.change", { values: { method: "paypal" } }],
    ["payout", "xstate.done.actor.createAccount", { output: {} }],
    ["payout", "account.create"],
    ["payout", "field.change", { values: { method: "webmoney" } }],
    ["payout", "field.change", { values: { account: "Z1234" } }],
    ["payout", "field.change", { values: { minAmount: "25" } }],
    ["profile", "field.change", { values: { phone: "+1" } }],
    ["profile", "form.reset"],
    ["profile", "field.change", { values: { phone: "+2", password: "hunter2" } }],
    ["profile", "custom.change", { field: "site", input: ["https://a.example"] }],
    ["profile", "form.submit"],
    ["closed", "field.change", { values: { name: "x" } }],
    ["login", "field.change", { values: { password: "hunter2" } }],
  ]);
  // The journal redacted the password and masked the account number on append.
  expect(entries.find((e) => e.actor === "login")!.payload).toMatchObject({ values: { password: REDACTED } });
  expect(entries.find((e) => (e.payload as { values?: { account?: string } }).values?.account)!.payload).toMatchObject({
    values: { account: MASKED },
  });
  expect(draftsOf(entries, new Set(["payout", "profile", "login"]))).toEqual({
    payout: [
      { type: "account.create" },
      { type: "field.change", values: { method: "webmoney" } },
      { type: "field.change", values: { minAmount: "25" } },
    ],
    profile: [
      { type: "field.change", values: { phone: "+2" } },
      { type: "custom.change", field: "site", input: ["https://a.example"] },
    ],
  });
});

const formMachine = setup({
  types: {
    context: {} as { values: Record<string, string> },
    events: {} as { type: "loaded" } | { type: "field.change"; values: Record<string, string> },
  },
}).createMachine({
  context: { values: {} },
  initial: "loading",
  states: {
    loading: { on: { loaded: "ready" } },
    ready: { on: { "field.change": { actions: assign({ values: ({ context, event }) => ({ ...context.values, ...event.values }) }) } } },
  },
});

test("after a 401: the same publisher's sign-in gets the page, and the form there its edits once it has loaded; another page drops them", async () => {
  const resume = await load();
  const entries = journal([["form", "field.change", { values: { phone: "+2" } }]]);
  resume.keepPlace({ path: "/settings?tab=x", publisher: 7, entries, active: new Set(["form"]) });
  expect(resume.sessionEndedMidWork()).toBe(true);
  // Not before the sign-in.
  const early = createActor(formMachine).start();
  early.send({ type: "loaded" });
  resume.resumeDraft("form", early, "/settings")();
  expect(early.getSnapshot().context.values).toEqual({});

  expect(resume.placeAfterSignIn(7)).toBe("/settings?tab=x");
  const actor = createActor(formMachine).start();
  const stop = resume.resumeDraft("form", actor, "/settings");
  expect(actor.getSnapshot().context.values).toEqual({});
  actor.send({ type: "loaded" });
  expect(actor.getSnapshot().context.values).toEqual({ phone: "+2" });
  stop();
  // Taken once.
  const next = createActor(formMachine).start();
  next.send({ type: "loaded" });
  resume.resumeDraft("form", next, "/settings")();
  expect(next.getSnapshot().context.values).toEqual({});
});

test("another publisher's sign-in gets nothing of it", async () => {
  const resume = await load();
  resume.keepPlace({
    path: "/settings",
    publisher: 7,
    entries: journal([["form", "field.change", { values: { a: "1" } }]]),
    active: new Set(["form"]),
  });
  expect(resume.placeAfterSignIn(8)).toBeNull();
  expect(resume.sessionEndedMidWork()).toBe(false);
  expect(resume.placeAfterSignIn(7)).toBeNull();
});

test("a version reload keeps the edits in sessionStorage for the next page, which takes them out", async () => {
  const stored = new Map<string, string>();
  vi.stubGlobal("sessionStorage", {
    getItem: (k: string) => stored.get(k) ?? null,
    setItem: (k: string, v: string) => void stored.set(k, v),
    removeItem: (k: string) => void stored.delete(k),
  });
  const before = await load();
  before.keepDraftsForReload("/settings", journal([["form", "field.change", { values: { phone: "+3" } }]]), new Set(["form"]));
  expect(stored.size).toBe(1);

  const after = await load();
  expect(stored.size).toBe(0);
  expect(after.sessionEndedMidWork()).toBe(false);
  const actor = createActor(formMachine).start();
  after.resumeDraft("form", actor, "/settings");
  actor.send({ type: "loaded" });
  expect(actor.getSnapshot().context.values).toEqual({ phone: "+3" });
});

test("the version rule's reload keeps what the open forms hold (and only theirs) before it reloads", async () => {
  const stored = new Map<string, string>();
  vi.stubGlobal("sessionStorage", {
    getItem: (k: string) => stored.get(k) ?? null,
    setItem: (k: string, v: string) => void stored.set(k, v),
    removeItem: (k: string) => void stored.delete(k),
  });
  const resume = await load();
  const { watchVersion } = await import("../../src/app/version-reload");
  const { ClientStore } = await import("../../src/journal/client-store");
  const { makeVersionRegistry } = await import("../../src/api/version");
  const store = new ClientStore(null);
  const versions = makeVersionRegistry();
  const reload = vi.fn(() => expect(stored.size).toBe(1));
  watchVersion(versions, store, reload);
  const closed = resume.flowOpened("profileEdit");
  store.record("profileEdit", "field.change", { values: { phone: "+4" } });
  store.record("gone", "field.change", { values: { name: "x" } });
  versions.publish("1.0.0");
  versions.publish("1.1.0");
  closed();
  expect(reload).toHaveBeenCalledOnce();
  expect(JSON.parse(stored.get("portal.drafts")!).drafts).toEqual({ profileEdit: [{ type: "field.change", values: { phone: "+4" } }] });
});
