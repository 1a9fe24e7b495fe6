/**
 * The reports' preferences are a projection of the journal (docs/decisions/036): column choices and
 * saved views survive a reload and the journal's compaction, and the end of a session forgets them.
 */
import { describe, expect, it } from "vitest";
import { columnChoice, visibleMetrics } from "../../src/features/reports/column-choice";
import { reportPreferencesOf } from "../../src/features/reports/report-preferences";
import { ClientStore, memoryStorage } from "../../src/journal/client-store";
import { REPORT_EVENTS, REPORT_PREFERENCES_INITIAL, TAIL_LIMIT, foldReports, loadStored, projectStoredReports } from "../../src/journal/persisted";

const view = (id: string, name: string) => ({ id, name, tab: "summary", search: `selectedTab=summary&groupBy=country&n=${id}`, savedAt: "2026-11-23T10:00:00.000Z" });

describe("the reports' projection", () => {
  it("folds column choices per tab and saved views, renamed and deleted", () => {
    const state = [
      { type: REPORT_EVENTS.columns, payload: { tab: "summary", hidden: ["hits"] } },
      { type: REPORT_EVENTS.columns, payload: { tab: "revenue", hidden: ["approved", "pending"] } },
      { type: REPORT_EVENTS.viewSaved, payload: view("a", "By country") },
      { type: REPORT_EVENTS.viewSaved, payload: view("b", "Sub1") },
      { type: REPORT_EVENTS.viewRenamed, payload: { id: "a", name: "Countries" } },
      { type: REPORT_EVENTS.viewDeleted, payload: { id: "b" } },
      { type: REPORT_EVENTS.viewSaved, payload: { id: "c", name: 3 } },
      { type: "preferences.sidebar.set", payload: { collapsed: true } },
    ].reduce(foldReports, REPORT_PREFERENCES_INITIAL);
    expect(state.hiddenColumns).toEqual({ summary: ["hits"], revenue: ["approved", "pending"] });
    expect(state.views.map((v) => v.name)).toEqual(["Countries"]);
  });

  it("survives a reload and the compaction of the journal", () => {
    const storage = memoryStorage();
    const first = new ClientStore(storage);
    first.record("reports", REPORT_EVENTS.viewSaved, view("a", "By country"));
    first.record("reports", REPORT_EVENTS.columns, { tab: "summary", hidden: ["uHits"] });
    // Enough other entries that both are compacted into the snapshot.
    for (let i = 0; i < TAIL_LIMIT + 20; i++) first.record("preferences", "preferences.sidebar.set", { collapsed: i % 2 === 0 });
    first.flush();
    const stored = loadStored(storage);
    expect(stored.tail.some((e) => e.type.startsWith("reports."))).toBe(false);
    const second = new ClientStore(storage);
    const prefs = reportPreferencesOf(second);
    expect(prefs.views.map((v) => v.name)).toEqual(["By country"]);
    expect(prefs.hiddenColumns).toEqual({ summary: ["uHits"] });
  });

  it("is forgotten at the end of a session, compacted or not", () => {
    const storage = memoryStorage();
    const store = new ClientStore(storage);
    store.record("reports", REPORT_EVENTS.viewSaved, view("a", "Old"));
    for (let i = 0; i < TAIL_LIMIT + 5; i++) store.record("preferences", "preferences.sidebar.set", { collapsed: true });
    store.record("reports", REPORT_EVENTS.viewSaved, view("b", "New"));
    store.flush();
    expect(reportPreferencesOf(store).views).toHaveLength(2);
    store.endSession();
    expect(reportPreferencesOf(store)).toEqual(REPORT_PREFERENCES_INITIAL);
    expect(projectStoredReports(loadStored(storage))).toEqual(REPORT_PREFERENCES_INITIAL);
    expect(reportPreferencesOf(new ClientStore(storage))).toEqual(REPORT_PREFERENCES_INITIAL);
  });

  it("gives the same object while nothing changed", () => {
    const store = new ClientStore(memoryStorage());
    const a = reportPreferencesOf(store);
    store.record("preferences", "preferences.sidebar.set", { collapsed: true });
    expect(reportPreferencesOf(store)).toBe(a);
    store.record("reports", REPORT_EVENTS.columns, { tab: "summary", hidden: ["hits"] });
    expect(reportPreferencesOf(store)).not.toBe(a);
  });
});

describe("the visible columns", () => {
  it("follow the URL when it names the tab's metrics, else the remembered choice, else all", () => {
    expect(visibleMetrics("summary", "clicks,payout,nonsense", ["clicks"])).toEqual(["clicks", "payout"]);
    expect(visibleMetrics("summary", "approved", ["hits", "uHits"])).toEqual(["clicks", "uClicks", "impressions", "conversions", "ratio", "payout", "epc", "uEpc", "epm"]);
    expect(visibleMetrics("revenue", null, undefined)).toHaveLength(8);
    expect(visibleMetrics("revenue", null, ["conversions", "approved", "pending", "declined", "revenue", "payout", "commission", "epc"])).toHaveLength(8);
  });

  it("are remembered as the hidden ones, and put in the URL only when some are hidden", () => {
    expect(columnChoice("goalPerformance", ["payout", "clicks"])).toEqual({
      hidden: ["conversions", "ratio", "goalEpc", "goalEpm", "gpm", "uGpm", "uGpc"],
      param: "clicks,payout",
    });
    expect(columnChoice("revenue", ["conversions", "approved", "pending", "declined", "revenue", "payout", "commission", "epc"])).toEqual({ hidden: [], param: null });
  });
});
