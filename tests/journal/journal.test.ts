import { describe, expect, it, vi } from "vitest";
import { ClientStore, memoryStorage } from "../../src/journal/client-store";
import { Journal } from "../../src/journal/journal";
import { STORAGE_KEY, TAIL_LIMIT, appendStored, emptyStored, loadStored, projectStored } from "../../src/journal/persisted";
import { INITIAL_STATE, PROJECTED, foldAll } from "../../src/journal/projection";
import { REDACTED, redact, redactEvent } from "../../src/journal/redact";

describe("redaction", () => {
  it("replaces passwords, pins, tokens, fingerprints and files, at any depth", () => {
    const payload = {
      username: "demo",
      password: "Demo-pass-1",
      plainPassword: "x",
      repeatPlainPassword: "x",
      pin: "123456",
      token: "abc",
      fingerprint: "fp",
      nested: { registrationReferrerToken: "ref", list: [{ files: ["/media/1"] }] },
      _remember_me: true,
    };
    expect(redact(payload)).toEqual({
      username: "demo",
      password: REDACTED,
      plainPassword: REDACTED,
      repeatPlainPassword: REDACTED,
      pin: REDACTED,
      token: REDACTED,
      fingerprint: REDACTED,
      nested: { registrationReferrerToken: REDACTED, list: [{ files: REDACTED }] },
      _remember_me: true,
    });
  });

  it("cuts a publisher's API token out of any text, whatever its key; keeps a token's hint", () => {
    const secret = "ppt_Q2x9v-Lk_3mZ8rT1aB4cD5eF6gH7iJ8k";
    const payload = {
      values: { name: secret, search: `curl -H "Authorization: Bearer ${secret}" https://x.example` },
      list: [{ hint: "ppt_Q2x9", name: "Sheets" }],
      text: `${secret.slice(0, 14)}`,
    };
    const kept = redact(payload);
    expect(JSON.stringify(kept)).not.toContain(secret.slice(0, 12));
    expect(kept).toEqual({
      values: { name: REDACTED, search: `curl -H "Authorization: Bearer ${REDACTED}" https://x.example` },
      list: [{ hint: "ppt_Q2x9", name: "Sheets" }],
      text: REDACTED,
    });
  });

  it("redacts an event for the inspector as for the journal: a secret actor's answer, a secret field's edit, an API token in any text", () => {
    expect(redactEvent({ type: "xstate.done.actor.createToken", output: { id: 3, secret: "ppt_Q2x9v-Lk_3mZ8rT1aB4" } })).toEqual({
      type: "xstate.done.actor.createToken",
      output: REDACTED,
    });
    expect(redactEvent({ type: "field.change", field: "plainPassword", value: "Secret-1" })).toEqual({
      type: "field.change",
      field: "plainPassword",
      value: REDACTED,
    });
    expect(redactEvent({ type: "field.change", values: { name: "ppt_Q2x9v-Lk_3mZ8rT1aB4" } })).toEqual({
      type: "field.change",
      values: { name: REDACTED },
    });
  });

  it("redacts two-step sign-in: codes, recovery codes, the challenge, the secret and its otpauth URI; keeps counts and the method", () => {
    expect(
      redact({
        challenge: "ch-1",
        codes: { oneTimeCode: "418273", recoveryCode: "k7mq2-x9tdw" },
        method: "recovery",
        enrolment: { secret: "JBSWY3DP", otpauthUri: "otpauth://totp/x?secret=JBSWY3DP" },
        answer: { recoveryCodes: ["k7mq2-x9tdw"] },
        status: { enabled: true, recoveryCodesLeft: 9 },
      }),
    ).toEqual({
      challenge: REDACTED,
      codes: { oneTimeCode: REDACTED, recoveryCode: REDACTED },
      method: "recovery",
      enrolment: { secret: REDACTED, otpauthUri: REDACTED },
      answer: { recoveryCodes: REDACTED },
      status: { enabled: true, recoveryCodesLeft: 9 },
    });
  });

  it("keeps the tag and message of errors and drops functions", () => {
    const error = Object.assign(new Error("nope"), { _tag: "RequestFailed" });
    expect(redact({ error, fn: () => 1 })).toEqual({ error: { name: "Error", message: "nope", _tag: "RequestFailed" } });
  });
});

describe("journal", () => {
  it("numbers entries, stamps them and redacts payloads on append", () => {
    const journal = new Journal(41, () => new Date("2026-11-21T10:00:00Z"));
    const seen: number[] = [];
    journal.subscribe((e) => seen.push(e.seq));
    const entry = journal.append("auth", "auth.submit", { username: "demo", password: "secret" });
    expect(entry).toEqual({
      seq: 42,
      at: "2026-11-21T10:00:00.000Z",
      actor: "auth",
      type: "auth.submit",
      payload: { username: "demo", password: REDACTED },
    });
    expect(seen).toEqual([42]);
  });
});

describe("projection", () => {
  it("folds preferences, language, versions and the stored profile from events", () => {
    const state = foldAll([
      { type: PROJECTED.colorScheme, payload: { scheme: "dark" } },
      { type: PROJECTED.sidebar, payload: { collapsed: true } },
      { type: PROJECTED.language, payload: { locale: "uk" } },
      { type: PROJECTED.versionSeen, payload: { version: "1.0.0" } },
      { type: PROJECTED.versionReload, payload: { version: "1.1.0" } },
      { type: PROJECTED.profileStored, payload: { timezone: "Europe/Prague", currency: { name: "USD", symbol: "$" } } },
      { type: "something.else", payload: {} },
      { type: PROJECTED.colorScheme, payload: { scheme: "purple" } },
    ]);
    expect(state).toEqual({
      colorScheme: "dark",
      sidebarCollapsed: true,
      language: "uk",
      lastSeenVersion: "1.1.0",
      reloadedFor: "1.1.0",
      timezone: "Europe/Prague",
      currency: { name: "USD", symbol: "$" },
    });
  });
});

describe("persisted journal", () => {
  it("stays bounded after 10,000 events and projects the same state as the full history", () => {
    const journal = new Journal();
    let stored = emptyStored();
    const all = [];
    for (let i = 0; i < 10_000; i++) {
      const entry = journal.append(
        "preferences",
        i % 2 ? PROJECTED.sidebar : PROJECTED.colorScheme,
        i % 2 ? { collapsed: i % 3 === 0 } : { scheme: ["light", "dark", "system"][i % 3] },
      );
      all.push(entry);
      stored = appendStored(stored, [entry]);
    }
    expect(stored.tail.length).toBe(TAIL_LIMIT);
    expect(JSON.stringify(stored).length).toBeLessThan(100_000);
    expect(projectStored(stored)).toEqual(foldAll(all, INITIAL_STATE));
    expect(stored.snapshotSeq).toBe(10_000 - TAIL_LIMIT);
  });

  it("discards a corrupt or foreign stored journal with a warning", () => {
    for (const raw of ["{not json", JSON.stringify({ app: "other", format: 1 }), JSON.stringify({ ...emptyStored(), format: 99 })]) {
      const storage = memoryStorage();
      storage.setItem(STORAGE_KEY, raw);
      const warn = vi.fn();
      expect(loadStored(storage, warn)).toEqual(emptyStored());
      expect(warn).toHaveBeenCalledOnce();
      expect(storage.getItem(STORAGE_KEY)).toBeNull();
    }
  });

  it("survives a reload: a new store reads what the last one wrote", async () => {
    const storage = memoryStorage();
    const first = new ClientStore(storage);
    first.record("preferences", PROJECTED.colorScheme, { scheme: "dark" });
    first.record("preferences", PROJECTED.sidebar, { collapsed: true });
    first.flush();
    const second = new ClientStore(storage);
    expect(second.getState()).toMatchObject({ colorScheme: "dark", sidebarCollapsed: true });
    expect(second.record("x", "y").seq).toBe(3);
  });

  it("writes what is pending when the page is left or hidden, before its own task would", () => {
    const storage = memoryStorage();
    const store = new ClientStore(storage);
    const win = new EventTarget();
    const doc = Object.assign(new EventTarget(), { visibilityState: "visible" as DocumentVisibilityState });
    const stop = store.flushWhenLeaving(win, doc);
    store.record("preferences", PROJECTED.colorScheme, { scheme: "dark" });
    doc.dispatchEvent(new Event("visibilitychange"));
    expect(new ClientStore(storage).getState().colorScheme).toBe("system");
    win.dispatchEvent(new Event("pagehide"));
    expect(new ClientStore(storage).getState().colorScheme).toBe("dark");

    store.record("preferences", PROJECTED.sidebar, { collapsed: true });
    doc.visibilityState = "hidden";
    doc.dispatchEvent(new Event("visibilitychange"));
    expect(new ClientStore(storage).getState().sidebarCollapsed).toBe(true);

    stop();
    store.record("preferences", PROJECTED.colorScheme, { scheme: "light" });
    win.dispatchEvent(new Event("pagehide"));
    expect(new ClientStore(storage).getState().colorScheme).toBe("dark");
  });
});

describe("the end of a session", () => {
  const PUBLISHER = { username: "demo", email: "demo@example.com", phone: "+420 601 234 567", balance: 12345.67 };

  it("leaves only device preferences and versions in storage and in this page's journal", () => {
    const storage = memoryStorage();
    const store = new ClientStore(storage);
    store.record("preferences", PROJECTED.colorScheme, { scheme: "dark" });
    store.record("preferences", PROJECTED.sidebar, { collapsed: true });
    store.record("languageChange", PROJECTED.language, { locale: "uk" });
    store.record("app", PROJECTED.versionSeen, { version: "1.2.0" });
    store.record("login", "field.change", { values: { username: PUBLISHER.username } });
    store.record("session", "session.signedIn", { publisher: PUBLISHER });
    store.record("session", PROJECTED.profileStored, { timezone: "Europe/Kyiv", currency: { name: "USD", symbol: "$" } });
    store.flush();
    expect(storage.getItem(STORAGE_KEY)).toContain(PUBLISHER.email);

    store.endSession();

    const stored = storage.getItem(STORAGE_KEY)!;
    for (const value of [PUBLISHER.username, PUBLISHER.email, PUBLISHER.phone, String(PUBLISHER.balance), "Europe/Kyiv", "USD"]) {
      expect(stored).not.toContain(value);
      expect(JSON.stringify(store.journal.entries())).not.toContain(value);
    }
    expect(store.journal.entries().map((e) => e.type)).toEqual([PROJECTED.sessionEnded]);
    const expected = {
      colorScheme: "dark",
      sidebarCollapsed: true,
      language: "uk",
      lastSeenVersion: "1.2.0",
      timezone: null,
      currency: null,
    };
    expect(store.getState()).toMatchObject(expected);
    expect(new ClientStore(storage).getState()).toMatchObject(expected);
  });

  it("forgets the flows' last snapshots (the diagnostics export carries them)", async () => {
    const { createActor, createMachine } = await import("xstate");
    const { journalInspector, latestFlowSnapshots } = await import("../../src/journal/inspect");
    const store = new ClientStore(memoryStorage());
    const machine = createMachine({ id: "profile", context: { email: PUBLISHER.email } });
    createActor(machine, { id: "profile", inspect: journalInspector(store) }).start();
    expect(JSON.stringify(latestFlowSnapshots())).toContain(PUBLISHER.email);
    store.endSession();
    expect(JSON.stringify(latestFlowSnapshots())).not.toContain(PUBLISHER.email);
  });
});

describe("journaled flows", () => {
  it("redact the answer of the fingerprint actor", async () => {
    const { createActor, createMachine, fromPromise, waitFor } = await import("xstate");
    const { journalInspector } = await import("../../src/journal/inspect");
    const store = new ClientStore(memoryStorage());
    const machine = createMachine({
      id: "flow",
      initial: "taking",
      states: { taking: { invoke: { id: "takeFingerprint", src: fromPromise(async () => "visitor-123"), onDone: "done" } }, done: {} },
    });
    const actor = createActor(machine, { id: "flow", inspect: journalInspector(store) }).start();
    await waitFor(actor, (s) => s.matches("done"));
    const entry = store.journal.entries().find((e) => e.type === "xstate.done.actor.takeFingerprint")!;
    expect((entry.payload as { output: unknown }).output).toBe(REDACTED);
    expect(JSON.stringify(store.journal.entries())).not.toContain("visitor-123");
  });
});
