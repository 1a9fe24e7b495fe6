/**
 * The reports' preferences on the account (decision 061): the journal's copy written through, the
 * account's set brought in when the reports open, unsaved changes never overwritten, a logout losing
 * nothing the account holds. Two stores stand for two browsers; one fake account is behind both.
 */
import { describe, expect, it } from "vitest";
import type { ReportPreferences as Stored, ReportPreferencesInput } from "../../contracts/report-views.contract";
import { AccountSync, SYNC_PENDING, adoption } from "../../src/features/reports/account-sync";
import { reportEvents, reportKeysOf, reportPreferencesOf } from "../../src/features/reports/report-preferences";
import { ClientStore, memoryStorage } from "../../src/journal/client-store";

/** One publisher's account: what was last written, and a switch that makes every call fail. */
const account = () => {
  let stored: Stored = { "@id": "/p/rp", "@type": "ReportPreferences", hiddenColumns: {}, views: [], updatedAt: null };
  const state = { offline: false, saves: 0, failures: [] as unknown[] };
  const calls = {
    load: async () => {
      if (state.offline) throw { _tag: "NetworkError" };
      return stored;
    },
    save: async (input: ReportPreferencesInput) => {
      if (state.offline) throw { _tag: "NetworkError" };
      state.saves++;
      stored = { ...stored, ...input, updatedAt: "2026-11-26T00:00:00Z" };
      return stored;
    },
    failed: (error: unknown) => void state.failures.push(error),
  };
  return { calls, state, stored: () => stored };
};

const browser = (calls: ReturnType<typeof account>["calls"]) => {
  const store = new ClientStore(memoryStorage());
  const sync = new AccountSync(store, calls);
  const events = reportEvents(store, () => void sync.changed());
  return { store, sync, events, names: () => reportPreferencesOf(store).views.map((v) => v.name) };
};

describe("the account sync", () => {
  it("is reading while a fresh browser waits for the account's views, and says so to who listens", async () => {
    const acc = account();
    const one = browser(acc.calls);
    one.events.saveView({ name: "By country", tab: "summary", search: "selectedTab=summary&groupBy=country" });
    await one.sync.changed();

    const two = browser(acc.calls);
    const heard: boolean[] = [];
    two.sync.subscribe(() => heard.push(two.sync.reading()));
    expect(two.sync.reading()).toBe(false);
    const loading = two.sync.load();
    expect(two.sync.reading()).toBe(true);
    await loading;
    expect(two.sync.reading()).toBe(false);
    expect(two.names()).toEqual(["By country"]);
    expect(heard).toEqual([true, false]);

    // A browser with views of its own shows them while it reads: it is not "reading" for the list.
    const again = two.sync.load();
    expect(two.sync.reading()).toBe(false);
    await again;

    // A failed read ends the reading too (the journal's copy, empty, is what there is).
    acc.state.offline = true;
    const three = browser(acc.calls);
    const failed = three.sync.load();
    expect(three.sync.reading()).toBe(true);
    await failed;
    expect(three.sync.reading()).toBe(false);
  });

  it("writes each change through, and another browser reads it when its reports open", async () => {
    const acc = account();
    const one = browser(acc.calls);
    one.events.saveView({ name: "By country", tab: "summary", search: "selectedTab=summary&groupBy=country" });
    one.events.setHiddenColumns("summary", ["epc"]);
    await one.sync.changed();
    expect(acc.stored().views.map((v) => v.name)).toEqual(["By country"]);
    expect(acc.stored().hiddenColumns).toEqual({ summary: ["epc"] });
    expect(reportKeysOf(one.store)[SYNC_PENDING]).toBe(false);

    const two = browser(acc.calls);
    expect(two.names()).toEqual([]);
    await two.sync.load();
    expect(two.names()).toEqual(["By country"]);
    expect(reportPreferencesOf(two.store).hiddenColumns).toEqual({ summary: ["epc"] });
  });

  it("a logout empties the journal, and the next opening of the reports brings the views back", async () => {
    const acc = account();
    const one = browser(acc.calls);
    one.events.saveView({ name: "Mine", tab: "revenue", search: "selectedTab=revenue" });
    await one.sync.changed();
    one.store.endSession();
    expect(one.names()).toEqual([]);
    await one.sync.load();
    expect(one.names()).toEqual(["Mine"]);
  });

  it("offline: the journal's copy stays in use, marked; the next opening writes it instead of reading over it", async () => {
    const acc = account();
    const one = browser(acc.calls);
    one.events.saveView({ name: "Kept", tab: "summary", search: "selectedTab=summary" });
    await one.sync.changed();
    acc.state.offline = true;
    const second = one.events.saveView({ name: "Made offline", tab: "summary", search: "selectedTab=summary&x=1" });
    await one.sync.changed();
    expect(acc.state.failures).toHaveLength(1);
    expect(reportKeysOf(one.store)[SYNC_PENDING]).toBe(true);
    expect(one.names()).toEqual(["Kept", "Made offline"]);
    await one.sync.load();
    expect(one.names()).toEqual(["Kept", "Made offline"]);

    acc.state.offline = false;
    await one.sync.load();
    expect(acc.stored().views.map((v) => v.id)).toContain(second.id);
    expect(reportKeysOf(one.store)[SYNC_PENDING]).toBe(false);
  });

  it("deletions and renames on the account reach the other browser; writes overtaken by newer ones are skipped", async () => {
    const acc = account();
    const one = browser(acc.calls);
    const two = browser(acc.calls);
    const a = one.events.saveView({ name: "A", tab: "summary", search: "selectedTab=summary" });
    one.events.saveView({ name: "B", tab: "summary", search: "selectedTab=summary&b=1" });
    await one.sync.changed();
    await two.sync.load();
    expect(two.names()).toEqual(["A", "B"]);
    const saves = acc.state.saves;
    one.events.renameView(a, "A2");
    one.events.deleteView(reportPreferencesOf(one.store).views.find((v) => v.name === "B")!);
    await one.sync.changed();
    expect(acc.state.saves - saves).toBeLessThanOrEqual(2);
    await two.sync.load();
    expect(two.names()).toEqual(["A2"]);
  });

  it("an account never written keeps the views a journal already had, and adopts nothing over them", async () => {
    const acc = account();
    const one = browser({ ...acc.calls });
    one.store.record("reports", "reports.set", {
      key: "view:old",
      value: { id: "old", name: "Before", tab: "summary", search: "selectedTab=summary", savedAt: "2026-11-01T00:00:00.000Z" },
    });
    await one.sync.load();
    expect(acc.stored().views.map((v) => v.name)).toEqual(["Before"]);
    expect(one.names()).toEqual(["Before"]);
  });

  it("adoption compares data, not field order, and clears what the account does not hold", () => {
    const view = { id: "v", name: "N", tab: "summary", search: "s", savedAt: "2026-11-01T00:00:00.000Z" };
    const stored: Stored = { "@id": "x", "@type": "ReportPreferences", hiddenColumns: { summary: [] }, views: [view], updatedAt: "t" };
    const local = { "view:v": { savedAt: view.savedAt, search: "s", tab: "summary", name: "N", id: "v" }, "columns:revenue": ["epc"] };
    expect(adoption(local, stored)).toEqual([
      ["columns:summary", []],
      ["columns:revenue", null],
    ]);
  });
});
